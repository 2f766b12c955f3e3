"""`referee stats [GAME]`: plays, wins, average and best scores, most common tie-break, from the saves."""

from __future__ import annotations

import json

from referee.commands.stats import GameStats, tiebreak_rule
from referee.looot import GAME
from saves.schema import SaveFile
from scorers.sheet import Row, ScoreSheet
from tests.commands.finished_saves import write_playout
from tests.looot.playout import move_lines, play_game, seeded
from tests.pictures.positions import golden_lines, golden_save, playout_save, save_of, write_save


def final_sheet(save: SaveFile) -> ScoreSheet:
    from saves.session import replay

    state = replay(GAME, GAME.new_state(list(save.players), save.options), save.log, "test")
    assert GAME.decision(state) is None
    return GAME.score_sheet(state)


def test_stats_over_finished_games_skipping_broken_and_counting_unfinished(cli, referee_home):
    folder = referee_home / "saves"
    finished = {
        "golden": golden_save(),
        "golden-lower": save_of(golden_lines(), players=("ann", "Bob", "Cid")),
        "duel": playout_save(2, 11),
        "four": playout_save(4, 5),
    }
    for name, save in finished.items():
        write_save(folder, name, save)
    write_save(folder, "ongoing", golden_save(80))
    (folder / "broken.toml").write_text('schema = 1\ngame = "looot"\nplayers = [', encoding="utf-8")

    r = cli("stats", "--json")
    assert r.exit_code == 0, r.output
    assert "skipped broken.toml" in r.output
    data = json.loads(r.output[r.output.index("{") :])
    looot = data["games"]["looot"]
    assert looot["plays"] == 4 and looot["in_progress"] == 1
    assert [s["save"] for s in data["skipped"]] == ["broken.toml"]

    expected: dict[str, dict] = {}
    for save in finished.values():
        sheet = final_sheet(save)
        assert sheet.totals is not None
        for i, name in enumerate(sheet.players):
            e = expected.setdefault(name.casefold(), {"plays": 0, "wins": 0, "scores": []})
            e["plays"] += 1
            e["wins"] += name in sheet.winners
            e["scores"].append(sheet.totals[i])
    got = {p["name"].casefold(): p for p in looot["players"]}
    assert set(got) == set(expected) == {"ann", "bob", "cid", "dee"}
    for key, e in expected.items():
        assert got[key]["plays"] == e["plays"]
        assert got[key]["wins"] == e["wins"]
        assert got[key]["best"] == max(e["scores"])
        assert got[key]["average"] == round(sum(e["scores"]) / len(e["scores"]), 1)
    assert got["ann"]["name"] == "Ann"  # the first spelling met (files are read in name order)
    wins = [p["wins"] for p in looot["players"]]
    assert wins == sorted(wins, reverse=True)


def test_stats_table_and_game_filter(cli, referee_home):
    write_save(referee_home / "saves", "golden", golden_save())
    r = cli("stats", "looot")
    assert r.exit_code == 0, r.output
    lines = r.output.splitlines()
    assert lines[0] == "Looot (峡湾领主): 1 finished play(s)"
    bob = next(line for line in lines if line.strip().startswith("Bob"))
    assert [c.strip() for c in bob.split("|")] == ["Bob", "1", "1", "100%", "11.0", "11", "11", "1", "1:25"]
    assert "Time played: 1 h 25 min (1 h 25 min a play on average)" in r.output
    assert "Ann vs Bob: 0–1 in 1 play(s)" in r.output
    assert "Most common tie-break: none was needed" in r.output
    r = cli("stats", "guilds")
    assert r.exit_code == 0 and "No saved Guilds of London games" in r.output
    assert cli("stats", "chess").exit_code == 2


def test_stats_with_no_saves(cli, referee_home):
    r = cli("stats")
    assert r.exit_code == 0 and "No saved games" in r.output


def _sheet(totals: tuple[int, ...], winners: tuple[str, ...], tiebreak: str | None) -> ScoreSheet:
    players = ("Ann", "Bob")
    return ScoreSheet(
        "looot", players, (Row("x", "X", totals, ("", "")),), totals, (1, 2), winners, tiebreak, "points"
    )


def test_most_common_tie_break_ignores_the_tied_values_and_shared_wins_count_for_each():
    stats = GameStats("looot")
    stats.add(_sheet((10, 10), ("Bob",), "higher trophy value (Ann 2, Bob 6)"))
    stats.add(_sheet((8, 8), ("Ann",), "higher trophy value (Ann 5, Bob 3)"))
    stats.add(_sheet((7, 7), ("Ann", "Bob"), None))
    stats.add(_sheet((9, 3), ("Ann",), None))
    assert stats.most_common_tiebreak() == ("higher trophy value", 2)
    assert stats.shared_wins == 1
    ann, bob = stats.players["ann"], stats.players["bob"]
    assert (ann.wins, bob.wins) == (3, 2)
    assert (ann.average, ann.best, bob.average, bob.best) == (8.5, 10, 7.0, 10)
    assert tiebreak_rule("more mayor cards held (Ann 2, Bob 1)") == "more mayor cards held"
    assert tiebreak_rule("privilege") == "privilege"


