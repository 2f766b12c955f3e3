"""Every citation resolves to a seed line and quotes it verbatim; every ruling it names is written
down in both languages; every violation and effect has its message in English and Chinese."""

from __future__ import annotations

import re
from pathlib import Path

from referee import i18n
from referee.core.rulings import all_rulings
from referee.core.seeds import resolve
from referee.core.violations import RuleRef
from referee.pendulum import refs

RULES = Path(__file__).resolve().parents[2] / "referee" / "pendulum"


def all_refs() -> dict[str, RuleRef]:
    return {k: v for k, v in vars(refs).items() if isinstance(v, RuleRef)}


def test_every_rule_reference_quotes_its_seed_section_verbatim():
    for name, ref in all_refs().items():
        passage = resolve(ref)
        assert ref.quote in passage.text, name


def test_every_ruling_named_by_a_citation_is_written_down_in_both_languages():
    en, zh = all_rulings("en"), all_rulings("zh")
    for name, ref in all_refs().items():
        if ref.ruling:
            assert ref.ruling in en and ref.ruling in zh, (name, ref.ruling)


def codes_used(prefix: str) -> set[str]:
    source = "".join(p.read_text(encoding="utf-8") for p in RULES.rglob("*.py"))
    return set(re.findall(rf'{prefix}\(\s*"([a-z_]+)"', source))


def test_every_violation_and_effect_has_an_english_and_a_chinese_message_with_the_same_placeholders():
    for kind, prefix in (("violation", "violation"), ("effect", "said")):
        for code in codes_used(prefix):
            key = f"pendulum.{kind}.{code}"
            en, zh = i18n.catalog("en").get(key), i18n.catalog("zh").get(key)
            assert en and zh, key
            assert set(re.findall(r"{(\\w+)}", en)) == set(re.findall(r"{(\\w+)}", zh)), key


def test_the_scenario_codes_of_the_issue_exist():
    named = {
        "wrong_row",
        "frame_occupied",
        "fifth_worker",
        "cost_unpaid",
        "flip_too_early",
        "flip_after_council",
        "action_already_open",
        "privilege_lower",
        "time_backwards",
    }
    assert named <= codes_used("violation")
