"""Seeded runs of random actions on the main window (tests/random_actions.py): after every
action the views match the engine, nothing raises (pytest-qt fails a test on any exception
in a Qt slot) and the game saved opens again as the same game — over every kind of action:
the modules and their marks, typed counts, scorings with other points, the market, new
games and View ▸ Language; also from a game that holds every module with its pieces (two
huts alike among them: pieces are many, a building tile is one of a kind).

A long evening levels off in memory: the harness runs the deferred deletes as the event
loop does (without them the same run grew to 4 GB and half a million widgets in 1000
actions), and the wrapping rows of chips delete their layout items when they go (without
that each palette rebuilt left 54 behind). The evening is the same seeded actions played
again from the same start, pass after pass (the game opened again, the source language):
the first pass fills what is filled once (the caches, a language's fonts), and from the
second on each pass must leave the process as it found it: the same widgets, the same
Python objects give or take a few, the memory it allocated itself (RssAnon; its resident
size also counts the pages of the fonts it maps, the system's to drop) within 3 %. Measured
at the same point of the same actions, what a leak leaves shows in a few hundred actions; a
random walk of 2000 actions (over 130 s on a busy machine, the suite's slowest test) had its
samples taken at different states, and a bound of 8 % over 1000 actions for the same
strength: about 6 KB an action in either."""

from __future__ import annotations

import pytest

from tests.module_games import every_module_file
from tests.random_actions import run

pytestmark = pytest.mark.gui

#: Four passes of the same hundred actions: the first warms up, the other three must level off.
PASS, PASSES = 100, 4


@pytest.mark.parametrize(("seed", "start"), [(1, "two-players-dirk.json"), (2, "three-players.json"),
                                             (3, "every module")])
def test_random_actions_keep_the_views_true_and_the_game_savable(qtbot, tmp_path, seed, start):
    if start == "every module":
        start = every_module_file(tmp_path)
    done = run(150, seed, tmp_path, start=start)
    assert len(done) == 150
    assert {"place", "undo", "save", "score", "module key", "new game"} <= set(done)


@pytest.mark.no_qt_log  # the Qt messages pytest-qt keeps for the report grow with every action
def test_a_long_evening_with_every_module_levels_off_in_memory(qtbot, tmp_path):
    memory: list[tuple[int | None, int | None, int]] = []
    objects: list[int] = []
    done = run(PASS, 7, tmp_path, start=every_module_file(tmp_path), memory=memory, every=PASS,
               passes=PASSES, objects=objects)
    assert len(done) == PASS * PASSES and len(memory) == len(objects) == PASSES
    assert {"language", "market", "counts only", "typed count", "modules", "panel", "new game",
            "save"} <= set(done)
    widgets = [count for _, _, count in memory]
    private = [own for _, own, _ in memory if own is not None]
    resident = [rss for rss, _, _ in memory if rss is not None]
    seen = (f"after each pass: widgets {widgets}, Python objects {objects}, private MB "
            f"{[round(p / 2 ** 20, 1) for p in private]}, resident MB "
            f"{[round(r / 2 ** 20, 1) for r in resident]}")
    assert max(widgets[1:]) <= widgets[1] + 10, seen
    # A handful a pass alone (seen: 7); after other tests in the same worker, 35 (caches those
    # tests left half filled). A leak of one object an action leaves 100 a pass.
    assert objects[-1] <= objects[1] + 50 * (PASSES - 2), seen
    if private:  # Linux: the memory the process allocated (elsewhere the widgets say it)
        assert private[-1] <= 1.03 * private[1], seen
        assert resident[-1] <= 1.10 * resident[1], seen
