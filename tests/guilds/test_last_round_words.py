"""What the screen says at the end of a 4-player game, as the game played to the end at the prompts
met it (tests/prompts/test_guilds_to_the_end.py): in the last round the step's picture and the
question name `done` as what ends a turn (a `draw` there is refused: no_draw_last_round); at
growth the plantation's VP is a form to read off the plantation, never a sample number, and the
step's picture shows the rows of the face-down spaces, where the new tiles are revealed."""

from __future__ import annotations

import pytest

from referee.core.record import replace
from referee.guilds import GAME
from referee.guilds.rules.prompts import prompt
from referee.i18n import speaking
from referee.output import listed_moves

from .helpers import codes, placed, started, top
from .test_growth_and_end import to_growth
from .test_step_view import room, shown

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


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_growth_step_shows_the_face_down_spaces_where_tiles_are_revealed(lang):
    """A city taller than the room at 80×24: the growth shows the rows of its face-down spaces
    (the end test had to type `board` to find them: the step showed row A of A-E)."""
    suits = ("anchor", "crown", "cross", "sickle", "compass")
    city = [
        (f"T{k + 1}", f"{'ABCDE'[k // 5]}{k % 5 + 1}", f"suits={suits[k % 5]} threshold=9 first=4 second=2")
        for k in range(24)
    ]
    state = started(4, hall=9, city=city, facedown=("E5",))
    for pos in ("A1", "B1", "C1", "D1"):  # a piece on a row makes it two lines high
        state = placed(state, pos, (1, 1, 1, 1))
    state = to_growth(state)
    assert top(state).kind == "grow"
    lines = shown(state, lang, 80, room(state, 80, 24))
    assert any(line.startswith("E  ") and "##" in line for line in lines), lines
