"""The seed's rule text at a terminal: the outline of its sections, the sections about a topic
(heading or words, highlighted), the rulings that mention it, and the glossary. Shown by `referee
rules GAME TOPIC`, the start menu and `rules TOPIC` at the move line, the same way everywhere.

With a topic (one or more words, all must match; Chinese as written, case- and width-insensitive):
sections whose heading matches are printed in full, with their subsections; sections that only
mention the words in their text show the matching lines under their heading path (`full` prints
them whole).
"""

from __future__ import annotations

import unicodedata
from typing import TYPE_CHECKING, Any

from referee.core import seeds
from referee.i18n import lang, reference, t
from referee.registry import entry

if TYPE_CHECKING:
    from rich.console import Console, ConsoleOptions, RenderResult
    from rich.text import Text

_MATCH_STYLE = "bold underline"
_NO_LINE_START = frozenset("，。、；：！？）」』》〉,.;:!?)")  # never fold a line before these


def show_topic(game: str, topic: list[str] | None, full: bool = False, glossary: bool = False) -> bool:
    """Print the sections of the seed about TOPIC (all its words must match), or the outline when
    there is no topic; False when nothing matches (the outline is printed then, the note on stderr)."""
    from referee import output

    e = entry(game)
    console = output.out()
    if glossary:
        _print_glossary(console, e.id)
        return True
    words = [w for part in topic or () for w in part.split()]
    if not words:
        _header(console, e.id, t("rules.sections", count=len(seeds.sections(e.id))))
        _outline(console, e.id)
        console.print("\n" + t("rules.hint", game=e.id), style="dim", markup=False)
        return True
    query = " ".join(words)
    found, headed = _search(e.id, words)
    decided = _rulings_about(e.id, words)
    if not found and decided:
        _header(console, e.id, t("rules.about", count=0, query=repr(query)))
        _print_rulings(console, decided)
        return True
    if not found:
        output.err().print(
            t("rules.nothing", title=f"{e.title()} ({e.title_other()})", query=repr(query)), markup=False
        )
        _outline(console, e.id)
        return False
    whole: list[seeds.Section] = []
    for section in headed:
        for s in (section, *seeds.subsections(section)):
            if s not in whole:
                whole.append(s)
    rest = [s for s in found if s not in whole]
    if full:
        whole.extend(rest)
        rest = []
    whole.sort(key=lambda s: s.start_line)
    rest.sort(key=lambda s: s.start_line)
    _header(console, e.id, t("rules.about", count=len(whole) + len(rest), query=repr(query)))
    for section in whole:
        _print_section(console, section, words)
    if rest:
        console.print()
        console.print(t("rules.also"), style="bold", markup=False)
        for section in rest:
            _print_excerpt(console, section, words)
    _print_rulings(console, decided)
    return True


def _rulings_about(game_id: str, words: list[str]) -> list[Any]:
    """The game's rulings (its rulings.md) that mention every word, in English or in Chinese (the
    loan rules of Le Havre live there, not in the seed), shown in the language of the messages."""
    from referee.core import rulings

    books = [rulings.book(game_id, language) for language in ("en", "zh")]
    found = []
    for r in rulings.for_game(game_id):
        texts = [_fold(f"{b[r.anchor].title} {b[r.anchor].body}") for b in books if r.anchor in b]
        if all(any(_fold(w) in text for text in texts) for w in words):
            found.append(r)
    return found


def _paragraphs(body: str) -> list[str]:
    """A ruling's Markdown bullets, each as one line (the file wraps them at 100 columns)."""
    items: list[str] = []
    for raw in body.splitlines():
        line = raw.strip()
        if not line:
            continue
        if line.startswith("- ") or not items:
            items.append(line)
        else:
            joiner = " " if items[-1][-1:].isascii() and line[:1].isascii() else ""  # no space in Chinese
            items[-1] += joiner + line
    return items


def _print_rulings(console: Console, found: list[Any]) -> None:
    import textwrap

    from rich.text import Text

    if not found:
        return
    console.print()
    console.print(t("rules.in_rulings"), style="bold", markup=False)
    width = max(console.width - 6, 20)
    for r in found:
        console.print(_Folded(Text(r.title, style="bold"), "  "))
        for item in _paragraphs(r.body):
            if item.isascii():  # textwrap counts characters: only right where each is one cell
                for piece in textwrap.wrap(item, width, subsequent_indent="  "):
                    console.print(Text("    " + piece))
            else:
                console.print(_Folded(Text(item), "    "))


def _search(game_id: str, words: list[str]) -> tuple[list[seeds.Section], list[seeds.Section]]:
    """(all matching sections, those to print whole): Chinese words against the seed text as
    written, English words against the English summaries and the glossary."""
    english = [w for w in words if reference.is_english(w)]
    chinese = [w for w in words if not reference.is_english(w)]
    found = seeds.find(game_id, " ".join(chinese)) if chinese else list(seeds.sections(game_id))
    headed = [s for s in found if all(_fold(w) in _fold(s.title) for w in chinese)]
    if english:
        by_english, english_heads = reference.find_english(game_id, english)
        found = [s for s in found if s in by_english]
        headed = [s for s in found if s in headed and s in english_heads]
    return found, headed


