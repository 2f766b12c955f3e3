"""The Council (seed 三 议会阶段): privilege by this round's votes (ties: the reverse of the current
order; 2 players: the neutral marker with a fixed 3 votes), votes discarded; rewards in privilege
order with the place bonuses, the general reward one of the picks (house rule `general_reward`);
provinces trimmed to two per slot; then the next round's preparation, or the end after the fourth."""

from __future__ import annotations

from referee.core.flow import Decision
from referee.core.frozen import FrozenMap
from referee.core.game import Effect
from referee.core.record import replace
from referee.core.violations import Violation
from referee.i18n import t
from referee.pendulum import bundles, catalog, moves, refs
from referee.pendulum.rules.actions import FOLLOW_UPS, card_values
from referee.pendulum.rules.position import (
    bundle_of,
    can_pay,
    fifth_worker,
    grant,
    in_use,
    listed,
    pay,
    printed_unknown,
    said,
    short,
    violation,
    who,
    worker_void_allowed,
)
from referee.pendulum.state import MAX_WORKERS, NEUTRAL, ROUNDS, State

NEUTRAL_VOTES = 3


def ranked(state: State) -> tuple[str, ...]:
    """The new privilege order: most votes first; ties by the reverse of the current order."""
    current = state.order

    def votes(name: str) -> int:
        return NEUTRAL_VOTES if name == NEUTRAL else state.player(name).votes

    return tuple(sorted(current, key=lambda n: (-votes(n), -current.index(n))))


GENERAL = "general"  # the general reward of the council board: 1 chosen prestige, never runs out
GRANDE = "grande"  # the grande-worker card


def bonus(state: State, place: int) -> int:
    """Chosen prestige for a privilege place (0-based): 2, 1, 1; with 2-3 players 2, 1 (the
    parenthesis of line 55 takes away only the third's 1; ruling pendulum-place-bonus)."""
    bonuses = (2, 1) if len(state.players) <= 3 else (2, 1, 1)
    return bonuses[place] if place < len(bonuses) else 0


def general_is_a_pick(state: State) -> bool:
    """Ruling pendulum-general-reward: a pick open to every player (default), or, house rule
    `general_reward=extra`, 1 chosen prestige everyone gets on top of their pick."""
    return state.option("general_reward") == "pick"


def enter(state: State, effects: list[Effect]) -> State:
    """The Council begins: the privilege order by this round's votes, the picks in that order."""
    order = ranked(state)
    players = tuple(replace(p, votes=0) for p in state.players)
    stack = tuple(Decision("council_pick", n) for n in reversed(order) if n != NEUTRAL)
    ctx = replace(state.ctx, phase="council", stack=stack, own=FrozenMap())
    state = replace(state, order=order, players=players, ctx=ctx)
    if len(state.players) <= 3 and state.token == "council":
        state = replace(state, token="returned")  # ruling pendulum-legendary: claimable from round 2
    effects.append(said("council", refs.RANKING, order=listed(map(who, order))))
    return state


def _is_final_round(state: State) -> bool:
    return state.ctx.round == ROUNDS


def check_pick(state: State, decision: Decision, move: moves.Pick, by: str) -> list[Violation]:
    return _pick_problems(state, move.card, by)


def _pick_problems(state: State, card: str, by: str) -> list[Violation]:
    p = state.player(by)
    if card == "none":
        if pickable(state, by):
            return [violation("pick_something", refs.PICK, player=by, rewards=_names(pickable(state, by)))]
        waiting = undeclared_rewards(state, by)
        if waiting:  # face up, values not read yet: one of them may be the player's pick (issue 25)
            said_why = t("pendulum.violation.pick_after_declaring", player=by, cards=listed(waiting))
            return [Violation("pick_something", said_why, refs.PICK)]
        return []
    if card == GENERAL:
        if not general_is_a_pick(state):
            return [violation("general_is_extra", refs.GENERAL_REWARD, player=by)]
        return []
    if card == GRANDE:
        found = []
        if not state.grande_card:
            found.append(violation("grande_card_used", refs.GRANDE_CARD))
        if p.council_grande < 1 or (in_use(state, by) >= MAX_WORKERS and not worker_void_allowed(state)):
            found.append(violation("fifth_worker", refs.FOUR_WORKERS, player=by, count=in_use(state, by)))
        return found
    if card not in state.rewards:
        return [_not_face_up(state, card)]
    kind = dict(state.seen).get(card)
    values = catalog.values(state, card)
    if kind == "final":
        if not _is_final_round(state):
            return [violation("final_too_early", refs.FINAL_CARDS)]
        cv = card_values(state, card)
        if cv is None:
            return [printed_unknown(card, "cost", "reward")]
        cost, reward = cv
        found = []
        if not can_pay(p, cost):
            found.append(violation("cannot_afford", refs.FINAL_COST, player=by, lacks=short(p, cost)))
        if p.legendary and bundles.count(reward, "legendary"):
            found.append(violation("final_legendary", refs.FINAL_LEGENDARY, player=by))
        return found + fifth_worker(state, by, reward)
    edge = values.get("edge")
    if edge not in ("red", "blue") or (edge == "red" and bundles.parse(values.get("reward")) is None):
        return [printed_unknown(card, "edge", "reward")]
    if edge == "red":
        return fifth_worker(state, by, bundle_of(values.get("reward")))
    return []


def _names(cards: list[str]) -> str:
    """Council rewards in the table's words: card ids, the grande-worker card, the general reward."""
    words = {GRANDE: t("pendulum.reward.grande"), GENERAL: t("pendulum.reward.general")}
    return listed(words.get(c, c) for c in cards) or t("cli.none")


