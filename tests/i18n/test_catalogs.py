"""Both message catalogs have the same keys and the same {placeholders}; language resolution."""

from __future__ import annotations

import string

import pytest

from referee import i18n
from referee.core.errors import UsageError


def placeholders(template: str) -> set[str]:
    return {field for _, field, _, _ in string.Formatter().parse(template) if field}


def test_both_catalogs_have_the_same_keys():
    en, zh = i18n.catalog("en"), i18n.catalog("zh")
    assert sorted(set(en) - set(zh)) == []
    assert sorted(set(zh) - set(en)) == []


def test_every_message_has_the_same_placeholders_in_both_languages():
    en, zh = i18n.catalog("en"), i18n.catalog("zh")
    differ = {
        k: (placeholders(en[k]), placeholders(zh[k]))
        for k in en
        if placeholders(en[k]) != placeholders(zh[k])
    }
    assert differ == {}


def test_every_chinese_message_is_written_in_chinese():
    zh = i18n.catalog("zh")
    assert [k for k, v in zh.items() if not any("\u4e00" <= ch <= "\u9fff" for ch in v)] == []


@pytest.mark.parametrize(
    ("option", "env", "expected"),
    [
        ("zh", {}, "zh"),
        (None, {"REFEREE_LANG": "zh"}, "zh"),
        ("en", {"REFEREE_LANG": "zh"}, "en"),
        (None, {"LANG": "zh_CN.UTF-8"}, "zh"),
        (None, {"LC_ALL": "en_US.UTF-8", "LANG": "zh_CN.UTF-8"}, "en"),
        (None, {}, "en"),
    ],
)
def test_language_comes_from_option_then_env_then_locale(option, env, expected, monkeypatch):
    for var in ("REFEREE_LANG", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(var, raising=False)
    for var, value in env.items():
        monkeypatch.setenv(var, value)
    assert i18n.resolve(option) == expected


def test_unknown_language_is_a_usage_error():
    with pytest.raises(UsageError):
        i18n.resolve("fr")


def test_t_fills_placeholders_in_the_current_language():
    i18n.set_lang("zh")
    try:
        assert i18n.t("cli.legal", move="pass") == "合法：pass"
    finally:
        i18n.set_lang("en")
    assert i18n.t("cli.legal", move="pass") == "Legal: pass"
