"""The seed index: heading trees of the four real seeds, search, and citation resolution."""

from __future__ import annotations

import hashlib
from importlib import resources

import pytest

from referee.core import seeds
from referee.core.seeds import Passage, find, quote_block, resolve, sections, seed_text
from referee.core.violations import RuleRef
from referee.registry import GAMES

# (depth, heading) for every section, in file order, as detected from the real seed texts.
TREES: dict[str, list[tuple[int, str]]] = {
    "guilds": [
        (1, "《伦敦公会》中文规则"),
        (1, "一、游戏准备"),
        (2, "组件清单"),
        (2, "开局准备"),
        (1, "二、游戏目标"),
        (1, "三、游戏流程"),
        (2, "环节一：推进回合标记"),
        (2, "环节二：玩家回合"),
        (2, "玩家回合行动"),
        (2, "补牌规则"),
        (2, "环节三：轮末板块结算"),
        (2, "成长阶段"),
        (1, "四、特殊规则"),
        (1, "五、游戏结束与计分"),
        (2, "结束触发"),
        (2, "计分"),
        (2, "胜负判定"),
    ],
    "lehavre": [
        (1, "《港都情浓》中文规则"),
        (1, "1. 回合开始"),
        (1, "2. 补给行动"),
        (1, "3. 主要行动一：拿取港口货物"),
        (1, "4. 主要行动二：使用建筑"),
        (1, "5. 资源加工与商品升级"),
        (1, "6. 建造新建筑"),
        (1, "7. 建造船只"),
        (1, "8. 购买与出售"),
        (2, "购买建筑："),
        (2, "购买船只："),
        (2, "出售建筑或船只："),
        (1, "9. 阶段结束与回合卡结算"),
        (1, "10. 最终阶段"),
    ],
    "pendulum": [
        (1, "《钟摆帝国》中文规则"),
        (1, "一、游戏准备"),
        (2, "组件清单"),
        (2, "全局设置"),
        (2, "玩家设置"),
        (2, "开局"),
        (1, "二、游戏目标"),
        (1, "三、游戏流程"),
        (2, "实时行动阶段"),
        (2, "两条核心规则"),
        (2, "工人行动的完整流程"),
        (2, "随时可进行的非计时行动"),
        (2, "议会阶段"),
        (1, "四、特殊规则"),
        (1, "五、游戏结束与计分"),
        (2, "结束条件"),
        (2, "判定顺序"),
        (2, "计分说明"),
    ],
    "looot": [
        (1, "《峡湾领主》中文规则"),
        (1, "一、游戏准备"),
        (2, "组件清单"),
        (2, "初始布置"),
        (1, "二、游戏目标"),
        (1, "三、游戏流程"),
        (2, "回合结构"),
        (3, "1. 放置维京（强制）"),
        (3, "2. 占领建筑（条件触发）"),
        (3, "3. 可选行动（最多 1 个）"),
        (4, "① 拿长船"),
        (4, "② 使用盾牌"),
        (4, "③ 认领奖杯"),
        (3, "4. 回合结束"),
        (1, "四、特殊规则"),
        (2, "维京放置规则"),
        (2, "资源板块"),
        (2, "建筑板块"),
        (2, "长船"),
        (2, "工地"),
        (2, "骰袋与海洋"),
        (1, "五、游戏结束与计分"),
        (2, "游戏结束条件"),
        (2, "计分项目"),
        (2, "胜负判定"),
    ],
}


@pytest.mark.parametrize("game", list(GAMES))
def test_heading_tree_of_each_seed(game):
    assert [(s.depth, s.title) for s in sections(game)] == TREES[game]


@pytest.mark.parametrize("game", list(GAMES))
def test_sections_tile_the_file_and_lines_are_the_seed_lines(game):
    lines = seed_text(game).splitlines()
    covered: list[int] = []
    for s in sections(game):
        assert lines[s.start_line - 1].strip() == s.title
        assert s.end_line == s.start_line + len(s.lines)
        assert s.lines == tuple(lines[s.start_line : s.end_line])
        assert [n for n, _ in s.numbered()] == list(range(s.start_line + 1, s.end_line + 1))
        assert not s.lines or s.lines[-1].strip()
        covered.extend(range(s.start_line, s.end_line + 1))
    assert covered == sorted(set(covered))
    blank = {n for n, line in enumerate(lines, 1) if not line.strip()}
    assert set(range(1, len(lines) + 1)) - blank <= set(covered)


