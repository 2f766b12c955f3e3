"""The start menu's "start from a game under way": the position asked step by step (issue 27).

The table names the players, then types only what differs from the set-up, one `key = value`
line at a time, in the form of a position file (docs/positions.md): Tab completes the keys, each
shown with its set-up value, and a line is refused at once, with the reason, when its own key is
wrong (a typo, a number out of range, a building that does not exist). An empty line ends: if the
whole position still has problems (a building in two places), they are shown and more lines are
asked, a later line for the same key replacing the earlier one.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Sequence
from typing import Any

import questionary
from prompt_toolkit.completion import CompleteEvent, Completer, Completion
from prompt_toolkit.document import Document

from prompts.questions import clearing_keys
from referee import output
from referee.core import position_file
from referee.core.errors import Interrupted
from referee.core.position_file import Loaded, PositionError, dotted
from referee.i18n import t

SKIPPED = ("game", "players", "decision", "own_decision")  # said by the menu, or the referee's own
_KEY = re.compile(r"^\s*([^=]+?)\s*=")


def set_up_keys(game: str, players: Sequence[str]) -> dict[str, str]:
    """Every key of the set-up's position file, dotted (`player.Ann.francs`), with its value as
    written: what a table may change, and what it is when left alone."""
    from referee.registry import rules_for

    state = rules_for(game).new_state(list(players), {})
    data = position_file.dump(game, state)
    out: dict[str, str] = {}

    def walk(path: tuple[str, ...], value: Any) -> None:
        if isinstance(value, dict) and value:
            for key, inner in value.items():
                walk((*path, key), inner)
        else:
            out[dotted(path)] = _shown(value)

    for key, value in data.items():
        if key not in SKIPPED:
            walk((key,), value)
    return out


def _shown(value: Any) -> str:
    import tomli_w

    return tomli_w.dumps({"v": value}).partition("=")[2].strip().replace("\n", " ")


class KeyCompleter(Completer):
    """The keys of a position file, each with its set-up value, while no `=` is typed."""

    def __init__(self, keys: dict[str, str]) -> None:
        self.keys = keys

    def get_completions(self, document: Document, complete_event: CompleteEvent) -> Iterator[Completion]:
        typed = document.text_before_cursor
        if "=" in typed:
            return
        stem = typed.strip()
        for key, value in self.keys.items():
            if key.startswith(stem):
                meta = t("prompt.position_default", value=value)
                yield Completion(key + " = ", start_position=-len(typed), display=key, display_meta=meta)


def position_text(game: str, players: Sequence[str], lines: Iterable[str]) -> str:
    """The position file the menu's answers make."""
    head = [f"game = {_shown(game)}", f"players = {_shown(list(players))}"]
    return "\n".join([*head, *lines]) + "\n"


def key_of(line: str) -> str:
    found = _KEY.match(line)
    return found.group(1).replace(" ", "") if found else ""


def line_problem(game: str, players: Sequence[str], lines: dict[str, str], line: str) -> str:
    """Why `line` cannot be part of the position ("" when it can): the file not TOML with it, or a
    problem of its own key. Problems between keys wait for the end (a later line may settle them)."""
    key = key_of(line)
    if not key:
        return t("prompt.position_form")
    text = position_text(game, players, {**lines, key: line}.values())
    try:
        position_file.read(text, "-", game)
    except PositionError as exc:
        own = [p for p in exc.problems if p.key == key or p.key.startswith((key + ".", key + "["))]
        not_toml = [p for p in exc.problems if p.key == "-"]
        return "; ".join(p.why for p in (not_toml or own))
    return ""


def ask_position(game: str, players: Sequence[str]) -> tuple[Loaded, str]:
    """The position, asked line by line until it reads without a problem; and its text."""
    keys = set_up_keys(game, players)
    lines: dict[str, str] = {}
    output.say(t("prompt.position_intro"))
    while True:
        line = _ask_line(game, players, lines, keys)
        if line.strip():
            lines[key_of(line)] = line.strip()
            continue
        text = position_text(game, players, lines.values())
        try:
            data, where = position_file.parse(text, "-")
            found, state = position_file.from_data(data, where, "-", game)
        except PositionError as exc:
            output.say(t("prompt.position_problems"), style="yellow")
            for problem in exc.problems:
                output.say("  " + problem.text(), style="yellow")
            continue
        return Loaded(found, state, data), text


def _ask_line(game: str, players: Sequence[str], lines: dict[str, str], keys: dict[str, str]) -> str:
    def check(line: str) -> bool | str:
        if not line.strip():
            return True
        return line_problem(game, players, lines, line) or True

    question = questionary.text(
        t("prompt.position_line", count=len(lines)),
        validate=check,
        completer=KeyCompleter(keys),
        key_bindings=clearing_keys(),
        instruction=t("prompt.position_hint"),
    )
    answer = question.ask()
    if answer is None:  # Ctrl-C, end of input: nothing is created
        raise Interrupted(t("prompt.abort"))
    return str(answer)
