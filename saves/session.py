"""A game in progress: a save file, the rules, and the state its log replays to.

Every change goes through `declare`, `undo` or `redo`, each of which writes the save before it
returns, so an interruption at any later point loses nothing that was accepted. The session in
memory changes only once its write succeeded: a move that could not be saved (full disk, read-only
folder) is not half-accepted.
"""

from __future__ import annotations

import os
import re
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from referee.core.errors import IllegalMove, MoveSyntaxError, SaveError, UsageError
from referee.core.flow import Decision
from referee.core.game import (
    Declaration,
    GameRules,
    Transition,
    codes_of,
    decision,
    judge,
    leader,
    named,
    parse_declaration,
    parse_move,
    play,
)
from referee.core.options import OptionError, resolve
from referee.core.record import record, replace
from referee.core.violations import Violation
from referee.i18n import lang, t
from referee.registry import rules_for
from saves import cache, paths, schema, store
from saves.lock import locked


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


@record(frozen=False)
class Session:
    path: Path
    rules: GameRules
    save: schema.SaveFile
    state: Any
    stamp: tuple[int, int, int] | None = None  # the file as last read or written: (inode, mtime, size)

    # -- opening -----------------------------------------------------------------------------
    @classmethod
    def create(
        cls,
        path: Path,
        game: str,
        players: list[str],
        options: dict[str, str],
        position: dict[str, Any] | None = None,
    ) -> Session:
        """A new save; with `position` (a position file's data, already read without a problem:
        core/position_file.py) the game starts from it instead of the set-up."""
        rules = rules_for(game)
        if _taken(path):
            raise UsageError(t("cli.save_exists", path=path))
        opts = resolve(game, rules.info.house_rules, options)
        now = _now()
        save = schema.SaveFile(
            game=rules.info.id,
            players=tuple(players),
            options=opts,
            created=now,
            updated=now,
            position=position,
        )
        state = start_state(rules, save, str(path))
        _make_folder(path)
        session = cls(path, rules, save, state)
        session.write()
        return session

    @classmethod
    def open(cls, path: Path, cached: bool = True) -> Session:
        """Load a save; `cached=False` replays its log even when the state cache has its state."""
        stamp = stamp_of(path)  # taken before reading: a change after it only costs a re-read
        text = store.read_text(path)
        save = schema.decode(text, str(path), check_digest=False)
        rules, state = setup(save, str(path), text)
        try:  # an illegal entry is named first: it says more than "the digest differs"
            state = cached_replay(rules, state, save, str(path), cached and not save.hand_edited)
        except SaveError as exc:
            if save.hand_edited:
                exc.reason += t("save.edited_suffix")
                exc.args = (exc.text(),)
            raise
        if save.hand_edited:
            raise SaveError(str(path), save.snapshot_problem, t("save.where_snapshot"))
        return cls(path, rules, save, state, stamp)  # the command says `save.notes` (commands/common.py)

    # -- queries -----------------------------------------------------------------------------
    def decision(self) -> Decision | None:
        """The leading open decision (None once the game is over)."""
        return decision(self.rules, self.state)

    def decisions(self) -> tuple[Decision, ...]:
        """Every open decision: the leading one, then each actor's own."""
        return self.rules.decisions(self.state)

    def legal_texts(self) -> list[str]:
        """Every legal move as `referee move` accepts it: named where the declarer does not lead."""
        lead = leader(self.decisions())
        return [named(str(m), who, lead) for who, moves in self.rules.legal_moves(self.state) for m in moves]

    def parse(self, text: str) -> Declaration:
        return parse_declaration(self.rules, self.state, text)

    def check(self, text: str) -> tuple[Declaration, list[Violation]]:
        decl = self.parse(text)
        return decl, list(judge(self.rules, self.state, decl).violations)

    # -- changes -----------------------------------------------------------------------------
    def declare(self, text: str, override: bool = False) -> Transition:
        """Check and apply one move, then save at once. Raises and changes nothing if illegal.

        With `override` the table accepts a refused move anyway ("we allow it") when the game marks
        every rule it breaks as overridable; the log entry names those rules.
        """
        with locked(self.path):
            self._refresh()
            return self._declare(text, override)

    def _declare(self, text: str, override: bool = False) -> Transition:
        decl = self.parse(text)
        verdict = judge(self.rules, self.state, decl)  # once: `play` takes it, the entry reads it
        codes = codes_of(verdict.violations) if override else ()
        transition = play(self.rules, self.state, decl, codes, verdict)
        phase, round_ = phase_and_round(verdict.opened, self.state, transition.by)
        entry = schema.LogEntry(
            n=len(self.save.log) + 1,
            move=str(decl.move),
            by=transition.by,  # the declarer: out-of-turn moves (Le Havre sales) keep their owner
            phase=phase,
            round=round_,
            at=_now(),
            override=codes,
        )
        self._write(self.save.with_log(self.save.log + (entry,), ()))
        self.state = transition.state
        cache.store(self.save, self.state)
        return transition

    def undo(self, count: int = 1) -> list[schema.LogEntry]:
        with locked(self.path):
            self._refresh()
            return self._undo(count)

    def _undo(self, count: int) -> list[schema.LogEntry]:
        if count < 1:
            raise UsageError(t("cli.undo_count"))
        if count > len(self.save.log) and self.save.position is not None:  # begun under way
            raise UsageError(t("cli.undo_before_position", count=count, length=len(self.save.log)))
        if count > len(self.save.log):
            raise UsageError(t("cli.undo_too_many", count=count, length=len(self.save.log)))
        keep = self.save.log[: len(self.save.log) - count]
        dropped = self.save.log[len(keep) :]
        save = self.save.with_log(keep, self.save.undone + tuple(reversed(dropped)))
        state = cached_replay(self.rules, start_state(self.rules, save, str(self.path)), save, str(self.path))
        self._write(save)
        self.state = state
        return list(dropped)

    def redo(self, count: int = 1) -> list[schema.LogEntry]:
        with locked(self.path):
            self._refresh()
            return self._redo(count)

    def _redo(self, count: int) -> list[schema.LogEntry]:
        if count < 1:
            raise UsageError(t("cli.redo_count"))
        if count > len(self.save.undone):
            raise UsageError(t("cli.redo_too_many", count=count, length=len(self.save.undone)))
        save, state = self.save, self.state
        redone = []
        for _ in range(count):
            entry = save.undone[-1]
            save, state = self._replayed(save, state, entry)
            save = save.with_log(save.log, save.undone[:-1])
            redone.append(entry)
        self._write(save)
        self.state = state
        cache.store(self.save, self.state)
        return redone

    def _replayed(
        self, save: schema.SaveFile, state: Any, entry: schema.LogEntry
    ) -> tuple[schema.SaveFile, Any]:
        """An undone entry declared again on (save, state): the new pair; nothing is changed in place."""
        decl = Declaration(parse_move(self.rules, entry.move), entry.by)
        transition = play(self.rules, state, decl, entry.override)
        new = replace(entry, n=len(save.log) + 1, at=_now(), extra=())
        return save.with_log(save.log + (new,), save.undone), transition.state

    def declare_entry(self, entry: schema.LogEntry) -> None:
        """Play a logged entry in memory only (the caller saves)."""
        self.save, self.state = self._replayed(self.save, self.state, entry)

    def write(self) -> None:
        with locked(self.path):
            self._write()

    def _write(self, save: schema.SaveFile | None = None) -> None:
        """Write `save` (default: the current one); the session takes it only once it is on disk."""
        save = replace(self.save if save is None else save, updated=_now())
        store.write_atomic(self.path, schema.encode(save))
        self.save = save
        self.stamp = stamp_of(self.path)  # under the lock: nobody else wrote in between

    def _refresh(self) -> None:
        """Under the lock: if another process changed the save since we read it, take its version."""
        stamp = stamp_of(self.path)
        if stamp is None or (self.stamp is not None and stamp == self.stamp):
            return  # unchanged since we read or wrote it: no need to decode it again
        current = schema.decode(store.read_text(self.path), str(self.path))
        if (current.game, current.players) != (self.save.game, self.save.players):
            # replaced by another game's save: its moves cannot be read with these rules (issue 23)
            players = ", ".join(current.players)
            raise SaveError(str(self.path), t("save.replaced", game=current.game, players=players))
        self.stamp = stamp
        if current.log != self.save.log or current.undone != self.save.undone:
            state = start_state(self.rules, current, str(self.path))
            self.state = cached_replay(self.rules, state, current, str(self.path))
            self.save = current


