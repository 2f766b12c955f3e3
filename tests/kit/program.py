"""`referee` with the test games registered: what a subprocess test of Stones or Market runs.

Run as a script (`python tests/kit/program.py move SAVE "take 2"`), so that the source tree is put on
the path only to find `tests`; the command line and everything after it are the real CLI's.
"""

from __future__ import annotations

import sys
from pathlib import Path

if __name__ == "__main__":
    sys.path[0] = str(Path(__file__).resolve().parents[2])  # the source tree, not the script's folder

    from referee import registry
    from referee.cli import main
    from tests.kit.entries import TEST_GAMES

    registry.GAMES.update(TEST_GAMES)
    main()
