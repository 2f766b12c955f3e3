"""A player's own action, opened while the others keep acting (seed 三 工人行动的完整流程, 随时可进行的
非计时行动; 四 一次只做一个行动): pay the cost, take the reward, choose tracks and provinces; play a
stratagem, reclaim them, claim the achievement, conquer a province."""

from __future__ import annotations

from referee.core.flow import Decision
from referee.core.frozen import FrozenMap
from referee.core.game import Effect
from referee.core.record import replace
from referee.core.violations import RuleRef, Violation
from referee.i18n import t
from referee.pendulum import bundles, catalog, moves, refs
from referee.pendulum.bundles import Bundle
from referee.pendulum.rules.position import (
    bundle_of,
    can_pay,
    fifth_worker,
    grant,
    own_open,
    pay,
    printed_unknown,
    said,
    short,
    track_lost,
    violation,
    words,
)
from referee.pendulum.rules.setup import deck_left, deck_word
from referee.pendulum.state import RESOURCES, State

RECLAIM_CULTURE = 5
# where an open decision's follow-ups go: own decisions in real time, the shared frame at the Council
FOLLOW_UPS = {
    "realtime": ("choose_track", "conquer_province"),
    "council": ("council_choose", "council_conquer"),
}


def space_reward(state: State, sid: str) -> Bundle | None:
    """The space's printed reward: the catalog's or the table's declaration, else the one named by
    the first `take` there; None while unknown."""
    value = catalog.values(state, sid).get("reward")
    if value is None:
        value = dict(state.learned).get(sid)
    return bundles.parse(value) if value is not None else None


def space_cost(state: State, sid: str) -> Bundle:
    """The declared cost, else the seed's: 2 coins in green and purple, nothing in black, 4 military
    to conquer (ruling pendulum-conquer-cost: paid)."""
    declared = catalog.values(state, sid).get("cost")
    if declared is not None and bundles.parse(declared) is not None:
        return bundles.parse(declared)  # type: ignore[return-value]
    if sid.startswith("black"):
        reward = space_reward(state, sid) or ()
        return (("military", 4),) if bundles.count(reward, "province") else ()
    return (("coin", 2),)


def action_open(state: State, by: str) -> str:
    d = own_open(state, by)
    if d is None:
        return ""
    return t(f"pendulum.open.{d.kind}", what=d.data.get("id", ""))


def card_values(state: State, card: str) -> tuple[Bundle, Bundle] | None:
    """A card's (cost, reward), None while its reward is not declared."""
    v = catalog.values(state, card)
    if bundles.parse(v.get("reward")) is None:
        return None
    return bundle_of(v.get("cost", "none")), bundle_of(v.get("reward"))


def _opened(state: State, by: str) -> Decision | None:
    d = own_open(state, by)
    if d is None and state.ctx.top is not None and state.ctx.top.actor == by:
        return state.ctx.top
    return d


def _cost_rule(state: State, d: Decision) -> RuleRef:
    """The passage that sets the cost being paid: the stratagem's, the seed's 2 coins in green and
    purple or 4 military to conquer, or the space's declared cost (先付代价)."""
    if d.data["source"] != "space":
        return refs.STRATAGEM
    sid = d.data["id"]
    if catalog.values(state, sid).get("cost") is not None:
        return refs.ACT_PAY
    return refs.CONQUER_COST if sid.startswith("black") else refs.COSTS


def _reward_of(state: State, d: Decision) -> tuple[Bundle, Bundle]:
    if d.data["source"] == "space":
        return space_cost(state, d.data["id"]), space_reward(state, d.data["id"]) or ()
    return card_values(state, d.data["id"]) or ((), ())


def busy(state: State, by: str) -> list[Violation]:
    """In real time a player's action begun is finished before another begins (seed 四 一次只做一个行动)."""
    if state.ctx.phase == "realtime" and own_open(state, by) is not None:
        return [violation("action_already_open", refs.ONE_AT_A_TIME, player=by, open=action_open(state, by))]
    return []


