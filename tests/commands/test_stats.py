"""`referee stats [GAME]`: plays, wins, average and best scores, most common tie-break, from the saves."""

from __future__ import annotations

import json

from referee.commands.stats import GameStats, tiebreak_rule
from referee.looot import GAME
from saves.schema import SaveFile
from scorers.sheet import Row, ScoreSheet
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
    assert [c.strip() for c in bob.split("|")] == ["Bob", "1", "1", "11.0", "11"]
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
