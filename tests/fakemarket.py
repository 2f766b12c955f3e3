"""A second test game that uses every piece of the core where several people act at once.

Market, for 2–3 players with 5 coins each. In the trade phase players take turns: the current
player may `buy ITEM`, or `haggle ITEM` (a two-step action: the price less one is then owed and
paid with `pay N`), or `pass`; any player may `sell ITEM` between actions, even in another's turn,
but not while the current player is paying (Le Havre's sale rule). When everyone has passed, the
rush begins: no one leads, every player may `grab ITEM` (opening their own `settle` decision, paid
with `pay N`) or say `done`; one action at a time each (Pendulum's rule). Item prices are component
values: apple's is in the catalog and verified, pear's is in the catalog unverified, fig's must be
declared by the table (`table: declare fig price=N`) before fig can be traded. A score is coins +
2 per good + table adjustments of `vp`. Buying without the coins is overridable ("we allow it").

Written in the shape of a real game: each step of the flow table lists its answers (who may declare
each kind, its legal moves, its check, its apply) and one `after` moves on (the next trader, the
rush, the end); the core dispatches every move through them.
"""

from __future__ import annotations

import re
from functools import partial

from referee.core.components import Component, printed
from referee.core.engine import Game
from referee.core.errors import MoveSyntaxError
from referee.core.flow import (
    ACTOR,
    ANY_PLAYER,
    EVERY_PLAYER,
    NOBODY,
    Answer,
    Decision,
    FlowTable,
    Phase,
    Step,
    TurnContext,
)
from referee.core.frozen import FrozenMap
from referee.core.game import Effect, GameInfo
from referee.core.outcome import Outcome
from referee.core.record import record, replace
from referee.core.violations import RuleRef, Violation
from scorers.adjustments import adjustment_row
from scorers.ranks import rank_points
from scorers.sheet import Row, ScoreSheet

SALE = RuleRef(
    "lehavre", "出售建筑或船只：", "也可以在其他玩家的回合中出售，但不能在其他玩家正在执行行动时打断其行动"
)
BUY = RuleRef("lehavre", "购买建筑：", "玩家可以在自己回合的任何时机购买城镇拥有的建筑")
TURNS = RuleRef("lehavre", "1. 回合开始", "补给行动")
REALTIME = RuleRef("pendulum", "实时行动阶段", "所有玩家同时行动，没有回合顺序")
ONE_AT_A_TIME = RuleRef(
    "pendulum", "四、特殊规则", "一次只做一个行动：开始的行动必须完整做完，才能做下一个。"
)
END = RuleRef("pendulum", "结束条件", "第 4 次议会阶段结束后")
CATALOG = {
    "apple": ({"price": 2}, True, "test catalog, checked"),
    "pear": ({"price": 3}, False, "test catalog, from memory"),
    "fig": ({}, False, ""),
}


@record
class Buy:
    kind = "buy"
    item: str

    def __str__(self) -> str:
        return f"buy {self.item}"


@record
class Haggle:
    kind = "haggle"
    item: str

    def __str__(self) -> str:
        return f"haggle {self.item}"


@record
class Sell:
    kind = "sell"
    item: str

    def __str__(self) -> str:
        return f"sell {self.item}"


@record
class Grab:
    kind = "grab"
    item: str

    def __str__(self) -> str:
        return f"grab {self.item}"


@record
class Pay:
    kind = "pay"
    coins: int

    def __str__(self) -> str:
        return f"pay {self.coins}"


@record
class Pass:
    kind = "pass"

    def __str__(self) -> str:
        return "pass"


@record
class Done:
    kind = "done"

    def __str__(self) -> str:
        return "done"


@record
class State:
    ctx: TurnContext
    players: tuple[str, ...]
    coins: FrozenMap[str, int]
    goods: FrozenMap[str, tuple[str, ...]]
    passed: tuple[str, ...] = ()
    done: tuple[str, ...] = ()


def _prompt(state: State, d: Decision) -> str:
    if d.kind == "trade":
        return "buy or haggle for an item, or pass; anyone may sell"
    if d.kind in ("pay", "settle"):
        return f"pay for the {d.data['item']}: {d.data['owed']} coin(s) still owed (pay N)"
    return "everyone at once: grab an item or say done"


