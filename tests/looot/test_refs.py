"""Every citation resolves to a seed line; every ruling it names is recorded in docs/rulings/looot.md."""

from __future__ import annotations

import re
from pathlib import Path

from referee.core.seeds import resolve, seed_text
from referee.core.violations import RuleRef
from referee.looot import GAME, refs
from referee.looot.flow import SETUP_ORDER, TURN_ORDER, flow_table
from referee.looot.moves import SYNTAX

DOCS = Path(__file__).resolve().parents[2] / "docs"


def looot_section(name: str) -> str:
    text = (DOCS / name).read_text(encoding="utf-8")
    start = text.index("## Looot (峡湾领主)")
    end = text.find("\n## ", start + 1)
    return text[start : end if end > 0 else len(text)]


def looot_rulings() -> str:
    return (DOCS / "rulings" / "looot.md").read_text(encoding="utf-8")


def all_refs() -> dict[str, RuleRef]:
    return {k: v for k, v in vars(refs).items() if isinstance(v, RuleRef)}


def test_every_rule_reference_quotes_its_seed_section_verbatim():
    for name, ref in all_refs().items():
        passage = resolve(ref)
        assert ref.quote in passage.text, name
        assert ref.game == "looot"


def test_every_ruling_anchor_is_recorded_in_the_looot_rulings():
    rulings = looot_rulings()
    anchors = set(re.findall(r'<a id="(looot-[a-z-]+)"></a>', rulings))
    named = {r.ruling for r in all_refs().values() if r.ruling} | {h.ruling for h in GAME.info.house_rules}
    assert named <= anchors
    assert len(anchors) >= 15


def test_rulings_quote_the_seed_verbatim():
    seed = seed_text("looot")
    for quote in re.findall(r"「([^」]+)」", looot_rulings()):
        assert quote in seed, quote


def test_info_cites_turn_order_and_end_rules():
    assert resolve(GAME.info.turn_order_rule).heading.endswith("回合结构")
    assert resolve(GAME.info.end_rule).heading.endswith("游戏结束条件")
    names = {h.name: h for h in GAME.info.house_rules}
    assert names["optional_actions"].choices == ("published", "seed_one")
    assert names["optional_actions"].default == "published"


def test_flow_table_covers_every_decision_with_moves_and_a_citation():
    table = flow_table()
    decided = {*SETUP_ORDER, *TURN_ORDER, "refill"}
    assert decided <= {s.id for s in table.steps()}
    accepted = {kind for step in table.steps() for kind in table.kinds(step.id)}
    assert accepted == set(SYNTAX)  # every move kind is answered at some step, and only those
    for step_id in decided:
        assert table.kinds(step_id), step_id
    assert table.end_checks == ("all_vikings_placed",)
    for step in table.steps():  # each cites its own rule; tests/kit/test_citations.py resolves them
        assert step.rule is not None, step.id


def test_notation_doc_documents_every_move_kind():
    doc = looot_section("notation.md")
    for syntax, _ in GAME.info.notation:
        assert f"`{syntax.split()[0]}" in doc
