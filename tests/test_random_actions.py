"""Seeded runs of random actions on the main window (tests/random_actions.py): after every
action the views match the engine, nothing raises (pytest-qt fails a test on any exception
in a Qt slot) and the game saved opens again as the same game — over every kind of action:
the modules and their marks, typed counts, scorings with other points, the market, new
games and View ▸ Language.

A long evening's run levels off in memory: the harness runs the deferred deletes as the
event loop does (without them the same run grew to 4 GB and half a million widgets in 1000
actions). 5000 actions take about 115 s of one core here, more than the suite can spend:
the long run is 2000 actions (about 45 s)."""

from __future__ import annotations

import pytest

from tests.random_actions import run

pytestmark = pytest.mark.gui

LONG_RUN = 2000


@pytest.mark.parametrize(("seed", "start"), [(1, "two-players-dirk.json"), (2, "three-players.json")])
def test_random_actions_keep_the_views_true_and_the_game_savable(qtbot, tmp_path, seed, start):
    done = run(150, seed, tmp_path, start=start)
    assert len(done) == 150
    assert {"place", "undo", "save", "score", "module key", "new game"} <= set(done)


def test_a_long_evening_levels_off_in_memory(qtbot, tmp_path):
    memory: list[tuple[int | None, int]] = []
    done = run(LONG_RUN, 7, tmp_path, memory=memory, every=250)
    assert len(done) == LONG_RUN and len(memory) == LONG_RUN // 250
    assert {"language", "market", "counts only", "typed count", "modules", "panel"} <= set(done)
    widgets = [count for _, count in memory]
    assert max(widgets[len(widgets) // 2:]) <= 1.5 * widgets[0] + 200, f"widgets alive: {widgets}"
    resident = [rss for rss, _ in memory if rss is not None]
    if resident:  # Linux: the process's resident memory (elsewhere the widgets say it)
        middle = resident[len(resident) // 2 - 1]
        assert resident[-1] <= 1.25 * middle, f"resident MB: {[r // 2 ** 20 for r in resident]}"
