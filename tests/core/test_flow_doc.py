"""docs/architecture.md holds exactly the flow tables the games declare, and its prose names only
steps, phases, files and modules that exist."""

from __future__ import annotations

import importlib
import re
from pathlib import Path

from referee.core import flow_doc
from referee.core.flow import ACTOR, ANY_PLAYER, TABLE, Answer, FlowTable, Phase, Step
from referee.core.record import replace
from referee.core.violations import RuleRef
from referee.registry import GAMES, entry, tracked_games
from tests import fakegame, fakemarket

ROOT = Path(__file__).resolve().parents[2]
DOC = ROOT / "docs" / "architecture.md"
TEXT = DOC.read_text(encoding="utf-8")
PROSE = flow_doc.BLOCK.sub("", TEXT)  # what is written by hand
PACKAGES = [ROOT / entry(g).package.replace(".", "/") for g in tracked_games()]


def test_the_flow_tables_of_the_architecture_note_are_those_of_the_games():
    assert flow_doc.BLOCK.search(TEXT), "docs/architecture.md lost its flow-tables markers"
    assert flow_doc.render(TEXT) == TEXT, (
        "docs/architecture.md differs from the flow tables: "
        "run `python -m referee.core.flow_doc docs/architecture.md` and review the diff"
    )
    for game in tracked_games():  # every game, every step
        assert f"`{game}`)" in TEXT
        for step in flow_doc.flow_of(game).steps():
            assert f"| `{step.id}` |" in TEXT, (game, step.id)


def _without_last_kind(flow: FlowTable) -> FlowTable:
    """The same table, its first step that accepts anything one move kind short."""
    first = next(s for s in flow.steps() if s.declarers())

    def shorter(s: Step) -> Step:
        return replace(s, answers=s.answers[:-1]) if s is first else s

    phases = tuple(replace(p, steps=tuple(shorter(s) for s in p.steps)) for p in flow.phases)
    return FlowTable(phases, after=flow.after)


def test_a_changed_flow_table_makes_the_note_stale():
    changed = tracked_games()[0]

    def flows(game: str) -> FlowTable:
        found = flow_doc.flow_of(game)
        return _without_last_kind(found) if game == changed else found

    assert flow_doc.render(TEXT, flows) != TEXT


RULE = RuleRef("looot", "回合结构", "从起始玩家开始，按顺时针方向轮流进行回合")


def _refuse(state, decision, move, by):
    return []


def _keep(state, decision, move, by, effects):
    return state


TOY = FlowTable(
    (
        Phase(
            "trade",
            "players take turns",
            (
                Step(
                    "deal", "the table deals", (("deal", Answer(ACTOR, _refuse, _keep)),), RULE, who_rule=RULE
                ),
                Step(
                    "trade",
                    "buy | sell",
                    (
                        ("buy", Answer(ACTOR, _refuse, _keep)),
                        ("sell", Answer(ANY_PLAYER, _refuse, _keep)),
                        ("fix", Answer(TABLE, _refuse, _keep)),
                    ),
                    RULE,
                ),
                Step("count", "the engine counts"),
            ),
        ),
    ),
)
STALE = f"# Note\n\nProse stays.\n\n{flow_doc.BEGIN}| an old table |\n{flow_doc.END}\n\nMore prose.\n"


def test_render_replaces_only_the_marked_block():
    rendered = flow_doc.render(STALE, lambda game: TOY, ["looot"])
    where = flow_doc.cite(RULE)
    assert where.startswith("三、游戏流程 › 回合结构, line ")  # section path and seed line
    assert rendered == (
        "# Note\n\nProse stays.\n\n"
        + flow_doc.BEGIN
        + "\n#### Looot (峡湾领主, `looot`)\n\n- `trade`: players take turns\n\n"
        + flow_doc.HEAD
        + f"| trade | `deal` | ACTOR: `deal` | the table deals | {where} | the same |\n"
        + f"| trade | `trade` | ACTOR: `buy`; ANY_PLAYER: `sell`; TABLE: `fix` | buy \\| sell | {where} | — |\n"
        + "| trade | `count` | — | the engine counts | — | — |\n\n"
        + flow_doc.END
        + "\n\nMore prose.\n"
    )
    assert flow_doc.render(rendered, lambda game: TOY, ["looot"]) == rendered


def test_the_command_checks_then_rewrites_a_doc(tmp_path, capsys):
    doc = tmp_path / "note.md"
    doc.write_text(STALE, encoding="utf-8")
    args = (lambda game: TOY, ["looot"])
    assert flow_doc.main(["--check", str(doc)], *args) == 1
    assert doc.read_text(encoding="utf-8") == STALE
    assert "out of date" in capsys.readouterr().out
    assert flow_doc.main([str(doc)], *args) == 0
    assert "| trade | `count` |" in doc.read_text(encoding="utf-8")
    assert flow_doc.main(["--check", str(doc)], *args) == 0
    assert flow_doc.main([], *args) == 2
    assert flow_doc.main([str(doc), str(doc)], *args) == 2
    doc.write_text("# no markers\n", encoding="utf-8")
    assert flow_doc.main(["--check", str(doc)], *args) == 1
    assert "no <!-- flow-tables:begin -->" in capsys.readouterr().out


# -- the hand-written prose ------------------------------------------------------------------------

