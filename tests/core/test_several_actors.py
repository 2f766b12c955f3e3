"""The core where several people act: shown on the test game Market (tests/fakemarket.py).

A sale by a player who is not on turn, a real-time phase where two players each have an open
multi-step action, refused nameless moves, overrides, adjustments and declared component values,
each through a real save (declare, reopen, undo).
"""

from __future__ import annotations

import pytest

from referee.core.errors import IllegalMove, SaveError
from referee.core.game import Declaration, decision, play
from saves.session import Session


def new(tmp_path, players=("Ann", "Bob", "Cid")) -> Session:
    return Session.create(tmp_path / "m.toml", "market", list(players), {})


def refused(session: Session, text: str, **kw) -> list[str]:
    with pytest.raises(IllegalMove) as caught:
        session.declare(text, **kw)
    return [v.code for v in caught.value.violations]


def reopened(session: Session) -> Session:
    again = Session.open(session.path)
    assert again.state == session.state and hash(again.state) == hash(session.state)
    return again


def test_a_sale_in_another_players_turn_is_the_sellers_and_survives_save_load_and_undo(tmp_path, market):
    s = new(tmp_path)
    s.declare("buy apple")
    s.declare("pass")  # Bob's turn now
    assert decision(s.rules, s.state).actor == "Bob"
    assert "Ann: sell apple" in s.legal_texts() and "pass" in s.legal_texts()
    t = s.declare("Ann: sell apple")
    assert t.by == "Ann" and [e.message for e in t.effects] == ["Ann sells the apple for 2"]
    assert s.state.coins["Ann"] == 5 and s.state.goods["Ann"] == ()
    assert s.save.log[-1].by == "Ann" and s.save.log[-1].phase == "trade"
    assert decision(s.rules, s.state).actor == "Bob"  # the sale leaves Bob's turn where it was
    s = reopened(s)
    s.undo(1)
    assert s.state.coins["Ann"] == 3 and s.state.goods["Ann"] == ("apple",)
    s = reopened(s)
    s.redo(1)
    assert s.state.coins["Ann"] == 5 and reopened(s).save.log[-1].by == "Ann"


def test_a_nameless_move_goes_to_the_leader_and_a_sale_cannot_interrupt_an_action(tmp_path, market):
    s = new(tmp_path)
    s.declare("buy apple")
    s.declare("pass")
    assert refused(s, "sell apple") == ["not_held"]  # nameless: Bob's, and Bob has no apple
    s.declare("haggle pear")  # Bob owes 2 in steps: an action under way
    assert refused(s, "Ann: sell apple") == ["wrong_player"]
    assert "Ann: sell apple" not in s.legal_texts()
    s.declare("pay 1")
    top = decision(s.rules, s.state)
    assert (top.kind, top.actor, top.data["owed"]) == ("pay", "Bob", 1)
    s.declare("pay 1")
    s.declare("Ann: sell apple")  # between actions again


def rush(tmp_path) -> Session:
    s = new(tmp_path)
    for _ in range(3):
        s.declare("pass")
    return s


def test_in_real_time_two_players_each_have_their_own_open_action(tmp_path, market):
    s = rush(tmp_path)
    assert decision(s.rules, s.state).actor == ""  # no one leads
    assert refused(s, "done") == ["declarer_needed"]
    with pytest.raises(IllegalMove, match=r'Ann, Bob or Cid may act now: say who declares, e.g. "Ann: done"'):
        s.declare("done")
    s.declare("Ann: grab apple")
    s.declare("Bob: grab pear")
    own = {d.actor: (d.kind, dict(d.data)) for d in s.decisions()[1:]}
    assert own == {
        "Ann": ("settle", {"item": "apple", "owed": 2}),
        "Bob": ("settle", {"item": "pear", "owed": 3}),
    }
    assert refused(s, "pay 1") == ["declarer_needed"]  # Ann and Bob may both pay
    assert refused(s, "Ann: grab pear") == ["one_action_at_a_time"]
    assert refused(s, "Cid: pay 1") == ["wrong_player"]  # Cid has nothing to pay for: no open step takes it
    s.declare("Ann: pay 1")
    s = reopened(s)
    assert dict(s.decisions()[1].data) == {"item": "apple", "owed": 1}
    assert "Bob: pay 3" in s.legal_texts() and "Cid: done" in s.legal_texts()
    s.declare("Ann: pay 1")
    assert s.state.goods["Ann"] == ("apple",) and [d.actor for d in s.decisions()] == ["", "Bob"]
    s.undo(1)
    assert dict(s.decisions()[1].data) == {"item": "apple", "owed": 1}


