"""What the screen says at the end of a 4-player game, as the game played to the end at the prompts
met it (tests/prompts/test_guilds_to_the_end.py): in the last round the step's picture and the
question name `done` as what ends a turn (a `draw` there is refused: no_draw_last_round), and at
growth the plantation's VP is a form to read off the plantation, never a sample number."""

from __future__ import annotations

import pytest

from referee.core.record import replace
from referee.guilds import GAME
from referee.guilds.rules.prompts import prompt
from referee.i18n import speaking
from referee.output import listed_moves

from .helpers import codes, started, top
from .test_growth_and_end import to_growth
from .test_step_view import shown

DONE = {"en": "or done", "zh": "或 完成"}
PILES = {"en": "last round: done ends it", "zh": "最后一轮：完成 结束回合"}
DRAW = {"en": "draw 4 to end it", "zh": "抽4张结束"}


def last_round(state):
    return replace(state, ctx=replace(state.ctx, round=state.last_round))


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_last_round_turn_says_done_ends_it_not_a_draw(lang):
    state = last_round(started(4))
    assert top(state).kind == "turn" and codes(state, "Ann: draw") == ["no_draw_last_round"]
    with speaking(lang):
        question = prompt(state, top(state))
    assert question.endswith(DONE[lang]), question
    text = "\n".join(shown(state, lang, 80, 20))
    assert PILES[lang] in text and DRAW[lang] not in text, text
    earlier = "\n".join(shown(started(4), lang, 80, 20))  # an earlier round still draws
    assert DRAW[lang] in earlier and PILES[lang] not in earlier


@pytest.mark.parametrize(
    ("lang", "form"),
    [("en", "plantation Ann <VP printed on the plantation>"), ("zh", "种植园 Ann <种植园上印的胜利分>")],
)
def test_the_plantation_vp_is_listed_as_its_form(lang, form):
    state = replace(started(4), plantation=(1, 0, 0, 0), hall=(1, 2, 2, 2))
    state = to_growth(state)
    assert top(state).kind == "plantation_score"
    with speaking(lang):
        texts = [entry.text for entry in listed_moves(GAME, state, lang)]
    assert form in texts, texts
    assert not any(text.split()[-1].isdigit() for text in texts if "plantation" in text or "种植园" in text)
