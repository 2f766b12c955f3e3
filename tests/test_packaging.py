"""Every data file the program reads is shipped: pyproject's package-data globs cover it.

The game's message files, rulings and catalogs live beside the code that reads them; a file a glob
misses works from the checkout and is missing from an installed copy (`pip install .`).
"""

from __future__ import annotations

import tomllib
from pathlib import Path

from referee.core.declared import PIECES
from referee.registry import PACKAGES

ROOT = Path(__file__).resolve().parents[1]


def test_package_data_ships_every_data_file_of_the_packages():
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]
    shipped = {
        path
        for package, patterns in config["package-data"].items()
        for pattern in patterns
        for path in (ROOT / package.replace(".", "/")).glob(pattern)
    }
    data = {
        path
        for top in config["packages"]["find"]["include"]
        for path in (ROOT / top.rstrip("*")).rglob("*")
        if path.is_file()
        and "__pycache__" not in path.parts
        and path.suffix not in (".py", ".pyc")
        and not path.is_relative_to(ROOT / "docs" / "screens")  # the README's screenshots: never read
    }
    assert {p.relative_to(ROOT).as_posix() for p in data - shipped} == set()
    names = {p.relative_to(ROOT).as_posix() for p in shipped}
    assert {"referee/looot/messages.zh.toml", "docs/notation.md", "docs/rulings/general.zh.md"} <= names
    for package in PACKAGES:  # each game's pieces, in its package (referee/core/declared.py)
        folder = package.replace(".", "/")
        assert {f"{folder}/{piece}" for piece in PIECES if not piece.endswith(".py")} <= names, package