def duel(seed: int, day: int, minutes: int) -> SaveFile:
    """A whole 2-player Looot game (Ann, Bob) begun on day `day` of May 2024 and saved `minutes` later."""
    start = f"2024-05-{day:02d}T18:00:00+00:00"
    end = f"2024-05-{day:02d}T{18 + minutes // 60}:{minutes % 60:02d}:00+00:00"
    return save_of(move_lines(play_game(2, seeded(seed))), ("Ann", "Bob"), start, end)


# Four duels whose winners are known (seed: winner, Ann's score, Bob's score): 6 Bob 2:7, 5 Bob -3:11,
# 2 Bob -4:0, 0 Ann 4:-5. Their file names put them in another order than the days they began, so a
# streak counted in file order (W L W W: 2) differs from the one in the order of play (W W W L: 3).
DUELS = {
    "a": (6, 1, 30),
    "b": (0, 4, 90),
    "c": (5, 2, 45),
    "d": (2, 3, 60),
}


def test_win_rates_time_records_and_head_to_head(cli, referee_home):
    folder = referee_home / "saves"
    sheets = {}
    for name, (seed, day, minutes) in DUELS.items():
        save = duel(seed, day, minutes)
        write_save(folder, name, save)
        sheets[name] = final_sheet(save)
    assert {n: s.winners for n, s in sheets.items()} == {
        "a": ("Bob",),
        "b": ("Ann",),
        "c": ("Bob",),
        "d": ("Bob",),
    }

    data = json.loads(cli("stats", "--json").output)["games"]["looot"]
    assert data["minutes"] == 30 + 90 + 45 + 60 and data["average_minutes"] == 56
    ann, bob = sorted(data["players"], key=lambda p: p["name"])
    assert (bob["wins"], bob["plays"], bob["win_rate"]) == (3, 4, 0.75)
    assert (ann["wins"], ann["plays"], ann["win_rate"]) == (1, 4, 0.25)
    assert bob["minutes"] == ann["minutes"] == 225
    assert (bob["best"], bob["best_save"], bob["worst"]) == (11, "c", -5)
    assert (ann["best"], ann["best_save"], ann["worst"]) == (4, "b", -4)
    assert (bob["longest_streak"], ann["longest_streak"]) == (3, 1)  # in the order of play, not of the files
    assert data["head_to_head"] == [{"players": ["Ann", "Bob"], "plays": 4, "ahead": [1, 3], "level": 0}]

    r = cli("stats")
    assert "Time played: 3 h 45 min (56 min a play on average)" in r.output
    row = next(line for line in r.output.splitlines() if line.strip().startswith("Bob"))
    assert [c.strip() for c in row.split("|")] == ["Bob", "4", "3", "75%", "3.2", "11", "-5", "3", "3:45"]
    assert "Ann vs Bob: 1–3 in 4 play(s)" in r.output
    r = cli("--lang", "zh", "stats")
    assert "游戏时长：3 小时 45 分钟（平均每局 56 分钟）" in r.output and "Ann 对 Bob：4 局中 1–3" in r.output


def test_head_to_head_over_three_and_four_players_follows_the_ranks(cli, referee_home):
    folder = referee_home / "saves"
    saves = {"golden": golden_save(), "four": playout_save(4, 5), "duel": playout_save(2, 11)}
    for name, save in saves.items():
        write_save(folder, name, save)
    expected: dict[tuple[str, str], list[int]] = {}
    for save in saves.values():
        sheet = final_sheet(save)
        rank = dict(zip(sheet.players, sheet.ranks, strict=True))
        for one in sheet.players:
            for other in sheet.players:
                if one < other:
                    counts = expected.setdefault((one, other), [0, 0, 0, 0])
                    counts[0] += 1
                    counts[1] += rank[one] < rank[other]
                    counts[2] += rank[other] < rank[one]
                    counts[3] += rank[one] == rank[other]
    data = json.loads(cli("stats", "--json").output)["games"]["looot"]
    got = {tuple(h["players"]): [h["plays"], *h["ahead"], h["level"]] for h in data["head_to_head"]}
    assert got == expected
    assert got[("Ann", "Bob")][0] == 3 and got[("Bob", "Cid")][0] == 2 and got[("Cid", "Dee")][0] == 1


def test_a_game_without_points_counts_wins_and_time_but_no_scores(cli, referee_home):
    write_playout(referee_home / "saves", "p", "pendulum", 2, 0)
    data = json.loads(cli("stats", "pendulum", "--json").output)["games"]["pendulum"]
    assert data["plays"] == 1 and data["minutes"] == 85
    for player in data["players"]:
        assert player["best"] is None and player["worst"] is None and player["best_save"] is None
        assert player["minutes"] == 85 and player["win_rate"] == player["wins"]
    r = cli("stats", "pendulum")
    assert r.exit_code == 0 and "Time played: 1 h 25 min" in r.output
