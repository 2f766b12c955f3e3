"""Bad input: random and mutated move strings only ever give a syntax error or violations.

For every game, at least 10,000 strings (`REFEREE_FUZZ_N`) go through `parse_declaration` and
`check` at positions spread over a random playout, from set-up to the end: random text, Unicode
oddities, and legal moves of the position mutated (characters, tokens, numbers, declarer prefixes).
Anything but `MoveSyntaxError` or a list of violations is a failure, and so is a state that
changed. A move `check` accepts must also apply without error. Then the same through a `Session`
(the file must not change) and through `referee check` (exit 0 or 3; run with REFEREE_DEBUG=1 so
that an internal error surfaces as the exception it is rather than the CLI's message).

Known bugs in files this suite does not own are listed in `KNOWN`: the fuzz test reports them but
does not fail on them, and a strict xfail test below reproduces each one; fixing the bug makes that
test XPASS (a failure), telling you to delete the entry and the marker.
"""

from __future__ import annotations

import copy
import random
import re
import string
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from referee.core.errors import IllegalMove, MoveSyntaxError
from referee.core.game import check, legal_pairs, parse_declaration, play
from referee.core.simulate import random_playout
from referee.registry import rules_for
from saves.session import Session
from tests.reliability.support import GAMES, STRESS, intended, player_count, size, write_save

N = size(10_000, 100_000, "REFEREE_FUZZ_N")
POSITIONS = 12


@dataclass(frozen=True)
class Known:
    game: str
    exception: str
    message: str  # a regex on str(exception)
    test: str  # the strict xfail test reproducing it


KNOWN: tuple[Known, ...] = ()


def known(game: str, exc: BaseException) -> Known | None:
    return next(
        (
            k
            for k in KNOWN
            if k.game == game and type(exc).__name__ == k.exception and re.search(k.message, str(exc))
        ),
        None,
    )


# -- the strings ------------------------------------------------------------------------------------

ODD = [
    "\x00", "\t", "\n", "\r", "\x1b", "\x7f", "\u00a0", "\u200b", "\u3000", "\ufeff", "\u202e", "\u0301",
    "²", "٣", "１", "①", "Ⅻ", "½", "∞", "−", "－", "，", "：", "（", "）", "🎲", "ß", "İ", "ﬁ", "木材", "城堡", "峡湾",
    "\ud7ff", "\U0010ffff",
]  # fmt: skip
NUMBERS = [
    "0", "-0", "+1", "-1", "--1", "007", "1e3", "0x10", "1.5", "1,5", " 1 ", "99", "-99", "2147483648",
    "9" * 25, "1" * 5000, "²", "٣", "１",
]  # fmt: skip
SEPARATORS = [" ", "  ", ",", ", ", ":", ": ", "\t", "", "(", ")", ";"]


def _mutate(text: str, rng: random.Random, vocabulary: list[str], names: list[str]) -> str:
    kind = rng.randrange(10)
    if kind == 0 and text:  # delete a character
        i = rng.randrange(len(text))
        return text[:i] + text[i + 1 :]
    if kind == 1:  # insert a character
        i = rng.randint(0, len(text))
        return text[:i] + rng.choice(string.printable + "".join(ODD)) + text[i:]
    if kind == 2 and text:  # replace a character
        i = rng.randrange(len(text))
        return text[:i] + rng.choice(string.printable + "".join(ODD)) + text[i + 1 :]
    tokens = text.split(" ")
    if kind == 3:  # a number becomes an odd one
        spots = [i for i, t in enumerate(tokens) if re.search(r"\d", t)]
        if spots:
            i = rng.choice(spots)
            tokens[i] = re.sub(r"-?\d+", lambda _: rng.choice(NUMBERS), tokens[i], count=1)
            return " ".join(tokens)
    if kind == 4 and len(tokens) > 1:  # drop, duplicate or swap tokens
        i, j = rng.randrange(len(tokens)), rng.randrange(len(tokens))
        choice = rng.randrange(3)
        if choice == 0:
            del tokens[i]
        elif choice == 1:
            tokens.insert(i, tokens[j])
        else:
            tokens[i], tokens[j] = tokens[j], tokens[i]
        return " ".join(tokens)
    if kind == 5:  # a token from elsewhere
        tokens[rng.randrange(len(tokens))] = rng.choice(vocabulary)
        return " ".join(tokens)
    if kind == 6:  # a declarer prefix, right or wrong
        who = rng.choice(names + ["table", "TABLE", "Zed", "", " ", "a" * 41, "Ann:Bob"])
        return f"{who}{rng.choice([':', ': ', ' : ', '：'])}{text}"
    if kind == 7:  # case and spacing
        return rng.choice(
            [text.upper(), text.lower(), text.swapcase(), f"  {text}  ", text.replace(" ", "\t")]
        )
    if kind == 8:  # trailing or leading garbage
        junk = rng.choice(vocabulary + NUMBERS + ODD)
        return f"{text} {junk}" if rng.random() < 0.5 else f"{junk} {text}"
    return rng.choice(SEPARATORS).join(rng.choice(vocabulary) for _ in range(rng.randint(1, 6)))


