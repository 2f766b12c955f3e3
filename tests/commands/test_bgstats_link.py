"""`referee export SAVE --format bgstats-link`: BG Stats' createPlay link, read back with a parser
written from BG Stats' published import format (tests/commands/bgstats_import.py)."""

from __future__ import annotations

import json

import pytest

from referee.commands.export import play_link
from referee.registry import declared
from saves.session import Session
from tests.commands.bgstats_import import ImportRefused, parse_link
from tests.commands.finished_saves import write_playout
from tests.commands.test_export import utc  # noqa: F401  # the fixture: local time = UTC
from tests.pictures.positions import golden_save, write_save


def link_of(result) -> str:
    lines = [line for line in result.stdout.splitlines() if line.strip()]
    assert len(lines) == 1, result.stdout  # one line: the link alone, to paste or open
    return lines[0]


@pytest.mark.usefixtures("utc")
def test_the_link_carries_the_play_as_bg_stats_reads_it(cli, referee_home):
    write_save(referee_home / "saves", "g3", golden_save())
    r = cli("export", "g3", "--format", "bgstats-link")
    assert r.exit_code == 0, r.output
    play = parse_link(link_of(r))
    assert (play.game_name, play.bgg_id, play.source_game_id) == ("Looot", 410991, "looot")
    assert play.highest_wins and not play.no_points
    assert str(play.play_date) == "2024-05-01 18:00:00" and play.duration_min == 85
    assert [(p.name, p.score, p.rank) for p in play.players] == [
        ("Ann", -6, 2),
        ("Bob", 11, 1),
        ("Cid", -19, 3),
    ]
    assert play.winners == ("Bob",)
    assert [p.name for p in play.players if p.start_player] == ["Cid"]  # "table: start Cid"
    assert play.source_name == "referee"
    record = json.loads(cli("export", "g3", "--format", "bgstats").output)
    assert play.source_play_id == record["plays"][0]["uuid"]  # the same play in both formats
    ids = {p["name"]: p["uuid"] for p in record["players"]}
    assert {p.name: p.source_id for p in play.players} == ids
    assert play.comments is None  # no tie-break was needed
    assert link_of(cli("export", "g3", "--format", "bgstats-link")) == link_of(r)  # the same link again


@pytest.mark.parametrize("game", ["pendulum", "guilds", "lehavre"])
def test_every_game_round_trips_its_sheet(cli, referee_home, game):
    write_playout(referee_home / "saves", "done", game, 2, 0)
    session = Session.open(referee_home / "saves" / "done.toml")
    sheet = session.rules.score_sheet(session.state)
    r = cli("export", "done", "-f", "bgstats-link")
    assert r.exit_code == 0, r.output
    play = parse_link(link_of(r))
    assert play.bgg_id == (declared(game).bgg_id or None)
    assert play.bgg_id == {"pendulum": None, "guilds": 134157, "lehavre": 35677}[game]
    assert [p.name for p in play.players] == list(sheet.players)
    assert [p.rank for p in play.players] == list(sheet.ranks)
    assert play.winners == tuple(sheet.winners)
    if sheet.totals is None:
        assert play.no_points and all(p.score is None for p in play.players)
    else:
        assert [p.score for p in play.players] == list(sheet.totals)
    assert play.comments == sheet.tiebreak


def test_a_game_without_a_known_bgg_id_is_matched_by_name_and_says_so(cli, referee_home):
    assert declared("pendulum").bgg_id == 0  # no page found that links Pendulum's BGG page: never guessed
    write_playout(referee_home / "saves", "p", "pendulum", 2, 0)
    r = cli("export", "p", "-f", "bgstats-link")
    assert r.exit_code == 0
    assert "the BoardGameGeek id of Pendulum is not known" in r.stderr
    assert parse_link(link_of(r)).game_name == "Pendulum"
    r = cli("--lang", "zh", "export", "p", "-f", "bgstats-link")
    assert "裁判不知道钟摆帝国在 BoardGameGeek 上的编号" in r.stderr


def test_the_link_refuses_a_game_in_progress_and_a_board(cli, referee_home):
    write_save(referee_home / "saves", "g", golden_save(80))
    r = cli("export", "g", "--format", "bgstats-link")
    assert r.exit_code == 1 and "not over" in r.output
    r = cli("export", "g", "--format", "bgstats-link", "--part", "board")
    assert r.exit_code == 2 and "cannot be exported as bgstats-link" in r.output


def test_names_that_look_like_a_query_survive_the_link():
    data = {
        "sourceName": "referee",
        "playDate": "2024-05-01 18:00:00",
        "comments": "a & b = c + d # 100% 平局",
        "game": {"name": "Looot", "bggId": 410991, "highestWins": True, "noPoints": False},
        "players": [{"name": "Zoë&Al=1", "score": 3, "winner": True}, {"name": "B+C #2", "score": 1}],
    }
    play = parse_link(play_link(data))
    assert play.comments == data["comments"]
    assert [p.name for p in play.players] == ["Zoë&Al=1", "B+C #2"]


@pytest.mark.parametrize(
    "link",
    [
        "https://example.com/createPlay.html?data=%7B%7D",
        "https://app.bgstatsapp.com/createPlay.html?data=%7B%7D&data=%7B%7D",
        "https://app.bgstatsapp.com/createPlay.html?data=not-json",
    ],
)
def test_the_reader_refuses_what_is_not_a_createplay_link(link):
    with pytest.raises(ImportRefused):
        parse_link(link)


@pytest.mark.parametrize(
    "change",
    [
        {"rounds": 12},  # not a key of the published format
        {"playDate": "2024-05-01T18:00:00"},
        {"durationMin": -1},
        {"game": {"name": "Looot", "noPoints": True}},  # scores in a game without points
        {"players": [{"name": "Ann", "score": "11"}]},
        {"players": [{"name": "Ann"}, {"name": "Ann"}]},
    ],
)
def test_the_reader_refuses_what_the_format_does_not_allow(change):
    good = {
        "playDate": "2024-05-01 18:00:00",
        "game": {"name": "Looot"},
        "players": [{"name": "Ann", "score": 11}],
    }
    parse_link(play_link(good))
    with pytest.raises(ImportRefused):
        parse_link(play_link(good | change))
