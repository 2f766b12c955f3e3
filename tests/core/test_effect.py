"""An effect's message is built when read; effects compare by code and message."""

from __future__ import annotations

from referee.core.game import Effect


def test_a_message_given_as_a_function_is_built_each_time_it_is_read() -> None:
    calls: list[int] = []

    def build() -> str:
        calls.append(1)
        return "Ann captured a house"

    effect = Effect("capture_house", build)
    assert calls == []
    assert effect.message == "Ann captured a house" and len(calls) == 1


def test_effects_are_equal_when_code_and_message_are_whatever_their_form() -> None:
    built = Effect("start", lambda: "Ann starts")
    assert built == Effect("start", "Ann starts")
    assert hash(built) == hash(Effect("start", "Ann starts"))
    assert built != Effect("start", "Bob starts")
    assert built != Effect("skipped", "Ann starts")
    assert built != "Ann starts"
