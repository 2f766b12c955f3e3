"""The move tables of each game's notation.md, generated from the games' notation declarations.

A table sits between `<!-- notation GAME: KIND KIND ... -->` and `<!-- end notation -->`: one row
per kind (syntax, example, meaning in English, what else is read); a Chinese table, marked
`<!-- notation GAME zh: KIND ... -->`, gives the same kinds as a Chinese table types them (the
declared Chinese words), with the English form the save records. The prose around is hand-written.
`python -m referee.core.notation_doc referee/*/notation.md` rewrites the tables; `--check` only says
whether they are current (a test does the same). Not imported by the engines: docs only.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from importlib import import_module
from pathlib import Path

from referee import i18n
from referee.core.notation import Choice, Fixed, Kind, Name, Notation, OneOfEach, Part, language_of, word_in

HEAD = "| move | example | meaning | also read |\n|---|---|---|---|\n"
HEAD_ZH = "| 行动 | 例子 | 存档中记作 | 含义 | 另可写作 |\n|---|---|---|---|---|\n"
BLOCK = re.compile(r"(<!-- notation (\w+): ([\w ]+) -->\n)(.*?)(<!-- end notation -->)", re.DOTALL)
BLOCK_ZH = re.compile(r"(<!-- notation (\w+) zh: ([\w ]+) -->\n)(.*?)(<!-- end notation -->)", re.DOTALL)

# The few words of the "also read" column, per language (generated docs, not messages of the program).
PHRASES = {
    "en": {
        "also": "also `{word}`",
        "only": "only with `{word}`",
        "precede": "`{word}` may precede {next}",
        "omit": "`{word}` may be left out",
        "spelt": "{words} for {choice}",
        "several": "{part} may be several words",
        "order": "{part} in any order",
    },
    "zh": {
        "also": "也可写 `{word}`",
        "only": "须含 `{word}`",
        "precede": "{next} 前可写 `{word}`",
        "omit": "`{word}` 可省略",
        "spelt": "{words} 即 {choice}",
        "several": "{part} 可以是多个词",
        "order": "{part} 顺序不限",
    },
}


def notation_of(game: str) -> Notation:
    """A game's notation: `NOTATION` in its package's `moves` module (the registry names the package)."""
    from referee.registry import entry

    notation: Notation = import_module(f"{entry(game).package}.moves").NOTATION
    return notation


def _note(part: Part, following: Part | None, lang: str) -> str:
    """What else a part reads in `lang`, in a few words ("" if nothing)."""
    say = PHRASES[lang]
    if isinstance(part, Fixed) and part.hidden:
        word = word_in(part.words, lang) or part.word
        return say["precede"].format(word=word, next=following.syntax_in(lang)) if following else ""
    if isinstance(part, Fixed) and part.optional:
        return say["omit"].format(word=part.syntax_in(lang))
    if isinstance(part, Choice):
        # a syntax listing the choices shows each one's first word in `lang`: the others are noted
        named = {c: part.word_for(c, lang) if part.listed else c for c in part.choices}
        spellings: dict[str, list[str]] = {}
        for alias, choice in part.aliases.items():
            if language_of(alias) == lang and not (part.listed and alias == named[choice]):
                spellings.setdefault(choice, []).append(f"`{alias}`")
        return ", ".join(
            say["spelt"].format(words=" ".join(s), choice=named[c])
            for c in part.choices
            if (s := spellings.get(c))
        )
    if isinstance(part, Name):
        return say["several"].format(part=part.placeholder)
    if isinstance(part, OneOfEach):
        return say["order"].format(part=part.syntax())
    return ""


def notes(kind: Kind, lang: str = "en") -> str:
    """What else a kind reads in `lang`: keyword aliases, optional and hidden words, other spellings."""
    say = PHRASES[lang]
    keyword = kind.keyword_in(lang) or kind.id
    found = [say["also"].format(word=a) for a in kind.keywords if a != keyword and language_of(a) == lang]
    if kind.only_with:
        found.append(say["only"].format(word=word_in(kind._only_words, lang) or kind.only_with))
    following = (*kind.parts[1:], None)
    found += [
        n for part, after in zip(kind.parts, following, strict=False) if (n := _note(part, after, lang))
    ]
    return "; ".join(found)


def _row(cells: Sequence[str]) -> str:
    return "| " + " | ".join(c.replace("|", "\\|") for c in cells) + " |\n"  # GFM: \| in a cell


def table(notation: Notation, kinds: Sequence[str]) -> str:
    """The markdown table of these kinds, meanings in the current language."""
    rows = []
    for k in (notation[name] for name in kinds):
        rows.append(_row((f"`{k.syntax}`", f"`{k.example}`", notation.meaning(k.id), notes(k))))
    return HEAD + "".join(rows)


def table_zh(notation: Notation, kinds: Sequence[str]) -> str:
    """The Chinese table of these kinds: the Chinese syntax and example, what the save records, the
    meaning in Chinese, the other Chinese spellings."""
    rows = []
    with _language("zh"):
        for k in (notation[name] for name in kinds):
            example = notation.example_in(k.id, "zh")
            cells = (
                f"`{k.syntax_in('zh')}`",
                f"`{example}`",
                f"`{k.example}`",
                notation.meaning(k.id),
                notes(k, "zh"),
            )
            rows.append(_row(cells))
    return HEAD_ZH + "".join(rows)


@contextmanager
def _language(lang: str) -> Iterator[None]:
    before = i18n.lang()
    i18n.set_lang(lang)
    try:
        yield
    finally:
        i18n.set_lang(before)


def blocks(text: str) -> list[tuple[str, tuple[str, ...]]]:
    """The (game, kinds) of every generated English table in `text`, in order."""
    return [(m.group(2), tuple(m.group(3).split())) for m in BLOCK.finditer(text)]


def blocks_zh(text: str) -> list[tuple[str, tuple[str, ...]]]:
    """The (game, kinds) of every generated Chinese table in `text`, in order."""
    return [(m.group(2), tuple(m.group(3).split())) for m in BLOCK_ZH.finditer(text)]


def render(text: str, notations: Callable[[str], Notation] = notation_of) -> str:
    """`text` with every generated table rebuilt from the declarations; the prose as written."""
    text = BLOCK.sub(
        lambda m: m.group(1) + table(notations(m.group(2)), m.group(3).split()) + m.group(5), text
    )
    return BLOCK_ZH.sub(
        lambda m: m.group(1) + table_zh(notations(m.group(2)), m.group(3).split()) + m.group(5), text
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
