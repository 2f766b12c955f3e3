"""Bad saves: every damaged or odd save file gives a clear message and exit 4, never a traceback.

Truncation at every byte offset, a BOM, CRLF line ends, invalid UTF-8, a newer or an older schema,
unknown keys, malformed fields, a hand-edited history with an illegal move, a snapshot digest that
no longer matches, and random mutations of the file. A save that still loads must hold a prefix of
its real log: nothing is ever invented. `referee verify` reports and repairs.
"""

from __future__ import annotations

import random
import re
import tomllib
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
import tomli_w

from referee.core.errors import MoveSyntaxError, SaveError
from referee.core.game import Declaration, check, parse_declaration, play
from referee.registry import rules_for
from saves import schema, store
from saves.migrations import CURRENT
from saves.session import Session
from tests.kit.support import STRESS, TRACKED, Intended, intended, logged, write_save

UPTO = 16


@pytest.fixture(params=TRACKED)
def sample(request, referee_home) -> tuple[str, Path, Intended]:
    game = request.param
    plan = intended(game, seed=21)
    path = referee_home / "saves" / "sample.toml"
    write_save(path, game, plan, UPTO)
    return game, path, plan


def _edit(path: Path, change: Callable[[dict[str, Any]], None]) -> None:
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    change(data)
    path.write_text(tomli_w.dumps(data), encoding="utf-8")


def _refused(result, *words: str) -> None:
    assert result.exit_code == 4, result.output
    assert "Traceback" not in result.output
    for word in words:
        assert word in result.output, result.output


def _loads_as_prefix(path: Path, plan: Intended) -> bool:
    """True if the save loads (then its log is a prefix of the real one); False on a SaveError."""
    try:
        session = Session.open(path)
    except SaveError:
        return False
    assert logged(session.save.log) == list(plan.moves[: len(session.save.log)])
    return True


# -- truncation, encodings --------------------------------------------------------------------------


def test_a_save_truncated_at_any_byte_is_refused_or_a_prefix(sample, cli):
    _, path, plan = sample
    whole = path.read_bytes()
    every = 1 if STRESS or len(whole) <= 6000 else 3
    loaded = refused = 0
    for cut in range(0, len(whole), every):
        path.write_bytes(whole[:cut])
        if _loads_as_prefix(path, plan):
            loaded += 1
        else:
            refused += 1
        if cut % 97 == 0 or STRESS:  # and through the CLI: status and verify, exit 0 or 4, no traceback
            for command in ("status", "verify"):
                result = cli(command, str(path))
                assert result.exit_code in (0, 4), result.output
                assert result.exit_code == 0 or "Save problem" in result.output
    assert refused > loaded  # almost every cut breaks the file, and each such break is reported


def test_bom_and_crlf_are_read_as_the_same_game(sample, cli):
    _, path, plan = sample
    text = path.read_text(encoding="utf-8")
    expected = Session.open(path).state
    for raw in (
        b"\xef\xbb\xbf" + text.encode(),
        text.replace("\n", "\r\n").encode(),
        b"\xef\xbb\xbf" + text.replace("\n", "\r\n").encode(),
    ):
        path.write_bytes(raw)
        assert Session.open(path).state == expected
        assert cli("status", str(path)).exit_code == 0
    assert cli("move", str(path), plan.text(UPTO)).exit_code == 0
    rewritten = path.read_bytes()
    assert not rewritten.startswith(b"\xef\xbb\xbf") and b"\r\n" not in rewritten


@pytest.mark.parametrize("where", ["start", "middle", "end"])
def test_invalid_utf8_is_exit_4_with_its_line(sample, cli, where):
    _, path, _ = sample
    raw = path.read_bytes()
    at = {"start": 0, "middle": raw.index(b'move = "') + 8, "end": len(raw)}[where]
    path.write_bytes(raw[:at] + b"\xff\xfe\xc3" + raw[at:])
    _refused(cli("status", str(path)), "not UTF-8", "line ")
    _refused(cli("verify", str(path)), "not UTF-8")


