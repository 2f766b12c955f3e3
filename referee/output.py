"""The one output module: a rich Console for stdout, one for stderr, error rendering, and a session's
open decisions and a move's effects as every command and the play loop print them.

Commands never print tracebacks: `report_error` turns every `RefereeError` into a short message with
the rule quoted, and the CLI maps it to the exit code the error carries.

**Output that cannot be written.** Everything goes through `Stream`, which never raises: a write to
a closed stdout (`>&-`), a full one (`> /dev/full`) or a reader that left (`| head`) is recorded
and the command goes on, so that a move is saved or not exactly as without the failure; the CLI
then exits `EXIT_OUTPUT_LOST` (5) instead of 0, with a note on stderr (none for a reader that left).
Text the stream cannot encode (`PYTHONIOENCODING=ascii`) is written with backslash escapes.

**Names from outside.** Every string printed goes through `core.text.safe`: a control character in
a file name, a save argument or a hand-edited save (an ESC would drive the terminal) is printed as
an escape (`\x1b`); a save's path in an error also has its line ends escaped (`shown`).
"""

from __future__ import annotations

import contextlib
import errno
import itertools
import os
import sys
from collections.abc import Callable, Iterable, Iterator
from functools import cache, partial
from operator import itemgetter
from typing import TYPE_CHECKING, Any

from referee.core.errors import EXIT_OUTPUT_LOST, IllegalMove, MoveSyntaxError, RefereeError, SaveError
from referee.core.flow import NOBODY, TABLE
from referee.core.text import ascii_digits, safe, shown
from referee.core.violations import RuleRef, Violation
from referee.i18n import t

if TYPE_CHECKING:
    from rich.console import Console

    from referee.core.game import Transition
    from referee.core.outcome import Outcome
    from referee.core.seeds import Passage
    from saves.session import Session


class Stream:
    """`sys.stdout` or `sys.stderr` (whichever is current: CliRunner swaps them) as the program
    writes to it: a failure is recorded in `LOST`, never raised; unencodable text is escaped."""

    def __init__(self, name: str) -> None:
        self.name = name

    @property
    def stream(self) -> Any:
        return getattr(sys, self.name)

    @property
    def encoding(self) -> str:
        return getattr(self.stream, "encoding", None) or "utf-8"

    def isatty(self) -> bool:
        try:
            return bool(self.stream.isatty())
        except (AttributeError, ValueError, OSError):
            return False

    def fileno(self) -> int:
        return int(self.stream.fileno())

    def write(self, text: str) -> int:
        if self.name in LOST:
            return len(text)  # once lost, the rest goes nowhere: the command still runs to its end
        try:
            try:
                self.stream.write(text)
            except UnicodeEncodeError:
                self.stream.write(text.encode(self.encoding, "backslashreplace").decode(self.encoding))
        except (OSError, ValueError, AttributeError) as exc:  # AttributeError: no stream at all (None)
            self._lose(exc)
        return len(text)

    def flush(self) -> None:
        try:
            if self.name not in LOST and self.stream is not None:
                self.stream.flush()
        except (OSError, ValueError) as exc:
            self._lose(exc)

    def _lose(self, exc: BaseException) -> None:
        """Record why, and point the descriptor at /dev/null so that what is still buffered can be
        flushed at exit (else Python would end with status 120 and a message about it)."""
        LOST[self.name] = exc
        try:
            null = os.open(os.devnull, os.O_WRONLY)
            try:
                os.dup2(null, self.fileno())
            finally:
                os.close(null)
        except (OSError, ValueError, AttributeError, TypeError):
            pass  # no descriptor (a test's stream): nothing is left to flush into it


LOST: dict[str, BaseException] = {}  # stream name → why its output could not be written
STDOUT, STDERR = Stream("stdout"), Stream("stderr")


def guard() -> None:
    """A standard stream closed before the program started (`>&-`) gets /dev/null as its descriptor,
    so that no file the command opens (a lock, a temp file of the save) takes that number."""
    LOST.clear()  # a new command (several run in one process under tests)
    for fd in (0, 1, 2):
        try:
            os.fstat(fd)
        except OSError:
            null = os.open(os.devnull, os.O_RDWR)
            if null != fd:
                os.dup2(null, fd)
                os.close(null)


