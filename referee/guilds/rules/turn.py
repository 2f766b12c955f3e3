"""A player's turn (seed 玩家回合行动, 补牌规则): cards played one by one, then the draw and the limit.

`play C12` shows the card (the hand loses one); the table declares its printed values if they are
not known yet; then the player says what it does: `hire`, `move FROM TO` (to a face-up tile of one
of the card's suits), or `ability` (its cost paid in discarded cards). A card whose every use the
position forbids is taken back (`withdraw`). The turn ends with `draw 4` (no card played) or
`draw 2` (plus what a draw ability adds); in the last round with `done` (no draw). A hand above
the limit (7, 8 for the University's master) is then discarded down to it.
"""

from __future__ import annotations

from itertools import islice
from typing import Any

from referee.core.flow import Decision
from referee.core.frozen import FrozenMap
from referee.core.game import Effect
from referee.core.record import replace
from referee.core.violations import Violation
from referee.guilds import catalog, refs
from referee.guilds.moves import DUE, Ability, Discard, Done, Draw, Hire, MovePiece, Play, Reshuffle, Withdraw
from referee.guilds.state import LIVERYMEN, GuildsState

from .position import (
    bump,
    component,
    current,
    effect,
    field_words,
    hand_limit,
    replace_space,
    suit_words,
    tile_suits,
    unknown,
    values,
    violation,
)

FRESH_CARDS = 1  # new card ids `legal_moves` offers beside the cards already seen
SEEN_CARDS = 3
MOVE_TARGETS = 2  # targets `legal_moves` offers for a card's move


def _player(state: GuildsState, by: str) -> int:
    return state.index(by)


def _card(decision: Decision) -> str:
    """The card a `use_card` or `ability_moves` decision is about."""
    return str(decision.data["card"])


# -- playing a card ------------------------------------------------------------------------------


def check_play(state: GuildsState, decision: Decision, move: Play, by: str) -> list[Violation]:
    p = _player(state, by)
    found = []
    if p >= 0 and state.hand[p] == 0:
        found.append(violation("empty_hand", refs.CARDS, player=by))
    if move.card in state.discard:
        found.append(
            violation(
                "card_already_played", refs.DECK, card=move.card, discard=_discards(state), deck=state.deck
            )
        )
    return found


def _discards(state: GuildsState) -> int:
    return len(state.discard) + state.discard_hidden


def apply_play(state: GuildsState, decision: Decision, move: Play, by: str, fx: list[Effect]) -> GuildsState:
    p = _player(state, by)
    card = move.card
    ctx = state.ctx.push(Decision("use_card", by, "", FrozenMap({"card": card})))
    seen = state.cards_seen if card in state.cards_seen else (*state.cards_seen, card)
    awaiting = (*state.awaiting, card) if unknown(state, card) else state.awaiting
    return replace(
        state,
        ctx=ctx,
        hand=bump(state.hand, p, -1),
        played=state.played + 1,
        cards_seen=seen,
        discard=(*state.discard, card),
        awaiting=awaiting,
    )


def legal_turn(state: GuildsState, decision: Decision) -> list[object]:
    """The cards a player may play and the end of the turn; none while the table's reshuffle is
    due, which comes first (ruling guilds-deck) and is listed by its own step."""
    if reshuffle_open(state):
        return []
    p = current(state)
    out: list[object] = []
    if state.hand[p]:
        seen = _seen_in_hands(state)
        known = set(state.cards_seen)
        fresh = list(islice((c for c in catalog.CARD_IDS if c not in known), FRESH_CARDS))
        out += [Play(c) for c in (*seen, *fresh)]
    out.append(Done() if state.ctx.round == state.last_round else Draw(draw_due(state)))
    return out


def _seen_in_hands(state: GuildsState) -> list[str]:
    """The last `SEEN_CARDS` cards seen that are not in the discard pile, in the order seen (the
    pile read once as a set, the seen cards walked from the newest back: a long game has many)."""
    discard = set(state.discard)
    found: list[str] = []
    for c in reversed(state.cards_seen):
        if c not in discard:
            found.append(c)
            if len(found) == SEEN_CARDS:
                break
    found.reverse()
    return found


