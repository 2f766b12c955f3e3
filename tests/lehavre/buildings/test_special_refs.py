"""The special buildings' citations (referee/lehavre/special_refs.py): every quote is a verbatim
fragment of its seed section, every ruling is recorded in both rulings files, and every violation
and effect key of the special handlers has an English and a Chinese message with the same
placeholders."""

from __future__ import annotations

import re
import string
import tomllib
from pathlib import Path

from referee.core.seeds import resolve
from referee.core.violations import RuleRef
from referee.lehavre import special_refs
from referee.lehavre.rules.buildings.special_goods import GUARDS

ROOT = Path(__file__).resolve().parents[3]
SPECIAL = ROOT / "referee" / "lehavre" / "rules" / "buildings"


def all_refs() -> dict[str, RuleRef]:
    return {k: v for k, v in vars(special_refs).items() if isinstance(v, RuleRef)}


def test_every_special_reference_quotes_its_seed_section_verbatim():
    assert len(all_refs()) >= 10
    for name, ref in all_refs().items():
        assert ref.game == "lehavre", name
        passage = resolve(ref)
        assert ref.quote in passage.text, name


def test_every_special_ruling_is_recorded_in_english_and_chinese():
    for doc in ("rulings.md", "rulings.zh.md"):
        text = (ROOT / "referee" / "lehavre" / doc).read_text(encoding="utf-8")
        anchors = set(re.findall(r'<a id="([a-z0-9-]+)"></a>', text))
        named = {r.ruling for r in all_refs().values()}
        assert named <= anchors, (doc, named - anchors)


def _special_messages(language: str) -> dict[str, str]:
    data = tomllib.loads((ROOT / "referee" / "lehavre" / f"messages.{language}.toml").read_text("utf-8"))
    lh = data["lehavre"]
    out = {f"violation.specials.{k}": v for k, v in lh["violation"]["specials"].items()}
    out |= {f"effect.specials.{k}": v for k, v in lh["effect"]["specials"].items()}
    return out


def _fields(text: str) -> set[str]:
    return {f for _, f, _, _ in string.Formatter().parse(text) if f}


def test_special_messages_have_both_languages_and_the_same_placeholders():
    en, zh = _special_messages("en"), _special_messages("zh")
    assert set(en) == set(zh)
    for key, text in en.items():
        assert _fields(text) == _fields(zh[key]), key


def test_every_code_the_special_handlers_raise_has_a_message():
    en = _special_messages("en")
    used: set[str] = set()
    for path in SPECIAL.glob("special_*.py"):
        source = path.read_text(encoding="utf-8")
        used |= {f"violation.specials.{c}" for c in re.findall(r'fail\(\s*"([a-z_]+)"', source)}
        used |= {f"effect.specials.{c}" for c in re.findall(r'announce\(\s*"([a-z_]+)"', source)}
    used |= {f"violation.specials.{c}" for c in GUARDS.values()}
    assert len(used) > 30
    assert used <= set(en), used - set(en)


def test_every_step_of_the_special_handlers_has_a_summary_in_both_languages():
    from referee.i18n import catalog
    from referee.lehavre.rules.buildings import HANDLERS, load

    load()
    steps = {s.id for bid, h in HANDLERS.items() if len(bid) == 3 for s in h.steps} | {"special.pay_food"}
    assert len(steps) >= 20
    for language in ("en", "zh"):
        known = catalog(language)
        missing = [s for s in steps if f"lehavre.step.{s}" not in known]
        assert missing == [], (language, missing)
