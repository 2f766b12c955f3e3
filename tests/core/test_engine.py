"""core.engine.Engine: one way for every game to stand behind the GameRules protocol."""

from __future__ import annotations

import pytest

from referee import i18n
from referee.core.engine import REQUIRED, Engine
from referee.looot import GAME, rules


def test_a_games_functions_are_called_directly_not_through_a_bound_frame():
    assert GAME.legal_moves is rules.legal_moves
    assert GAME.validate is rules.validate


def test_an_engine_missing_a_required_function_is_refused_at_import():
    functions = {name: print for name in REQUIRED if name != "validate"}
    with pytest.raises(TypeError, match="validate"):
        Engine(info=lambda lang: None, flow=lambda: None, **functions)  # type: ignore[arg-type,return-value]


def test_an_optional_hook_absent_reads_as_missing():
    assert getattr(GAME, "check_declared", None) is None


def test_info_is_in_the_current_language():
    before = i18n.lang()
    try:
        i18n.set_lang("zh")
        zh = GAME.info
        i18n.set_lang("en")
        en = GAME.info
    finally:
        i18n.set_lang(before)
    assert zh.notation != en.notation


def test_notation_rows_are_built_when_first_read_in_the_language_of_their_info():
    from referee.core.engine import Rows, describe_game
    from referee.looot import DECLARED
    from referee.looot.moves import NOTATION

    def info() -> object:
        return describe_game(DECLARED, NOTATION, ())

    before = i18n.lang()
    try:
        i18n.set_lang("en")
        english = NOTATION.rows()
        i18n.set_lang("zh")
        chinese = NOTATION.rows()
        zh = info()
        assert isinstance(zh.notation, Rows) and zh.notation._build is not None  # nothing built yet
        i18n.set_lang("en")
        assert tuple(zh.notation) == chinese != english  # read in English: still the Chinese rows
        assert i18n.lang() == "en"  # and reading them left the process language alone
    finally:
        i18n.set_lang(before)
    assert zh.notation == chinese and len(zh.notation) == len(chinese) and zh.notation[0] == chinese[0]
    assert dict(zh.syntax) == dict(NOTATION.syntax)


def test_the_rules_module_gives_every_function_under_its_name_and_a_keyword_wins():
    from types import SimpleNamespace

    module = SimpleNamespace(**{name: print for name in REQUIRED}, decision=print, unrelated=print)
    engine = Engine(info=lambda lang: None, flow=lambda: None, rules=module, parse=repr)  # type: ignore[arg-type,return-value]
    assert engine.validate is print and engine.decision is print and engine.parse is repr
    assert getattr(engine, "unrelated", None) is None  # only the protocol's names are taken
    assert getattr(engine, "check_declared", None) is None
