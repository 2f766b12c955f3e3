"""The layers import downwards only, read from the source of every module (ast, nothing imported).

One stack, lowest first; a module may import its own layer and the layers below, never above:

  core          referee.core, referee.i18n, referee.registry: rules machinery, messages, and the
                list of game packages by name (the registry imports none: it loads each by
                importlib, which is not an import edge, so core can find a game's files through it)
  kit           referee.drawing, scorers (sheet, fields, words …): what a game builds its
                pictures and score sheet from
  games         referee.<game> for every registered game (engine, score sheet, panel, picture …)
  saves         saves: the files
  presentation  referee.output, scorers.formats, scorers.sheet_file, prompts.pictures: printing,
                sheet formats and files, board pictures
  prompts       prompts: the interactive questions
  serve         referee.serve: the game in browsers (`referee serve`); the web framework only here
  commands      referee.commands
  cli           referee.cli, referee.launch, referee.__main__, referee.usage

Imports inside functions count: they run too (only `if TYPE_CHECKING:` bodies do not). Beside the
order, no module may import itself back through others (a cycle: `test_no_import_cycle`). What is
still wrong is listed in KNOWN_UPWARD and KNOWN_CYCLES (issue 24), exactly: a new breach fails, and
so does an entry that no longer occurs, so the lists only shrink.

Older, narrower rules kept as their own tests:
- `referee/core` imports none of `saves`, `prompts`, `scorers`, `referee.commands`, a game package or
  the CLI (`referee.cli`, `referee.__main__`, `referee.output`, `referee.usage`);
- an engine (`referee/<game>` for every registered game) asks nothing itself: no `prompts`;
- a game's scorer (`referee/<game>/score_sheet.py`) is found by `scorers.sheet_file` and never imports it.
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


# -- one stack, lazy imports included ------------------------------------------------------------

STACK = ("core", "kit", "games", "saves", "presentation", "prompts", "serve", "commands", "cli")
TOP_INITS = {"referee": "core", "scorers": "kit", "prompts": "prompts", "saves": "saves"}
PLACES = {  # the longest prefix decides
    "referee.core": "core",
    "referee.i18n": "core",
    "referee.drawing": "kit",
    "scorers": "kit",
    **dict.fromkeys(GAME_PACKAGES, "games"),
    "referee.registry": "core",
    "saves": "saves",
    "referee.output": "presentation",
    "referee.rule_text": "presentation",
    "scorers.formats": "presentation",
    "scorers.sheet_file": "presentation",
    "prompts.pictures": "presentation",
    "prompts": "prompts",
    "referee.serve": "serve",
    "referee.commands": "commands",
    **dict.fromkeys(("referee.cli", "referee.launch", "referee.__main__", "referee.usage"), "cli"),
}

# Still upward, (importer, imported): reason. Issue 24; fix one, delete its line.
KNOWN_UPWARD: dict[tuple[str, str], str] = {}

# Still cycles, exactly these modules each: reason. Issue 24; a smaller cycle is a new, shorter line.
KNOWN_CYCLES: dict[frozenset[str], str] = {}


def every_module() -> dict[str, Path]:
    return {module_name(p): p for top in TOPS for p in modules(ROOT / top)}


def layer_of(module: str) -> str:
    if module in TOP_INITS:
        return TOP_INITS[module]
    places = [p for p in PLACES if is_under(module, (p,))]
    if not places:
        raise KeyError(f"{module} is in no layer: add it to PLACES in tests/test_layers.py")
    return PLACES[max(places, key=len)]


def import_graph() -> dict[tuple[str, str], list[int]]:
    """(importer, imported module): the lines, for every import between our modules that runs. An
    edge goes to the module named (`from a import b`: to `a.b` when it is a module, else to `a`),
    not to the packages above it, whose `__init__` Python has in place before any of their modules."""
    known = every_module()
    edges: dict[tuple[str, str], list[int]] = {}
    for name, path in known.items():
        found = imports(path.read_text(encoding="utf-8"), name, path.name == "__init__.py")
        by_line: dict[int, set[str]] = {}
        for imported, line in found:
            while imported and imported not in known:
                imported = imported.rpartition(".")[0]
            if imported and imported != name:
                by_line.setdefault(line, set()).add(imported)
        for line, targets in by_line.items():
            for target in targets:
                if not any(other.startswith(target + ".") for other in targets):
                    edges.setdefault((name, target), []).append(line)
    return edges


def upward(edges: dict[tuple[str, str], list[int]]) -> dict[tuple[str, str], list[int]]:
    return {
        pair: lines
        for pair, lines in edges.items()
        if STACK.index(layer_of(pair[1])) > STACK.index(layer_of(pair[0]))
    }


def cycles(edges: dict[tuple[str, str], list[int]]) -> list[frozenset[str]]:
    """The strongly connected components of more than one module (Tarjan, without recursion)."""
    graph: dict[str, list[str]] = {}
    for a, b in sorted(edges):
        graph.setdefault(a, []).append(b)
        graph.setdefault(b, [])
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[frozenset[str]] = []
    for root in graph:
        if root in index:
            continue
        work = [(root, 0)]
        while work:
            node, i = work.pop()
            if i == 0:
                index[node] = low[node] = len(index)
                stack.append(node)
                on_stack.add(node)
            if i < len(graph[node]):
                work.append((node, i + 1))
                nxt = graph[node][i]
                if nxt not in index:
                    work.append((nxt, 0))
                elif nxt in on_stack:
                    low[node] = min(low[node], index[nxt])
                continue
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[node])
            if low[node] == index[node]:
                component = set()
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.add(member)
                    if member == node:
                        break
                if len(component) > 1:
                    found.append(frozenset(component))
    return found


def closing_lines(component: frozenset[str], edges: dict[tuple[str, str], list[int]]) -> list[str]:
    """One shortest way round the cycle from its first module: the import lines that close it."""
    start = min(component)
    paths = {start: [start]}
    queue = [start]
    while queue:
        node = queue.pop(0)
        for a, b in sorted(edges):
            if a == node and b in component:
                if b == start:
                    way = [*paths[node], start]
                    return [
                        f"{x} imports {y} (line {edges[(x, y)]})" for x, y in zip(way, way[1:], strict=False)
                    ]
                if b not in paths:
                    paths[b] = [*paths[node], b]
                    queue.append(b)
    return []


def test_every_module_has_a_layer():
    assert [m for m in every_module() if layer_of(m) not in STACK] == []


def test_no_upward_import():
    found = upward(import_graph())
    new = [
        f"{a} ({layer_of(a)}) imports {b} ({layer_of(b)}), line {found[(a, b)]}"
        for a, b in found
        if (a, b) not in KNOWN_UPWARD
    ]
    gone = [
        f"{a} -> {b} no longer occurs: delete it from KNOWN_UPWARD"
        for a, b in KNOWN_UPWARD
        if (a, b) not in found
    ]
    assert sorted(new) + sorted(gone) == []


def test_no_import_cycle():
    edges = import_graph()
    found = cycles(edges)
    new = [
        f"cycle of {len(c)}: {sorted(c)}; " + "; ".join(closing_lines(c, edges))
        for c in found
        if c not in KNOWN_CYCLES
    ]
    gone = [
        f"{sorted(c)} is no cycle now: delete or shrink it in KNOWN_CYCLES"
        for c in KNOWN_CYCLES
        if c not in found
    ]
    assert new + gone == []


def test_the_cycle_finder_sees_a_lazy_cycle_and_the_lines_closing_it():
    edges = {("a", "b"): [3], ("b", "c"): [9], ("c", "a"): [40], ("c", "d"): [1], ("d", "e"): [2]}
    assert cycles(edges) == [frozenset("abc")]
    assert closing_lines(frozenset("abc"), edges) == [
        "a imports b (line [3])",
        "b imports c (line [9])",
        "c imports a (line [40])",
    ]
    assert upward({("referee.core.text", "referee.commands.new"): [1], ("prompts", "saves.store"): [2]}) == {
        ("referee.core.text", "referee.commands.new"): [1]
    }