def component(state, component_id):
    entry = CATALOG.get(component_id)
    if entry is None:
        return None
    values, verified, source = entry
    return Component(component_id, ("price",), FrozenMap(values), verified, source)


def price(state, item):
    """The price in force: the catalog's, or the one the table declared; None while unknown."""
    return printed(state, component(state, item)).get("price")


def _priced(state):
    return [i for i in CATALOG if price(state, i) is not None]


def _own(state, who):
    stack = state.ctx.own.get(who, ())
    return stack[-1] if stack else None


def _money(state, who, delta, goods=None, gain=None):
    held = state.goods[who] if goods is None else goods
    if gain is not None:
        held = held + (gain,)
    return replace(
        state, coins=state.coins.set(who, state.coins[who] + delta), goods=state.goods.set(who, held)
    )


def _unpriced(state, move):
    """The refusal of an item whose price the table has not declared yet (every item move's first check)."""
    if price(state, move.item) is None:
        item = move.item
        return [
            Violation("price_unknown", f"{item}'s price is not known yet: table: declare {item} price=N", BUY)
        ]
    return []


def _no_check(state, decision, move, by):
    return []


# -- the trade: buy, haggle (then pay), pass; anyone sells between actions -----------------------


def _legal_buy(state, decision, by):
    return [Buy(i) for i in _priced(state) if price(state, i) <= state.coins[by]]


def _check_buy(state, decision, move, by):
    found = _unpriced(state, move)
    if not found and state.coins[by] < price(state, move.item):  # apply can carry it: overridable
        found.append(
            Violation(
                "too_poor",
                f"{by} has {state.coins[by]} coins; {move.item} costs {price(state, move.item)}",
                BUY,
            )
        )
    return found


def _apply_buy(state, decision, move, by, effects):
    effects.append(Effect("bought", f"{by} buys the {move.item}", BUY))
    return _money(state, by, -price(state, move.item), gain=move.item)


def _legal_haggle(state, decision, by):
    coins = state.coins[by]
    return [Haggle(i) for i in _priced(state) if price(state, i) >= 1 and price(state, i) - 1 <= coins]


def _check_haggle(state, decision, move, by):
    return _unpriced(state, move)


def _apply_haggle(state, decision, move, by, effects):
    owed = price(state, move.item) - 1
    pay = Decision("pay", by, data=FrozenMap({"item": move.item, "owed": owed}))
    return replace(state, ctx=state.ctx.push(pay))


def _legal_sell(state, decision, by):
    priced = _priced(state)
    return [Sell(i) for i in dict.fromkeys(state.goods[by]) if i in priced]


def _check_sell(state, decision, move, by):
    found = _unpriced(state, move)
    if not found and move.item not in state.goods[by]:
        found.append(Violation("not_held", f"{by} has no {move.item} to sell", SALE))
    return found


def _apply_sell(state, decision, move, by, effects):
    sold = price(state, move.item)
    goods = list(state.goods[by])
    goods.remove(move.item)
    effects.append(Effect("sold", f"{by} sells the {move.item} for {sold}", SALE))
    return _money(state, by, sold, goods=tuple(goods))


def _legal_pass(state, decision, by):
    return [Pass()]


def _apply_pass(state, decision, move, by, effects):
    return replace(state, ctx=state.ctx.pop(), passed=state.passed + (by,))


# -- paying what a haggle or a grab owes, in steps -------------------------------------------------


def _legal_pay(state, decision, by):
    return [Pay(n) for n in range(1, min(decision.data["owed"], state.coins[by]) + 1)]


def _check_pay(state, decision, move, by):
    owed = decision.data["owed"]
    if not 1 <= move.coins <= owed:
        return [Violation("overpay", f"{by} owes {owed} coin(s), not {move.coins}", BUY)]
    if move.coins > state.coins[by]:
        return [Violation("cannot_pay", f"{by} has only {state.coins[by]} coin(s)", BUY)]
    return []


