"""The start menu: new game, resume a save, score sheet, rules."""

from __future__ import annotations

from referee import output
from referee.i18n import t
from referee.registry import GAMES, tracked_games
from saves import paths


def run_start_menu() -> None:
    from prompts.questions import ask_select

    action = ask_select(
        t("prompt.start"),
        [(key, t(f"prompt.{key}")) for key in ("new_game", "resume", "score", "rules", "quit")],
    )
    if action == "quit":
        return
    if action == "new_game":
        game = ask_select(
            t("prompt.which_game"),
            [(g, f"{GAMES[g].title()} ({GAMES[g].title_other()})") for g in tracked_games()],
        )
        from referee.commands.new import new

        new(game=game, players=None, save=None, name=None, option=[], script=None, no_input=False)
    elif action == "resume":
        folder = paths.saves_dir()
        saves = (
            sorted(folder.glob("*" + paths.SUFFIX), key=lambda p: p.stat().st_mtime, reverse=True)[:30]
            if folder.is_dir()
            else []
        )
        if not saves:
            output.say(t("cli.no_saves", folder=folder))
            return
        pick = ask_select(t("prompt.which_save"), [(str(p), p.name) for p in saves])
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
        from referee.commands.rules import rules

        rules(game=game, topic=None, full=False)
