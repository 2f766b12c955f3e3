"""The package's TOML data files read through their cache give exactly what tomllib gives."""

from __future__ import annotations

import json
import os
import tomllib
from importlib import resources
from pathlib import Path

import pytest

from referee.core.datafiles import cache_path, load_toml

PACKAGE_TOML = sorted(
    p
    for package in ("referee.i18n", "referee.looot")
    for p in Path(str(resources.files(package))).rglob("*.toml")
    if "__pycache__" not in p.parts
)


def ordered(data: object) -> str:
    """Values, types and key order, as text (== on dicts ignores key order)."""
    return json.dumps(data, ensure_ascii=False, default=repr)


@pytest.mark.parametrize("path", PACKAGE_TOML, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_every_data_file_reads_the_same_parsed_and_cached(path: Path, tmp_path: Path) -> None:
    copy = tmp_path / path.name
    copy.write_bytes(path.read_bytes())
    expected = ordered(tomllib.loads(path.read_text(encoding="utf-8")))
    assert ordered(load_toml(copy)) == expected  # parsed, cache written
    assert cache_path(copy).exists()
    assert ordered(load_toml(copy)) == expected  # from the cache


def test_a_changed_file_is_parsed_again(tmp_path: Path) -> None:
    path = tmp_path / "a.toml"
    path.write_text("x = 1\n", encoding="utf-8")
    assert load_toml(path) == {"x": 1}
    path.write_text("x = 22\n", encoding="utf-8")
    assert load_toml(path) == {"x": 22}
    stat = path.stat()
    path.write_text("x = 33\n", encoding="utf-8")  # same size: the modification time tells
    os.utime(path, ns=(stat.st_atime_ns, stat.st_mtime_ns + 1_000_000))
    assert load_toml(path) == {"x": 33}


def test_a_damaged_cache_is_ignored_and_written_again(tmp_path: Path) -> None:
    path = tmp_path / "a.toml"
    path.write_text('name = "Ann"\n', encoding="utf-8")
    load_toml(path)
    cache = cache_path(path)
    head = cache.read_bytes().split(b"\n", 2)
    cache.write_bytes(head[0] + b"\n" + head[1] + b"\n" + b"\xff\x00garbage")
    assert load_toml(path) == {"name": "Ann"}
    assert load_toml(path) == {"name": "Ann"} and b"garbage" not in cache.read_bytes()


def test_where_no_cache_can_be_written_the_file_is_parsed_each_time(tmp_path: Path) -> None:
    path = tmp_path / "a.toml"
    path.write_text("x = [1, 2]\n", encoding="utf-8")
    (tmp_path / "__pycache__").write_text("a file where the folder would be", encoding="utf-8")
    assert load_toml(path) == {"x": [1, 2]}
    assert load_toml(path) == {"x": [1, 2]}


def test_values_marshal_cannot_hold_are_parsed_each_time(tmp_path: Path) -> None:
    path = tmp_path / "a.toml"
    path.write_text("day = 2026-11-29\n", encoding="utf-8")
    assert str(load_toml(path)["day"]) == "2026-11-29"
    assert not cache_path(path).exists()
    assert str(load_toml(path)["day"]) == "2026-11-29"


def test_broken_toml_raises_as_tomllib_does(tmp_path: Path) -> None:
    path = tmp_path / "a.toml"
    path.write_text("x = \n", encoding="utf-8")
    with pytest.raises(tomllib.TOMLDecodeError):
        load_toml(path)
    with pytest.raises(FileNotFoundError):
        load_toml(tmp_path / "missing.toml")
