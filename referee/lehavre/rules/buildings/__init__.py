"""Building handlers: how a building's action is played, one module per building family.

How to add a building handler
=============================

A building's action is a *handler* registered under the building's catalog id. The engine around
it (rules/actions.py) does everything the buildings share: it checks that the building may be
entered (built, in the town or a player's hands, enterable, not occupied, the handler's `usable`),
asks for the entry fee (step `pay_fee`) and pays it to the owner or the town, puts the disc on the
building, then calls the handler's `use`. When the handler's own decisions are all answered (its
last step pops itself), the turn goes on with `turn_end`. A building id with no handler is refused
on entry with `building_not_handled`; nothing is ever accepted silently.

1. Pick the family module (`processing.py`, `construction.py`, `wharves.py`, `food.py`,
   `trade.py`, `public.py`; special buildings go in `special_<family>.py` modules). A new module
   goes into `FAMILIES` below: the registry is built from that list only (`load`), never by an
   import; a kit test fails on a module of this package the list leaves out.
2. Write the handler and add it to the module's `HANDLERS`::

       def use(state, seat, bid, effects):          # the disc is on `bid`, the fee is paid
           return ask(state, seat, "bakehouse.make", bid)   # one decision: how many?  (or do it all now)

       HANDLERS.append(Handler(
           ids=("05",),
           use=use,
           steps=(Step("bakehouse.make", "how many grain to bake",
                       answered(("make",), legal_make, check_make, apply_make), refs.PROCESS),),
           usable=can_bake,                             # optional: [] when the action can be done
           paid=after_energy,                           # optional: after a payment `request_*` asked for
       ))

   - A **step** is one decision of the action, TAG style: `Decision(kind=step.id, actor=the
     player, data={"b": building id, ...its own data})` on the TurnContext stack. It is a flow
     step (core `Step`) whose answers `answered(kinds, legal, check, apply)` builds: each kind
     declared by the decision's actor. The flow table (flow.py) adds `buy`, `sell`, `repay`,
     `redeem` from that actor too (free actions of one's own turn, seed §8) and the `who_rule`;
     so the core refuses any other move there, and a move from anyone else quoting the ban on
     interrupting another's action (seed 出售建筑或船只 1.).
   - A handler whose payment takes a card (a firm's building, a wharf's ship) says which in its
     `takes`, and one with a payment with hooks (energy, building cost) how it is counted again
     after a purchase in its `restates`: a buy in the middle of the action is then checked
     against it (rules/in_action.py).
   - `legal(state, decision) -> [moves]`: a short list of concrete moves the player may answer
     with (at least one whenever the decision is open: `stop`, `make 0` ... keep the action
     finishable); where there are many combinations, the sensible few: the notation reads any other.
   - `check(state, decision, move) -> [Violation]`: *every* violation, with numbers and the seed
     passage (rules/position.py `violation`, the message under `lehavre.violation.<code>`).
   - `apply(state, decision, move, effects) -> state`: only called on a valid move; it must pop
     its decision (`finish`) or replace it (`again`), and append an `Effect` for anything that
     happened automatically.
   - A step's prompt is the message `lehavre.step.<step id>` (messages.en.toml / .zh.toml), else
     its English `summary`. New move kinds go in moves.py (generic answers exist: `make N`,
     `pay GOODS`, `give GOODS`, `pick GOODS`, `trade GOOD GOODS`, `build ID`, `stop`).
   - `EXTENSIONS = (Extension(step_id, answered(kinds, legal, check, apply)),)` in a family module
     adds answers to another building's step (the Luxury Yacht and MS Dagmar swaps at a Wharf's
     `wharf.ship`).
   - `request_energy(state, seat, bid, owed, effects, **data)` and `request_cost(...)` push the
     shared payment steps (`pay_energy`, `pay_cost`: payments.py); when the payment is made the
     handler's `paid(state, seat, data, effects)` continues the action (`data` has what was asked).
3. Passive and ongoing effects are `Passive` hooks on the handler (`passive=Passive(fee=...)`);
   the engine calls the hooks of every building a player *owns*, at these points:

   ==============  ==============================================================  =====================
   hook            called with -> returns                                          where
   ==============  ==============================================================  =====================
   fee             (state, owner, bid, visitor, (food, francs)) -> (food, francs)  actions.fee_due
   energy          (state, owner, owed) -> owed (the Wind Farm: owed - 3)          payments.energy_owed
   food_supplied   (state, owner) -> food the owner need not pay at a round end    turns.food_owed
   harvest         (state, owner, {"grain": g, "cattle": c}) -> the gains          turns.harvest
   build_cost      (state, owner, bid, {good: n}) -> the cost                      construction.cost_for
   buy_price       (state, owner, item, price) -> the price                        market.price_for
   end_bonus       (state, owner) -> points beyond the catalog's `bonus_*` fields   end_game.extras
   round_end       (state, owner, effects) -> state, after the harvest             turns.finish_round
   final_actions   (state, owner, n) -> main actions in the final phase            turns.start_final
   after_action    (state, owner, bid, actor seat, effects) -> state; the action's   actions.action_done
                   data in `state.turn.report` (`report(state, ships=2)`)
   town_gets       (state, bid, effects) -> state, `bid` joining the town          turns.joins_town
   ==============  ==============================================================  =====================

   `town_gets` is the joining building's own hook (no owner yet): the town's standard building at
   a round end, a special building the table declares.
   `usable(state, seat, bid) -> [Violation]` is asked both for the `enter` violations and, with
   messages left empty (position.quiet), for the legal moves, and again once the fee is paid (a fee
   in fish before the Smokehouse): keep it a cheap yes/no of the position. `Decision.data` holds
   only TOML-safe values (str, int, bool): goods lists as their text (goods.goods_text).
4. Test it in tests/lehavre/buildings/test_<family>.py with a hand-built position
   (tests/lehavre/helpers.py `position`): every step's legal moves are accepted, each violation
   is met with its numbers, the goods after the action are the printed ones.

The examples below are real: processing.py (Bakehouse: a count, then energy), wharves.py (Wharf: a
ship type, then materials with the modernisation brick, then energy), food.py (Fishery: no
decision at all).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterator, Sequence
from functools import cache
from types import ModuleType
from typing import Any

from referee.core.flow import ACTOR, Answer, Decision, Step
from referee.core.frozen import FrozenMap
from referee.core.game import Effect
from referee.core.record import field, fields, record, replace
from referee.core.violations import Violation

from ...state import LeHavreState

Moves = list[Any]
Legal = Callable[[LeHavreState, Decision], Moves]
Check = Callable[[LeHavreState, Decision, Any], list[Violation]]
Apply = Callable[[LeHavreState, Decision, Any, list[Effect]], LeHavreState]
Use = Callable[[LeHavreState, int, str, list[Effect]], LeHavreState]
Usable = Callable[[LeHavreState, int, str], list[Violation]]
Paid = Callable[[LeHavreState, int, FrozenMap[str, Any], list[Effect]], LeHavreState]
Takes = Callable[[LeHavreState, Decision], str]
Restate = Callable[[LeHavreState, Decision, list[Effect]], LeHavreState]
Answers = tuple[tuple[str, Answer], ...]


def answered(kinds: Sequence[str], legal: Legal | None, check: Check, apply: Apply) -> Answers:
    """The answers of a building's decision: each kind in `kinds`, declared by the player it asks
    (ACTOR), checked and applied by `check` and `apply`, all listed by `legal` (held by the first;
    None: another answer of the step lists them). The building's functions read the player from
    the decision, so the declarer is not passed on."""

    def checked(state: LeHavreState, d: Decision, move: Any, by: str) -> list[Violation]:
        return check(state, d, move)

    def applied(state: LeHavreState, d: Decision, move: Any, by: str, effects: list[Effect]) -> LeHavreState:
        return apply(state, d, move, effects)

    listed = None
    if legal is not None:
        moves = legal

        def listed(state: LeHavreState, d: Decision, by: str) -> Moves:
            return moves(state, d)

    return tuple(
        (kind, Answer(ACTOR, checked, applied, listed if i == 0 else None)) for i, kind in enumerate(kinds)
    )


@record
class Passive:
    """A building's ongoing effects for its owner (see the table in this module's docstring)."""

    fee: Callable[..., tuple[int, int]] | None = None
    energy: Callable[..., int] | None = None
    food_supplied: Callable[..., int] | None = None
    harvest: Callable[..., dict[str, int]] | None = None
    build_cost: Callable[..., dict[str, int]] | None = None
    buy_price: Callable[..., int] | None = None
    end_bonus: Callable[..., int] | None = None
    round_end: Callable[..., LeHavreState] | None = None
    final_actions: Callable[..., int] | None = None
    after_action: Callable[..., LeHavreState] | None = None
    town_gets: Callable[..., LeHavreState] | None = None


HOOKS = tuple(f.name for f in fields(Passive))


@record
class Handler:
    """A building's action: `steps` are its decisions, flow steps of the flow table (core `Step`)."""

    ids: tuple[str, ...]
    use: Use | None = None  # None: the building has no action (passive or scoring only)
    steps: tuple[Step, ...] = ()
    usable: Usable | None = None
    paid: Paid | None = None
    passive: Passive = field(default_factory=Passive)
    # the card its open decision is about to take from the offer ("" none): not for sale meanwhile
    takes: Takes | None = None
    # (payment step id, how it counts its numbers again after a purchase), for these ids ("": any)
    restates: tuple[tuple[str, Restate], ...] = ()


