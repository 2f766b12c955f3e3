"""End to end in a real browser (issue 26, done-when): three phones and a terminal play a timed
Pendulum round; a Le Havre turn with a sale out of turn from the seller's phone. Every page says
what `referee status` says after every move, and the save verifies.

Playwright drives Debian's chromium (`executable_path`: `playwright install` downloads nothing
here); without it these tests are skipped and pytest's summary says why.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from typer.testing import CliRunner

from referee.cli import app
from saves.session import Session
from tests.pendulum.helpers import opening_lines

from .conftest import PLAYERS, Serving, lehavre_save, pendulum_save

CHROMIUM = shutil.which("chromium") or next(
    (p for p in ("/usr/bin/chromium", "/usr/bin/chromium-browser") if Path(p).exists()), None
)
try:
    from playwright.sync_api import sync_playwright
except ImportError:  # the test extra not installed
    sync_playwright = None  # type: ignore[assignment]
if CHROMIUM is None or sync_playwright is None:
    pytest.skip(
        "browser tests skipped: no chromium found (apt install chromium fonts-wqy-microhei)"
        if CHROMIUM is None
        else "browser tests skipped: playwright is not installed (pip install -e '.[test]')",
        allow_module_level=True,
    )

PHONE = {"width": 360, "height": 740}
TV = {"width": 1280, "height": 800}
WAIT = 5000  # ms: far more than the 0.5 s a page may take


@pytest.fixture(scope="module")
def browser():
    with sync_playwright() as driver:
        launched = driver.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        yield launched
        launched.close()


def open_page(browser, url: str, size=PHONE, locale: str = "en-US"):
    context = browser.new_context(viewport=size, locale=locale, bypass_csp=True)  # for the test's own probes
    page = context.new_page()
    page.goto(url)
    page.wait_for_selector('#link-state[data-state="live"]', timeout=WAIT)
    return page


def status_lines(save: Path) -> list[str]:
    said = CliRunner().invoke(app, ["--lang", "en", "status", str(save)]).output
    return [line for line in said.splitlines() if line.startswith(("Next:", "Also open:"))]


def same_as_status(pages, save: Path) -> None:
    """Each page shows the save's move count and, line for line, the open decisions status prints."""
    moves = len(Session.open(save).save.log)
    want = status_lines(save)
    for page in pages:
        page.wait_for_function(
            f"document.getElementById('pending').dataset.moves === '{moves}'", timeout=WAIT
        )
        assert page.locator("#pending li").all_inner_texts() == want


def send(page) -> str:
    """Press Send and wait for the server's answer (✓ with the move's number, or the refusal)."""
    page.evaluate("document.getElementById('verdict').replaceChildren()")
    page.click("#send")
    page.wait_for_function("document.getElementById('verdict').children.length > 0", timeout=WAIT)
    return page.inner_text("#verdict")


def typed(page, text: str, kind: str) -> list[str]:
    """Type a move into the box: the verdict as judged while typing (nothing is sent)."""
    page.evaluate("document.getElementById('verdict').replaceChildren()")
    page.fill("#move-text", text)
    page.wait_for_selector(f"#verdict.{kind} li", timeout=WAIT)
    page.wait_for_function("document.getElementById('verdict').children.length > 0", timeout=WAIT)
    return page.locator("#verdict li").all_inner_texts()


def referee(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "referee", "--lang", "en", *args], capture_output=True, text=True
    )


