"""`referee new` says where a default follows the published game against the Chinese rulebook, and
only there: not for a default that is the seed's own reading, nor for a setting such as a grace."""

from __future__ import annotations

import pytest

from referee.registry import rules_for, tracked_games


@pytest.mark.parametrize("game", tracked_games())
def test_the_seeds_reading_of_a_house_rule_is_one_of_its_choices(game):
    for rule in rules_for(game).info.house_rules:
        assert rule.seed == "" or rule.seed in rule.choices, (game, rule.name)


@pytest.mark.parametrize(
    ("game", "players", "noted", "silent"),
    [
        ("looot", "Ann,Bob", ["optional_actions"], []),
        ("guilds", "Ann,Bob,Cid", ["second_place"], ["turn_order", "start_hand", "mayor_deal", "neutral"]),
        ("pendulum", "Ann,Bob,Cid", [], ["privilege_grace"]),
        ("lehavre", "Ann,Bob", [], ["length"]),
    ],
)
def test_new_notes_only_the_defaults_the_rulebook_reads_otherwise(
    cli, game, players, noted, silent, tmp_path
):
    r = cli("new", game, "--players", players, "--save", str(tmp_path / f"{game}.toml"))
    assert r.exit_code == 0, r.output
    for name in noted:
        assert f"--option {name}=" in r.output
    for name in silent:
        assert f"{name} = " not in r.output and f"--option {name}=" not in r.output
