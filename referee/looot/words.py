"""The words of Looot's messages in the user's language (keys `looot.*`, in messages.<lang>.toml).

`msg(key, **params)` is `referee.i18n.t` for the engine's hot paths: every move announces effects
(a random playout formats some 300 messages a game), so each template is looked up once per language
and key and then filled with `str.format_map`. Tile kinds, construction sites
and shields are data ids ("wood", "port", "again"); the helpers below give their names in the current
language. Component ids (Castle31, Port1) and player names are never translated; the notation's
Chinese words are declared with the moves (moves.py). A list is joined with ", " / "; " in English
and 、 / ； in Chinese.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache

from referee.i18n import catalog, lang, t

_ZH_SEPARATORS = {", ": "、", "; ": "；"}
_TEMPLATES: dict[str, dict[str, str]] = {}  # language -> key -> template


def msg(key: str, /, **params: object) -> str:
    """The message `key` in the current language with its {placeholders} filled, as `t` gives it,
    from a per-language cache of templates (the engine builds messages on its hot paths)."""
    language = lang()
    table = _TEMPLATES.get(language)
    if table is None:
        table = _TEMPLATES.setdefault(language, {})
    template = table.get(key)
    if template is None:
        found = catalog(language).get(key)
        if found is None:  # missing in this language: t() falls back as it does
            return t(key, **params)
        template = table[key] = found
    return template.format_map(params) if params else template


def join(items: Iterable[str], sep: str = ", ") -> str:
    """Items joined by `sep` (the English separator; Chinese uses its own)."""
    if lang() == "zh":
        sep = _ZH_SEPARATORS.get(sep, sep)
    return sep.join(items)


@cache
def _table(language: str, name: str) -> dict[str, str]:
    """The messages `looot.<name>.*` of a language by their last key (kinds are named on every move)."""
    prefix = f"looot.{name}."
    return {k[len(prefix) :]: v for k, v in catalog(language).items() if k.startswith(prefix)}


def kind(k: str) -> str:
    """A tile kind: wood sheep gold axe house watchtower castle."""
    return _table(lang(), "kind")[k]


def a_tile(k: str) -> str:
    """One tile of a kind, with its article or measure word: "an axe tile", "1 块斧头板块"."""
    return _table(lang(), "a_tile")[k]


def count(n: int, k: str) -> str:
    """So many tiles of a kind: "2 wood", "2 块木材"."""
    return msg("looot.describe.count", n=n, kind=kind(k))


def site(site_type: str) -> str:
    """A construction site type: port altar palace."""
    return msg(f"looot.site.{site_type}")


def shield(s: str) -> str:
    """A shield with its effect: "double-gain shield (the hex's resource twice)"."""
    return msg(f"looot.shield.{s}")


def shield_name(s: str) -> str:
    """A shield's short name: again / occupied / double (再放一次 / 占用格 / 双倍)."""
    return msg(f"looot.shield_name.{s}")


def option(value: str) -> str:
    """A value of the optional_actions house rule."""
    return msg(f"looot.option.{value}")
