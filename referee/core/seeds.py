"""The seed rule texts, indexed by heading, and the resolution of rule citations to seed lines.

The four seeds are written in different styles, so headings are recognised by their *numbering
scheme* rather than by a fixed layout:

- ``title``     the first line, 《…》中文规则 — a section of its own (the preamble), never a parent;
- ``chapter``   一、游戏准备 (Chinese numeral + 、);
- ``numbered``  1. 回合开始 / 1. 放置维京（强制） — a numbered line that is a short label, not a sentence;
- ``circled``   ① 拿长船;
- ``label``     a short unnumbered line that is not a sentence: 组件清单, 环节三：轮末板块结算, and a
                label ending in a colon when a numbered list follows it (购买建筑：).

A line is never a heading if it is a bullet (- …, • …), longer than ``MAX_HEADING`` characters, or
contains sentence punctuation (。，；！？). Nesting follows the reStructuredText rule, applied along the
current path: a heading whose scheme is already on the path closes back to that level and becomes a
sibling there; a scheme not on the path opens a level below the current heading. So Le Havre's
numbered headings are top level, while Looot's numbered steps sit under 三、游戏流程 › 回合结构, and
its ① ② ③ under 3. 可选行动.

The files are package data of the ``seeds`` package and are read with importlib.resources, so an
installed copy finds them. They are read as UTF-8 exactly as written and never modified.
"""

from __future__ import annotations

import re
import unicodedata
from functools import cache
from importlib import resources

from referee.core.errors import UsageError
from referee.core.record import record
from referee.core.violations import RuleRef
from referee.registry import entry

MAX_HEADING = 24  # characters; the longest real heading is 15 ("3. 主要行动一：拿取港口货物")
SEP = " › "

_SENTENCE_MARKS = frozenset("。，；！？,;!?")
_TITLE = re.compile(r"^《[^》]+》\S*$")
_CHAPTER = re.compile(r"^[一二三四五六七八九十百]+、\s*\S")
_NUMBERED = re.compile(r"^\d+[.．]\s*\S")
_CIRCLED = re.compile(r"^[\u2460-\u2473]\s*\S")  # ① … ⑳
_BULLET = re.compile(r"^[-•*·]\s")
_LIST_ITEM = re.compile(r"^(?:[-•*·]\s|\d+[.．]\s*\S|[\u2460-\u2473])")


@record
class Section:
    """A heading and the body lines up to the next heading.

    ``lines[i]`` is seed line ``start_line + 1 + i``; trailing blank lines are dropped, so
    ``end_line`` is the last non-blank line of the section (``start_line`` when the body is empty).
    """

    game: str
    path: tuple[str, ...]
    start_line: int
    end_line: int
    lines: tuple[str, ...]

    @property
    def title(self) -> str:
        """The section's own heading (the last element of its path)."""
        return self.path[-1] if self.path else ""

    @property
    def depth(self) -> int:
        return len(self.path)

    def numbered(self) -> list[tuple[int, str]]:
        """The body as (seed line number, text) pairs, blank lines included."""
        return [(self.start_line + 1 + i, text) for i, text in enumerate(self.lines)]

    def text(self) -> str:
        return "\n".join(self.lines).strip("\n")

    def contains(self, other: Section) -> bool:
        """True if ``other`` is a subsection (at any depth) of this section."""
        return len(other.path) > len(self.path) and other.path[: len(self.path)] == self.path


@record
class Passage:
    heading: str  # "峡湾领主 › 四、特殊规则 › 维京放置规则"
    line: int  # 1-based line number in the seed file
    text: str  # the full seed line containing the quote, as written
    ruling: str  # the referee/<game>/rulings.md entry when the engine departs from the seed, else ""


# -- reading ---------------------------------------------------------------------------------------


def seed_file(game_id: str) -> str:
    """The seed file name of a game (raises UsageError for an unknown game)."""
    return entry(game_id).seed_file


@cache
def _read(name: str) -> str:
    return resources.files("seeds").joinpath(name).read_text(encoding="utf-8")


def seed_text(game_id: str) -> str:
    """The whole seed text of a game, exactly as written."""
    return _read(seed_file(game_id))


# -- heading detection -----------------------------------------------------------------------------


