"""The move tables of docs/notation.md, generated from the games' notation declarations.

A table sits between `<!-- notation GAME: KIND KIND ... -->` and `<!-- end notation -->`: one row
per kind (syntax, example, meaning in English, what else is read); the prose around is hand-written.
`python -m referee.core.notation_doc docs/notation.md` rewrites the tables; `--check` only says
whether they are current (a test does the same). Not imported by the engines: docs only.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Callable, Sequence
from importlib import import_module
from pathlib import Path

from referee import i18n
from referee.core.notation import Choice, Fixed, Kind, Name, Notation, OneOfEach, Part

HEAD = "| move | example | meaning | also read |\n|---|---|---|---|\n"
BLOCK = re.compile(r"(<!-- notation (\w+): ([\w ]+) -->\n)(.*?)(<!-- end notation -->)", re.DOTALL)


def notation_of(game: str) -> Notation:
    """A game's notation: `NOTATION` in its package's `moves` module."""
    notation: Notation = import_module(f"referee.{game}.moves").NOTATION
    return notation


def _note(part: Part, following: Part | None) -> str:
    """What else a part reads, in a few words ("" if nothing)."""
    if isinstance(part, Fixed) and part.hidden:
        return f"`{part.word}` may precede {following.syntax()}" if following else ""
    if isinstance(part, Fixed) and part.optional:
        return f"`{part.word}` may be left out"
    if isinstance(part, Choice):
        spellings: dict[str, list[str]] = {}
        for alias, choice in part.aliases.items():
            spellings.setdefault(choice, []).append(f"`{alias}`")
        return ", ".join(f"{' '.join(s)} for {c}" for c in part.choices if (s := spellings.get(c)))
    if isinstance(part, Name):
        return f"{part.placeholder} may be several words"
    if isinstance(part, OneOfEach):
        return f"{part.syntax()} in any order"
    return ""


def notes(kind: Kind) -> str:
    """What else a kind reads: keyword aliases, optional and hidden words, other spellings."""
    found = [f"also `{a}`" for a in kind.keywords[1:]]
    if kind.only_with:
        found.append(f"only with `{kind.only_with}`")
    following = (*kind.parts[1:], None)
    found += [n for part, after in zip(kind.parts, following, strict=False) if (n := _note(part, after))]
    return "; ".join(found)


def table(notation: Notation, kinds: Sequence[str]) -> str:
    """The markdown table of these kinds, meanings in the current language."""
    rows = []
    for k in (notation[name] for name in kinds):
        cells = (f"`{k.syntax}`", f"`{k.example}`", i18n.t(k.meaning), notes(k))
        rows.append("| " + " | ".join(c.replace("|", "\\|") for c in cells) + " |\n")  # GFM: \| in a cell
    return HEAD + "".join(rows)


def blocks(text: str) -> list[tuple[str, tuple[str, ...]]]:
    """The (game, kinds) of every generated table in `text`, in order."""
    return [(m.group(2), tuple(m.group(3).split())) for m in BLOCK.finditer(text)]


def render(text: str, notations: Callable[[str], Notation] = notation_of) -> str:
    """`text` with every generated table rebuilt from the declarations; the prose as written."""
    return BLOCK.sub(
        lambda m: m.group(1) + table(notations(m.group(2)), m.group(3).split()) + m.group(5), text
    )


def main(argv: Sequence[str], notations: Callable[[str], Notation] = notation_of) -> int:
    """Rewrite (or with `--check`, only compare) the tables of the files named, in English."""
    files = [a for a in argv if a != "--check"]
    if not files:
        print("usage: python -m referee.core.notation_doc [--check] FILE.md ...")
        return 2
    i18n.set_lang("en")
    check = "--check" in argv
    stale = 0
    for name in files:
        path = Path(name)
        text = path.read_text(encoding="utf-8")
        new = render(text, notations)
        if new != text:
            stale += 1
            print(f"{name}: {'out of date' if check else 'tables rewritten'}")
            if not check:
                path.write_text(new, encoding="utf-8")
    return 1 if check and stale else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
