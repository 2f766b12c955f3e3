"""Each game's notation.md holds exactly the move tables its declarations give, and every kind is in one."""

from __future__ import annotations

from pathlib import Path
from typing import ClassVar

from referee.core import notation_doc
from referee.core.notation import Choice, Notation
from referee.core.record import record
from referee.registry import entry, tracked_games

ROOT = Path(__file__).resolve().parents[2]
DOCS = [
    ROOT / "docs" / "notation.md",
    *(ROOT / entry(g).package.replace(".", "/") / "notation.md" for g in tracked_games()),
]


def test_the_move_tables_of_the_notation_docs_are_those_of_the_declarations():
    for doc in DOCS:
        text = doc.read_text(encoding="utf-8")
        assert notation_doc.render(text) == text, (
            f"{doc.relative_to(ROOT)} differs from the move declarations: "
            f"run `python -m referee.core.notation_doc {doc.relative_to(ROOT)}` and review the diff"
        )


def test_every_declared_kind_is_in_exactly_one_table_of_its_game_in_its_package():
    for game in tracked_games():
        text = (ROOT / entry(game).package.replace(".", "/") / "notation.md").read_text(encoding="utf-8")
        blocks = notation_doc.blocks(text)
        assert {g for g, _ in blocks} == {game}, game  # its own tables only
        listed = [k for g, kinds in blocks if g == game for k in kinds]
        assert sorted(listed) == sorted(notation_doc.notation_of(game).kinds), game
    assert notation_doc.blocks(DOCS[0].read_text(encoding="utf-8")) == []  # the shared part has none


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
