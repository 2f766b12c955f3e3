"""Two `referee move` processes on one save at once never lose a move and never overwrite one.

For every game of the kit, each round starts two real processes: one declares a legal move m1, the
other the move m2 that is legal after m1, each by a declarer drawn among those who may act. Whoever takes the lock first writes; the other, having read the save before, must
reload it under the lock and check its move against the new position (accepted or refused with exit
3, never written over the first). In half the rounds the test itself holds the save's lock while
both processes start, so both surely read the same old version and then race for the lock.
`REFEREE_STRESS_ROUNDS` sets the rounds per game (by default 12 shared out among the games, at
least 4 each; 60 each under REFEREE_STRESS=1).
"""

from __future__ import annotations

import contextlib
import random
import subprocess
import time
from pathlib import Path

from referee.core.game import Declaration, play
from referee.core.simulate import pick
from saves import lock, schema, store
from saves.session import Session
from tests.kit.games import GAMES, every_game
from tests.kit.support import (
    intended,
    logged,
    referee_cmd,
    referee_env,
    run_referee,
    shared,
    size,
    write_save,
)

ROUNDS = size(shared(12, 4), 60, "REFEREE_STRESS_ROUNDS")


def _two_moves(session: Session, rng: random.Random) -> list[str]:
    """Two moves in a row from here, each by a declarer drawn among those who may act (as a random
    playout draws them): a sale out of turn races the leader's move as often as the leader's own."""
    rules, state = session.rules, session.state
    texts = []
    for _ in range(2):
        legal = rules.legal_moves(state)
        if not legal:
            break
        who, moves = legal[rng.randrange(len(legal))]
        move = pick(moves, rng)
        texts.append(f"{who}: {move}")
        state = play(rules, state, Declaration(move, who)).state
    return texts


@every_game
def test_two_processes_declaring_at_once_never_lose_a_move(game, referee_home):
    rng = random.Random(f"two-writers-{game}")
    env = referee_env(referee_home)
    saves = 0

    def fresh_save() -> Path:
        nonlocal saves
        saves += 1
        path = referee_home / "saves" / f"{game}-race-{saves}.toml"
        plan = intended(game, seed=7 + saves)
        write_save(path, game, plan, upto=len(plan.moves) // 3)
        return path

    path = fresh_save()
    for round_ in range(ROUNDS):
        session = Session.open(path)
        texts = _two_moves(session, rng)
        if len(texts) < 2:  # the game ends sooner: a short game (Stones) goes on in a new save
            path = fresh_save()
            session = Session.open(path)
            texts = _two_moves(session, rng)
        assert len(texts) == 2, f"a new {game} save has fewer than two moves left"
        before = logged(session.save.log)
        held = round_ % 2 == 0
        with lock.locked(path) if held else contextlib.nullcontext():
            procs = [
                subprocess.Popen(
                    referee_cmd("move", str(path), text, game=game),
                    env=env,
                    stdin=subprocess.DEVNULL,
                    stdout=subprocess.PIPE,
                    stderr=subprocess.PIPE,
                    text=True,
                )
                for text in reversed(texts)  # the later move starts first: it often wins the lock
            ]
            if held:
                time.sleep(0.6)  # both have read the save and wait for the lock
        results = [
            (text, p.wait(timeout=60), p.communicate()[1])
            for text, p in zip(reversed(texts), procs, strict=True)
        ]
        for text, code, err in results:
            assert code in (0, 3), f"{text!r} exited {code}: {err}"
        accepted = sorted(text.split(": ", 1)[1] for text, code, _ in results if code == 0)
        after = logged(schema.decode(store.read_text(path), str(path)).log)
        assert accepted, results
        assert after[: len(before)] == before, "an earlier move was lost"
        assert sorted(move for _, move in after[len(before) :]) == accepted, (results, after[len(before) :])
        Session.open(path)  # and the save replays


def test_a_writer_that_cannot_get_the_lock_says_save_is_busy_and_changes_nothing(referee_home):
    game = GAMES[0]
    path = referee_home / "saves" / "busy.toml"
    plan = intended(game, seed=3)
    write_save(path, game, plan, upto=5)
    before = path.read_bytes()
    env = referee_env(referee_home, REFEREE_LOCK_WAIT="0.3")
    with lock.locked(path):
        done = subprocess.run(
            referee_cmd("move", str(path), plan.text(5), game=game),
            env=env,
            stdin=subprocess.DEVNULL,
            capture_output=True,
            text=True,
            timeout=60,
        )
    assert done.returncode == 4, done.stderr
    assert "save is busy" in done.stderr
    assert path.read_bytes() == before
    assert run_referee(referee_home, "move", str(path), plan.text(5), game=game).returncode == 0