def _wanted(state: GuildsState) -> int:
    return (2 + state.extra_draw) if state.played else 4


def draw_due(state: GuildsState) -> int:
    """The cards the draw takes: what the rule wants, or what the pile still has when there is no
    discard to reshuffle (ruling guilds-deck)."""
    return min(_wanted(state), state.deck)


def reshuffle_due(state: GuildsState) -> bool:
    """The draw pile is too short for the draw due and there are discards to shuffle into it."""
    return state.deck < _wanted(state) and _discards(state) > 0


def reshuffle_open(state: GuildsState) -> bool:
    """Whether the table's `reshuffle` decision is open: a draw is due from a pile too short for it."""
    return state.ctx.round != state.last_round and reshuffle_due(state)


def legal_reshuffle(state: GuildsState, decision: Decision) -> list[object]:
    return [Reshuffle()]


def check_reshuffle(state: GuildsState, decision: Decision, move: Reshuffle, by: str) -> list[Violation]:
    if not reshuffle_open(state):
        return [
            violation(
                "reshuffle_not_due", refs.DECK, deck=state.deck, due=_wanted(state), discard=_discards(state)
            )
        ]
    return []


def apply_reshuffle(
    state: GuildsState, decision: Decision, move: Reshuffle, by: str, fx: list[Effect]
) -> GuildsState:
    fx.append(effect("reshuffled", refs.DECK, discard=_discards(state), deck=state.deck + _discards(state)))
    return replace(state, deck=state.deck + _discards(state), discard=(), discard_hidden=0)


# -- what the card does ----------------------------------------------------------------------------


# The printed values each use reads (ruling guilds-partial-values): a hire none (seed line 31), a
# move the suits (line 32), an ability its family and its cost (line 33) and its strength where the
# family counts one; the ability `other` is applied by the table, its strength is never read.
NEEDS = {"hire": (), "move": ("suits",), "ability": ("ability", "cost")}


def needed(state: GuildsState, card: str, use: str) -> tuple[str, ...]:
    """The printed fields `use` reads of `card`."""
    need = NEEDS[use]
    if use == "ability" and values(state, card).get("ability") != "other":
        need = (*need, "power")
    return need


def _blocked(state: GuildsState, card: str, use: str, move: Any = None) -> list[Violation]:
    """The printed values this use reads must be known (given in the line, or declared before)."""
    lacking = [f for f in unknown(state, card) if f in needed(state, card, use)]
    if not lacking:
        return []
    words = [_SHOWN[f] for f in lacking]
    if use == "ability":
        words = [w for w in words if w != "FAMILY"]
        head = "ability FAMILY" if "ability" in lacking else "ability"
        example = " ".join([card, head, *words])
    else:
        example = " ".join([card, *words, str(move) if move is not None else use])
    return [
        violation("card_undeclared", refs.COMPONENTS, card=card, fields=field_words(lacking), example=example)
    ]


_SHOWN = {"suits": "SUITS", "ability": "FAMILY", "power": "power=N", "cost": "cost=N"}


def check_hire(state: GuildsState, decision: Decision, move: Hire, by: str) -> list[Violation]:
    found = _blocked(state, _card(decision), "hire")
    p = _player(state, by)
    if state.supply[p] == 0:
        found.append(violation("supply_empty", refs.SUPPLY, player=by, most=LIVERYMEN))
    return found


def apply_hire(state: GuildsState, decision: Decision, move: Hire, by: str, fx: list[Effect]) -> GuildsState:
    p = _player(state, by)
    return replace(state, ctx=state.ctx.pop(), supply=bump(state.supply, p, -1), hall=bump(state.hall, p, 1))


def _source_problems(state: GuildsState, p: int, source: str, master: bool = False) -> list[Violation]:
    name = state.names[p]
    if source == "hall":
        return [] if state.hall[p] else [violation("hall_empty", refs.MOVE, player=name)]
    space = state.space(source)
    if space is None:
        return [violation("no_tile", refs.MOVE, pos=source)]
    if master:
        return (
            []
            if space.master == p
            else [violation("no_master_there", refs.MASTER_STAYS, player=name, pos=source)]
        )
    if space.pieces[p]:
        return []
    if space.master == p:
        return [violation("master_stays", refs.MASTER_STAYS, player=name, pos=source)]
    return [violation("no_liveryman_there", refs.MOVE, player=name, pos=source)]


