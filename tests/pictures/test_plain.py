"""A picture and a score sheet to a pipe are laid out without rich's console (prompts.pictures.plain,
prompts.sheet_view.plain_lines), and must print exactly what rich's console prints there: the same
bytes, on positions spread over random games of every tracked game, in both languages, at widths
where Looot's fjords fit four, two or one to a row and where a sheet's table no longer fits."""

from __future__ import annotations

import io
import re

import pytest
from rich.console import Console
from rich.text import Text

from prompts.pictures import board
from prompts.pictures.chart import chart, progress
from prompts.pictures.plain import lines, styled
from prompts.sheet_view import plain_lines, read_by_rich, renderable
from referee import i18n
from referee.drawing.layout import Columns, Group
from referee.registry import rules_for, tracked_games
from tests.kit.playouts import playouts
from tests.pictures.positions import golden_save

WIDTHS = (30, 60, 80, 100, 200)


def printed(shown: object, width: int) -> str:
    """What the program's output console (referee.output) prints to a file: soft wrap, no colour."""
    console = Console(file=io.StringIO(), highlight=False, soft_wrap=True, width=width)
    console.print(shown)
    return console.file.getvalue()  # type: ignore[attr-defined]


def joined(found: list[str] | None) -> str | None:
    return None if found is None else "".join(line + "\n" for line in found)


@pytest.mark.parametrize("game_id", tracked_games())
@pytest.mark.parametrize("lang", ["en", "zh"])
def test_a_picture_to_a_pipe_is_what_rich_prints(game_id, lang):
    rules = rules_for(game_id)
    game = playouts(game_id, max(rules.info.player_counts))[0]
    i18n.set_lang(lang)
    for index in game.sampled(4):
        picture = board(rules, game.states[index], lang)
        for width in WIDTHS:
            found = joined(lines(picture, width))
            if found is None:  # a block wider than that (Looot's fjords at 30): rich wraps it
                assert width == 30, (index, width)
            else:
                assert found == printed(picture, width), (index, width)


def coloured(shown: object, width: int) -> str:
    """What a colour terminal `width` cells wide receives."""
    console = Console(
        file=io.StringIO(),
        force_terminal=True,
        color_system="truecolor",
        highlight=False,
        soft_wrap=True,
        width=width,
    )
    console.print(shown)
    return console.file.getvalue()  # type: ignore[attr-defined]


@pytest.mark.parametrize("game_id", tracked_games())
def test_a_picture_on_a_terminal_set_side_by_side_here_sends_what_rich_sends(game_id):
    """On a terminal the blocks of a picture (Looot's fjords) are set side by side without rich's
    tables: the same characters in the same colours."""
    rules = rules_for(game_id)
    game = playouts(game_id, max(rules.info.player_counts))[0]
    for lang in ("en", "zh"):
        i18n.set_lang(lang)
        for index in game.sampled(3):
            picture = board(rules, game.states[index], lang)
            for width in WIDTHS:
                assert coloured(styled(picture, width), width) == coloured(picture, width), (
                    lang,
                    index,
                    width,
                )
            laid = styled(picture, 100)  # Looot's fjords set side by side here, not by rich
            assert not any(isinstance(part, Columns) for part in getattr(laid, "renderables", [laid]))


@pytest.mark.parametrize("game_id", tracked_games())
@pytest.mark.parametrize("lang", ["en", "zh"])
def test_a_score_sheet_to_a_pipe_is_what_rich_prints_or_left_to_rich(game_id, lang):
    rules = rules_for(game_id)
    i18n.set_lang(lang)
    left_to_rich = set()
    for game in playouts(game_id, max(rules.info.player_counts))[:2]:
        sheet = rules.score_sheet(game.end)
        for width in WIDTHS:
            found = joined(plain_lines(sheet, width))
            if found is None:
                left_to_rich.add(width)
            else:
                assert found == printed(renderable(sheet), width), width
    assert 30 in left_to_rich and 200 not in left_to_rich  # too narrow: rich wraps the table