def stamp_of(path: Path) -> tuple[int, int, int] | None:
    """What identifies one version of the file: every write replaces the inode."""
    try:
        st = os.stat(path)
    except OSError:
        return None
    return (st.st_ino, st.st_mtime_ns, st.st_size)


def derived(rules: GameRules, state: Any, by: str) -> tuple[str, int]:
    """The phase and round a log entry declared by `by` in `state` records. They are derived, never
    read back by a replay, so `referee verify` checks them against it (saves/repair.py)."""
    return phase_and_round(rules.decisions(state), state, by)


def phase_and_round(opened: tuple[Decision, ...], state: Any, by: str) -> tuple[str, int]:
    """The phase and round of an entry by `by`, from the decisions open when it was declared: the
    phase is the step the declarer answered, their own open decision if they have one, else the
    leading one."""
    own = next((d for d in opened if d.actor == by), None)
    step = own or (opened[0] if opened else None)
    return (step.kind if step else ""), int(getattr(getattr(state, "ctx", None), "round", 0))


def cached_replay(rules: GameRules, start: Any, save: schema.SaveFile, path: str, use: bool = True) -> Any:
    """The state `save.log` replays to from `start`: the state cache's (saves/cache.py), else replayed
    and then cached. `use=False` only replays: a hand-edited log is never taken from the cache."""
    state = cache.load(save) if use else None
    if state is None:
        state = replay(rules, start, save.log, path)
        if use:
            cache.store(save, state)
    return state