@pytest.mark.parametrize("game", list(GAMES))
def test_paths_nest_under_their_parents(game):
    previous: tuple[str, ...] = ()
    for s in sections(game):
        parent = s.path[:-1]
        assert parent == previous[: len(parent)]
        previous = s.path


def test_seed_text_is_the_package_data_unchanged():
    for game, e in GAMES.items():
        raw = resources.files("seeds").joinpath(e.seed_file).read_bytes()
        assert seed_text(game) == raw.decode("utf-8")
    # the texts are cached per game and by file: the same object each time
    assert seed_text("looot") is seed_text("LOOOT")


def test_seed_files_are_the_ones_named_by_the_registry():
    names = sorted(p.name for p in resources.files("seeds").iterdir() if p.name.endswith(".txt"))
    assert names == sorted(e.seed_file for e in GAMES.values())
    digests = {hashlib.sha256(resources.files("seeds").joinpath(n).read_bytes()).hexdigest() for n in names}
    assert len(digests) == 4


def test_bullets_list_items_and_sentences_are_body_text():
    heads = {g: {s.title for s in sections(g)} for g in GAMES}
    assert "结算分为三阶段：" not in heads["guilds"]  # a lead-in sentence over bullets
    assert not any(h.startswith("1. 补给行动") for h in heads["lehavre"])  # a numbered list item
    assert not any(h.startswith("呼叫议会后") for h in heads["pendulum"])  # "label：sentence"
    assert not any(h.startswith("行动代价") for h in heads["pendulum"])
    assert not any(h.startswith("- ") or h.startswith("• ") for g in GAMES for h in heads[g])
    closing = [s for s in sections("guilds") if any(line.startswith("以上《") for line in s.lines)]
    assert [s.title for s in closing] == ["胜负判定"]  # the closing note stays with the last section


def test_unknown_game_is_a_usage_error():
    from referee.core.errors import UsageError

    with pytest.raises(UsageError, match="known games"):
        sections("chess")


def test_subsections_and_heading():
    (optional,) = [s for s in sections("looot") if s.title.startswith("3. 可选行动")]
    assert [s.title for s in seeds.subsections(optional)] == ["① 拿长船", "② 使用盾牌", "③ 认领奖杯"]
    assert seeds.heading(optional) == "峡湾领主 › 三、游戏流程 › 回合结构 › 3. 可选行动（最多 1 个）"


# -- find ------------------------------------------------------------------------------------------


def test_find_ranks_heading_matches_first():
    found = find("guilds", "结算")
    assert found[0].path == ("三、游戏流程", "环节三：轮末板块结算")
    assert {s.title for s in found[1:]} >= {"成长阶段", "二、游戏目标"}
    later = [s.start_line for s in found[1:]]
    assert later == sorted(later)  # body matches in file order


def test_find_needs_every_word():
    assert [s.title for s in find("lehavre", "出售 法郎")] == ["出售建筑或船只："]
    assert [s.title for s in find("lehavre", "出售 打断")] == ["出售建筑或船只："]
    assert find("lehavre", "出售 沙漏") == []


def test_find_is_case_and_width_insensitive():
    assert [s.title for s in find("guilds", "ai")] == ["四、特殊规则"]  # 由AI对手行动
    assert [s.title for s in find("looot", "(最多")] == ["3. 可选行动（最多 1 个）"]
    assert [s.title for s in find("looot", "JARL")] == ["胜负判定"]


def test_find_headings_by_chinese_word_in_each_game():
    assert find("lehavre", "船只")[0].title == "7. 建造船只"
    assert find("pendulum", "议会阶段")[0].title == "议会阶段"
    assert find("looot", "盾牌")[0].title == "② 使用盾牌"
    assert find("pendulum", "沙漏 翻转")[0].title in {"工人行动的完整流程", "随时可进行的非计时行动"}


def test_find_without_words_returns_every_section():
    assert find("looot", "  ") == list(sections("looot"))


# -- resolve ---------------------------------------------------------------------------------------


