"""The start menu shown by `referee` with no arguments."""

from __future__ import annotations

from referee import output

COMMANDS = """\
  referee new GAME --players "Ann,Bob"   start a game (referee games lists them)
  referee play SAVE                      resume a game at the prompts
  referee move SAVE "MOVE"               declare a move
  referee check SAVE "MOVE"              is this move legal now, and why not
  referee moves SAVE                     the legal moves now
  referee status SAVE                    the position and what is pending
  referee history SAVE                   the log (undo / redo step through it)
  referee list                           the saved games
  referee score GAME                     an end-of-game score sheet
  referee rules GAME [TOPIC]             the rulebook text
  referee --help                         everything else"""


def start_menu() -> None:
    from prompts import can_prompt

    if not can_prompt():
        output.say("referee — a table referee. No terminal to prompt in; the commands are:")
        output.say(COMMANDS)
        return
    from prompts.start_menu import run_start_menu

    run_start_menu()
