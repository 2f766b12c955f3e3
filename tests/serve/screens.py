"""The screenshots in docs/screens/: each game's page on a phone (360×740) and a TV (1280×800), in
English and Chinese, from positions of the golden games (tests/golden). Run after a change to the
page or a game's browser picture, then look at them:

    .venv/bin/python -m tests.serve.screens [docs/screens]

The phone is a player's link (with the move box and the last refusal), the TV the viewer's.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

from saves.session import Session
from tests.serve.conftest import Serving

ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "tests" / "golden"
SIZES = {"phone": {"width": 360, "height": 740}, "tv": {"width": 1280, "height": 800}}
PENDULUM_TIMED = [
    "table: board 4 4 5",
    *(
        f"table: character {n} Mat{i} basic start 3/4/5 parchment 5/5/5 end 7/7/7"
        for i, n in enumerate(("Ann", "Bob", "Cid"), 1)
    ),
    "table: order Ann Bob Cid",
    "table: achievement A1",
    "table: provinces P1 P2 P3 P4",
    "table: rewards C1 C2 C3 C4 C5",
    *(f"{n}: place grande black-bottom-{i}" for i, n in enumerate(("Ann", "Bob", "Cid"), 1)),
    *(f"{n}: place common green-bottom-{i}" for i, n in enumerate(("Ann", "Bob", "Cid"), 1)),
    "table: start @0",
]
# game: (players, options, moves, a refused move from the phone's player)
GAMES = {
    "looot": (("Ann", "Bob", "Cid"), {}, ("looot_3p.moves", None), ("Ann", "place 0,0")),
    "guilds": (("Ann", "Bob"), {}, ("guilds_2p.moves", 40), ("Bob", "pass")),
    "lehavre": (("Ann", "Bob"), {"length": "short"}, ("lehavre_2p_short.moves", 13), ("Bob", "enter B3")),
    "pendulum": (("Ann", "Bob", "Cid"), {}, None, ("Bob", "flip purple")),
}


def golden(name: str, count: int | None) -> list[str]:
    lines = [line.strip() for line in (GOLDEN / name).read_text(encoding="utf-8").splitlines()]
    lines = [line for line in lines if line and not line.startswith("#")]
    return lines if count is None else lines[:count]


def save_for(folder: Path, game: str) -> tuple[Path, tuple[str, str]]:
    players, options, moves, refused = GAMES[game]
    path = folder / f"{game}.toml"
    session = Session.create(path, game, list(players), dict(options))
    for line in golden(*moves) if moves else PENDULUM_TIMED:
        session.declare(line)
    return path, refused


def take(out: Path) -> list[Path]:
    from playwright.sync_api import sync_playwright

    from tests.serve.test_browser import CHROMIUM

    out.mkdir(parents=True, exist_ok=True)
    taken = []
    with tempfile.TemporaryDirectory() as folder, sync_playwright() as driver:
        os.environ["REFEREE_HOME"] = folder
        browser = driver.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        for game in GAMES:
            path, (who, move) = save_for(Path(folder), game)
            serving = Serving(path, "--time-scale", "4")
            try:
                for lang in ("en", "zh"):
                    for size, viewport in SIZES.items():
                        role = who if size == "phone" else "viewer"
                        context = browser.new_context(
                            viewport=viewport, locale="zh-CN" if lang == "zh" else "en-US"
                        )
                        page = context.new_page()
                        page.goto(serving.links[role])
                        page.wait_for_selector('#link-state[data-state="live"]')
                        if size == "phone":
                            page.fill("#move-text", move)
                            page.click("#send")
                            page.wait_for_selector("#refusal-box:not([hidden])")
                        page.wait_for_timeout(600)
                        shot = out / f"{game}-{size}-{lang}.png"
                        page.screenshot(path=str(shot))
                        taken.append(shot)
                        context.close()
            finally:
                serving.stop()
        browser.close()
    return taken


if __name__ == "__main__":
    for shot in take(Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "docs" / "screens"):
        print(shot)
