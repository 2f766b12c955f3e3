"""core.engine.Game: every game declared once, as one typed record, its moves run by its flow table."""

from __future__ import annotations

import pytest

from referee import i18n
from referee.core.engine import Game
from referee.looot import GAME
from referee.registry import rules_for, tracked_games


@pytest.mark.parametrize("game", tracked_games())
def test_a_games_functions_are_its_own_called_directly(game):
    """`GAME = Game(...)` keeps the game's functions on the instance: a call goes straight to the
    game's function (no bound frame, no forwarding) and go-to-definition leads into the package."""
    found = rules_for(game)
    assert isinstance(found, Game)
    for name in ("new_state", "decisions", "outcome", "players", "describe", "score_sheet"):
        function = vars(found)[name]
        assert getattr(function, "__module__", "").startswith(f"referee.{game}"), (game, name)


def test_legal_moves_validate_and_apply_are_the_flow_tables(stones):
    """A `Game` has no moves of its own: what its flow table's open steps answer is all it does."""
    game = rules_for("stones")
    state = game.new_state(["Ann", "Bob"], {})
    assert game.legal_moves(state)[0][0] == "table"
    assert [str(m) for m in game.legal_moves(state)[0][1]][:2] == ["pile 1", "pile 2"]
    pile = game.parse("pile 5")
    assert game.validate(state, game.parse("pile 11"), "table")[0].code == "bad_pile"
    assert game.validate(state, pile, "Ann") == []  # no open step takes it from Ann: the core refuses
    after = game.apply(state, pile, "table").state
    assert after.pile == 5 and game.decision(after).actor == "Ann"
    with pytest.raises(ValueError, match="no open decision"):
        game.apply(state, pile, "Ann")


def test_an_optional_hook_absent_reads_as_none():
    assert GAME.check_declared is None


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
