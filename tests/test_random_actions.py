"""A seeded run of random actions on the main window (tests/random_actions.py): after every
action the views match the engine and nothing raises (pytest-qt fails a test on any
exception in a Qt slot)."""

from __future__ import annotations

import pytest

from tests.random_actions import run

pytestmark = pytest.mark.gui


@pytest.mark.parametrize("seed", [1, 2])
def test_a_few_hundred_random_actions_keep_the_views_true(qtbot, tmp_path, seed):
    done = run(200, seed, tmp_path)
    assert len(done) == 200
    assert {"place", "undo", "save", "edge", "code", "move"} <= set(done)