def _target_problems(state: GuildsState, source: str, target: str) -> list[Violation]:
    if target == "plantation":
        return [violation("plantation_by_ability", refs.MOVE)]
    space = state.space(target)
    if space is None:
        return [violation("no_tile", refs.MOVE, pos=target)]
    if not space.face_up:
        return [violation("tile_face_down", refs.MOVE, pos=target)]
    if source == target:
        return [violation("same_place", refs.MOVE, place=target)]
    return []


def check_move(state: GuildsState, decision: Decision, move: MovePiece, by: str) -> list[Violation]:
    """A card used to move a liveryman: to a face-up tile of one of its suits (seed lines 32, 51)."""
    card = _card(decision)
    blocked = _blocked(state, card, "move", move)
    p = _player(state, by)
    found = _source_problems(state, p, move.source) + _target_problems(state, move.source, move.target)
    space = state.space(move.target)
    if not blocked and not found and space is not None:
        suits = catalog.suits_of(values(state, card).get("suits"))
        have = tile_suits(state, space)
        if not set(suits) & set(have):
            found.append(
                violation(
                    "wrong_suit",
                    refs.SUIT_MATCH,
                    card=card,
                    suits=suit_words(suits),
                    pos=move.target,
                    tile=space.tile,
                    tile_suits=suit_words(have),
                )
            )
    return blocked + found


def stays_master(state: GuildsState) -> bool:
    """A master moved by a card is still a master where it lands (ruling guilds-master-ability)."""
    return state.option("moved_master") == "stays_master"


def _move_piece(state: GuildsState, p: int, source: str, target: str, master: bool = False) -> GuildsState:
    if source == "hall":
        state = replace(state, hall=bump(state.hall, p, -1))
    else:
        src = state.space(source)
        assert src is not None
        src = replace(src, master=-1) if master else replace(src, pieces=bump(src.pieces, p, -1))
        state = replace_space(state, src)
    if target == "plantation":
        return replace(state, plantation=bump(state.plantation, p, 1))
    dst = state.space(target)
    assert dst is not None
    if master and stays_master(state):
        return replace_space(state, replace(dst, master=p))
    return replace_space(state, replace(dst, pieces=bump(dst.pieces, p, 1)))


def apply_move(
    state: GuildsState, decision: Decision, move: MovePiece, by: str, fx: list[Effect]
) -> GuildsState:
    state = _move_piece(state, _player(state, by), move.source, move.target)
    return replace(state, ctx=state.ctx.pop())


def check_ability(state: GuildsState, decision: Decision, move: Ability, by: str) -> list[Violation]:
    card = _card(decision)
    blocked = _blocked(state, card, "ability")
    if blocked:
        return blocked
    cost = int(values(state, card)["cost"])
    p = _player(state, by)
    if state.hand[p] < cost:
        return [violation("ability_cost", refs.ABILITY, player=by, card=card, count=cost, hand=state.hand[p])]
    return []


def apply_ability(
    state: GuildsState, decision: Decision, move: Ability, by: str, fx: list[Effect]
) -> GuildsState:
    card = _card(decision)
    printed = values(state, card)
    p = _player(state, by)
    kind, power, cost = str(printed["ability"]), int(printed.get("power", 0)), int(printed["cost"])
    state = replace(
        state,
        ctx=state.ctx.pop(),
        hand=bump(state.hand, p, -cost),
        discard_hidden=state.discard_hidden + cost,
    )
    params: dict[str, Any] = {"player": by, "card": card, "power": power, "cost": cost}
    if kind == "hire":
        hired = min(power, state.supply[p])
        fx.append(effect("ability_hire", refs.ABILITY, hired=hired, **params))
        return replace(state, supply=bump(state.supply, p, -hired), hall=bump(state.hall, p, hired))
    if kind == "draw":
        fx.append(effect("ability_draw", refs.DRAW_2, **params))
        return replace(state, extra_draw=state.extra_draw + power)
    if kind == "other":
        fx.append(effect("ability_other", refs.ABILITY, **params))
        return state
    landing = "_liveryman" if kind == "master" and not stays_master(state) else ""
    fx.append(effect(f"ability_{kind}{landing}", refs.ABILITY, **params))
    data = FrozenMap({"card": card, "mode": kind, "left": power})
    return replace(state, ctx=state.ctx.push(Decision("ability_moves", by, "", data)))