def _apply_pay(state, decision, move, by, effects):
    """A payment towards the decision it answers: the shared `pay` or the payer's own `settle`."""
    ctx = state.ctx
    owed = decision.data["owed"] - move.coins
    answered = replace(decision, text="", data=decision.data.set("owed", owed))  # as stored: no prompt
    if decision.kind == "settle":
        ctx = ctx.replace_own_top(by, answered) if owed else ctx.pop_own(by)
    else:
        ctx = ctx.replace_top(answered) if owed else ctx.pop()
    return _money(replace(state, ctx=ctx), by, -move.coins, gain=None if owed else decision.data["item"])


# -- the rush: everyone at once, one action at a time each ----------------------------------------


def _rushing(state, by):
    """Whether `by` may start an action in the rush: not done, no grab of their own left to settle."""
    return by not in state.done and _own(state, by) is None


def _legal_grab(state, decision, by):
    if not _rushing(state, by):
        return []
    return [Grab(i) for i in _priced(state) if price(state, i) <= state.coins[by]]


def _settle_first(state, by, code):
    if _own(state, by) is not None:
        return [Violation(code, f"{by} must settle the open grab first", ONE_AT_A_TIME)]
    return []


def _check_grab(state, decision, move, by):
    found = _unpriced(state, move) or _settle_first(state, by, "one_action_at_a_time")
    if not found and state.coins[by] < price(state, move.item):
        found.append(Violation("grab_too_poor", f"{by} cannot pay for {move.item}", ONE_AT_A_TIME))
    return found


def _apply_grab(state, decision, move, by, effects):
    settle = Decision("settle", by, data=FrozenMap({"item": move.item, "owed": price(state, move.item)}))
    return replace(state, ctx=state.ctx.push_own(by, settle))


def _legal_done(state, decision, by):
    return [Done()] if _rushing(state, by) else []


def _check_done(state, decision, move, by):
    return _settle_first(state, by, "settle_first")


def _apply_done(state, decision, move, by, effects):
    return replace(state, done=state.done + (by,))


def _after(before, state, move, by, effects):
    """The next trader once a turn is passed, the rush once everyone has, the end once all are done."""
    ctx = state.ctx
    if ctx.phase == "trade" and not ctx.stack:
        if len(state.passed) == len(state.players):
            effects.append(Effect("rush", "the rush begins", REALTIME))
            rush = TurnContext(ctx.round, "rush", ctx.current, (Decision("rush", NOBODY),))
            return replace(state, ctx=rush)  # the core keeps the ledger
        nxt = (ctx.current + 1) % len(state.players)
        return replace(state, ctx=replace(ctx, current=nxt, stack=(Decision("trade", state.players[nxt]),)))
    if ctx.phase == "rush" and len(state.done) == len(state.players):
        return replace(state, ctx=replace(ctx, phase="over", stack=()))
    return state


_PAY = ("pay", Answer(ACTOR, _check_pay, _apply_pay, _legal_pay))
_SELL = Answer(ANY_PLAYER, _check_sell, _apply_sell, _legal_sell)

FLOW = FlowTable(
    (
        Phase(
            "trade",
            "players take turns; anyone may sell between actions",
            (
                Step(
                    "trade",
                    "buy, haggle or pass",
                    (
                        ("buy", Answer(ACTOR, _check_buy, _apply_buy, _legal_buy)),
                        ("haggle", Answer(ACTOR, _check_haggle, _apply_haggle, _legal_haggle)),
                        ("pass", Answer(ACTOR, _no_check, _apply_pass, _legal_pass)),
                        ("sell", _SELL),
                    ),
                    BUY,
                ),
                Step("pay", "pay what the haggle owes", (_PAY, ("sell", replace(_SELL, who=ACTOR))), SALE),
            ),
        ),
        Phase(
            "rush",
            "everyone acts at once",
            (
                Step(
                    "rush",
                    "grab items or say done",
                    (
                        ("grab", Answer(EVERY_PLAYER, _check_grab, _apply_grab, _legal_grab)),
                        ("done", Answer(EVERY_PLAYER, _check_done, _apply_done, _legal_done)),
                    ),
                    REALTIME,
                ),
                Step("settle", "pay for the item grabbed", (_PAY,), ONE_AT_A_TIME),
            ),
        ),
    ),
    after=_after,
)