def finish(code: int) -> int:
    """At the end of a command: flush both streams; the exit code, EXIT_OUTPUT_LOST for a command
    that succeeded but whose output was lost (noted on stderr unless the reader just left)."""
    STDOUT.flush()
    STDERR.flush()
    lost = LOST.get("stdout")
    if code != 0 or lost is None:
        return code
    if not isinstance(lost, BrokenPipeError):
        if isinstance(lost, OSError) and lost.errno not in (None, errno.EBADF):
            reason = lost.strerror or str(lost)
        else:
            reason = t("cli.output_closed")
        STDERR.write(t("cli.output_lost", reason=reason, code=EXIT_OUTPUT_LOST) + "\n")
        STDERR.flush()
    return EXIT_OUTPUT_LOST


@cache
def out() -> Console:
    return _console(STDOUT)


@cache
def err() -> Console:
    return _console(STDERR)


def _console(stream: Stream) -> Console:
    """A rich Console on `stream` whose `print` makes every plain string `safe`."""
    from rich.console import Console

    class SafeConsole(Console):
        def print(self, *objects: Any, **kwargs: Any) -> None:
            super().print(*(safe(o) if isinstance(o, str) else o for o in objects), **kwargs)

    return SafeConsole(
        file=stream,  # type: ignore[arg-type]
        highlight=False,
        soft_wrap=True,
        width=width_setting(),
        _environ=_readable_environ(),
    )


def _readable_environ() -> dict[str, str] | None:
    """The environment rich reads, less a COLUMNS or LINES in other digits (`²`): rich tests
    `isdigit` and then calls `int`, which made every command printing through it a traceback."""
    unreadable = [k for k in ("COLUMNS", "LINES") if k in os.environ and not ascii_digits(os.environ[k])]
    return {k: v for k, v in os.environ.items() if k not in unreadable} if unreadable else None


WIDTHS = range(10, 10_001)  # the terminal cells REFEREE_WIDTH may ask for
_WARNED: list[str] = []  # the unusable REFEREE_WIDTH already warned about (once per process)


def width_setting() -> int | None:
    """`REFEREE_WIDTH` as a number of cells, None when unset or unusable. Only ASCII digits: `'²'`,
    `'١٢'` and `'①'` are digits to `str.isdigit` but not numbers to `int`, which once made every
    command, and the internal-error handler with it, end in a traceback."""
    raw = os.environ.get("REFEREE_WIDTH", "")
    text = raw.strip()
    if not text:
        return None
    if ascii_digits(text) and int(text) in WIDTHS:
        return int(text)
    if raw not in _WARNED:  # written directly: the consoles are being built from this very setting
        _WARNED.append(raw)
        note = t("cli.width_bad", value=safe(repr(raw)), low=WIDTHS.start, high=WIDTHS.stop - 1)
        STDERR.write(note + "\n")
    return None


@contextlib.contextmanager
def paged() -> Iterator[None]:
    """Long output (a look-up of 290 lines) goes through the pager, on a terminal only: what is
    printed inside is captured, and shown with `$PAGER` (else `less`) when it is taller than the
    terminal; to a pipe, a file or a short answer it is written as it is."""
    console = out()
    if not (STDOUT.isatty() and _stdin_is_tty()):
        yield
        return
    try:
        with console.capture() as captured:
            yield
    finally:  # an answer that ends in an exit code (`rules` finding nothing) is shown all the same
        text = captured.get()
        if text.count("\n") < console.size.height - 1:
            STDOUT.write(text)
        else:
            import pydoc

            from rich.text import Text

            STDOUT.flush()
            pydoc.pager(Text.from_ansi(text).plain)


def _stdin_is_tty() -> bool:
    try:
        return bool(sys.stdin is not None and sys.stdin.isatty())
    except (ValueError, OSError):
        return False


def say(text: str = "", style: str | None = None) -> None:
    """One line of output; styled through rich on a terminal, written as it is to a pipe or file
    (which rich would print without styles anyway, after ~12 ms of importing itself)."""
    if _plain(sys.stdout):
        STDOUT.write(safe(text) + "\n")
        return
    out().print(text, style=style, markup=False)


def show(renderable: Any) -> None:
    """A picture: to a pipe or file its plain lines, laid out as rich would lay them out but without
    rich's console (`prompts.pictures.plain`), else (a terminal, or what only rich can lay out)
    through rich."""
    from prompts.pictures.plain import lines, styled

    render(partial(lines, renderable), lambda: styled(renderable, out().width))


