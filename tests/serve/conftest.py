"""Saves to serve and the server around them: Starlette's TestClient for the HTTP surface (fast, in
process), the real `referee serve` process for the command and the browser tests."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import warnings
from pathlib import Path

import pytest

from saves.session import Session
from tests.pendulum.helpers import opening_lines, setup_lines

PLAYERS = ("Ann", "Bob", "Cid")


def pendulum_save(folder: Path, opening: bool = False) -> Path:
    """A 3-player Pendulum save past the table's set-up (and the opening placements with `opening`)."""
    path = folder / "pendulum.toml"
    session = Session.create(path, "pendulum", list(PLAYERS), {})
    for line in setup_lines(PLAYERS) + (opening_lines(PLAYERS)[:-1] if opening else []):
        session.declare(line)
    return path


LEHAVRE_START = [
    "table: order Ann, Bob",
    "table: chit 4",
    "Ann: enter B1",
    "Ann: build 07",
    "Ann: pay 1clay",
    "Ann: done",
    "table: chit 1",
    "Bob: enter B2",
    "Bob: pay 1fr",
    "Bob: build 03",
    "Bob: pay 1wood 1clay",
    "Bob: done",
    "table: chit 2",
]  # the first moves of tests/golden/lehavre_2p_short.moves: Ann's turn, Bob owns 03


def lehavre_save(folder: Path) -> Path:
    path = folder / "lehavre.toml"
    session = Session.create(path, "lehavre", ["Ann", "Bob"], {"length": "short"})
    for line in LEHAVRE_START:
        session.declare(line)
    return path


class Served:
    """A save behind the app, with a TestClient and the secrets of its links."""

    def __init__(self, path: Path, scale: float = 1.0) -> None:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            from starlette.testclient import TestClient
        from referee.serve import links
        from referee.serve.app import Server, build
        from referee.serve.desk import Desk

        self.path = path
        self.desk = Desk(path, scale)
        self.links = links.load(path, self.desk.session.save.players)
        self.server = Server(self.desk, self.links)
        self.client = TestClient(build(self.server))

    def secret(self, role: str) -> str:
        """The secret of a link by the name printed before it (`viewer`, `table`, a player)."""
        from referee.serve.links import VIEWER

        return self.links.keys[VIEWER if role == "viewer" else role]

    def key(self, role: str) -> dict[str, str]:
        return {"X-Referee-Key": self.secret(role)}

    def move(self, role: str, text: str, **extra: object):
        return self.client.post("/api/move", json={"text": text, **extra}, headers=self.key(role))

    def check(self, role: str, text: str):
        return self.client.post("/api/check", json={"text": text}, headers=self.key(role))

    def state(self, role: str = "viewer", lang: str = "en") -> dict:
        answer = self.client.get(f"/api/state?lang={lang}", headers=self.key(role))
        assert answer.status_code == 200, answer.text
        return answer.json()


class Serving:
    """`referee serve SAVE ...` running; its links by name."""

    def __init__(self, save: Path, *options: str) -> None:
        env = {**os.environ, "PYTHONUNBUFFERED": "1"}
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "referee", "--lang", "en", "serve", str(save), *options],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env=env,
        )
        self.links: dict[str, str] = {}
        assert self.proc.stdout is not None
        roles = 2 + len(Session.open(save).save.players)  # the viewer, the table, each player
        while len(self.links) < roles:
            line = self.proc.stdout.readline()
            assert line, self.proc.stderr.read() if self.proc.stderr else ""
            name, url = line.split()
            self.links[name] = url
        self.stderr_first = self.proc.stderr.readline() if self.proc.stderr else ""
        while "Serving on port" not in self.stderr_first:
            self.stderr_first += self.proc.stderr.readline()

    def stop(self) -> tuple[int, str]:
        self.proc.send_signal(signal.SIGINT)
        _, err = self.proc.communicate(timeout=10)
        return self.proc.returncode, err


@pytest.fixture
def pendulum(tmp_path) -> Served:
    return Served(pendulum_save(tmp_path))


@pytest.fixture
def lehavre(tmp_path) -> Served:
    return Served(lehavre_save(tmp_path))


def pytest_terminal_summary(terminalreporter):
    """Say in the summary, not only in `-rs`, when the browser tests did not run and why."""
    for report in terminalreporter.stats.get("skipped", []):
        if "test_browser" in report.nodeid and isinstance(report.longrepr, tuple):
            terminalreporter.write_line(f"NOTE: {report.longrepr[2]}", yellow=True)
            return
