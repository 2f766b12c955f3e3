"""Who may declare what from which link (issue 26, security): a player's link declares for that
player only, the table's for the table only, the viewer's nothing; a revoked link gets 403."""

from __future__ import annotations

import stat

from referee.serve import links
from saves.session import Session

from .conftest import Served


def log(path):
    return [(e.by, e.move) for e in Session.open(path).save.log]


def test_a_players_move_is_declared_by_that_player_and_saved_as_referee_move_saves_it(pendulum):
    answer = pendulum.move("Ann", "place grande black-bottom-1")
    assert answer.status_code == 200 and answer.json()["by"] == "Ann"
    assert log(pendulum.path)[-1] == ("Ann", "place grande black-bottom-1")
    # named with the owner's own name is the same move
    assert pendulum.move("Bob", "Bob: place grande black-bottom-2").status_code == 200
    assert log(pendulum.path)[-1] == ("Bob", "place grande black-bottom-2")


def test_a_players_link_cannot_declare_for_another_player_nor_the_table(pendulum):
    before = pendulum.path.read_bytes()
    for text in ("Bob: place grande black-bottom-2", "table: declare green-2 reward=coin1", "board 4 4 5"):
        answer = pendulum.move("Ann", text)
        assert answer.status_code == 422, text
        assert not answer.json()["ok"]
    assert "Bob" in pendulum.move("Ann", "Bob: place grande black-bottom-2").json()["lines"][0]["text"]
    assert "table" in pendulum.move("Ann", "table: start").json()["lines"][0]["text"]
    assert pendulum.path.read_bytes() == before
    # a move without a name from Ann's link is Ann's: on her step accepted, on Bob's refused by the rules
    assert pendulum.move("Ann", "place grande black-bottom-2").status_code == 200
    wrong = pendulum.move("Ann", "place grande black-bottom-3").json()
    assert wrong["lines"][0]["text"].startswith("✗ [wrong_player]") and "rule" in wrong["lines"][0]
    assert log(pendulum.path)[-1] == ("Ann", "place grande black-bottom-2")
    assert len(log(pendulum.path)) == 9


def test_a_forged_field_is_refused_before_anything_is_read(pendulum):
    before = pendulum.path.read_bytes()
    for extra in ({"by": "Bob"}, {"player": "Bob"}, {"declarer": "table"}):
        answer = pendulum.move("Ann", "place grande black-bottom-1", **extra)
        assert answer.status_code == 400 and "unknown field" in answer.json()["error"]
    assert pendulum.path.read_bytes() == before


def test_the_tables_link_declares_the_tables_moves_only(tmp_path):
    path = tmp_path / "fresh.toml"
    Session.create(path, "pendulum", ["Ann", "Bob", "Cid"], {})
    served = Served(path)
    assert served.move("table", "board 4 4 5").status_code == 200
    assert log(path)[-1] == ("table", "board 4 4 5")
    refused = served.move("table", "Ann: place grande black-bottom-1").json()
    assert not refused["ok"] and "Ann" in refused["lines"][0]["text"]
    assert served.state("table")["legal"] and all(
        m.startswith("character") for m in served.state("table")["legal"]
    )


def test_the_viewers_link_declares_nothing_and_offers_no_move_box(pendulum):
    before = pendulum.path.read_bytes()
    for text in ("place grande black-bottom-1", "Ann: place grande black-bottom-1", "table: start"):
        answer = pendulum.move("viewer", text)
        assert answer.status_code == 422 and "viewer" in answer.json()["lines"][0]["text"]
    view = pendulum.state("viewer")
    assert view["can_declare"] is False and view["legal"] == []
    # nor can it write on everyone's page: what only a link may not send is said to its sender alone
    pendulum.move("Ann", "Bob: place grande black-bottom-2")
    pendulum.move("Ann", "plaice grande")
    assert pendulum.state("Bob")["refusal"] is None
    assert pendulum.path.read_bytes() == before


def test_secrets_are_long_random_private_and_not_in_the_save(pendulum):
    keys = pendulum.links.keys
    assert set(keys) == {links.VIEWER, "table", "Ann", "Bob", "Cid"}
    assert len(set(keys.values())) == 5 and all(len(k) >= 43 for k in keys.values())  # 256 bits
    sidecar = links.links_path(pendulum.path)
    assert stat.S_IMODE(sidecar.stat().st_mode) == 0o600
    save_text = pendulum.path.read_text(encoding="utf-8")
    assert not any(k in save_text for k in keys.values())
    # the same links on the next start
    assert links.load(pendulum.path, ("Ann", "Bob", "Cid")).keys == keys


def test_new_links_revoke_the_old_ones(pendulum):
    old = dict(pendulum.links.keys)
    assert pendulum.client.get(f"/p/{old['Ann']}").status_code == 200
    again = Served(pendulum.path)  # the server restarted with --new-links
    again.links = links.load(pendulum.path, ("Ann", "Bob", "Cid"), rotate=True)
    again.server.links = again.links
    assert set(again.links.keys.values()).isdisjoint(old.values())
    for role, key in old.items():
        assert again.client.get(f"/p/{key}").status_code == 403
        assert again.client.get(f"/p/{key}/events").status_code == 403
        answer = again.client.post("/api/move", json={"text": "pay"}, headers={"X-Referee-Key": key})
        assert answer.status_code == 403, role
    assert again.client.get(f"/p/{again.links.keys['Ann']}").status_code == 200


def test_the_secret_is_read_from_the_header_not_a_cookie_nor_the_query(pendulum):
    key = pendulum.links.keys["Ann"]
    pendulum.client.cookies.set("X-Referee-Key", key)
    answer = pendulum.client.post(f"/api/move?key={key}", json={"text": "place grande black-bottom-1"})
    assert answer.status_code == 403
    assert len(log(pendulum.path)) == 8


def test_a_player_named_viewer_has_a_link_of_their_own(tmp_path):
    path = tmp_path / "named.toml"
    Session.create(path, "looot", ["viewer", "Bob"], {})
    served = Served(path)
    assert served.links.keys["viewer"] != served.links.keys[links.VIEWER]
    assert [name for name, _ in served.links.roles()] == ["viewer", "table", "viewer", "Bob"]
    mine = served.client.get("/api/state", headers={"X-Referee-Key": served.links.keys["viewer"]}).json()
    assert mine["can_declare"] is True and mine["who"] == "viewer"
    assert served.state("viewer")["can_declare"] is False