def replay(rules: GameRules, state: Any, log: tuple[schema.LogEntry, ...], path: str) -> Any:
    """Play the log through the rules; an entry that does not parse or is illegal is reported by number."""
    for entry in log:
        try:
            move = parse_move(rules, entry.move)
            state = play(rules, state, Declaration(move, entry.by), entry.override).state
        except Exception as exc:  # noqa: BLE001 - every failure is reported as this entry's
            raise _entry_error(exc, entry, path) from None
    return state


def _entry_error(exc: Exception, entry: schema.LogEntry, path: str) -> SaveError:
    """What is wrong with a log entry that failed to replay (built only then: a log has hundreds)."""
    where = t("save.where_log_entry", n=entry.n)
    move = repr(entry.move)
    if isinstance(exc, MoveSyntaxError):
        return SaveError(path, t("save.entry_unreadable", move=move, reason=exc.reason), where)
    if isinstance(exc, IllegalMove):
        reasons = "; ".join(f"[{v.code}] {v.message}" for v in exc.violations)
        return SaveError(path, t("save.entry_illegal", move=move, reasons=reasons), where)
    # a rules-engine bug must not turn a hand-edited save into a traceback
    return SaveError(path, t("save.entry_failed", move=move, reason=_engine_failed(exc)), where)


def _engine_failed(exc: Exception) -> str:
    return t("save.engine_failed", error=f"{type(exc).__name__}: {exc}")


