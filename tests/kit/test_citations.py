"""Every citation a game shows resolves to a seed line and quotes it verbatim.

The rules its flow table's steps carry, the rules the core cites for it (turn order, the end,
adjustments, declared components), every violation met when moves are declared wrongly along its
playouts (by the wrong declarer, in the wrong step, after the end, the table's moves with bad
arguments), and every effect of its playouts, each of which must name the rule that makes it happen.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

from referee.core.errors import MoveSyntaxError
from referee.core.flow import TABLE
from referee.core.game import Declaration, check, legal_pairs, parse_declaration, parse_move
from referee.core.seeds import resolve
from referee.core.violations import RuleRef
from referee.registry import rules_for
from tests.kit.games import every_game
from tests.kit.playouts import every_playout

PROBED = 20  # legal pairs and moves of other moments declared wrongly, per sampled state
CORE_CODES = {  # what the core itself refuses, met in every game by the probes below
    "wrong_step",
    "game_over",
    "table_only",
    "unknown_player",
    "not_adjustable",
    "adjust_zero",
    "unknown_component",
}


def assert_cited(ref: RuleRef, what: str) -> None:
    try:
        passage = resolve(ref)
    except LookupError as exc:
        raise AssertionError(f"{what}: {ref} does not resolve: {exc}") from None
    assert ref.quote in passage.text, f"{what}: {ref.quote!r} is not in seed line {passage.line}"


@every_game
def test_every_step_of_the_flow_table_cites_a_seed_line_verbatim(game):
    steps = rules_for(game).flow.steps()
    assert steps
    for step in steps:
        if step.rule is not None:  # a step without one is refused with the turn-order rule
            assert_cited(step.rule, f"step {step.id}")
        if step.who_rule is not None:  # quoted when the wrong player declares at this step
            assert_cited(step.who_rule, f"step {step.id} (who may act)")


@every_game
def test_the_rules_the_core_cites_for_the_game_are_set_and_quote_the_seed(game):
    """Turn order and the end (wrong declarer, game over), scoring and components (the table's moves)."""
    info = rules_for(game).info
    for name in ("turn_order_rule", "end_rule", "scoring_rule", "components_rule"):
        ref = getattr(info, name)
        assert ref is not None, f"{game}: info.{name} is not set"
        assert_cited(ref, f"info.{name}")


def _probes(rules: Any, state: Any, pool: list[str], rng: random.Random) -> Iterator[Declaration]:
    """Declarations that are wrong here: legal moves by someone else, moves of other moments, the
    table's moves with bad arguments or by a player."""
    players = list(rules.players(state))
    pairs = legal_pairs(rules, state)
    for who, move in rng.sample(pairs, min(PROBED, len(pairs))):
        for other in (*players, TABLE):
            if other != who:
                yield Declaration(move, other)
    for text in rng.sample(pool, min(PROBED, len(pool))):
        move = parse_move(rules, text)
        yield Declaration(move)
        yield Declaration(move, rng.choice(players))
    counter = (*rules.info.adjustable, "vp")[0]
    for text in (
        f"table: adjust Zed {counter} +1",
        f"table: adjust {players[0]} no_such_counter +1",
        f"table: adjust {players[0]} {counter} +0",
        "table: declare no_such_component x=1",
        f"{players[0]}: adjust {players[0]} {counter} +1",
    ):
        try:
            yield parse_declaration(rules, state, text)
        except MoveSyntaxError as exc:
            raise AssertionError(f"{text!r} does not read: {exc}") from None


@every_game
def test_every_violation_met_along_the_playouts_cites_a_seed_line_verbatim(game):
    rules = rules_for(game)
    rng = random.Random(f"citations-{game}")
    met: dict[tuple[str, RuleRef], str] = {}  # (code, rule) -> the declaration that met it
    for p in every_playout(game, seeds=2):
        pool = sorted({str(step.move) for step in p.steps})
        states = p.states
        for i in p.sampled():
            for decl in _probes(rules, states[i], pool, rng):
                for v in check(rules, states[i], decl):
                    met.setdefault((v.code, v.rule), str(decl))
    for (code, rule), declared in sorted(met.items(), key=lambda kv: kv[0][0]):
        assert_cited(rule, f"[{code}] for {declared!r}")
    codes = {code for code, _ in met}
    assert not CORE_CODES - codes, f"the probes never met {sorted(CORE_CODES - codes)}"
    assert codes - CORE_CODES, "no violation of the game's own rules was met"


def _effects(game: str) -> Iterator[tuple[str, RuleRef | None]]:
    for p in every_playout(game):
        for step in p.steps:
            for effect in step.effects:
                yield effect.code, effect.rule


@every_game
def test_every_effect_that_names_its_rule_cites_a_seed_line_verbatim(game):
    for code, rule in set(_effects(game)):
        if rule is not None:
            assert_cited(rule, f"effect {code}")


@every_game
def test_every_effect_names_the_rule_that_makes_it_happen(game):
    """An automatic consequence cites its seed passage, as a violation does (Effect.rule)."""
    missing = sorted({code for code, rule in _effects(game) if rule is None})
    assert missing == [], f"{game}: effects with no rule: {', '.join(missing)}"
