"""The command table in referee/cli.py: `--help` lists it without importing, each command loads.

`referee --help` and `referee games` must start in at most twice the time of `import typer`
(benchmarks/README.md), so the CLI imports a command's module only when that command runs.
"""

from __future__ import annotations

import subprocess
import sys

import pytest
from typer.testing import CliRunner

from referee import cli
from referee.registry import GAMES, tracked_games

PROBE = """
import sys
sys.argv = ["referee", *{args!r}]
from referee.cli import main
try:
    main()
except SystemExit:
    pass
print("MODULES:" + ",".join(sorted(sys.modules)), file=sys.stderr)
"""


# the games' message files a command read, per language (catalog() of a language not used only
# reads that language's own file, which says nothing about the games)
CATALOGS = PROBE.replace(
    'print("MODULES:" + ",".join(sorted(sys.modules)), file=sys.stderr)',
    "from referee import i18n\n"
    'print("MODULES:" + ",".join(p for l in i18n.LANGS for p in i18n.catalog(l).tried), file=sys.stderr)',
)


def modules_after(args: list[str], home, probe: str = PROBE) -> set[str]:
    proc = subprocess.run(
        [sys.executable, "-c", probe.format(args=args)],
        capture_output=True,
        text=True,
        env={"REFEREE_HOME": str(home), "PATH": "/usr/bin:/bin"},
        stdin=subprocess.DEVNULL,
    )
    line = next(x for x in proc.stderr.splitlines() if x.startswith("MODULES:"))
    return set(line[len("MODULES:") :].split(",")) - {""}


def test_every_command_of_the_table_loads_under_its_name():
    for spec in cli.COMMANDS:
        command = cli.load_command(spec.name)
        assert command is not None and command.name == spec.name, spec
    assert cli.load_command("no-such-command") is None


def test_help_lists_every_command_with_its_line_of_the_table():
    out = CliRunner().invoke(cli.app, ["--help"]).output
    for spec in cli.COMMANDS:
        assert spec.name in out and spec.help[:40] in " ".join(out.split()), spec


def test_help_and_games_import_no_command_module_engine_scorer_or_prompt(tmp_path):
    """A game package's `__init__` (its declaration) is read; nothing inside it (engine, score sheet)."""
    packages = {e.package for e in GAMES.values()}
    heavy = ("questionary", "prompt_toolkit", "rich.table", "scorers", "pydantic")
    for args in (["--help"], ["games"]):
        loaded = modules_after(args, tmp_path)
        found = sorted(m for m in loaded for h in heavy if m == h or m.startswith(h + "."))
        found += sorted(m for m in loaded for p in packages if m.startswith(p + "."))
        assert not found, (args, found)
        commands = sorted(m for m in loaded if m.startswith("referee.commands."))
        assert commands == ([] if args == ["--help"] else ["referee.commands.games"]), (args, commands)
    assert packages <= loaded  # `games` read the declarations: the test would see their modules


def test_help_and_games_read_no_game_message_file(tmp_path):
    """A game's messages (referee/<game>/messages.*.toml, referee/<game>/score_sheet.messages.*.toml) are read
    when one of its keys is first asked for; the notation of `moves looot` shows the probe sees it."""
    for args in (["--help"], ["games"], ["--lang", "zh", "games"], ["games", "--help"]):
        assert modules_after(args, tmp_path, CATALOGS) == set(), args
    assert modules_after(["moves", "looot"], tmp_path, CATALOGS) == {"looot."}


def test_a_move_that_ends_a_game_loads_no_prompt_table_or_sheet_file(tmp_path):
    """The last move of a game is scored by the game's scorer alone; no general TOML reader or writer."""
    import random

    from referee.core.simulate import PLAYER_NAMES, random_playout
    from referee.registry import rules_for
    from saves.session import Session

    rules = rules_for("looot")
    game = random_playout(rules, 2, random.Random(0), checked=False)
    session = Session.create(tmp_path / "g.toml", "looot", list(PLAYER_NAMES[:2]), {})
    for actor, move in game.moves[:-1]:
        session.declare(f"{actor}: {move}")
    actor, move = game.moves[-1]
    loaded = modules_after(["move", str(tmp_path / "g.toml"), f"{actor}: {move}"], tmp_path)
    assert "referee.looot.score_sheet" in loaded  # the game was scored
    # the save is read and written in its fixed form, the data files come from their caches
    heavy = (
        "questionary",
        "prompt_toolkit",
        "rich.table",
        "scorers.sheet_file",
        "json",
        "pydantic",
        "tomllib",
        "tomli_w",
    )
    assert not sorted(m for m in loaded for h in heavy if m == h or m.startswith(h + "."))
    assert Session.open(tmp_path / "g.toml").decision() is None  # and the move was really played


def finished_save(folder, game: str):
    """A complete random game of `game` at its fewest players, written as `referee` writes it."""
    import random

    from referee.core.game import decision
    from referee.core.simulate import PLAYER_NAMES, random_playout
    from referee.registry import rules_for
    from saves import schema, store
    from saves.session import Session

    rules = rules_for(game)
    players = min(rules.info.player_counts)
    log: list[schema.LogEntry] = []

    def write(state, actor, move):
        top = decision(rules, state)
        n = len(log) + 1
        log.append(
            schema.LogEntry(n, str(move), actor, top.kind, state.ctx.round, "2026-01-01T00:00:00+00:00")
        )

    random_playout(rules, players, random.Random(0), each=write)
    path = folder / f"{game}.toml"
    session = Session.create(path, game, list(PLAYER_NAMES[:players]), {})
    store.write_atomic(path, schema.encode(session.save.with_log(tuple(log), ())))
    return path


@pytest.mark.parametrize("game", tracked_games())
def test_status_and_history_to_a_pipe_import_no_rich_console_table_or_text(tmp_path, game):
    """Presentation costs where it is used: to a pipe, the picture and the score sheet are laid out
    as plain lines (prompts.pictures.plain) from the pictures' own Text (referee.drawing.layout), so
    `status` and `history` cost no more than `move`."""
    save = finished_save(tmp_path, game)
    commands = [["status", str(save)], ["history", str(save)]]
    if game == "looot":
        commands += [["history", str(save), "--chart"], ["status", str(save), "--text"]]
    for args in commands:
        loaded = modules_after(args, tmp_path)
        assert "referee.commands." + args[0] in loaded, args  # the command ran
        found = sorted(
            m
            for m in loaded
            for h in ("rich.console", "rich.table", "rich.text")
            if m == h or m.startswith(h + ".")
        )
        assert not found, (args, found)
    # the picture's words come from the game's own file, not from every catalog in both languages
    # (the state was cached by the runs above: a replay may need words of its own)
    assert modules_after(["status", str(save)], tmp_path, CATALOGS) == {f"{game}.", f"score.{game}."}