def test_three_phones_and_a_terminal_play_a_timed_pendulum_round(tmp_path, browser):
    save = pendulum_save(tmp_path)
    serving = Serving(save, "--time-scale", "100")  # 45 s of black sand run out in 0.45 s
    try:
        pages = {name: open_page(browser, serving.links[name]) for name in PLAYERS}
        ann, bob, cid = pages.values()
        everyone = list(pages.values())
        same_as_status(everyone, save)
        # Bob types before his turn: the refusal and its rule show as he types, before he sends
        said = typed(bob, "place grande black-bottom-2", "refused")
        assert said[0].startswith("✗ [wrong_player]") and "钟摆帝国" in said[0]
        assert "✗ [wrong_player]" in send(bob)
        for page in everyone:  # the last refusal, with its rule quoted, on every page
            page.wait_for_selector("#refusal-box:not([hidden])", timeout=WAIT)
            assert "Bob declared" in page.inner_text("#refusal-head")
            assert "钟摆帝国 ›" in page.inner_text("#refusal .rule")
        # the opening from the phones, each typed, judged legal, sent
        for line in opening_lines(PLAYERS)[:-1]:
            who, move = line.split(": ", 1)
            assert typed(pages[who], move, "legal")[0] == f"✓ {who}: {move}: Send declares it"
            assert send(pages[who]).startswith("✓ ")
            same_as_status(everyone, save)
        # the terminal starts the sand; the server's clock runs from that moment
        assert referee("move", str(save), "table: start @0").returncode == 0
        same_as_status(everyone, save)
        # the black sand runs out (and rings); two phones flip it at the same instant: one wins
        ann.wait_for_selector('.glass[data-zone="black"].empty', timeout=WAIT)
        flip = "document.querySelector('.flip[data-zone=\"black\"]').click()"
        for page in (ann, bob):
            page.evaluate("document.getElementById('verdict').replaceChildren()")
        ann.evaluate(flip)
        bob.evaluate(flip)
        bob.wait_for_function("document.getElementById('verdict').children.length > 0", timeout=WAIT)
        ann.wait_for_function("document.getElementById('verdict').children.length > 0", timeout=WAIT)
        verdicts = [page.inner_text("#verdict") for page in (ann, bob)]
        assert sum(v.startswith("✓") for v in verdicts) == 1 and sum("✗ [" in v for v in verdicts) == 1
        flips = [e for e in Session.open(save).save.log if e.move.startswith("flip black")]
        assert len(flips) == 1 and flips[0].by in ("Ann", "Bob")
        same_as_status(everyone, save)
        for page in everyone:  # the loser's refusal, with its rule, on every page
            assert "钟摆帝国 ›" in page.inner_text("#refusal .rule")
        # purple runs out twice (3 min each, 1.8 s here): the second flip calls the Council
        for page in (cid, ann):
            page.wait_for_selector('.glass[data-zone="purple"].empty', timeout=WAIT)
            page.evaluate("document.getElementById('verdict').replaceChildren()")
            page.evaluate("document.querySelector('.flip[data-zone=\"purple\"]').click()")
            page.wait_for_selector("#verdict.legal li", timeout=WAIT)
            same_as_status(everyone, save)
        for page in everyone:
            page.wait_for_selector("#council:not([hidden])", timeout=WAIT)
            assert int(page.evaluate("document.body.dataset.alarms || '0'")) >= 2  # sand out, Council
        assert Session.open(save).state.council_called
    finally:
        code, err = serving.stop()
    assert code == 0, err
    assert referee("verify", str(save)).returncode == 0


def test_a_le_havre_turn_with_a_sale_out_of_turn_from_the_sellers_phone(tmp_path, browser):
    save = lehavre_save(tmp_path)
    serving = Serving(save)
    try:
        ann = open_page(browser, serving.links["Ann"])
        bob = open_page(browser, serving.links["Bob"], locale="zh-CN")
        tv = open_page(browser, serving.links["viewer"], size=TV)
        everyone = [ann, bob, tv]
        same_as_status([ann, tv], save)
        assert bob.locator("#pending li").count() == 1 and "下一步" in bob.inner_text("#pending")
        assert tv.locator("#move-box").is_hidden()  # the viewer declares nothing
        # Ann's turn; Bob sells his building from his own phone (his legal moves offer it)
        assert (
            "sell 03" in bob.locator("#legal button").all_inner_texts()
            or "出售 03" in bob.locator("#legal button").all_inner_texts()
        )
        typed(bob, "sell 03", "legal")
        assert send(bob) == "✓ 14. Bob: sell 03"
        same_as_status([ann, tv], save)
        assert Session.open(save).save.log[-1].by == "Bob"
        assert tv.locator("#last li").first.inner_text() == "14. Bob: sell 03"
        # Ann takes her action; inside it Bob may not sell: refused on his phone with its rule
        typed(ann, "enter B3", "legal")
        assert send(ann).startswith("✓ 15. Ann: enter B3")
        same_as_status([ann, tv], save)
        said = typed(bob, "Ann: pay 2fr", "refused")
        assert "Ann" in said[0]  # Bob's link declares for Bob only
        for page in everyone:
            assert page.locator("#board").inner_text().strip()
        # the server stops; a move is made in the terminal meanwhile; the server starts again on the
        # same port: the pages reconnect by themselves and show it
        code, err = serving.stop()
        assert code == 0, err
        assert referee("move", str(save), "Ann: pay 2fr").returncode == 0
        port = urlsplit(serving.links["viewer"]).port
        serving = Serving(save, "--port", str(port))
        same_as_status([ann, tv], save)
        tv.reload()  # and a page reloaded comes back as it was
        tv.wait_for_selector('#link-state[data-state="live"]', timeout=WAIT)
        same_as_status([tv], save)
    finally:
        code, err = serving.stop()
    assert code == 0, err
    assert referee("verify", str(save)).returncode == 0
