"""A save that starts from a position (issue 27): `[position]` is kept and vouched for by the
set-up digest, the head is read as before, and a save without one is what it always was."""

from __future__ import annotations

import pytest

from referee.core.errors import SaveError
from saves import header, schema, store
from saves.digests import setup_digest, sha256
from saves.session import Session

POSITION = {"game": "lehavre", "players": ["Ann", "Bob"], "round": 5, "player": {"Ann": {"francs": 3}}}


def test_a_save_without_a_position_keeps_its_digest():
    h = sha256()
    for part in ("looot", "Ann", "Bob", "\x1d", "length=long"):
        h.update(f"{part}\x1f".encode())
    assert setup_digest("looot", ("Ann", "Bob"), {"length": "long"}) == "sha256:" + h.hexdigest()
    assert setup_digest("looot", ("Ann", "Bob"), {}, POSITION) != setup_digest("looot", ("Ann", "Bob"), {})


def test_the_position_is_written_read_back_and_the_head_still_lists_the_save(tmp_path):
    path = tmp_path / "g.toml"
    s = Session.create(path, "lehavre", ["Ann", "Bob"], {}, position=POSITION)
    assert s.state.ctx.round == 5 and s.state.players[0].francs == 3
    s.declare("take fish")
    save = schema.decode(store.read_text(path), str(path))
    assert save.position == POSITION and len(save.log) == 1
    head = header.read_head(path)
    assert (head.game, head.players, head.moves) == ("lehavre", ("Ann", "Bob"), 1)
    assert Session.open(path, cached=False).state == s.state


def test_a_position_that_is_no_table_or_no_position_is_refused(tmp_path):
    path = tmp_path / "g.toml"
    Session.create(path, "lehavre", ["Ann", "Bob"], {}, position=POSITION)
    text = store.read_text(path)
    bad = text.replace("round = 5", "round = 99")
    path.write_text(bad, encoding="utf-8")
    with pytest.raises(SaveError, match="round"):
        Session.open(path)
    lines = [line for line in text.splitlines() if not line.startswith("[position")]
    path.write_text("position = 3\n" + "\n".join(lines), encoding="utf-8")
    with pytest.raises(SaveError, match="position"):
        Session.open(path)
