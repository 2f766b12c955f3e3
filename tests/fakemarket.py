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
"""

from __future__ import annotations

import re
from functools import partial

from referee.core.components import Component, printed
from referee.core.errors import MoveSyntaxError
from referee.core.flow import (
    ACTOR,
    ANY_PLAYER,
    EVERY_PLAYER,
    NOBODY,
    Decision,
    FlowTable,
    Phase,
    Step,
    TurnContext,
    old_step,
)
from referee.core.frozen import FrozenMap
from referee.core.game import Effect, GameInfo, Transition
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


def _step(step_id: str, actor: str, summary: str, rule: RuleRef, *accepts: tuple[str, str]) -> Step:
    return old_step(step_id, actor, summary, accepts, rule)


def _prompt(state: State, d: Decision) -> str:
    if d.kind == "trade":
        return "buy or haggle for an item, or pass; anyone may sell"
    if d.kind in ("pay", "settle"):
        return f"pay for the {d.data['item']}: {d.data['owed']} coin(s) still owed (pay N)"
    return "everyone at once: grab an item or say done"


class Market:
    info = GameInfo(
        id="market",
        title_en="Market",
        title_zh="集市",
        seed_file="001_42b355fda81463c4.txt",
        player_counts=(2, 3),
        turn_order_rule=TURNS,
        end_rule=END,
        notation=tuple(
            (s, m)
            for s, m in (
                ("buy ITEM", "buy at the price"),
                ("haggle ITEM", "buy for one coin less, paid in steps"),
                ("sell ITEM", "sell back at the price, between actions"),
                ("pay N", "pay what is owed"),
                ("pass", "end your trading"),
                ("grab ITEM", "take an item in the rush, then settle"),
                ("done", "stop rushing"),
            )
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
    flow = FlowTable(
        (
            Phase(
                "trade",
                "players take turns; anyone may sell between actions",
                (
                    _step(
                        "trade",
                        "player",
                        "buy, haggle or pass",
                        BUY,
                        ("buy", ACTOR),
                        ("haggle", ACTOR),
                        ("pass", ACTOR),
                        ("sell", ANY_PLAYER),
                    ),
                    _step("pay", "player", "pay what the haggle owes", SALE, ("pay", ACTOR), ("sell", ACTOR)),
                ),
            ),
            Phase(
                "rush",
                "everyone acts at once",
                (
                    _step(
                        "rush",
                        "players",
                        "grab items or say done",
                        REALTIME,
                        ("grab", EVERY_PLAYER),
                        ("done", EVERY_PLAYER),
                    ),
                    _step("settle", "player", "pay for the item grabbed", ONE_AT_A_TIME, ("pay", ACTOR)),
                ),
            ),
        ),
        ("all_done",),
    )

    # -- set-up and queries ----------------------------------------------------------------------
    def new_state(self, players, options):
        names = tuple(players)
        ctx = TurnContext(round=1, phase="trade", stack=(Decision("trade", names[0]),))
        return State(ctx, names, FrozenMap((p, 5) for p in names), FrozenMap((p, ()) for p in names))

    def parse(self, text):
        m = re.fullmatch(r"\s*(buy|haggle|sell|grab|pay|pass|done)\s*(\S*)\s*", text, re.I)
        if not m:
            raise MoveSyntaxError(text, "unknown move", "; ".join(s for _, s in self.info.syntax))
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

    def players(self, state):
        return state.players

    def decisions(self, state):
        return tuple(replace(d, text=partial(_prompt, state, d)) for d in state.ctx.open_decisions())

    def component(self, state, component_id):
        entry = CATALOG.get(component_id)
        if entry is None:
            return None
        values, verified, source = entry
        return Component(component_id, ("price",), FrozenMap(values), verified, source)

    def spell(self, move, lang):
        return str(move)

    def components_in_use(self, state):
        return [self.component(state, item) for item in CATALOG]

    def price(self, state, item):
        """The price in force: the catalog's, or the one the table declared; None while unknown."""
        return printed(state, self.component(state, item)).get("price")

    def _own(self, state, who):
        stack = state.ctx.own.get(who, ())
        return stack[-1] if stack else None

    # -- legal moves -----------------------------------------------------------------------------
    def legal_moves(self, state):
        ctx = state.ctx
        if not ctx.stack:
            return []
        top = ctx.top
        priced = [i for i in CATALOG if self.price(state, i) is not None]
        if top.kind == "trade":
            me = top.actor
            coins = state.coins[me]
            mine = [Buy(i) for i in priced if self.price(state, i) <= coins]
            mine += [
                Haggle(i) for i in priced if self.price(state, i) >= 1 and self.price(state, i) - 1 <= coins
            ]
            mine += [Pass()] + [Sell(i) for i in dict.fromkeys(state.goods[me]) if i in priced]
            others = [
                (p, [Sell(i) for i in dict.fromkeys(state.goods[p]) if i in priced])
                for p in state.players
                if p != me
            ]
            return [(me, mine)] + [(p, moves) for p, moves in others if moves]
        if top.kind == "pay":
            me = top.actor
            owed = top.data["owed"]
            pays = [Pay(n) for n in range(1, min(owed, state.coins[me]) + 1)]
            return [(me, pays + [Sell(i) for i in dict.fromkeys(state.goods[me]) if i in priced])]
        out = []
        for p in state.players:
            if p in state.done:
                continue
            own = self._own(state, p)
            if own is not None:
                out.append((p, [Pay(n) for n in range(1, min(own.data["owed"], state.coins[p]) + 1)]))
            else:
                out.append(
                    (p, [Grab(i) for i in priced if self.price(state, i) <= state.coins[p]] + [Done()])
                )
        return out

    # -- validation ------------------------------------------------------------------------------
    def validate(self, state, move, by):
        found = []
        item = getattr(move, "item", None)
        if item is not None and self.price(state, item) is None:
            found.append(
                Violation(
                    "price_unknown", f"{item}'s price is not known yet: table: declare {item} price=N", BUY
                )
            )
            return found
        if by not in state.players:  # the table declaring a player's move: the core said wrong_player
            return found
        if isinstance(move, Buy) and state.coins[by] < self.price(state, item):
            found.append(
                Violation(
                    "too_poor",
                    f"{by} has {state.coins[by]} coins; {item} costs {self.price(state, item)}",
                    BUY,
                )
            )
        if isinstance(move, Sell) and item not in state.goods[by]:
            found.append(Violation("not_held", f"{by} has no {item} to sell", SALE))
        if isinstance(move, Grab):
            if self._own(state, by) is not None:
                found.append(
                    Violation("one_action_at_a_time", f"{by} must settle the open grab first", ONE_AT_A_TIME)
                )
            elif state.coins[by] < self.price(state, item):
                found.append(Violation("grab_too_poor", f"{by} cannot pay for {item}", ONE_AT_A_TIME))
        if isinstance(move, Done) and self._own(state, by) is not None:
            found.append(Violation("settle_first", f"{by} must settle the open grab first", ONE_AT_A_TIME))
        if isinstance(move, Pay):
            d = self._own(state, by) or state.ctx.top
            owed = d.data.get("owed", 0) if d is not None else 0
            if not 1 <= move.coins <= owed:
                found.append(Violation("overpay", f"{by} owes {owed} coin(s), not {move.coins}", BUY))
            elif move.coins > state.coins[by]:
                found.append(Violation("cannot_pay", f"{by} has only {state.coins[by]} coin(s)", BUY))
        return found

    # -- transitions -----------------------------------------------------------------------------
    def apply(self, state, move, by):
        ctx = state.ctx
        if isinstance(move, Sell):
            price = self.price(state, move.item)
            goods = list(state.goods[by])
            goods.remove(move.item)
            state = self._money(state, by, price, goods=tuple(goods))
            return Transition(state, (Effect("sold", f"{by} sells the {move.item} for {price}", SALE),))
        if isinstance(move, Buy):
            state = self._money(state, by, -self.price(state, move.item), gain=move.item)
            return Transition(state, (Effect("bought", f"{by} buys the {move.item}", BUY),))
        if isinstance(move, Haggle):
            owed = self.price(state, move.item) - 1
            pay = Decision("pay", by, data=FrozenMap({"item": move.item, "owed": owed}))
            return Transition(replace(state, ctx=ctx.push(pay)))
        if isinstance(move, Pay):
            own = self._own(state, by)
            d = own or ctx.top
            owed = d.data["owed"] - move.coins
            if own is not None:
                ctx = (
                    ctx.replace_own_top(by, replace(own, data=own.data.set("owed", owed)))
                    if owed
                    else ctx.pop_own(by)
                )
            else:
                ctx = ctx.pop() if not owed else ctx.replace_top(replace(d, data=d.data.set("owed", owed)))
            state = self._money(
                replace(state, ctx=ctx), by, -move.coins, gain=d.data["item"] if not owed else None
            )
            return Transition(state)
        if isinstance(move, Pass):
            passed = state.passed + (by,)
            if len(passed) == len(state.players):
                rush = TurnContext(
                    ctx.round, "rush", ctx.current, (Decision("rush", NOBODY),)
                )  # the core keeps the ledger
                return Transition(
                    replace(state, ctx=rush, passed=passed), (Effect("rush", "the rush begins", REALTIME),)
                )
            nxt = (ctx.current + 1) % len(state.players)
            ctx = replace(ctx, current=nxt, stack=(Decision("trade", state.players[nxt]),))
            return Transition(replace(state, ctx=ctx, passed=passed))
        if isinstance(move, Grab):
            settle = Decision(
                "settle", by, data=FrozenMap({"item": move.item, "owed": self.price(state, move.item)})
            )
            return Transition(replace(state, ctx=ctx.push_own(by, settle)))
        assert isinstance(move, Done)
        done = state.done + (by,)
        if len(done) == len(state.players):
            ctx = replace(ctx, phase="over", stack=())
        return Transition(replace(state, ctx=ctx, done=done))

    def _money(self, state, who, delta, goods=None, gain=None):
        held = state.goods[who] if goods is None else goods
        if gain is not None:
            held = held + (gain,)
        return replace(
            state, coins=state.coins.set(who, state.coins[who] + delta), goods=state.goods.set(who, held)
        )

    # -- the end ---------------------------------------------------------------------------------
    def score_sheet(self, state):
        players = state.players
        coins = Row("coins", "coins", tuple(state.coins[p] for p in players), tuple("" for _ in players))
        goods = Row(
            "goods", "goods", tuple(2 * len(state.goods[p]) for p in players), tuple("" for _ in players)
        )
        rows = [coins, goods]
        adjusted = adjustment_row(
            [
                tuple(
                    (a.delta, a.reason) for a in state.ctx.adjustments if a.player == p and a.counter == "vp"
                )
                for p in players
            ]
        )
        if adjusted is not None:
            rows.append(adjusted)
        totals = tuple(sum(r.cells[i] for r in rows) for i in range(len(players)))
        ranks, winners, tiebreak = rank_points(players, totals, coins.cells, "coins")
        return ScoreSheet("market", players, tuple(rows), totals, ranks, winners, tiebreak, "points")

    def outcome(self, state):
        if state.ctx.stack or len(state.done) < len(state.players):
            return None
        sheet = self.score_sheet(state)
        return Outcome("all_done", sheet.winners, sheet.tiebreak)

    def describe(self, state):
        return "; ".join(
            f"{p}: {state.coins[p]} coins, {', '.join(state.goods[p]) or 'nothing'}" for p in state.players
        )


GAME = Market()  # the table's own moves (adjust, declare) are the core's: nothing here handles them
