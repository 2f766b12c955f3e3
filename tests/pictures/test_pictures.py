"""Board pictures: every tracked game has one, Looot's is pinned by goldens in both languages at
width 100, reads without colour, stays aligned with Chinese labels, and its hex grid puts every
hex where its coordinates say."""

from __future__ import annotations

import re

import pytest
from rich.cells import cell_len
from rich.console import Group

from prompts.pictures import (
    LANGS,
    WIDTH,
    ambiguous_chars,
    board,
    check_lang,
    console,
    has_picture,
    picture_module,
    render_text,
)
from referee.core.errors import UsageError
from referee.core.record import replace
from referee.drawing import seats
from referee.drawing.hexgrid import Cell, draw, marks
from referee.looot import GAME
from referee.looot.catalog import components
from referee.looot.geometry import neighbours
from referee.registry import rules_for, tracked_games

from .positions import check_golden, golden_game, tutorial_start

# ------------------------------------------------------------------------------------- mechanism


@pytest.mark.parametrize("game_id", tracked_games())
def test_every_tracked_game_has_a_picture_in_both_languages(game_id):
    module = picture_module(game_id)
    assert set(module.LABELS) == set(LANGS)
    assert set(module.LABELS["en"]) == set(module.LABELS["zh"])
    rules = rules_for(game_id)
    names = ["Ann", "Bob", "Cid", "Dee", "Eve"][: rules.info.player_counts[0]]
    state = rules.new_state(names, {})
    for lang in LANGS:
        text = render_text(board(rules, state, lang))
        assert not ambiguous_chars(text), f"{game_id} {lang}: {ambiguous_chars(text)}"
        assert all(name in text for name in names)


def test_a_registered_game_without_a_picture_is_found_out_and_shown_as_text(stones):
    assert not has_picture("stones")
    with pytest.raises(LookupError):
        picture_module("stones")
    rules = rules_for("stones")
    state = rules.new_state(["Ann", "Bob"], {})
    assert render_text(board(rules, state)).strip() == rules.describe(state).strip()


def test_has_picture_is_false_for_games_without_an_engine(monkeypatch):
    from referee import registry

    assert all(has_picture(g) for g in registry.tracked_games())
    monkeypatch.setitem(registry.GAMES, "guilds", replace(registry.GAMES["guilds"], module=None))
    assert not has_picture("guilds")


def test_unknown_language_is_a_usage_error():
    assert check_lang("ZH") == "zh"
    with pytest.raises(UsageError):
        check_lang("fr")


def test_seat_letters_are_first_letters_when_distinct_else_by_seat():
    assert [s.letter for s in seats(["Ann", "Bob", "Cid"])] == ["A", "B", "C"]
    assert [s.letter for s in seats(["Ann", "Al", "Bob"])] == ["A", "B", "C"]
    assert [s.letter for s in seats(["张三", "李四"])] == ["A", "B"]
    assert [s.letter for s in seats(["ann", "bob"])] == ["A", "B"]
    assert len({s.style for s in seats(["A1", "B1", "C1", "D1"])}) == 4


# ---------------------------------------------------------------------------------- the hex grid


def _spot(lines: list[str], mark: str) -> tuple[int, int]:
    found = [(n, line.index(mark)) for n, line in enumerate(lines) if mark in line]
    assert len(found) == 1
    return found[0]


def test_every_hex_is_found_at_its_coordinates_by_the_printed_reading_rule():
    """Column: the number printed above it. Row: the number on the line of the hex's middle text."""
    hexes = list(golden_game(20).geo.hexes)
    for x, y in hexes:
        cells = {h: Cell(marks("@" if h == (x, y) else "")) for h in hexes}
        lines = [t.plain for t in draw(cells)]
        line, col = _spot(lines, "@")
        row = re.match(r"\s*(-?\d+) ", lines[line])
        assert row is not None and int(row.group(1)) == y
        above = lines[0][col : col + 3].strip()  # right-aligned over the hex's three inner cells
        assert int(above) == x


def test_edge_sharing_hexes_are_drawn_next_to_each_other():
    """EvenQ neighbours (geometry.neighbours) are one column and one line apart, or two lines apart
    in the same column: the drawing and the rules agree on adjacency."""
    hexes = set(golden_game(20).geo.hexes)
    where = {}
    for h in hexes:
        cells = {k: Cell(marks("@" if k == h else "")) for k in hexes}
        where[h] = _spot([t.plain for t in draw(cells, coordinates=False)], "@")
    for h in hexes:
        for n in neighbours(*h):
            if n in hexes:
                dl, dc = where[n][0] - where[h][0], where[n][1] - where[h][1]
                assert (abs(dl), abs(dc)) in ((2, 0), (1, 4)), (h, n, dl, dc)


