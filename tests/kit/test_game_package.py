"""A game is one package (issue 24): a fifth game is its package, its seed, one word in the registry
and its tests.

Every registered package declares itself once (`DECLARED`) and holds each piece under the same name
(referee/core/declared.py `PIECES`: engine, messages, score sheet and its messages, glossary,
summaries, rulings in both languages); the shared code finds them through the registry, and no
module outside a game's package names a game's id in its code, nor builds a package's name from an
id (`f"referee.{game}"`); docstrings and comments may give examples.
"""

from __future__ import annotations

import ast
import importlib
import subprocess
import sys
from pathlib import Path

import pytest

from referee import registry
from referee.core.declared import ENGINE, PANEL, PIECES, SCORE_SHEET, Declared
from referee.i18n import game_files
from scorers.sheet_file import spec

ROOT = Path(__file__).resolve().parents[2]
SHARED = ("referee", "scorers", "prompts", "saves")  # the program's code outside the game packages
PACKAGES = registry.PACKAGES


def folder(package: str) -> Path:
    return ROOT / package.replace(".", "/")


@pytest.mark.parametrize("package", PACKAGES)
def test_each_package_declares_itself_once_and_the_registry_reads_it(package):
    declared = importlib.import_module(package).DECLARED
    assert isinstance(declared, Declared)
    e = registry.entry(declared.id)
    assert (e.package, e.module, e.title_en, e.title_zh) == (
        package,
        package,
        declared.title_en,
        declared.title_zh,
    )
    assert (ROOT / "seeds" / declared.seed_file).is_file()
    # the id is the package's name: the message catalogs find a game's files by it, without the
    # registry (which speaks through them)
    assert package == f"referee.{declared.id}"
    info = registry.rules_for(declared.id).info  # the engine's GameInfo takes them from the declaration
    assert (info.id, info.title_zh, info.seed_file, info.player_counts) == (
        declared.id,
        declared.title_zh,
        declared.seed_file,
        declared.player_counts,
    )


@pytest.mark.parametrize("package", PACKAGES)
def test_each_package_holds_every_piece_under_its_name(package):
    missing = [piece for piece in PIECES if not (folder(package) / piece).is_file()]
    assert missing == [], package
    game_id = importlib.import_module(package).DECLARED.id
    assert importlib.import_module(f"{package}.{ENGINE}").GAME.info.id == game_id
    assert spec(game_id) is importlib.import_module(f"{package}.{SCORE_SHEET}").SHEET
    for language in ("en", "zh"):  # the message loader finds both files through the registry
        files = game_files(language)
        assert {f"{game_id}.", f"score.{game_id}."} <= set(files)
    if importlib.import_module(package).DECLARED.live_panel:
        assert callable(importlib.import_module(f"{package}.{PANEL}").panel_for)
    else:
        assert not (folder(package) / f"{PANEL}.py").exists()  # a panel nobody would find


def test_importing_a_package_for_its_declaration_loads_nothing_of_the_game():
    probe = (
        "import sys\n"
        f"for p in {PACKAGES!r}:\n"
        "    __import__(p)\n"
        f"print(sorted(m for m in sys.modules for p in {PACKAGES!r} if m.startswith(p + '.')))"
    )
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"


def _code_names(path: Path) -> set[str]:
    """Every string constant (docstrings left out), name, attribute and imported module of the code."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docstrings = {
        id(node.body[0].value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef)
        and node.body
        and isinstance(node.body[0], ast.Expr)
        and isinstance(node.body[0].value, ast.Constant)
    }
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings:
            found.add(node.value)
        elif isinstance(node, ast.Name):
            found.add(node.id)
        elif isinstance(node, ast.Attribute):
            found.add(node.attr)
        elif isinstance(node, ast.JoinedStr) and any(  # f"referee.{game}.moves": a package by its id
            isinstance(v, ast.Constant) and str(v.value).endswith(("referee.", "referee/"))
            for v in node.values
        ):
            found.add("referee.{game}")
        elif isinstance(node, ast.ImportFrom | ast.Import):
            found.update(n for alias in node.names for n in (alias.name, getattr(node, "module", None) or ""))
    return found


def names_a_game(text: str, ids: tuple[str, ...]) -> bool:
    if text == "referee.{game}":
        return True
    words = text.replace("/", ".").replace("-", ".").replace("_", ".").split(".")
    return any(game_id in words or f"referee.{game_id}" in text for game_id in ids)


def test_no_shared_module_names_a_game():
    ids = tuple(registry.GAMES)
    games = {folder(p) for p in PACKAGES}
    breaches = []
    for top in SHARED:
        for path in sorted((ROOT / top).rglob("*.py")):
            if "__pycache__" in path.parts or any(g in path.parents for g in games):
                continue
            for name in _code_names(path):
                if names_a_game(name, ids) and not (path.name == "registry.py" and name in PACKAGES):
                    breaches.append(f"{path.relative_to(ROOT)}: {name!r}")
    assert breaches == []


def test_the_check_would_see_a_game_named(tmp_path):
    ids = ("looot", "guilds", "pendulum")
    assert names_a_game("score.looot.row", ids) and names_a_game("referee.looot.engine", ids)
    assert names_a_game("looot", ids) and not names_a_game("loootx", ids) and not names_a_game("Looot", ids)
    shared = tmp_path / "shared.py"
    shared.write_text(
        '"""Docstrings may say guilds."""\n'
        'KEPT = {"guilds": {"end_2p": "track_only"}}\n'
        "def row(t, zone):\n"
        '    """An example: pendulum."""\n'
        '    return t(f"pendulum.row.{zone}")  # a comment may say looot\n'
        'MOVES = f"referee.{row}.moves"\n',
        encoding="utf-8",
    )
    found = sorted(n for n in _code_names(shared) if names_a_game(n, ids))
    assert found == ["guilds", "pendulum.row.", "referee.{game}"]
