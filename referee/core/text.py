"""Words given now, or a function that builds them when they are read; text from outside made safe to
print.

An engine announces effects and asks questions on every move, in the user's language; a random
playout applies thousands of moves and a replay hundreds, and neither reads the words. So an
`Effect` message or a `Decision` prompt may be a function of no arguments (typically
`functools.partial` of the game's message function, its arguments bound at once) that `spell`
calls when the words are read, in the language of that moment.
"""

from __future__ import annotations

import re
from collections.abc import Callable

Text = str | Callable[[], str]

# control characters (ESC starts a terminal's escape sequences; C1 \x9b is one on its own) and the
# bidirectional overrides that make a name look like another
_CONTROL = "\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069"
_UNSAFE = re.compile(f"[{_CONTROL}]")
_UNSAFE_IN_NAMES = re.compile(f"[{_CONTROL}\t\n]")


def _escape(match: re.Match[str]) -> str:
    return repr(match.group())[1:-1]  # '\x1b', '\r', '\u202e': what Python writes in a literal


def safe(text: str) -> str:
    """`text` with every control character written as an escape (`\x1b`), so that a name from the
    file system or a hand-edited save cannot drive the terminal; line ends and tabs stay."""
    return _UNSAFE.sub(_escape, text) if _UNSAFE.search(text) else text


def shown(name: object) -> str:
    """A path or name as printed: `safe`, and a line end or tab in it escaped too (it is one name)."""
    text = str(name)
    return _UNSAFE_IN_NAMES.sub(_escape, text) if _UNSAFE_IN_NAMES.search(text) else text


def spell(text: Text) -> str:
    """The words of `text`, built now if they were deferred."""
    return text if isinstance(text, str) else text()


def ascii_digits(text: str) -> bool:
    """Whether `text` is a number in the digits 0-9 (not empty), the one form read from a table.

    `str.isdigit` is true of ², ⑤ and ① too, which `int` cannot read, and of ١٢, which it reads as
    12; `\\d` in a `str` regex matches ١ and 𝟙. A Chinese keyboard's full-width digits are made
    ASCII by `notation.typed` before anything is read."""
    return text.isascii() and text.isdigit()
