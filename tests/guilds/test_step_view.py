"""Guilds' step view fits the terminal with the move line under it (issue 25, item 12): at states
sampled from 2- and 4-player random playouts, in English and Chinese, at 80×24 and 120×40, every
line within the width (a Chinese label measured as two cells) and no more lines than the room the
move line leaves; each step shows the round and whose step it is, and what it is about."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pytest
from rich.cells import cell_len

from prompts.pictures import ambiguous_chars, render_text, view, view_named, views
from prompts.play_loop import picture_room
from referee import i18n
from referee.core.record import replace
from referee.guilds import GAME
from referee.guilds.picture import step_view
from tests.kit.playouts import playouts

from .helpers import started

SIZES = [(80, 24), (120, 40)]


def room(state: Any, columns: int, rows: int) -> int:
    """The rows the play loop gives the picture at this position (prompts/play_loop.picture_room)."""
    return picture_room(SimpleNamespace(decisions=lambda: GAME.decisions(state)), rows, columns)  # type: ignore[arg-type]


def shown(state: Any, lang: str, columns: int, height: int) -> list[str]:
    i18n.set_lang(lang)  # the prompts set the language before drawing (prompts/pictures.check_lang)
    try:
        return render_text(step_view(state, lang, columns, height), columns).splitlines()
    finally:
        i18n.set_lang("en")


def sampled(players: int) -> list[Any]:
    """States spread over every playout of this player count, the set-up and the end included,
    and every state of a kind of step first met (a negotiation, a mayor card, a discard…)."""
    found: list[Any] = []
    for game in playouts("guilds", players):
        states = game.states
        found += [states[i] for i in game.sampled(20)]
        kinds: set[object] = set()
        for state in states:
            kind = (state.ctx.top.kind if state.ctx.top else None, state.resolving is not None)
            if kind not in kinds:
                kinds.add(kind)
                found.append(state)
    return found


@pytest.fixture(scope="module", params=[2, 4], ids=["2p", "4p"])
def states(request: pytest.FixtureRequest) -> list[Any]:
    return sampled(request.param)


@pytest.mark.parametrize("lang", ["en", "zh"])
@pytest.mark.parametrize(("columns", "rows"), SIZES)
def test_the_step_view_fits_under_the_move_line(states, lang, columns, rows):
    for i, state in enumerate(states):
        height = room(state, columns, rows)
        lines = shown(state, lang, columns, height)
        assert len(lines) <= height, (i, lang, len(lines), height, lines)
        assert max(cell_len(line) for line in lines) <= columns, (i, lang, lines)
        assert lines[0].startswith("Guilds of London" if lang == "en" else "伦敦公会"), lines
        assert not ambiguous_chars("".join(lines)), lines


def test_a_very_short_terminal_still_gets_the_head_and_the_hint(states):
    for state in states[:: max(1, len(states) // 10)]:
        lines = shown(state, "en", 40, 3)
        assert len(lines) <= 3 and lines[0].startswith("Guilds") and lines[-1].startswith("more:")
        assert max(cell_len(line) for line in lines) <= 40


def in_use(card_values: str) -> Any:
    """Ann's turn at the small city of the helpers, with C7 played and declared as given."""
    from .helpers import run

    state, _ = run(started(), "Ann: play C7", f"table: declare C7 {card_values}")
    return state


def test_a_card_in_use_shows_its_values_and_marks_the_tiles_of_its_suits():
    state = in_use("suits=anchor ability=hire power=1 cost=0")
    lines = shown(state, "en", 80, 15)
    text = "\n".join(lines)
    assert lines[0].startswith("Guilds of London  round 1/")
    assert "C7: suits a, ability hire 1, cost 0" in text
    assert "tiles of its suits (marked <): A1 B2" in text  # T1 anchor, UNI compass+anchor+…
    assert "T1 a 0/3<" in text and "T2 w+x 0/2<" not in text
    assert any(line.startswith(">A Ann:") for line in lines)  # the acting player in full
    zh = "\n".join(shown(state, "zh", 80, 15))
    assert "C7：花色 a，能力 雇佣 1，费用 0" in zh and "标 <" in zh


def test_the_turn_shows_the_draw_due_and_the_piles():
    state = started()
    text = "\n".join(shown(state, "en", 80, 15))
    assert "cards played this turn 0; draw 4 to end it; draw pile" in text
    assert "turn 1 of " in text


