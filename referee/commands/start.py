"""The start menu shown by `referee` with no arguments: new game, resume a save, score sheet, rules.
Each choice runs its command, so the menu is a command itself, above the prompts it asks with
(tests/test_layers.py)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from referee import output
from referee.i18n import t
from referee.registry import GAMES, tracked_games
from saves import paths


def start_menu() -> None:
    from prompts import can_prompt

    if not can_prompt():
        output.say(t("cli.no_terminal"))
        output.say(t("cli.commands").strip("\n"))
        return
    from referee.commands.common import collect_garbage

    collect_garbage()
    run_start_menu()


def save_title(path: Path) -> str:
    """A save as the menu lists it: its name, game, players, round and last change."""
    from referee.core.errors import RefereeError
    from referee.core.text import shown
    from saves import schema, store

    name = shown(path.name[: -len(paths.SUFFIX)])
    try:
        save = schema.decode(store.read_text(path), str(path))
    except RefereeError:
        return t("prompt.save_unreadable", name=name)
    game = GAMES[save.game].title() if save.game in GAMES else save.game
    last = save.log[-1].round if save.log else 0
    when = save.updated.replace("T", " ")[:16]
    where = t("prompt.save_round", n=last) if last else t("prompt.save_setup")
    from referee.commands.common import finished

    if finished(path):
        where = t("prompt.save_finished")
    return t(
        "prompt.save_line", name=name, game=game, players=", ".join(save.players), round=where, when=when
    )


def run_start_menu() -> None:
    from prompts.questions import ask_select

    action = ask_select(
        t("prompt.start"),
        [(key, t(f"prompt.{key}")) for key in ("new_game", "under_way", "resume", "score", "rules", "quit")],
    )
    if action == "quit":
        return
    if action == "new_game":
        game = ask_select(
            t("prompt.which_game"),
            [(g, f"{GAMES[g].title()} ({GAMES[g].title_other()})") for g in tracked_games()],
        )
        from referee.commands.new import new

        new(
            game=game,
            players=None,
            save=None,
            name=None,
            option=ask_options(game),
            script=None,
            no_input=False,
            position=None,
        )
    elif action == "under_way":
        start_under_way()
    elif action == "resume":
        from referee.commands.list_saves import saves_newest_first

        saves = saves_newest_first()[:30]
        if not saves:
            output.say(t("cli.no_saves", folder=paths.saves_dir()))
            return
        pick = ask_select(t("prompt.which_save"), [(str(p), save_title(p)) for p in saves])
        from referee.commands.play import play

        play(save=pick, script=None, no_input=False)
    elif action == "score":
        game = ask_select(
            t("prompt.which_game"), [(g, f"{e.title()} ({e.title_other()})") for g, e in GAMES.items()]
        )
        from referee.commands.score import score

        score(game=game, sheet=None, fmt=None, output_path=None)
    else:
        game = ask_select(
            t("prompt.which_game"), [(g, f"{e.title()} ({e.title_other()})") for g, e in GAMES.items()]
        )
        read_rules(game)


def ask_options(game: str) -> list[str]:
    """The game's options for a new game, as `referee new --option NAME=VALUE` takes them: each
    published variant asked (Le Havre's short game, Pendulum's untimed clock), then, if the table
    wants to, each house rule; every question starts on the default, so Enter plays the published
    game. Only the options changed are returned."""
    from prompts.questions import ask_select
    from referee.core.options import VARIANT
    from referee.registry import rules_for

    rules = rules_for(game).info.house_rules
    chosen = [answer(rule) for rule in rules if rule.kind == VARIANT]
    others = [rule for rule in rules if rule.kind != VARIANT]
    if others:
        names = ", ".join(rule.name for rule in others)
        choices = [
            ("published", t("prompt.house_rules_published")),
            ("choose", t("prompt.house_rules_choose")),
        ]
        if ask_select(t("prompt.house_rules_ask", names=names), choices, default="published") == "choose":
            chosen += [answer(rule) for rule in others]
    return [f"{name}={value}" for name, value, default in chosen if value != default]


def answer(rule: Any) -> tuple[str, str, str]:
    """(name, value, default) of one option, asked with its default highlighted."""
    from prompts.questions import ask_select

    marked = [(c, t("prompt.option_default", choice=c) if c == rule.default else c) for c in rule.choices]
    value = ask_select(
        t("prompt.option_ask", name=rule.name, summary=rule.summary), marked, default=rule.default
    )
    return rule.name, value, rule.default


def read_rules(game: str) -> None:
    """The start menu's rules: the outline of the seed's sections, then any section or words asked
    for, one after another, paged (`referee rules GAME TOPIC`), until an empty answer."""
    from prompts.questions import ask_text
    from referee.rule_text import show_topic

    with output.paged():
        show_topic(game, None)
    while True:
        topic = ask_text(t("prompt.rules_topic")).split()
        if not topic:
            return
        with output.paged():
            show_topic(game, topic)


def start_under_way() -> None:
    """A game tracked from where it stands: the game, the players, then only what differs from the
    set-up, asked line by line (prompts/position_questions.py); then it is played as any other."""
    from prompts.play_loop import play_interactively
    from prompts.position_questions import ask_position
    from prompts.questions import ask_select
    from referee.commands.new import _ask_name, _ask_players, parse_players
    from referee.core.position_file import games_with_codec
    from referee.registry import rules_for
    from saves.session import Session

    game = ask_select(
        t("prompt.which_game"),
        [(g, f"{GAMES[g].title()} ({GAMES[g].title_other()})") for g in games_with_codec()],
    )
    rules = rules_for(game)
    names = parse_players(_ask_players(rules.info.player_counts), rules.info.player_counts)
    loaded, _ = ask_position(game, names)
    path = paths.named(_ask_name(game))
    session = Session.create(path, game, names, dict(loaded.state.options), position=loaded.data)
    title = f"{GAMES[game].title()}"
    output.say(t("cli.created", path=path, title=title, players=", ".join(names)))
    play_interactively(session)
