"""What the tests of the browser boards share: positions with any names, the fragment read as XML,
and every player's row of the counters table.

A fragment is XHTML-clean by construction (every element closed, SVG shapes self-closed, only the
entities html.escape writes), so `xml.etree` reads it whole: a stray `<` from an unescaped name or
an unclosed element fails the parse.
"""

from __future__ import annotations

import importlib
import random
import xml.etree.ElementTree as ET
from typing import Any

from tests.kit.games import rules_of

ODD = '<b>&"x'  # a legal player name (tests/drawing checks `referee new` takes it) full of markup
NAMES = (ODD, "Bob", "Cid")


def positions(game: str, names: tuple[str, ...] = NAMES, moves: int = 400, seed: int = 1) -> list[Any]:
    """The states of one random game between `names`, from the set-up for at most `moves` moves."""
    rules = rules_of(game)
    rng = random.Random(f"page-{game}-{seed}")
    state = rules.new_state(list(names), {})
    states = [state]
    for _ in range(moves):
        legal = rules.legal_moves(state)
        if not legal:
            break
        who, choices = legal[rng.randrange(len(legal))]
        state = rules.apply(state, rng.choice(choices), who).state
        states.append(state)
    return states


def board(game: str, state: Any, lang: str) -> str:
    return str(importlib.import_module(f"referee.{game}.page").board(state, lang))


def counted(game: str, state: Any, lang: str) -> dict[str, list[str]]:
    """The counters rows of a board, after checking it parses and shows the odd name escaped only."""
    fragment = board(game, state, lang)
    assert ODD not in fragment and "&lt;b&gt;&amp;&quot;x" in fragment
    return rows(parse(fragment))


def parse(fragment: str) -> ET.Element:
    return ET.fromstring(fragment)


def words(element: ET.Element) -> str:
    """The text a reader sees in an element (SVG <title>s included)."""
    return " ".join(" ".join(element.itertext()).split())


def rows(root: ET.Element) -> dict[str, list[str]]:
    """Every counters table's body rows: player name -> the texts of its cells (the first table
    that names the player)."""
    found: dict[str, list[str]] = {}
    for table in root.iter("table"):
        for tr in table.iter("tr"):
            head = tr.find("th")
            if head is None or head.get("scope") != "row":
                continue
            name = next(span.text or "" for span in head.iter("span") if span.get("class") == "rf-name")
            found.setdefault(name, [words(td) for td in tr.findall("td")])
    return found


def classes(root: ET.Element) -> set[str]:
    return {c for e in root.iter() for c in (e.get("class") or "").split()}
