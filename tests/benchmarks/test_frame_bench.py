"""Issue 19: every edit within one 60 Hz frame (16.7 ms), painted, with six full cities and
every module in play; File ▸ Open and View ▸ Language under 100 ms (skipped by default:
``pytest tests/benchmarks/test_frame_bench.py --benchmark-only -n 0``).

Each row is timed from the user's input (the drop event, the key's action, the spin box's
new value) until the event loop has nothing left to do and the window is painted
(``frames.settle``), and is paired in its group with the baselines of the same run: one turn
of an idle event loop, settled the same way, and the whole window repainted unchanged.
"""

from __future__ import annotations

import gc

import pytest
import shiboken6
from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QApplication, QWidget

from alhambra_gui.engine import save_game
from alhambra_gui.widgets.tiles.mime import TileDrag
from alhambra_gui.widgets.window.main_window import MainWindow
from tests.drag_events import drop, enter, leave, move

from .frames import (
    SHOWN,
    Paints,
    every_module,
    movable,
    open_window,
    painted,
    settle,
    six_full_cities_all_modules,
    six_full_cities_no_modules,
    swappable,
)

EDITS = "issue 19: an edit, painted (six full cities, all modules unless named; a frame is 16.7 ms)"
WHOLE = "issue 19: open and language, painted (six full cities, all modules; goal 100 ms)"
ROUNDS = 30


#: Issue 18: a drop, an undo and a recorded scoring with all sixteen modules and their
#: pieces in play, beside the same without modules.
WITH_AND_WITHOUT = pytest.mark.parametrize(
    "window", [pytest.param(six_full_cities_no_modules, id="no modules"),
               pytest.param(six_full_cities_all_modules, id="all modules")], indirect=True)


@pytest.fixture
def window(qapp, tmp_path, request):
    """The window (on six full cities with all modules, unless the test names its game);
    whichever main windows are open at the end are closed."""
    yield open_window(tmp_path, getattr(request, "param", six_full_cities_all_modules)())
    for widget in QApplication.topLevelWidgets():
        if isinstance(widget, MainWindow) and shiboken6.isValid(widget):
            widget.close()
            widget.deleteLater()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    gc.collect()  # the window's session goes now, not in the middle of a later test's rounds


def _pedantic(benchmark, work, setup=None, rounds=ROUNDS):
    return benchmark.pedantic(painted(work), setup=setup and painted(setup), rounds=rounds,
                              warmup_rounds=2)


@pytest.mark.benchmark(group=EDITS)
def test_baseline_an_idle_turn_of_the_event_loop(benchmark, window):
    _pedantic(benchmark, lambda: None)


@pytest.mark.benchmark(group=EDITS)
def test_baseline_the_window_repainted_unchanged(benchmark, window):
    """The whole window painted again with nothing changed (every dock, the city, the
    tables): what an edit would cost if it repainted everything and did nothing else. An
    edit that repaints only what it changed takes less than this beside its own work."""
    paints = Paints()
    window.current_page().view.viewport().installEventFilter(paints)
    widgets = [window, *window.findChildren(QWidget)]

    def everything() -> None:
        for widget in widgets:
            widget.update()

    _pedantic(benchmark, everything)
    assert paints.count  # the city was painted, with the rest


@pytest.mark.benchmark(group=EDITS)
def test_drag_move_over_a_city(benchmark, window):
    view = window.current_page().view
    city = window.session.game.player(SHOWN).city
    tile = window.session.game.player(SHOWN).reserve[0]
    mime = TileDrag(tile, "reserve", SHOWN).to_mime()
    points = [view.view_point(cell) for cell in sorted(city.facts.frontier, key=lambda c: (c.y, c.x))]
    assert enter(view.viewport(), mime, points[0])
    settle()
    turn = iter(range(10**9))
    _pedantic(benchmark, lambda: move(view.viewport(), mime, points[next(turn) % len(points)]))