def test_resolve_gives_heading_path_line_and_full_text():
    ref = RuleRef("looot", "维京放置规则", "必须紧邻至少 1 个其他维京", ruling="R-3")
    assert resolve(ref) == Passage(
        heading="峡湾领主 › 四、特殊规则 › 维京放置规则",
        line=59,
        text="- 放置的维京必须紧邻至少 1 个其他维京（任意颜色）或 1 艘长船。",
        ruling="R-3",
    )


@pytest.mark.parametrize(
    ("ref", "line"),
    [
        (RuleRef("guilds", "环节三：轮末板块结算", "用1枚中立棋子（执事）替换"), 41),
        (RuleRef("guilds", "环节三", "用1枚中立棋子（执事）替换"), 41),  # contained, unique
        (RuleRef("lehavre", "出售建筑或船只", "也可以在其他玩家的回合中出售"), 93),  # colon ignored
        (RuleRef("lehavre", "8. 购买与出售 › 购买船只", "豪华客轮不能购买"), 89),  # a path suffix
        (RuleRef("pendulum", "随时可进行的非计时行动", "当紫色区两排都不再有时间标记时，立即呼叫议会"), 46),
        (RuleRef("looot", "1. 放置维京（强制）", "放置维京（强制）"), 29),  # a quote in the heading
        (RuleRef("looot", "胜负判定", "若平手，则比较奖杯分数"), 88),
        (RuleRef("guilds", "胜负判定", "比较持有的市长奖励卡数量"), 65),
    ],
)
def test_resolve_finds_the_line(ref, line):
    passage = resolve(ref)
    assert passage.line == line
    assert ref.quote in passage.text
    assert seed_text(ref.game).splitlines()[line - 1].strip() == passage.text.strip()


def test_resolve_disambiguates_a_contained_heading_by_the_quote():
    # "购买" is in three headings of Le Havre; only one of them holds the quote
    assert resolve(RuleRef("lehavre", "购买", "豪华客轮不能购买")).line == 89


def test_resolve_reports_an_ambiguous_section():
    with pytest.raises(LookupError, match="ambiguous"):
        resolve(RuleRef("lehavre", "购买", "购买"))


def test_resolve_reports_a_missing_section():
    with pytest.raises(LookupError, match="no section headed '无此节'.*004_475a35a4fad56de6"):
        resolve(RuleRef("looot", "无此节", "维京"))


def test_resolve_reports_a_missing_quote_and_where_it_is():
    with pytest.raises(LookupError, match="not found in section.*维京放置规则.*line 70"):
        resolve(RuleRef("looot", "维京放置规则", "每艘 -5 分"))
    with pytest.raises(LookupError, match="not found"):
        resolve(RuleRef("looot", "维京放置规则", "必须紧邻至少一个"))  # verbatim only


def test_resolve_reports_an_unknown_game_and_an_empty_quote_as_lookup_errors():
    with pytest.raises(LookupError, match="unknown game"):
        resolve(RuleRef("chess", "x", "y"))
    with pytest.raises(LookupError, match="empty"):
        resolve(RuleRef("looot", "长船", " "))


def test_quote_block_shows_the_lead_in_of_a_list_item():
    block = quote_block(RuleRef("guilds", "环节三", "协商：按胜利分顺位"))
    assert block.splitlines() == [
        "  40   结算分为三阶段：",
        "  41 > - 协商：按胜利分顺位，每位玩家有一次机会，用1枚中立棋子（执事）替换该板块上任意1枚玩家棋子。"
        "被替换的玩家棋子退回其公会大厅。",
    ]
    nested = quote_block(RuleRef("looot", "② 使用盾牌", "本次放置获得 2 个同款资源"))
    assert nested.splitlines()[0] == "  47   - 三种效果任选其一："
    assert nested.splitlines()[1] == "     ..."
    assert nested.splitlines()[2].startswith("  50 > ")


def test_quote_block_with_context_and_a_plain_line():
    plain = quote_block(RuleRef("looot", "长船", "每艘 -5 分"))
    assert plain == "  70 > - 终局时未装满的长船每艘 -5 分。"
    block = quote_block(RuleRef("lehavre", "出售建筑或船只", "一半"), context=1)
    assert [line[:6] for line in block.splitlines()] == ["  93  ", "  94 >", "  95  "]