def check_pay(state: State, decision: Decision, move: moves.Pay, by: str) -> list[Violation]:
    if decision.kind == "take_reward":
        return [violation("already_paid", refs.PAY_ONCE, player=by)]
    cost, _ = _reward_of(state, decision)
    p = state.player(by)
    if not can_pay(p, cost):
        return [violation("cannot_afford", _cost_rule(state, decision), player=by, lacks=short(p, cost))]
    return []


def check_take(state: State, decision: Decision, move: moves.Take, by: str) -> list[Violation]:
    if decision.kind == "pay_cost":
        cost, _ = _reward_of(state, decision)
        return [violation("cost_unpaid", refs.ACT_PAY, player=by, cost=words(cost))]
    return _named_reward_problems(state, decision, move)


def check_conquer(state: State, decision: Decision, move: moves.Conquer, by: str) -> list[Violation]:
    seen = dict(state.seen)
    if move.card == "none":
        if conquerable(state):
            return [violation("province_available", refs.CONQUER, cards=", ".join(conquerable(state)))]
    elif move.card in seen and (seen[move.card] != "province" or move.card not in state.display):
        return [violation("province_gone", refs.CONQUER, card=move.card)]
    elif move.card not in seen and deck_left(state, "province") == 0:  # the deck's top card
        return [violation("deck_empty", refs.DECKS, what=deck_word("province"), left=0, wanted=1)]
    elif catalog.values(state, move.card).get("slot") not in catalog.SLOTS:
        return [printed_unknown(move.card, "slot")]
    return []


def check_play(state: State, decision: Decision, move: moves.Play, by: str) -> list[Violation]:
    found = busy(state, by)
    p = state.player(by)
    if move.card in p.discard:
        found.append(violation("stratagem_used", refs.STRATAGEM_USED, card=move.card))
    elif move.card not in p.hand:
        found.append(violation("stratagem_not_in_hand", refs.STRATAGEM, player=by, card=move.card))
    elif card_values(state, move.card) is None:
        found.append(printed_unknown(move.card, "cost", "reward"))
    else:
        cost, reward = card_values(state, move.card)  # type: ignore[misc]
        if not can_pay(p, cost):
            found.append(violation("cannot_afford", refs.STRATAGEM, player=by, lacks=short(p, cost)))
        found += fifth_worker(state, by, reward)  # refused before its cost is paid
    return found


def check_choose(state: State, decision: Decision, move: moves.Choose, by: str) -> list[Violation]:
    if move.track == "legendary":
        return [violation("legendary_not_chosen", refs.NOT_LEGENDARY, player=by)]
    return []


def check_reclaim(state: State, decision: Decision, move: moves.Reclaim, by: str) -> list[Violation]:
    found = busy(state, by)
    p = state.player(by)
    if p.culture < RECLAIM_CULTURE:
        found.append(violation("reclaim_culture", refs.RECLAIM, player=by, culture=p.culture))
    if not p.discard:
        found.append(violation("nothing_to_reclaim", refs.RECLAIM, player=by))
    return found


def check_claim(state: State, decision: Decision, move: moves.Claim, by: str) -> list[Violation]:
    return busy(state, by) + _claim_problems(state, move, by)


def _known_reward(state: State, d: Decision) -> Bundle | None:
    if d.data["source"] == "space":
        return space_reward(state, d.data["id"])
    cv = card_values(state, d.data["id"])
    return cv[1] if cv is not None else None


def _named_reward_problems(state: State, d: Decision, move: moves.Take) -> list[Violation]:
    known = _known_reward(state, d)
    what = d.data["id"]
    if move.reward is None:
        return [violation("reward_needed", refs.COMPONENTS, component=what)] if known is None else []
    named = bundles.parse(move.reward)
    if named is None:
        return [violation("reward_unreadable", refs.COMPONENTS, reward=move.reward)]
    if known is not None and named != known:
        return [
            violation(
                "reward_differs",
                refs.COMPONENTS,
                component=what,
                printed=words(known),
                reward=words(named),
            )
        ]
    if (
        known is None
        and d.data["source"] == "space"
        and what.startswith("black")
        and bundles.count(named, "province")
    ):
        p = state.player(d.actor)
        if not can_pay(p, (("military", 4),)):
            return [
                violation(
                    "cannot_afford", refs.CONQUER_COST, player=d.actor, lacks=short(p, (("military", 4),))
                )
            ]
    return []


