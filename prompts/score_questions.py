"""The interactive score sheet: `referee score GAME` on a terminal.

Asks for the players, then per player every key of the game's sheet in score-pad order
(`scorers.sheet_file.FIELDS`). Each answer is checked as it is typed, against the whole sheet so
far, with the same checks as a `--sheet` file (so "Bob's trophy is already Ann's" shows at once).
Numbers accept arithmetic (`3+6+2`); the typed form is kept: in the row's explanation and as a
comment in the saved TOML. Then the rich table, and offers to save the sheet and to export it.

questionary is imported inside the functions; Ctrl-C or end of input at any question raises
`Interrupted` (nothing is saved). Questions, hints and refusals are `score.ask.*` messages (and the
fields' `score.<game>.ask.*`) in the process language; what is typed is the file format's words.
"""

from __future__ import annotations

import copy
import re
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from referee import output
from referee.core.errors import Interrupted
from referee.core.notation import typed
from referee.core.record import replace
from referee.core.text import ascii_digits
from referee.i18n import has, t
from scorers.fields import Field
from scorers.problems import SheetError
from scorers.sheet import ScoreSheet
from scorers.sheet_file import FIELDS, PLAYER_COUNTS, dump_sheet, read_sheet, score_data
from scorers.words import colon

OMIT = object()  # an optional key left empty: not written at all
_TOKEN = re.compile(r"\s*([0-9]+|[-+*x×()−])")  # ASCII digits: `\d` would read ١٢ (and `int` fail on ²)


# --------------------------------------------------------------------------- typed answers


def evaluate(text: str) -> int:
    """A whole number, or arithmetic on whole numbers: `3+6+2`, `2×4+1`, `(3+2)*2`, `12-3`; a Chinese
    keyboard's full-width digits and signs read as ASCII (`notation.typed`), no other digits."""
    source = typed(text.strip())
    if not source:
        raise ValueError(t("score.ask.type_number"))
    if len(source) > 200:
        raise ValueError(t("score.ask.too_long"))
    tokens: list[str] = []
    position = 0
    while position < len(source):
        m = _TOKEN.match(source, position)
        if not m:
            raise ValueError(t("score.ask.not_number", text=repr(source)))
        tokens.append({"×": "*", "x": "*", "−": "-"}.get(m.group(1), m.group(1)))
        position = m.end()
        while position < len(source) and source[position].isspace():
            position += 1

    def expr(i: int) -> tuple[int, int]:
        value, i = term(i)
        while i < len(tokens) and tokens[i] in "+-":
            op = tokens[i]
            right, i = term(i + 1)
            value = value + right if op == "+" else value - right
        return value, i

    def term(i: int) -> tuple[int, int]:
        value, i = factor(i)
        while i < len(tokens) and tokens[i] == "*":
            right, i = factor(i + 1)
            value *= right
        return value, i

    def factor(i: int) -> tuple[int, int]:
        if i >= len(tokens):
            raise ValueError(t("score.ask.ends_early", text=repr(source)))
        if tokens[i] == "(":
            value, i = expr(i + 1)
            if i >= len(tokens) or tokens[i] != ")":
                raise ValueError(t("score.ask.unclosed", text=repr(source)))
            return value, i + 1
        if ascii_digits(tokens[i]):
            return int(tokens[i]), i + 1
        raise ValueError(t("score.ask.unexpected", text=repr(source), token=repr(tokens[i])))

    value, end = expr(0)
    if end != len(tokens):
        raise ValueError(t("score.ask.unexpected", text=repr(source), token=repr(tokens[end])))
    return value


def _number_or_name(item: str) -> int | str:
    """An entry of a list of names that may be numbers (Le Havre's buildings by number)."""
    number = typed(item)
    return int(number) if ascii_digits(number) else item


def is_arithmetic(text: str) -> bool:
    return any(op in text.strip() for op in "+-*x×−()")


def parse_answer(field: Field, text: str) -> tuple[Any, str]:
    """The value an answer gives `field` (or OMIT), and the typed text when it holds arithmetic."""
    text = text.strip()
    note = text if is_arithmetic(text) else ""
    if field.kind == "count":
        if not text:
            return (OMIT if field.optional else 0), ""
        value = evaluate(text)
        if value < 0:
            raise ValueError(t("score.ask.negative", text=text, value=value))
        return value, note
    if field.kind == "counts":
        if not text:
            return [], ""
        values = []
        for item in _split(text):
            value = evaluate(item)
            if value < 0:
                raise ValueError(t("score.ask.negative", text=item, value=value))
            values.append(value)
        return values, note
    if field.kind == "names":
        if not text:
            return [], ""
        return [_number_or_name(item) if field.digits_as_int else item for item in _split(text)], ""
    if field.kind == "table":
        if not text:
            return (OMIT if field.optional else {}), ""
        table: dict[str, int] = {}
        notes = []
        for item in _split(text):
            m = re.fullmatch(r"(.+?)\s*[=:]?\s*([0-9+\-*×()−\s]+)", typed(item))
            if not m or not m.group(2).strip():
                raise ValueError(t("score.ask.table_entry", example=field.example or "fish 3"))
            name, amount = m.group(1).strip(), m.group(2).strip()
            value = evaluate(amount)
            if value < 0:
                raise ValueError(t("score.ask.named_negative", name=name, text=amount, value=value))
            table[name] = table.get(name, 0) + value
            if is_arithmetic(amount):
                notes.append(f"{name} {amount}")
        return table, "; ".join(notes)
    raise ValueError(f"unknown field kind {field.kind!r}")  # a programming error, not an answer