# -- schema versions --------------------------------------------------------------------------------


def test_a_newer_schema_asks_to_upgrade_referee(sample, cli):
    _, path, plan = sample
    _edit(path, lambda d: d.update(schema=schema.SCHEMA + 1))
    before = path.read_bytes()
    _refused(cli("status", str(path)), "upgrade referee")
    _refused(cli("move", str(path), plan.text(UPTO)), "upgrade referee")
    _refused(cli("verify", str(path), "--repair"), "upgrade referee")
    assert path.read_bytes() == before


@pytest.mark.parametrize("value", ['"1"', "true", "-1", "1.0", "[1]"])
def test_a_schema_that_is_not_a_version_is_exit_4(sample, cli, value):
    _, path, _ = sample
    text = path.read_text(encoding="utf-8").replace(f"schema = {schema.SCHEMA}\n", f"schema = {value}\n", 1)
    path.write_text(text, encoding="utf-8")
    _refused(cli("status", str(path)), "schema")


def _as_schema_0(data: dict[str, Any]) -> None:
    """The pre-release format: no schema, no snapshot, no undo list, entries with move and by only."""
    for key in ("schema", "snapshot", "undone", "app_version"):
        data.pop(key, None)
    data["log"] = [{"move": e["move"], "by": e["by"]} for e in data["log"]]


def test_an_older_schema_is_migrated_and_says_so(sample, cli):
    _, path, plan = sample
    expected = Session.open(path).state
    _edit(path, _as_schema_0)
    v0 = path.read_text(encoding="utf-8")
    assert not re.search(r"^(schema|n) = ", v0, re.M)  # no schema, no numbered entries
    assert Session.open(path).state == expected
    result = cli("status", str(path))
    assert result.exit_code == 0 and f"migrated to schema {CURRENT}" in result.output, result.output
    assert cli("move", str(path), plan.text(UPTO)).exit_code == 0  # written in the current schema ...
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    assert data["schema"] == CURRENT and [e["n"] for e in data["log"]] == list(range(1, UPTO + 2))
    assert store.backup_path(path).read_text(encoding="utf-8") == v0  # ... the v0 file kept as backup
    assert "migrated" not in cli("status", str(path)).output


def test_verify_repair_writes_a_migrated_save_in_the_current_schema(sample, cli):
    _, path, _ = sample
    _edit(path, _as_schema_0)
    result = cli("verify", str(path), "--repair")
    assert result.exit_code == 0 and "migrated" in result.output and "Rewrote" in result.output
    assert tomllib.loads(path.read_text(encoding="utf-8"))["schema"] == schema.SCHEMA


def test_a_save_that_lost_its_schema_line_is_not_taken_for_an_old_one(sample, cli):
    _, path, _ = sample
    _edit(path, lambda d: d.pop("schema"))
    _refused(cli("status", str(path)), "'schema' key is missing")


def test_a_toml_file_that_is_not_a_save_is_exit_4(cli, tmp_path):
    path = tmp_path / "pyproject.toml"
    path.write_text('[project]\nname = "x"\n', encoding="utf-8")
    _refused(cli("status", str(path)), "not a referee save")


# -- unknown keys and malformed fields ------------------------------------------------------------


def test_unknown_keys_are_kept_and_noted(sample, cli):
    _, path, plan = sample

    def add(data: dict[str, Any]) -> None:
        data["table_notes"] = "Friday at Bob's"
        data["log"][2]["comment"] = "a fine move"

    _edit(path, add)
    result = cli("status", str(path))
    assert result.exit_code == 0
    assert "'table_notes'" in result.output and "'comment'" in result.output and "kept" in result.output
    assert cli("move", str(path), plan.text(UPTO)).exit_code == 0
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    assert data["table_notes"] == "Friday at Bob's" and data["log"][2]["comment"] == "a fine move"


