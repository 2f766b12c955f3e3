"""A card played and used in one line, with only the printed values its use reads (issue 25, items
7 and 9; rulings guilds-partial-values, guilds-one-line, guilds-withdraw); `draw` and `discard`
without a number; `unread`, the form of a declaration nobody read (item 10)."""

from __future__ import annotations

import random

import pytest

from referee.core.errors import IllegalMove, MoveSyntaxError
from referee.core.game import Declaration, check, legal_pairs, parse_declaration, play
from referee.core.ledger import Declare
from referee.guilds import GAME
from referee.guilds.catalog import sample_values
from referee.guilds.moves import Ability, Hire, MovePiece, PlantationScore, Play, Usage, UseCard
from referee.guilds.rules.one_line import describe_parts
from referee.guilds.rules.position import unknown, values
from referee.guilds.rules.turn import needed
from referee.i18n import set_lang

from .helpers import NAMES, card, codes, run, started, top


def test_a_first_card_is_played_declared_and_used_in_one_line():
    state = started(3)
    line = "Ann: C12 anchor hall A1"
    assert codes(state, line) == []
    after, fx = run(state, line)
    assert after.hand[0] == state.hand[0] - 1 and after.played == 1 and after.discard == ("C12",)
    assert after.hall[0] == state.hall[0] - 1 and after.space("A1").pieces[0] == 1
    assert dict(values(after, "C12")) == {"suits": "anchor"}  # only what the move reads
    assert set(unknown(after, "C12")) == {"ability", "power", "cost"}
    assert top(after).kind == "turn" and not after.awaiting
    assert [f.code for f in fx] == ["declared"]


def test_the_line_is_stored_in_its_canonical_form_and_read_back_in_both_languages():
    move = GAME.parse("C12 anchor hall A1")
    assert str(move) == "use C12 suits=anchor move hall A1"
    assert GAME.parse(str(move)) == move
    assert GAME.spell(move, "zh") == "执行 C12 锚 移动 大厅 A1"
    assert GAME.parse("出牌 C12 锚 大厅 A1") == move == GAME.parse("play C12 anchor move hall A1")
    ability = GAME.parse("C9 ability master power=2 cost=1")
    assert ability == UseCard("C9", Usage((("ability", "master"), ("power", 2), ("cost", 1)), Ability()))
    assert GAME.parse(GAME.spell(ability, "zh")) == ability
    # the short form: strength then cost after the family (the cost alone for `other`)
    assert GAME.parse("C9 ability master 2 1") == ability == GAME.parse("C9 能力 大师 2 1")
    other = UseCard("C9", Usage((("ability", "other"), ("cost", 3)), Ability()))
    assert GAME.parse("C9 ability other 3") == other
    assert GAME.parse("C12") == Play("C12")  # a card alone is still `play`


@pytest.mark.parametrize(
    "text",
    [
        "C12 anchor",
        "C12 hall",
        "C12 foo hall A1",
        "C12 anchor anchor hire",
        "C12 cost=x hire",
        "C12 zz=1 hire",
        "C12 ability master 2 power=2",  # the strength given twice
        "C12 ability other 1 2",  # `other` has no strength: one number, its cost
    ],
)
def test_a_line_that_cannot_be_read_is_refused_as_typed_never_a_traceback(text):
    with pytest.raises(MoveSyntaxError) as refused:
        GAME.parse(text)
    assert repr(text) in str(refused.value)


def test_a_hire_reads_no_printed_value():
    state = started(3)
    after, _ = run(state, "Ann: C40 hire")
    assert after.hall[0] == state.hall[0] + 1 and "C40" not in after.ctx.declared


def test_a_move_needs_the_suits_and_a_refused_line_leaves_nothing_played():
    state = started(3)
    refused = check(GAME, state, parse_declaration(GAME, state, "Ann: C12 hall A1"))
    assert [v.code for v in refused] == ["card_undeclared"] and "suits" in refused[0].message
    with pytest.raises(IllegalMove):
        run(state, "Ann: C12 crown hall A1")  # the tile at A1 shows an anchor: wrong_suit
    assert codes(state, "Ann: C12 crown hall A1") == ["wrong_suit"]
    # the card played on its own line stays played after a refused use (the old two-line way) ...
    played = card(state, "Ann", "C12", "suits=crown ability=other power=1 cost=0")
    assert codes(played, "Ann: move hall A1") == ["wrong_suit"] and played.hand[0] == state.hand[0] - 1
    # ... and `withdraw` takes it back whatever it could still do
    back, _ = run(played, "Ann: withdraw")
    assert back.hand == state.hand and back.discard == () and top(back).kind == "turn"