@record
class Extension:
    """More answers to another building's step (the Luxury Yacht's swap at a Wharf's `wharf.ship`):
    the flow step then also accepts these kinds (`answered`)."""

    step: str
    answers: Answers


HANDLERS: dict[str, Handler] = {}
STEPS: dict[str, Step] = {}
EXTENSIONS: dict[str, list[Extension]] = {}
_HOOKED: dict[str, dict[str, Callable[..., Any]]] = {h: {} for h in HOOKS}  # hook -> bid -> function
TAKES: dict[str, Takes] = {}  # building id -> the card its open decision is about to take
RESTATES: dict[tuple[str, str], Restate] = {}  # (step id, building id or "") -> the numbers again


def register(handler: Handler) -> Handler:
    """Make a handler known under each of its ids; a second handler for an id is an error."""
    for bid in handler.ids:
        if bid in HANDLERS:
            raise ValueError(f"building {bid} has two handlers")
        HANDLERS[bid] = handler
        if handler.takes is not None:
            TAKES[bid] = handler.takes
        for hook in HOOKS:
            fn = getattr(handler.passive, hook)
            if fn is not None:
                _HOOKED[hook][bid] = fn
    for step in handler.steps:
        if STEPS.get(step.id, step) is not step:
            raise ValueError(f"step {step.id} is declared twice")
        STEPS[step.id] = step
    for step_id, fn in handler.restates:
        for bid in handler.ids or ("",):
            RESTATES[(step_id, bid)] = fn
    return handler


