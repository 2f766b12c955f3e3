"""Deferred words (core/text.py): an effect's message and a decision's prompt are built when read."""

from __future__ import annotations

from referee.core.flow import Decision
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


def test_a_prompt_is_built_when_read_and_decisions_compare_by_kind_and_actor() -> None:
    calls: list[int] = []

    def ask() -> str:
        calls.append(1)
        return "place a Viking"

    decision = Decision("place_viking", "Ann", ask)
    assert calls == [] and decision.prompt == "place a Viking" and calls == [1]
    assert decision == Decision("place_viking", "Ann") == Decision("place_viking", "Ann", "other words")
    assert decision != Decision("place_viking", "Bob") and decision != Decision("end_turn", "Ann")
    assert Decision("end_turn", "Ann").prompt == ""
