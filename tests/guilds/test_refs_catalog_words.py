"""Citations quote the seed; the shipped catalog is empty and a filled one is used; Chinese words."""

from __future__ import annotations

import pytest

from referee.core.datafiles import load_toml
from referee.core.game import parse_declaration
from referee.core.rulings import ruling
from referee.core.seeds import resolve
from referee.core.violations import RuleRef
from referee.guilds import GAME, catalog, refs
from referee.guilds.moves import NOTATION, MovePiece, Play, Swap

from .helpers import codes, run, started, top


def test_every_rule_reference_quotes_its_seed_section_verbatim_and_its_ruling_exists():
    found = {k: v for k, v in vars(refs).items() if isinstance(v, RuleRef)}
    assert len(found) > 30
    for name, ref in found.items():
        assert resolve(ref) is not None, f"{name}: {ref.quote!r} is not under {ref.section!r}"
        if ref.ruling:
            assert ruling(ref.ruling) is not None, f"{name}: no ruling {ref.ruling}"


def test_the_shipped_catalog_holds_no_entry():
    data = load_toml(catalog.catalog_path())
    assert all(not data.get(kind) for kind in catalog.FIELDS)


@pytest.fixture
def filled(tmp_path, monkeypatch):
    path = tmp_path / "box.toml"
    path.write_text(
        '[[tile]]\nid = "T1"\nsuits = "anchor"\nthreshold = 3\nfirst = 4\nsecond = 2\n'
        'source = "our box"\nverified = true\n\n'
        '[[card]]\nid = "C7"\nsuits = "crown"\nability = "hire"\npower = 1\ncost = 0\n'
        'source = "our box"\nverified = false\n',
        encoding="utf-8",
    )
    monkeypatch.setenv("REFEREE_GUILDS_CATALOG", str(path))
    catalog.reload()
    yield path
    monkeypatch.delenv("REFEREE_GUILDS_CATALOG")
    catalog.reload()


def test_a_filled_catalog_is_used_and_its_verified_values_cannot_be_declared_otherwise(filled):
    state = GAME.new_state(["Ann", "Bob"], {})
    state, _ = run(state, "table: tile T1 at A1")
    assert top(state).kind == "lay_city"  # nothing to declare
    assert codes(state, "table: declare T1 threshold=5") == ["declared_verified"]
    state, _ = run(state, "table: done", "table: hall 2", "table: start Ann", "Ann: play C7")
    assert top(state).kind == "use_card"
    assert codes(state, "Ann: move hall A1") == ["wrong_suit"]
    assert [c.id for c in GAME.components_in_use(state)] == ["T1", "C7"]


def test_a_catalog_entry_without_source_is_refused(tmp_path, monkeypatch):
    path = tmp_path / "bad.toml"
    path.write_text('[[tile]]\nid = "T1"\nthreshold = 3\n', encoding="utf-8")
    monkeypatch.setenv("REFEREE_GUILDS_CATALOG", str(path))
    catalog.reload()
    with pytest.raises(ValueError, match="source"):
        catalog.entries()
    monkeypatch.delenv("REFEREE_GUILDS_CATALOG")
    catalog.reload()


@pytest.mark.parametrize(
    ("text", "move"),
    [
        ("出牌 C12", Play("C12")),
        ("移动 大厅 b3", MovePiece("hall", "B3")),
        ("移动 大厅 种植园", MovePiece("hall", "plantation")),
        ("替换 Bob", Swap("Bob")),
    ],
)
def test_chinese_keywords_read_as_the_english_moves(text, move):
    assert NOTATION.parse(text) == move


def test_every_kind_has_a_chinese_keyword_and_a_chinese_table_plays_a_turn():
    assert all(kind.keyword_in("zh") for kind in NOTATION.kinds.values())
    state = started()
    state, _ = run(
        state,
        "Ann：出牌 C1",
        "桌面：宣告 C1 suits=anchor ability=other power=1 cost=0",
        "Ann：移动 大厅 A1",
        "Ann：抽牌 2",
    )
    assert state.space("A1").pieces[0] == 1
    decl = parse_declaration(GAME, state, "桌面：板块 T9 在 C3")
    assert decl.by == "table" and str(decl.move) == "tile T9 at C3"


def test_every_move_of_a_golden_game_spelt_in_chinese_reads_back_as_itself():
    from pathlib import Path

    from referee.core.game import parse_move

    golden = Path(__file__).resolve().parents[1] / "golden" / "guilds_3p.moves"
    for line in golden.read_text(encoding="utf-8").splitlines():
        move = parse_move(GAME, line.partition(": ")[2] or line)
        if move.kind in NOTATION.kinds:
            spelt = GAME.spell(move, "zh")
            assert NOTATION.parse(spelt) == move, spelt
            assert spelt.split()[0] == NOTATION[move.kind].keyword_in("zh")
