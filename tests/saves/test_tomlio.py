"""The saves' TOML fast path gives exactly what tomllib gives, and writes what tomllib reads back."""

from __future__ import annotations

import tomllib
from typing import Any

import pytest
import tomli_w
from hypothesis import given
from hypothesis import strategies as st

from saves import tomlio

# Text as players type it, and the characters that need escapes or are not allowed raw in TOML.
TEXT = st.text(alphabet=st.characters(codec="utf-8", exclude_categories=["Cs"]), max_size=12)
PLAIN = st.sampled_from(["Ann", "place 3,-2", "tile wood 0,5", "安妮", "board 2 at -3,-2 r0", "", "a b"])
SOME_TEXT = st.one_of(
    PLAIN, TEXT, st.sampled_from(['say "hi"', "back\\slash", "tab\there", "new\nline", "\x7f"])
)
COUNT = st.one_of(st.integers(0, 300), st.sampled_from([10**17, 10**18, -1]))


@st.composite
def entries(draw: st.DrawFn, plain: bool) -> list[dict[str, Any]]:
    text = PLAIN if plain else SOME_TEXT
    count = st.integers(0, 300) if plain else COUNT
    rows = []
    for n in range(1, draw(st.integers(0 if not plain else 1, 6)) + 1):
        row: dict[str, Any] = {
            "n": n if plain else draw(count),
            "move": draw(text),
            "by": draw(text),
            "phase": draw(text),
            "round": draw(count),
            "at": "2026-11-29T15:08:25+00:00" if plain else draw(text),
        }
        if not plain and draw(st.booleans()):
            row[draw(st.sampled_from(["note", "x y", "n2"]))] = draw(
                st.one_of(TEXT, st.integers(), st.booleans())
            )
        rows.append(row)
    return rows


@st.composite
def saves(draw: st.DrawFn, plain: bool = False) -> dict[str, Any]:
    data: dict[str, Any] = {
        "schema": 1,
        "game": "looot",
        "app_version": "0.1.0",
        "created": "2026-11-29T15:08:25+00:00",
        "updated": "2026-11-29T15:08:25+00:00",
        "players": draw(st.lists(SOME_TEXT, min_size=1, max_size=4)),
        "setup_digest": "sha256:c7446b",
        "options": draw(st.dictionaries(st.sampled_from(["optional_actions", "a b", "é"]), SOME_TEXT)),
        "snapshot": {"entries": 3, "digest": "sha256:6fca4"},
        "log": draw(entries(plain)),
    }
    if draw(st.booleans()):
        data["undone"] = draw(entries(plain))
    if not plain and draw(st.booleans()):
        data[draw(st.sampled_from(["note", "extra"]))] = draw(st.one_of(TEXT, st.dictionaries(PLAIN, TEXT)))
    return data


def read_both(text: str) -> tuple[Any, Any]:
    """(tomllib's result or error, the fast path's), errors as (type, message)."""
    results = []
    for loads in (tomllib.loads, tomlio.loads):
        try:
            results.append(loads(text))
        except tomllib.TOMLDecodeError as exc:
            results.append((type(exc), str(exc)))
    return results[0], results[1]


@given(saves())
def test_what_is_written_reads_back_the_same_both_ways(data: dict[str, Any]) -> None:
    text = tomlio.dumps(data)
    assert tomllib.loads(text) == data
    assert tomlio.loads(text) == data


@given(saves(plain=True))
def test_a_plain_save_takes_the_fast_path(data: dict[str, Any]) -> None:
    text = tomlio.dumps(data)
    fast = tomlio._fast_loads(text)
    assert fast is not None and fast[0] == tomllib.loads(text) == data
    head_in_fixed_form = tomlio._read_plain(text[: text.find("\n[[log]]\n") + 1]) is not None
    assert tomlio.read(text) == fast == (data, head_in_fixed_form)
    from saves.schema import _deeper_than

    if head_in_fixed_form:  # why `schema.parse` need not walk a save wholly in the fixed form
        assert not _deeper_than(data, 3)


@given(saves(plain=True))
def test_long_entries_are_written_as_tomli_w_writes_them(data: dict[str, Any]) -> None:
    """Saves written before the fast path are byte for byte what it writes now.

    tomli_w writes an array of tables as `[[log]]` tables once an entry is too long for one line,
    which the timestamp of every real entry makes it.
    """
    for row in data["log"] + data.get("undone", []):
        row["at"] = "2026-11-29T15:08:25.123456+00:00 " + "x" * 60
    assert tomlio.dumps(data) == tomli_w.dumps(data)