def setup(save: schema.SaveFile, path: str, text: str = "") -> tuple[GameRules, Any]:
    """The rules and the starting state of a decoded save, or a SaveError saying what is wrong.

    Players that cannot play the game (too many, a name twice) are refused here, for every game
    alike, as `referee new` refuses them, before a game's set-up sees them; that error and the
    set-up's own name the `players` key and its line in `text` (the file)."""
    try:
        rules = rules_for(save.game)
    except UsageError as exc:
        raise SaveError(path, str(exc), t("save.where_game")) from None
    try:
        resolve(save.game, rules.info.house_rules, save.options)
    except OptionError as exc:
        if exc.choices:
            reason = t("save.house_rule_value", name=exc.name, choices=exc.choices, value=repr(exc.value))
        else:
            reason = t("save.unknown_house_rule", name=repr(exc.name), game=save.game, known=exc.known)
        raise SaveError(path, reason, t("save.where_options")) from None
    problem = _players_problem(rules, save.players)
    if problem:
        raise SaveError(path, t("save.cannot_setup", reason=problem), players_where(text))
    if save.position is not None:
        return rules, start_state(rules, save, path)
    try:
        state = rules.new_state(list(save.players), save.options)
    except (ValueError, UsageError) as exc:
        raise SaveError(path, t("save.cannot_setup", reason=exc), players_where(text)) from None
    except Exception as exc:
        raise SaveError(
            path, t("save.cannot_setup", reason=_engine_failed(exc)), players_where(text)
        ) from None
    return rules, state


def start_state(rules: GameRules, save: schema.SaveFile, path: str) -> Any:
    """Where the save's log starts: the position it records (`[position]`), else the set-up.

    A recorded position is read as the file was (core/position_file.py): a problem in it, such
    as a hand edit, is a SaveError naming each key; the set-up's own problems are `setup`'s."""
    if save.position is None:
        return rules.new_state(list(save.players), save.options)
    from referee.core.position_file import PositionError, from_data

    try:
        _, state = from_data(save.position, {}, path, save.game, save.players)
    except PositionError as exc:
        reasons = "; ".join(p.text() for p in exc.problems)
        raise SaveError(path, t("save.position_refused", reasons=reasons), t("save.where_position")) from None
    return state


def _players_problem(rules: GameRules, players: tuple[str, ...]) -> str:
    """Why these players cannot play this game ("" when they can): their number, a name twice."""
    counts = rules.info.player_counts
    if len(players) not in counts:
        allowed = ", ".join(map(str, counts))
        title = rules.info.title_zh if lang() == "zh" else rules.info.title_en
        return t("save.players_count", count=len(players), game=title, allowed=allowed)
    seen: set[str] = set()
    for name in players:
        if name.casefold() in seen:
            return t("save.player_twice", name=repr(name))
        seen.add(name.casefold())
    return ""


_PLAYERS_KEY = re.compile(r"^[ \t]*players[ \t]*=", re.MULTILINE)


def players_where(text: str) -> str:
    """Where the `players` key is in a save's text: its line, when it is found."""
    found = _PLAYERS_KEY.search(text)
    if found is None:
        return t("save.where_players")
    return t("save.where_players_line", line=text.count("\n", 0, found.start()) + 1)


def _taken(path: Path) -> bool:
    """True when something is at `path` already (a link to nothing too: a new save never writes
    through one); a name the system cannot hold is a SaveError saying so."""
    try:
        os.lstat(path)
    except (FileNotFoundError, NotADirectoryError):  # the folder is checked when it is made
        pass
    except OSError as exc:
        raise SaveError(str(path), t("save.cannot_create", reason=store.describe(exc))) from None
    else:
        if path.is_symlink() and not path.exists():
            reason = t("save.link_target_missing", target=os.readlink(path))
            raise SaveError(str(path), t("save.cannot_create", reason=reason))
        return True
    if len(os.fsencode(path.name)) > store.MAX_SAVE_NAME_BYTES:  # its backups would not fit
        raise SaveError(
            str(path),
            t("save.cannot_create", reason=t("save.name_too_long", limit=store.MAX_SAVE_NAME_BYTES)),
        )
    return False


def _make_folder(path: Path) -> None:
    """A new save's folder: the saves folder is created when missing; any other folder must exist.

    A mistyped `--save` path is an error rather than a new folder tree, and a folder that vanished
    during a game (a drive unplugged) is never silently recreated by a later write.
    """
    folder = path.parent
    if folder.is_dir():
        return
    if folder.exists() or folder.absolute() != paths.saves_dir().absolute():
        raise SaveError(str(path), t("save.cannot_create", reason=store.missing_parent(folder)))
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise SaveError(
            str(path), t("save.cannot_create_folder", folder=folder, reason=store.describe(exc))
        ) from None