def test_a_history_chart_to_a_pipe_is_what_rich_prints():
    rules = rules_for("looot")
    drawn = chart(progress(rules, golden_save()))
    for width in WIDTHS:
        assert joined(lines(drawn, width)) == printed(drawn, width), width


def test_what_rich_alone_would_lay_out_is_left_to_rich():
    """A block wider than the width (rich would wrap it), a renderable of another kind, a sheet whose
    player name rich reads as markup: None, and the caller prints through rich."""
    wide = Group(Text("x" * 50), Text("y"))
    assert lines(Columns([wide, Text("z")], padding=(0, 3)), 40) is None
    assert lines(Columns([wide, Text("z")], padding=(0, 3)), 80) == [
        "x" * 50 + "   z",
        "y" + " " * 49 + "    ",
    ]
    assert lines(Text("a\tb"), 80) is None
    assert lines(object(), 80) is None
    rules = rules_for("looot")
    game = playouts("looot", 2)[0]
    sheet = rules.score_sheet(game.end)
    assert plain_lines(sheet, 100) is not None
    from referee.core.record import replace

    assert plain_lines(replace(sheet, players=("[bold]Ann", *sheet.players[1:])), 100) is None
    assert plain_lines(replace(sheet, players=(":star: Ann", *sheet.players[1:])), 100) is None


MARKUP = re.compile(r"\[|:\S*?:|[\x00-\x1f\x7f]")  # markup, an emoji code, a control character


@pytest.mark.parametrize(
    "text",
    [
        "Ann",
        "Ann: 3",
        "a:b c:d",
        "a:b:c",
        "::",
        ": :",
        "[x",
        "x]",
        "安:娜:",
        "安 ：娜：",
        "a\tb",
        "a\x7f",
        "x\u00a0:y:",
        "",
    ],
)
def test_a_cell_goes_to_rich_where_rich_would_read_it(text):
    """`read_by_rich` sends at least every cell rich's pattern would read; more only where a
    character is not printable (rich then prints it, as right)."""
    if MARKUP.search(text):
        assert read_by_rich(text)
    else:
        assert read_by_rich(text) == (not text.isprintable())


def test_blocks_of_a_row_are_filled_to_the_tallest_and_an_odd_row_to_the_width():
    blocks = [Group(Text("aa"), Text("a")), Text("bbb"), Group(Text("c"), Text("cc"), Text("c"))]
    columns = Columns(blocks, padding=(0, 2))
    for width in (4, 8, 10, 20):
        assert joined(lines(columns, width)) == printed(columns, width), width


def test_a_picture_text_is_rich_text_with_the_same_runs_and_styles():
    """The pictures' own Text (no rich import until printed) becomes rich's Text exactly: characters,
    style runs, the crop of the hex grids, control codes dropped, trailing blanks cut with their style."""
    from referee.drawing.layout import Text as PictureText

    steps = [
        ("ab  ", None),
        ("\x07c", "bold red"),
        ("  ", "dim"),
        ("", "bold"),
        (" d ", "blue"),
        ("   ", "red"),
    ]
    for cut in range(len(steps) + 1):
        ours = PictureText("x\r ", style="dim", no_wrap=True, overflow="crop")
        theirs = Text("x\r ", style="dim", no_wrap=True, overflow="crop")
        for run, style in steps[:cut]:
            ours.append(run, style)
            theirs.append(run, style)
        ours.rstrip()
        theirs.rstrip()
        shown = ours.rich()
        assert (shown.plain, shown.spans, shown.style) == (theirs.plain, theirs.spans, theirs.style), cut
        assert (shown.no_wrap, shown.overflow, ours.plain, len(ours)) == (
            True,
            "crop",
            theirs.plain,
            len(theirs),
        )
        assert printed(Group(ours), 3) == printed(Group(theirs), 3)  # in a picture: cropped
        assert joined(lines(Group(ours), 3)) == printed(Group(theirs), 3)
        assert joined(lines(theirs, 3)) == printed(theirs, 3)  # alone, rich joins it into a Text of its own
