"""`referee rules GAME [TOPIC...]`: heading list, sections by word, quotes, unknown topic and game."""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys

import pytest
import typer
from typer.testing import CliRunner

from referee.commands import rules
from referee.core import seeds
from referee.core.errors import UsageError
from referee.core.violations import RuleRef
from referee.registry import GAMES


@pytest.fixture
def run_rules(monkeypatch):
    """The rules command on an app of its own, rendered at a fixed width."""
    from referee import output

    monkeypatch.setenv("REFEREE_WIDTH", "100")
    output.out.cache_clear()
    output.err.cache_clear()
    app = typer.Typer(add_completion=False)

    @app.callback()
    def _root() -> None:
        """A group, so the command is called by its name as in the real CLI."""

    rules.register(app)
    runner = CliRunner()

    def run(*args: str):
        return runner.invoke(app, ["rules", *args])

    yield run
    output.out.cache_clear()
    output.err.cache_clear()


def _unfolded(text: str) -> str:
    """The output with folded lines joined back: continuation lines are indented under the text."""
    return "".join(line.strip() for line in text.splitlines())


@pytest.mark.parametrize("game", list(GAMES))
def test_without_topic_lists_every_heading_as_an_indented_tree(run_rules, game):
    r = run_rules(game)
    assert r.exit_code == 0, r.output
    e = GAMES[game]
    lines = r.output.splitlines()
    assert lines[0].startswith(f"{e.title_en} ({e.title_zh}) - seeds/{e.seed_file}")
    digits = len(str(seeds.sections(game)[-1].start_line))
    for section in seeds.sections(game):
        row = f"{section.start_line:>{digits}}  {'  ' * (section.depth - 1)}{section.title}"
        assert row in lines, row
    assert f"referee rules {game} TOPIC" in r.output


@pytest.mark.parametrize(
    ("game", "topic", "title", "quote"),
    [
        (
            "guilds",
            "结算",
            "三、游戏流程 › 环节三：轮末板块结算",
            "用1枚中立棋子（执事）替换该板块上任意1枚玩家棋子",
        ),
        ("lehavre", "出售", "8. 购买与出售 › 出售建筑或船只：", "但不能在其他玩家正在执行行动时打断其行动"),
        ("pendulum", "议会阶段", "三、游戏流程 › 议会阶段", "按本轮选票数从多到少"),
        ("looot", "维京放置规则", "四、特殊规则 › 维京放置规则", "放置的维京必须紧邻至少 1 个其他维京"),
    ],
)
def test_topic_prints_the_matching_section_with_its_text(run_rules, game, topic, title, quote):
    r = run_rules(game, topic)
    assert r.exit_code == 0, r.output
    assert any(line.startswith(title) for line in r.output.splitlines())
    assert quote in _unfolded(r.output)


def test_a_heading_match_prints_its_subsections_too(run_rules):
    r = run_rules("looot", "可选行动")
    assert r.exit_code == 0
    for heading in ("① 拿长船", "② 使用盾牌", "③ 认领奖杯"):
        assert f"3. 可选行动（最多 1 个） › {heading}" in r.output
    assert "本次放置获得 2 个同款资源" in _unfolded(r.output)


def test_body_matches_show_only_the_matching_lines_with_line_numbers(run_rules):
    r = run_rules("guilds", "结算")
    out = r.output
    head, _, rest = out.partition("Also mentioned in:")
    assert "环节三：轮末板块结算  (line 38)" in head
    assert "   41  - 协商：" in head
    assert "成长阶段  (line 44)" in rest
    assert "   46  - 结算种植园" in rest
    assert "   47  " not in rest  # 增加新板块 does not mention 结算
    assert "   45  当回合标记落在灰色格时" in rest  # the lead-in of the matching bullet


def test_full_prints_body_matches_whole(run_rules):
    r = run_rules("guilds", "结算", "--full")
    assert "Also mentioned in" not in r.output
    assert "   47  - 增加新板块" in r.output


def test_several_words_must_all_match(run_rules):
    r = run_rules("lehavre", "出售", "法郎")
    assert r.exit_code == 0
    assert "出售建筑或船只：" in r.output and "按照卡牌所标示的价值的一半取得法郎" in _unfolded(r.output)
    assert "7. 建造船只" not in r.output