def test_an_unknown_house_rule_is_exit_4(sample, cli):
    _, path, _ = sample
    _edit(path, lambda d: d.setdefault("options", {}).update(no_such_rule="yes"))
    _refused(cli("status", str(path)), "unknown house rule 'no_such_rule'")


def _malformed(game: str, players: tuple[str, ...]) -> dict[str, Callable[[dict[str, Any]], None]]:
    def entry(key: str, value: Any) -> Callable[[dict[str, Any]], None]:
        return lambda d: d["log"][3].__setitem__(key, value)

    untracked = next(
        (g for g in ("guilds", "lehavre", "pendulum", "looot") if g not in TRACKED), "no-such-game"
    )
    return {
        "n = inf": entry("n", float("inf")),
        "n as text": entry("n", "4"),
        "n out of order": entry("n", 9),
        "round = nan": entry("round", float("nan")),
        "move a number": entry("move", 5),
        "move a table": entry("move", {"x": 1}),
        "by a list": entry("by", ["Ann"]),
        "entry without move": lambda d: d["log"][3].pop("move"),
        "entry not a table": lambda d: d.update(log=[1, 2]),
        "log not an array": lambda d: d.update(log=3),
        "undone not an array": lambda d: d.update(undone="x"),
        "no players": lambda d: d.update(players=[]),
        "players as text": lambda d: d.update(players="Ann"),
        "a player twice": lambda d: d.update(players=[players[0], *players[:-1]]),
        "too many players": lambda d: d.update(players=[f"P{i}" for i in range(12)]),
        "a player called table": lambda d: d.update(players=["table", *players[1:]]),
        "an empty player name": lambda d: d.update(players=["", *players[1:]]),
        "options not text": lambda d: d.update(options={"x": 1}),
        "unknown game": lambda d: d.update(game="no-such-game"),
        "game without an engine": lambda d: d.update(game=untracked),
        "game a number": lambda d: d.update(game=3),
        "no game": lambda d: d.pop("game"),
    }


@pytest.mark.parametrize("case", list(_malformed("x", ("A", "B", "C"))))
def test_a_malformed_field_is_exit_4(sample, cli, case):
    game, path, plan = sample
    _edit(path, _malformed(game, plan.players)[case])
    before = path.read_bytes()
    for args in (("status", str(path)), ("verify", str(path)), ("move", str(path), plan.text(UPTO))):
        _refused(cli(*args), "Save problem")
    assert path.read_bytes() == before


# -- history edited by hand -------------------------------------------------------------------------


def _illegal_replacement(game: str, plan: Intended, index: int) -> tuple[str, str]:
    """A (by, move) that reads but is illegal at log position `index`, found among the game's moves."""
    rules = rules_for(game)
    state = rules.new_state(list(plan.players), {})
    for by, text in plan.moves[:index]:
        state = play(rules, state, Declaration(rules.parse(text), by)).state
    for by, text in plan.moves[index + 1 :] + plan.moves[:index]:
        try:
            decl = parse_declaration(rules, state, text)
        except MoveSyntaxError:
            continue
        if check(rules, state, Declaration(decl.move, by)):
            return by, text
    others = [p for p in plan.players if p != plan.moves[index][0]]
    return others[0], plan.moves[index][1]  # the right move by the wrong declarer


@pytest.mark.parametrize("keep_snapshot", [False, True])
def test_an_illegal_move_edited_into_the_history_is_reported_with_its_entry_number(
    sample, cli, keep_snapshot
):
    game, path, plan = sample
    index = UPTO // 2
    by, text = _illegal_replacement(game, plan, index)

    def change(data: dict[str, Any]) -> None:
        data["log"][index].update(by=by, move=text)
        if not keep_snapshot:
            del data["snapshot"]  # the table accepted its edit

    _edit(path, change)
    _refused(cli("status", str(path)), f"log entry {index + 1}", "illegal", "edited by hand")
    result = cli("verify", str(path))
    _refused(result, f"log entry {index + 1}", "--repair")
    repaired = cli("verify", str(path), "--repair", "--yes")  # it drops entries: no terminal here
    assert repaired.exit_code == 0 and f"kept the first {index} entries" in repaired.output
    assert logged(Session.open(path).save.log) == list(plan.moves[:index])
    assert cli("verify", str(path)).exit_code == 0


