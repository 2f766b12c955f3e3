"""`referee catalog GAME [KIND]`: every registered game's catalogs print, each entry by what is
printed on the piece (Looot's cards by their content), unverified entries marked."""

from __future__ import annotations

import pytest

from referee.commands.catalog import kinds
from referee.registry import GAMES


def test_looot_longships_print_by_their_content(cli):
    r = cli("catalog", "looot", "longships")
    assert r.exit_code == 0, r.output
    lines = r.output.splitlines()
    assert lines[0] == "longships (30 entries)"
    assert "  Castle31 — axe axe wood → castle +3" in lines
    assert "  Castle32 — wood wood wood → castle +3" in lines
    assert len(lines) == 31


def test_looot_sites_in_chinese_and_marked_unverified(cli):
    r = cli("--lang", "zh", "catalog", "looot", "site")
    assert r.exit_code == 0, r.output
    port1 = next(line for line in r.output.splitlines() if "Port1" in line)
    assert "房屋 房屋 羊 → 港口 5 分" in port1
    assert "未与实物核对" in port1  # sites.toml marks the site cards verified = false


def test_le_havre_catalogs_print_without_an_engine(cli):
    r = cli("catalog", "lehavre")
    assert r.exit_code == 0, r.output
    assert "buildings (81 entries)" in r.output and "ships.ship (20 entries)" in r.output
    assert "  S01 — type=wooden value=2 round_card=R01" in r.output
    assert "B1 Building Firm — " in r.output and "price=4" in r.output


@pytest.mark.parametrize("game", list(GAMES))
def test_every_registered_game_prints_every_entry_of_its_catalogs(cli, game):
    r = cli("catalog", game)
    assert r.exit_code == 0, r.output
    total = sum(len(k.entries) for k in kinds(game))
    entries = [line for line in r.output.splitlines() if line.startswith("  ")]
    assert len(entries) == total


def test_an_unknown_kind_names_the_kinds_there_are(cli):
    r = cli("catalog", "looot", "dragons")
    assert r.exit_code == 2
    assert "'dragons'" in r.output and "longships" in r.output and "landscape.face" in r.output
