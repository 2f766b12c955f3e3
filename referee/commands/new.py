"""`referee new GAME`: create a save; what setup still needs becomes the first pending decisions."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import typer

from referee import output
from referee.commands import common
from referee.core.errors import UsageError
from referee.core.flow import is_table_word
from referee.core.notation import typed
from referee.core.options import HOUSE_RULE
from referee.i18n import lang, t
from referee.registry import rules_for
from saves import paths
from saves.session import Session

PLAYER_SEPARATORS = re.compile(r"[,，、]")  # a Chinese keyboard types ， or 、 between names


def parse_players(raw: str, counts: tuple[int, ...]) -> list[str]:
    """The names as the moves will read them: each run of spaces one space (a move's text is read
    so, and a table cannot tell `Ann  Bob` from `Ann Bob` either)."""
    names = [" ".join(p.split()) for p in PLAYER_SEPARATORS.split(raw) if p.strip()]
    if len(names) not in counts:
        allowed = ", ".join(str(c) for c in counts)
        raise UsageError(t("cli.players_count", count=len(names), raw=repr(raw), allowed=allowed))
    seen: set[str] = set()
    for name in names:
        key = name.casefold()
        if key in seen:
            raise UsageError(t("cli.player_twice", name=repr(name)))
        script_comment = name.startswith("#")  # `#1: pass` in a script is a comment
        if (
            is_table_word(name)
            or ":" in typed(name)
            or script_comment
            or len(name) > 30
            or not name.isprintable()
        ):
            raise UsageError(t("cli.player_bad", name=repr(name)))
        seen.add(key)
    return names


def parse_options(raw: list[str]) -> dict[str, str]:
    options = {}
    for item in raw:
        key, sep, value = item.partition("=")
        if not sep or not key.strip() or not value.strip():
            raise UsageError(t("cli.option_form", item=repr(item)))
        options[key.strip()] = value.strip()
    return options


def new(
    game: str = typer.Argument(..., help=t("help.new.game")),
    players: str | None = typer.Option(None, "--players", "-p", help=t("help.new.players")),
    save: Path | None = typer.Option(None, "--save", help=t("help.new.save")),
    name: str | None = typer.Option(None, "--name", help=t("help.new.name")),
    option: list[str] = typer.Option([], "--option", "-o", help=t("help.new.option")),
    script: Path | None = typer.Option(None, "--script", help=t("help.new.script")),
    no_input: bool = typer.Option(False, "--no-input", help=t("help.new.no_input")),
    position: Path | None = typer.Option(None, "--position", help=t("help.new.position"), show_default=False),
) -> None:
    """Start a new game and create its save."""
    rules = rules_for(game)
    if position is not None:
        if players is not None or option:
            raise UsageError(t("cli.position_has_players"))
        loaded = load_position(rules.info.id, paths.expand(position))
        players = ", ".join(loaded.players)
    else:
        loaded = None
    if save is not None and name is not None:
        raise UsageError(t("cli.save_or_name"))
    if save is not None:  # `--save "~/x.toml"` quoted: a `~` folder here, not the home folder
        save = paths.expand(save)
    if script is not None:
        script = paths.expand(script)
    asked = players is None
    if players is None:
        if no_input:
            raise UsageError(t("cli.players_required"))
        players = _ask_players(rules.info.player_counts)
    names = parse_players(players, rules.info.player_counts)
    if asked and save is None and name is None:
        name = _ask_name(rules.info.id)
    path = (
        save
        if save is not None
        else paths.named(name)
        if name is not None
        else paths.generated(rules.info.id)
    )
    if save is not None:
        _make_folder(save)
    if loaded is not None:
        options = dict(loaded.state.options)
        session = Session.create(path, rules.info.id, names, options, position=loaded.data)
    else:
        session = Session.create(path, rules.info.id, names, parse_options(option))
    title = rules.info.title_zh if lang() == "zh" else rules.info.title_en
    output.say(t("cli.created", path=path, title=title, players=", ".join(names)))
    _say_house_rules(rules, session.save.options)
    if script is not None:
        common.run_moves(session, common.read_script(script), str(script))
    if not no_input and script is None:
        from prompts import can_prompt

        if can_prompt():
            from prompts.play_loop import play_interactively

            play_interactively(session)
            return
    output.show_pending(session)


def load_position(game: str, path: Path) -> Any:
    """The position file at `path`, read for `game` (every problem in it: exit 4, core/position_file.py)."""
    from referee.core.position_file import load_file

    return load_file(str(path), game)


def _make_folder(save: Path) -> None:
    """`--save` into a folder that does not exist yet: create it (and say so), as a table expects
    (`--save club/friday.toml`). Only the last folder is made: a path whose parent folder is missing
    too is more likely mistyped, and is refused by the save layer (exit 4, nothing created)."""
    folder = save.parent
    if folder.exists() or not folder.parent.is_dir():
        return
    try:
        folder.mkdir()
    except OSError as exc:
        raise UsageError(t("cli.folder_not_created", folder=folder, reason=exc.strerror or exc)) from None
    output.say(t("cli.folder_created", folder=folder))


def _say_house_rules(rules: Any, options: dict[str, str]) -> None:
    """Where this game plays a house rule at its default — the published rule — and the Chinese
    rulebook (the seed) reads it otherwise (`HouseRule.seed`), say so and how to play it the
    rulebook's way. A rule whose default is the seed's reading, or a mere setting (a grace in
    seconds), says nothing."""
    for rule in rules.info.house_rules:
        if rule.kind != HOUSE_RULE or options.get(rule.name) != rule.default:
            continue
        if not rule.seed or rule.seed == rule.default:
            continue
        others = rule.seed
        output.say(
            t(
                "cli.house_rule_differs",
                name=rule.name,
                default=rule.default,
                other=others,
            ),
            style="yellow",
        )


def _ask_players(counts: tuple[int, ...]) -> str:
    """The players line, asked again until it names a right number of distinct players."""
    from prompts import can_prompt

    if not can_prompt():
        raise UsageError(t("cli.no_players"))
    from prompts.questions import ask_text

    def check(text: str) -> bool | str:
        try:
            parse_players(text, counts)
        except UsageError as exc:
            return str(exc)
        return True

    return ask_text(t("cli.ask_players", counts="/".join(map(str, counts))), validate=check)


def _ask_name(game: str) -> str:
    """The save's name, asked at the prompt; Enter keeps the suggested one (GAME-DATE-TIME)."""
    from prompts.questions import ask_text

    suggested = paths.generated(game).name[: -len(paths.SUFFIX)]

    def check(text: str) -> bool | str:
        try:
            path = paths.named(text.strip())
        except UsageError as exc:
            return str(exc)
        return t("cli.save_exists", path=path) if path.exists() else True

    return ask_text(t("cli.ask_save_name"), validate=check, default=suggested).strip()


def register(app: typer.Typer) -> None:
    app.command("new", help=t("help.new.description"))(new)