def render(plain: Callable[[int], list[str] | None], rich: Callable[[], Any]) -> None:
    """Output that rich would lay out: to a pipe or a file the lines `plain(width)` gives (what rich
    prints there, ~15 ms of importing rich's console spared), through rich on a terminal or when
    `plain` gives None (what only rich can lay out); `rich()` builds the renderable then."""
    if _plain(sys.stdout):
        shown = plain(plain_width())
        if shown is not None:
            STDOUT.write("".join(safe(line) + "\n" for line in shown))
            return
    out().print(rich())


def plain_width() -> int:
    """The width rich's console takes when `REFEREE_WIDTH` is unset: the terminal's of the first
    standard stream that is one, `COLUMNS` over it, else 80 (rich's `Console.size`)."""
    width = 0
    for fd in (0, 1, 2):
        try:
            width = os.get_terminal_size(fd).columns
        except (AttributeError, ValueError, OSError):
            continue
        break
    columns = os.environ.get("COLUMNS")
    if columns is not None and ascii_digits(columns):  # COLUMNS=² is no width either
        width = int(columns)
    return width or 80


def say_all(lines: Iterable[tuple[str, str | None]]) -> None:
    """Many lines (text, style), each as `say` prints it; on a terminal a run of lines of one style
    goes to rich in one call, since each call costs ~0.05 ms (a history of 600 moves: 30 ms)."""
    if _plain(sys.stdout):
        STDOUT.write("".join(safe(text) + "\n" for text, _ in lines))
        return
    for style, run in itertools.groupby(lines, key=itemgetter(1)):
        out().print("\n".join(text for text, _ in run), style=style, markup=False)


def _plain(stream: object) -> bool:
    if os.environ.get("FORCE_COLOR") or width_setting() is not None:
        return False
    isatty = getattr(stream, "isatty", None)
    try:
        return not (isatty and isatty())
    except (ValueError, OSError):
        return True


def report_error(error: RefereeError) -> None:
    console = err()
    if isinstance(error, IllegalMove):
        console.print(t("error.illegal", move=error.move_text), style="bold red", markup=False)
        for v in error.violations:
            console.print(f"  ✗ [{v.code}] {v.message}", markup=False)
            for fact in v.facts:
                console.print(f"      {fact}", markup=False)
            console.print("      " + t("error.rule", citation=cite_line(v.rule)), style="dim", markup=False)
    elif isinstance(error, MoveSyntaxError):
        console.print(t("error.cannot_read", reason=error.reason), style="bold red", markup=False)
        if error.expected:
            console.print("  " + t("error.expected", expected=error.expected), markup=False)
    elif isinstance(error, SaveError):
        at = f" ({error.where})" if error.where else ""
        console.print(
            t("error.save_problem", path=shown(error.path), where=at, reason=error.reason),
            style="bold red",
            markup=False,
        )
    else:
        console.print(str(error), style="bold red", markup=False)


def cite_line(rule: RuleRef) -> str:
    """A rule reference resolved to its heading path and line when the seed index can find it."""
    try:
        passage = resolve_rule(rule)
    except LookupError:
        return str(rule)
    ruling = " · " + t("error.ruling", ruling=passage.ruling) if passage.ruling else ""
    return f"{passage.heading} ({t('error.line', line=passage.line)}): 「{passage.text}」{ruling}"


def explain(violations: list[Violation], position: str) -> None:
    """`check --explain`: per violation, the quoted passage, the position facts and the ruling."""
    from referee.core import rulings, seeds
    from referee.i18n import lang, reference

    console = out()
    for v in violations:
        console.print(f"✗ [{v.code}] {v.message}", style="bold red", markup=False)
        try:
            passage = resolve_rule(v.rule)
            block = seeds.quote_block(v.rule, context=1)
            section = seeds.section_of(v.rule)
        except LookupError:
            console.print("  " + str(v.rule), markup=False)
        else:
            console.print("  " + t("explain.passage", heading=passage.heading), style="bold", markup=False)
            for line in block.splitlines():
                console.print("  " + line, markup=False)
            found = reference.summary(section) if lang() == "en" else None
            if found is not None:
                console.print("  " + t("explain.summary", title=found.title), style="bold", markup=False)
                for line in found.text.splitlines():
                    console.print("    " + line, style="dim", markup=False)
        for fact in v.facts:
            console.print("    " + fact, markup=False)
        found_ruling = rulings.ruling(v.rule.ruling) if v.rule.ruling else None
        if found_ruling is not None:
            console.print("  " + t("explain.ruling", title=found_ruling.title), style="bold", markup=False)
            for line in found_ruling.body.splitlines():
                console.print("    " + line, markup=False)
        console.print()
    console.print(t("explain.facts"), style="bold", markup=False)
    for line in position.splitlines():
        console.print("  " + line, markup=False)


