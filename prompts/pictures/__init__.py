"""Board pictures: each game package draws its own board, this module finds and frames it.

The mechanism: a tracked game's package (`referee.<game>`) has a `picture.py` module with

    LABELS: dict[str, dict[str, str]]   # {"en": {...}, "zh": {...}}, the same keys in both
    def picture(state, lang: str = "en") -> rich.console.RenderableType

`board(rules, state, lang)` imports that module from the registry entry and returns the picture;
`referee status`, the prompts and `referee export` all go through it.

At the move line the whole picture rarely fits (70 lines for a 2-player Looot game). A picture
module may therefore also offer, and every game should:

    def step_view(state, lang, width, height) -> RenderableType   # what the current step needs,
                                                                   # in at most height × width cells
    VIEWS: dict[str, dict[str, str]]                # named views, by their word per language:
    def view(state, name, lang) -> RenderableType   # {"board": {"en": "board", "zh": "版图"}, …}

`step(...)` shows the step view (the whole picture where a game has none), `views(...)` and
`view(...)` the ones a table types at the move line (`board`, `all`, …; `all` is always there). A test enumerates
`registry.tracked_games()` and fails for a game without a picture, so a game added later brings its
own.

Pictures must read without colour and stay aligned in a terminal whose locale makes "ambiguous
width" characters two cells wide (Chinese, Japanese, Korean locales): they use ASCII for every
line and frame (no box drawing, bullets, arrows or dashes, which Unicode marks ambiguous) and CJK
text only in labels, which rich measures as two cells. Every player is shown by a seat letter
*and* a colour (`referee.drawing.seats`), so a monochrome terminal or a copy-paste loses nothing.
What a game's picture draws with (seats, labels, the hex grid) is in referee/drawing, which an
engine may import; this module, part of the interactive layer, finds and frames the pictures.
"""

from __future__ import annotations

import importlib
from types import ModuleType
from typing import TYPE_CHECKING, Any

from referee.drawing import check_lang

if TYPE_CHECKING:
    from rich.console import Console, RenderableType

LANGS = ("en", "zh")
WIDTH = 100  # the width of the golden pictures and of the exported SVG/HTML


# --------------------------------------------------------------------------------------------
# finding a game's picture


def picture_module(game_id: str) -> ModuleType:
    """The `picture` module of a tracked game; LookupError if the game has none."""
    from referee.registry import entry

    package = entry(game_id).module
    if package is None:
        raise LookupError(f"{game_id} has no rules engine, hence no board picture")
    try:
        module = importlib.import_module(f"{package}.picture")
    except ModuleNotFoundError as exc:
        if exc.name not in (f"{package}.picture", package):
            raise
        raise LookupError(f"{package} has no picture.py") from None
    if not callable(getattr(module, "picture", None)):
        raise LookupError(f"{package}.picture has no picture(state, lang) function")
    return module


def has_picture(game_id: str) -> bool:
    try:
        picture_module(game_id)
    except LookupError:
        return False
    return True


def board(rules: Any, state: Any, lang: str = "en") -> RenderableType:
    """The board picture of `state` as a rich renderable, in `lang`.

    A game without a picture (only the test game; the enumeration test keeps every registered game
    honest) shows its `describe()` text instead.
    """
    lang = check_lang(lang)
    try:
        module = picture_module(rules.info.id)
    except LookupError:
        from referee.drawing.layout import Text

        return Text(rules.describe(state))
    renderable: RenderableType = module.picture(state, lang)
    return renderable


# --------------------------------------------------------------------------------------------
# rendering


def console(width: int = WIDTH, record: bool = False, color: bool = False) -> Console:
    """A console writing to memory at a fixed width (goldens, exports, README)."""
    import io

    from rich.console import Console

    return Console(
        file=io.StringIO(),
        width=width,
        record=record,
        color_system="truecolor" if color else None,
        force_terminal=color,
        highlight=False,
        emoji=False,
        legacy_windows=False,
        soft_wrap=False,
    )


def render_text(renderable: RenderableType, width: int = WIDTH) -> str:
    """A renderable as plain text at `width` cells, trailing spaces removed from every line."""
    con = console(width)
    con.print(renderable)
    text = con.file.getvalue()  # type: ignore[attr-defined]
    return "\n".join(line.rstrip() for line in text.splitlines()) + "\n"


def ambiguous_chars(text: str) -> set[str]:
    """Characters of `text` whose width depends on the terminal's locale (East Asian "A")."""
    import unicodedata  # a C module `referee status` does not need (its budget is a move's time)

    return {c for c in text if unicodedata.east_asian_width(c) == "A"}


# --------------------------------------------------------------------------------------------
# views that fit the terminal

ALL = {"all": {"en": "all", "zh": "全部"}}


def _module(rules: Any) -> ModuleType | None:
    try:
        return picture_module(rules.info.id)
    except LookupError:
        return None


def views(rules: Any) -> dict[str, dict[str, str]]:
    """The game's named views by their words in each language; `all` (the whole picture) always."""
    module = _module(rules)
    own = dict(getattr(module, "VIEWS", {}) or {})
    return {**own, **{k: v for k, v in ALL.items() if k not in own}}


def view_named(rules: Any, text: str) -> str | None:
    """The view a typed word names (`board`, `版图`, `all` …), in either language; None if none."""
    word = text.strip().casefold()
    for name, words in views(rules).items():
        if word in {w.casefold() for w in words.values()}:
            return name
    return None


def view(rules: Any, state: Any, name: str, lang: str = "en") -> RenderableType:
    """A named view; `all`, and any view of a game without views, is the whole picture."""
    module = _module(rules)
    if (
        module is not None
        and name in getattr(module, "VIEWS", {})
        and callable(getattr(module, "view", None))
    ):
        shown: RenderableType = module.view(state, name, check_lang(lang))
        return shown
    return board(rules, state, lang)


def step(rules: Any, state: Any, lang: str, width: int, height: int) -> RenderableType:
    """What the current step needs within `width` × `height` cells (the game's `step_view`); a game
    without one shows its whole picture."""
    module = _module(rules)
    found = getattr(module, "step_view", None) if module is not None else None
    if callable(found):
        shown: RenderableType = found(state, check_lang(lang), width, height)
        return shown
    return board(rules, state, lang)
