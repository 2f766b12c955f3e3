"""The table's set-up (seed 一 游戏准备) and the cards it reveals each round: board, characters and
mats, privilege order, the neutral colour (2 players), achievement, provinces, council rewards."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from referee.core.errors import UsageError
from referee.core.flow import Decision, TurnContext
from referee.core.game import Effect
from referee.core.options import resolve
from referee.core.record import replace
from referee.core.violations import Violation
from referee.i18n import t
from referee.pendulum import catalog, moves, refs
from referee.pendulum.rules.declarations import mat_numbers
from referee.pendulum.rules.options import HOUSE_RULES
from referee.pendulum.rules.position import field_names, is_player, number_of, violation, zone_of
from referee.pendulum.state import NEUTRAL, ROUNDS, Player, State, Worker


def new_state(players: Sequence[str], options: Mapping[str, str]) -> State:
    """A game of 2-5 named players waiting for the table's set-up (seed 一)."""
    names = tuple(str(p).strip() for p in players)
    if not 2 <= len(names) <= 5:
        raise UsageError(t("pendulum.setup.player_count", count=len(names)))
    folded = [n.casefold() for n in names]
    if any(not n for n in names) or len(set(folded)) != len(folded) or NEUTRAL in folded:
        raise UsageError(t("pendulum.setup.names"))
    for name in names:
        if moves.suffix_in_name(name):
            raise UsageError(t("pendulum.setup.name_before", name=repr(name)))
    opts = resolve("pendulum", HOUSE_RULES, options)
    state = State(
        ctx=TurnContext(round=0, phase="setup"),
        players=tuple(Player(n) for n in names),
        options=tuple(sorted(opts.items())),
        clock=opts["clock"],
    )
    return replace(state, ctx=replace(state.ctx, stack=setup_stack(state)))


def needs_neutral(state: State) -> bool:
    return len(state.players) == 2


def setup_stack(state: State) -> tuple[Decision, ...]:
    """The table's set-up decisions, the first to answer last."""
    steps = ["declare_rewards", "declare_provinces", "declare_achievement"]
    if needs_neutral(state):
        steps.append("declare_neutral")
    steps += ["declare_order", "declare_character", "declare_board"]
    return tuple(Decision(s, "table") for s in steps)


def opening_stack(state: State) -> tuple[Decision, ...]:
    """In privilege order a grande worker each, then a common worker each (seed 开局); the first on top."""
    order = [n for n in state.order if n != NEUTRAL]
    wanted = [(n, "grande") for n in order] + [(n, "common") for n in order]
    from referee.core.frozen import FrozenMap

    return tuple(Decision("opening", n, data=FrozenMap({"worker": w})) for n, w in reversed(wanted))


# The decks of seed 一 组件清单 by the kind a revealed card is kept as: 56 provinces, 10
# achievements, the 25 common council rewards less the 10 put back in the box (5 face up and 10 in
# the deck), the 5 final rewards (ruling pendulum-decks).
DECKS = {"province": 56, "achievement": 10, "reward": 15, "final": 5}
# a deck or a reveal named in the table's words (pendulum.deck.*)
_DECK_WORD = {"province": "provinces", "achievement": "achievement", "reward": "rewards", "final": "finals"}


def deck_word(kind: str) -> str:
    """A deck (province, achievement, reward, final) or a reveal (provinces, rewards) in words."""
    return t(f"pendulum.deck.{_DECK_WORD.get(kind, kind)}")


def deck_left(state: State, kind: str) -> int:
    """The cards of a deck not yet seen: every card that entered play came from it."""
    return DECKS[kind] - sum(1 for _, k in state.seen if k == kind)


def deck_problems(state: State, kind: str, wanted: int) -> list[Violation]:
    left = deck_left(state, kind)
    if wanted <= left:
        return []
    return [violation("deck_empty", refs.DECKS, what=deck_word(kind), left=left, wanted=wanted)]


def provinces_to_deal(state: State) -> int:
    """Four, or what is left of the deck when fewer remain (the other places stay empty)."""
    return min(4, deck_left(state, "province"))


def _cards(text: str) -> list[str]:
    return text.split()


def card_kind(state: State, kind: str) -> str:
    """What the table's reward reveal deals: in the preparation of round 4, the final cards."""
    return (
        "final"
        if kind == "reward" and state.ctx.phase == "prepare" and state.ctx.round == ROUNDS - 1
        else kind
    )


def _reveal_problems(state: State, cards: list[str], count: int, what: str) -> list[Violation]:
    found = []
    if len(cards) != count:
        found.append(
            violation("reveal_count", refs.COMPONENTS, what=deck_word(what), count=count, given=len(cards))
        )
    seen = {c for c, _ in state.seen}
    for c in cards:
        if moves.canonical_card(c) is None:
            found.append(violation("bad_card", refs.COMPONENTS, card=c))
        elif c in seen or c in ("grande", "none"):
            found.append(violation("card_seen", refs.COMPONENTS, card=c))
    return found


