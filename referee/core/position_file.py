"""Position files: a game under way, written as a table would say it, read back into a state.

A group that did not track a game from its first move can still ask the referee ("we are in round
5, Ann has 4 fish and 3 francs and Bob owns the Colliery: may she enter it?"): it writes the
position in a small TOML file (docs/positions.md) and starts from it (`referee new GAME --position
FILE`, `referee check GAME --position FILE MOVE`); `referee export SAVE --format position` writes
one. Every problem of a file is reported at once, each with its key and line, exit 4 like a broken
save (`PositionError`).

The keys every game shares are read here: `game`, `players`, `[options]` (the house rules), the
turn frame (`round`, `phase`, `[[decision]]`, `[[own_decision]]`: the referee's open questions),
`[[adjustment]]` (the table's adjustments) and `[declared]` (printed values not in a catalog, as
the table's `declare` moves keep them, checked the same way: core/ledger.py).

How a game writes its codec
---------------------------
A module `referee/<game>/position_file.py` (found by that name, like the score sheet; a game without
one has no position files) giving two functions:

    def dump(state) -> dict[str, Any]
        The game's own keys, TOML-safe (str, int, bool, lists, tables: no None, tuples as lists),
        leaving out what equals the value `load` would take when the key is missing. The shared
        keys above are added by `write`; a game writes `context(state.ctx)` into its dict if it
        wants them in another order (it normally does not).

    def load(doc: Reader, players: Sequence[str] | None = None) -> state
        Read the game's keys through the typed getters of `doc` (`doc.number("round", 1, lo=1, hi=7)`,
        `doc.choice`, `doc.ids`, `doc.counts`, `doc.table("player")`, `doc.tables("ship")` …), which report a
        wrong value as a problem and return the default, so that reading goes on and every problem
        is found; add the game's own (conservation: more of a good than exists, a building in two
        places) with `doc.problem(key, why)`. `doc.players` and `doc.options` are the shared keys
        already read (`players` given: the caller's names instead), `doc.context(phases, kinds)` reads the
        turn frame; the ledger (`[[adjustment]]`, `[declared]`) is read after `load`. Return the state even when
        problems were found (any state will do then): `read` raises them all together. Keys no
        getter asked for are reported as unknown.

The round trip is the contract (tests/kit/test_position_files.py): `load` of `dump` of any state
reached by play gives an equal state, and a game started from it plays on as the original. The kit
also asks each game with a codec for: a section of docs/positions.md with its keys, their defaults
and one complete example after `<!-- position-example GAME -->`; tests/GAME/positions/ holding
`minimal.toml` (a dispute in a few lines), `complete.toml` (every key: `dump` gives it back) and at
least ten files under `broken/`, each saying on its first line what is refused
(`# refused: KEY line N`); and that no value anywhere in the complete file crashes the reading. Its
messages are `GAME.position.*`, in a block at the end of the game's messages.*.toml.
"""

from __future__ import annotations

import importlib
import importlib.util
import re
from collections.abc import Iterable, Mapping, Sequence
from types import ModuleType
from typing import Any

from referee.core.declared import POSITION_FILE
from referee.core.errors import EXIT_SAVE, RefereeError
from referee.core.flow import Adjustment, Decision, TurnContext
from referee.core.frozen import EMPTY, FrozenMap
from referee.core.record import record
from referee.i18n import t

CODEC = POSITION_FILE  # the module of a game package that reads and writes its position files
SHARED_KEYS = ("game", "players", "options", "declared", "adjustment")
CONTEXT_KEYS = ("round", "phase", "current", "decision", "own_decision")

Path = tuple[str | int, ...]  # a key's path in the document: table names, array indexes