def _shift_numbers(text: str, rng: random.Random) -> str:
    """Still well-formed, most likely illegal: every number moved by a little."""
    return re.sub(r"-?\d+", lambda m: str(int(m.group()) + rng.choice([-2, -1, 1, 2, 3])), text)


def strings(
    game: str, state: Any, seed: str, count: int, vocabulary: list[str], pool: list[str]
) -> Iterator[str]:
    """`count` strings for this position; `pool` holds move texts of the whole game (well-formed)."""
    rules = rules_for(game)
    rng = random.Random(seed)
    legal = [str(m) for _, m in legal_pairs(rules, state)] or pool
    names = list(rules.players(state))
    for _ in range(count):
        roll = rng.random()
        if roll < 0.1:
            yield "".join(rng.choice(string.printable) for _ in range(rng.randint(0, 30)))
        elif roll < 0.15:
            yield "".join(rng.choice(ODD + list(string.ascii_letters)) for _ in range(rng.randint(1, 12)))
        elif roll < 0.3:  # a move of another moment of the game, maybe declared by someone
            text = rng.choice(pool)
            yield f"{rng.choice(names + ['table'])}: {text}" if rng.random() < 0.5 else text
        elif roll < 0.4:
            yield _shift_numbers(rng.choice(legal), rng)
        else:
            text = rng.choice(legal)
            for _ in range(rng.randint(1, 3)):
                text = _mutate(text, rng, vocabulary, names)
            yield text