def _drop(window):
    """Ben's first reserve tile dropped on its first legal cell (enter, move, drop)."""
    session = window.session
    tile = session.game.player(SHOWN).reserve[0]
    cell = session.game.player(SHOWN).city.legal_cells(tile)[0]
    view = window.current_page().view
    mime, point = TileDrag(tile, "reserve", SHOWN).to_mime(), view.view_point(cell)

    def run() -> bool:
        enter(view.viewport(), mime, point)
        move(view.viewport(), mime, point)
        return drop(view.viewport(), mime, point)

    return run


@WITH_AND_WITHOUT
@pytest.mark.benchmark(group=EDITS)
def test_drop_from_a_reserve(benchmark, window):
    stack = window.session.undo_stack
    paints = Paints()
    window.current_page().view.viewport().installEventFilter(paints)
    _pedantic(benchmark, _drop(window), setup=lambda: stack.index() and stack.undo())
    assert stack.index() == 1 and paints.count  # dropped, and the city was painted


@WITH_AND_WITHOUT
@pytest.mark.benchmark(group=EDITS)
def test_undo_of_that_drop(benchmark, window):
    stack = window.session.undo_stack
    painted(_drop(window))()
    _pedantic(benchmark, stack.undo, setup=stack.redo)
    assert stack.index() == 0


@pytest.mark.benchmark(group=EDITS)
def test_redo_of_that_drop(benchmark, window):
    stack = window.session.undo_stack
    painted(_drop(window))()
    _pedantic(benchmark, stack.redo, setup=stack.undo)
    assert stack.index() == 1


@pytest.mark.benchmark(group=EDITS)
def test_move_a_built_tile(benchmark, window):
    stack, view = window.session.undo_stack, window.current_page().view
    source, target = movable(window.session.game, SHOWN)
    mime = view.mime_for(source)
    point = view.view_point(target)

    def run() -> bool:
        enter(view.viewport(), mime, point)
        return drop(view.viewport(), mime, point)

    _pedantic(benchmark, run, setup=lambda: stack.index() and stack.undo())
    assert window.session.game.player(SHOWN).city.get(target) is not None


@pytest.mark.benchmark(group=EDITS)
def test_swap_a_reserve_tile_for_a_built_one(benchmark, window):
    stack, view, game = window.session.undo_stack, window.current_page().view, window.session.game
    tile = game.player(SHOWN).reserve[0]
    cell = swappable(game, SHOWN, tile)
    mime, point = TileDrag(tile, "reserve", SHOWN).to_mime(), view.view_point(cell)

    def run() -> bool:
        enter(view.viewport(), mime, point)
        return drop(view.viewport(), mime, point)

    _pedantic(benchmark, run, setup=lambda: stack.index() and stack.undo())
    assert window.session.game.player(SHOWN).city.get(cell) == tile


@WITH_AND_WITHOUT
@pytest.mark.benchmark(group=EDITS)
def test_a_scoring_recorded(benchmark, window):
    """The next scoring recorded (the session's step that every record control ends in)."""
    stack, session = window.session.undo_stack, window.session
    _pedantic(benchmark, session.record_scoring, setup=lambda: stack.index() and stack.undo())
    assert stack.index() == 1 and session.game.next_round == 2


def test_the_modules_game_has_every_kind_of_piece_and_marker():
    """What the "all modules" rows measure: pieces and markers in every city, all legal."""
    from alhambra_gui.engine.modules import caliphs_guidelines, street_traders
    game = six_full_cities_all_modules()
    assert list(game.modules) == every_module()
    for player in game.players:
        kinds = sorted(tile.kind for _, tile in player.city if tile.is_piece)
        assert kinds == ["bazaar", "camp", "hut", "hut", "medina"], player.name
        assert len(street_traders.resident_cells(player.city, game.ruleset)) == 2
        assert street_traders.trader(player.city) is not None
        assert not player.city.violations()
    assert caliphs_guidelines.missions(game.state) == (1, 4, 9)


