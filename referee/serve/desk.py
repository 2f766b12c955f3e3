"""The one writer behind every page: the save's session, the moves declared from links, the last
refusal, and a version number that every page follows.

Moves go through the save's `Session` (saves/session.py) exactly as `referee move` sends them: the
same parse, judge and play, under the save's lock, re-reading the file first, so a terminal and the
phones can declare at the same time. A link declares for its owner only: the text is parsed, any
`Name:` prefix other than the owner's is refused, and the move is declared as `Owner: move` (the
table's link as `table: move`). The server's clock fills the game time of a timed move (Pendulum's
`flip green` becomes `flip green @183.4`), so a time typed on a phone is refused.

Everything here runs on the server's one event-loop thread, under `lock`: the language is a process
setting (referee.i18n), switched per page while its text is built (`speaking`).
"""

from __future__ import annotations

import re
import threading
from pathlib import Path
from typing import Any

from referee.core import ledger
from referee.core.errors import IllegalMove, MoveSyntaxError, RefereeError
from referee.core.game import Declaration, judge, named, parse_move
from referee.core.violations import Violation
from referee.i18n import LANGS, lang, speaking, t
from referee.output import cite_line, listed_moves
from referee.serve.links import TABLE, VIEWER
from saves.session import Session, stamp_of

TIMED_MARKS = ("@", "于")  # how a typed move carries a game time (Pendulum's notation)


class Refused(Exception):
    """A declaration a link may not make (another's name, a table move, the viewer): no rule of the
    game is involved, the link is."""