def extend(extension: Extension) -> Extension:
    EXTENSIONS.setdefault(extension.step, []).append(extension)
    return extension


def answers(step_id: str) -> Answers:
    """Every answer of a building's step, its extensions' after its own (the flow table's list)."""
    load()
    found = STEPS[step_id].answers
    for ext in EXTENSIONS.get(step_id, ()):
        found += ext.answers
    return found


def answering(step_id: str, kind: str) -> Answer | None:
    """What checks and applies a move of `kind` at step `step_id`: the step's answer or an extension's."""
    if not is_step(step_id):
        return None
    return next((answer for k, answer in answers(step_id) if k == kind), None)


def is_step(kind: str) -> bool:
    """Whether a decision kind is one of a building's steps (the handler modules loaded first: a
    command that never built the flow table, `referee moves` on a cached state, asks this too)."""
    load()
    return kind in STEPS


def legal_answers(state: LeHavreState, decision: Decision) -> Moves:
    """The moves the step and its extensions list for the player it asks."""
    out: Moves = []
    for _kind, answer in answers(decision.kind):
        if answer.legal is not None:
            out += answer.legal(state, decision, decision.actor)
    return out


def step_summary(kind: str) -> str:
    """A step's summary in the user's language (`lehavre.step.<id>`), else the building step's own."""
    from referee import i18n

    key = "process.make" if kind.endswith(".make") and kind not in ("joinery.make",) else kind
    found = i18n.catalog(i18n.lang()).get(f"lehavre.step.{key}")
    if found is not None:
        return str(found)
    return STEPS[kind].summary if is_step(kind) else kind