def check_board(state: State, decision: Decision, move: moves.Board, by: str) -> list[Violation]:
    if not all(1 <= n <= 9 for n in (move.purple, move.green, move.black)):
        return [violation("board_spaces", refs.BOARD_SIDE)]
    return []


def check_character(state: State, decision: Decision, move: moves.Character, by: str) -> list[Violation]:
    if not is_player(state, move.player):
        return [
            violation("unknown_player", refs.CHARACTER, player=move.player, players=", ".join(state.names()))
        ]
    found = []
    if state.player(move.player).character:
        found.append(violation("character_twice", refs.CHARACTER, player=move.player))
    if any(p.character == move.character for p in state.players):
        found.append(violation("character_taken", refs.CHARACTER, character=move.character))
    parchment, end = move.numbers("parchment"), move.numbers("end")
    if not all(1 <= a <= b for a, b in zip(parchment, end, strict=True)):
        found.append(violation("mat_tracks", refs.CHARACTER))
    known = catalog.values(
        replace(
            state,
            players=tuple(
                replace(p, character=move.character, side=move.side) if p.name == move.player else p
                for p in state.players
            ),
        ),
        f"{move.character}.{move.side}",
    )
    given = mat_numbers(move.numbers("start"), parchment, end)
    for key, value in given.items():
        if key in known and known[key] != value:
            found.append(
                violation(
                    "mat_differs",
                    refs.START_RESOURCES,
                    field=field_names(key),
                    printed=known[key],
                    value=value,
                )
            )
    return found


def check_order(state: State, decision: Decision, move: moves.Order, by: str) -> list[Violation]:
    if moves.order_names(move.names, state.names()) is None:
        return [violation("order_players", refs.PRIVILEGE_SETUP, players=", ".join(state.names()))]
    return []


def check_neutral(state: State, decision: Decision, move: moves.Neutral, by: str) -> list[Violation]:
    words = move.spaces.split()
    canon = [moves.canonical_space(s) for s in words]
    if len(words) != 4 or any(
        c is None
        or zone_of(c) == "black"
        or number_of(c) > state.board[("purple", "green").index(zone_of(c))]
        for c in canon
    ):
        return [violation("neutral_spaces", refs.NEUTRAL_SPACES)]
    return []


def check_achievement(state: State, decision: Decision, move: moves.Achievement, by: str) -> list[Violation]:
    found = deck_problems(state, "achievement", 1) or _reveal_problems(state, [move.card], 1, "achievement")
    if state.ctx.phase == "prepare" and state.achievement:
        found.append(violation("already_dealt", refs.DEAL_ACHIEVEMENT, cards=state.achievement))
    return found


def check_provinces(state: State, decision: Decision, move: moves.Provinces, by: str) -> list[Violation]:
    deal = provinces_to_deal(state)
    found = deck_problems(state, "province", 1) or _reveal_problems(
        state, _cards(move.cards), deal, "provinces"
    )
    if state.ctx.phase == "prepare" and any(state.display):
        dealt = " ".join(c for c in state.display if c)
        found.append(violation("already_dealt", refs.DEAL_PROVINCES, cards=dealt))
    return found


def check_rewards(state: State, decision: Decision, move: moves.Rewards, by: str) -> list[Violation]:
    kind = card_kind(state, "reward")
    found = deck_problems(state, kind, 5) or _reveal_problems(state, _cards(move.cards), 5, "rewards")
    if state.ctx.phase == "prepare" and state.rewards:
        found.append(violation("already_dealt", refs.DEAL_REWARDS, cards=" ".join(state.rewards)))
    return found


def check_reveal(state: State, decision: Decision, move: moves.Reveal, by: str) -> list[Violation]:
    """A province revealed into an empty place of the display (seed 三 随时可进行的非计时行动)."""
    found = deck_problems(state, "province", 1) or _reveal_problems(state, [move.card], 1, "province")
    if not state.display:  # the preparation before the four are dealt: `provinces` deals them
        found.append(violation("display_not_dealt", refs.DEAL_PROVINCES))
    elif "" not in state.display:
        found.append(violation("display_full", refs.REFRESH))
    return found


def _after_table_step(state: State) -> State:
    """The set-up step answered; once the last is, the opening placements, then the round's start."""
    ctx = state.ctx.pop()
    state = replace(state, ctx=ctx)
    if ctx.phase == "setup" and not ctx.stack:
        state = replace(state, ctx=ctx.push(Decision("start_round", "table"), *opening_stack(state)))
    return state


def _dealt(state: State) -> State:
    """A deal of the set-up closes its step; the same deal in the preparation leaves it open."""
    return _after_table_step(state) if state.ctx.phase == "setup" else state


def apply_board(state: State, decision: Decision, move: moves.Board, by: str, effects: list[Effect]) -> State:
    return _after_table_step(replace(state, board=(move.purple, move.green, move.black)))


def apply_character(
    state: State, decision: Decision, move: moves.Character, by: str, effects: list[Effect]
) -> State:
    c, m, u = move.numbers("start")
    p = replace(
        state.player(move.player),
        character=move.character,
        side=move.side,
        coin=min(10, c),
        military=min(10, m),
        culture=min(10, u),
        start=(c, m, u),
        parchment=move.numbers("parchment"),
        ends=move.numbers("end"),
        hand=tuple(f"{move.character}.s{i}" for i in range(1, 5)),
    )
    state = state.with_player(p)
    return _after_table_step(state) if all(q.character for q in state.players) else state


def apply_order(state: State, decision: Decision, move: moves.Order, by: str, effects: list[Effect]) -> State:
    named = moves.order_names(move.names, state.names())
    assert named is not None  # checked
    order = named + ((NEUTRAL,) if needs_neutral(state) else ())
    return _after_table_step(replace(state, order=order))


def apply_neutral(
    state: State, decision: Decision, move: moves.Neutral, by: str, effects: list[Effect]
) -> State:
    spaces = tuple(moves.canonical_space(s) or s for s in move.spaces.split())
    workers = tuple(Worker(NEUTRAL, False, s) for s in spaces)
    return _after_table_step(replace(state, neutral=spaces, workers=state.workers + workers))


def apply_achievement(
    state: State, decision: Decision, move: moves.Achievement, by: str, effects: list[Effect]
) -> State:
    token = ("council" if len(state.players) <= 3 else "card") if state.ctx.phase == "setup" else "card"
    state = replace(
        state, achievement=move.card, token=token, seen=state.seen + ((move.card, "achievement"),)
    )
    return _dealt(state)


def apply_provinces(
    state: State, decision: Decision, move: moves.Provinces, by: str, effects: list[Effect]
) -> State:
    cards = tuple(_cards(move.cards))
    display = cards + ("",) * (4 - len(cards))  # a deck run short leaves places empty
    return _dealt(replace(state, display=display, seen=state.seen + tuple((c, "province") for c in cards)))


def apply_rewards(
    state: State, decision: Decision, move: moves.Rewards, by: str, effects: list[Effect]
) -> State:
    cards = tuple(_cards(move.cards))
    kind = card_kind(state, "reward")
    return _dealt(replace(state, rewards=cards, seen=state.seen + tuple((c, kind) for c in cards)))


def apply_reveal(
    state: State, decision: Decision, move: moves.Reveal, by: str, effects: list[Effect]
) -> State:
    display = list(state.display)
    display[display.index("")] = move.card
    return replace(state, display=tuple(display), seen=state.seen + ((move.card, "province"),))


def _fresh(state: State, prefix: str, n: int) -> str:
    seen = {c for c, _ in state.seen}
    out: list[str] = []
    i = 1
    while len(out) < n:
        if f"{prefix}{i}" not in seen:
            out.append(f"{prefix}{i}")
        i += 1
    return " ".join(out)


def legal(state: State, step: str) -> list[object]:
    """A short list of sensible declarations for a table step (the notation reads any other)."""
    if step == "declare_board":
        return [moves.Board(4, 4, 3), moves.Board(3, 3, 3)]
    if step == "declare_character":
        p = next(q for q in state.players if not q.character)
        i = state.names().index(p.name) + 1
        return [
            moves.Character(p.name, f"Mat{i}", side, "1/1/1", "5/5/5", "7/7/7")
            for side in ("basic", "advanced")
        ]
    if step == "declare_order":
        names = state.names()
        return [moves.Order(moves.order_text(names)), moves.Order(moves.order_text(names[::-1]))]
    if step == "declare_neutral":
        return [moves.Neutral("green-top-1 green-bottom-1 purple-top-1 purple-bottom-1")]
    if step == "declare_achievement" or (step == "prepare" and not state.achievement):
        return [moves.Achievement(_fresh(state, "A", 1))]
    if step == "declare_provinces" or (step == "prepare" and not any(state.display)):
        deal = provinces_to_deal(state)
        return [moves.Provinces(_fresh(state, "P", deal))] if deal else []
    if step == "declare_rewards" or (step == "prepare" and not state.rewards):
        prefix = "F" if card_kind(state, "reward") == "final" else "C"
        return [moves.Rewards(_fresh(state, prefix, 5))]
    return []
