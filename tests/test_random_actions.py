"""Seeded runs of random actions on the main window (tests/random_actions.py): after every
action the views match the engine, nothing raises (pytest-qt fails a test on any exception
in a Qt slot) and the game saved opens again as the same game — over every kind of action:
the modules and their marks, typed counts, scorings with other points, the market, new
games and View ▸ Language; also from a game that holds every module with its pieces (two
huts alike among them: pieces are many, a building tile is one of a kind).

A long evening's run levels off in memory: the harness runs the deferred deletes as the
event loop does (without them the same run grew to 4 GB and half a million widgets in 1000
actions), and the wrapping rows of chips delete their layout items when they go (without
that each palette rebuilt left 54 behind). The run measures the memory the process
allocated itself (RssAnon): its resident size also counts the pages of the fonts it maps,
which rise while a language's glyphs are first drawn (the two CJK fonts are 20 MB each)
and are the system's to drop. 5000 actions take about 115 s of one core here, more than the
suite can spend: the long run is 2000 actions (about 45 s)."""

from __future__ import annotations

import pytest

from tests.module_games import every_module_file
from tests.random_actions import run

pytestmark = pytest.mark.gui

LONG_RUN = 2000


@pytest.mark.parametrize(("seed", "start"), [(1, "two-players-dirk.json"), (2, "three-players.json"),
                                             (3, "every module")])
def test_random_actions_keep_the_views_true_and_the_game_savable(qtbot, tmp_path, seed, start):
    if start == "every module":
        start = every_module_file(tmp_path)
    done = run(150, seed, tmp_path, start=start)
    assert len(done) == 150
    assert {"place", "undo", "save", "score", "module key", "new game"} <= set(done)


def test_a_long_evening_with_every_module_levels_off_in_memory(qtbot, tmp_path):
    memory: list[tuple[int | None, int | None, int]] = []
    done = run(LONG_RUN, 7, tmp_path, start=every_module_file(tmp_path), memory=memory, every=250)
    assert len(done) == LONG_RUN and len(memory) == LONG_RUN // 250
    assert {"language", "market", "counts only", "typed count", "modules", "panel"} <= set(done)
    widgets = [count for _, _, count in memory]
    assert max(widgets[len(widgets) // 2:]) <= 1.5 * widgets[0] + 200, f"widgets alive: {widgets}"
    private = [own for _, own, _ in memory if own is not None]
    if private:  # Linux: the memory the process allocated (elsewhere the widgets say it)
        middle = private[len(private) // 2 - 1]
        assert private[-1] <= 1.08 * middle, f"private MB: {[p // 2 ** 20 for p in private]}"
        resident = [rss for rss, _, _ in memory if rss is not None]
        assert resident[-1] <= 1.25 * resident[len(resident) // 2 - 1], \
            f"resident MB: {[r // 2 ** 20 for r in resident]}"