def _positions(game: str) -> tuple[list[Any], list[str], list[str]]:
    """States spread over a whole random game (set-up, play, the end) and the words of its moves."""
    rules = rules_for(game)
    states: list[Any] = []
    out = random_playout(
        rules, player_count(game), random.Random(f"fuzz-{game}"), each=lambda s, _by, _m: states.append(s)
    )
    states.append(out.state)
    step = max(1, len(states) // (POSITIONS - 1))
    picked = states[::step][: POSITIONS - 1] + [states[-1]]
    words = {w for _, m in out.moves for w in str(m).split(" ")}
    words |= {w for syntax, _ in rules.info.notation for w in syntax.split()}
    return picked, sorted(words), [str(m) for _, m in out.moves]


# -- the fuzz tests ---------------------------------------------------------------------------------


@pytest.mark.parametrize("game", GAMES)
def test_random_and_mutated_moves_give_only_syntax_errors_or_violations(game):
    rules = rules_for(game)
    positions, vocabulary, pool = _positions(game)
    per_position = -(-N // len(positions))
    outcomes: Counter[str] = Counter()
    unexpected: list[str] = []
    known_hits: Counter[str] = Counter()
    for p, state in enumerate(positions):
        before = copy.deepcopy(state)
        for text in strings(game, state, f"{game}-{p}", per_position, vocabulary, pool):
            outcomes["tried"] += 1
            try:
                decl = parse_declaration(rules, state, text)
            except MoveSyntaxError:
                outcomes["syntax"] += 1
                continue
            except Exception as exc:
                hit = known(game, exc)
                if hit:
                    known_hits[hit.test] += 1
                else:
                    unexpected.append(f"parse {text!r}: {type(exc).__name__}: {exc}")
                continue
            try:
                violations = check(rules, state, decl)
                if violations:
                    outcomes["illegal"] += 1
                    with pytest.raises(IllegalMove):
                        play(rules, state, decl)
                else:
                    outcomes["legal"] += 1
                    after = play(rules, state, decl).state
                    assert rules.parse(str(decl.move)) == decl.move, f"{decl.move} does not read back"
                    assert after is not state
            except Exception as exc:  # noqa: BLE001 - every other exception is what we look for
                unexpected.append(f"check {text!r} ({decl}): {type(exc).__name__}: {exc}")
            if state != before:
                unexpected.append(f"{text!r} changed the state")
                break
            if len(unexpected) > 20:
                break
    print(f"\n{game}: {dict(outcomes)}; known bugs hit: {dict(known_hits)}")
    assert not unexpected, "\n".join(unexpected[:20])
    assert outcomes["tried"] >= N
    assert outcomes["syntax"] and outcomes["illegal"]  # the strings reach both the parser and the rules


@pytest.mark.parametrize("game", GAMES)
def test_rejected_moves_leave_the_session_and_its_file_unchanged(game, referee_home):
    plan = intended(game, seed=31)
    path = referee_home / "saves" / "fuzz.toml"
    write_save(path, game, plan, upto=len(plan.moves) // 2)
    session = Session.open(path)
    raw, save, state = path.read_bytes(), session.save, session.state
    _, vocabulary, pool = _positions(game)
    count = 2000 if STRESS else 300
    for text in strings(game, state, f"session-{game}", count, vocabulary, pool):
        try:
            session.declare(text)
        except (MoveSyntaxError, IllegalMove):
            assert session.save == save and session.state == state
            continue
        except Exception as exc:
            if known(game, exc):
                continue
            raise
        # accepted: it really was legal; take it back and go on from the same position
        session.undo(1)
        session = Session.open(path)
        assert session.state == state
        save, raw = session.save, path.read_bytes()
    assert path.read_bytes() == raw


@pytest.mark.parametrize("game", GAMES)
def test_the_cli_check_command_answers_every_string_legal_or_illegal(game, referee_home):
    from typer.testing import CliRunner

    from referee.cli import app

    plan = intended(game, seed=41)
    path = referee_home / "saves" / "cli-fuzz.toml"
    write_save(path, game, plan, upto=len(plan.moves) // 3)
    state = Session.open(path).state
    _, vocabulary, pool = _positions(game)
    runner = CliRunner(env={"REFEREE_DEBUG": "1"})  # an internal error raises: known bug or not?
    for text in strings(game, state, f"cli-{game}", 400 if STRESS else 60, vocabulary, pool):
        if text.startswith("-") or "\x00" in text:
            continue  # an option to the CLI, or not passable as an argument at all
        result = runner.invoke(app, ["check", str(path), text])
        if result.exception is not None and not isinstance(result.exception, SystemExit):
            if known(game, result.exception):
                continue
            raise result.exception
        assert result.exit_code in (0, 3), (text, result.output)


@pytest.mark.parametrize("game", GAMES)
@settings(max_examples=1000 if STRESS else 200)
@given(text=st.text(max_size=40))
def test_any_text_is_a_move_or_a_syntax_error(game, text):
    rules = rules_for(game)
    state = rules.new_state(["Ann", "Bob", "Cid", "Dee", "Eve"][: player_count(game)], {})
    try:
        decl = parse_declaration(rules, state, text)
    except MoveSyntaxError:
        return
    except Exception as exc:
        if known(game, exc):
            return
        raise
    check(rules, state, decl)


# -- known bugs (files outside this suite's ownership) ---------------------------------------------


looot_only = pytest.mark.skipif("looot" not in GAMES, reason="Looot is not registered")


@looot_only
@pytest.mark.parametrize("text", ["trophy ²", "trophy ①", "trophy ⁴"])
def test_looot_parser_rejects_unicode_digits(text):
    with pytest.raises(MoveSyntaxError):
        rules_for("looot").parse(text)


@looot_only
@pytest.mark.parametrize(
    "text", ["place " + "1" * 5000 + ",0", "trophy " + "4" * 5000, "board 1 at 0," + "9" * 5000 + " r0"]
)
def test_looot_parser_rejects_huge_numbers(text):
    with pytest.raises(MoveSyntaxError):
        rules_for("looot").parse(text)


def test_every_known_bug_has_its_xfail_test():
    names = set(globals())
    assert all(k.test in names for k in KNOWN)


def test_an_unexpected_exception_in_a_command_is_a_message_not_a_traceback(referee_home, monkeypatch):
    from typer.testing import CliRunner

    from referee.cli import app

    def broken(cls, path):
        raise RuntimeError("a bug somewhere in an engine")

    monkeypatch.setattr(Session, "open", classmethod(broken))
    monkeypatch.delenv("REFEREE_DEBUG", raising=False)
    result = CliRunner().invoke(app, ["status", "any"])
    assert isinstance(result.exception, SystemExit) and result.exit_code == 1
    assert "Internal error (RuntimeError: a bug somewhere in an engine)" in result.output
    assert "Traceback" not in result.output


def test_a_ctrl_c_outside_a_question_also_says_how_to_resume(referee_home, monkeypatch):
    from typer.testing import CliRunner

    from referee.cli import app

    def interrupted(cls, path):
        raise KeyboardInterrupt

    monkeypatch.setattr(Session, "open", classmethod(interrupted))
    result = CliRunner().invoke(app, ["play", "friday"])
    assert result.exit_code == 130
    assert "referee play friday" in result.output
