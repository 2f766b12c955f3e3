"""Which stack's building tile a full fjord keeps: `tile KIND X,Y from X,Y` (docs/rulings.md `looot-fjord-full`).

In the tutorial layout (1,6) lies between the house spaces (2,5) and (0,6): a Viking there captures
one house tile from each, and (-1,2)-(-1,3) links the watchtowers (-1,1) and (-1,4). With too
little room left in the fjord, the player chooses which stack's tile is placed; the others go
back to their spaces, where they can be captured again.
"""

from __future__ import annotations

import random

import pytest

from referee import i18n
from referee.core.game import Declaration, check
from referee.core.record import replace
from referee.looot import GAME, refs
from referee.looot.catalog import LETTER_KIND
from referee.looot.moves import Tile, parse
from referee.looot.state import LoootState
from tests.i18n.leaks import cjk_chars, english_words

from .helpers import codes, fill_fjord, moves_of, run, tutorial, violations, with_vikings
from .playout import by_kind

HOUSES = ((2, 5), (0, 6))  # the two house spaces next to (1,6), in capture order
TOWERS = ((-1, 1), (-1, 4))


def slot(state: LoootState, hex_: tuple[int, int]) -> int:
    g = state.geo
    return g.building_slot[g.index[hex_]]


def two_houses(free: int = 1, stacks_of_one: bool = False) -> LoootState:
    """Ann placed a Viking on (1,6): an axe and a house tile from each of (2,5) and (0,6) wait,
    with `free` spaces left in her fjord (and, if asked, one tile left on each house space)."""
    state = with_vikings(tutorial(), {(1, 5): (0,)})
    if stacks_of_one:
        stacks = list(state.stacks)
        for house in HOUSES:
            stacks[slot(state, house)] = 1
        state = replace(state, stacks=tuple(stacks))
    state, _ = run(fill_fjord(state, 0, leave=free), "place 1,6")
    assert state.turn.pending == (
        ("axe", -1),
        ("house", slot(state, HOUSES[0])),
        ("house", slot(state, HOUSES[1])),
    )
    return state


def test_with_room_for_one_tile_the_moves_name_each_house_stack():
    state = two_houses(free=1)
    assert [str(m) for m in moves_of(state)] == [
        "tile house 3,6 from 2,5",
        "tile house 3,6 from 0,6",
        "tile axe 3,6",
    ]
    prompt = GAME.decision(state).prompt
    assert "room for 1 of them" in prompt and "house tiles from (2,5), (0,6)" in prompt


@pytest.mark.parametrize(("kept", "back"), [HOUSES, HOUSES[::-1]])
def test_the_named_stack_keeps_its_tile_and_the_other_gets_it_back(kept, back):
    state = two_houses(free=1)
    state, fx = run(state, f"tile house 3,6 from {kept[0]},{kept[1]}")
    assert state.stacks[slot(state, kept)] == 1 and state.stacks[slot(state, back)] == 2
    assert [e.code for e in fx] == ["tile_placed", "tiles_lost"]
    assert "1 house, 1 axe lost" in fx[-1].message
    # the capture still counts as taken from both (looot-fjord-full): only the tile goes back
    assert state.players[0].taken[slot(state, kept)] == state.players[0].taken[slot(state, back)] == 1
    assert GAME.decision(state).kind == "end_turn"


def test_without_a_stack_named_the_earliest_captured_tile_is_placed_as_before():
    state = two_houses(free=1)
    assert codes(state, "tile house 3,6") == [] and Tile("house", 3, 6) not in moves_of(state)
    plain, _ = run(state, "tile house 3,6")
    named, _ = run(two_houses(free=1), "tile house 3,6 from 2,5")
    assert plain == named
    assert plain.stacks[slot(plain, HOUSES[1])] == 2  # the last captured went back


@pytest.mark.parametrize(("kept", "again"), [HOUSES, HOUSES[::-1]])
def test_a_stack_that_got_its_tile_back_can_be_captured_again(kept, again):
    """Each house space had one tile: the one whose tile went back gives Bob a tile, the other none."""
    state, _ = run(two_houses(free=1, stacks_of_one=True), f"tile house 3,6 from {kept[0]},{kept[1]}", "pass")
    assert state.stacks[slot(state, kept)] == 0 and state.stacks[slot(state, again)] == 1
    next_to = {(2, 5): "2,6", (0, 6): "0,5"}  # a hex next to that house space only, and to Ann's Vikings
    _, fx = run(state, f"Bob: place {next_to[again]}")
    assert [e.message for e in fx if e.code == "capture_house"] == [
        f"Bob captures 1 house tile(s) from ({again[0]},{again[1]}): the new Viking at ({next_to[again]}) "
        "is next to it; 0 left there"
    ]
    _, fx = run(state, f"Bob: place {next_to[kept]}")
    assert [e for e in fx if e.code == "capture_house"] == []


