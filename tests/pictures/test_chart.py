"""history --chart: each player's score at the end of every round, replayed from the log."""

from __future__ import annotations

import pytest

from prompts.pictures import LANGS, WIDTH, ambiguous_chars, render_text
from prompts.pictures.chart import Point, chart, progress
from referee.looot import GAME
from scorers.sheet import Row, ScoreSheet

from .positions import check_golden, golden_game, golden_lines, golden_save


def test_progress_takes_the_score_sheet_when_each_round_ends():
    points = progress(GAME, golden_save())
    final = golden_game()
    assert [p.round for p in points] == list(range(1, final.ctx.round + 1))
    assert all(p.complete for p in points)
    assert points[-1].sheet == GAME.score_sheet(final)
    # round 1 ends with the first move that opens round 2: the sheet of that position
    state = GAME.new_state(["Ann", "Bob", "Cid"], {})
    for n in range(1, len(golden_lines()) + 1):
        state = golden_game(n)
        if state.ctx.round == 2:
            break
    assert points[0].sheet == GAME.score_sheet(state)


def test_a_round_in_progress_is_the_last_point_and_marked():
    points = progress(GAME, golden_save(80))
    assert [p.round for p in points] == [1, 2, 3, 4]
    assert [p.complete for p in points] == [True, True, True, False]
    assert points[-1].sheet == GAME.score_sheet(golden_game(80))
    text = render_text(chart(points))
    assert "4*: round 4 still in progress" in text


def test_nothing_to_chart_before_the_first_round():
    assert progress(GAME, golden_save(13)) == []  # set-up declared, no start player yet
    assert [(p.round, p.complete) for p in progress(GAME, golden_save(14))] == [(1, False)]
    assert "No round has been played yet" in render_text(chart([]))


@pytest.mark.parametrize("lang", LANGS)
def test_chart_golden(lang):
    text = render_text(chart(progress(GAME, golden_save()), lang), WIDTH)
    assert not ambiguous_chars(text)
    check_golden(f"looot_3p_chart.{lang}.txt", text)


def test_the_table_under_the_chart_holds_the_exact_totals():
    points = progress(GAME, golden_save())
    lines = render_text(chart(points)).splitlines()
    for i, name in enumerate(("Ann", "Bob", "Cid")):
        row = next(line for line in lines if line.startswith(f"{name[0]} {name} "))
        assert [int(v) for v in row.split()[2:]] == [p.sheet.totals[i] for p in points]


def test_every_value_is_plotted_on_its_row_or_shared():
    points = progress(GAME, golden_save())
    lines = render_text(chart(points)).splitlines()
    plot = [line for line in lines if "|" in line]
    labels = [int(line.split("|")[0]) for line in plot]
    step = labels[0] - labels[1]
    for col, p in enumerate(points):
        at = 5 + len(plot[0].split("|")[0]) + 4 * col  # "|" + 3 spaces, then the mark
        for i, total in enumerate(p.sheet.totals):
            row = min(range(len(labels)), key=lambda r: abs(labels[r] - total))
            assert abs(labels[row] - total) * 2 <= step
            assert plot[row][at - 1 : at] in ("ABC"[i], "*"), (col, i, total)


def test_a_sheet_without_totals_is_charted_row_by_row():
    sheet = ScoreSheet(
        "pendulum",
        ("Ann", "Bob"),
        (Row("power", "Power", (3, 5), ("", "")), Row("prestige", "Prestige", (1, 0), ("", ""))),
        None,
        (2, 1),
        ("Bob",),
        None,
        "regular",
    )
    text = render_text(chart([Point(1, True, sheet), Point(2, False, sheet)]))
    assert "Power at the end of each round" in text and "Prestige at the end of each round" in text
