"""A line given cell by cell (`Text.of_cells`) is the same text as one built run by run."""

from referee.drawing.layout import Text


def built(*runs: tuple[str, str | None]) -> Text:
    text = Text(no_wrap=True, overflow="crop")
    for run, style in runs:
        text.append(run, style)
    text.rstrip()
    return text


def test_cells_make_the_runs_a_run_by_run_line_has() -> None:
    chars = list("/W  \\___ ab  ")
    styles = ["dim", "bold", "", "", "dim", "dim", "dim", "dim", "", "red", "red", "", ""]
    line = Text.of_cells(chars, styles, no_wrap=True, overflow="crop")
    expected = built(("/", "dim"), ("W", "bold"), ("  ", None), ("\\___", "dim"), (" ", None), ("ab", "red"))
    assert line.plain == "/W  \\___ ab" == expected.plain
    assert line.runs() == expected.runs()
    assert len(line) == len(expected)


def test_trailing_blanks_go_whatever_their_style() -> None:
    line = Text.of_cells(list("ab   "), ["", "", "dim", "dim", ""])
    assert line.plain == "ab"
    assert line.runs() == [("ab", None)]


def test_a_blank_line_is_empty() -> None:
    line = Text.of_cells([" "] * 4, ["", "dim", "dim", ""])
    assert line.plain == ""
    assert line.runs() == []


def test_appending_to_a_cell_line_keeps_its_runs() -> None:
    line = Text.of_cells(list("ab"), ["x", "y"])
    line.append("c", "z")
    assert line.plain == "abc"
    assert line.runs() == [("a", "x"), ("b", "y"), ("c", "z")]
    assert line.rich().spans[-1].style == "z"