def _style(line: str, following: str, first: bool) -> str | None:
    """The numbering scheme of a heading line, or None if the line is body text.

    ``following`` is the next non-blank line (a colon label is a heading only over a numbered
    list); ``first`` is true for the first non-blank line of the file (the only place for a title).
    """
    text = line.strip()
    if not text or _BULLET.match(text) or len(text) > MAX_HEADING:
        return None
    if any(mark in _SENTENCE_MARKS for mark in text):
        return None
    if first and _TITLE.match(text):
        return "title"
    if _CHAPTER.match(text):
        return "chapter"
    if _NUMBERED.match(text):
        return "numbered"
    if _CIRCLED.match(text):
        return "circled"
    if text.endswith(("：", ":")):
        return "label" if _NUMBERED.match(following.strip()) else None
    return "label"


def _headings(lines: list[str]) -> list[tuple[int, str, str]]:
    """(0-based index, style, heading text) for every heading line."""
    nonblank = [i for i, line in enumerate(lines) if line.strip()]
    found = []
    for k, i in enumerate(nonblank):
        following = lines[nonblank[k + 1]] if k + 1 < len(nonblank) else ""
        style = _style(lines[i], following, first=k == 0)
        if style is not None:
            found.append((i, style, lines[i].strip()))
    return found


def _build(game_id: str, text: str) -> tuple[Section, ...]:
    lines = text.splitlines()
    heads = _headings(lines)
    result: list[Section] = []

    def add(path: tuple[str, ...], heading_index: int | None, body_start: int, body_end: int) -> None:
        body = lines[body_start:body_end]
        while body and not body[-1].strip():
            body.pop()
        start_line = heading_index + 1 if heading_index is not None else 0
        if heading_index is None and not any(b.strip() for b in body):
            return
        result.append(Section(game_id, path, start_line, start_line + len(body), tuple(body)))

    first_heading = heads[0][0] if heads else len(lines)
    add((), None, 0, first_heading)  # text before any heading (none in the four seeds)
    stack: list[tuple[str, str]] = []
    for n, (index, style, title) in enumerate(heads):
        if style == "title":
            stack = [(style, title)]
        else:
            if stack and stack[0][0] == "title":
                stack = []
            styles = [s for s, _ in stack]
            if style in styles:
                del stack[styles.index(style) :]
            stack.append((style, title))
        end = heads[n + 1][0] if n + 1 < len(heads) else len(lines)
        add(tuple(t for _, t in stack), index, index + 1, end)
    return tuple(result)


@cache
def _sections(game_id: str) -> tuple[Section, ...]:
    return _build(game_id, seed_text(game_id))


def sections(game_id: str) -> tuple[Section, ...]:
    """Every section of a game's seed, in file order (cached)."""
    return _sections(entry(game_id).id)


def subsections(section: Section) -> tuple[Section, ...]:
    """The sections nested under ``section`` at any depth, in file order."""
    return tuple(s for s in sections(section.game) if section.contains(s))


def heading(section: Section) -> str:
    """The heading path with the game's Chinese title first: "峡湾领主 › 四、特殊规则 › 维京放置规则"."""
    return SEP.join((entry(section.game).title_zh, *section.path))


# -- search ----------------------------------------------------------------------------------------


def _norm(text: str) -> str:
    return unicodedata.normalize("NFKC", text).casefold()


def find(game_id: str, topic: str) -> list[Section]:
    """Sections whose heading or body contains every word of ``topic``.

    Matching is by substring, case-insensitive and width-insensitive (NFKC), so "(" finds "（".
    Sections whose own heading holds every word come first, then those whose heading holds some
    of them, then body-only matches; file order within each group. An empty topic matches all.
    """
    words = [_norm(w) for w in topic.split()]
    ranked: list[tuple[int, int, Section]] = []
    for order, section in enumerate(sections(game_id)):
        head = _norm(section.title)
        body = _norm("\n".join(section.lines))
        if not all(w in head or w in body for w in words):
            continue
        in_head = sum(w in head for w in words)
        rank = 0 if words and in_head == len(words) else 1 if in_head else 2
        ranked.append((rank, order, section))
    ranked.sort(key=lambda item: (item[0], item[1]))
    return [section for _, _, section in ranked]


# -- citations -------------------------------------------------------------------------------------


