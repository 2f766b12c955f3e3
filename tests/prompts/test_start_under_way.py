"""The start menu's "start from a game under way" (issue 27): the game, the players, then only what
differs from the set-up, line by line; a wrong line is refused at once and typing replaces it; a
position that still breaks a rule is shown and more is asked; then the game is tracked from there."""

from __future__ import annotations

from prompts.position_questions import KeyCompleter, line_problem, set_up_keys
from referee.commands.start import run_start_menu
from referee.core.position_file import games_with_codec
from saves import paths
from saves.session import Session
from tests.prompts.test_start_menu import CTRL_U, DOWN, ENTER, _prompts, keyed  # noqa: F401 - its fixture


def test_a_dispute_is_set_up_from_the_menu_and_tracked(capsys):
    keys = (
        DOWN
        + ENTER  # start from a game under way
        + DOWN * games_with_codec().index("lehavre")
        + ENTER
        + "Ann,Bob"
        + ENTER
        + "round = 5"
        + ENTER
        + "player.Ann.francs = -3"
        + ENTER  # refused at once: typing replaces it
        + "player.Ann.francs = 3"
        + ENTER
        + "player.Ann.goods = { fish = 4 }"
        + ENTER
        + 'player.Bob.buildings = ["16"]'
        + ENTER
        + 'player.Ann.buildings = ["16"]'
        + ENTER  # fine alone; with Bob's, the Colliery is in two places: said at the end
        + "order = []"
        + ENTER  # fine alone; that no turn is played before the order is said: at the end too
        + ENTER
        + "player.Ann.buildings = []"
        + ENTER  # said again: replaces the line
        + 'order = ["Ann", "Bob"]'
        + ENTER
        + ENTER
        + CTRL_U
        + "harbour"
        + ENTER
        + "quit"
        + ENTER
    )
    keyed(keys, run_start_menu)
    out = capsys.readouterr().out
    assert "player.Bob.buildings (line 6): 16 is in two places: here and in player.Ann.buildings" in out
    assert "turn (not written): no turn is played before the table has declared the turn order" in out
    session = Session.open(paths.named("harbour"))
    ann, bob = session.state.players
    assert session.state.ctx.round == 5 and ann.francs == 3 and dict(ann.goods) == {"fish": 4}
    assert bob.buildings == ("16",) and ann.buildings == ()
    assert session.save.position is not None and session.save.log == ()
    assert session.decision().actor == "Ann"


def test_a_line_is_refused_for_its_own_key_only():
    players = ["Ann", "Bob"]
    assert "out of range" in line_problem("lehavre", players, {}, "player.Ann.francs = -3")
    assert "means nothing" in line_problem("lehavre", players, {}, "player.Ann.fishes = 3")
    assert line_problem("lehavre", players, {}, "key without value")
    assert line_problem("lehavre", players, {}, 'player.Bob.buildings = ["16"]') == ""


def test_the_keys_complete_with_their_set_up_values():
    from prompt_toolkit.completion import CompleteEvent
    from prompt_toolkit.document import Document

    keys = set_up_keys("lehavre", ["Ann", "Bob"])
    assert keys["player.Ann.francs"] == "5" and keys["round"] == "1"
    found = list(KeyCompleter(keys).get_completions(Document("player.Ann.fr"), CompleteEvent()))
    assert [c.text for c in found] == ["player.Ann.francs = "]
    assert "5" in found[0].display_meta_text
    assert list(KeyCompleter(keys).get_completions(Document("round = "), CompleteEvent())) == []
