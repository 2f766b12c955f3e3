"""The hex grid: the same spaces drawn twice share one frame, never each other's texts."""

from referee.drawing.hexgrid import Cell, draw, marks


def plain(lines: list) -> list[str]:
    return [line.plain for line in lines]


def test_a_grid_of_two_hexes() -> None:
    cells = {(0, 0): Cell(marks("W"), marks("A")), (1, 0): Cell(marks("H2"))}
    assert plain(draw(cells)) == [  # an even column sits half a hex lower
        "     0   1",
        "       ___",
        "0  ___/H2 \\",
        "0 /W  \\___/",
        "  \\_A_/",
        "     0   1",
    ]


def test_the_same_spaces_with_other_texts_show_only_their_own() -> None:
    first = {(0, 0): Cell(marks("W"), marks("A")), (1, 0): Cell(marks("H2"))}
    second = {(0, 0): Cell(marks("G")), (1, 0): Cell(marks("T"), marks("BC"))}
    before = plain(draw(first))
    assert plain(draw(second)) == [
        "     0   1",
        "       ___",
        "0  ___/T  \\",
        "0 /G  \\BC_/",
        "  \\___/",
        "     0   1",
    ]
    assert plain(draw(first)) == before  # the frame both share was not written on


def test_styles_survive_the_shared_frame() -> None:
    cells = {(0, 0): Cell(marks("W", "bold red"))}
    line = next(line for line in draw(cells, coordinates=False) if "W" in line.plain)
    assert ("W", "bold red") in line.runs()
