"""The move line: one line where the player types a move, completed from the legal moves and judged
as it is typed (issue 12: typing in a select menu silently picked its highlighted item).

A key only ever edits the text. Tab completes from `Session.legal_texts()`, exactly what `referee
move` accepts (named where the declarer does not lead), matching the typed words against the start
of any word of a move (`-3,1`, `h 3,0`, `bob sell`); each completion shows the kind's meaning from the
game's notation. The bottom toolbar judges the text before Enter with the core's `judge` (a syntax
error as such, every refusal with its rule, or legal) and lists the typed controls. Enter returns only
a move the engine accepts, a control word, or a move every broken rule of which the table may
overrule (the caller asks that as a separate question); otherwise the refusal stays shown and the
text stays for editing. Nothing here writes: the caller declares.

prompt_toolkit is imported here, and this module only where the prompt is shown.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from typing import Any

from prompt_toolkit import PromptSession
from prompt_toolkit.application import Application
from prompt_toolkit.buffer import CompletionState
from prompt_toolkit.completion import CompleteEvent, Completer, Completion
from prompt_toolkit.document import Document
from prompt_toolkit.formatted_text import FormattedText
from prompt_toolkit.history import InMemoryHistory
from prompt_toolkit.key_binding import KeyBindings, KeyPressEvent
from prompt_toolkit.renderer import CPR_Support
from prompt_toolkit.styles import Style
from prompt_toolkit.utils import get_cwidth

from referee.core import notation
from referee.core.errors import Interrupted, MoveSyntaxError
from referee.core.game import Move, codes_of, judge, named_prefix, overridable
from referee.i18n import lang, t
from referee.output import PLACEHOLDER, cite_line, listed_moves
from saves.session import Session

EXPLAIN, UNDO, QUIT = "explain", "undo", "quit"
CONTROLS = {"?": EXPLAIN, "？": EXPLAIN, "undo": UNDO, "撤销": UNDO, "quit": QUIT, "退出": QUIT}
SHOWN_CONTROLS = {"en": ("?", "undo", "quit"), "zh": ("？", "撤销", "退出")}
PREVIEW = ("preview", "预览")  # `preview MOVE`: the picture after MOVE, nothing declared
RULES = ("rules", "规则")  # `rules TOPIC`: the seed's sections on TOPIC, paged, as `referee rules`
TOOLBAR_LINES = 4  # at most this many lines of verdict, then the controls (2 on a short terminal)
MENU_ROWS = 4  # the prompt line and the completion menu below it: the rest of the screen is the picture
SHORT = 30  # a terminal of fewer rows gets the shorter toolbar


def verdict_lines(rows: int) -> int:
    """How many lines of verdict the toolbar shows in a terminal of `rows` rows."""
    return TOOLBAR_LINES if rows >= SHORT else 2


def room_below(rows: int) -> int:
    """The rows the move line takes at the bottom of a terminal of `rows` rows: the prompt with
    its menu, the verdict and the controls; the picture above it gets the rest."""
    return MENU_ROWS + verdict_lines(rows) + 1


def preview_of(text: str) -> str | None:
    """The move of `preview MOVE` (`预览 MOVE`), None for any other text."""
    word, _, rest = text.strip().partition(" ")
    return rest.strip() if word.casefold() in PREVIEW and rest.strip() else None


def rules_topic(text: str) -> list[str] | None:
    """The words of `rules TOPIC` (`规则 TOPIC`); an empty list for `rules` alone (the sections);
    None for any other text."""
    word, _, rest = text.strip().partition(" ")
    return rest.split() if word.casefold() in RULES else None


_EXAMPLE = re.compile(r"(, e\.g\.|，例如|; |；).*$", re.S)
_WORDS = re.compile(r"[\s,:]+")


def control(text: str) -> str | None:
    """The control a typed word names (`?`, `undo`, `quit` or their Chinese forms), None for a move."""
    return CONTROLS.get(text.strip().casefold())


# --------------------------------------------------------------------------- completions


def short_meaning(rules: Any, kind: str) -> str:
    """A move kind's meaning from the game's notation, without its example (the completion is one)."""
    syntax = dict(rules.info.syntax).get(kind, kind)
    return _EXAMPLE.sub("", dict(rules.info.notation).get(syntax, "")).strip()


def move_notes(rules: Any) -> Callable[[Any, Move], str] | None:
    """The game's word on one move for its completion (`place -3,1 — axe`, `draw Castle31 — axe axe
    wood → castle +3`): the `move_note(state, move)` of its picture module, if it has one."""
    from prompts.pictures import picture_module

    try:
        found = getattr(picture_module(rules.info.id), "move_note", None)
    except LookupError:
        return None
    return found if callable(found) else None


def entries(session: Session) -> list[tuple[str, str]]:
    """(text, meaning) of every legal move, as `referee move` accepts it, then the control words."""
    return [(text, meaning) for text, meaning, _printed in noted_entries(session)]


def noted_entries(session: Session) -> list[tuple[str, str, str]]:
    """(text, meaning, what the game says is printed on its pieces) of every entry of `entries`: the
    last is matched too, so `axe axe wood` finds `draw Castle31` (set-up by what is printed). A move
    stating printed values nobody has read is listed as its form, once (`Bob: take <reward …>`):
    Tab types it up to the placeholder (`MoveCompleter`), never a value made up (issue 25)."""
    rules, state = session.rules, session.state
    note = move_notes(rules)
    language = lang()
    meanings: dict[str, str] = {}
    found = []
    every = [*listed_moves(rules, state, language), *listed_moves(rules, state, language, offered=True)]
    for listed in every:  # the legal moves, then the one-line forms that stand for several of them
        meaning = meanings.get(listed.kind)
        if meaning is None:
            meaning = meanings[listed.kind] = short_meaning(rules, listed.kind)
        if listed.move is None:
            found.append((listed.text, t("prompt.form_meaning", meaning=meaning), ""))
            continue
        extra = note(state, listed.move) if note else ""
        found.append((listed.text, f"{extra} — {meaning}" if extra else meaning, extra))
    words = SHOWN_CONTROLS.get(lang(), SHOWN_CONTROLS["en"])
    for word in words:
        if CONTROLS[word] != UNDO or session.save.log:
            found.append((word, t(f"prompt.control_{CONTROLS[word]}"), ""))
    from prompts.pictures import views

    for name, names in views(rules).items():
        word = names.get(language, name)
        found.append((word, t("prompt.control_view", view=word), ""))
    return found


def matches(text: str, typed: str) -> bool:
    """Whether every typed word starts a word of `text` (words split at spaces, commas and colons),
    or the typed text starts the whole of it: `-3,1`, `pl -3`, `h 3,0` and `bob sell` all match."""
    low = text.casefold()
    wanted = typed.casefold().lstrip()
    if low.startswith(wanted):
        return True
    words = [w for w in _WORDS.split(low) if w] + low.split()
    return all(any(w.startswith(part) for w in words) for part in _WORDS.split(wanted) if part)


def printed_matches(printed: str, typed: str) -> bool:
    """Whether the typed words start words of a piece's printed content, in its order, each word
    used once: `wood wood wood` finds Castle32 (wood wood wood) but not Castle31 (axe axe wood)."""
    words = iter(w for w in _WORDS.split(printed.casefold()) if w)
    wanted = [w for w in _WORDS.split(typed.casefold()) if w]
    return bool(wanted) and all(any(w.startswith(part) for w in words) for part in wanted)


class MoveCompleter(Completer):
    """Completes the whole line from the legal moves of the position (`entries`); a form (a move
    whose printed values nobody has read) is shown whole and typed up to its first placeholder, so
    the table fills in what it reads off the piece (and stays shown, as a reminder, until then)."""

    def __init__(self) -> None:
        self.entries: list[tuple[str, str, str]] = []
        self.players: Sequence[str] = ()
        self.live: Any = None  # a live panel offers what its clock allows now (no flip ahead of it)

    def get_completions(self, document: Document, complete_event: CompleteEvent) -> Iterable[Completion]:
        typed = document.text_before_cursor
        found = self._found(in_full(self.players, typed)) or self._found(typed)
        for text, meaning in found:
            inserted = text.split(PLACEHOLDER, 1)[0]  # a form: up to its first placeholder
            yield Completion(inserted, start_position=-len(typed), display=text, display_meta=meaning)

    def _found(self, typed: str | None) -> list[tuple[str, str]]:
        if typed is None:
            return []
        offered = self.live.offered(self.entries) if self.live is not None else self.entries
        return [
            (text, meaning)
            for text, meaning, printed in offered
            if text != typed and (matches(text, typed) or printed_matches(printed, typed))
        ]


def in_full(players: Sequence[str], text: str) -> str | None:
    """`C: t` with the player's name in full (`Cid: t`), as the completions name them: a short
    prefix (initial, seat number) read as `referee move` reads it (core.game.named_prefix); None
    when the text names no one by a prefix or names them in full already, so completion goes on
    with the text as typed."""
    found = named_prefix(players, notation.typed(text, keep=players))
    if found is None:
        return None
    full = f"{found[0]}: {found[1]}"
    return None if full == text else full


# --------------------------------------------------------------------------- the verdict


class Status:
    """What the toolbar says of a text and what Enter does with it: `kind` is one of empty,
    control, syntax, refused, overridable, legal."""

    def __init__(self, kind: str, lines: Sequence[str]) -> None:
        self.kind = kind
        self.lines = list(lines)

    @property
    def enter_accepts(self) -> bool:
        return self.kind in ("control", "overridable", "legal")


def verdict(session: Session, text: str) -> Status:
    """The judgement of a typed text, with the core's `judge`; nothing is declared."""
    if not text.strip():
        return Status(
            "empty", [t("prompt.line_empty", count=len(listed_moves(session.rules, session.state)))]
        )
    word = control(text)
    if word is not None:
        if word == UNDO and not session.save.log:
            return Status("refused", [t("prompt.nothing_to_undo")])
        return Status("control", [t(f"prompt.control_{word}")])
    from prompts.pictures import view_named

    if view_named(session.rules, text) is not None:
        return Status("control", [t("prompt.control_view", view=text.strip())])
    topic = rules_topic(text)
    if topic is not None:
        return Status("control", [t("prompt.control_rules", topic=" ".join(topic) or "…")])
    previewed = preview_of(text)
    if previewed is not None:
        judged = verdict(session, previewed)
        if judged.kind in ("legal", "overridable"):
            return Status("control", [t("prompt.control_preview", move=previewed)])
        return judged
    try:
        decl = session.parse(text)
    except MoveSyntaxError as exc:
        from prompts.hints import with_hints

        lines = [t("prompt.line_syntax", reason=with_hints(session, exc, text).reason)]
        return Status(
            "syntax", lines + ([t("prompt.line_expected", expected=exc.expected)] * bool(exc.expected))
        )
    found = judge(session.rules, session.state, decl).violations
    if not found:
        return Status("legal", [t("prompt.line_legal", move=str(decl))])
    return refusal(session, found)


def refusal(session: Session, found: Sequence[Any]) -> Status:
    """The verdict of a refused text: each violation with its rule; overridable if the table may."""
    lines = []
    for v in found:
        lines.append(f"✗ [{v.code}] {v.message}")
        lines.append("  " + t("error.rule", citation=cite_line(v.rule)))
    if overridable(session.rules, codes_of(found)):
        return Status("overridable", [*lines, t("prompt.line_overridable")])
    return Status("refused", lines)


def wrap(line: str, width: int) -> list[str]:
    """A line cut into pieces of at most `width` terminal cells (a Chinese character takes two)."""
    out, piece, cells = [], "", 0
    for char in line:
        w = get_cwidth(char)
        if cells + w > width and piece:
            out.append(piece)
            piece, cells = "  ", 2
        piece += char
        cells += w
    return [*out, piece]


# --------------------------------------------------------------------------- the line


def draw_toolbar_without_cpr(app: Application[Any]) -> None:
    """Let the toolbar (the verdict before Enter) be drawn in a terminal that cannot report where
    the cursor is.

    prompt_toolkit draws a bottom toolbar only once it knows how many rows are below the cursor,
    which a vt100 terminal tells it by answering a cursor position request (CPR). A terminal that
    does not answer (PROMPT_TOOLKIT_NO_CPR=1, some emulators, a pseudo-terminal driven by a test)
    left the line without its verdict. There the output now answers "1 row" — the cursor's own,
    a true lower bound: the prompt is drawn as if at the bottom of the screen, the terminal scrolls
    to make room, which is what a real bottom-of-screen prompt does anyway. Where CPR works it is
    still used; a terminal found not to answer (after prompt_toolkit's timeout) gets the same.
    """
    output, renderer = app.output, app.renderer
    asked = output.get_rows_below_cursor_position
    if getattr(asked, "draws_without_cpr", False):
        return

    def rows_below_cursor() -> int:
        if renderer.cpr_support == CPR_Support.NOT_SUPPORTED:
            return 1
        return asked()  # NotImplementedError on vt100: prompt_toolkit asks the terminal (CPR)

    rows_below_cursor.draws_without_cpr = True  # type: ignore[attr-defined]
    setattr(output, "get_rows_below_cursor_position", rows_below_cursor)  # noqa: B010


def live_panel(session: Session) -> Any:
    """The hook for a game with a live display (prompts/live_panel.py: Pendulum's hourglasses), else None."""
    from prompts.live_panel import panel_for

    return panel_for(session)


def select_all(buffer: Any = None) -> None:
    """Select the whole line as a shift-selection is: what is typed next replaces it (a new move,
    `quit`), Backspace clears it, an arrow key keeps it to edit (issue 25). For a text Enter refused
    and for a refused text offered again."""
    from prompt_toolkit.application import get_app
    from prompt_toolkit.selection import SelectionType

    buffer = buffer or get_app().current_buffer
    if not buffer.text:
        return
    buffer.cursor_position = 0
    buffer.start_selection(SelectionType.CHARACTERS)
    buffer.cursor_position = len(buffer.text)
    if buffer.selection_state is not None:
        buffer.selection_state.enter_shift_mode()


class MoveLine:
    """The prompt of a game: one `PromptSession` (its history recalls earlier moves with Up)."""

    def __init__(self, session: Session) -> None:
        self.session = session
        self.typed = ""
        self.completer = MoveCompleter()
        self._seen: tuple[str, Status] | None = None
        self.live = live_panel(session)  # running hourglasses: lines above the verdict, `@T` filled in
        self.completer.live = self.live
        self.prompt: PromptSession[str] = PromptSession(
            refresh_interval=self.live.interval if self.live is not None else 0,
            history=InMemoryHistory(),
            completer=self.completer,
            complete_while_typing=True,
            bottom_toolbar=self._toolbar,
            reserve_space_for_menu=MENU_ROWS,
            key_bindings=self._keys(),
            style=Style.from_dict(
                {
                    "bottom-toolbar": "noreverse",
                    "legal": "ansigreen",
                    "refused": "ansired",
                    "controls": "ansibrightblack",
                }
            ),
        )

        draw_toolbar_without_cpr(self.prompt.app)

    def status(self, text: str) -> Status:
        """The verdict of `text`, judged once per text as declared (the toolbar is redrawn on every
        key; with a live clock the declared text carries the time, so a refused flip is judged
        again as the sand runs)."""
        declared = self.filled(text)
        ahead = self.live.ahead(declared) if self.live is not None else []
        if ahead:  # a typed time ahead of the live clock (judged afresh: the clock runs)
            return refusal(self.session, ahead)
        if self._seen is None or self._seen[0] != declared:
            self._seen = (declared, verdict(self.session, declared))
        return self._seen[1]

    def filled(self, text: str) -> str:
        """The text as it is declared: with a live clock, the game time a timed move needs."""
        return self.live.fill(text) if self.live is not None else text

    def _toolbar(self) -> FormattedText:
        from prompt_toolkit.application import get_app

        from prompts.pictures import views

        app = get_app()
        size = app.output.get_size()
        width = max(20, size.columns - 1)
        status = self.status(app.current_buffer.text)
        style = {"legal": "class:legal", "control": "class:legal", "empty": ""}.get(
            status.kind, "class:refused"
        )
        lines = [piece for line in status.lines for piece in wrap(line, width)][: verdict_lines(size.rows)]
        parts = [(style, line + "\n") for line in lines]
        if self.live is not None:
            parts = [("", line[:width] + "\n") for line in self.live.lines()] + parts
        controls = t(
            "prompt.line_controls",
            words=" ".join(SHOWN_CONTROLS.get(lang(), ("?",))),
            views=" ".join(names.get(lang(), name) for name, names in views(self.session.rules).items()),
        )
        return FormattedText([*parts, ("class:controls", wrap(controls, width)[0])])

    def _keys(self) -> KeyBindings:
        keys = KeyBindings()

        @keys.add("tab")
        def _next(event: KeyPressEvent) -> None:
            """Tab: the next completion; a single one is taken at once, without waiting for the menu."""
            buffer = event.current_buffer
            if buffer.complete_state:
                buffer.complete_next()
                return
            found = list(
                self.completer.get_completions(buffer.document, CompleteEvent(completion_requested=True))
            )
            if len(found) == 1:
                buffer.apply_completion(found[0])
            elif found:  # the menu at once, its first entry taken: the next key sees it
                buffer.complete_state = CompletionState(buffer.document, found)
                buffer.go_to_completion(0)

        @keys.add("enter")
        def _enter(event: KeyPressEvent) -> None:
            """Enter: the line is declared if the verdict lets it; if not, the refusal stays shown
            and the line is selected, so the next move typed replaces it instead of being appended."""
            buffer = event.current_buffer
            if self.status(buffer.text).enter_accepts:
                buffer.validate_and_handle()
            else:  # the toolbar says why, once: no validation line repeating its first line
                buffer.exit_selection()
                select_all(buffer)

        @keys.add("s-tab")
        def _previous(event: KeyPressEvent) -> None:
            if event.current_buffer.complete_state:
                event.current_buffer.complete_previous()

        return keys

    def ask(self, who: str, default: str = "") -> str:
        """The text Enter accepted (a move or a control word); Ctrl-C or end of input stops."""
        self.completer.entries = noted_entries(self.session)
        self.completer.players = self.session.rules.players(self.session.state)
        self._seen = None
        try:
            typed = self.prompt.prompt(f"{who}> ", default=default, pre_run=select_all if default else None)
            self.typed = typed  # as typed: a refused text is offered again without a filled-in time
            return self.filled(typed)
        except (KeyboardInterrupt, EOFError):
            raise Interrupted(t("prompt.abort")) from None