class Desk:
    """The session of one save as the server holds it, and what happened to the links' moves."""

    def __init__(self, path: Path, scale: float = 1.0) -> None:
        self.path = path
        self.session = Session.open(path)
        self.scale = scale
        self.version = 1
        self.lock = threading.RLock()
        self.refusal: dict[str, Any] | None = None  # the last move refused, in every language
        self.problem = ""  # why the save could not be read again (the page says so; the old state stays)
        self.panel = self._panel()
        self.standing = True  # the clock stands still (no sand runs): restarted once it runs

    def _panel(self) -> Any:
        """The game's live panel (Pendulum's clock and hourglasses), None for a game without one."""
        from prompts import live_panel

        live_panel.TIME_SCALE = self.scale  # as `referee play --time-scale` sets it
        return live_panel.panel_for(self.session)

    # -- following the file ------------------------------------------------------------------
    def poll(self) -> bool:
        """Take the save again if another process (a terminal's move, undo) changed it; True if so."""
        with self.lock:
            now = stamp_of(self.path)
            if now is None or now == self.session.stamp:
                return False
            try:
                session = Session.open(self.path)
            except RefereeError as exc:
                self.problem = str(exc)
                self.session.stamp = now  # said once; the next change is read again
                self._bump()
                return True
            self.problem = ""
            self.session = session
            if self.panel is not None:
                self.panel.session = session
                self.game_time()  # the sand may have started or stopped with that move
            self._bump()
            return True

    def _bump(self) -> None:
        self.version += 1

    # -- declaring ---------------------------------------------------------------------------
    def declaration(self, role: str, text: str) -> Declaration:
        """The text as this link declares it, or Refused / MoveSyntaxError."""
        if role == VIEWER:
            raise Refused(t("serve.viewer_cannot"))
        if self.panel is not None and any(mark in text for mark in TIMED_MARKS):
            raise Refused(t("serve.typed_time"))
        decl = self.session.parse(text)
        if decl.by is not None and decl.by != role:
            raise Refused(t("serve.not_yours", who=_who(decl.by), you=_who(role)))
        if role != TABLE and decl.move.kind in ledger.KINDS:
            raise Refused(t("serve.table_move", you=_who(role)))
        move = decl.move
        if self.panel is not None:  # judged as it will be declared: at the clock's game time
            self.game_time()  # a clock standing still is set to the last declared time
            move = parse_move(self.session.rules, self.stamped(str(move)))
        return Declaration(move, role)

    def stamped(self, text: str) -> str:
        """A timed move with the server clock's game time (`flip green` → `flip green @183.4`)."""
        return self.panel.fill(text) if self.panel is not None else text

    def game_time(self) -> int:
        """The server clock's game time. While the sand does not run (set-up, a pause, the Council)
        the clock stands at the last time declared, so it starts from there when the sand runs again
        (`table: start` from a terminal a minute after the server started is at its own time)."""
        panel = self.panel
        assert panel is not None
        running = bool(panel.running())
        if not running or self.standing:  # a new clock stands at the last declared time
            panel = self.panel = self._panel()
            panel.game_time()
        self.standing = not running
        return int(panel.game_time())

    def check(self, role: str, text: str) -> dict[str, Any]:
        """The judgement of a typed text for this link, as the terminal's move line gives it."""
        with self.lock:
            if not text.strip():
                return {"kind": "empty", "lines": []}
            try:
                decl = self.declaration(role, text)
            except Refused as exc:
                return {"kind": "refused", "lines": [{"text": str(exc)}]}
            except MoveSyntaxError as exc:
                return {"kind": "syntax", "lines": self._syntax_lines(exc, text)}
            found = judge(self.session.rules, self.session.state, decl).violations
            if not found:
                return {"kind": "legal", "lines": [{"text": t("serve.line_legal", move=str(decl))}]}
            return {"kind": "refused", "lines": violation_lines(found)}

    def declare(self, role: str, text: str) -> dict[str, Any]:
        """Declare one move from a link: {"ok": True, ...} once saved, else the refusal. A move the
        rules refuse is also kept as the last refusal every page shows, with its rule; what only
        this link may not send (another's name, a typo) is said to the sender alone, so the
        viewer's link cannot write on everyone's page."""
        with self.lock:
            self.poll()
            try:
                decl = self.declaration(role, text)
                line = named(str(decl.move), role, None)
                self.session.declare(line)
            except Refused as exc:
                return {"ok": False, "kind": "refused", "lines": [{"text": str(exc)}]}
            except MoveSyntaxError as exc:
                return {"ok": False, "kind": "syntax", "lines": self._syntax_lines(exc, text)}
            except IllegalMove as exc:
                return self._refused(role, text, violation_lines(exc.violations), decl)
            except RefereeError as exc:  # the lock busy, a full disk: nothing was saved
                return {"ok": False, "kind": "error", "lines": [{"text": str(exc)}]}
            if self.panel is not None:
                self.game_time()
            self._bump()
            entry = self.session.save.log[-1]
            return {"ok": True, "n": entry.n, "move": entry.move, "by": entry.by}

    def _syntax_lines(self, exc: MoveSyntaxError, text: str) -> list[dict[str, str]]:
        from prompts.hints import with_hints

        reason = with_hints(self.session, exc, text).reason
        lines = [{"text": t("prompt.line_syntax", reason=reason)}]
        if exc.expected:
            lines.append({"text": t("prompt.line_expected", expected=exc.expected)})
        return lines

    def _refused(
        self, role: str, text: str, lines: list[dict[str, str]], decl: Declaration
    ) -> dict[str, Any]:
        """Keep the refusal in every language (each page shows it in its own) and answer in this one."""
        spoken = {lang(): lines}
        for other in LANGS:
            if other not in spoken:
                with speaking(other):
                    found = judge(self.session.rules, self.session.state, decl).violations
                    spoken[other] = violation_lines(found)
        self.refusal = {"by": role, "text": text, "after": len(self.session.save.log), "lines": spoken}
        self._bump()
        return {"ok": False, "kind": "refused", "lines": lines}


_GAME_TIME = re.compile(r"\s*[@于]\s*[0-9.]+\s*$")


def legal_for(session: Any, role: str, language: str, stamped: bool = False) -> list[str]:
    """This link's legal moves as it would type them (no name: the link names its owner); with
    `stamped` without their game time, which the server's clock gives (`flip black`). A move stating
    printed values nobody has read is given as its form (`take <reward printed on the space>`). The
    one-line forms come first (Pendulum's `do black-bottom-2`): a whole worker action in one tap."""
    rules, state = session.rules, session.state
    listed = [
        *listed_moves(rules, state, language, only=role, offered=True),
        *listed_moves(rules, state, language, only=role),
    ]
    found = [move.text for move in listed]
    if stamped:
        found = [_GAME_TIME.sub("", text) for text in found]
    return list(dict.fromkeys(found))


def violation_lines(found: tuple[Violation, ...] | list[Violation]) -> list[dict[str, str]]:
    """Each violation as the terminal prints it: `✗ [code] message`, then the rule it quotes."""
    return [{"text": f"✗ [{v.code}] {v.message}", "rule": cite_line(v.rule)} for v in found]


def _who(role: str) -> str:
    return t("cli.the_table") if role == TABLE else role
