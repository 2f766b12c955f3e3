"""Look-ups a table makes: `rules lehavre loan` finds the loan rules that live in the rulings; a long
answer is paged on a terminal and only there."""

from __future__ import annotations

import pydoc

from referee import output


def test_le_havre_loan_finds_the_loan_rules_in_the_rulings(cli):
    r = cli("rules", "lehavre", "loan")
    assert r.exit_code == 0, r.output
    assert "In the rulings" in r.output
    assert "loans are first repaid from francs at 5 each" in " ".join(r.output.split())


def test_a_word_only_the_rulings_use_is_found_there_not_refused(cli):
    r = cli("rules", "lehavre", "Storehouse")  # not in the seed: only the score ruling says it
    assert r.exit_code == 0, r.output
    assert "score-lehavre" in r.output


def test_chinese_rulings_answer_a_chinese_table(cli):
    r = cli("--lang", "zh", "rules", "lehavre", "贷款")
    assert r.exit_code == 0
    assert "裁定中" in r.output and "score-lehavre" in r.output


def test_a_long_look_up_is_paged_on_a_terminal(cli, monkeypatch):
    paged: list[str] = []
    monkeypatch.setattr(pydoc, "pager", lambda text: paged.append(text))
    monkeypatch.setattr(output.STDOUT, "isatty", lambda: True)
    monkeypatch.setattr(output, "_stdin_is_tty", lambda: True)
    r = cli("rules", "looot", "维京")
    assert r.exit_code == 0
    assert len(paged) == 1 and paged[0].count("\n") > 24
    assert "维京" in paged[0] and "维京" not in r.output  # all of it went through the pager


def test_no_pager_for_a_pipe_or_a_short_answer(cli, monkeypatch):
    paged: list[str] = []
    monkeypatch.setattr(pydoc, "pager", lambda text: paged.append(text))
    r = cli("rules", "looot", "维京")  # CliRunner: not a terminal
    assert r.exit_code == 0 and "维京" in r.output and not paged
    monkeypatch.setattr(output.STDOUT, "isatty", lambda: True)
    monkeypatch.setattr(output, "_stdin_is_tty", lambda: True)
    monkeypatch.setenv("LINES", "80")  # a tall terminal: an answer of a few dozen lines fits
    short = cli("rules", "lehavre", "Business Park")  # written as it is
    assert short.exit_code == 0 and "score-lehavre" in short.output and not paged
