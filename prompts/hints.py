"""What to say beside "cannot read it": the table's likely meaning of a text the notation refused.

The notation (core) says what it could not read; this adds what a person at the table needs: a
`Name:` prefix that names nobody at the table (`Zed: place 1,1` — Zed is not a player; the players
are Ann, Bob), and "did you mean" for a mistyped move word (`plcae` → `place`) or a component or
building name (`Castel31` → `Castle31`), from the game's move words in both languages, the words of
the legal moves and the ids and names of the game's catalogs. Used by `referee move`/`check` and by
the move line's toolbar, so it sits in the prompts, below the commands (tests/test_layers.py).
Nothing here reads or writes a save.
"""

from __future__ import annotations

import re
from difflib import get_close_matches
from functools import cache
from typing import Any

from referee.core.errors import MoveSyntaxError
from referee.core.game import declarer_named
from referee.core.notation import typed
from referee.i18n import t

_PREFIX = re.compile(r"^\s*([^:\s][^:]{0,39}?)\s*:\s*(.*)$", re.S)
_WORDS = re.compile(r"[\s,]+")


@cache
def move_words(rules: Any) -> tuple[str, ...]:
    """The first word of every move kind's syntax, in English and in Chinese (`place`, `放置`)."""
    found = [syntax.split()[0] for _kind, syntax in rules.info.syntax if syntax.split()]
    found += [zh.split()[0] for _syntax, zh in rules.info.notation_zh if zh.split()]
    return tuple(dict.fromkeys(found))


@cache
def catalog_names(game: str) -> tuple[str, ...]:
    """The ids and names of the game's catalog entries (`Castle31`, `Port1`, `Fishery`)."""
    from referee.core.catalog import kinds_in
    from referee.registry import package_of

    names: list[str] = []
    for kind in kinds_in(package_of(game)):
        for item in kind.entries:
            names += [str(item[k]) for k in ("id", "name") if isinstance(item.get(k), str)]
    return tuple(dict.fromkeys(names))


def _close(word: str, known: list[str] | tuple[str, ...]) -> str | None:
    """The known word `word` most likely stands for (None if it is one, or none is close): a
    two-character Chinese word is close with one character right (放至 → 放置)."""
    by_fold = {k.casefold(): k for k in known}
    if word.casefold() in by_fold:
        return None
    cutoff = 0.5 if len(word) <= 2 else 0.7
    found = get_close_matches(word.casefold(), list(by_fold), n=1, cutoff=cutoff)
    return by_fold[found[0]] if found else None


def nobody(rules: Any, state: Any, text: str) -> str | None:
    """`Zed: …`: the line saying the prefix names nobody at the table (None if it names someone)."""
    players = list(rules.players(state))
    m = _PREFIX.match(typed(text.strip(), keep=players))
    if m is None:
        return None
    who = m.group(1).strip()
    if declarer_named(players, who) is not None:  # a name, a seat number, the start of one name
        return None
    return t("cli.not_a_player", name=repr(who), players=", ".join(players))


def hints(rules: Any, state: Any, text: str, legal: list[str] | None = None) -> list[str]:
    """Lines explaining a refused text in the table's terms (empty when there is nothing to add)."""
    players = list(rules.players(state))
    text = typed(text.strip(), keep=players)
    found: list[str] = []
    prefix, renamed = "", False
    m = _PREFIX.match(text)
    if m:
        who = m.group(1).strip()
        stranger = nobody(rules, state, text)
        if stranger is not None:
            found.append(stranger)
            near = _close(who, players)
            who, renamed = near or who, near is not None
        prefix, text = f"{who}: ", m.group(2)
    words = [w for w in _WORDS.split(text) if w]
    if not words:
        return found
    first = _close(words[0], move_words(rules))
    if first is not None:
        return [*found, t("cli.did_you_mean", word=prefix + first + text.lstrip()[len(words[0]) :])]
    vocabulary = [*catalog_names(rules.info.id), *(w for m in legal or () for w in _WORDS.split(m))]
    for word in words[1:]:
        near = _close(word, vocabulary) if word[:1].isalpha() and len(word) > 2 else None
        if near is not None:
            return [*found, t("cli.did_you_mean", word=prefix + text.replace(word, near, 1))]
    if renamed:
        found.append(t("cli.did_you_mean", word=prefix + text))
    return found


def with_hints(session: Any, error: MoveSyntaxError, text: str) -> MoveSyntaxError:
    """The refusal of the typed `text`, with the hints added to its reason (and its message). A
    prefix naming nobody replaces the notation's "unknown move 'Zed:'": that is what went wrong."""
    from referee.output import listed_moves

    legal = [listed.text for listed in listed_moves(session.rules, session.state)]
    extra = hints(session.rules, session.state, text, legal)
    if not extra:
        return error
    replaced = nobody(session.rules, session.state, text) is not None
    error.reason = "; ".join(extra if replaced else [error.reason, *extra])
    error.args = (t("error.move_unreadable", text=repr(error.text), reason=error.reason, hint=""),)
    return error
