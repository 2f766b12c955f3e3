"""A game's options, checked in one place: published variants and house rules (村规).

Every option is named, with its choices and a default that follows the published game. `kind`
says what it is: a `variant` the publisher prints (Le Havre's short game) or a `house_rule` (a
reading of the seed that differs from the published rule, kept for tables that play it so).
`resolve` is the only validation: `referee new`, a save's set-up and every engine's `new_state`
receive options that went through it.
"""

from __future__ import annotations

from collections.abc import Mapping

from referee.core.errors import UsageError
from referee.core.record import record
from referee.i18n import t

VARIANT = "variant"
HOUSE_RULE = "house_rule"


@record
class HouseRule:
    """A named option stored in the save; `default` follows the published game."""

    name: str
    choices: tuple[str, ...]
    default: str
    summary: str
    ruling: str = ""
    kind: str = HOUSE_RULE  # VARIANT or HOUSE_RULE
    seed: str = ""  # the choice the seed (the Chinese rulebook) reads, where it differs from `default`


class OptionError(UsageError):
    """An option the game does not have (`choices` empty), or a value it does not allow.

    Exit 2 at `referee new`; a save's set-up words it as a save problem (saves/session.py).
    """

    def __init__(self, message: str, name: str, value: str, known: str, choices: str = "") -> None:
        super().__init__(message)
        self.name, self.value, self.known, self.choices = name, value, known, choices


def resolve(game: str, declared: tuple[HouseRule, ...], given: Mapping[str, str]) -> dict[str, str]:
    """Every option of the game with its value: the defaults, overridden by the given ones."""
    options = {h.name: h.default for h in declared}
    by_name = {h.name: h for h in declared}
    for key, value in given.items():
        rule = by_name.get(key)
        known = ", ".join(by_name) or t("cli.none")
        if rule is None:
            message = t("cli.option_unknown", name=repr(key), game=game, known=known)
            raise OptionError(message, key, value, known)
        if value not in rule.choices:
            choices = ", ".join(rule.choices)
            message = t("cli.option_value", name=key, choices=choices, value=repr(value))
            raise OptionError(message, key, value, known, choices)
        options[key] = value
    return options