def test_an_override_is_logged_with_its_codes_and_replays_only_while_they_hold(tmp_path, market):
    s = new(tmp_path)
    s.declare("buy apple")  # 3 coins left
    s.declare("table: declare fig price=4")
    assert refused(s, "buy fig") == ["too_poor"]
    s.declare("buy fig", override=True)
    entry = s.save.log[-1]
    assert entry.override == ("too_poor",) and s.state.coins["Ann"] == -1
    assert 'override = [\n    "too_poor",\n]' in s.path.read_text()
    assert reopened(s).state.coins["Ann"] == -1
    with pytest.raises(IllegalMove) as caught:  # nothing to override: the move is legal
        play(s.rules, s.state, Declaration(s.rules.parse("pass")), ("too_poor",))
    assert [v.code for v in caught.value.violations] == ["override_mismatch"]
    text = s.path.read_text().replace('override = [\n    "too_poor",\n]\n', "")
    s.path.write_text(text)
    with pytest.raises(SaveError, match="too_poor"):  # without the override the entry is illegal
        Session.open(s.path)


def test_only_overridable_rules_can_be_accepted_anyway(tmp_path, market):
    s = new(tmp_path)
    assert refused(s, "sell apple", override=True) == ["not_held", "not_overridable"]
    assert s.save.log == ()


def test_an_adjustment_is_the_tables_and_shows_on_the_score_sheet(tmp_path, market):
    s = new(tmp_path, ("Ann", "Bob"))
    assert refused(s, 'Ann: adjust Ann vp +2 "bonus"') == ["table_only"]
    assert refused(s, 'adjust Zed vp +2 "bonus"') == ["unknown_player"]
    assert refused(s, 'adjust Ann coins +2 "bonus"') == ["not_adjustable"]
    t = s.declare('adjust Ann vp +2 "Gog & Magog bonus"')  # nameless: only the table adjusts
    assert t.by == "table" and t.effects[0].rule is not None
    s.declare('table: adjust Ann vp -1 "miscount"')
    sheet = reopened(s).rules.score_sheet(s.state)
    row = next(r for r in sheet.rows if r.key == "adjustments")
    assert row.cells == (1, 0) and "Gog & Magog bonus" in row.explain[0] and "miscount" in row.explain[0]
    assert sheet.totals == (5 + 1, 5)


def test_a_declared_component_value_is_checked_from_then_on(tmp_path, market):
    s = new(tmp_path)
    assert refused(s, "buy fig") == ["price_unknown"]
    assert "buy fig" not in s.legal_texts()
    s.declare("table: declare fig price=4")
    assert "buy fig" in s.legal_texts()
    assert refused(s, "table: declare fig price=5") == ["declared_before"]
    assert refused(s, "table: declare apple price=3") == ["declared_verified"]  # printed and verified
    assert refused(s, "table: declare pear colour=red") == ["unknown_field"]
    assert refused(s, "table: declare plum price=1") == ["unknown_component"]
    s.declare("table: declare pear price=4")  # an unverified catalog value may be corrected
    s.declare("buy fig")
    assert s.state.coins["Ann"] == 1
    assert refused(s, "buy pear") == ["too_poor"]  # 1 coin against the declared 4
    assert reopened(s).state.ctx.declared["pear"]["price"] == 4


def test_the_tables_ledger_survives_an_engine_starting_a_new_context(tmp_path, market):
    """Market builds a fresh turn context when the rush begins; the core keeps the ledger across it."""
    s = new(tmp_path, ("Ann", "Bob"))
    s.declare('table: adjust Bob vp +3 "found a coin"')
    s.declare("table: declare fig price=1")
    s.declare("pass")
    s.declare("pass")  # the rush: a new context
    assert s.state.ctx.phase == "rush"
    assert [a.delta for a in s.state.ctx.adjustments] == [3] and s.state.ctx.declared["fig"]["price"] == 1
    assert reopened(s).rules.score_sheet(s.state).totals == (5, 5 + 3)