def _strip_label(text: str) -> str:
    return text.strip().rstrip("：:").strip()


def _candidates(game_id: str, wanted: str) -> tuple[list[Section], bool]:
    """Sections named by a RuleRef's ``section``: exact heading matches, else containing ones.

    ``wanted`` may also be a path suffix joined by "›" ("三、游戏流程 › 回合结构"). The flag says
    whether the match was exact.
    """
    parts = tuple(_strip_label(p) for p in wanted.split("›") if p.strip())
    if not parts:
        return [], True
    secs = sections(game_id)
    exact = [s for s in secs if tuple(_strip_label(p) for p in s.path[-len(parts) :]) == parts]
    if exact:
        return exact, True
    last = parts[-1]
    return [s for s in secs if last in s.title], False


def _locate(ref: RuleRef) -> tuple[Section, int, str]:
    try:
        secs = sections(ref.game)
    except UsageError as exc:
        raise LookupError(f"rule reference {ref}: {exc}") from None
    name = f"seeds/{seed_file(ref.game)}"
    if not ref.quote.strip():
        raise LookupError(f"rule reference {ref}: the quote is empty")
    candidates, exact = _candidates(ref.game, ref.section)
    if not candidates:
        raise LookupError(f"no section headed {ref.section!r} in {name} ({entry(ref.game).title_zh})")
    hits = [
        (s, n, line)
        for s in candidates
        for n, line in [(s.start_line, s.title), *s.numbered()]
        if ref.quote in line
    ]
    if not exact and len(candidates) > 1 and len({h[0] for h in hits}) != 1:
        listed = "; ".join(SEP.join(s.path) for s in candidates)
        raise LookupError(f"section {ref.section!r} is ambiguous in {name}: it matches {listed}")
    if not hits:
        where = " or ".join(repr(SEP.join(s.path)) for s in candidates)
        elsewhere = [
            f"line {s.start_line + 1 + i} ({SEP.join(s.path)})"
            for s in secs
            for i, line in enumerate(s.lines)
            if ref.quote in line
        ]
        hint = f"; it appears at {', '.join(elsewhere)}" if elsewhere else ""
        raise LookupError(f"quote 「{ref.quote}」 not found in section {where} of {name}{hint}")
    return hits[0]


def resolve(ref: RuleRef) -> Passage:
    """The seed line a rule reference cites; LookupError if its section or quote is not found."""
    section, line, text = _locate(ref)
    return Passage(heading(section), line, text, ref.ruling)


def lead_in(section: Section, line: int) -> int | None:
    """The line introducing a list item, if any: for "- 协商：…" under "结算分为三阶段：", the latter.

    The nearest line above the item, in the same section, that ends in a colon (a list item too:
    "- 三种效果任选其一：" introduces the bullets below it); the search stops at the first other
    non-list line.
    """
    body = dict(section.numbered())
    if line not in body or not _LIST_ITEM.match(body[line].strip()):
        return None
    for n in range(line - 1, section.start_line, -1):
        text = body[n].strip()
        if text.endswith(("：", ":")):
            return n
        if text and not _LIST_ITEM.match(text):
            return None
    return None


def section_of(ref: RuleRef) -> Section:
    """The section a citation points into."""
    return _locate(ref)[0]


def quote_block(ref: RuleRef, context: int = 0) -> str:
    """The cited line with its line number, marked with ">".

    When the cited line is a list item introduced by a lead-in line ending in a colon
    ("结算分为三阶段："), the lead-in is shown too; ``context`` adds that many neighbouring
    non-blank lines of the same section on each side. Gaps are shown as "...".
    """
    section, line, _ = _locate(ref)
    body = dict(section.numbered())
    body[section.start_line] = section.title
    shown: set[int] = {line}
    for step in (-1, 1):
        n, added = line + step, 0
        while added < context and section.start_line < n <= section.end_line:
            if body[n].strip():
                shown.add(n)
                added += 1
            n += step
    lead = lead_in(section, line)
    if lead is not None:
        shown.add(lead)
    out: list[str] = []
    previous = None
    for n in sorted(shown):
        if previous is not None and any(body[k].strip() for k in range(previous + 1, n)):
            out.append("     ...")
        out.append(f"{n:>4} {'>' if n == line else ' '} {body[n]}")
        previous = n
    return "\n".join(out)