def test_the_table_may_allow_a_line_breaking_an_overridable_rule_and_it_is_applied_whole():
    state = started(3)
    decl = parse_declaration(GAME, state, "Ann: C12 crown hall A1")
    after = play(GAME, state, decl, override=("wrong_suit",)).state
    assert after.space("A1").pieces[0] == 1 and dict(values(after, "C12")) == {"suits": "crown"}


def test_a_declared_field_is_checked_from_then_on_and_never_asked_again():
    fresh = run(started(3), "table: declare C12 suits=anchor")[0]  # as an earlier line left it
    assert codes(fresh, "Ann: C12 crown hall A2") == ["declared_before"]
    assert codes(fresh, "Ann: C12 anchor hall A1") == []
    assert codes(fresh, "Ann: C12 hall A1") == []  # known: not asked again
    after, fx = run(fresh, "Ann: C12 anchor hall A1")
    assert [f.code for f in fx] == []  # nothing new declared
    assert describe_parts(fresh, GAME.parse("C12 anchor hall A1"), "Ann") == [
        "Ann: play C12",
        "Ann: move hall A1",
    ]


def test_an_ability_reads_its_family_cost_and_strength_but_other_no_strength():
    state = started(3)
    assert codes(state, "Ann: C5 ability master cost=1") == ["card_undeclared"]
    assert codes(state, "Ann: C5 ability other cost=1") == []
    after, fx = run(state, "Ann: C5 ability draw power=2 cost=1")
    assert after.extra_draw == 2 and after.hand[0] == state.hand[0] - 2
    assert needed(after, "C5", "ability") == ("ability", "cost", "power")
    assert needed(after, "C5", "hire") == ()


def test_draw_and_discard_need_no_number_the_referee_knows():
    state = started(3)
    assert str(GAME.parse("draw")) == "draw due" and GAME.parse("抽牌") == GAME.parse("draw due")
    state, fx = run(state, "Ann: draw")
    assert state.hand[0] == 11 and top(state).kind == "discard"
    state, _ = run(state, "Ann: discard")
    assert state.hand[0] == 7 and top(state).actor == "Bob"
    assert codes(state, "Bob: draw 3") == ["draw_count"]  # a wrong number is still refused


def test_withdraw_works_while_the_values_of_a_card_played_alone_are_asked():
    state, _ = run(started(3), "Ann: play C12")
    assert top(state).kind == "declare_values"
    state, _ = run(state, "Ann: withdraw")
    assert top(state).kind == "turn" and state.hand[0] == 7 and not state.awaiting


# -- random positions: one-line uses played, and `unread` of every legal move -----------------------


def _line_for(state, rng: random.Random, by: str) -> str | None:
    """A one-line use a table could type: a card the turn may play, a use, and sample values for
    what the use reads that is not known (the chance player reading the card)."""
    plays = [m for who, m in legal_pairs(GAME, state) if who == by and isinstance(m, Play)]
    if not plays:
        return None
    cid = rng.choice(plays).card
    sample = dict(rng.choice(sample_values(cid)))
    p = state.index(by)
    uses: list[object] = []
    if state.supply[p]:
        uses.append(Hire())
    if state.hall[p]:
        uses += [MovePiece("hall", s.pos) for s in state.city if s.face_up]
    uses.append(Ability())
    use = rng.choice(uses)
    word = {Hire: "hire", MovePiece: "move", Ability: "ability"}[type(use)]
    known = values(state, cid)
    if word == "ability":
        read = ("ability", "cost") + (() if sample["ability"] == "other" else ("power",))
    else:
        read = needed(state, cid, word)
    given = tuple(
        (k, sample[k]) for k in ("suits", "ability", "power", "cost") if k in read and k not in known
    )
    return f"{by}: {UseCard(cid, Usage(given, use))}"


