"""The program's entry (the `referee` console script and `python -m referee`).

A one-shot command lives a fraction of a second and its memory goes back at exit, so it runs with
the cyclic garbage collector off: its passes over the objects the imports create were ~7% of a cold
`referee move` at the end of a long Le Havre game. The interactive commands (`play`, the start
menu) live as long as a game does and turn it back on (`collect_garbage` in referee/commands/common.py:
the commands sit below this entry, tests/test_layers.py).
"""

from __future__ import annotations

import gc


def main() -> None:
    gc.disable()
    from referee.cli import main as run

    run()
