"""Each refusal met anywhere in this run cites a passage listed by hand as deciding its code.

Runs last (tests/conftest.py): the refusals are those the other tests met in this process (see
tests/citations). A listed fragment must also still be a quote some refusal can use: each game's
table names only fragments of its seed.
"""

from __future__ import annotations

import os

import pytest

from referee.core.seeds import seed_text
from tests import citations

GAMES = ("looot", "guilds", "lehavre", "pendulum")


def test_every_met_refusal_cites_a_passage_that_decides_its_code():
    dump = os.environ.get("REFEREE_CITATIONS_DUMP")
    if dump:
        with open(dump, "w", encoding="utf-8") as out:
            for game, code, quote in sorted(citations.MET):
                out.write(f"{game}\t{code}\t{quote}\n")
    wrong = []
    for game, code, quote in sorted(citations.MET):
        if game not in GAMES:
            continue
        listed = citations.deciding(game).get(code)
        if listed is None:
            wrong.append(f"{game} {code}: met, but no passage is listed as deciding it (cited 「{quote}」)")
        elif quote not in listed:
            wrong.append(f"{game} {code}: cites 「{quote}」, which is not listed as deciding it")
    assert not wrong, "\n".join(wrong)


@pytest.mark.parametrize("game", GAMES)
def test_every_listed_passage_is_quoted_verbatim_from_the_seed(game):
    text = seed_text(game)
    for code, quotes in citations.deciding(game).items():
        for quote in quotes:
            assert quote in text, f"{game} {code}: 「{quote}」 is not in the seed"