def test_the_city_is_windowed_around_the_negotiated_tile_when_it_does_not_fit():
    state = started()
    rows = "ABCDEF"
    city = tuple(replace(s, pos=f"{rows[i]}1") for i, s in enumerate(state.city) if s.face_up)
    from referee.guilds.state import Resolving

    state = replace(state, city=city, resolving=Resolving(city[-1].pos, tuple(range(state.n))), ctx=state.ctx)
    lines = shown(state, "en", 80, 9)
    text = "\n".join(lines)
    assert len(lines) <= 9
    assert f"negotiation at {city[-1].pos}" in text
    assert any(line.startswith(city[-1].pos[0] + "  ") and "<" in line for line in lines)  # its row shown
    row = city[-1].pos[0]
    assert lines[-1].startswith("more: board") and lines[-1].endswith(f"-{row} of A-{row})")  # not row A
    assert not any(line.startswith("A  ") for line in lines)


def test_the_rest_is_shown_by_name_in_either_language():
    state = in_use("suits=anchor ability=hire power=1 cost=0")
    assert set(views(GAME)) == {"board", "players", "cards", "all"}
    assert view_named(GAME, "版图") == "board" and view_named(GAME, "玩家") == "players"
    assert view_named(GAME, " Cards ") == "cards" and view_named(GAME, "全部") == "all"
    board = render_text(view(GAME, state, "board", "en"), 100)
    assert "the city" in board and "track:" in board and "Ann:" not in board
    players = render_text(view(GAME, state, "players", "en"), 100)
    assert all(f"{name}:" in players for name in state.names) and "the city" not in players
    cards = render_text(view(GAME, state, "cards", "en"), 100)
    assert "C7: suits a, ability hire 1, cost 0" in cards and "draw pile" in cards
    assert not ambiguous_chars(render_text(view(GAME, state, "cards", "zh"), 100))


def city_5x5(threshold: int, hall: int) -> list[str]:
    """The set-up of a 5×5 city, every tile face up (no tile's printed values are public: made up),
    `hall` liverymen in each hall, Ann first."""
    suits = ("anchor", "crown+cross", "sickle", "compass", "anchor+sickle")
    lines = []
    for k in range(25):
        tile, pos = f"T{k + 1}", f"{'ABCDE'[k // 5]}{k % 5 + 1}"
        lines += [
            f"table: tile {tile} at {pos}",
            f"table: declare {tile} suits={suits[k % 5]} threshold={threshold} first=4 second=2",
        ]
    return [*lines, "table: done", f"table: hall {hall}", "table: start Ann"]


def full_city() -> Any:
    """A 4-player game on a 5×5 city, most tiles crowded: the largest picture of the first rounds."""
    from .helpers import NAMES, placed, run

    state, _ = run(GAME.new_state(list(NAMES), {}), *city_5x5(9, 14))
    for k in range(0, 25, 2):
        state = placed(state, f"{'ABCDE'[k // 5]}{k % 5 + 1}", (1, 1, 1, 1))
    return state


@pytest.mark.parametrize("lang", ["en", "zh"])
@pytest.mark.parametrize(("columns", "rows"), SIZES)
def test_a_crowded_4p_city_keeps_the_head_the_player_and_the_card(lang, columns, rows):
    from .helpers import run

    turn = full_city()
    using, _ = run(turn, "Ann: play C7", "table: declare C7 suits=sickle ability=hire power=1 cost=0")
    for state in (turn, using):
        height = room(state, columns, rows)
        lines = shown(state, lang, columns, height)
        assert len(lines) <= height and max(cell_len(line) for line in lines) <= columns, lines
        assert lines[0].startswith("Guilds of London" if lang == "en" else "伦敦公会")
        assert lines[1].startswith(">A Ann:"), lines  # the acting player, with hand and resources
        assert any(line.startswith("A  T1 ") for line in lines), lines  # the city from its first row
        assert any(line.startswith(("B Bob", " B Bob")) for line in lines), lines  # the others too
    text = "\n".join(shown(using, lang, columns, room(using, columns, rows)))
    assert "C7" in text and "A3" in text  # the card in use and a tile of its suit (sickle: T3 at A3)
    if rows == 40:  # the whole city fits at 120×40
        assert "(city rows" not in text and "（城市" not in text


def test_a_chinese_move_line_spells_the_tables_declaration():
    """The completion of a Chinese move line spells every legal move; the table's declaration is a
    core move, no kind of the game's notation (it raised KeyError 'declare' and ended the game)."""
    from referee.core.game import parse_declaration

    from .helpers import run

    state, _ = run(started(), "Ann: play C7")
    move = parse_declaration(GAME, state, "table: declare C7 suits=anchor ability=hire power=1 cost=0").move
    assert GAME.spell(move, "zh") == str(move) == "declare C7 suits=anchor ability=hire power=1 cost=0"