# -- problems ----------------------------------------------------------------------------------
@record
class Problem:
    key: str  # dotted, as the file writes it: `player.Ann.francs`, `ship[2].id`
    line: int  # 0 when the key is not in the file (a missing key)
    why: str

    def text(self) -> str:
        if self.key == "-":  # the file itself: unreadable, or no TOML
            return t("position.problem_file", line=self.line, why=self.why) if self.line else self.why
        where = t("position.where_line", line=self.line) if self.line else t("position.where_missing")
        return t("position.problem", key=self.key, where=where, why=self.why)


class PositionError(RefereeError):
    """A file that cannot be a position of the game: every problem, each with its key and line."""

    exit_code = EXIT_SAVE  # like a broken save: the file given is wrong, not the command

    def __init__(self, path: str, problems: Sequence[Problem]) -> None:
        self.path = path
        self.problems = tuple(sorted(problems, key=lambda p: (p.line or 10**9, p.key)))
        lines = "\n".join("  " + p.text() for p in self.problems)
        super().__init__(t("position.refused", path=path, count=len(self.problems), problems=lines))


# -- where each key is ---------------------------------------------------------------------------
_BARE = r"[A-Za-z0-9_-]+"
_QUOTED = r'"(?:[^"\\]|\\.)*"|\'[^\']*\''
_KEY = rf"(?:{_BARE}|{_QUOTED})(?:\s*\.\s*(?:{_BARE}|{_QUOTED}))*"
_HEADER = re.compile(rf"^\s*(\[\[?)\s*({_KEY})\s*\]\]?\s*(#.*)?$")
_ASSIGN = re.compile(rf"^\s*({_KEY})\s*=\s*(.*)$")
_INLINE_KEY = re.compile(rf"(?:^|[{{,])\s*({_KEY})\s*=")


def _key_parts(key: str) -> list[str]:
    parts = re.findall(rf"{_BARE}|{_QUOTED}", key)
    return [p[1:-1] if p[:1] in "\"'" else p for p in parts]


def locate(text: str) -> dict[Path, int]:
    """The line (1-based) of every table, array-of-tables entry and key the text writes.

    A small reader of the TOML forms the position files use: `[table]`, `[[array]]`, dotted keys,
    `key = value` and the keys of a one-line inline table `key = {a = 1, b = 2}`. Lines inside a
    multi-line string or array are not looked into (a key there is found at its first line)."""
    lines: dict[Path, int] = {}
    counts: dict[Path, int] = {}
    table: Path = ()
    depth = 0  # open brackets of a value spanning lines
    for number, raw in enumerate(text.splitlines(), 1):
        if depth > 0:
            depth += _brackets(raw)
            continue
        header = _HEADER.match(raw)
        if header:
            path: Path = tuple(_key_parts(header.group(2)))
            if header.group(1) == "[[":
                index = counts[path] = counts.get(path, -1) + 1
                path = (*path, index)
            table = path
            lines.setdefault(table, number)
            continue
        assign = _ASSIGN.match(raw)
        if not assign:
            continue
        key = (*table, *_key_parts(assign.group(1)))
        for i in range(len(table) + 1, len(key) + 1):
            lines.setdefault(key[:i], number)
        value = assign.group(2)
        if value.lstrip().startswith("{"):
            for inner in _INLINE_KEY.finditer(value.lstrip()):
                lines.setdefault((*key, *_key_parts(inner.group(1))), number)
        depth = _brackets(value)
    return lines


def _brackets(value: str) -> int:
    """How many brackets a line leaves open (strings and comments aside)."""
    bare = re.sub(rf"{_QUOTED}", "", value).split("#")[0]
    return bare.count("[") + bare.count("{") - bare.count("]") - bare.count("}")


def dotted(path: Path) -> str:
    """The key as a table writes it: `player.Ann.francs`, `ship[2].id`."""
    out = ""
    for part in path:
        if isinstance(part, int):
            out += f"[{part + 1}]"
        else:
            name = part if re.fullmatch(_BARE, part) else '"' + part.replace('"', '\\"') + '"'
            out += ("." if out else "") + name
    return out