def _uses(state: GuildsState, p: int, card: str, every: bool = False) -> list[object]:
    printed = values(state, card)
    suits = set(catalog.suits_of(printed.get("suits")))
    out: list[object] = []
    if state.supply[p]:
        out.append(Hire())
    sources = (["hall"] if state.hall[p] else []) + [s.pos for s in state.city if s.pieces[p]]
    if not every:
        sources = sources[:2]
    targets = [s for s in state.city if s.face_up and suits & set(tile_suits(state, s))]
    # a representative few (any other is accepted): the matching tiles nearest their threshold
    targets.sort(key=lambda s: int(values(state, s.tile).get("threshold", 0)) - s.count())
    out += [
        MovePiece(a, b.pos) for a in sources for b in targets[: None if every else MOVE_TARGETS] if a != b.pos
    ]
    if "cost" in printed and state.hand[p] >= int(printed["cost"]):
        out.append(Ability())
    return out


def legal_use(state: GuildsState, decision: Decision) -> list[object]:
    p = current(state)
    card = _card(decision)
    return _uses(state, p, card) or [Withdraw()]


def check_withdraw(state: GuildsState, decision: Decision, move: Withdraw, by: str) -> list[Violation]:
    """The table may take back a card played and not used yet, whatever it could do (ruling
    guilds-withdraw): nothing of the card has happened but showing it."""
    return []


def apply_withdraw(
    state: GuildsState, decision: Decision, move: Withdraw, by: str, fx: list[Effect]
) -> GuildsState:
    p = _player(state, by)
    card = _card(decision)
    discard = tuple(c for c in state.discard if c != card)
    return replace(
        state,
        ctx=state.ctx.pop(),
        hand=bump(state.hand, p, 1),
        played=state.played - 1,
        discard=discard,
        awaiting=tuple(c for c in state.awaiting if c != card),
    )


# -- an ability's moves ----------------------------------------------------------------------------


def check_ability_move(state: GuildsState, decision: Decision, move: MovePiece, by: str) -> list[Violation]:
    """One of the pieces an ability moves: suits ignored, where its family says (ruling guilds-abilities)."""
    p = _player(state, by)
    mode = decision.data["mode"]
    if mode == "plantation":
        found = _source_problems(state, p, move.source)
        if move.target != "plantation":
            found.append(violation("plantation_only", refs.ABILITY, card=_card(decision)))
        return found
    if mode == "master" and move.source == "hall":
        return [violation("no_master_there", refs.MASTER_STAYS, player=by, pos="hall")]
    found = _source_problems(state, p, move.source, master=mode == "master")
    found += _target_problems(state, move.source, move.target)
    space = state.space(move.target)
    if mode == "master" and not found and space is not None and space.master >= 0 and stays_master(state):
        found.append(
            violation(
                "master_there", refs.ONE_MASTER, player=by, pos=move.target, owner=state.names[space.master]
            )
        )
    return found


def legal_ability_moves(state: GuildsState, decision: Decision) -> list[object]:
    p = current(state)
    mode = decision.data["mode"]
    out: list[object] = [Done()]
    if mode == "master":
        sources = [s.pos for s in state.city if s.master == p]
    else:
        sources = (["hall"] if state.hall[p] else []) + [s.pos for s in state.city if s.pieces[p]]
    if mode == "plantation":
        return out + [MovePiece(a, "plantation") for a in sources]
    free = mode != "master" or not stays_master(state)
    targets = [s.pos for s in state.city if s.face_up and (free or s.master < 0)]
    return out + [MovePiece(a, b) for a in sources[:3] for b in targets if a != b]


