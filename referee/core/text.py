"""Words given now, or a function that builds them when they are read.

An engine announces effects and asks questions on every move, in the user's language; a random
playout applies thousands of moves and a replay hundreds, and neither reads the words. So an
`Effect` message or a `Decision` prompt may be a function of no arguments (typically
`functools.partial` of the game's message function, its arguments bound at once) that `spell`
calls when the words are read, in the language of that moment.
"""

from __future__ import annotations

from collections.abc import Callable

Text = str | Callable[[], str]


def spell(text: Text) -> str:
    """The words of `text`, built now if they were deferred."""
    return text if isinstance(text, str) else text()
