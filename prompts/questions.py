"""Thin wrappers over questionary: a `None` answer (Ctrl-C, end of input) is an abort, never a value.

Menus are only for short closed questions, and no typed key ever picks an item by itself (issue 12:
a move typed into a menu, a filter matching nothing or Chinese text flipped shields): a select has
no type-to-filter, letters typed into it are ignored and make the next Enter wait (the table sees
the menu was not what it typed into); a yes/no question of the score sheet needs Enter after `y`,
and "accept it anyway?" a line that is only a yes word; a text question whose
answer was rejected starts again from an empty line when typing resumes, instead of appending to
the rejected text. Their instructions are in the language of the messages.

questionary is imported here only, and this module only where a prompt is really shown.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import questionary
from prompt_toolkit.filters import Condition
from prompt_toolkit.key_binding import KeyBindings, KeyPressEvent, merge_key_bindings
from prompt_toolkit.keys import Keys

from referee.core.errors import Interrupted
from referee.i18n import t


def _answer(value: object) -> object:
    if value is None:
        raise Interrupted(t("prompt.abort"))
    return value


def clearing_keys() -> KeyBindings:
    """Key bindings for a text question: after Enter rejected the text, the next typed character
    replaces it (editing keys — arrows, Backspace — still edit it)."""
    rejected = [False]
    keys = KeyBindings()

    @keys.add("enter")
    def _enter(event: KeyPressEvent) -> None:
        buffer = event.current_buffer
        if buffer.validate(set_cursor=True):
            buffer.validate_and_handle()
        else:
            rejected[0] = True

    @keys.add(Keys.Any, filter=Condition(lambda: rejected[0]))
    def _replace(event: KeyPressEvent) -> None:
        rejected[0] = False
        buffer = event.current_buffer
        if event.data.isprintable():
            buffer.text = ""
        buffer.insert_text(event.data)

    return keys


def text_question(
    message: str,
    validate: Callable[[str], bool | str] | None = None,
    default: str = "",
    instruction: str | None = None,
) -> Any:
    """A questionary text question whose rejected answer is cleared when typing resumes."""
    return questionary.text(
        message,
        default=default,
        validate=validate or (lambda _text: True),
        instruction=instruction,
        key_bindings=clearing_keys(),
    )


def ask_text(message: str, validate: Callable[[str], bool | str] | None = None, default: str = "") -> str:
    return str(_answer(text_question(message, validate, default).ask()))


def guard_menu(question: Any) -> Any:
    """A select whose typed keys never choose: a letter (or a whole move, or Chinese text) typed
    into it is ignored, and an Enter after it, with the highlight not moved since, only rings the
    bell; moving with the arrows and then Enter chooses."""
    from questionary.prompts.common import InquirerControl

    app = question.application
    menu = next(c for c in app.layout.find_all_controls() if isinstance(c, InquirerControl))
    typed_at: list[int | None] = [None]  # where the highlight was when a key was typed into the menu
    keys = KeyBindings()

    @keys.add(Keys.Any)
    def _ignored(event: KeyPressEvent) -> None:
        typed_at[0] = menu.pointed_at

    # eager, as questionary's own Enter is: of two eager bindings the one added last wins
    @keys.add("enter", eager=True, filter=Condition(lambda: typed_at[0] == menu.pointed_at))
    def _wait(event: KeyPressEvent) -> None:
        typed_at[0] = None
        event.app.output.bell()

    app.key_bindings = merge_key_bindings([app.key_bindings, keys])
    return question


def select_question(message: str, choices: Sequence[tuple[str, str]], default: str | None = None) -> Any:
    """A select of (value, title) pairs: arrows and Enter, no filter, typed keys never choose;
    the highlight starts on `default` (Enter alone takes it), else on the first."""
    options = [questionary.Choice(title=title, value=value) for value, title in choices]
    question = questionary.select(
        message,
        choices=options,
        default=default,
        use_search_filter=False,
        use_jk_keys=False,
        use_shortcuts=False,
        instruction=t("prompt.select_hint"),
    )
    return guard_menu(question)


def ask_select(message: str, choices: Sequence[tuple[str, str]], default: str | None = None) -> str:
    """Choose one of (value, title) pairs with the arrows and Enter; returns the value."""
    return str(_answer(select_question(message, choices, default).ask()))


def confirm_question(message: str, default: bool = True, enter: bool = True) -> Any:
    """Yes or no. With `enter` (the score sheet, "accept it anyway?") `y` or `n` is only taken with
    Enter (Enter alone gives the default); without it the key answers at once (`verify --repair`)."""
    if not enter:
        return questionary.confirm(message, default=default)
    hint = t("prompt.yes_no_default_yes" if default else "prompt.yes_no_default_no")
    return questionary.confirm(message, default=default, auto_enter=False, instruction=hint + " ")


YES_WORDS = ("y", "yes", "是")


def ask_yes_word(message: str) -> bool:
    """A yes only when the whole line is a yes word (`y`, `yes`, `是`), typed on its own and Enter;
    anything else is no. For a question whose yes changes the game ("accept it anyway?"): a `y`
    inside the next move typed into it (`Cy: flip black`) must not be taken for a yes."""
    answer = _answer(text_question(message, instruction=t("prompt.yes_word_only")).ask())
    return str(answer).strip().casefold() in YES_WORDS


def ask_confirm(message: str, default: bool = True, enter: bool = False) -> bool:
    return bool(_answer(confirm_question(message, default, enter).ask()))