def test_every_cited_quote_is_printed_verbatim(run_rules):
    ref_line = seeds.resolve(RuleRef("looot", "长船", "每艘 -5 分"))
    r = run_rules("looot", "长船")
    assert f"   {ref_line.line}  {ref_line.text}" in r.output


def test_long_chinese_lines_fold_at_the_width_under_the_text(run_rules):
    from rich.cells import cell_len

    r = run_rules("pendulum", "议会阶段")
    lines = r.output.splitlines()
    assert max(cell_len(line) for line in lines) <= 100
    folded = [line for line in lines if line.startswith("       ") and line.strip()]
    assert folded, "the long council lines should fold"
    assert not any(line.rstrip() != line for line in lines)
    assert "●" not in r.output and "○" not in r.output


def test_unknown_topic_exits_1_with_the_heading_list(run_rules):
    r = run_rules("looot", "chess")
    assert r.exit_code == 1
    assert "Nothing in Looot (峡湾领主) matches 'chess'" in r.output
    assert "\n57    维京放置规则\n" in r.output


def test_unknown_game_is_a_usage_error(run_rules):
    r = run_rules("chess")
    assert isinstance(r.exception, UsageError)
    assert r.exception.exit_code == 2
    assert "known games: guilds, lehavre, pendulum, looot" in str(r.exception)


def test_game_id_is_case_insensitive(run_rules):
    assert run_rules("LOOOT", "长船").exit_code == 0


def test_the_start_menu_call_without_topic_works(run_rules, capsys):
    rules.rules(game="guilds", topic=None)
    assert "环节三：轮末板块结算" in capsys.readouterr().out


@pytest.mark.skipif(
    importlib.util.find_spec("referee.commands.score") is None, reason="the full CLI is not assembled yet"
)
def test_the_real_cli_maps_an_unknown_game_to_exit_2_and_prints_rules():
    env = {**os.environ, "REFEREE_WIDTH": "100"}
    bad = subprocess.run(
        [sys.executable, "-m", "referee", "rules", "chess"], capture_output=True, text=True, env=env
    )
    assert bad.returncode == 2 and "known games" in bad.stderr
    good = subprocess.run(
        [sys.executable, "-m", "referee", "rules", "guilds", "结算"], capture_output=True, text=True, env=env
    )
    assert good.returncode == 0 and "环节三：轮末板块结算" in good.stdout


def test_english_topic_finds_the_section_by_its_english_title(run_rules):
    r = run_rules("guilds", "resolution")
    assert r.exit_code == 0, r.output
    first = r.output.split("\n\n")[1]
    assert first.startswith("三、游戏流程 › 环节三：轮末板块结算")


def test_english_mode_prints_the_english_summary_beside_the_seed_text(run_rules):
    r = run_rules("looot", "维京放置规则")
    assert "维京人不能放在已有维京的资源格上" in r.output
    assert "Viking placement rules" in r.output or "Viking placement" in r.output


def test_english_word_reaches_chinese_text_through_the_glossary(run_rules):
    r = run_rules("lehavre", "loan")
    assert r.exit_code == 0
    assert "贷款" in r.output


def test_chinese_mode_shows_no_english_summary(run_rules):
    from referee import i18n

    i18n.set_lang("zh")
    r = run_rules("looot", "维京放置规则")
    assert "维京人不能放在已有维京的资源格上" in r.output
    assert "Viking" not in r.output
    assert "(第 57 行)" in r.output


@pytest.mark.parametrize("game", list(GAMES))
def test_glossary_lists_terms_of_every_game(run_rules, game):
    r = run_rules(game, "--glossary")
    assert r.exit_code == 0
    from referee.i18n import reference

    for term in reference.glossary(game)[:5]:
        assert term.zh in r.output and term.en.split()[0] in r.output


@pytest.mark.parametrize("lang", ["en", "zh"])
@pytest.mark.parametrize("game", list(GAMES))
def test_the_heading_list_fits_an_80_column_terminal(run_rules, monkeypatch, game, lang):
    from rich.cells import cell_len

    from referee import i18n, output

    monkeypatch.setenv("REFEREE_WIDTH", "80")
    output.out.cache_clear()
    before = i18n.lang()
    i18n.set_lang(lang)
    try:
        r = run_rules(game)
    finally:
        i18n.set_lang(before)
    assert r.exit_code == 0, r.output
    assert max(cell_len(line) for line in r.output.splitlines()) <= 80  # the hint too: it takes two lines