# -- the reader ----------------------------------------------------------------------------------
class Reader:
    """One table of a position file and the problems found reading the whole file.

    Every getter takes a key of this table, marks it read, and returns its value, or the default
    when the key is missing or wrong (a wrong one is a problem with its key and line)."""

    def __init__(
        self, data: Mapping[str, Any], lines: dict[Path, int], path: str, at: Path = (), shared: Any = None
    ) -> None:
        self.data = data
        self.lines = lines
        self.path = path
        self.at = at
        self._shared = shared if shared is not None else _Shared()
        if at not in self._shared.read:  # a table asked for twice is one table
            self._shared.tables.append(self)
        self.read: set[str] = self._shared.read.setdefault(at, set())

    # what the shared keys said, set by `read`
    @property
    def players(self) -> tuple[str, ...]:
        return self._shared.players  # type: ignore[no-any-return]

    @property
    def options(self) -> dict[str, str]:
        return self._shared.options  # type: ignore[no-any-return]

    @property
    def problems(self) -> list[Problem]:
        return self._shared.problems  # type: ignore[no-any-return]

    # -- problems ---------------------------------------------------------------------------------
    def line(self, key: str | int | Path = ()) -> int:
        """The line of `key` in this table (its table's line when the key is not written, else 0)."""
        path = (*self.at, *(key if isinstance(key, tuple) else (key,)))
        while path:
            if path in self.lines:
                return self.lines[path]
            path = path[:-1]
        return 0

    def problem(self, key: str | int | Path, why: str) -> None:
        """A problem of `key` (of this table; `()` the table itself), with its line."""
        path = (*self.at, *(key if isinstance(key, tuple) else (key,)))
        self.problems.append(Problem(dotted(path) or "-", self.line(key), why))

    def has(self, key: str) -> bool:
        return key in self.data

    def names(self) -> list[str]:
        return list(self.data)

    def raw(self, key: str, default: Any = None) -> Any:
        """The value as written (marked read): for a game's own shapes."""
        self.read.add(key)
        return self.data.get(key, default)

    # -- typed getters ----------------------------------------------------------------------------
    def number(self, key: str, default: int = 0, lo: int | None = None, hi: int | None = None) -> int:
        value = self.raw(key, default)
        if type(value) is not int:
            self.problem(key, t("position.not_int", value=_shown(value)))
            return default
        if (lo is not None and value < lo) or (hi is not None and value > hi):
            low = "…" if lo is None else lo
            high = "…" if hi is None else hi
            self.problem(key, t("position.out_of_range", value=value, lo=low, hi=high))
            return default
        return value

    def flag(self, key: str, default: bool = False) -> bool:
        value = self.raw(key, default)
        if type(value) is not bool:
            self.problem(key, t("position.not_bool", value=_shown(value)))
            return default
        return value

    def text(self, key: str, default: str = "") -> str:
        value = self.raw(key, default)
        if type(value) is not str:
            self.problem(key, t("position.not_text", value=_shown(value)))
            return default
        return value

    def choice(self, key: str, choices: Iterable[str], default: str = "") -> str:
        """A text that must be one of `choices` (ids, names, a phase)."""
        known = list(choices)
        value = self.text(key, default)
        if value != default and value not in known:
            self.problem(key, t("position.not_one_of", value=_shown(value), known=_listed(known)))
            return default
        return value

    def ids(
        self, key: str, known: Iterable[str] | None = None, default: Sequence[str] = (), unique: bool = True
    ) -> tuple[str, ...]:
        """A list of texts, each one of `known` (None: any), each once unless `unique` is False."""
        value = self.raw(key, list(default))
        if not isinstance(value, list) or not all(type(v) is str for v in value):
            self.problem(key, t("position.not_list_of_text", value=_shown(value)))
            return tuple(default)
        allowed = None if known is None else set(known)
        out: list[str] = []
        for item in value:
            if allowed is not None and item not in allowed:
                self.problem(key, t("position.unknown_id", value=_shown(item)))
            elif unique and item in out:
                self.problem(key, t("position.twice", value=_shown(item)))
            else:
                out.append(item)
        return tuple(out)

    def numbers(
        self, key: str, default: Sequence[int] = (), lo: int | None = None, hi: int | None = None
    ) -> tuple[int, ...]:
        """A list of whole numbers, each in [lo, hi]."""
        value = self.raw(key, list(default))
        if not isinstance(value, list) or not all(type(v) is int for v in value):
            self.problem(key, t("position.not_list_of_int", value=_shown(value)))
            return tuple(default)
        for item in value:
            if (lo is not None and item < lo) or (hi is not None and item > hi):
                low = "…" if lo is None else lo
                high = "…" if hi is None else hi
                self.problem(key, t("position.out_of_range", value=item, lo=low, hi=high))
                return tuple(default)
        return tuple(value)

    def pairs(self, key: str, kinds: tuple[type, type]) -> tuple[tuple[Any, Any], ...]:
        """A list of two-item lists of the given kinds (`[["Ann", "13"]]`), as tuples."""
        value = self.raw(key, [])
        if not isinstance(value, list) or not all(
            isinstance(v, list) and len(v) == 2 and all(type(x) is k for x, k in zip(v, kinds, strict=True))
            for v in value
        ):
            names = ", ".join(t(f"position.kind_{k.__name__}") for k in kinds)
            self.problem(key, t("position.not_pairs", value=_shown(value), kinds=names))
            return ()
        return tuple((a, b) for a, b in value)

    def counts(
        self,
        key: str,
        known: Iterable[str],
        hi: Mapping[str, int] | None = None,
        default: Mapping[str, int] | None = None,
    ) -> dict[str, int]:
        """A table id -> count ≥ 0 (goods and their numbers); ids from `known`, counts up to `hi`.
        An id not written, or written wrong, counts as in `default` (none: 0); zeros are left out."""
        sub = self.table(key)
        allowed = list(known)
        out: dict[str, int] = dict(default or {})
        for name in sub.names():
            if name not in allowed:
                sub.raw(name)
                sub.problem(name, t("position.unknown_id", value=_shown(name)))
                continue
            top = None if hi is None else hi.get(name)
            out[name] = sub.number(name, out.get(name, 0), lo=0, hi=top)
        return {k: v for k, v in out.items() if v}

    def table(self, key: str) -> Reader:
        """The table `key` (empty when not written; a value that is no table is a problem)."""
        value = self.raw(key, {})
        if not isinstance(value, dict):
            self.problem(key, t("position.not_table", value=_shown(value)))
            value = {}
        return Reader(value, self.lines, self.path, (*self.at, key), self._shared)

    def tables(self, key: str) -> list[Reader]:
        """The entries of the array of tables `key` (`[[key]]`), in order."""
        value = self.raw(key, [])
        if not isinstance(value, list) or not all(isinstance(v, dict) for v in value):
            self.problem(key, t("position.not_tables", value=_shown(value)))
            return []
        return [
            Reader(v, self.lines, self.path, (*self.at, key, i), self._shared) for i, v in enumerate(value)
        ]

    # -- the shared keys ------------------------------------------------------------------------
    def context(
        self,
        phases: Sequence[str],
        decision_kinds: Iterable[str],
        rounds: tuple[int, int] = (0, 99),
        first_round: int = 0,
    ) -> TurnContext:
        """The turn frame: `round` (in `rounds`, `first_round` when not written), `phase` (the
        first of `phases` when not written), `current` (a seat number, 1 first), the open
        `[[decision]]`s (the leading one last) and each actor's `[[own_decision]]`s; the ledger
        (`[[adjustment]]`, `[declared]`) is read by `read` itself. A game that derives one of
        them when it is not written asks `has` first."""
        kinds = list(decision_kinds)
        actors = [*self.players, "table", ""]
        stack = tuple(self._decision(d, kinds, actors) for d in self.tables("decision"))
        own: dict[str, tuple[Decision, ...]] = {}
        for d in self.tables("own_decision"):
            decision = self._decision(d, kinds, actors)
            own[decision.actor] = (*own.get(decision.actor, ()), decision)
        return TurnContext(
            round=self.number("round", first_round, lo=rounds[0], hi=rounds[1]),
            phase=self.choice("phase", phases, phases[0]),
            current=self.number("current", 1, lo=1, hi=max(1, len(self.players))) - 1,
            stack=stack,
            own=FrozenMap(own),
        )

    def _decision(self, d: Reader, kinds: list[str], actors: list[str]) -> Decision:
        kind = d.choice("kind", kinds, "")
        if not kind:
            d.problem("kind", t("position.decision_kind", known=_listed(kinds)))
        actor = d.choice("actor", actors, "")
        return Decision(kind, actor, "", thawed(d.raw("data", {})) if d.has("data") else EMPTY)

    def finish(self) -> None:
        """Report every key no getter read (a typo, a key of another game), then raise all problems."""
        for table in self._shared.tables:
            for key in table.data:
                if key not in table.read:
                    table.problem(key, t("position.unknown_key"))
        if self.problems:
            raise PositionError(self.path, self.problems)


