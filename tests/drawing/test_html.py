"""The kit of the browser boards (referee/drawing/html.py) and its style sheet (page.css): text is
escaped unless built here, SVG scales with its viewBox, hexes sit as the terminal's grid puts them,
the language of a board comes back after it, every class a board uses is styled, and (where a
browser is found) each game's board fits a phone's width and a TV's."""

from __future__ import annotations

import os
import re
import shutil
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from referee import i18n
from referee.drawing import seats
from referee.drawing.hexgrid import Cell, middle_line
from referee.drawing.html import (
    HexCell,
    Markup,
    Row,
    counters,
    el,
    esc,
    hex_centre,
    hex_grid,
    stylesheet,
    svg,
    unknown,
)
from referee.i18n import speaking
from tests.drawing.pages import NAMES, ODD, board, classes, parse, positions, rows

GAMES = ("looot", "guilds", "lehavre", "pendulum")
SVG = "{http://www.w3.org/2000/svg}"


def test_text_is_escaped_and_markup_is_not():
    assert esc(ODD) == "&lt;b&gt;&amp;&quot;x"
    built = el("p", ODD, el("b", "kept"), cls='a"b', title=ODD)
    assert built == '<p class="a&quot;b" title="&lt;b&gt;&amp;&quot;x">&lt;b&gt;&amp;&quot;x<b>kept</b></p>'
    assert isinstance(built, Markup) and esc(built) is built
    assert el("svg", aria_label="x", class_=None) == '<svg aria-label="x"></svg>'  # None: no attribute


def test_a_value_not_declared_shows_as_unknown():
    assert [unknown(v) for v in (None, "", 0, "3")] == ["?", "?", "0", "3"]


def test_the_names_tested_are_names_referee_new_takes():
    from referee.commands.new import parse_players

    assert parse_players(", ".join(NAMES), range(2, 5)) == list(NAMES)


def test_svg_scales_with_its_viewbox_and_has_a_title():
    picture = ET.fromstring(svg(120, 40.5, el("g"), label=ODD))
    assert picture.get("viewBox") == "0 0 120 40.5" and picture.get("width") is None
    assert picture.find(f"{SVG}title").text == ODD and picture.get("role") == "img"


def test_hexes_sit_where_the_terminal_grid_puts_them():
    """EvenQ: an even column half a hex lower than its odd neighbours; the row order of the hexes'
    middles the same as in referee.drawing.hexgrid (negative columns too)."""
    hexes = [(x, y) for x in range(-3, 3) for y in range(-1, 2)]
    cells = {h: Cell() for h in hexes}
    by_line = sorted(hexes, key=lambda h: (middle_line(cells, h), h))
    by_centre = sorted(hexes, key=lambda h: (hex_centre(*h, 10)[1], h))
    assert by_line == by_centre
    assert hex_centre(0, 0, 10)[1] > hex_centre(1, 0, 10)[1] == hex_centre(-1, 0, 10)[1]


def test_a_hex_grid_draws_each_cell_its_pieces_and_its_title():
    table = seats(list(NAMES))
    cells = {
        (0, 0): HexCell("rf-hx-W", "W", "0,0", (table[0], table[2], None)),
        (1, 0): HexCell("rf-hx-S", "S2"),
    }
    root = ET.fromstring(hex_grid(cells, "map"))
    assert len(root.findall(f".//{SVG}polygon")) == 2
    assert len(root.findall(f".//{SVG}circle")) == 3
    assert [t.text for t in root.iter(f"{SVG}title")][:3] == ["map", "W", ODD]
    assert hex_grid({}, "nothing") == ""
    crowded = ET.fromstring(hex_grid({(0, 0): HexCell("rf-hx-W", "W", pieces=(table[0],) * 5)}, "map"))
    assert len(crowded.findall(f".//{SVG}circle")) == 3  # three pieces a hex, then the count of the rest
    assert "+2" in [t.text for t in crowded.iter(f"{SVG}text")]


def test_the_counters_table_marks_the_player_to_act_and_escapes_names():
    table = seats(list(NAMES))
    fragment = counters(["VP"], [Row(table[0], (5,), True), Row(table[1], ("<3",))], "player")
    root = ET.fromstring(fragment)
    assert rows(root) == {ODD: ["5"], "Bob": ["<3"]}
    assert [tr.get("class") for tr in root.iter("tr")] == [None, "rf-current", None]


def test_a_board_speaks_its_language_and_gives_the_one_before_back():
    i18n.set_lang("en")
    with speaking("zh"):
        assert i18n.lang() == "zh"
    assert i18n.lang() == "en"
    with pytest.raises(ValueError), speaking("fr"):
        pass
    with pytest.raises(KeyError), speaking("zh"):
        raise KeyError("a board that fails")
    assert i18n.lang() == "en"


def _css_classes() -> set[str]:
    return set(re.findall(r"\.(rf-[a-zA-Z0-9-]+)", stylesheet()))


@pytest.mark.parametrize("game", GAMES)
def test_every_class_a_board_uses_is_styled_and_nothing_comes_from_elsewhere(game):
    states = positions(game, moves=150)
    used = set().union(*(classes(parse(board(game, s, "en"))) for s in states[:: max(1, len(states) // 6)]))
    assert used - _css_classes() <= {f"rf-{game}", "rf-map", "rf-city"}  # hooks for the page shell
    css = stylesheet()
    assert "url(" not in css and "@import" not in css
    fragment = board(game, states[-1], "zh")
    assert "<script" not in fragment and "<link" not in fragment and "<img" not in fragment


def test_the_style_sheet_is_shipped_with_the_package():
    assert (
        Path(__file__).resolve().parents[2].joinpath("referee/drawing/page.css").read_text() == stylesheet()
    )


# --------------------------------------------------------------------------- in a browser

BROWSER = shutil.which("chromium") or shutil.which("chromium-browser")


@pytest.mark.skipif(BROWSER is None, reason="no chromium found: the boards are not rendered")
def test_each_board_fits_a_phone_and_a_tv():
    """Rendered in chromium at 360x740 and 1280x800: the page never gets wider than the screen
    (maps scale, wide tables scroll inside their box). With REFEREE_BOARD_SHOTS=DIR the full
    pages are saved there as PNGs, to look at (they are not kept in git)."""
    playwright = pytest.importorskip("playwright.sync_api")
    shots = os.environ.get("REFEREE_BOARD_SHOTS")
    with playwright.sync_playwright() as driver:
        browser = driver.chromium.launch(executable_path=BROWSER, args=["--no-sandbox"])
        try:
            page = browser.new_page(viewport={"width": 360, "height": 740})
            for game in GAMES:
                states = positions(game, moves=200)
                lang = "zh" if game in ("guilds", "pendulum") else "en"
                page.set_content(
                    '<!doctype html><html><head><meta charset="utf-8">'
                    '<meta name="viewport" content="width=device-width, initial-scale=1">'
                    f"<style>body{{margin:8px}}{stylesheet()}</style></head>"
                    f"<body>{board(game, states[len(states) // 2], lang)}</body></html>"
                )
                for width, height in ((360, 740), (1280, 800)):
                    page.set_viewport_size({"width": width, "height": height})
                    if shots:
                        page.screenshot(path=str(Path(shots) / f"{game}-{lang}-{width}.png"), full_page=True)
                    assert page.evaluate("document.documentElement.scrollWidth") <= width, (game, width)
        finally:
            browser.close()
