"""A count of one reads as one: a catalog's `KEY_one` is used for `count=1` ("1 move", not "1 moves")."""

from __future__ import annotations

from referee import i18n
from referee.i18n import t


def test_one_move_is_singular_and_two_are_plural():
    i18n.set_lang("en")
    assert t("cli.moves_count", count=1) == "1 move"
    assert t("cli.moves_count", count=2) == "2 moves"
    assert t("cli.moves_count", count=0) == "0 moves"


def test_the_program_s_singular_forms_have_their_plural_in_both_languages():
    for language in i18n.LANGS:
        keys = set(i18n.catalog(language))
        singular = {k for k in keys if k.endswith("_one") and k.startswith(("cli.", "prompt."))}
        assert "cli.moves_count_one" in singular, language
        assert all(k[: -len("_one")] in keys for k in singular), language
