"""Both message catalogs have the same keys and the same {placeholders}, the games' files included;
each game's file holds only its own keys and is read when first needed; language resolution."""

from __future__ import annotations

import string

import pytest

from referee import i18n
from referee.core.datafiles import load_toml
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


def test_each_game_file_exists_in_both_languages_with_the_same_keys_and_placeholders():
    en, zh = i18n.game_files("en"), i18n.game_files("zh")
    assert set(en) == set(zh)
    assert {"looot.", "score.looot.", "score.lehavre.", "score.guilds.", "score.pendulum."} <= set(en)
    for prefix in en:
        english, chinese = i18n._flatten(load_toml(en[prefix])), i18n._flatten(load_toml(zh[prefix]))
        assert english and sorted(english) == sorted(chinese), prefix
        assert {k: placeholders(v) for k, v in english.items()} == {
            k: placeholders(v) for k, v in chinese.items()
        }, prefix


@pytest.mark.parametrize("lang", i18n.LANGS)
def test_a_game_file_defines_only_keys_of_its_prefix_and_the_program_none_of_them(lang):
    own = i18n._flatten(load_toml(i18n.resources.files("referee.i18n").joinpath(f"{lang}.toml")))
    for prefix, file in i18n.game_files(lang).items():
        keys = i18n._flatten(load_toml(file))
        assert [k for k in keys if not k.startswith(prefix)] == [], file
        assert {i18n.prefix_of(k) for k in keys} == {prefix}, file
        assert i18n.game_file(prefix, lang) == file
        assert [k for k in own if k.startswith(prefix)] == [], prefix  # it would hide the game's


def test_a_game_file_is_read_when_a_key_of_its_prefix_is_first_asked_for():
    messages = i18n.Catalog("zh")
    assert messages["cli.legal"] == "合法：{move}" and messages.tried == []
    assert messages.get("looot.kind.wood") == "木材" and messages.tried == ["looot."]
    assert "score.lehavre.tie_rule" not in messages  # Le Havre ties share: no tie rule
    assert "score.guilds.tie_rule" in messages
    assert messages.tried == ["looot.", "score.lehavre.", "score.guilds."]
    assert messages.get("looot.no.such.key") is None and messages.get("core.no_such_key") is None
    assert messages.tried == ["looot.", "score.lehavre.", "score.guilds.", "core."]
    assert len(messages) == len(i18n.catalog("en")) and "score.pendulum.row.power" in set(messages)


def test_t_finds_a_game_key_in_the_current_language_and_falls_back_to_english():
    i18n.set_lang("zh")
    try:
        assert i18n.t("looot.kind.wood") == "木材"
        assert i18n.t("score.looot.row.castle") == i18n.catalog("zh")["score.looot.row.castle"] != "Castles"
        assert i18n.has("score.looot.tie_rule") and not i18n.has("score.lehavre.tie_rule")
    finally:
        i18n.set_lang("en")
    assert i18n.t("score.looot.row.castle") == "Castles"
    assert i18n.t("looot.no.such.key") == "looot.no.such.key"


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
