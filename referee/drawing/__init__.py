"""What a game's board picture draws with: seat letters and colours, its labels, grids (hexgrid).

Engines draw their own board (`referee/<game>/picture.py`, found and framed by prompts/pictures),
and an engine imports nothing of the interactive layer `prompts` (tests/test_layers.py), so the
pieces every picture shares live here, below both. The rules for pictures (ASCII lines, a seat
letter *and* a colour per player) are in prompts/pictures.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence

from referee.core.record import record
from referee.drawing.layout import Text

# (rich style, colour name in English, in Chinese), in seat order
PALETTE = (
    ("bold red", "red", "红"),
    ("bold blue", "blue", "蓝"),
    ("bold magenta", "magenta", "品红"),
    ("bold cyan", "cyan", "青"),
    ("bold yellow", "yellow", "黄"),
    ("bold green", "green", "绿"),
)


def check_lang(lang: str | None) -> str:
    """A command's own `--lang`: when given it becomes the language of everything the command
    prints, messages and picture (the root group has applied the same value already: it reads a
    `--lang` written after the command name as its own); None keeps the current language."""
    from referee import i18n

    if lang is not None:
        i18n.set_lang(i18n.resolve(lang))
    return i18n.lang()


@record
class Seat:
    """How a player appears in pictures: name, one ASCII letter, a rich style and its colour names."""

    index: int
    name: str
    letter: str
    style: str
    colour_en: str
    colour_zh: str

    def colour(self, lang: str) -> str:
        return self.colour_zh if lang == "zh" else self.colour_en


def seats(names: Sequence[str]) -> tuple[Seat, ...]:
    """Seat letters: each name's first letter when those are distinct ASCII letters, else A, B, C...

    ("Ann, Bob, Cid" -> A B C; "Ann, Al" or Chinese names -> A B by seat), so a letter is always one
    cell wide and names a single player.
    """
    firsts = [n.strip()[:1].upper() for n in names]
    usable = all(len(f) == 1 and "A" <= f <= "Z" for f in firsts) and len(set(firsts)) == len(firsts)
    letters = firsts if usable else [chr(ord("A") + i) for i in range(len(names))]
    return tuple(Seat(i, name, letters[i], *PALETTE[i % len(PALETTE)]) for i, name in enumerate(names))


def seat_legend(all_seats: Sequence[Seat], lang: str, current: int = -1) -> Text:
    """ "A Ann (red)  B Bob (blue)", the current player marked with ">"."""
    text = Text()
    for seat in all_seats:
        if seat.index:
            text.append("   ")
        text.append(">" if seat.index == current else " ")
        text.append(seat.letter, style=seat.style)
        text.append(f" {seat.name} ({seat.colour(lang)})")
    return text


class CatalogLabels(Mapping[str, Mapping[str, str]]):
    """A picture's words per language: the `<prefix>*` keys of the message catalog, without the
    prefix. A language is read when first asked for, and only the game's own file of it: listing
    both whole catalogs when a picture module loaded (every game's file, in both languages) cost
    `referee status` ~5 ms."""

    def __init__(self, prefix: str) -> None:
        self.prefix = prefix
        self._read: dict[str, dict[str, str]] = {}

    def __getitem__(self, language: str) -> Mapping[str, str]:
        from referee import i18n

        if language not in i18n.LANGS:
            raise KeyError(language)
        if language not in self._read:
            catalog = i18n.catalog(language)
            catalog.find(self.prefix)  # reads the file that defines the prefix's keys (and no other)
            cut = len(self.prefix)
            self._read[language] = {
                k[cut:]: v for k, v in catalog.messages.items() if k.startswith(self.prefix)
            }
        return self._read[language]

    def __iter__(self) -> Iterator[str]:
        from referee import i18n

        return iter(i18n.LANGS)

    def __len__(self) -> int:
        from referee import i18n

        return len(i18n.LANGS)


def labels(table: Mapping[str, Mapping[str, str]], lang: str) -> Mapping[str, str]:
    """The label set of a picture in `lang` ("en" or "zh")."""
    return table[check_lang(lang)]