INFO = GameInfo(
    id="market",
    title_en="Market",
    title_zh="集市",
    seed_file="001_42b355fda81463c4.txt",
    player_counts=(2, 3),
    turn_order_rule=TURNS,
    end_rule=END,
    notation=(
        ("buy ITEM", "buy at the price"),
        ("haggle ITEM", "buy for one coin less, paid in steps"),
        ("sell ITEM", "sell back at the price, between actions"),
        ("pay N", "pay what is owed"),
        ("pass", "end your trading"),
        ("grab ITEM", "take an item in the rush, then settle"),
        ("done", "stop rushing"),
    ),
    syntax=(
        ("buy", "buy ITEM"),
        ("haggle", "haggle ITEM"),
        ("sell", "sell ITEM"),
        ("pay", "pay N"),
        ("pass", "pass"),
        ("grab", "grab ITEM"),
        ("done", "done"),
    ),
    overridable=frozenset({"too_poor"}),
    adjustable=("vp",),
    scoring_rule=END,
    components_rule=BUY,
)


def _new_state(players, options):
    names = tuple(players)
    ctx = TurnContext(round=1, phase="trade", stack=(Decision("trade", names[0]),))
    return State(ctx, names, FrozenMap((p, 5) for p in names), FrozenMap((p, ()) for p in names))


def _parse(text):
    m = re.fullmatch(r"\s*(buy|haggle|sell|grab|pay|pass|done)\s*(\S*)\s*", text, re.I)
    if not m:
        raise MoveSyntaxError(text, "unknown move", "; ".join(s for _, s in INFO.syntax))
    word, arg = m.group(1).lower(), m.group(2).lower()
    if word in ("pass", "done"):
        if arg:
            raise MoveSyntaxError(text, f"{word} takes nothing after it", word)
        return Pass() if word == "pass" else Done()
    if word == "pay":
        if not (arg.isascii() and arg.isdigit() and len(arg) <= 3):
            raise MoveSyntaxError(text, "pay takes a number of coins", "pay N")
        return Pay(int(arg))
    if arg not in CATALOG:
        raise MoveSyntaxError(text, f"no item {arg!r}", f"{word} apple|pear|fig")
    return {"buy": Buy, "haggle": Haggle, "sell": Sell, "grab": Grab}[word](arg)


def _decisions(state):
    return tuple(replace(d, text=partial(_prompt, state, d)) for d in state.ctx.open_decisions())


def _score_sheet(state):
    players = state.players
    coins = Row("coins", "coins", tuple(state.coins[p] for p in players), tuple("" for _ in players))
    goods = Row("goods", "goods", tuple(2 * len(state.goods[p]) for p in players), tuple("" for _ in players))
    rows = [coins, goods]
    adjusted = adjustment_row(
        [
            tuple((a.delta, a.reason) for a in state.ctx.adjustments if a.player == p and a.counter == "vp")
            for p in players
        ]
    )
    if adjusted is not None:
        rows.append(adjusted)
    totals = tuple(sum(r.cells[i] for r in rows) for i in range(len(players)))
    ranks, winners, tiebreak = rank_points(players, totals, coins.cells, "coins")
    return ScoreSheet("market", players, tuple(rows), totals, ranks, winners, tiebreak, "points")


def _outcome(state):
    if state.ctx.stack or len(state.done) < len(state.players):
        return None
    sheet = _score_sheet(state)
    return Outcome("all_done", sheet.winners, sheet.tiebreak)


def _describe(state):
    return "; ".join(
        f"{p}: {state.coins[p]} coins, {', '.join(state.goods[p]) or 'nothing'}" for p in state.players
    )


# Declared as a real game's is; the table's own moves (adjust, declare) are the core's: nothing here
# handles them.
GAME = Game(
    info=lambda lang: INFO,
    flow=lambda: FLOW,
    new_state=_new_state,
    parse=_parse,
    decisions=_decisions,
    outcome=_outcome,
    players=lambda state: state.players,
    describe=_describe,
    score_sheet=_score_sheet,
    spell=lambda move, lang: str(move),
    component=component,
    components_in_use=lambda state: [component(state, item) for item in CATALOG],
)