@pytest.mark.parametrize(
    "edit",
    [
        lambda d: d.update(log=d["log"][:-3]),  # three moves dropped by hand: still legal
        lambda d: d.pop("snapshot"),  # the snapshot removed (or the file cut before it)
        lambda d: d["snapshot"].update(entries=99),
        lambda d: d["snapshot"].update(digest="sha256:0"),
        lambda d: d.update(players=list(reversed(d["players"]))),  # seats swapped by hand
    ],
    ids=["moves-dropped", "no-snapshot", "entries-off", "digest-off", "seats-swapped"],
)
def test_a_log_that_is_not_the_saved_one_is_refused_until_verify_repair_accepts_it(sample, cli, edit):
    _, path, plan = sample
    _edit(path, edit)
    moves = logged(schema.decode(path.read_text(encoding="utf-8"), "x", check_digest=False).log)
    _refused(cli("status", str(path)), "snapshot")
    _refused(cli("move", str(path), plan.text(len(moves))), "snapshot")
    _refused(cli("verify", str(path)), "replay legally", "--repair")
    assert cli("verify", str(path), "--repair").exit_code == 0
    assert cli("status", str(path)).exit_code == 0
    assert logged(Session.open(path).save.log) == moves


def test_an_unreadable_save_names_its_backup(sample, cli):
    _, path, plan = sample
    assert cli("move", str(path), plan.text(UPTO)).exit_code == 0  # now a backup exists
    path.write_bytes(path.read_bytes()[:200])
    result = cli("verify", str(path))
    _refused(result, str(store.backup_path(path)))
    assert cli("verify", str(store.backup_path(path))).exit_code == 0


# -- random damage -----------------------------------------------------------------------------


def _mutate(raw: bytes, rng: random.Random) -> bytes:
    lines = raw.split(b"\n")
    kind = rng.randrange(6)
    i = rng.randrange(len(lines))
    if kind == 0:
        del lines[i]
    elif kind == 1:
        lines.insert(i, lines[rng.randrange(len(lines))])
    elif kind == 2:
        j = rng.randrange(len(lines))
        lines[i], lines[j] = lines[j], lines[i]
    elif kind == 3 and lines[i]:
        k = rng.randrange(len(lines[i]))
        lines[i] = lines[i][:k] + bytes([rng.randrange(256)]) + lines[i][k + 1 :]
    elif kind == 4:
        k = rng.randrange(len(lines[i]) + 1)
        lines[i] = (
            lines[i][:k]
            + rng.choice([b'"', b"=", b"[", b"]", b"\\", b"\x00", b"#", b"9" * 30])
            + lines[i][k:]
        )
    else:
        lines[i] = b""
    return b"\n".join(lines)


def test_randomly_damaged_saves_are_refused_or_a_prefix(sample, cli):
    game, path, plan = sample
    rng = random.Random(f"damage-{game}")
    whole = path.read_bytes()
    rounds = 2000 if STRESS else 300
    for i in range(rounds):
        raw = whole
        for _ in range(rng.randint(1, 3)):
            raw = _mutate(raw, rng)
        path.write_bytes(raw)
        try:
            session = Session.open(path)
        except SaveError:
            pass
        else:  # a harmless edit (a timestamp, a phase), or the snapshot itself was removed
            moves = logged(session.save.log)
            if moves != list(plan.moves[: len(moves)]):
                snapshot = tomllib.loads(raw.decode("utf-8-sig")).get("snapshot")
                assert not isinstance(snapshot, dict), f"mutation {i} changed the log past the digest"
        if i % 10 == 0:
            result = cli("verify", str(path))
            assert result.exit_code in (0, 4), result.output