def _claim_problems(state: State, move: moves.Claim, by: str) -> list[Violation]:
    p = state.player(by)
    found = []
    if not state.achievement:
        return [violation("no_achievement", refs.ACHIEVEMENT)]
    if p.claimed:
        found.append(violation("achievement_once", refs.ACHIEVEMENT_ONCE, player=by))
    v = catalog.values(state, state.achievement)
    need = bundles.parse(v.get("need"))
    reward = bundles.parse(v.get("reward"))
    if need is None or (move.what == "reward" and reward is None):
        found.append(printed_unknown(state.achievement, "need", "reward"))
        return found
    lacking = [(item, n) for item, n in need if item in (*RESOURCES, "votes") and p.amount(item) < n]
    if lacking:
        found.append(
            violation("achievement_needs", refs.ACHIEVEMENT, player=by, lacks=short(p, tuple(lacking)))
        )
    if move.what == "legendary":
        if state.token == "council":
            found.append(violation("legendary_round_one", refs.SMALL_GAME))
        elif state.token != "card":
            found.append(violation("legendary_gone", refs.LEGENDARY, card=state.achievement))
    return found


def _open_follow_ups(state: State, by: str, opened: list[Decision], own: bool) -> State:
    ctx = state.ctx
    if not opened:
        return state
    if own:
        ctx = ctx.push_own(by, *reversed(opened))
    else:
        ctx = ctx.push(*reversed(opened))
    return replace(state, ctx=ctx)


def apply_pay(state: State, decision: Decision, move: moves.Pay, by: str, effects: list[Effect]) -> State:
    cost, _ = _reward_of(state, decision)
    state = state.with_player(pay(state.player(by), cost))
    paid = replace(state.ctx.own[by][-1], kind="take_reward")  # the stored decision, not the one asked
    return replace(state, ctx=state.ctx.replace_own_top(by, paid))


def apply_take(state: State, decision: Decision, move: moves.Take, by: str, effects: list[Effect]) -> State:
    known = _known_reward(state, decision)
    reward = known if known is not None else bundles.parse(move.reward) or ()
    where = decision.data["id"]
    if known is None and decision.data["source"] == "space":
        state = replace(state, learned=state.learned + ((where, bundles.spell(reward)),))
        if where.startswith("black") and bundles.count(reward, "province"):
            state = state.with_player(pay(state.player(by), (("military", 4),)))
    state = replace(state, ctx=state.ctx.pop_own(by))
    state, more, opened = grant(state, by, reward, *FOLLOW_UPS["realtime"])
    effects += more
    return _open_follow_ups(state, by, opened, True)


def apply_choose(
    state: State, decision: Decision, move: moves.Choose, by: str, effects: list[Effect]
) -> State:
    """One chosen prestige onto the track; the open decision counts down."""
    from referee.pendulum.rules.position import advance

    p, lost = advance(state, state.player(by), move.track, 1)
    state = state.with_player(p)
    if lost:
        effects.append(track_lost(by, move.track, lost))
    ctx = state.ctx
    own = decision.kind == "choose_track"  # a player's own, in real time; else the Council's
    stored = ctx.own[by][-1] if own else ctx.stack[-1]  # the decision kept, not the one asked
    left = stored.data["left"] - 1
    counted = replace(stored, data=stored.data.set("left", left))
    if own:
        ctx = ctx.replace_own_top(by, counted) if left else ctx.pop_own(by)
    else:
        ctx = ctx.replace_top(counted) if left else ctx.pop()
    return replace(state, ctx=ctx)