def apply_ability_move(
    state: GuildsState, decision: Decision, move: MovePiece, by: str, fx: list[Effect]
) -> GuildsState:
    """The piece moved; the ability's moves end after the last one it allows."""
    top = state.ctx.top  # the stack's own decision (the one given carries its question)
    assert top is not None
    state = _move_piece(
        state, _player(state, by), move.source, move.target, master=top.data["mode"] == "master"
    )
    left = int(top.data["left"]) - 1
    ctx = (
        state.ctx.pop() if left == 0 else state.ctx.replace_top(replace(top, data=top.data.set("left", left)))
    )
    return replace(state, ctx=ctx)


def check_ability_done(state: GuildsState, decision: Decision, move: Done, by: str) -> list[Violation]:
    """An ability moves up to its power: its moves may end at any one of them (ruling guilds-abilities)."""
    return []


def apply_ability_done(
    state: GuildsState, decision: Decision, move: Done, by: str, fx: list[Effect]
) -> GuildsState:
    return replace(state, ctx=state.ctx.pop())


# -- the end of the turn ---------------------------------------------------------------------------


def check_draw(state: GuildsState, decision: Decision, move: Draw, by: str) -> list[Violation]:
    if state.ctx.round == state.last_round:
        return [violation("no_draw_last_round", refs.LAST_DRAW, round=state.ctx.round)]
    if reshuffle_due(state):
        return [
            violation("deck_short", refs.DECK, deck=state.deck, due=_wanted(state), discard=_discards(state))
        ]
    due = draw_due(state)
    if move.count != due and move.count != DUE:
        if state.played:
            return [
                violation("draw_count", refs.DRAW_2, player=by, count=state.played, due=due, drawn=move.count)
            ]
        return [violation("draw_count", refs.DRAW_4, "draw_count_none", player=by, due=due, drawn=move.count)]
    return []


def check_turn_done(state: GuildsState, decision: Decision, move: Done, by: str) -> list[Violation]:
    if state.ctx.round != state.last_round:
        return [violation("must_draw", refs.DRAW_4 if not state.played else refs.DRAW_2, due=draw_due(state))]
    return []


def apply_draw(state: GuildsState, decision: Decision, move: Draw, by: str, fx: list[Effect]) -> GuildsState:
    p = _player(state, by)
    count = draw_due(state) if move.count == DUE else int(move.count)
    drawn = replace(state, hand=bump(state.hand, p, count), deck=max(0, state.deck - count))
    return _end_turn(drawn, p, fx)


def apply_turn_done(
    state: GuildsState, decision: Decision, move: Done, by: str, fx: list[Effect]
) -> GuildsState:
    return _end_turn(state, _player(state, by), fx)


def _end_turn(state: GuildsState, p: int, fx: list[Effect]) -> GuildsState:
    """The turn ends, once the hand is down to the limit; the next turn begins in rules/after.py."""
    limit = hand_limit(state, p)
    over = state.hand[p] - limit
    if over > 0:
        name = state.names[p]
        fx.append(
            effect("hand_limit", refs.HAND_LIMIT, player=name, hand=state.hand[p], limit=limit, over=over)
        )
        return replace(
            state, ctx=state.ctx.replace_top(Decision("discard", name, "", FrozenMap({"count": over})))
        )
    return replace(state, ctx=state.ctx.pop())


def check_discard(state: GuildsState, decision: Decision, move: Discard, by: str) -> list[Violation]:
    p = _player(state, by)
    limit = hand_limit(state, p)
    over = state.hand[p] - limit
    if move.count != over and move.count != DUE:
        return [
            violation(
                "hand_limit",
                refs.HAND_LIMIT,
                player=by,
                hand=state.hand[p],
                limit=limit,
                count=move.count,
                over=over,
            )
        ]
    return []


def apply_discard(
    state: GuildsState, decision: Decision, move: Discard, by: str, fx: list[Effect]
) -> GuildsState:
    p = _player(state, by)
    over = state.hand[p] - hand_limit(state, p)
    count = min(over if move.count == DUE else int(move.count), state.hand[p])
    return replace(
        state,
        ctx=state.ctx.pop(),
        hand=bump(state.hand, p, -count),
        discard_hidden=state.discard_hidden + count,
    )


def legal_discard(state: GuildsState, decision: Decision) -> list[object]:
    p = current(state)
    return [Discard(state.hand[p] - hand_limit(state, p))]


__all__ = ["component"]
