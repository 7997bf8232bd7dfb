"""The history records every module played, scoring or not (issue 32): a game with modules
of the third set keeps them listed and findable, its typed figures, its gains and the
typed terms of each scoring (MODULES.md §19)."""

from __future__ import annotations

import pytest

from alhambra_gui.engine import loads
from alhambra_gui.engine.figure_edits import add_gain, set_figure
from alhambra_gui.history import History, record_of
from tests.history_games import finished

MODULES = ["falconers", "palace_designers", "thieves", "personal_building_market"]


@pytest.fixture
def history(tmp_path):
    history = History.open(tmp_path / "history.sqlite").history
    yield history
    history.close()


def test_modules_without_scoring_and_typed_figures_enter_the_history(history):
    game = finished()
    game.scorings.clear()
    game.set_modules(MODULES)
    set_figure(game, "Anna", "falconers", "black", 2)
    add_gain(game, "Ben", "palace_designers", 2)
    while not game.finished:
        game.record_scoring()
    game_id = history.add(record_of(game))
    assert history.game(game_id).modules == tuple(MODULES)
    assert history.game_ids(module="thieves") == [game_id]
    kept = loads(history.game_file(game_id))
    assert kept.player("Anna").typed["falconers"]["black"] == 2
    assert [g.points for g in kept.player("Ben").immediate] == [2]
    final = {key: points for _, key, points in history.terms(game_id)[0][3]}
    assert final["falconers"] == 6
    assert kept.totals()["Ben"] == game.totals()["Ben"]