@given(st.one_of(saves(), saves(plain=True)), st.data())
def test_any_edit_reads_as_tomllib_reads_it(data: dict[str, Any], choice: st.DataObject) -> None:
    """Hand edits, cuts, CRLF, comments: the result, or the error and its position, is tomllib's."""
    text = tomlio.dumps(data)
    edit = choice.draw(st.sampled_from(["insert", "delete", "crlf", "comment", "cut", "blank"]))
    at = choice.draw(st.integers(0, len(text)))
    if edit == "insert":
        text = (
            text[:at]
            + choice.draw(st.sampled_from(['"', "\\", "\n", "#", "[", "=", " ", "x", "\t"]))
            + text[at:]
        )
    elif edit == "delete":
        text = text[:at] + text[at + 1 :]
    elif edit == "crlf":
        text = text.replace("\n", "\r\n")
    elif edit == "comment":
        line_start = text.rfind("\n", 0, at) + 1
        text = text[:line_start] + "# note\n" + text[line_start:]
    elif edit == "cut":
        text = text[:at]
    else:
        text = text[:at] + "\n" + text[at:]
    expected, fast = read_both(text)
    assert fast == expected


@pytest.mark.parametrize(
    "text",
    [
        'schema = 1\nlog = "x"\n\n[[log]]\nn = 1\nmove = "a"\nby = "b"\nphase = "c"\nround = 0\nat = "d"\n',
        'x = """\n[[log]]\nn = 1\n"""\n',
        'schema = 1\n\n[[log]]\nn = 01\nmove = "a"\nby = "b"\nphase = "c"\nround = 0\nat = "d"\n',
        'schema = 1\n\n[[log]]\nn = 1\nmove = "a"\nby = "b"\nphase = "c"\nround = 0\nat = "d"\n\n[other]\nk = 1\n',
        'schema = 1\n\n[[log]]\nn = 1\nmove = "a"\nby = "b"\nphase = "c"\nround = 0\nat = "d"\nn = 2\n',
    ],
    ids=["log defined above", "inside a string", "leading zero", "a table after", "duplicate key"],
)
def test_texts_near_the_fixed_form_read_as_tomllib_reads_them(text: str) -> None:
    expected, fast = read_both(text)
    assert fast == expected


HEAD_VALUES = st.one_of(
    st.integers(-(10**18), 10**18),
    PLAIN,
    SOME_TEXT,
    st.lists(st.one_of(PLAIN, SOME_TEXT), max_size=3),
    st.booleans(),
)
KEYS = st.one_of(st.sampled_from(["schema", "game", "players", "a-b", "x_1", "options"]), TEXT)


@given(
    st.dictionaries(KEYS, st.one_of(HEAD_VALUES, st.dictionaries(KEYS, HEAD_VALUES, max_size=3)), max_size=6)
)
def test_a_head_is_written_as_tomli_w_writes_it_and_read_as_tomllib_reads_it(data: dict[str, Any]) -> None:
    text = tomlio.dumps(data)
    assert text == tomli_w.dumps(data)
    assert tomlio.loads(text) == data
    plain = tomlio._read_plain(text)
    assert plain is None or plain == data


@given(saves(plain=True))
def test_the_head_of_a_plain_save_needs_no_tomllib(data: dict[str, Any]) -> None:
    data["options"] = {"optional_actions": "published"}
    data["players"] = ["Ann", "安妮", "O'Neil"]
    text = tomlio.dumps(data)
    head = text[: text.find("\n[[log]]\n") + 1]
    assert tomlio._read_plain(head) == tomllib.loads(head)


@pytest.mark.parametrize(
    "text",
    [
        "a = 1\na = 2\n",
        "a = 1\n\n[t]\nb = 1\n\n[t]\nc = 2\n",
        "a = 1\n\n[a]\nb = 1\n",
        "a = 1\n\nb = 2\n",
        'a = [\n    "x",\n',
        'a = [\n    "x"\n]\n',
        "a = []\n",
        "a = -0\nb = -12\nc = 007\n",
        "[t]\nb = 1\n",
        "a = 1\n\n[t]\n\n",
        "a = 1\n\n\n[t]\n",
        "\n",
        "",
        "a = 1",
        'a = "x" # note\n',
    ],
)
def test_heads_near_the_fixed_form_read_as_tomllib_reads_them(text: str) -> None:
    expected, fast = read_both(text)
    assert fast == expected
