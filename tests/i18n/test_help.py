"""`referee --lang zh --help` and `referee --lang zh NAME --help`: every help text in Chinese.

Each help runs in a process of its own (`python -m referee`), as a user runs it: a command module's
option helps are built when the module is imported, which the eager `--lang` must precede. An
in-process CliRunner would reuse modules that other tests imported in English.

What the Chinese help keeps in Latin letters is listed below: option names, metavars, argument
names, format and game ids, examples in notation and the keys of a score sheet file.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys

import pytest

from referee import cli, i18n
from referee.registry import GAMES
from tests.i18n.leaks import english_words

# click's and typer's words in the usage line and the metavars, which stay as they are
CLICK = ("OPTIONS", "COMMAND", "ARGS", "<str>", "<path>", "<int>")
ALLOWED = (
    *CLICK,
    "referee",
    "`referee games`",
    "en",
    "zh",
    "REFEREE_LANG",
    "TOML",
    "JSON",
    "NAME=VALUE",
    "SAVE.bak",
    "FILE",
    *("csv", "json", "md", "svg", "html", "bgstats", "bgstats-link", "position", "table"),  # --format values
    "bgstats- link",  # rich may wrap bgstats-link at its hyphen
    *("all", "board", "sheet", "log"),  # export --part values
    '"Ann,Bob,Cy"',  # examples
    '"place -1,2"',
    '"Ann: trophy 4"',
    "resolution",  # rules TOPIC: "e.g. 结算 or resolution"
    *GAMES,
)
# `referee score --sheet`: the keys and values of a score sheet file, game by game
SHEET_KEYS = (
    *('`game = "..."`', "[[players]]", "`name`"),
    *("castle", "watchtower", "house", "gold", "sheep", "wood", "axe", "longships", "trophy"),
    *('"Castle31"', '"gold+2"', "unfilled_longships", "sites", '"port"', '"altar"', '"palace"'),
    *("francs", "loans", "buildings", '"Wharf"', '"Bank"', "ships", '"S05"', "goods", "fish"),
    *("vp", "mayor_cards", "adjacent_master_pairs"),
    *("power", "prestige", "popularity", "parchment", "legendary", "true", "privilege", "glory"),
)


def run(home, *args: str, **env: str) -> subprocess.CompletedProcess[str]:
    path = os.environ.get("PATH", "/usr/bin:/bin")
    return subprocess.run(
        [sys.executable, "-m", "referee", *args],
        capture_output=True,
        text=True,
        encoding="utf-8",
        env={"REFEREE_HOME": str(home), "PATH": path, "COLUMNS": "100", **env},
        stdin=subprocess.DEVNULL,
        timeout=60,
    )


def run_help(home, *args: str, **env: str) -> str:
    proc = run(home, *args, "--help", **env)
    assert proc.returncode == 0, proc.stderr
    return proc.stdout


def squeezed(text: str) -> str:
    """The text without any whitespace, so that a help text can be found however it was wrapped."""
    return "".join(text.split())


def zh(key: str) -> str:
    assert key in i18n.catalog("zh") and key in i18n.catalog("en"), key
    return i18n.catalog("zh")[key]


def param_names(command) -> list[str]:
    """The names an argument or option is shown by: --players, -p, save, SAVE (as in "COUNT moves")."""
    names: list[str] = []
    for param in command.params:
        names += [*param.opts, *param.secondary_opts]
        if param.param_type_name == "argument":
            names += [param.name, param.name.upper()]
    return names


def test_root_help_lists_every_command_in_chinese(tmp_path):
    out = run_help(tmp_path, "--lang", "zh")
    keys = ["help.description", "help.lang", "help.help_option"]
    keys += [f"help.{spec.name}.summary" for spec in cli.COMMANDS]
    for key in keys:
        assert squeezed(zh(key)) in squeezed(out), key
    for title in ("help.usage", "help.options", "help.commands"):
        assert zh(title) in out, title
    names = [spec.name for spec in cli.COMMANDS]
    allowed = (*ALLOWED, "--lang", "--version", "--help", *names, "MOVE", "COUNT", "TOPIC")
    assert english_words(out, allowed) == []


def test_every_command_help_is_chinese(tmp_path):
    for spec in cli.COMMANDS:
        out = run_help(tmp_path, "--lang", "zh", spec.name)
        command = cli.load_command(spec.name)
        keys = [f"help.{spec.name}.description", "help.help_option"]
        keys += [f"help.{spec.name}.{p.name}" for p in command.params]
        for key in keys:  # a {placeholder} is filled from the registry (the game ids, their sheet keys)
            for piece in re.split(r"\{\w+\}", squeezed(zh(key))):
                assert piece in squeezed(out), (spec.name, key)
        assert out.startswith(zh("help.usage") + "referee " + spec.name), out
        assert zh("help.options") in out, spec.name
        if any(p.param_type_name == "argument" for p in command.params):
            assert zh("help.arguments") in out, spec.name
        allowed = (*ALLOWED, spec.name, *param_names(command), "--help", "--output", "--chart", "--sheet")
        if spec.name == "score":
            allowed += SHEET_KEYS
        if spec.name == "catalog":
            allowed += ("`longships`", "`sites`")  # kinds as typed
        assert english_words(" ".join(out.split()), allowed) == [], spec.name


@pytest.mark.parametrize("args", [["--lang", "en"], []])
def test_english_help_is_the_english_catalog(tmp_path, args):
    out = run_help(tmp_path, *args, "move")
    en = i18n.catalog("en")
    for key in ("help.move.description", "help.move.save", "help.move.moves", "help.move.script"):
        assert squeezed(en[key]) in squeezed(out), key
    assert out.startswith("Usage: referee move [OPTIONS] {save} [moves]...")
    assert "Arguments:" in out and "Options:" in out and "[required]" in out


def test_without_lang_the_help_follows_referee_lang(tmp_path):
    out = run_help(tmp_path, "undo", REFEREE_LANG="zh")
    assert squeezed(zh("help.undo.description")) in squeezed(out)
    assert zh("help.default").format(default=1) in out


def test_an_unknown_lang_is_a_usage_error(tmp_path):
    proc = run(tmp_path, "--lang", "fr", "--help")
    assert proc.returncode == 2
    assert "unknown language 'fr'" in proc.stderr and "Traceback" not in proc.stderr


def test_a_bad_referee_lang_still_prints_the_help_in_english(tmp_path):
    out = run_help(tmp_path, REFEREE_LANG="fr")
    assert out.startswith("Usage: referee") and "games" in out
