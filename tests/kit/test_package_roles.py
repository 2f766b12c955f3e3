"""Every game package has the same files under the same names, and no import hides behind one letter.

A reader who knows one engine finds the same thing in the same place in every other: where a new
game starts (`rules/setup.py`), where its house rules are declared (`rules/options.py`), where it
ends and is scored (`rules/end_game.py`). So each registered game must have every role below, and
the names the core reads off `rules` must be the role module's own (a game that kept its house
rules in its `__init__` and an empty options.py would fail). A game adds modules of its own freely
(Le Havre's `buildings/`, Pendulum's `council`); only these are demanded.

No import alias of one letter (`from . import goods as G`, `msg as _t`) anywhere in the program:
a reader should not have to look up what `G.read` or `B.step` is. Imports are read with `ast`.
"""

from __future__ import annotations

import ast
import importlib
import importlib.util
from pathlib import Path
from types import ModuleType

import pytest

from referee import registry
from saves import cache

# The files of a game package beside `rules/`, and why each is there.
PACKAGE_ROLES: dict[str, str] = {
    "state": "the position as frozen plain data, the referee's turn context (`ctx`) apart",
    "moves": "one record per move kind, each declaring its notation once (`NOTATION`, `parse`)",
    "flow": "the flow table: which steps there are, who answers each and with which move kinds",
    "refs": "the seed passages (`RuleRef`) every refusal and announcement cites",
    "catalog": "the component data read from data/*.toml, or the fields the table declares",
    "picture": "the board as a rich renderable, for `status` and the play loop",
}

# The modules of `rules/`, why each is there, and the names it must define itself.
RULES_ROLES: dict[str, tuple[str, tuple[str, ...]]] = {
    "setup": ("a new game (`new_state`) and the table's set-up declarations", ("new_state",)),
    "options": ("the game's variants and house rules (`HouseRule`), declared in one place", ("HOUSE_RULES",)),
    "position": ("small queries and updates of a position that several rule modules share", ()),
    "prompts": ("the question each open decision asks, in words, built when read", ("prompt",)),
    "describe": ("the position in words (`status --text`, errors)", ("describe",)),
    "end_game": (
        "the end of the game: the tallies, the score sheet from the state, the outcome",
        ("tallies", "score_sheet", "outcome"),
    ),
}

# The names the core reads off a game's `rules` package, by the role module that must define them.
HANDED_ON = {
    "setup": ("new_state",),
    "options": ("HOUSE_RULES",),
    "describe": ("describe",),
    "end_game": ("tallies", "score_sheet", "outcome"),
}

PROGRAM = ("referee", "scorers", "saves", "prompts")  # the program's packages (tests may use `st`)


def missing_roles(package: str) -> list[str]:
    """The role modules `package` (a game's engine package) lacks, each with why it should exist."""
    found = importlib.util.find_spec(package)
    assert found is not None, package
    lacking = [
        f"{package}.{role}: {why}" for role, why in PACKAGE_ROLES.items() if not _exists(package, role)
    ]
    if not _exists(package, "rules"):
        return [*lacking, f"{package}.rules: the package of the rules, split by role"]
    for role, (why, names) in RULES_ROLES.items():
        name = f"{package}.rules.{role}"
        if not _exists(f"{package}.rules", role):
            lacking.append(f"{name}: {why}")
            continue
        module = importlib.import_module(name)
        lacking += [f"{name}.{n}: {why}" for n in names if not _defines(module, n)]
    return lacking


def _exists(package: str, name: str) -> bool:
    spec = importlib.util.find_spec(package)
    folders = spec.submodule_search_locations if spec is not None else None
    return any(
        (Path(f) / f"{name}.py").is_file() or (Path(f) / name / "__init__.py").is_file()
        for f in folders or ()
    )


def _defines(module: ModuleType, name: str) -> bool:
    """Whether `module` has `name` of its own (a function defined there, or a value it holds)."""
    value = getattr(module, name, None)
    if value is None:
        return False
    return getattr(value, "__module__", module.__name__) == module.__name__