@pytest.mark.benchmark(group=EDITS)
def test_a_chest_taken_off(benchmark, window):
    from alhambra_gui.engine.modules.treasure_chamber import chest_step

    stack, session = window.session.undo_stack, window.session
    cell = next(iter(session.game.player(SHOWN).city))[0]
    _pedantic(benchmark, lambda: session.modules.make(chest_step(session.game, SHOWN, cell, False)),
              setup=lambda: stack.index() and stack.undo())
    assert stack.index() == 1


@pytest.mark.benchmark(group=EDITS)
def test_a_typed_count_changed(benchmark, window):
    session = window.session
    name = session.game.names[-1]
    session.counts.set_counts_only(name, True)
    window.show_city(name)
    settle()
    box = window.current_page().counts_form.count_box("garden")
    values = iter(range(10**9))
    _pedantic(benchmark, lambda: box.setValue(1 + next(values) % 5))
    assert session.game.player(name).counts is not None


@pytest.mark.benchmark(group=WHOLE)
def test_baseline_an_idle_turn_of_the_loop_beside_open(benchmark, window):
    _pedantic(benchmark, lambda: None, rounds=10)


@pytest.mark.benchmark(group=WHOLE)
def test_file_open(benchmark, window, tmp_path):
    path = tmp_path / "six-modules.json"
    save_game(six_full_cities_all_modules(), path)
    _pedantic(benchmark, lambda: window.files.open(path), rounds=10)
    assert window.current_player() == SHOWN


@pytest.mark.benchmark(group=WHOLE)
def test_file_open_of_games_of_other_shapes(benchmark, window, tmp_path):
    """File ▸ Open of a game whose modules differ from the one shown (the panels that a game
    of the same shape keeps are built again): the six cities with all modules, then without,
    in turn."""
    paths = [tmp_path / "six-modules.json", tmp_path / "six-base.json"]
    save_game(six_full_cities_all_modules(), paths[0])
    save_game(six_full_cities_no_modules(), paths[1])
    turn = iter(range(10**9))
    _pedantic(benchmark, lambda: window.files.open(paths[next(turn) % 2]), rounds=10)
    assert window.current_player() == SHOWN


@pytest.mark.benchmark(group=WHOLE)
def test_language_switch(benchmark, window):
    from alhambra_gui.widgets.window.language_menu import switch_language

    choices = iter(["de", "en"] * 100)
    try:
        _pedantic(benchmark, lambda: switch_language(window, next(choices)), rounds=10)
        assert window.current_player() == SHOWN
    finally:
        switch_language(window, "en")
        settle()


WORST = "issue 19: a drag entering the worst-case city (lit at once, wall figures after)"


@pytest.mark.benchmark(group=WORST)
@pytest.mark.parametrize("variant", ["alhambra", "granada"])
@pytest.mark.parametrize("until", ["lit", "every figure"])
def test_drag_enter_on_the_worst_case_city(benchmark, qapp, tmp_path, variant, until):
    """The palette's free tile dragged into Anna's city beside its junction-rich checkerboard:
    until the cells are lit (the input handled: the window takes the next event), and until
    every lit cell shows its wall figure too (the event loop settled)."""
    from .cities import worst_case_game

    game, free = worst_case_game(variant)
    window = open_window(tmp_path, game)
    try:
        window.show_city("Anna")
        settle()
        view = window.current_page().view
        scene = view.city_scene()
        mime = TileDrag(free, "palette").to_mime()
        point = view.view_point(sorted(game.player("Anna").city.legal_cells(free))[0])

        entered = [False]

        def drag_enter() -> bool:
            entered[0] = enter(view.viewport(), mime, point)
            if until == "every figure":
                settle()
            return entered[0]

        def away() -> None:  # the drag of the round before leaves the city
            if entered[0]:
                leave(view.viewport())
                settle()

        benchmark.pedantic(drag_enter, setup=away, rounds=10, warmup_rounds=1)
        settle()
        assert scene.highlighted_cells() and not scene.wall_figures_pending()
    finally:
        window.close()
        window.deleteLater()
        QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        gc.collect()
