"""Issue 23, item 1: every name `referee new` accepts is read back by every move that names players.

Pendulum's privilege track (`order`) was listed as `order Mary Ann Bob` and always refused: its names
were cut at each space. It reads the names now with commas (as listed when a name has a space) or
without them where the words cut into the players one way only.
"""

from __future__ import annotations

from referee.core.errors import EXIT_ILLEGAL, EXIT_USAGE

SETUP = ("board 4 4 3",)


def _to_the_order(cli, players: str) -> None:
    assert cli("new", "pendulum", "--players", players, "--name", "p", "--no-input").exit_code == 0
    r = cli("move", "p", *SETUP)
    assert r.exit_code == 0, r.output
    names = [n.strip() for n in players.split(",")]
    for i, name in enumerate(names, 1):
        r = cli("move", "p", f"character {name} Mat{i} basic start 1/1/1 parchment 5/5/5 end 7/7/7")
        assert r.exit_code == 0, r.output


def test_the_listed_order_of_names_with_spaces_is_accepted(cli):
    _to_the_order(cli, "Mary Ann,李 四,Bob")
    listed = cli("moves", "p").output.splitlines()
    assert len(listed) == 1 and listed[0].startswith("order ")  # the form: the track is read off the board
    r = cli("move", "p", "order Mary Ann, 李 四, Bob")
    assert r.exit_code == 0, r.output
    assert "order Mary Ann, 李 四, Bob" in cli("history", "p").output


def test_the_order_reads_names_with_spaces_without_commas_when_they_cut_one_way(cli):
    _to_the_order(cli, "Mary Ann,Bob")
    r = cli("move", "p", "order mary ann BOB")
    assert r.exit_code == 0, r.output
    assert "Mary Ann" in cli("status", "p", "--text").output


def test_an_order_that_cuts_two_ways_asks_for_commas(cli):
    _to_the_order(cli, "Ann,Bob,Ann Bob")
    r = cli("move", "p", "order Ann Bob Ann Bob")  # [Ann Bob][Ann][Bob] or [Ann][Bob][Ann Bob]
    assert r.exit_code == EXIT_ILLEGAL and "[order_players]" in r.output and "commas" in r.output
    assert cli("move", "p", "order Ann, Bob, Ann Bob").exit_code == 0


def test_the_order_still_reads_one_word_names_as_before(cli):
    _to_the_order(cli, "Ann,Bob,Cid")
    assert cli("moves", "p").output.splitlines()[0].startswith("order ")  # the form to fill in
    assert cli("move", "p", "order Cid Ann Bob").exit_code == 0


def test_new_keeps_one_space_inside_a_name(cli):
    """A move's text is read with its spaces collapsed: `Ann  Bob` would never be named again."""
    r = cli("new", "looot", "--players", "Ann  Bob,Cid", "--name", "l", "--no-input")
    assert r.exit_code == 0 and "(Looot, Ann Bob, Cid)" in r.output


def test_pendulum_refuses_a_name_the_privilege_move_could_not_tell_from_its_suffix(cli):
    r = cli("new", "pendulum", "--players", "Ann before Bob,Cid", "--name", "q", "--no-input")
    assert r.exit_code == EXIT_USAGE and "'Ann before Bob'" in r.output and "privilege" in r.output
    assert cli("new", "pendulum", "--players", "before,Bob", "--name", "q", "--no-input").exit_code == 0


def test_privilege_reads_a_name_with_spaces(cli):
    from referee.pendulum.moves import Privilege, parse

    assert parse("privilege Mary Ann") == Privilege("Mary Ann")
    assert parse("privilege Mary Ann before place common green-top-2") == Privilege(
        "Mary Ann", "place common green-top-2"
    )
    assert parse("privilege before before place common green-top-2").player == "before"