def test_pieces_sit_on_the_lower_edge_and_more_than_three_are_counted():
    lines = [
        t.plain for t in draw({(0, 0): Cell(marks("W"), marks("A")), (2, 0): Cell(marks("S"), marks("ABC+"))})
    ]
    assert "\\_A_/" in "\n".join(lines)
    assert "\\ABC/" in "\n".join(lines)


# ------------------------------------------------------------------------------------- goldens


@pytest.mark.parametrize("lang", LANGS)
def test_looot_picture_mid_game_golden(lang):
    check_golden(f"looot_3p_move80.{lang}.txt", render_text(board(GAME, golden_game(80), lang), WIDTH))


@pytest.mark.parametrize("lang", LANGS)
def test_looot_picture_of_the_tutorial_start_golden(lang):
    check_golden(f"looot_tutorial.{lang}.txt", render_text(board(GAME, tutorial_start(), lang), WIDTH))


@pytest.mark.parametrize("lang", LANGS)
def test_looot_picture_at_the_end_golden(lang):
    check_golden(f"looot_3p_end.{lang}.txt", render_text(board(GAME, golden_game(), lang), WIDTH))


# ------------------------------------------------------------------------ what the picture shows


def test_picture_shows_vikings_stacks_ocean_trophies_and_fjords():
    state = golden_game(80)
    text = render_text(board(GAME, state))
    g = state.geo
    for i, p in enumerate(state.players):  # one Viking alone on a hex: "\_A_/"
        alone = sum(1 for occ in state.occupants if occ == (i,))
        assert text.count(f"\\_{p.name[0]}_/") == alone > 0
    assert f"Ocean (bag {len(state.bag)}):" in text
    for lid in state.ocean:
        assert lid in text
    vp = components().trophies
    assert "Trophies left: " + ", ".join(f"{a} ({vp[a][0]} VP)" for a in state.trophies) in text
    stacks = re.findall(r"/([HTC])(\d) \\", text)
    assert sorted(stacks) == sorted((g.letter[b], str(state.stacks[k])) for k, b in enumerate(g.buildings))
    assert ">B Bob" in text  # Bob is to play, marked in the legend and over his fjord
    for p in state.players:
        for lid in (item for item in p.fjord if item[:1].isupper()):
            assert lid in text


def test_every_line_fits_the_width_and_uses_no_ambiguous_width_character():
    for state in (tutorial_start(), golden_game(80), golden_game()):
        for lang in LANGS:
            text = render_text(board(GAME, state, lang), WIDTH)
            assert not ambiguous_chars(text)
            assert max(cell_len(line) for line in text.splitlines()) <= WIDTH


def test_chinese_labels_keep_the_fjords_aligned():
    """Rich measures CJK labels as two cells: each fjord's header starts where its grid starts."""
    text = render_text(board(GAME, golden_game(80), "zh"), WIDTH)
    lines = text.splitlines()

    def offsets(line: str, word: str) -> list[int]:
        return [cell_len(line[: m.start()]) for m in re.finditer(re.escape(word), line)]

    vikings = next(line for line in lines if line.count("剩余维京人") == 3)
    shields = next(line for line in lines if line.count("盾牌:") == 3)
    first_row = next(line for line in lines if line.count("0  ___/") == 3)
    assert offsets(vikings, "剩余维京人") == offsets(shields, "盾牌:") == offsets(first_row, "0  ___/")


def test_the_picture_reads_without_colour_and_is_coloured_on_a_terminal():
    state = golden_game(80)
    plain = render_text(board(GAME, state))
    assert "\x1b[" not in plain
    con = console(WIDTH, color=True)
    con.print(board(GAME, state))
    coloured = con.file.getvalue()
    table = seats([p.name for p in state.players])
    assert "\x1b[1;31mA" in coloured  # Ann's letter in bold red
    assert table[0].style == "bold red" and table[1].style == "bold blue"


def test_empty_layout_and_partial_layouts_render():
    state = GAME.new_state(["Ann", "Bob"], {})
    text = render_text(board(GAME, state))
    assert "no landscape board declared yet" in text and "Fjords" in text
    from tests.looot.helpers import run

    state, _ = run(state, "table: board 1 at -3,-2 r0")
    text = render_text(Group(board(GAME, state, "zh")))
    assert "风景区" in text and "版图面 1 于 -3,-2 r0" in text