def resolve_rule(rule: RuleRef) -> Passage:
    from referee.core.seeds import resolve

    return resolve(rule)


# -- a session in words: its open decisions, a move's effects (every command and the play loop) ------


def show_transition(text: str, transition: Transition, override: tuple[str, ...] = ()) -> list[str]:
    """The accepted move, the table's override if any, and what the move did; the lines printed
    (the play loop fits the picture drawn under them)."""
    lines: list[tuple[str, str | None]] = [(f"✓ {text}", "green")]
    if override:
        lines.append((t("cli.accepted_anyway", codes=", ".join(override)), "yellow"))
    lines += [(f"  → {effect.message}", None) for effect in transition.effects]
    for line, style in lines:
        say(line, style=style)
    return [line for line, _style in lines]


def show_pending(session: Session) -> None:
    """Every open decision: the leading one ("Next: …"), then each actor's own ("Also open: …")."""
    opened = session.decisions()
    if not opened:
        outcome = session.rules.outcome(session.state)
        if outcome:
            say(outcome_line(session.rules.info.id, outcome), style="bold")
        return
    top, *others = opened
    say(t("cli.next", who=actor_name(top.actor), prompt=top.prompt), style="bold")
    for d in others:
        say(t("cli.also_open", who=actor_name(d.actor), prompt=d.prompt))


def actor_name(actor: str) -> str:
    if actor == NOBODY:
        return t("cli.everyone")
    return t("cli.the_table") if actor == TABLE else actor


def outcome_line(game: str, outcome: Outcome) -> str:
    termination = t(f"{game}.termination.{outcome.termination}")
    tiebreak = t("cli.tiebreak", tiebreak=outcome.tiebreak) if outcome.tiebreak else ""
    if not outcome.winners:
        return t("cli.no_winner", termination=termination)
    return t("cli.game_over", termination=termination, winners=", ".join(outcome.winners)) + tiebreak


# -- the legal moves as a person sees them listed (completion, `referee moves`, the serve page) ------

PLACEHOLDER = "<"  # a form's first placeholder starts here: `Bob: take <reward printed on the space>`


class Listed:
    """One line of the legal moves shown to a person: a move as typed, or the form (`move` None) a
    move stating printed values nobody has read off a piece is shown as (Game.unread, issue 25)."""

    __slots__ = ("kind", "move", "text", "who")

    def __init__(self, who: str, text: str, kind: str, move: Any | None) -> None:
        self.who, self.text, self.kind, self.move = who, text, kind, move


def spelt(rules: Any, move: Any, language: str) -> str:
    """A move as a table typing in `language` writes it; the English text, which every game also
    reads, for a kind the game has no such spelling of (Guilds' `declare` in Chinese)."""
    if language == "en":
        return str(move)
    try:
        return str(rules.spell(move, language))
    except KeyError:
        return str(move)


def listed_moves(
    rules: Any, state: Any, language: str = "en", only: str | None = None, offered: bool = False
) -> list[Listed]:
    """Every legal move as `referee move` takes it (named where its declarer does not lead; spelt
    in `language`), except that the moves the game's `unread` gives a form for are shown as that
    form, once: a list never states a printed value nobody read (issue 25, item 10). With `only`,
    one declarer's moves, unnamed (a link of the serve page types for its owner). With `offered`,
    the moves offered besides them instead (the one-line forms, `core.game.offered_moves`)."""
    from referee.core.game import leader, named, offered_moves

    unread = getattr(rules, "unread", None)
    lead = only if only is not None else leader(rules.decisions(state))
    found: list[Listed] = []
    forms: set[str] = set()
    for who, moves in offered_moves(rules, state) if offered else rules.legal_moves(state):
        if only is not None and who != only:
            continue
        for move in moves:
            form = unread(state, move) if unread is not None else None
            if form is None:
                found.append(Listed(who, named(spelt(rules, move, language), who, lead), move.kind, move))
                continue
            text = form if form.startswith(f"{who}:") else named(form, who, lead)
            if text not in forms:
                forms.add(text)
                found.append(Listed(who, text, move.kind, None))
    return found
