"""`referee serve` as a process: the links it prints, live events within 0.5 s of a terminal's move,
Ctrl-C exits 0 with nothing lost, --new-links revokes, --lan warns (issue 26, items 1 and 6)."""

from __future__ import annotations

import http.client
import json
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
from urllib.parse import urlsplit

import pytest

from referee.serve import app as serve_app

from .conftest import Serving, pendulum_save


def status_of(url: str) -> int:
    try:
        with urllib.request.urlopen(url, timeout=5) as answer:
            return int(answer.status)
    except urllib.error.HTTPError as exc:
        return exc.code


def referee(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "referee", "--lang", "en", *args], capture_output=True, text=True
    )


def test_serve_prints_the_links_follows_a_terminal_within_half_a_second_and_stops_on_ctrl_c(tmp_path):
    save = pendulum_save(tmp_path)
    serving = Serving(save)
    try:
        assert list(serving.links) == ["viewer", "table", "Ann", "Bob", "Cid"]
        parts = urlsplit(serving.links["viewer"])
        assert parts.hostname == "127.0.0.1" and parts.port and parts.path.startswith("/p/")
        assert f"port {parts.port}" in serving.stderr_first
        assert status_of(serving.links["Ann"]) == 200
        events: list[tuple[float, dict]] = []
        connection = http.client.HTTPConnection("127.0.0.1", parts.port, timeout=10)
        connection.request("GET", parts.path + "/events")
        stream = connection.getresponse()
        assert stream.headers["content-type"].startswith("text/event-stream")

        def read():
            for raw in stream:
                line = raw.decode()
                if line.startswith("data: "):
                    events.append((time.monotonic(), json.loads(line[6:])))
                    if len(events) == 2:
                        return

        reader = threading.Thread(target=read, daemon=True)
        reader.start()
        deadline = time.monotonic() + 10
        while not events and time.monotonic() < deadline:
            time.sleep(0.01)
        assert events and events[0][1]["moves_made"] == 8
        moved = referee("move", str(save), "place grande black-bottom-1")
        assert moved.returncode == 0, moved.stderr
        saved = time.monotonic()  # the move is on disk when the terminal's command has returned
        reader.join(timeout=5)
        assert len(events) == 2 and events[1][1]["moves_made"] == 9
        assert events[1][0] - saved <= 0.5
        connection.close()
        for _ in range(serve_app.MAX_STREAMS + 4):  # pages closed free their stream: none is leaked
            opened = http.client.HTTPConnection("127.0.0.1", parts.port, timeout=10)
            opened.request("GET", urlsplit(serving.links["Bob"]).path + "/events")
            answer = opened.getresponse()
            assert answer.status == 200
            answer.readline()
            opened.close()
            time.sleep(0.1)
    finally:
        code, err = serving.stop()
    assert code == 0, err
    assert "Stopped. The save holds all 9 moves." in err and "Traceback" not in err
    assert referee("verify", str(save)).returncode == 0


def test_new_links_revoke_the_printed_ones_and_lan_warns(tmp_path):
    save = pendulum_save(tmp_path)
    first = Serving(save)
    old = dict(first.links)
    assert first.stop()[0] == 0
    second = Serving(save, "--new-links", "--lan")
    try:
        assert "local network" in second.stderr_first
        assert set(second.links.values()).isdisjoint(old.values())
        port = urlsplit(second.links["viewer"]).port
        local = f"http://127.0.0.1:{port}"
        for name, url in old.items():
            assert status_of(local + urlsplit(url).path) == 403, name
        assert status_of(local + urlsplit(second.links["Bob"]).path) == 200
    finally:
        assert second.stop()[0] == 0


def test_a_taken_port_or_a_bad_one_is_a_clear_error(tmp_path):
    save = pendulum_save(tmp_path)
    serving = Serving(save)
    try:
        port = str(urlsplit(serving.links["viewer"]).port)
        taken = referee("serve", str(save), "--port", port)
        assert taken.returncode != 0 and f"cannot listen on port {port}" in taken.stderr
        bad = referee("serve", str(save), "--port", "70000")
        assert bad.returncode == 2 and "65535" in bad.stderr
    finally:
        serving.stop()


@pytest.mark.parametrize("command", [["serve", "--help"]])
def test_serve_has_help_in_both_languages(command):
    for lang, words in (("en", "--new-links"), ("zh", "生成新的秘密链接")):
        shown = subprocess.run(
            [sys.executable, "-m", "referee", "--lang", lang, *command], capture_output=True, text=True
        )
        assert shown.returncode == 0 and words in shown.stdout
