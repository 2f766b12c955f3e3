"""Issue 25, item 13: a supply chit is named by the two goods printed on it (`chit wood cattle`), in
either order and language, while the catalog id old saves wrote (`chit 1`) still reads and replays;
while a player cannot pay the round's food, every payment's refusal, the step's question (`?`) and
the step view name `pay all` and the loans it takes."""

from __future__ import annotations

import pytest

from referee.core.errors import MoveSyntaxError
from referee.core.game import parse_declaration, play
from referee.core.teach import explain
from referee.i18n import set_lang
from referee.lehavre import GAME
from referee.lehavre.moves import parse
from tests.lehavre.helpers import last_turn, messages, refused, run, started

from .test_golden import GOLDEN


@pytest.mark.parametrize(
    "text",
    [
        "chit wood cattle",
        "chit cattle wood",
        "chit Wood+Cattle",
        "chit 木材 牛",
        "补给板块 牛 木材",
        "chit 1",
    ],
)
def test_a_chit_reads_by_its_goods_in_any_order_and_language_and_by_its_old_id(text):
    move = parse(text)
    assert str(move) == "chit wood cattle"
    assert GAME.spell(move, "zh") == "补给板块 木材 牛"


def test_francs_on_a_chit_read_as_fr_or_franc_and_an_unprinted_pair_is_refused_by_its_goods():
    assert str(parse("chit iron fr")) == str(parse("chit franc iron")) == "chit iron franc"
    with pytest.raises(MoveSyntaxError) as refused_pair:
        parse("chit wood iron")
    assert "no supply chit shows 'wood iron'" in str(refused_pair.value)
    with pytest.raises(MoveSyntaxError):
        parse("chit 8")


def test_the_table_is_offered_the_chits_by_their_goods_and_the_effect_names_them():
    state = started(2)
    offered = [str(m) for _who, moves in GAME.legal_moves(state) for m in moves if m.kind == "chit"]
    assert "chit wood cattle" in offered and len(offered) == 7
    assert not any(ch.isdigit() for text in offered for ch in text)
    done = play(GAME, state, parse_declaration(GAME, state, "table: chit fish wood"))
    assert done.state.chits[0] == "5"  # kept by the catalog id: positions and old saves agree
    (said,) = [e.message for e in done.effects if e.code == "chit"]
    assert said == "supply space 1 shows the chit wood+fish"


def test_an_old_save_naming_chits_by_id_replays_to_the_same_game():
    from referee.lehavre.catalog import chit_names

    lines = (GOLDEN / "lehavre_2p_short.moves").read_text(encoding="utf-8").splitlines()
    by_id = {f"table: chit {name}": f"table: chit {cid}" for cid, name in chit_names().items()}
    by_goods = {old: new for new, old in by_id.items()}
    old = [by_id.get(line, line) for line in lines]
    new = [by_goods.get(line, line) for line in lines]
    assert sum(line in by_goods for line in old) >= 7 and not any(line in by_goods for line in new)

    def replay(script):
        state = GAME.new_state(["Ann", "Bob"], {"length": "short"})
        for line in script:
            state = play(GAME, state, parse_declaration(GAME, state, line)).state
        return state

    assert replay(old) == replay(new)


def test_a_position_file_may_name_its_chits_by_their_goods(tmp_path):
    from referee.core.position_file import load_file

    written = tmp_path / "p.toml"
    written.write_text(
        'game = "lehavre"\nplayers = ["Ann", "Bob"]\nchits = ["wood cattle", "5", "", "", "", "", ""]\n',
        encoding="utf-8",
    )
    assert load_file(str(written), "lehavre").state.chits == ("1", "5", "", "", "", "", "")


def short_of_food():
    """Bob owes 3 food at the end of round 1 and holds 1 fish and 1 franc."""
    s = last_turn(2, Ann={"ships": ("S01",)}, Bob={"goods": {"fish": 1, "wood": 2}, "francs": 1})
    s, _ = run(s, "take fr", "done")
    return s


def test_every_payment_refused_while_short_names_pay_all_and_its_loans():
    s = short_of_food()
    for text in ("Bob: pay 1fish 1fr", "Bob: pay 3fish", "Bob: pay 2wood 1fish"):
        assert "food_short" in refused(s, text), text
        said = " ".join(messages(s, text))
        assert "`pay all`" in said and "1 loan(s) of 4 francs" in said, text


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_question_and_teach_mode_name_pay_all_and_the_loans(lang):
    s = short_of_food()
    set_lang(lang)
    try:
        taught = "\n".join(explain(GAME, s))
        (decision,) = GAME.decisions(s)
        asked = decision.prompt
    finally:
        set_lang("en")
    word = "`pay all`" if lang == "en" else "`支付 全部`"
    loans = "1 loan(s)" if lang == "en" else "1 笔"
    assert word in asked and loans in asked and "2" in asked
    assert asked in taught


def test_a_player_who_can_pay_is_asked_without_pay_all():
    s = last_turn(2, Ann={"ships": ("S01",)}, Bob={"goods": {"meat": 1, "fish": 2}, "francs": 0})
    s, _ = run(s, "take fr", "done")
    (decision,) = GAME.decisions(s)
    assert "pay all" not in decision.prompt and "holds 5" in decision.prompt


@pytest.mark.parametrize(
    ("text", "form"),
    [
        (
            "deal 001 002 003 / 004 005 006",
            "deal <each player's 3 hand cards as dealt, players apart with />",
        ),
    ],
)
def test_a_piece_still_face_down_is_offered_as_its_form_not_as_a_value_nobody_read(text, form):
    assert GAME.unread(None, parse(text)) == form
    set_lang("zh")
    try:
        assert "<" in GAME.unread(None, parse(text)) and "the" not in GAME.unread(None, parse(text))
    finally:
        set_lang("en")


def test_what_lies_face_up_is_offered_as_it_is():
    # a chit or special building turned up is a known piece, listed by its print (typed goods find it)
    for text in (
        "take fish",
        "enter 05",
        "buy 01",
        "pay all",
        "order Ann, Bob",
        "done",
        "chit wood cattle",
        "special 023",
    ):
        assert GAME.unread(None, parse(text)) is None, text
