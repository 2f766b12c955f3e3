"""Finding text in the wrong language: English words in Chinese output, Chinese in English output.

Both helpers first remove the `allowed` phrases (player names, printed card names, catalog ids …)
from the text, longest first and as whole phrases, so allowing "Town Hall" does not allow "Town"
alone. `english_words` skips tokens holding a digit (catalog ids like Castle31, S05, B1).
"""

from __future__ import annotations

import re
from collections.abc import Iterable

WORD = re.compile(r"[A-Za-z][A-Za-z0-9'’_-]*")
CJK = re.compile(
    "[\u3000-\u303f"  # CJK punctuation: 、。「」
    "\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff"  # ideographs
    "\uff00-\uffef]"  # full-width forms: （）：，
)


def _without(text: str, allowed: Iterable[str]) -> str:
    for phrase in sorted({p for p in allowed if p}, key=len, reverse=True):
        # a phrase starting or ending in a letter or digit must not be part of a longer word or id
        head = r"(?<![A-Za-z0-9])" if phrase[0].isalnum() else ""
        tail = r"(?![A-Za-z0-9])" if phrase[-1].isalnum() else ""
        text = re.sub(head + re.escape(phrase) + tail, " ", text)
    return text


def english_words(text: str, allowed: Iterable[str] = ()) -> list[str]:
    """The Latin-letter words of `text` that are not allowed and hold no digit, in order."""
    rest = _without(text, allowed)
    return [word for word in WORD.findall(rest) if not any(ch.isdigit() for ch in word)]


def cjk_chars(text: str, allowed: Iterable[str] = ()) -> list[str]:
    """The Chinese characters and full-width punctuation of `text` outside the allowed phrases."""
    return CJK.findall(_without(text, allowed))
