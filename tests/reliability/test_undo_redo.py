"""Undo / redo as hypothesis state machines, one per game: play, illegal moves, undo, redo and
save+load in any order, from any point of a random game.

A model keeps the log and the redo list as plain lists of (declarer, move). After every step the
session's log and redo list equal the model, the live state equals a fresh replay of the log, and
whenever the machine reloads, the reopened session equals the live one. Sizes are small for CI;
`REFEREE_STRESS=1` runs many more and longer sequences.
"""

from __future__ import annotations

import shutil
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, assume, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, rule

from referee.core.errors import IllegalMove, MoveSyntaxError, UsageError
from referee.core.game import legal_pairs
from referee.registry import rules_for
from saves.session import Session, replay
from tests.reliability.support import GAMES, STRESS, intended, logged, write_save

EXAMPLES = 150 if STRESS else 12
STEPS = 80 if STRESS else 25


def machine_for(game: str) -> type[RuleBasedStateMachine]:
    rules = rules_for(game)

    class UndoRedo(RuleBasedStateMachine):
        def __init__(self) -> None:
            super().__init__()
            self.folder = Path(tempfile.mkdtemp(prefix="referee-undo-"))
            self.path = self.folder / "g.toml"
            self.session: Session | None = None
            self.log: list[tuple[str, str]] = []
            self.undone: list[tuple[str, str]] = []  # the most recently undone last

        def teardown(self) -> None:
            shutil.rmtree(self.folder, ignore_errors=True)

        @initialize(
            n=st.sampled_from(rules.info.player_counts),
            seed=st.integers(0, 2**16),
            where=st.floats(0, 1),
        )
        def start(self, n: int, seed: int, where: float) -> None:
            """A save at a random point of a random game (set-up, middle, or the very end)."""
            plan = intended(game, seed, n)
            upto = round(where * len(plan.moves))
            write_save(self.path, game, plan, upto)
            self.session = Session.open(self.path)
            self.log = list(plan.moves[:upto])

        @property
        def s(self) -> Session:
            assert self.session is not None
            return self.session

        @rule(data=st.data())
        def play(self, data: st.DataObject) -> None:
            pairs = legal_pairs(rules, self.s.state)
            assume(bool(pairs))
            who, move = data.draw(st.sampled_from(pairs), label="move")
            self.s.declare(f"{who}: {move}")
            self.log.append((who, str(move)))
            self.undone.clear()

        @rule(data=st.data())
        def refused_move(self, data: st.DataObject) -> None:
            """A move that is not legal now changes nothing, on disk or in memory."""
            other = data.draw(st.sampled_from(["pass", "Zed: pass", "nonsense 1,2", "table: start Zed", ""]))
            before, raw = self.s.state, self.path.read_bytes()
            try:
                self.s.declare(other)
            except (IllegalMove, MoveSyntaxError):
                assert self.s.state == before and self.path.read_bytes() == raw
            else:  # it happened to be legal
                self.log.append((self.s.save.log[-1].by, self.s.save.log[-1].move))
                self.undone.clear()

        @rule(count=st.integers(1, 4))
        def undo(self, count: int) -> None:
            if count > len(self.log):
                with pytest.raises(UsageError):
                    self.s.undo(count)
                return
            dropped = self.s.undo(count)
            taken = self.log[len(self.log) - count :]
            assert logged(tuple(dropped)) == taken
            del self.log[len(self.log) - count :]
            self.undone.extend(reversed(taken))

        @rule(count=st.integers(1, 4))
        def redo(self, count: int) -> None:
            if count > len(self.undone):
                with pytest.raises(UsageError):
                    self.s.redo(count)
                return
            self.s.redo(count)
            for _ in range(count):
                self.log.append(self.undone.pop())

        @rule()
        def save_and_load(self) -> None:
            live = self.s
            self.session = Session.open(self.path)
            assert self.s.state == live.state and self.s.save == live.save

        @rule()
        def a_second_window(self) -> None:
            """Another session on the same save, stale or not, sees exactly what was saved."""
            other = Session.open(self.path)
            assert logged(other.save.log) == self.log and other.state == self.s.state

        @invariant()
        def the_log_and_redo_list_match_the_model(self) -> None:
            if self.session is not None:
                assert logged(self.s.save.log) == self.log
                assert logged(self.s.save.undone) == self.undone

        @invariant()
        def replaying_the_log_gives_the_live_state(self) -> None:
            if self.session is not None:
                start = rules.new_state(list(self.s.save.players), self.s.save.options)
                assert replay(rules, start, self.s.save.log, "x") == self.s.state

    UndoRedo.__name__ = f"UndoRedo_{game}"
    return UndoRedo


_SETTINGS = settings(
    max_examples=EXAMPLES,
    stateful_step_count=STEPS,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
)


def _register(game: str) -> None:
    case = machine_for(game).TestCase
    case.settings = _SETTINGS
    globals()[f"TestUndoRedo_{game}"] = case


for _game in GAMES:
    _register(_game)
