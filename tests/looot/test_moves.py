"""The Looot notation: every move kind round-trips; malformed text says what is expected."""

from __future__ import annotations

import pytest

from referee.core.errors import MoveSyntaxError
from referee.looot import GAME
from referee.looot.moves import (
    BoardDecl,
    Draw,
    Longship,
    OceanBoardDecl,
    Pass,
    Place,
    Shield,
    Sites,
    Start,
    Tile,
    Trophy,
    TrophyBoardDecl,
    parse,
)

EXAMPLES = [
    ("board 7 at 1,1 r1", BoardDecl(7, 1, 1, 1)),
    ("trophies 1 at 4,4 r2", TrophyBoardDecl(1, 4, 4, 2)),
    ("ocean 1 at -4,0 r5", OceanBoardDecl(1, -4, 0, 5)),
    ("draw Castle31", Draw("Castle31")),
    ("sites Ann Port1 Altar3 Palace2", Sites("Ann", "Port1", "Altar3", "Palace2")),
    ("start Ann", Start("Ann")),
    ("shield again", Shield("again")),
    ("shield occupied", Shield("occupied")),
    ("shield double", Shield("double")),
    ("place -1,2", Place(-1, 2)),
    ("tile wood 3,4", Tile("wood", 3, 4)),
    ("tile house 3,4 from -2,0", Tile("house", 3, 4, (-2, 0))),
    ("longship Castle31 at 2,5", Longship("Castle31", 2, 5)),
    ("trophy 4", Trophy(4)),
    ("pass", Pass()),
]


@pytest.mark.parametrize(("text", "move"), EXAMPLES)
def test_every_move_kind_prints_and_parses_back(text, move):
    assert str(move) == text
    assert parse(text) == move
    assert parse(str(move)) == move


@pytest.mark.parametrize(
    ("text", "move"),
    [
        ("PLACE (-1, 2)", Place(-1, 2)),
        ("Board Face 7 at 1, 1 R1", BoardDecl(7, 1, 1, 1)),
        ("trophy 1 at 4,4 r2", TrophyBoardDecl(1, 4, 4, 2)),
        ("draw castle31", Draw("Castle31")),
        ("sites Ann Lee palace2 port1 ALTAR3", Sites("Ann Lee", "Port1", "Altar3", "Palace2")),
        ("shield play-again", Shield("again")),
        ("shield occupy", Shield("occupied")),
        ("shield twice", Shield("double")),
        ("tile tower 0,2", Tile("watchtower", 0, 2)),
        ("tile 斧头 0,2", Tile("axe", 0, 2)),
        ("tile tower (0, 2) FROM (1,-1)", Tile("watchtower", 0, 2, (1, -1))),
        ("longship wood12 2,5", Longship("Wood12", 2, 5)),
        ("  pass  ", Pass()),
    ],
)
def test_variants_are_read_case_insensitively(text, move):
    assert parse(text) == move


@pytest.mark.parametrize(
    ("text", "reason", "expected"),
    [
        ("", "empty move", ""),
        ("jump 1,2", "unknown move 'jump'", "place X,Y"),
        ("place 1", "expected a hex as x,y", "place X,Y"),
        ("board 7 at 1,1", "needs a face, a location and a rotation", "board FACE at X,Y rR"),
        ("draw Dragon99", "not a longship tile", "draw LONGSHIP"),
        ("sites Ann Port1 Port2 Palace2", "two port cards", "sites PLAYER PORT ALTAR PALACE"),
        ("sites Ann Port1 Altar9 Palace2", "not a construction site card", "sites PLAYER"),
        ("shield magic", "not a shield", "shield again|occupied|double"),
        ("tile stone 1,1", "not a tile kind", "tile KIND X,Y"),
        ("tile house 1,1 from", "expected a hex as x,y", "tile KIND X,Y"),
        ("tile house 1,1 from north", "expected a hex as x,y", "tile KIND X,Y"),
        ("trophy four", "number of axes", "trophy N"),
        ("pass now", "takes nothing after it", "pass"),
        # the quirks of the first hand-written parser, kept by the declarations:
        ("trophies 1 4,4 r2", "unknown move 'trophies'", "board FACE"),  # the trophy board needs `at`
        ("trophy 1 at 4,4", "trophies declaration needs", "trophies FACE at X,Y rR"),
        ("shield play again", "'play again' is not a shield", "shield"),  # the word is all the rest
        ("tile stone", "'stone' is not a tile kind", "tile KIND"),  # the kind before the missing hex
        ("longship Dragon99 1", "name the longship and the fjord space", "longship LONGSHIP at"),
        ("longship Dragon99 2,5", "'Dragon99' is not a longship tile", "longship LONGSHIP at"),
        ("sites Ann Port1 Altar3", "name the player and three site cards", "sites PLAYER"),
    ],
)
def test_malformed_moves_say_why_and_what_is_expected(text, reason, expected):
    with pytest.raises(MoveSyntaxError) as err:
        parse(text)
    assert reason in err.value.reason
    assert expected in err.value.expected


def test_game_parse_is_the_module_parse():
    assert GAME.parse("place 0,0") == Place(0, 0)


def test_notation_rows_cover_every_move_kind():
    kinds = {row[0].split()[0] for row in GAME.info.notation}
    assert kinds == {
        "board",
        "trophies",
        "ocean",
        "draw",
        "sites",
        "start",
        "shield",
        "place",
        "tile",
        "longship",
        "trophy",
        "pass",
    }