def _split(text: str) -> list[str]:
    """Items separated by commas or semicolons (the Chinese ，、； too)."""
    items = [item.strip() for item in re.split(r"[,;，、；]", text)]
    if any(not item for item in items):
        raise ValueError(t("score.ask.empty_entry"))
    return items


# --------------------------------------------------------------------------- asking


def _answer(question: Any) -> Any:
    """Run a questionary question; Ctrl-C (None) or end of input abandons the sheet."""
    try:
        value = question.ask()
    except EOFError:
        raise Interrupted(t("score.ask.end_of_input")) from None
    if value is None:
        raise Interrupted(t("score.ask.interrupted"))
    return value


def _check_players(game_id: str, text: str) -> list[str] | str:
    low, high = PLAYER_COUNTS[game_id]
    names = [n.strip() for n in re.split(r"[,，、]", text)]
    if not text.strip() or any(not n for n in names):
        return t("score.ask.names_format")
    if not low <= len(names) <= high:
        return t("score.ask.player_count", count=len(names), low=low, high=high)
    seen: set[str] = set()
    for name in names:
        if name.casefold() in seen:
            return t("score.ask.name_twice", name=name)
        if len(name) > 30 or not name.isprintable():
            return t("score.ask.name_bad", name=repr(name))
        seen.add(name.casefold())
    return names


def _validator(
    game_id: str, answers: list[dict[str, Any]], index: int, field: Field, sub: str | None = None
) -> Callable[[str], bool | str]:
    """Check an answer against the whole sheet so far (partial: later answers may still come)."""

    def validate(text: str) -> bool | str:
        try:
            value, _ = parse_answer(_sub_field(field, sub), text)
        except ValueError as exc:
            return str(exc)
        if sub is not None and value == 0 and not text.strip():
            return t("score.ask.space_needed")
        candidate = _with(answers, index, field.key, value, sub)
        try:
            read_sheet(game_id, {"players": candidate}, partial=True)
        except SheetError as exc:
            return str(exc.problems[0])
        return True

    return validate


def _sub_field(field: Field, sub: str | None) -> Field:
    return field if sub is None else Field(f"{field.key}.{sub}", "count", field.question_key)


def _with(
    answers: list[dict[str, Any]], index: int, key: str, value: Any, sub: str | None
) -> list[dict[str, Any]]:
    candidate = copy.deepcopy(answers)
    if value is OMIT:
        candidate[index].pop(key, None)
    elif sub is None:
        candidate[index][key] = value
    else:
        candidate[index].setdefault(key, {})[sub] = value
    return candidate


def _instruction(field: Field) -> str:
    if field.kind == "count":
        return t("score.ask.hint_count_optional" if field.optional else "score.ask.hint_count")
    if field.example:
        return t("score.ask.hint_list_example", example=field.example)
    return t("score.ask.hint_list")


def _sub_name(game_id: str, field: Field, sub: str) -> str:
    """A sub-key of a table field in words (Pendulum's tracks: power / 权力), else the key itself."""
    key = f"score.{game_id}.{field.key}_keys.{sub}"
    return t(key) if has(key) else sub


def ask_players(game_id: str) -> list[str]:
    from prompts.questions import text_question

    low, high = PLAYER_COUNTS[game_id]

    def validate(text: str) -> bool | str:
        checked = _check_players(game_id, text)
        return checked if isinstance(checked, str) else True

    text = _answer(
        text_question(
            t("score.ask.players", low=low, high=high),
            validate=validate,
            instruction=t("score.ask.players_hint"),
        )
    )
    checked = _check_players(game_id, text)
    assert isinstance(checked, list)
    return checked


