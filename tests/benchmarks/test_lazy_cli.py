"""The command table in referee/cli.py: `--help` lists it without importing, each command loads.

`referee --help` and `referee games` must start in at most twice the time of `import typer`
(benchmarks/README.md), so the CLI imports a command's module only when that command runs.
"""

from __future__ import annotations

import subprocess
import sys

from typer.testing import CliRunner

from referee import cli
from referee.registry import GAMES

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
