"""Every citation resolves to a seed line; every ruling it names is recorded in referee/looot/rulings.md."""

from __future__ import annotations

import random
import re
from pathlib import Path

from referee.core.game import Effect
from referee.core.rulings import ruling
from referee.core.seeds import resolve, seed_text
from referee.core.simulate import random_playout
from referee.core.violations import RuleRef
from referee.looot import GAME, refs
from referee.looot.flow import flow_table
from referee.looot.moves import SYNTAX
from referee.looot.rules.after import after
from referee.looot.rules.stack import SETUP_ORDER, TURN_ORDER

from .helpers import run, tutorial
from .test_bilingual import EFFECTS, RARE

PACKAGE = Path(__file__).resolve().parents[2] / "referee" / "looot"


def looot_rulings() -> str:
    return (PACKAGE / "rulings.md").read_text(encoding="utf-8")


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
    assert decided == {s.id for s in table.steps()}  # no step that no decision asks
    accepted = {kind for step in table.steps() for kind in table.kinds(step.id)}
    assert accepted == set(SYNTAX)  # every move kind is answered at some step, and only those
    for step_id in decided:
        assert table.kinds(step_id), step_id
    assert table.after is after  # moving on, the end of the game included
    for step in table.steps():  # each cites its own rule; tests/kit/test_citations.py resolves them
        assert step.rule is not None, step.id


def test_notation_doc_documents_every_move_kind():
    doc = (PACKAGE / "notation.md").read_text(encoding="utf-8")
    for syntax, _ in GAME.info.notation:
        assert f"`{syntax.split()[0]}" in doc


def announced(n: int, seed: int, options: dict[str, str]) -> list[Effect]:
    """Every effect of a seeded random game."""
    effects: list[Effect] = []

    def each(state, actor, move):
        effects.extend(GAME.apply(state, move, actor).effects)

    random_playout(GAME, n, random.Random(seed), options=options, checked=False, each=each)
    return effects


def test_every_announcement_cites_a_seed_passage_that_resolves():
    """Random games of every size and option, and the positions of the rare effects: each effect
    names the rule that makes it happen, its quote is on the seed line it resolves to, and the
    ruling it names is recorded."""
    effects = [
        e for n in (2, 3, 4) for o in ({}, {"optional_actions": "seed_one"}) for e in announced(n, n, o)
    ]
    for position, moves in RARE.values():
        effects.extend(run(position(), *moves)[1])
    assert {e.code for e in effects} >= EFFECTS
    for effect in effects:
        assert effect.rule is not None, effect.code
        passage = resolve(effect.rule)
        assert passage.line > 0 and effect.rule.quote in passage.text, effect.code
        assert not effect.rule.ruling or ruling(effect.rule.ruling) is not None, effect.rule.ruling


def test_an_announcement_cites_the_rule_of_its_own_case():
    """A capture cites its building's condition, a shield its own effect, a draw the set-up or the refill."""
    effects = announced(4, 1, {}) + announced(3, 2, {})
    named = {"capture_house": "房屋", "capture_watchtower": "瞭望塔", "capture_castle": "城堡"}
    captured = [e for e in effects if e.code in named]
    assert {e.code for e in captured} == set(named)
    assert all(named[e.code] in e.rule.quote for e in captured)
    draws = {resolve(e.rule).heading.rsplit(" › ", 1)[-1] for e in effects if e.code == "ocean_filled"}
    assert draws == {"初始布置", "① 拿长船"}
    _, fx = run(tutorial(), "shield double", "place -2,-2")
    assert fx[0].rule == refs.SHIELD_DOUBLE and "2 个同款资源" in fx[0].rule.quote
    _, fx = run(tutorial(), "shield again")
    assert fx[0].rule == refs.SHIELD_AGAIN
    building, _ = run(tutorial(), "place -2,-1")  # a house tile and a sheep tile gained
    _, fx = run(building, "tile house 3,3")
    assert fx[0].rule == refs.BUILDING_TO_FJORD
    _, fx = run(building, "tile sheep 3,3")
    assert fx[0].rule == refs.FJORD_LOCKED


def test_each_step_is_summed_up_in_both_languages_as_the_flow_table_says():
    """Teach mode reads `looot.step.<id>`; the English one is the flow table's own summary."""
    from referee import i18n

    for step in flow_table().steps():
        assert i18n.catalog("en")[f"looot.step.{step.id}"] == step.summary
        assert f"looot.step.{step.id}" in i18n.catalog("zh")
    steps = {step.id for step in flow_table().steps()}
    for lang in i18n.LANGS:  # and no summary of a step the table no longer has
        assert {
            k.removeprefix("looot.step.") for k in i18n.catalog(lang) if k.startswith("looot.step.")
        } == steps
