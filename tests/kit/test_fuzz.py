"""Bad input: random and mutated move strings only ever give a syntax error or violations.

For every game of the kit, at least 10,000 strings (`REFEREE_FUZZ_N`) go through `parse_declaration`
and `check` at positions spread over a random playout, from set-up to the end: random text, Unicode
oddities, legal moves of the position as `referee move` is given them, mutated (characters, tokens,
numbers, declarer prefixes), and the table's own moves (`adjust`, `declare`) with arguments right
and wrong. Every kind of declarer prefix is tried and counted: a player who leads, one who does not,
`table:` and a name that is no one's. Anything but `MoveSyntaxError` or a list of violations is a
failure, and so is a state that changed. A move `check` accepts must also apply without error. Then the same through a `Session`
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
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from referee.core import ledger
from referee.core.errors import IllegalMove, MoveSyntaxError
from referee.core.flow import TABLE
from referee.core.game import (
    check,
    declaration_text,
    leader,
    legal_pairs,
    parse_declaration,
    parse_move,
    play,
)
from referee.registry import rules_for
from saves.session import Session
from tests.kit.games import every_game, middle_count
from tests.kit.playouts import recorded
from tests.kit.support import STRESS, intended, size, write_save

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


def _table_move(rules: Any, state: Any, rng: random.Random, vocabulary: list[str]) -> str:
    """One of the table's own moves, its arguments right or wrong: a player, a counter, a delta and
    a reason for `adjust`; a component and its fields for `declare`."""
    if rng.random() < 0.5:
        who = rng.choice([*rules.players(state), "Zed", TABLE, "", "ann", "A" * 41, "1"])
        counter = rng.choice([*rules.info.adjustable, "coins", "VP", "", "_", "x" * 40])
        delta = rng.choice(["+1", "-2", "+0", "-0", "1", "+", "+999999", "+1234567", "++1", "+１", "+٣"])
        reason = rng.choice(["", ' "bonus"', ' "unclosed', ' ""', ' "a"b"', ' "木材"', " bonus"])
        return f"adjust {who} {counter} {delta}{reason}"
    component = rng.choice([*vocabulary, "nosuch", "", "a" * 41, "木材"])
    fields = [
        f"{rng.choice(['price', 'threshold', 'x', '', 'X', '1a'])}={rng.choice(['1', '-1', 'red', '', '=', '9' * 12])}"
        for _ in range(rng.randint(0, 3))
    ]
    return " ".join(["declare", component, *fields])


def strings(
    game: str, state: Any, seed: str, count: int, vocabulary: list[str], pool: list[str]
) -> Iterator[str]:
    """`count` strings for this position; `pool` holds move texts of the whole game (well-formed)."""
    rules = rules_for(game)
    rng = random.Random(seed)
    legal = [declaration_text(rules, state, who, m) for who, m in legal_pairs(rules, state)] or pool
    names = list(rules.players(state))
    for _ in range(count):
        roll = rng.random()
        if roll < 0.1:
            yield "".join(rng.choice(string.printable) for _ in range(rng.randint(0, 30)))
        elif roll < 0.15:
            yield "".join(rng.choice(ODD + list(string.ascii_letters)) for _ in range(rng.randint(1, 12)))
        elif roll < 0.3:  # a move of another moment of the game, maybe declared by someone
            text = rng.choice(pool)
            yield f"{rng.choice(names + [TABLE, 'Zed'])}: {text}" if rng.random() < 0.5 else text
        elif roll < 0.35:
            yield _shift_numbers(rng.choice(legal), rng)
        elif roll < 0.45:  # the table's own moves, declared by the table, by a player, by no one
            text = _table_move(rules, state, rng, vocabulary)
            yield rng.choice([f"{TABLE}: {text}", text, f"{rng.choice(names)}: {text}"])
        else:
            text = rng.choice(legal)
            for _ in range(rng.randint(1, 3)):
                text = _mutate(text, rng, vocabulary, names)
            yield text


def _positions(game: str) -> tuple[list[Any], list[str], list[str]]:
    """States spread over a whole random game (set-up, play, the end) and the words of its moves."""
    rules = rules_for(game)
    played = recorded(game, middle_count(game), 0)
    states = played.states
    picked = [states[i] for i in played.sampled(POSITIONS - 1)]
    words = {w for step in played.steps for w in str(step.move).split(" ")}
    words |= {w for syntax, _ in rules.info.notation for w in syntax.split()}
    return picked, sorted(words), [str(step.move) for step in played.steps]


_PREFIX = re.compile(r"^\s*([^:]{1,40}?)\s*:")  # a declarer prefix, as core.game reads one


def declarer_kind(rules: Any, state: Any, text: str) -> str:
    """Who a string names before its move: no one, the leader, another player, the table, or a name
    that is no one's (then the prefix is part of the move text, and a syntax error)."""
    m = _PREFIX.match(text)
    if not m:
        return "nameless"
    who = m.group(1).strip().casefold()
    if who == TABLE:
        return "table"
    if who not in {p.casefold() for p in rules.players(state)}:
        return "unknown name"
    lead = leader(rules.decisions(state))
    return "leader" if lead is not None and who == lead.casefold() else "player not leading"