# "step `x`", "steps `x`, `y` and `z`", "the `auto` step `x`", `Decision("x", …)`; "phase `x`"
IDS = r"((?:`[\w.]+`(?:,\s+|\s+and\s+|\s+then\s+)?)+)"
STEP_WORDS = re.compile(r"\bsteps?\s+" + IDS)
PHASE_WORDS = re.compile(r"\bphases?\s+" + IDS)
DECISION = re.compile(r'Decision\("([\w.]+)"')


def _named(pattern: re.Pattern[str], text: str) -> set[str]:
    return {name for m in pattern.finditer(text) for name in re.findall(r"`([\w.]+)`", m.group(1))}


def _flows() -> list[FlowTable]:
    """Every flow the note may speak of: the games' and the test games' (Stones, Market)."""
    return [flow_doc.flow_of(g) for g in tracked_games()] + [fakegame.GAME.flow, fakemarket.GAME.flow]


def test_every_step_and_phase_the_prose_names_is_in_a_flow_table():
    steps = {s.id for flow in _flows() for s in flow.steps()}
    phases = {p.id for flow in _flows() for p in flow.phases}
    named = _named(STEP_WORDS, PROSE) | set(DECISION.findall(PROSE))
    assert len(named) >= 20  # the patterns still find the prose's steps
    assert sorted(named - steps) == []
    named_phases = _named(PHASE_WORDS, PROSE)
    assert named_phases and sorted(named_phases - phases) == []


def test_the_step_patterns_read_lists_and_refuse_what_no_table_has():
    text = 'the steps `a`, `b.c` and\n  `d`, then step `e`; Decision("f", "Ann"); phase `g`'
    assert _named(STEP_WORDS, text) | set(DECISION.findall(text)) == {"a", "b.c", "d", "e", "f"}
    assert _named(PHASE_WORDS, text) == {"g"}


# A file or folder as the note writes one: with a slash or a file suffix; `<game>` and `<lang>` stand
# for every game package and language.
PATH = re.compile(r"`([\w<][\w<>*./-]*(?:/|\.(?:py|toml|md|txt))[\w<>*./-]*)`")
MODULE = re.compile(r"`((?:referee|scorers|saves|prompts|core)(?:\.\w+)+)`")


def _bases() -> list[Path]:
    """Where a short path in the note may be read from: the project, the core, the message catalogs,
    each game package and its rules."""
    return [ROOT, ROOT / "referee", ROOT / "referee" / "core", ROOT / "referee" / "i18n"] + [
        folder for package in PACKAGES for folder in (package, package / "rules")
    ]


def _expanded(name: str) -> list[str]:
    names = [name]
    for mark, values in (("<game>", [p.name for p in PACKAGES]), ("<lang>", ["en", "zh"])):
        names = [n.replace(mark, v) for n in names for v in values] if mark in name else names
    return names


def _exists(name: str) -> bool:
    return all(any(any(base.glob(n)) for base in _bases()) for n in _expanded(name.rstrip("/")))


def test_every_file_and_folder_the_note_names_exists():
    named = set(PATH.findall(TEXT))
    assert {"referee/registry.py", "tests/test_layers.py"} <= named  # the pattern still reads paths
    assert sorted(n for n in named if not _exists(n)) == []


def test_every_module_the_note_names_can_be_imported():
    named = set(MODULE.findall(TEXT))
    assert "core.options.resolve" in named
    missing = []
    for name in named:
        parts = ("referee." + name if name.startswith("core.") else name).split(".")
        for cut in range(len(parts), 0, -1):  # the longest module, then attributes of it
            try:
                found: object = importlib.import_module(".".join(parts[:cut]))
            except ImportError:
                continue
            try:
                for attribute in parts[cut:]:
                    found = getattr(found, attribute)
            except AttributeError:
                missing.append(name)
            break
        else:
            missing.append(name)
    assert sorted(missing) == []


def test_the_modules_each_game_adds_exist_in_its_rules():
    rows = [line for line in PROSE.splitlines() if line.startswith("| ") and "`" in line]
    checked = 0
    for game in GAMES.values():
        rules = ROOT / game.package.replace(".", "/") / "rules"
        row = next(
            (
                r
                for r in rows
                if r.split("|")[1].strip() and game.title_en.startswith(r.split("|")[1].strip())
            ),
            None,
        )
        if row is None:
            continue
        for name in re.findall(r"`([\w*]+)/?`", row.split("|")[2]):
            assert any(rules.glob(f"**/{name}.py")) or (rules / name).is_dir(), (game.id, name)
            checked += 1
    assert checked >= 20


# `Ann: place common green-top-2`, `table: draw Castle31`: a named declaration of the prose
DECLARATION = re.compile(r"`(?:[A-Z]\w*|table): ([^`]+)`")


def test_every_named_declaration_of_the_prose_is_a_move_of_some_game():
    from referee.core.errors import RefereeError
    from referee.core.game import parse_move
    from referee.registry import rules_for

    def parses(text: str) -> bool:
        for game in tracked_games():
            try:
                parse_move(rules_for(game), text)
            except RefereeError:
                continue
            return True
        return False

    named = set(DECLARATION.findall(PROSE))
    assert len(named) >= 15 and "place common green-top-2" in named
    assert sorted(n for n in named if not parses(n)) == []


def test_the_tables_do_not_depend_on_which_module_was_imported_first():
    """Le Havre's building steps were listed in the order their handler modules were first imported,
    so the note was stale after a test imported the Wharves first."""
    import subprocess
    import sys

    script = (
        "import referee.lehavre.rules.buildings.wharves\n"
        "from referee.core import flow_doc\n"
        "raise SystemExit(flow_doc.main(['--check', 'docs/architecture.md']))\n"
    )
    done = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr
