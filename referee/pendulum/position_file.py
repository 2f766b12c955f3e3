"""Pendulum position files (docs/positions.md): the table's words for a game under way, both ways.

What a table says: the round and the phase, the board's action spaces per row, the privilege track,
where each hourglass stands and when it was last flipped (game time in seconds), the purple time
markers, every worker on the board (`"Ann grande green-top-2"`, `… reward` once it acted), the
face-up achievement, provinces and council rewards, and per player the character and mat, the
resources, votes, the three tracks, stratagems in hand and played, provinces conquered and the
workers off the board. What is not written takes the set-up value: resources as printed on the
mat, the four stratagems of the character in hand, the workers not on the board on the mat (3
common and 2 grande each: a common one and a grande one in use, the rest beside the mat and the
council board). Each card is in one place; each worker on one space; a space of the board only.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from referee.core.flow import Decision
from referee.core.position_file import Reader, context, plain
from referee.core.record import replace
from referee.i18n import t

from . import moves
from .state import CAP, NEUTRAL, RESOURCES, ROUNDS, ROWS, TRACKS, ZONES, Player, State, Timer, Undo, Worker

PHASES = ("setup", "realtime", "council", "prepare", "over")
COMMON, GRANDE = 3, 2  # each player's workers (seed 一 组件清单: 15 common and 10 grande for 5 players)
NEUTRAL_WORKERS = 4  # the 2-player neutral colour's blocking workers
SIDES = ("basic", "advanced")
TOKEN = ("card", "taken", "council", "returned", "")
KINDS = ("province", "achievement", "reward", "final")
MAT = (("start", RESOURCES), ("parchment", TRACKS), ("ends", TRACKS))


def _seconds(tenths: int) -> float:
    return tenths / 10


def dump(state: State) -> dict[str, Any]:
    out = _frame(state)
    out.update(_board(state))
    out["player"] = {p.name: _player(p, state) for p in state.players}
    if state.last is not None:
        out["last"] = {"by": state.last.by, "move": state.last.move, "before": _before(state.last.before)}
    return out


def _before(state: Any) -> dict[str, Any]:
    """The position before the last contested move (seed 四 特权判定), its ledger too."""
    out = dump(state)
    if state.ctx.adjustments:
        out["adjustment"] = [
            {
                "player": a.player,
                "counter": a.counter,
                "delta": a.delta,
                **({"reason": a.reason} if a.reason else {}),
            }
            for a in state.ctx.adjustments
        ]
    if state.ctx.declared:
        out["declared"] = plain(state.ctx.declared)
    return out


def _frame(state: State) -> dict[str, Any]:
    out = context(state.ctx)
    if out["current"] == 1:
        del out["current"]  # Pendulum has no turns: the first seat, as not written
    if state.ctx.stack == _stack_default(state):
        out.pop("decision", None)
    else:
        out.setdefault("decision", [])
    out["board"] = list(state.board)
    if state.order:
        out["privilege"] = list(state.order)
    if state.neutral != _neutral_default(state.workers):
        out["neutral_spaces"] = list(state.neutral)
    out["time"] = _seconds(state.now)
    if state.paused >= 0:
        out["paused_at"] = _seconds(state.paused)
    if state.clock != state.option("clock"):
        out["clock"] = state.clock
    if state.markers != (1, 2):
        out["purple_markers"] = list(state.markers)
    out["council_called"] = state.council_called
    for key in ("panel", "panel_flipped", "ready"):
        if getattr(state, key):
            out[key] = list(getattr(state, key))
    if state.panel_at:
        out["panel_at"] = state.panel_at
    return out


def _board(state: State) -> dict[str, Any]:
    out: dict[str, Any] = {
        "workers": [_worker_words(w) for w in state.workers],
        "achievement": state.achievement,
        "legendary_token": state.token,
        "provinces": list(state.display),
        "rewards": list(state.rewards),
        "grande_reward": state.grande_card,
    }
    if state.seen != _seen_default(state):
        out["seen"] = [f"{card} {kind}" for card, kind in state.seen]
    if state.learned:
        out["learned"] = dict(state.learned)
    out["hourglass"] = {
        zone: {"row": ROWS[timer.row], "flipped_at": _seconds(timer.at)}
        for zone, timer in zip(ZONES, state.timers, strict=True)
    }
    return out


def _neutral_default(workers: Sequence[Worker]) -> tuple[str, ...]:
    """The spaces the neutral workers block (2 players): where they stand."""
    return tuple(w.space for w in workers if w.owner == NEUTRAL)


def _stack_default(state: State) -> tuple[Decision, ...]:
    """The open decision a file need not write: real time running, the preparation of a round, the
    set-up from its start; the Council's and the set-up's later questions are written."""
    if state.ctx.phase in ("realtime", "prepare"):
        return (Decision(state.ctx.phase, ""),)
    if state.ctx.phase == "setup":
        from .rules.setup import setup_stack

        return setup_stack(state)
    return ()


def _worker_words(w: Worker) -> str:
    words = [w.owner, "grande" if w.grande else "common", w.space]
    return " ".join([*words, "reward"] if w.reward else words)


def _player(p: Player, state: State) -> dict[str, Any]:
    out: dict[str, Any] = {"character": p.character, "side": p.side}
    for key, value in zip(("start", "parchment", "ends"), (p.start, p.parchment, p.ends), strict=True):
        out[key] = list(value)
    for key in (*RESOURCES, "votes", *TRACKS):
        out[key] = p.amount(key)
    if p.legendary:
        out["legendary"] = True
    if p.glory:
        out["glory"] = p.glory
    if p.hand != _hand_default(p.character, p.discard):
        out["stratagems"] = list(p.hand)
    if p.discard:
        out["played"] = list(p.discard)
    if p.provinces:
        out["conquered"] = [f"{card} {slot}" for card, slot in p.provinces]
    commons, grandes = _on_board(state.workers, p.name)
    if p.free_common != _free(COMMON, p.aside_common, commons):
        out["common_on_mat"] = p.free_common
    if p.aside_common != 2:
        out["common_aside"] = p.aside_common
    if p.free_grande != _free(GRANDE, p.council_grande, grandes):
        out["grande_on_mat"] = p.free_grande
    if p.council_grande != 1:
        out["grande_at_council"] = p.council_grande
    if p.claimed:
        out["claimed"] = True
    if p.done:
        out["done"] = True
    return out


def _on_board(workers: Sequence[Worker], name: str) -> tuple[int, int]:
    mine = [w for w in workers if w.owner == name]
    return sum(not w.grande for w in mine), sum(w.grande for w in mine)


def _free(total: int, aside: int, on_board: int) -> int:
    """Workers on the mat when the file does not say: those neither put aside nor on the board."""
    return max(0, total - aside - on_board)


def _hand_default(character: str, played: Sequence[str]) -> tuple[str, ...]:
    if not character:
        return ()
    return tuple(s for s in (f"{character}.s{i}" for i in range(1, 5)) if s not in played)


def _seen_default(state: State) -> tuple[tuple[str, str], ...]:
    """The cards that entered play, when the file does not list them: those in sight now."""
    out = [(state.achievement, "achievement")] if state.achievement else []
    out += [(c, "province") for c in state.display if c]
    out += [(c, "province") for p in state.players for c, _ in p.provinces]
    out += [(c, "reward") for c in state.rewards]
    return tuple(out)


# -- reading -------------------------------------------------------------------------------------
def load(doc: Reader, players: Sequence[str] | None = None) -> State:
    from referee.pendulum.engine import GAME

    names = tuple(players) if players is not None else doc.players
    kinds = [s.id for s in GAME.flow.steps()]
    ctx = doc.context(PHASES, kinds, rounds=(0, ROUNDS))
    if not doc.has("phase") and ctx.round:
        ctx = replace(ctx, phase="realtime")  # a round under way: real time, unless the file says otherwise
    state = GAME.new_state(list(names), doc.options)
    board = doc.numbers("board", (0, 0, 0), lo=0, hi=9)
    if len(board) != 3:
        doc.problem("board", t("pendulum.position.board"))
        board = (0, 0, 0)
    state = replace(state, ctx=ctx, board=(board[0], board[1], board[2]))
    state = replace(
        state,
        order=_privilege(doc, names),
        now=_time(doc, "time", 0),
        paused=_time(doc, "paused_at", -1),
        clock=doc.choice("clock", ("timed", "untimed"), state.clock),
        markers=_markers(doc),
        council_called=doc.flag("council_called"),
        panel=doc.ids("panel", unique=False),
        panel_at=doc.number("panel_at", 0, lo=0),
        panel_flipped=doc.ids("panel_flipped", ZONES),
        ready=doc.ids("ready", names),
        workers=_workers(doc, state, names),
        achievement=_card(doc, "achievement"),
        token=doc.choice("legendary_token", TOKEN, "card"),
        display=tuple(_card(doc, "provinces", c) for c in doc.ids("provinces", unique=False)),
        rewards=tuple(_card(doc, "rewards", c) for c in doc.ids("rewards")),
        grande_card=doc.flag("grande_reward", True),
        learned=_learned(doc, state),
        timers=_timers(doc),
    )
    neutral = _neutral_default(state.workers)
    if doc.has("neutral_spaces"):
        neutral = tuple(_space(doc, "neutral_spaces", s, state) for s in doc.ids("neutral_spaces"))
    seats = doc.table("player")
    state = replace(state, neutral=neutral, players=tuple(_seat(seats, name, state) for name in names))
    if not doc.has("decision"):
        state = replace(state, ctx=replace(state.ctx, stack=_stack_default(state)))
    state = replace(state, seen=_seen(doc, state))
    _checks(doc, state)
    if doc.has("last"):
        state = replace(state, last=_last(doc, names))
    return state


def _time(doc: Reader, key: str, default: int) -> int:
    """A game time in seconds (tenths allowed: 183.4), kept in tenths."""
    value = doc.raw(key, None)
    if value is None:
        return default
    if isinstance(value, bool) or not isinstance(value, int | float) or value < 0:
        doc.problem(key, t("pendulum.position.seconds", value=repr(value)))
        return default
    tenths = round(value * 10)
    if abs(tenths - value * 10) > 1e-6:
        doc.problem(key, t("pendulum.position.seconds", value=repr(value)))
        return default
    return tenths


def _privilege(doc: Reader, names: tuple[str, ...]) -> tuple[str, ...]:
    pieces = (*names, NEUTRAL) if len(names) == 2 else names
    order = doc.ids("privilege", pieces)
    if order and sorted(order) != sorted(pieces):
        doc.problem("privilege", t("pendulum.position.privilege", pieces=", ".join(pieces)))
    return order


def _markers(doc: Reader) -> tuple[int, int]:
    found = doc.numbers("purple_markers", (1, 2), lo=0, hi=9)
    if len(found) != 2:
        doc.problem("purple_markers", t("pendulum.position.markers"))
        return (1, 2)
    return (found[0], found[1])


def _space(doc: Reader, key: str, word: str, state: State) -> str:
    """A space of the declared board (`green-top-2`), as written when it is none (a problem)."""
    space = moves.canonical_space(word)
    if space is None:
        doc.problem(key, t("pendulum.position.no_space", space=word))
        return word
    zone, _, number = space.split("-")
    if int(number) > state.board[ZONES.index(zone)]:
        doc.problem(key, t("pendulum.position.off_board", space=space, count=state.board[ZONES.index(zone)]))
    return space


def _workers(doc: Reader, state: State, names: tuple[str, ...]) -> tuple[Worker, ...]:
    owners = (*names, NEUTRAL) if len(names) == 2 else names
    out = []
    for words in doc.ids("workers", unique=False):
        parts = words.split()
        reward = parts[-1:] == ["reward"]
        parts = parts[:-1] if reward else parts
        owner = " ".join(parts[:-2])
        if len(parts) < 3 or owner not in owners or parts[-2] not in ("common", "grande"):
            doc.problem("workers", t("pendulum.position.worker", words=words, owners=", ".join(owners)))
            continue
        space = _space(doc, "workers", parts[-1], state)
        out.append(Worker(owner, parts[-2] == "grande", space, reward))
    return tuple(out)


def _card(doc: Reader, key: str, word: str | None = None) -> str:
    card = doc.text(key) if word is None else word
    if card and moves.canonical_card(card) is None:
        doc.problem(key, t("pendulum.position.card", card=card))
        return ""
    return card


def _learned(doc: Reader, state: State) -> tuple[tuple[str, str], ...]:
    table = doc.table("learned")
    return tuple((space, table.text(space)) for space in table.names())


def _timers(doc: Reader) -> tuple[Timer, Timer, Timer]:
    glasses = doc.table("hourglass")
    out = []
    for zone in ZONES:
        glass = glasses.table(zone)
        row = ROWS.index(glass.choice("row", ROWS, "top"))
        out.append(Timer(row, _time(glass, "flipped_at", 0)))
    for zone in glasses.names():
        if zone not in ZONES:
            glasses.raw(zone)
            glasses.problem(zone, t("position.unknown_id", value=repr(zone)))
    return (out[0], out[1], out[2])


def _seat(seats: Reader, name: str, state: State) -> Player:
    mine = seats.table(name)
    character = mine.text("character")
    if character and moves.canonical_card(character) is None:
        mine.problem("character", t("pendulum.position.card", card=character))
    side = mine.choice("side", SIDES, "basic" if character else "")
    mat = {key: _three(mine, key) for key, _ in MAT}
    start = mat["start"]
    played = tuple(_stratagem(mine, "played", s, character) for s in mine.ids("played"))
    hand = _hand_default(character, played)
    if mine.has("stratagems"):
        hand = tuple(_stratagem(mine, "stratagems", s, character) for s in mine.ids("stratagems"))
    for s in set(hand) & set(played):
        mine.problem("stratagems", t("pendulum.position.stratagem_twice", card=s))
    amounts = {r: mine.number(r, min(CAP, v), lo=0, hi=CAP) for r, v in zip(RESOURCES, start, strict=True)}
    ends = mat["ends"]
    tracks = {
        track: mine.number(track, 0, lo=0, hi=ends[i] if ends[i] else None) for i, track in enumerate(TRACKS)
    }
    commons, grandes = _on_board(state.workers, name)
    free_common, aside = _off_board(mine, "common", commons, ("common_aside", 2), COMMON)
    free_grande, council = _off_board(mine, "grande", grandes, ("grande_at_council", 1), GRANDE)
    return Player(
        name=name,
        character=character,
        side=side,
        votes=mine.number("votes", 0, lo=0),
        start=start,
        parchment=mat["parchment"],
        ends=ends,
        legendary=mine.flag("legendary"),
        glory=mine.number("glory", 0, lo=0),
        hand=hand,
        discard=played,
        provinces=_conquered(mine),
        free_common=free_common,
        free_grande=free_grande,
        aside_common=aside,
        council_grande=council,
        claimed=mine.flag("claimed"),
        done=mine.flag("done"),
        **amounts,
        **tracks,
    )


def _off_board(
    mine: Reader, kind: str, on_board: int, put_aside: tuple[str, int], total: int
) -> tuple[int, int]:
    """A player's workers of one kind off the board: on the mat, and put aside (beside the mat or
    the council board); with those on the board they make the player's `total`."""
    aside = mine.number(put_aside[0], put_aside[1], lo=0, hi=total)
    free = mine.number(f"{kind}_on_mat", _free(total, aside, on_board), lo=0, hi=total)
    if free + aside + on_board != total:
        why = t(
            "pendulum.position.workers_count", kind=kind, mat=free, aside=aside, board=on_board, all=total
        )
        mine.problem(f"{kind}_on_mat", why)
    return free, aside


def _three(mine: Reader, key: str) -> tuple[int, int, int]:
    found = mine.numbers(key, (0, 0, 0), lo=0, hi=99)
    if len(found) != 3:
        mine.problem(key, t("pendulum.position.three", key=key))
        return (0, 0, 0)
    return (found[0], found[1], found[2])


def _stratagem(mine: Reader, key: str, card: str, character: str) -> str:
    if card not in _hand_default(character, ()):
        mine.problem(key, t("pendulum.position.stratagem", card=card, character=character or "-"))
    return card


def _conquered(mine: Reader) -> tuple[tuple[str, str], ...]:
    from .catalog import SLOTS

    return _card_pairs(mine, "conquered", SLOTS)


def _card_pairs(doc: Reader, key: str, kinds: Sequence[str]) -> tuple[tuple[str, str], ...]:
    """A list of `"CARD WORD"` (a province and its slot, a card and its kind), WORD one of `kinds`."""
    out = []
    for words in doc.ids(key):
        parts = words.split()
        if len(parts) != 2 or parts[1] not in kinds or moves.canonical_card(parts[0]) is None:
            doc.problem(key, t(f"pendulum.position.{key}", words=words, kinds=", ".join(kinds)))
            continue
        out.append((parts[0], parts[1]))
    return tuple(out)


