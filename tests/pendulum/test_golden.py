"""Golden playthrough: a whole untimed 3-player game from a `--script` file, its effects and its end.

The moves come from a seeded random choice among the legal moves (tests/pendulum/playout.py, with
its test table declaring the printed values of what it reveals). `tests/golden/pendulum_untimed_3p.moves`
holds the game as one `Actor: move` line per move (the table's declarations included), for
`referee move --script`; `pendulum_untimed_3p.trace` the decision each move answered, the move and
the effects, then the judgement. REGEN_GOLDEN=1 rewrites both after an intended change.
"""

from __future__ import annotations

import os
import random
from pathlib import Path

from referee.core.game import legal_pairs
from referee.pendulum import GAME
from tests.kit.support import referee_env, run_referee

from .helpers import run
from .playout import TEST_BOX, play_game

GOLDEN = Path(__file__).resolve().parents[1] / "golden"
MOVES = GOLDEN / "pendulum_untimed_3p.moves"
TRACE = GOLDEN / "pendulum_untimed_3p.trace"
SEED = 38


def build() -> tuple[list[str], list[str], object]:
    rng = random.Random(SEED)
    lines: list[str] = []
    trace = [
        "# Pendulum golden playthrough: 3 players (Ann, Bob, Cid), untimed.",
        f"# Seeded choice ({SEED}) among the legal moves; the test table declares {sorted(TEST_BOX)}.",
        "",
    ]

    def choose(pairs):
        return rng.choice(pairs)

    def each(before, by, move, transition):
        opened = GAME.decisions(before)
        kind = opened[0].kind if opened else "-"
        for line in declared[len(lines) :]:
            lines.append(line)
            trace.append(f"{line}")
        text = f"{by}: {move}"
        lines.append(text)
        declared.append(text)
        trace.append(f"[{kind}, {len(legal_pairs(GAME, before))} legal] {text}")
        trace.extend(f"   > {e.code}: {e.message}" for e in transition.effects)

    declared: list[str] = []
    import tests.pendulum.playout as playout

    real = playout.declarations

    def recorded(state):
        found = real(state)
        declared.extend(f"table: {d}" for d in found)
        return found

    playout.declarations = recorded
    try:
        end = play_game(3, choose, each=each)
    finally:
        playout.declarations = real
    sheet = GAME.score_sheet(end)
    trace += ["", "## Judgement", ""]
    for row in sheet.rows:
        trace.append(
            f"{row.label}: " + ", ".join(f"{p} {c}" for p, c in zip(sheet.players, row.cells, strict=True))
        )
    trace.append(f"Winners: {', '.join(sheet.winners) or '-'} ({sheet.outcome})")
    return lines, trace, end


def test_the_golden_untimed_game_replays_to_the_same_trace():
    lines, trace, end = build()
    if os.environ.get("REGEN_GOLDEN") == "1":
        MOVES.write_text("\n".join(lines) + "\n", encoding="utf-8")
        TRACE.write_text("\n".join(trace) + "\n", encoding="utf-8")
    assert MOVES.read_text(encoding="utf-8").splitlines() == lines
    assert TRACE.read_text(encoding="utf-8").splitlines() == trace
    state = run(GAME.new_state(["Ann", "Bob", "Cid"], {"clock": "untimed"}), *lines)
    assert state == end and GAME.outcome(state) is not None
    first = trace.index("   > council: the Council: privilege order Ann, Bob, Cid; votes discarded")
    assert trace[first + 1 : first + 13] == FIRST_COUNCIL


# The golden game's first Council, checked by hand against seed 三 line 55 with 3 players.
FIRST_COUNCIL = [
    "[council_pick, 7 legal] Ann: pick grande",  # 5 cards, grande, general
    "   > grande_joined: Ann's second grande worker comes into use",
    "[council_choose, 3 legal] Ann: choose prestige",  # first place: 2 chosen prestige
    "[council_choose, 3 legal] Ann: choose popularity",
    "[council_pick, 6 legal] Bob: pick C1",  # the grande-worker card is used for this Council
    "[council_conquer, 4 legal] Bob: conquer P2",  # C1 (test box): coin 1 and a province
    "   > conquered: Bob conquers P2 into the military slot",
    "[council_choose, 3 legal] Bob: choose popularity",  # second place: 1
    "[council_pick, 5 legal] Cid: pick general",  # the general reward, taken instead of a card
    "   > general_reward: Cid takes the general reward: 1 prestige of choice",
    "[council_choose, 3 legal] Cid: choose power",  # third place: no bonus with 2-3 players
    "   > prepare: round 2 is prepared: new achievement, provinces and council rewards to deal",
]