@pytest.mark.parametrize("seed", range(6))
def test_unread_over_random_positions_never_shows_a_value_nobody_declared(seed):
    rng = random.Random(seed)
    players = 2 + seed % 3
    state = GAME.new_state(list(NAMES[:players]), {})
    lines = used = forms = 0
    mayors: set[str] = set()  # mayor cards revealed at the end: `declare M1 condition=sickle vp=1` before
    while GAME.decision(state) is not None and lines < 900:
        pairs = legal_pairs(GAME, state)
        for _who, move in pairs:
            form = GAME.unread(state, move)
            if isinstance(move, Declare) and any(
                values(state, move.component).get(k) != v for k, v in move.values
            ):
                assert form is not None and "<" in form and move.component in form
                for key, value in move.values:
                    if values(state, move.component).get(key) != value:
                        assert f"{key}={value}" not in form  # the made-up value is not shown
                set_lang("zh")
                try:
                    zh = GAME.unread(state, move)
                finally:
                    set_lang("en")
                assert zh is not None and zh.startswith("宣告 ") and "上印的" in zh
                forms += 1
                if move.component.startswith("M"):
                    mayors.add(move.component)
            elif isinstance(move, PlantationScore):  # its VP are printed on the plantation
                assert form == f"plantation {move.player} <VP printed on the plantation>", form
            else:
                assert form is None, (move, form)
        top_decision = GAME.decision(state)
        if top_decision.kind == "turn" and rng.random() < 0.5:
            line = _line_for(state, rng, top_decision.actor)
            if line is not None:
                decl = parse_declaration(GAME, state, line)
                if not check(GAME, state, decl):
                    state = play(GAME, state, decl).state
                    used += 1
                    lines += 1
                    continue
        who, move = rng.choice(pairs)
        state = play(GAME, state, Declaration(move, who)).state
        lines += 1
    assert forms > 0 and used > 0
    assert GAME.decision(state) is None and mayors  # played to the end, mayor cards revealed


# -- a card named by what is printed on it (issue 25, item 8; ruling guilds-unnamed) -----------------


def test_a_card_named_by_its_printed_values_is_numbered_by_the_referee():
    state = started(4)
    assert GAME.parse("anchor hall A1") == GAME.parse("use card suits=anchor move hall A1")
    assert GAME.parse("锚 大厅 A1") == GAME.parse("play anchor hall A1") == GAME.parse("牌 锚 大厅 A1")
    state, fx = run(state, "Ann: anchor hall A1")
    assert state.discard == ("C105",) and dict(values(state, "C105")) == {"suits": "anchor"}
    assert fx[0].code == "card_unnamed" and "C105" in fx[0].message
    state, fx = run(state, "Ann: card hire")  # a hire reads nothing: no value, no id
    assert state.discard == ("C105", "C104") and [f.code for f in fx] == ["card_unnamed"]


def test_the_discard_pile_check_says_when_it_cannot_tell_cards_apart():
    state, _ = run(started(4), "Ann: anchor hall A1")
    state, fx = run(state, "Ann: anchor hall A1")  # maybe the same card as C105, maybe another
    assert fx[0].code == "card_unnamed_alike" and "C105" in fx[0].message
    # a card named by its id is still checked against the discard pile
    state, _ = run(state, "Ann: C7 hire")
    assert codes(state, "Ann: C7 hire") == ["card_already_played"]


def test_a_tile_named_by_what_is_printed_on_it_is_numbered_and_its_values_declared_in_the_line():
    state = GAME.new_state(list(NAMES[:4]), {})
    assert str(GAME.parse("tile B3 anchor threshold=3 first=4 second=2")) == (
        "lay B3 suits=anchor threshold=3 first=4 second=2"
    )
    assert GAME.parse("板块 B3 锚 阈值=3 第一名=4 第二名=2") == GAME.parse(
        "lay B3 anchor threshold=3 first=4 second=2"
    )
    state, fx = run(state, "table: tile A1 anchor threshold=3 first=4 second=2")
    assert state.space("A1").tile == "T40" and fx[0].code == "tile_numbered"
    assert dict(values(state, "T40")) == {"suits": "anchor", "threshold": 3, "first": 4, "second": 2}
    assert top(state).kind == "lay_city"
    state, _ = run(state, "table: tile A2 crown")  # the rest is asked as for any tile laid
    assert top(state).kind == "declare_values" and state.space("A2").tile == "T39"
    assert codes(state, "table: tile B1 sickle threshold=2 first=3 second=1") == ["values_first"]
    assert codes(state, "table: tile A1 cross threshold=2 first=3 second=1") == ["values_first"]
    state, _ = run(state, "table: declare T39 threshold=2 first=3 second=1")
    assert codes(state, "table: tile A1 cross threshold=2 first=3 second=1") == ["position_taken"]
