"""Save names stay inside the saves folder; paths are taken as given."""

from __future__ import annotations

import pytest

from referee.core.errors import UsageError
from saves import paths


@pytest.mark.parametrize(
    "bad", ["../x", "a/../../b", "..", ".hidden", "a b", "x\x00y", "tab\tname", "a" * 65, "", "x\n", "𝒜" * 64]
)
def test_bad_save_names_are_refused(bad):
    with pytest.raises(UsageError):
        paths.named(bad)


def test_a_name_lands_in_the_saves_folder(referee_home):
    assert paths.named("friday-game") == referee_home / "saves" / "friday-game.toml"
    assert paths.resolve("friday-game") == referee_home / "saves" / "friday-game.toml"


def test_chinese_names_are_allowed(referee_home):
    assert paths.named("周五局").name == "周五局.toml"


def test_a_path_argument_is_used_as_a_path(tmp_path):
    assert paths.resolve(str(tmp_path / "x.toml")) == tmp_path / "x.toml"


def test_generated_names_do_not_collide(referee_home):
    first = paths.generated("looot")
    first.parent.mkdir(parents=True)
    first.write_text("")
    assert paths.generated("looot") != first