def test_the_whole_untimed_game_is_refereed_from_a_script_file(tmp_path):
    home = tmp_path / "home"
    save = tmp_path / "g.toml"
    made = run_referee(
        home,
        "new",
        "pendulum",
        "--players",
        "Ann,Bob,Cid",
        "-o",
        "clock=untimed",
        "--save",
        str(save),
        "--no-input",
    )
    assert made.returncode == 0, made.stderr
    done = run_referee(home, "move", str(save), "--script", str(MOVES), timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr
    status = run_referee(home, "status", str(save), "--text", env=referee_env(home))
    assert status.returncode == 0, status.stderr
    assert "Game over: the fourth Council has ended" in status.stdout


# -- a Council checked by hand ------------------------------------------------------------------

COUNCIL_TRACE = GOLDEN / "pendulum_council_3p.trace"
# A timed 3-player round 1 then its Council, written by hand. Ann brings two workers into use with
# stratagems (4 in use), then the third stratagem and the council rewards that could only add a
# fifth are refused before anything is paid; at the Council the vote winner gets 2 chosen prestige,
# the second 1 and the general reward, the third only the general reward. A line starting with `!`
# is refused: the trace records each code, its message and the passage quoted.
COUNCIL_SCRIPT = (
    "table: declare Mat1.s1 cost=culture1 reward=worker1",
    "table: declare Mat1.s2 cost=culture1 reward=worker1+votes1",
    "table: declare Mat1.s3 cost=culture1 reward=worker1",
    "Ann: play Mat1.s1",
    "Ann: pay",
    "Ann: take",
    "Ann: play Mat1.s2",
    "Ann: pay",
    "Ann: take",
    "!Ann: play Mat1.s3",
    "Bob: act black-bottom-2",
    "Bob: take votes3",
    "Cid: act black-bottom-3",
    "Cid: take votes1",
    "Ann: flip purple @180.0",
    "Bob: flip purple @360.0",
    "Ann: done",
    "Bob: done",
    "Cid: done",
    "table: declare C1 edge=red reward=coin2",
    "table: declare C2 edge=blue cost=coin1 reward=power2",
    "table: declare C3 edge=red reward=worker1",
    "!Ann: pick C1",
    "Bob: pick C1",
    "Bob: choose power",
    "Bob: choose prestige",
    "Cid: pick general",
    "!Cid: choose legendary",
    "Cid: choose popularity",
    "Cid: choose popularity",
    "!Ann: pick C3",
    "!Ann: pick grande",
    "!Ann: pick C1",
    "Ann: pick general",
    "Ann: choose prestige",
    "!Ann: play Mat1.s3",
)


def build_council() -> tuple[list[str], object]:
    from referee.core.errors import IllegalMove
    from referee.core.game import parse_declaration, play

    from .helpers import opening_lines, setup_lines

    state = run(GAME.new_state(["Ann", "Bob", "Cid"], {}), *setup_lines(), *opening_lines())
    trace = [
        "# Pendulum: a timed 3-player round and its Council, written and checked by hand",
        "# (tests/pendulum/test_golden.py COUNCIL_SCRIPT); `!` lines are refused.",
        "",
    ]
    for line in COUNCIL_SCRIPT:
        opened = GAME.decisions(state)
        kind = opened[0].kind if opened else "-"
        text = line.removeprefix("!")
        if line.startswith("!"):
            try:
                play(GAME, state, parse_declaration(GAME, state, text))
            except IllegalMove as e:
                trace.append(f"[{kind}] {text}  (refused)")
                trace += [f"   x {v.code}: {v.message} 「{v.rule.quote}」" for v in e.violations]
                continue
            raise AssertionError(f"{text!r} was accepted")
        done = play(GAME, state, parse_declaration(GAME, state, text))
        trace.append(f"[{kind}] {text}")
        trace += [f"   > {e.code}: {e.message}" for e in done.effects]
        state = done.state
    return trace, state


def test_a_three_player_council_checked_by_hand():
    """Place bonus 2 / 1 / none with 3 players (seed 三 line 55, the parenthesis takes away only the
    third's 1), the general reward one of the picks, and the fifth worker refused before payment."""
    from referee.pendulum.rules.position import in_use

    trace, state = build_council()
    if os.environ.get("REGEN_GOLDEN") == "1":
        COUNCIL_TRACE.write_text("\n".join(trace) + "\n", encoding="utf-8")
    assert COUNCIL_TRACE.read_text(encoding="utf-8").splitlines() == trace
    ann, bob, cid = (state.player(n) for n in ("Ann", "Bob", "Cid"))
    assert state.ctx.phase == "prepare"
    # privilege: Bob 3 votes; Ann and Cid tie at 1, the later on the track (Cid) goes first
    assert "   > council: the Council: privilege order Bob, Cid, Ann; votes discarded" in trace
    # Bob, first: C1 (coin 2) and the first place's 2 chosen prestige (power, prestige)
    assert (bob.coin, bob.power, bob.prestige, bob.popularity) == (3 + 2, 1, 1, 0)
    # Cid, second: the general reward (1) and the second place's 1, both on popularity
    assert (cid.power, cid.prestige, cid.popularity) == (0, 0, 2)
    # Ann, third: no place bonus with 3 players; the general reward on prestige
    assert (ann.power, ann.prestige, ann.popularity) == (0, 1, 0)
    # two workers joined by stratagems (4 in use); the third stratagem refused, its culture kept
    assert in_use(state, "Ann") == 4 and ann.culture == 5 - 2 and ann.hand == ("Mat1.s3", "Mat1.s4")
    refused_codes = [line.split(":")[0].strip() for line in trace if line.startswith("   x ")]
    assert refused_codes == [
        "x fifth_worker",
        "x wrong_player",
        "x legendary_not_chosen",
        "x fifth_worker",
        "x fifth_worker",
        "x pick_taken",
        "x not_in_preparation",
    ]
