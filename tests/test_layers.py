"""The layers import downwards only, read from the source of every module (ast, nothing imported).

- `referee/core` knows no files, prompts, score sheets, commands, game or command line: it may
  import none of `saves`, `prompts`, `scorers`, `referee.commands`, a game package or the CLI
  (`referee.cli`, `referee.__main__`, `referee.output`, `referee.usage`), except for type checking;
- an engine (`referee/<game>` for every registered game) asks nothing itself: no `prompts`;
- a game's scorer (`referee/<game>/score_sheet.py`) is found by `scorers.sheet_file` and never imports it.

Imports inside functions count: they run too.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from referee.core.declared import SCORE_SHEET
from referee.registry import GAMES

ROOT = Path(__file__).resolve().parents[1]
TOPS = ("referee", "scorers", "prompts", "saves")
CLI = ("referee.cli", "referee.launch", "referee.__main__", "referee.output", "referee.usage")


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def imports(source: str, module: str, is_package: bool = False) -> list[tuple[str, int]]:
    """(module imported, line) for every import that runs, outside `if TYPE_CHECKING:` bodies.

    `from a import b` gives both `a` and `a.b` (b may be a module); relative imports are resolved."""
    found: list[tuple[str, int]] = []
    package = module if is_package else module.rpartition(".")[0]

    def visit(node: ast.AST) -> None:
        if isinstance(node, ast.If) and _is_type_checking(node.test):
            for child in node.orelse:
                visit(child)
            return
        if isinstance(node, ast.Import):
            found.extend((alias.name, node.lineno) for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - (node.level - 1)]
                base = ".".join([*anchor, *([base] if base else [])])
            found.append((base, node.lineno))
            found.extend((f"{base}.{alias.name}", node.lineno) for alias in node.names if alias.name != "*")
        for child in ast.iter_child_nodes(node):
            visit(child)

    visit(ast.parse(source))
    return found


def is_under(name: str, prefixes: tuple[str, ...]) -> bool:
    return any(name == p or name.startswith(p + ".") for p in prefixes)


def modules(folder: Path) -> list[Path]:
    return sorted(p for p in folder.rglob("*.py") if "__pycache__" not in p.parts)


def breaches(folder: Path, forbidden: tuple[str, ...]) -> list[str]:
    out = []
    for path in modules(folder):
        name = module_name(path)
        source = path.read_text(encoding="utf-8")
        for imported, line in imports(source, name, path.name == "__init__.py"):
            if is_under(imported, forbidden):
                out.append(f"{path.relative_to(ROOT)}:{line} imports {imported}")
    return sorted(set(out))


GAME_PACKAGES = tuple(e.package for e in GAMES.values())


def test_the_core_imports_no_files_prompts_sheets_commands_games_or_cli():
    forbidden = ("saves", "prompts", "scorers", "referee.commands", *GAME_PACKAGES, *CLI)
    assert breaches(ROOT / "referee" / "core", forbidden) == []


@pytest.mark.parametrize("package", GAME_PACKAGES)
def test_an_engine_imports_no_prompts(package):
    assert breaches(ROOT / package.replace(".", "/"), ("prompts",)) == []


def test_a_game_scorer_does_not_import_the_sheet_file_reader():
    scorers = [ROOT / e.package.replace(".", "/") / f"{SCORE_SHEET}.py" for e in GAMES.values()]
    assert all(path.is_file() for path in scorers)  # every registered game has its sheet
    found = []
    for path in scorers:
        found += [i for i, _ in imports(path.read_text(encoding="utf-8"), module_name(path))]
    assert [i for i in found if is_under(i, ("scorers.sheet_file", "prompts"))] == []


def test_the_packages_seen_are_the_real_ones():
    assert {module_name(p).split(".")[0] for top in TOPS for p in modules(ROOT / top)} == set(TOPS)
    assert "referee.looot" in GAME_PACKAGES and "referee.core.rulings" in {
        module_name(p) for p in modules(ROOT / "referee" / "core")
    }


def test_imports_are_read_as_they_run():
    source = """
from __future__ import annotations
import saves.store, os
from typing import TYPE_CHECKING
from . import flow
from ..commands import status
if TYPE_CHECKING:
    from scorers.sheet import ScoreSheet
else:
    from prompts import pictures
def later():
    from referee import looot
"""
    got = {name for name, _ in imports(source, "referee.core.x")}
    assert {"saves.store", "os", "referee.core.flow", "referee.commands.status", "prompts.pictures"} <= got
    assert "referee.looot" in got  # inside a function: it runs when called
    assert not any(name.startswith("scorers") for name in got)  # for the type checker only
    assert {name for name, _ in imports("from .geometry import Hex", "referee.looot", True)} == {
        "referee.looot.geometry",
        "referee.looot.geometry.Hex",
    }
    assert is_under("referee.commands.status", ("referee.commands",))
    assert not is_under("referee.commandsx", ("referee.commands",))
