"""The interactive layer: questions, rich rendering and messages.

Nothing here may prompt without a terminal: every caller asks `can_prompt()` first and, when it is
false, fails with a message naming what is missing and the flag that supplies it.
"""

from __future__ import annotations

import os
import sys


def can_prompt() -> bool:
    """True when questions can be asked: stdin is a terminal, or REFEREE_FORCE_PROMPTS=1 (tests).

    REFEREE_FORCE_PROMPTS=0 forbids prompting even on a terminal.
    """
    forced = os.environ.get("REFEREE_FORCE_PROMPTS", "").strip()
    if forced == "1":
        return True
    if forced == "0":
        return False
    stream = sys.stdin
    if stream is None:
        return False
    try:
        return stream.isatty()
    except (ValueError, OSError):  # closed or detached stream
        return False