def _print_glossary(console: Console, game_id: str) -> None:
    from rich.table import Table

    e = entry(game_id)
    table = Table(title=f"{e.title()} ({e.title_other()}) — {t('rules.glossary')}", title_justify="left")
    table.add_column("中文", no_wrap=True)
    table.add_column("English")
    table.add_column(t("rules.note"), overflow="fold")
    for term in reference.glossary(game_id):
        table.add_row(term.zh, term.en, term.note)
    console.print(table)


def _header(console: Console, game_id: str, what: str) -> None:
    e = entry(game_id)
    console.print(
        f"{e.title()} ({e.title_other()}) - seeds/{e.seed_file}: {what}", style="bold", markup=False
    )


def _outline(console: Console, game_id: str) -> None:
    from rich.text import Text

    listed = [s for s in seeds.sections(game_id) if s.path]
    digits = max(len(str(s.start_line)) for s in listed)
    for section in listed:
        indent = "  " * (section.depth - 1)
        gutter = f"{section.start_line:>{digits}}  {indent}"
        console.print(_Folded(Text(section.title), gutter))


def _print_section(console: Console, section: seeds.Section, words: list[str]) -> None:
    console.print()
    _print_title(console, section)
    _print_lines(
        console, [(n, text) for n, text in section.numbered() if text.strip()], _needles(section.game, words)
    )
    _print_summary(console, section)


def _print_summary(console: Console, section: seeds.Section) -> None:
    """In English mode, the section restated in English beside the Chinese text."""
    if lang() != "en":
        return
    found = reference.summary(section)
    if found is None or not found.text:
        return
    import textwrap

    from rich.text import Text

    width = max(console.width - 7, 20)
    for k, line in enumerate([found.title, *found.text.splitlines()]):
        for piece in textwrap.wrap(
            line, width, subsequent_indent="  " if line.startswith(("- ", "1", "2", "3")) else ""
        ) or [""]:
            console.print(Text("       " + piece, style="italic" if k == 0 else "dim"))


def _print_excerpt(console: Console, section: seeds.Section, words: list[str]) -> None:
    words = _needles(section.game, words)
    hits = [n for n, text in section.numbered() if any(_fold(w) in _fold(text) for w in words)]
    shown = set(hits)
    for n in hits:
        lead = seeds.lead_in(section, n)
        if lead is not None:
            shown.add(lead)
    body = dict(section.numbered())
    _print_title(console, section)
    _print_lines(console, [(n, body[n]) for n in sorted(shown)], words)
    _print_summary(console, section)


def _needles(game_id: str, words: list[str]) -> list[str]:
    """The Chinese strings to find in the text: the Chinese words, and the glossary terms of the English ones."""
    needles = [w for w in words if not reference.is_english(w)]
    for word in words:
        if reference.is_english(word):
            needles += [term.zh for term in reference.glossary(game_id) if _fold(word) in _fold(term.en)]
    return needles


def _print_title(console: Console, section: seeds.Section) -> None:
    from rich.text import Text

    title = Text(seeds.SEP.join(section.path) or entry(section.game).title(), style="bold")
    title.append("  (" + t("error.line", line=section.start_line) + ")", style="not bold dim")
    console.print(_Folded(title))


def _print_lines(console: Console, rows: list[tuple[int, str]], words: list[str]) -> None:
    for n, text in rows:
        console.print(_Folded(_highlight(text, words), f"{n:>5}  "))


def _fold(text: str) -> str:
    return unicodedata.normalize("NFKC", text).casefold()


def _highlight(text: str, words: list[str]) -> Text:
    """The line with every occurrence of the words styled, matching as `seeds.find` does."""
    from rich.text import Text

    styled = Text(text)
    folded: list[str] = []
    owner: list[int] = []  # for each folded character, the index of the original character
    for i, char in enumerate(text):
        piece = _fold(char)
        folded.append(piece)
        owner.extend([i] * len(piece))
    flat = "".join(folded)
    for word in {_fold(w) for w in words if w}:
        start = flat.find(word)
        while start != -1:
            end = start + len(word)
            styled.stylize(_MATCH_STYLE, owner[start], owner[end - 1] + 1)
            start = flat.find(word, end)
    return styled


class _Folded:
    """A line behind a gutter, folded at any character when too wide, as Chinese text is.

    Rich wraps at spaces: "- 协商：…" would leave the "-" alone on a line and fold the rest. Here a
    line breaks where the width runs out (a closing punctuation mark that would start the next line
    stays on the previous one), continuation lines are indented under the text, and no padding is
    added after it.
    """

    def __init__(self, text: Text, gutter: str = "", gutter_style: str = "dim") -> None:
        self.text = text
        self.gutter = gutter
        self.gutter_style = gutter_style

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        from rich.cells import cell_len, get_character_cell_size
        from rich.text import Text

        indent = cell_len(self.gutter)
        plain = self.text.plain
        width = max(options.max_width - indent, 2)
        offsets: list[int] = []
        used = 0
        for i, char in enumerate(plain):
            size = get_character_cell_size(char)
            if used + size > width and used:
                previous = offsets[-1] if offsets else 0
                cut = i - 1 if char in _NO_LINE_START and i - 1 > previous else i
                offsets.append(cut)
                used = sum(get_character_cell_size(c) for c in plain[cut:i])
            used += size
        for k, line in enumerate(self.text.divide(offsets)):
            line.rstrip()
            row = Text(self.gutter if k == 0 else " " * indent, style=self.gutter_style)
            row.append_text(line)
            yield row