def _seen(doc: Reader, state: State) -> tuple[tuple[str, str], ...]:
    if not doc.has("seen"):
        return _seen_default(state)
    out = _card_pairs(doc, "seen", KINDS)
    missing = [c for c, _ in _seen_default(state) if c not in {c for c, _ in out}]
    if missing:
        doc.problem("seen", t("pendulum.position.seen_missing", cards=", ".join(missing)))
    return tuple(out)


def _checks(doc: Reader, state: State) -> None:
    """What no single key shows: a card in two places, a character twice, the round and the phase."""
    places: dict[str, str] = {}

    def place(card: str, where: str, key: str, reader: Reader) -> None:
        if not card:
            return
        if card in places:
            reader.problem(key, t("pendulum.position.two_places", card=card, other=places[card]))
        places.setdefault(card, where)

    place(state.achievement, "achievement", "achievement", doc)
    for card in state.display:
        place(card, "provinces", "provinces", doc)
    for card in state.rewards:
        place(card, "rewards", "rewards", doc)
    seats = doc.table("player")
    characters: dict[str, str] = {}
    for p in state.players:
        for card, _ in p.provinces:
            place(card, f"player.{p.name}.conquered", "conquered", seats.table(p.name))
        if p.character in characters:
            seats.table(p.name).problem(
                "character",
                t("pendulum.position.character_twice", character=p.character, other=characters[p.character]),
            )
        if p.character:
            characters[p.character] = p.name
    if (state.ctx.phase == "setup") != (state.ctx.round == 0):
        doc.problem("round", t("pendulum.position.round_phase", round=state.ctx.round, phase=state.ctx.phase))
    if state.ctx.phase != "setup":
        for p in state.players:
            if not p.character:
                seats.table(p.name).problem("character", t("pendulum.position.no_character"))
        if not any(state.board):
            doc.problem("board", t("pendulum.position.board"))
    neutral = sum(w.owner == NEUTRAL for w in state.workers)
    wanted = NEUTRAL_WORKERS if len(state.players) == 2 else 0
    if neutral != wanted and (neutral or state.ctx.phase != "setup"):
        doc.problem("workers", t("pendulum.position.neutral_workers", count=neutral, all=NEUTRAL_WORKERS))
    for zone, timer in zip(ZONES, state.timers, strict=True):
        if timer.at > state.now:
            doc.table("hourglass").table(zone).problem(
                "flipped_at",
                t("pendulum.position.flipped_later", at=_seconds(timer.at), now=_seconds(state.now)),
            )


def _last(doc: Reader, names: tuple[str, ...]) -> Undo | None:
    """The last contested player move and the position before it (for `table: privilege NAME`)."""
    last = doc.table("last")
    by = last.choice("by", names, names[0])
    move = last.text("move")
    before = last.table("before")
    before_state = load(before, names)
    from referee.core.position_file import read_ledger
    from referee.pendulum.engine import GAME

    before_state = read_ledger(before, GAME, before_state)
    return Undo(by, move, before_state)
