"""The program's entry (the `referee` console script and `python -m referee`).

A one-shot command lives a fraction of a second and its memory goes back at exit, so it runs with
the cyclic garbage collector off: its passes over the objects the imports create were ~7% of a cold
`referee move` at the end of a long Le Havre game. The interactive commands (`play`, the start
menu) live as long as a game does and turn it back on (`collect_garbage` in referee/commands/common.py:
the commands sit below this entry, tests/test_layers.py).

Whatever the command, its objects are frozen (`gc.freeze`) when it ends: Python's shutdown still
runs full collections over every object left (the modules, the state, the caches), ~12 ms of a
cold `referee move` (85 -> 72 ms at the end of a 4-player Looot game) for memory the process is
about to give back. Nothing is lost: open files are closed by their commands, the exit handlers
(core/codecache.py) run as before, and what is not in a cycle is still freed by its count.
"""

from __future__ import annotations

import gc


def main() -> None:
    gc.disable()
    from referee.cli import main as run

    try:
        run()
    finally:
        gc.freeze()