# Every module declaring handlers (`HANDLERS`, and `EXTENSIONS` of other buildings' steps), under
# `referee.lehavre.rules`: the entry fee's step, then the building families. The registry is read
# from this list only, when first asked; a new family module is added here.
FAMILIES = (
    "actions",
    "buildings.payments",
    "buildings.construction",
    "buildings.processing",
    "buildings.wharves",
    "buildings.food",
    "buildings.trade",
    "buildings.public",
    "buildings.special_common",
    "buildings.special_discs",
    "buildings.special_extra",
    "buildings.special_goods",
    "buildings.special_passive",
    "buildings.special_picket",
    "buildings.special_processing",
    "buildings.special_sales",
    "buildings.special_ships",
    "buildings.special_site",
    "buildings.special_trade",
)


@cache
def load() -> dict[str, Handler]:
    """The registry, built once from the modules of `FAMILIES` (imported by name: they import this
    module's helpers, so it cannot import them first)."""
    for name in FAMILIES:
        install(importlib.import_module(f"referee.lehavre.rules.{name}"))
    return HANDLERS


def install(module: ModuleType) -> None:
    """Register a family module's handlers and extensions."""
    for h in getattr(module, "HANDLERS", ()):
        register(h)
    for ext in getattr(module, "EXTENSIONS", ()):
        extend(ext)


def handler(bid: str) -> Handler | None:
    return load().get(bid)


def hooked(state: LeHavreState, hook: str) -> Iterator[tuple[int, str, Callable[..., Any]]]:
    """(owner seat, building id, function) for every owned building with that hook, in seat order."""
    load()
    fns = _HOOKED[hook]
    if not fns:
        return
    for seat, p in enumerate(state.players):
        for bid in p.buildings:
            fn = fns.get(bid)
            if fn is not None:
                yield seat, bid, fn


def town_hook(bid: str) -> Callable[..., Any] | None:
    load()
    return _HOOKED["town_gets"].get(bid)


# -- what a step does with the stack -------------------------------------------------------------


def ask(state: LeHavreState, seat: int, step_id: str, bid: str, text: Any = "", **data: Any) -> LeHavreState:
    """Push the decision of step `step_id` for the player at `seat`, carrying `b` and `data`."""
    d = Decision(step_id, state.players[seat].name, text, FrozenMap({"b": bid, **data}))
    return replace(state, ctx=state.ctx.push(d))


def again(state: LeHavreState, decision: Decision, **data: Any) -> LeHavreState:
    """The same decision with some of its data changed (a repeatable step answered once more)."""
    new = decision.data
    for k, v in data.items():
        new = new.set(k, v)
    return replace(state, ctx=state.ctx.replace_top(replace(decision, data=new)))


def finish(state: LeHavreState) -> LeHavreState:
    """Pop the answered decision: when the top is `turn_end` again, the action is over."""
    return replace(state, ctx=state.ctx.pop())


def report(state: LeHavreState, **data: int) -> LeHavreState:
    """Note what the action did for the owners' `after_action` hooks (cleared when it is over)."""
    return replace(state, turn=replace(state.turn, report=(*state.turn.report, *data.items())))


def seat_of(state: LeHavreState, decision: Decision) -> int:
    return state.index(decision.actor)