def apply_conquer(
    state: State, decision: Decision, move: moves.Conquer, by: str, effects: list[Effect]
) -> State:
    ctx = state.ctx.pop_own(by) if decision.kind == "conquer_province" else state.ctx.pop()
    card = move.card
    if card == "none":  # nothing whose colour is known to conquer: the reward is lost
        effects.append(said("province_lost", refs.CONQUER, player=by))
        return replace(state, ctx=ctx)
    slot = str(catalog.values(state, card)["slot"])
    p = state.player(by)
    state = state.with_player(replace(p, provinces=p.provinces + ((card, slot),)))
    display = tuple("" if c == card else c for c in state.display)
    seen = state.seen if card in dict(state.seen) else state.seen + ((card, "province"),)
    effects.append(said("conquered", refs.CONQUER, player=by, card=card, slot=t(f"pendulum.item.{slot}")))
    return replace(state, display=display, seen=seen, ctx=ctx)


def apply_play(state: State, decision: Decision, move: moves.Play, by: str, effects: list[Effect]) -> State:
    p = state.player(by)
    state = state.with_player(
        replace(p, hand=tuple(c for c in p.hand if c != move.card), discard=p.discard + (move.card,))
    )
    cost, _ = card_values(state, move.card)  # type: ignore[misc]
    step = "pay_cost" if cost else "take_reward"
    data = FrozenMap({"source": "stratagem", "id": move.card})
    return replace(state, ctx=state.ctx.push_own(by, Decision(step, by, data=data)))


def apply_reclaim(
    state: State, decision: Decision, move: moves.Reclaim, by: str, effects: list[Effect]
) -> State:
    p = state.player(by)
    p = replace(p, culture=p.culture - RECLAIM_CULTURE, hand=p.hand + p.discard, discard=())
    effects.append(said("reclaimed", refs.RECLAIM, player=by))
    return state.with_player(p)


def apply_claim(state: State, decision: Decision, move: moves.Claim, by: str, effects: list[Effect]) -> State:
    state = state.with_player(replace(state.player(by), claimed=True))
    if move.what == "legendary":
        state = state.with_player(replace(state.player(by), legendary=True))
        effects.append(said("legendary_taken", refs.LEGENDARY, player=by))
        return replace(state, token="taken")
    reward = bundles.parse(catalog.values(state, state.achievement).get("reward")) or ()
    own = state.ctx.phase == "realtime"
    state, more, opened = grant(state, by, reward, *FOLLOW_UPS["realtime"])
    effects += more
    return _open_follow_ups(state, by, opened, own)


def legal(state: State, by: str) -> list[object]:
    """Answers to the player's open decision; else stratagems, reclaiming and claims."""
    d = _opened(state, by)
    if d is not None and d.kind == "table_effect":
        return []  # the table's to answer
    if d is not None and d.kind == "pay_cost":
        return [moves.Pay()] if not check_pay(state, d, moves.Pay(), by) else []
    if d is not None and d.kind == "take_reward":
        if _known_reward(state, d) is not None:
            return [moves.Take()]
        return [
            m
            for m in (moves.Take("votes1"), moves.Take("coin1"), moves.Take("culture1+power1"))
            if not check_take(state, d, m, by)
        ]
    if d is not None and d.kind in ("choose_track", "council_choose"):
        return [moves.Choose(tr) for tr in ("power", "prestige", "popularity")]
    if d is not None and d.kind in ("conquer_province", "council_conquer"):
        return [m for m in conquer_options(state) if not check_conquer(state, d, m, by)]
    out: list[object] = []
    p = state.player(by)
    for card in p.hand:
        cv = card_values(state, card) if state.ctx.declared or catalog.box() else None
        if cv is not None and can_pay(p, cv[0]) and not fifth_worker(state, by, cv[1]):
            out.append(moves.Play(card))
    if p.culture >= RECLAIM_CULTURE and p.discard:
        out.append(moves.Reclaim())
    if state.achievement and not p.claimed and (state.ctx.declared or catalog.box()):
        for what in ("legendary", "reward"):
            claim = moves.Claim(what)
            if not _claim_problems(state, claim, by):
                out.append(claim)
    return out


def conquerable(state: State) -> list[str]:
    return [c for c in state.display if c and catalog.values(state, c).get("slot") in catalog.SLOTS]


def conquer_options(state: State) -> list[moves.Conquer]:
    """Display provinces whose colour is known; `conquer none` when there is none."""
    found = [moves.Conquer(c) for c in conquerable(state)]
    return found or [moves.Conquer("none")]