def _not_face_up(state: State, card: str) -> Violation:
    """A card not on the council board: dealt once and gone since (the rewards are not replenished),
    or never dealt face up."""
    face_up = _names(list(state.rewards))
    if dict(state.seen).get(card) in ("reward", "final"):
        return violation("pick_taken", refs.NOT_REPLENISHED, card=card, rewards=face_up)
    dealt = refs.REWARDS_SETUP if state.ctx.round == 1 else refs.DEAL_REWARDS
    return violation("pick_gone", dealt, card=card, rewards=face_up)


def pickable(state: State, by: str) -> list[str]:
    return [c for c in (*state.rewards, GRANDE, GENERAL) if not _pick_problems(state, c, by)]


def undeclared_rewards(state: State, by: str) -> list[str]:
    """The face-up reward cards `by` could not pick only because their printed values are not
    declared yet: until the table declares them, passing the pick would lose a reward."""
    return [
        c
        for c in state.rewards
        if c and any(v.code == "printed_unknown" for v in _pick_problems(state, c, by))
    ]


def apply_pick(state: State, decision: Decision, move: moves.Pick, by: str, effects: list[Effect]) -> State:
    place = state.order.index(by)
    card = move.card
    # the place bonus, and the general reward: the pick itself, or everyone's (house rule)
    extra = bonus(state, place) + (int(card == GENERAL) if general_is_a_pick(state) else 1)
    ctx = state.ctx.pop()
    if extra:
        ctx = ctx.push(Decision("council_choose", by, data=FrozenMap({"left": extra})))
    state = replace(state, ctx=ctx)
    p = state.player(by)
    if card == GRANDE:
        if in_use(state, by) >= MAX_WORKERS:  # house rule fifth_worker=void: the card is used up
            state = replace(state, grande_card=False)
            effects.append(said("worker_void", refs.FOUR_WORKERS, player=by))
        else:
            p = replace(p, council_grande=p.council_grande - 1, free_grande=p.free_grande + 1)
            state = replace(state.with_player(p), grande_card=False)
            effects.append(said("grande_joined", refs.GRANDE_CARD, player=by))
    elif card == GENERAL:
        effects.append(said("general_reward", refs.GENERAL_REWARD, player=by))
    elif card != "none":
        state = replace(state, rewards=tuple(c for c in state.rewards if c != card))
        kind = dict(state.seen).get(card)
        values = catalog.values(state, card)
        if kind == "final":
            cost, reward = card_values(state, card)  # type: ignore[misc]
            state = state.with_player(pay(p, cost))
            state, more, opened = grant(state, by, reward, *FOLLOW_UPS["council"])
            effects += more
            state = replace(state, ctx=state.ctx.push(*reversed(opened)))
        elif values.get("edge") == "blue":
            state = state.with_player(replace(p, hand=p.hand + (card,)))
            effects.append(said("stratagem_joined", refs.PICK, player=by, card=card))
        else:
            state, more, opened = grant(state, by, bundle_of(values.get("reward")), *FOLLOW_UPS["council"])
            effects += more
            state = replace(state, ctx=state.ctx.push(*reversed(opened)))
    return state


def over_two(state: State, name: str) -> list[str]:
    """Provinces beyond two in one of the player's slots (any of them may go)."""
    p = state.player(name)
    slots: dict[str, list[str]] = {}
    for card, slot in p.provinces:
        slots.setdefault(slot, []).append(card)
    return [c for cards in slots.values() if len(cards) > 2 for c in cards]


def check_discard(state: State, decision: Decision, move: moves.Discard, by: str) -> list[Violation]:
    if move.card not in over_two(state, by):
        return [violation("trim_not_needed", refs.TRIM, card=move.card)]
    return []


def apply_discard(
    state: State, decision: Decision, move: moves.Discard, by: str, effects: list[Effect]
) -> State:
    p = state.player(by)
    p = replace(p, provinces=tuple(x for x in p.provinces if x[0] != move.card))
    return replace(state.with_player(p), ctx=state.ctx.pop())


def closed(state: State, effects: list[Effect]) -> State:
    """Once the shared frame of the Council is empty: trims, then the preparation or the end."""
    if state.ctx.stack:
        return state
    for name in state.order:
        if name != NEUTRAL and over_two(state, name):
            return replace(state, ctx=state.ctx.push(Decision("trim", name)))
    if state.ctx.round >= ROUNDS:
        effects.append(said("game_over", refs.END))
        return replace(state, ctx=replace(state.ctx, phase="over", stack=()))
    purple_row = state.timers[0].row
    markers = (1, 2) if purple_row == 0 else (2, 1)
    players = tuple(replace(p, claimed=False, done=False) for p in state.players)
    state = replace(
        state,
        players=players,
        grande_card=True,
        rewards=(),
        display=(),
        achievement="",
        token="",
        markers=markers,
        ctx=replace(state.ctx, phase="prepare", stack=(Decision("prepare", ""),)),
    )
    effects.append(said("prepare", refs.NEXT_ROUND, round=state.ctx.round + 1))
    return state


def legal(state: State, by: str) -> list[object]:
    top = state.ctx.top
    if top is None or top.actor != by:
        return []
    if top.kind == "council_pick":
        found: list[object] = [moves.Pick(c) for c in pickable(state, by)]
        if not found and not undeclared_rewards(state, by):
            found = [moves.Pick("none")]
        return found  # nothing while a face-up card waits for its values: the table declares first
    if top.kind == "trim":
        return [moves.Discard(c) for c in over_two(state, by)]
    return []
