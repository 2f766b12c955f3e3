"""referee.launch: one-shot commands without the cyclic collector, interactive ones with it."""

from __future__ import annotations

import gc

import pytest

from referee import cli, launch
from referee.commands.common import collect_garbage


def test_a_command_runs_with_the_collector_off_and_an_interactive_one_turns_it_on(monkeypatch):
    seen: list[bool] = []
    monkeypatch.setattr(cli, "main", lambda: seen.append(gc.isenabled()))
    try:
        launch.main()
        assert seen == [False]
        collect_garbage()
        assert gc.isenabled()
    finally:
        gc.unfreeze()
        gc.enable()


def test_a_command_leaves_its_objects_frozen_for_the_exit_even_when_it_fails(monkeypatch):
    """Python's shutdown collects every object still tracked; frozen ones it skips (~12 ms)."""

    def fails() -> None:
        raise SystemExit(3)

    monkeypatch.setattr(cli, "main", fails)
    gc.unfreeze()
    try:
        with pytest.raises(SystemExit) as exited:
            launch.main()
        assert exited.value.code == 3
        assert gc.get_freeze_count() > 0
    finally:
        gc.unfreeze()
        gc.enable()


def test_play_at_the_prompts_turns_the_collector_back_on(monkeypatch):
    import prompts
    import prompts.play_loop
    from referee.commands import common, play

    states: list[bool] = []
    monkeypatch.setattr(common, "open_session", lambda save: object())
    monkeypatch.setattr(prompts, "can_prompt", lambda: True)
    monkeypatch.setattr(
        prompts.play_loop, "play_interactively", lambda session: states.append(gc.isenabled())
    )
    gc.disable()
    try:
        play.play("friday", script=None, no_input=False, time_scale="1")
    finally:
        gc.enable()
    assert states == [True]