def one_letter_aliases(root: Path) -> list[str]:
    """Every `import ... as X` under `root` whose alias is one letter (leading underscores aside)."""
    found = []
    for path in sorted(root.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
            if isinstance(node, ast.Import | ast.ImportFrom):
                found += [
                    f"{path}:{node.lineno}: {alias.name} as {alias.asname}"
                    for alias in node.names
                    if alias.asname is not None and len(alias.asname.lstrip("_")) == 1
                ]
    return found


@pytest.mark.parametrize("game", registry.tracked_games())
def test_every_registered_game_has_every_role_module(game):
    package = registry.entry(game).module
    assert package is not None
    assert missing_roles(package) == []


@pytest.mark.parametrize("game", registry.tracked_games())
def test_what_the_rules_hand_on_comes_from_its_role_module(game):
    """`rules.new_state` is `rules.setup.new_state`, and so on: the role module is the one in use."""
    package = registry.entry(game).module
    rules = importlib.import_module(f"{package}.rules")
    for role, names in HANDED_ON.items():
        module = importlib.import_module(f"{package}.rules.{role}")
        for name in names:
            assert getattr(rules, name) is getattr(module, name), (
                f"{package}.rules.{name} is not {module.__name__}'s"
            )


@pytest.mark.parametrize("game", registry.tracked_games())
def test_the_state_cache_fingerprint_reads_every_role_module(game, monkeypatch):
    """A snapshot is keyed by the code that computed it (saves/cache.py): a changed role module
    must change the key, so the fingerprint must read every one of them."""
    package = registry.entry(game).module
    assert package is not None
    lists: list[list[str]] = []
    real = cache._stamps

    def recording(path: str, out: list[str]) -> None:
        lists.append(out)
        real(path, out)

    monkeypatch.setattr(cache, "_stamps", recording)
    assert cache.fingerprint.__wrapped__(package) is not None
    stamped = {line.split("\x1f")[0] for out in lists for line in out}
    roles = [f"{package}.{r}" for r in PACKAGE_ROLES] + [f"{package}.rules.{r}" for r in RULES_ROLES]
    files = [importlib.import_module(name).__file__ for name in roles]
    assert [f for f in files if f not in stamped] == []


def test_a_game_without_a_role_is_told_which_and_why(tmp_path, monkeypatch):
    game = tmp_path / "rolegame"
    (game / "rules").mkdir(parents=True)
    for role in PACKAGE_ROLES:
        (game / f"{role}.py").write_text("")
    (game / "__init__.py").write_text("")
    (game / "rules" / "__init__.py").write_text("")
    (game / "rules" / "setup.py").write_text("def new_state(players, options):\n    return None\n")
    (game / "rules" / "options.py").write_text("CHOICES = ()\n")  # no HOUSE_RULES
    (game / "rules" / "end_game.py").write_text(
        "def tallies(s): ...\ndef score_sheet(s): ...\ndef outcome(s): ...\n"
    )
    (game / "rules" / "prompts.py").write_text("def prompt(state, d): ...\n")
    (game / "rules" / "position.py").write_text("")
    (game / "moves.py").unlink()
    monkeypatch.syspath_prepend(str(tmp_path))
    lacking = missing_roles("rolegame")
    assert [line.split(":")[0] for line in lacking] == [
        "rolegame.moves",
        "rolegame.rules.options.HOUSE_RULES",
        "rolegame.rules.describe",
    ]
    assert RULES_ROLES["describe"][0] in lacking[-1]


@pytest.mark.parametrize("package", PROGRAM)
def test_no_one_letter_import_alias_in_the_program(package):
    spec = importlib.util.find_spec(package)
    assert spec is not None and spec.origin is not None
    assert one_letter_aliases(Path(spec.origin).parent) == []


def test_a_one_letter_alias_is_found_with_where_it_is(tmp_path):
    (tmp_path / "ok.py").write_text("from . import goods\nfrom .words import goods as goods_words\n")
    (tmp_path / "sub").mkdir()
    (tmp_path / "sub" / "bad.py").write_text(
        "import os\nfrom .. import goods as G\nfrom .words import msg as _t\nimport os.path as p\n"
    )
    found = one_letter_aliases(tmp_path)
    assert [line.split(": ", 1)[1] for line in found] == ["goods as G", "msg as _t", "os.path as p"]
    assert found[0].startswith(f"{tmp_path / 'sub' / 'bad.py'}:2")