class _Shared:
    """What the readers of one file share: every table read, every problem, the players."""

    def __init__(self) -> None:
        self.tables: list[Reader] = []
        self.read: dict[Path, set[str]] = {}  # each table's keys read, by its path
        self.problems: list[Problem] = []
        self.players: tuple[str, ...] = ()
        self.options: dict[str, str] = {}


def _shown(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "…"


def _listed(known: Sequence[str]) -> str:
    shown = ", ".join(known[:12])
    return shown + (", …" if len(known) > 12 else "")


# -- plain values both ways -----------------------------------------------------------------------
def plain(value: Any) -> Any:
    """A state value as TOML writes it: tuples as lists, maps as tables (None has no TOML form)."""
    if isinstance(value, tuple | list):
        return [plain(v) for v in value]
    if isinstance(value, Mapping):
        return {str(k): plain(v) for k, v in value.items()}
    if value is None:
        raise ValueError("None has no TOML form")
    return value


def thawed(value: Any) -> Any:
    """`plain` undone: lists back to tuples, tables back to frozen maps."""
    if isinstance(value, list):
        return tuple(thawed(v) for v in value)
    if isinstance(value, dict):
        return FrozenMap({k: thawed(v) for k, v in value.items()})
    return value


def context(ctx: TurnContext) -> dict[str, Any]:
    """The turn frame's keys for `dump` (see `Reader.context`)."""
    out: dict[str, Any] = {"round": ctx.round, "phase": ctx.phase, "current": ctx.current + 1}
    if ctx.stack:
        out["decision"] = [_decision(d) for d in ctx.stack]
    own = [_decision(d) for stack in ctx.own.values() for d in stack]
    if own:
        out["own_decision"] = own
    return out


def _decision(d: Decision) -> dict[str, Any]:
    out: dict[str, Any] = {"kind": d.kind, "actor": d.actor}
    if d.data:
        out["data"] = plain(d.data)
    return out


# -- the codec of a game ----------------------------------------------------------------------------
def codec(game: str) -> ModuleType | None:
    """The game's position codec (`referee/<game>/position_file.py`), None when it has none."""
    from referee.registry import package_of

    name = f"{package_of(game)}.{CODEC}"
    try:
        found = importlib.util.find_spec(name)
    except ModuleNotFoundError:
        return None
    return importlib.import_module(name) if found is not None else None


def games_with_codec() -> list[str]:
    from referee.registry import tracked_games

    return [g for g in tracked_games() if codec(g) is not None]


def _codec_or_refuse(game: str) -> ModuleType:
    module = codec(game)
    if module is None:
        from referee.core.errors import UsageError

        raise UsageError(t("position.no_codec", game=game))
    return module


# -- whole files -------------------------------------------------------------------------------
def dump(game: str, state: Any) -> dict[str, Any]:
    """The position of `state` as TOML data: the shared keys, then the game's."""
    from referee.registry import rules_for

    rules = rules_for(game)
    data: dict[str, Any] = {"game": rules.info.id, "players": list(rules.players(state))}
    options = dict(getattr(state, "options", ()))
    if options:
        data["options"] = options
    own = _codec_or_refuse(game).dump(state)
    if not any(k in own for k in CONTEXT_KEYS):
        own = {**context(state.ctx), **own}
    data.update(own)
    if state.ctx.adjustments:
        data["adjustment"] = [_adjustment(a) for a in state.ctx.adjustments]
    if state.ctx.declared:
        data["declared"] = plain(state.ctx.declared)
    return _tables_last(data)


def _adjustment(a: Adjustment) -> dict[str, Any]:
    out: dict[str, Any] = {"player": a.player, "counter": a.counter, "delta": a.delta}
    if a.reason:
        out["reason"] = a.reason
    return out


def _tables_last(data: dict[str, Any]) -> dict[str, Any]:
    """Plain keys first, then tables, then arrays of tables: the order TOML needs and a reader likes."""

    def rank(value: Any) -> int:
        if isinstance(value, dict):
            return 1
        if isinstance(value, list) and value and all(isinstance(v, dict) for v in value):
            return 2
        return 0

    return dict(sorted(data.items(), key=lambda kv: rank(kv[1])))


def write(game: str, state: Any) -> str:
    """The position file of `state`, as `referee export --format position` writes it."""
    import tomli_w

    head = t("position.file_head", game=game)
    return "".join(f"# {line}\n" for line in head.splitlines()) + tomli_w.dumps(dump(game, state))


def parse(text: str, path: str) -> tuple[dict[str, Any], dict[Path, int]]:
    """The TOML of a position file and the line of each key; a file that is no TOML is refused
    with the line and column tomllib names."""
    import tomllib

    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        found = re.search(r"\(at line (\d+), column (\d+)\)", str(exc))
        line = int(found.group(1)) if found else len(text.splitlines())
        reason = re.sub(r"\s*\(at [^)]*\)", "", str(exc)).strip()
        raise PositionError(path, [Problem("-", line, t("position.not_toml", reason=reason))]) from None
    return data, locate(text)


def read(
    text: str, path: str, game: str | None = None, players: Sequence[str] | None = None
) -> tuple[str, Any]:
    """The game and the state a position file describes, or a PositionError with every problem.

    `game` given (the command named it): the file's `game`, when written, must agree."""
    data, lines = parse(text, path)
    return from_data(data, lines, path, game, players)


def from_data(
    data: dict[str, Any],
    lines: dict[Path, int],
    path: str,
    game: str | None = None,
    players: Sequence[str] | None = None,
) -> tuple[str, Any]:
    """`read` of data already parsed (a save's `[position]`: `lines` empty, no line is known)."""
    from referee.core.options import OptionError, resolve
    from referee.registry import GAMES, rules_for

    doc = Reader(data, lines, path)
    written = doc.text("game", game or "")
    tracked = [g for g in GAMES if codec(g) is not None]
    if written not in tracked:
        doc.problem("game", t("position.unknown_game", game=_shown(written), known=_listed(tracked)))
        raise PositionError(path, doc.problems)
    if game is not None and written != game:
        doc.problem("game", t("position.other_game", game=written, wanted=game))
        raise PositionError(path, doc.problems)
    rules = rules_for(written)
    written_players = doc.ids("players", unique=False)
    names = tuple(players) if players is not None else written_players
    _check_players(doc, rules, names)
    doc._shared.players = names
    options = doc.table("options")
    given = {k: options.text(k) for k in options.names()}
    try:
        doc._shared.options = resolve(written, rules.info.house_rules, given)
    except OptionError as exc:
        options.problem(exc.name, str(exc))
        doc._shared.options = resolve(written, rules.info.house_rules, {})
    if doc.problems:  # a game's set-up needs its players and options right
        raise PositionError(path, doc.problems)
    state = _codec_or_refuse(written).load(doc, names)
    state = read_ledger(doc, rules, state)
    if not doc.problems:
        _goes_on(doc, rules, state)
    doc.finish()
    return written, state


def _goes_on(doc: Reader, rules: Any, state: Any) -> None:
    """A position every key of which is right may still be one the engine cannot go on from (an
    open decision whose `data` it does not understand): it is refused here, not at the first move."""
    try:
        rules.decisions(state)
        rules.legal_moves(state)
        rules.describe(state)
    except Exception as exc:  # noqa: BLE001 - whatever the engine meets, the file is the cause
        doc.problem("decision", t("position.cannot_go_on", error=f"{type(exc).__name__}: {exc}"))


def _check_players(doc: Reader, rules: Any, names: tuple[str, ...]) -> None:
    counts = rules.info.player_counts
    if len(names) not in counts:
        doc.problem(
            "players", t("position.players_count", count=len(names), allowed=", ".join(map(str, counts)))
        )
    seen: set[str] = set()
    for name in names:
        if not name.strip() or name.casefold() in seen or name.strip().casefold() in ("table", "桌面"):
            doc.problem("players", t("position.player_bad", name=_shown(name)))
        seen.add(name.casefold())


_ADJUSTED_KEY = {"unknown_player": "player", "not_adjustable": "counter", "adjust_zero": "delta"}


def read_ledger(doc: Reader, rules: Any, state: Any) -> Any:
    """The table's adjustments and declared printed values, checked as the table's moves are (read
    after the game's `load`; public for a codec that holds a whole position inside its own, as
    Pendulum's position before the last contested move)."""
    from referee.core import ledger

    for item in doc.tables("adjustment"):
        adjust = ledger.Adjust(
            item.text("player", ""),
            item.text("counter", ""),
            item.number("delta", 0),
            item.text("reason", ""),
        )
        for v in ledger.check(rules, state, adjust, "table"):  # each on the key it is about
            item.problem(_ADJUSTED_KEY.get(v.code, ()), v.message)
        state = ledger.apply(state, adjust)
    declared = doc.table("declared")
    for component in declared.names():
        values = declared.table(component)
        pairs = []
        for key in values.names():
            value = values.raw(key)
            if type(value) not in (int, str):
                values.problem(key, t("position.not_int", value=_shown(value)))
                continue
            wrong = ledger.check(rules, state, ledger.Declare(component, ((key, value),)), "table")
            for v in wrong:  # a value wrong by itself is a problem of its own line
                values.problem(key, v.message)
            if not wrong:
                pairs.append((key, value))
        move = ledger.Declare(component, tuple(pairs))
        found = ledger.check(rules, state, move, "table") if pairs else []
        for v in found:  # the values together (a game's own check of them)
            declared.problem(component, v.message)
        if pairs and not found:
            state = ledger.apply(state, move)
    return state


@record
class Loaded:
    """A position file read without a problem: its game, its state and its data as written."""

    game: str
    state: Any
    data: dict[str, Any]

    @property
    def players(self) -> list[str]:
        return list(self.data["players"])


def load_file(path: str, game: str | None = None) -> Loaded:
    """The position file at `path` (a file that cannot be read: a PositionError saying why)."""
    try:
        with open(path, encoding="utf-8") as handle:
            text = handle.read()
    except (OSError, UnicodeDecodeError) as exc:
        raise PositionError(path, [Problem("-", 0, t("position.unreadable", reason=exc))]) from None
    data, lines = parse(text, path)
    found, state = from_data(data, lines, path, game)
    return Loaded(found, state, data)