def ask_sheet(game_id: str) -> tuple[list[dict[str, Any]], dict[tuple[int, str], str]]:
    """Every player's answers, as the tables of a sheet file, and the arithmetic typed per key."""
    from prompts.questions import confirm_question, text_question

    names = ask_players(game_id)
    answers: list[dict[str, Any]] = [{"name": name} for name in names]
    notes: dict[tuple[int, str], str] = {}
    for index, name in enumerate(names):
        output.say(f"— {name} —", style="bold")
        for field in FIELDS[game_id]:
            if field.ask_if is not None and not field.ask_if(answers[index]):
                continue
            if field.kind == "bool":
                question = f"{name} · {field.question}"
                answers[index][field.key] = bool(_answer(confirm_question(question, default=False)))
                continue
            if field.kind == "table" and field.table_keys:
                parts = []
                for sub in field.table_keys:
                    sub_name = _sub_name(game_id, field, sub)
                    text = _answer(
                        text_question(
                            t("score.ask.sub_question", name=name, question=field.question, sub=sub_name),
                            validate=_validator(game_id, answers, index, field, sub),
                            instruction=t("score.ask.hint_space"),
                        )
                    )
                    value, note = parse_answer(_sub_field(field, sub), text)
                    answers[index].setdefault(field.key, {})[sub] = value
                    if note:
                        parts.append(f"{sub} {note}")
                if parts:
                    notes[(index, field.key)] = "; ".join(parts)
                continue
            text = _answer(
                text_question(
                    f"{name} · {field.question}{colon().rstrip()}",
                    validate=_validator(game_id, answers, index, field),
                    instruction=_instruction(field),
                )
            )
            value, note = parse_answer(field, text)
            if value is not OMIT:
                answers[index][field.key] = value
            if note:
                notes[(index, field.key)] = note
    return answers, notes


def annotate(sheet: ScoreSheet, notes: Mapping[tuple[int, str], str]) -> ScoreSheet:
    """Add the typed arithmetic to the explanation of the row fed by that answer."""
    rows = []
    for row in sheet.rows:
        explain = list(row.explain)
        for index in range(len(sheet.players)):
            note = notes.get((index, row.key))
            if note:
                explain[index] = t("score.ask.entered_as", text=explain[index], note=note)
        rows.append(replace(row, explain=tuple(explain)))
    return replace(sheet, rows=tuple(rows))


def _ask_path(question: str, suggested: str) -> Path:
    """A file to write: what is typed, or the suggestion (shown beside the question, not typed in
    for the user: typing starts a name of its own, issue 25). A folder is refused; an existing file
    is replaced only when confirmed; missing folders on the way are created."""
    from prompts.questions import confirm_question, text_question

    while True:
        raw = _answer(text_question(question, instruction=t("score.ask.suggested", name=suggested)))
        path = Path(raw.strip() or suggested).expanduser()
        if path.is_dir():
            output.say(t("score.ask.is_folder", path=path))
            continue
        if path.exists() and not _answer(confirm_question(t("score.ask.replace", path=path), default=False)):
            continue
        return path


def _write_asked(question: str, suggested: str, text: str) -> Path:
    """Write `text` to a file the user names; a file that cannot be written (no such folder can be
    made, no permission) is said so, and the name is asked again: the sheet is never lost."""
    from scorers.formats import write_file

    while True:
        path = _ask_path(question, suggested)
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            write_file(path, text)
        except OSError as exc:
            output.say(t("score.ask.not_written", path=path, reason=exc.strerror or exc))
            continue
        return path


def offer_save(game_id: str, answers: list[dict[str, Any]], notes: Mapping[tuple[int, str], str]) -> None:
    from prompts.questions import confirm_question

    if _answer(confirm_question(t("score.ask.save"), default=True)):
        text = dump_sheet(game_id, answers, notes)
        path = _write_asked(t("score.ask.save_to"), f"{game_id}-sheet.toml", text)
        output.say(t("score.ask.saved", path=path))


def offer_export(game_id: str, sheet: ScoreSheet) -> None:
    from prompts.questions import confirm_question, select_question
    from prompts.sheet_view import render
    from scorers.formats import EXTENSIONS

    if not _answer(confirm_question(t("score.ask.export"), default=False)):
        return
    fmt = _answer(
        select_question(
            t("score.ask.format"),
            [(fmt, t(f"score.ask.format_{fmt}")) for fmt in ("md", "csv", "json")],
        )
    )
    path = _write_asked(t("score.ask.export_to"), f"{game_id}-sheet.{EXTENSIONS[fmt]}", render(sheet, fmt))
    output.say(t("score.ask.exported", path=path))


def run_score_questions(game_id: str, fmt: str | None = None, output_path: Path | None = None) -> ScoreSheet:
    """The whole interactive flow: questions, the table, the offer to save the sheet (TOML), then
    the export: written as `--format`/`--output` ask when given, otherwise offered."""
    from prompts.sheet_view import emit, show
    from scorers.formats import choose_format

    answers, notes = ask_sheet(game_id)
    sheet = annotate(score_data(game_id, {"game": game_id, "players": answers}, "<answers>"), notes)
    show(sheet)
    offer_save(game_id, answers, notes)
    if fmt is None and output_path is None:
        offer_export(game_id, sheet)
    else:
        chosen = choose_format(fmt, output_path)
        if chosen != "table" or output_path is not None:
            emit(sheet, chosen, output_path)
    return sheet