def _table_kind(text: str) -> str | None:
    """`adjust` or `declare` if the text, past any prefix, is one of the table's moves."""
    m = _PREFIX.match(text)
    rest = text[m.end() :] if m else text
    return rest.split()[0].lower() if ledger.is_table_move(rest) else None


# -- the fuzz tests ---------------------------------------------------------------------------------


@every_game
def test_random_and_mutated_moves_give_only_syntax_errors_or_violations(game):
    rules = rules_for(game)
    positions, vocabulary, pool = _positions(game)
    per_position = -(-N // len(positions))
    outcomes: Counter[str] = Counter()
    declared: Counter[tuple[str, str]] = Counter()  # (declarer kind, outcome)
    table: Counter[tuple[str | None, str]] = Counter()  # (table move kind or None, outcome)
    unexpected: list[str] = []
    known_hits: Counter[str] = Counter()
    for p, state in enumerate(positions):
        before = copy.deepcopy(state)
        for text in strings(game, state, f"{game}-{p}", per_position, vocabulary, pool):
            outcomes["tried"] += 1
            declarer, table_move = declarer_kind(rules, state, text), _table_kind(text)
            try:
                decl = parse_declaration(rules, state, text)
            except MoveSyntaxError:
                outcomes["syntax"] += 1
                declared[declarer, "syntax"] += 1
                table[table_move, "syntax"] += 1
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
                verdict = "illegal" if violations else "legal"
                outcomes[verdict] += 1
                declared[declarer, verdict] += 1
                table[table_move, verdict] += 1
                if violations:
                    with pytest.raises(IllegalMove):
                        play(rules, state, decl)
                else:
                    after = play(rules, state, decl).state
                    assert parse_move(rules, str(decl.move)) == decl.move, f"{decl.move} does not read back"
                    assert after is not state
            except Exception as exc:  # noqa: BLE001 - every other exception is what we look for
                unexpected.append(f"check {text!r} ({decl}): {type(exc).__name__}: {exc}")
            if state != before:
                unexpected.append(f"{text!r} changed the state")
                break
            if len(unexpected) > 20:
                break
    print(f"\n{game}: {dict(outcomes)}; {dict(declared)}; {dict(table)}; known bugs hit: {dict(known_hits)}")
    assert not unexpected, "\n".join(unexpected[:20])
    assert outcomes["tried"] >= N
    assert outcomes["syntax"] and outcomes["illegal"]  # the strings reach both the parser and the rules
    for reached in (("player not leading", "illegal"), ("table", "illegal"), ("unknown name", "syntax")):
        assert declared[reached], f"no {reached[0]!r} prefix ended {reached[1]}: {dict(declared)}"
    for kind in ledger.KINDS:  # the table's moves, refused for their arguments and unreadable
        assert table[kind, "illegal"] and table[kind, "syntax"], dict(table)


@every_game
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


@every_game
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


@every_game
@settings(
    max_examples=1000 if STRESS else 200,
    suppress_health_check=[HealthCheck.function_scoped_fixture],  # `game` only registers the game
)
@given(text=st.text(max_size=40))
def test_any_text_is_a_move_or_a_syntax_error(game, text):
    rules = rules_for(game)
    state = rules.new_state(["Ann", "Bob", "Cid", "Dee", "Eve"][: middle_count(game)], {})
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


def test_every_known_bug_has_its_xfail_test():
    names = set(globals())
    assert all(k.test in names for k in KNOWN)
