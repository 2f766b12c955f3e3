"""docs/notation.md holds exactly the move tables the declarations give, and every kind is in one."""

from __future__ import annotations

from pathlib import Path
from typing import ClassVar

from referee.core import notation_doc
from referee.core.notation import Choice, Notation
from referee.core.record import record
from referee.registry import tracked_games

DOC = Path(__file__).resolve().parents[2] / "docs" / "notation.md"


def test_the_move_tables_of_the_notation_doc_are_those_of_the_declarations():
    text = DOC.read_text(encoding="utf-8")
    assert notation_doc.render(text) == text, (
        "docs/notation.md differs from the move declarations: "
        "run `python -m referee.core.notation_doc docs/notation.md` and review the diff"
    )


def test_every_declared_kind_is_in_exactly_one_table_of_its_game():
    blocks = notation_doc.blocks(DOC.read_text(encoding="utf-8"))
    for game in tracked_games():
        listed = [k for g, kinds in blocks if g == game for k in kinds]
        assert sorted(listed) == sorted(notation_doc.notation_of(game).kinds), game


N = Notation()


@N.kind(
    Choice("side", ("up", "down"), "notation.unknown", aliases={"u": "up"}),
    example="flip up",
    meaning="notation.empty",
    aliases=("turn",),
)
@record
class Flip:
    kind: ClassVar[str] = "flip"
    side: str


STALE = """# Moves

Hand-written prose stays.

<!-- notation toy: flip -->
| an old table |
<!-- end notation -->

More prose.
"""


def test_render_replaces_only_the_marked_tables():
    rendered = notation_doc.render(STALE, lambda game: N)
    assert rendered == (
        "# Moves\n\nHand-written prose stays.\n\n<!-- notation toy: flip -->\n"
        + notation_doc.HEAD
        + r"| `flip up\|down` | `flip up` | empty move | also `turn`; `u` for up |"
        + "\n<!-- end notation -->\n\nMore prose.\n"
    )
    assert notation_doc.render(rendered, lambda game: N) == rendered
    assert notation_doc.blocks(rendered) == [("toy", ("flip",))]


def test_the_command_checks_then_rewrites_a_doc(tmp_path, capsys):
    doc = tmp_path / "notation.md"
    doc.write_text(STALE, encoding="utf-8")
    assert notation_doc.main(["--check", str(doc)], lambda game: N) == 1
    assert doc.read_text(encoding="utf-8") == STALE
    assert "out of date" in capsys.readouterr().out
    assert notation_doc.main([str(doc)], lambda game: N) == 0
    assert "| `flip up" in doc.read_text(encoding="utf-8")
    assert notation_doc.main(["--check", str(doc)], lambda game: N) == 0
    assert notation_doc.main([], lambda game: N) == 2