def test_linked_watchtowers_let_the_player_keep_either_towers_tile():
    state = with_vikings(tutorial(), {(-1, 2): (0,)})
    state, _ = run(fill_fjord(state, 0, leave=1), "place -1,3")
    legal = [str(m) for m in moves_of(state)]
    assert legal[:2] == ["tile watchtower 3,6 from -1,1", "tile watchtower 3,6 from -1,4"]
    assert "tile house 3,6" in legal and "tile watchtower 3,6" not in legal  # one house stack only
    state, _ = run(state, "tile watchtower 3,6 from -1,4")
    assert state.stacks[slot(state, TOWERS[0])] == 2 and state.stacks[slot(state, TOWERS[1])] == 1
    assert [state.players[0].taken[slot(state, t)] for t in TOWERS] == [1, 1]  # the pair has paid


def test_a_named_stack_that_gave_no_waiting_tile_is_refused():
    state = two_houses(free=1)
    for text in ("tile house 3,6 from -2,0", "tile house 3,6 from 1,6", "tile house 3,6 from 9,9"):
        (v,) = violations(state, text)
        assert v.code == "tile_not_gained" and v.rule == refs.TILE_FROM_STACK
        where = text.rsplit(" ", 1)[1]
        assert v.message == (
            f"Ann has no house tile from ({where}) to place; the house tiles waiting come from (2,5), (0,6)"
        )
    (v,) = violations(state, "tile axe 3,6 from 2,5")
    assert v.message == "Ann has no axe tile from (2,5) to place; the axe tiles waiting come from the supply"
    assert codes(state, "tile wood 3,6 from 2,5") == ["tile_not_gained"]  # no wood at all: said as before
    assert "gained tiles waiting: 2 house, 1 axe" in violations(state, "tile wood 3,6 from 2,5")[0].message


def test_with_room_for_every_tile_no_stack_is_asked_for_but_naming_one_is_fine():
    state = two_houses(free=3)
    legal = moves_of(state)
    assert {m.stack for m in legal} == {None} and {m.tile for m in legal} == {"house", "axe"}
    assert "room for" not in GAME.decision(state).prompt
    state, _ = run(state, "tile house 5,5 from 0,6", "tile house 1,6", "tile axe 3,6")
    assert GAME.decision(state).kind == "end_turn" and state.players[0].lost == 0


@pytest.mark.parametrize("lang", i18n.LANGS)
def test_the_choice_and_its_refusal_speak_one_language(lang):
    i18n.set_lang(lang)
    state = two_houses(free=1)
    texts = [GAME.decision(state).prompt, violations(state, "tile house 3,6 from -2,0")[0].message]
    texts.append(violations(state, "tile axe 3,6 from 2,5")[0].message)
    for text in texts:
        if lang == "zh":
            assert english_words(text, ("Ann", "板块 KIND X,Y")) == [], text
            assert cjk_chars(text), text
        else:
            assert cjk_chars(text) == [], text


def building_tiles(state: LoootState) -> int:
    """The building tiles on the building spaces and in the fjords."""
    return sum(state.stacks) + sum(
        p.fjord.count(k) for p in state.players for k in ("house", "watchtower", "castle")
    )


def test_random_games_on_nearly_full_fjords_keep_every_building_tile():
    """Seeded random games to the end from the tutorial with six free spaces in each fjord: the
    choice arises, the moves then name building spaces of the kind, every move listed is accepted
    and prints back to itself, and no building tile is created or destroyed."""
    offered = chosen = 0
    for seed in range(60):
        state = tutorial()
        state = fill_fjord(fill_fjord(state, 0, item="sheep", leave=6), 1, item="sheep", leave=6)
        g = state.geo
        buildings = building_tiles(state)
        rng = random.Random(seed)
        while (top := GAME.decision(state)) is not None:
            moves = moves_of(state)
            named = {(m.tile, m.stack) for m in moves if isinstance(m, Tile) and m.stack is not None}
            if named:
                offered += 1
                assert all(LETTER_KIND[g.letter[g.index[s]]] == kind for kind, s in named)
                assert all(len({s for k, s in named if k == kind}) >= 2 for kind, _ in named)
            groups = by_kind(moves)
            move = rng.choice(groups[rng.choice(sorted(groups))])
            chosen += isinstance(move, Tile) and move.stack is not None
            assert check(GAME, state, Declaration(move, top.actor)) == [] and parse(str(move)) == move
            state = GAME.apply(state, move, top.actor).state
        assert building_tiles(state) == buildings
    assert offered > 3 and chosen > 0
