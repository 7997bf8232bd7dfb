"""Issue 31: what one edit of the six full cities with every module in play works out, counted
rather than timed (the benchmarks in tests/benchmarks/test_frame_bench.py time it): the
game checked once per drop, a check that wording no place of a game it finds sound."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QObject, QRectF
from PySide6.QtGui import QRegion
from PySide6.QtWidgets import QWidget

from alhambra_gui.engine import Game
from alhambra_gui.engine.game import PLAIN_PLACES
from alhambra_gui.widgets.tiles.mime import TileDrag
from tests.benchmarks.frames import (
    SHOWN,
    movable,
    open_window,
    settle,
    six_full_cities_all_modules,
    swappable,
)
from tests.drag_events import drop, enter, move


class Calls:
    """Counts the calls of one method of a class (patched with monkeypatch)."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch, owner: type, name: str) -> None:
        self.count = 0
        method = getattr(owner, name)

        def counted(*args: object, **kwargs: object) -> object:
            self.count += 1
            return method(*args, **kwargs)

        monkeypatch.setattr(owner, name, counted)


def drop_and_undo(window: QWidget) -> None:
    """The frame benchmark's drop from a reserve, then its undo, each until the window settles."""
    from tests.benchmarks.test_frame_bench import _drop

    assert _drop(window)()
    settle()
    window.session.undo_stack.undo()
    settle()


@pytest.fixture
def opened(qapp, tmp_path):
    """Opens the six full cities with every module in a window when called (a test that counts
    a method patches it first: PySide6 keeps the overrides it found when the window is built);
    the window is closed when the test ends."""
    windows: list[QWidget] = []

    def open_it() -> QWidget:
        windows.append(open_window(tmp_path))
        return windows[-1]

    yield open_it
    for window in windows:
        window.close()
        window.deleteLater()


def _drag(window, kind: str):
    """The drag of ``kind`` in Ben's city: its mime data, the point dropped on, the check
    that the edit was made."""
    game, view = window.session.game, window.current_page().view
    if kind == "move":
        source, target = movable(game, SHOWN)
        return view.mime_for(source), view.view_point(target), \
            lambda: window.session.game.player(SHOWN).city.get(target) is not None
    tile = game.player(SHOWN).reserve[0]
    cell = swappable(game, SHOWN, tile) if kind == "swap" else game.player(SHOWN).city.legal_cells(tile)[0]
    return TileDrag(tile, "reserve", SHOWN).to_mime(), view.view_point(cell), \
        lambda: window.session.game.player(SHOWN).city.get(cell) == tile


@pytest.mark.parametrize("kind", ["place", "swap", "move"])
def test_a_drop_checks_the_game_once_the_preview_checked_it(opened, monkeypatch, kind):
    """The drag's preview checks the game the hovered cell's edit would make (every module's
    rules: is it refused?); the drop on that cell takes that checked game as the step's,
    instead of making and checking it again."""
    window = opened()
    mime, point, made = _drag(window, kind)
    checks = Calls(monkeypatch, Game, "check_modules")
    viewport = window.current_page().view.viewport()
    enter(viewport, mime, point)
    move(viewport, mime, point)
    previewed = checks.count
    assert drop(viewport, mime, point) and made()
    settle()
    assert previewed >= 1 and checks.count == previewed  # the drop checked nothing more
    window.session.undo_stack.undo()  # the game before, and the drop again: checked anew
    settle()
    window.session.undo_stack.redo()
    assert checks.count == previewed and made()


def test_a_swap_works_out_the_city_after_it_once_and_asks_for_no_hole(opened, monkeypatch):
    """A swap is judged by the city with the tile in hand on the cell against the city
    before: the drag's preview judged it, the preview's wall figure built that city again,
    the game's swap judged it again on the preview's copy, and the city it left worked out
    its facts once more. Now the judgement and the city it judged are kept with the city's
    state, and the city the swap leaves takes its facts: the facts are worked out from
    nothing for the city before (forgotten here) and the city without the tile (the city
    after grows from it), each flooding its cells twice (reachable, connected). And the
    tile's own placement on the emptied cell asked whether it would cut a hole off, for
    every cell beside the city at once, for an answer it threw away (the cell was built on)."""
    from alhambra_gui.engine.city import City
    from alhambra_gui.engine.city_facts import Facts

    window = opened()
    mime, point, made = _drag(window, "swap")
    city = window.session.game.player(SHOWN).city
    city.bind(city.rules)  # what finding the swap's cell kept with the city is forgotten
    judged = Calls(monkeypatch, City, "new_violations")
    holes = Calls(monkeypatch, Facts, "_enclosing")
    floods = Calls(monkeypatch, Facts, "_flood")
    viewport = window.current_page().view.viewport()
    enter(viewport, mime, point)
    assert drop(viewport, mime, point) and made()
    settle()
    # (the one batch of holes: the cells the tile in hand lights as the drag enters)
    assert (judged.count, holes.count, floods.count) == (1, 1, 4)  # (2, 3, 8) before
    assert window.current_page().view.city_scene().wall_item().segments == \
        window.session.game.player(SHOWN).city.wall_run().segments


def test_a_drop_words_the_tooltip_of_the_tile_it_built_only(opened, monkeypatch):
    """A tile drawn as before keeps its item and its tooltip: a drop words the new tile's
    (the tile's name, its marks in the words of the modules in play), not again every tile's
    of the city (each asked every module what its marks say); the modules in play changed,
    every tooltip is worded again. Either way each reads as a scene made anew words it."""
    from alhambra_gui.widgets.city import city_scene
    from alhambra_gui.widgets.city.city_scene import CityScene
    from tests.benchmarks.test_frame_bench import _drop

    window = opened()
    session = window.session
    scene = window.current_page().view.city_scene()
    worded = Calls(monkeypatch, city_scene, "marks_lines")

    def tips(shown: CityScene) -> dict[object, str]:
        return {item.cell: item.toolTip() for item in shown.tile_items()}

    assert _drop(window)()
    settle()
    assert worded.count == 1
    assert tips(scene) == tips(CityScene(session, SHOWN))
    worded.count = 0
    session.edit("modules", lambda game: game.set_modules([m for m in game.modules if m != "handymen"]))
    settle()
    assert worded.count > len(scene.tile_items()) // 2  # (the fresh scene's above: not counted)
    assert tips(scene) == tips(CityScene(session, SHOWN))


def test_a_sound_game_is_checked_without_wording_a_place(monkeypatch):
    """A module's check words where a problem is (a tile of a city, in a sentence) only for a
    problem it found, and looks for its marks among the pieces that carry marks: the six
    cities' check makes no place's sentence and lists no city's every piece (the magical
    buildings read each city's magical or turned tiles, kept with the city; they listed every
    piece of the table), let alone once per module."""
    game = six_full_cities_all_modules()
    places = Calls(monkeypatch, type(PLAIN_PLACES), "tile")
    pieces = Calls(monkeypatch, Game, "pieces")
    game.check_modules()
    assert places.count == 0 and pieces.count == 0
    assert sum(1 for _ in game.marked_pieces()) == 12  # two chests and two residents a city


def test_a_scoring_recorded_fills_no_typed_figures_menu_again(opened):
    """A scoring recorded changes no typed figure: the Typed figures dock's menus of ticks and
    of gains keep their entries (13 panels' menus were cleared and filled anew), and what they
    show still follows the game (a figure typed afterwards)."""
    from PySide6.QtWidgets import QToolButton

    window = opened()
    dock = window.findChild(QWidget, "typedDock") or next(
        w for w in window.findChildren(QWidget) if type(w).__name__ == "TypedDock")
    dock.raise_()  # its tab chosen: in sight, it follows the game (behind, it catches up when shown)
    settle()
    buttons = [b for b in dock.findChildren(QToolButton) if b.menu() is not None]
    before = {b.objectName(): list(b.menu().actions()) for b in buttons}
    assert sum(map(len, before.values())) > 50
    window.session.record_scoring()
    settle()
    kept = {b.objectName(): list(b.menu().actions()) for b in buttons}
    assert all(a is b for name in before for a, b in zip(before[name], kept[name], strict=True))
    ticks = next(b for b in buttons if b.objectName().startswith("typed_") and b.menu().actions())
    ticks.menu().actions()[0].setChecked(True)  # a tick typed: that menu follows the game
    settle()
    assert ticks.menu().actions()[0].isChecked() and ticks.menu().actions() != before[ticks.objectName()]


def test_a_drag_entering_judges_the_cell_under_it_and_leaves_the_figures_to_later_turns(
        opened, monkeypatch):
    """A drag entering a city lights its cells and judges the one under the pointer (its
    words, whether the game would refuse it); the other lit cells' wall figures, each a check
    of every module, come on the next turns of the event loop, not in the entering's own."""
    from alhambra_gui.widgets.city.city_preview import DragPreview

    window = opened()
    game, view = window.session.game, window.current_page().view
    tile = game.player(SHOWN).reserve[0]
    cells = sorted(game.player(SHOWN).city.legal_cells(tile), key=lambda c: (c.y, c.x))
    judged = Calls(monkeypatch, DragPreview, "_judge")
    enter(view.viewport(), TileDrag(tile, "reserve", SHOWN).to_mime(), view.view_point(cells[-1]))
    scene = view.city_scene()
    assert judged.count == 1 and sorted(scene.highlighted_cells()) == sorted(cells)
    assert scene.wall_figures_pending()
    settle()
    assert not scene.wall_figures_pending() and judged.count == len(cells)


def test_a_drop_is_painted_in_one_pass(opened):
    """The edit's changes are laid out before the window paints them, so that a drop from a
    reserve is painted once: the reserve's header (rich text) is laid out when it is set, not
    while it is painted, and the chip of the tile dropped leaves its row at once, not when it
    is deleted (each of them made the window paint again after the edit's paint)."""
    from PySide6.QtCore import QEvent, QObject

    from tests.benchmarks.test_frame_bench import _drop

    class Passes(QObject):
        def __init__(self) -> None:
            super().__init__()
            self.count = 0

        def eventFilter(self, watched, event) -> bool:
            if event.type() == QEvent.Type.UpdateRequest:
                self.count += 1
            return False

    window = opened()
    stack, passes = window.session.undo_stack, Passes()
    window.installEventFilter(passes)
    counts = []
    for _ in range(4):
        settle()
        passes.count = 0
        assert _drop(window)()
        settle()
        counts.append(passes.count)
        stack.undo()
    assert counts[1:] == [1, 1, 1]  # (a window's first drop, not counted, paints twice)



def test_an_open_of_another_shape_measures_each_column_of_the_score_table_once(opened, tmp_path, monkeypatch):
    """File ▸ Open of a game of other modules resets the "If scored now" table, whose columns
    are fitted anew: each column's cells are measured once, from their texts and fonts (not
    by Qt's sizeHintForColumn, which asks every cell's delegate), and not again when the
    headings switch between the types' names and their letters (the cells are the same; the
    headings are measured on their own); each heading is worded once (the views ask for the
    headings thousands of times as they lay themselves out)."""
    from collections import Counter

    from alhambra_gui.engine import save_game
    from alhambra_gui.widgets.score import score_model, score_table
    from alhambra_gui.widgets.score.score_table import ScoreTable
    from tests.benchmarks.frames import six_full_cities_no_modules

    window = opened()
    paths = [tmp_path / "base.json", tmp_path / "modules.json"]
    save_game(six_full_cities_no_modules(), paths[0])
    save_game(six_full_cities_all_modules(), paths[1])
    measured: Counter[tuple[str, int]] = Counter()
    by_qt = Calls(monkeypatch, ScoreTable, "sizeHintForColumn")
    by_texts = score_table.cells_width

    def counted(table: ScoreTable, column: int) -> int:
        measured[(table.objectName(), column)] += 1
        return by_texts(table, column)

    monkeypatch.setattr(score_table, "cells_width", counted)
    worded = Calls(monkeypatch, score_model, "column_title")
    for path in paths:
        measured.clear()
        worded.count = 0
        window.files.open(path)
        settle()
        table = window.findChild(ScoreTable, "scoreTable")
        shown = [c for c in range(1, table.model().columnCount()) if not table.isColumnHidden(c)]
        assert {column for name, column in measured if name == "scoreTable"} == set(shown)
        assert max(measured.values()) == 1, measured
        assert 0 < worded.count <= 2 * table.model().columnCount()  # names and letters
    assert by_qt.count == 0


def test_the_columns_measured_from_their_texts_are_as_wide_as_qt_measures_them(opened, example_path):
    """The scoreboard's three tables, with all modules and then a two-player game with Dirk,
    each after a scoring recorded (the records' tables filled), in English, German and
    Chinese: each column's cells measured from their texts and fonts are exactly as wide as
    Qt's delegates make them (bold totals, Dirk's italic row, two-line cells)."""
    from alhambra_gui.widgets.score.score_table import ScoreTable, cells_width
    from alhambra_gui.widgets.window.language_menu import switch_language

    window = opened()
    try:
        compared = 0
        for sample in (None, "two-players-dirk"):
            if sample is not None:
                window.files.open(example_path(sample))
            window.session.record_scoring()
            settle()
            for language in ("en", "de", "zh"):
                switch_language(window, language)
                settle()
                for table in window.findChildren(ScoreTable):
                    for column in range(1, table.model().columnCount()):
                        assert cells_width(table, column) == table.sizeHintForColumn(column), \
                            (sample, language, table.objectName(), column)
                        compared += 1
        assert compared > 150
    finally:
        switch_language(window, "en")


def test_a_typed_count_leaves_the_put_away_city_undrawn_until_it_is_shown(opened, tmp_path, monkeypatch):
    """A counts-only player's city view is hidden while the typed counts score: a typed count
    drew its scene again for nobody (a twentieth of the edit's CPU time). The scene is drawn when
    the view shows it again, with what changed meanwhile (here: a game of the same shape
    opened, whose kept city of that player has a tile less)."""
    from alhambra_gui.engine import save_game
    from alhambra_gui.engine.counts_actions import set_counts
    from alhambra_gui.widgets.city.city_scene import CityScene

    window = opened()
    session = window.session
    name = session.game.names[-1]
    session.counts.set_counts_only(name, True)
    window.show_city(name)
    settle()
    page = window.current_page()
    scene = page.view.city_scene()
    drawn = Calls(monkeypatch, CityScene, "refresh")
    box = page.counts_form.count_box("garden")
    box.setValue(box.value() + 1)
    settle()
    assert session.game.player(name).counts.count("garden") == box.value()
    assert drawn.count == 0
    other = six_full_cities_all_modules()
    cell = movable(other, name)[0]
    other.unbuild(name, cell, force=True)
    set_counts(other, name, session.game.player(name).counts)
    save_game(other, tmp_path / "other.json")
    window.files.open(tmp_path / "other.json")
    settle()
    assert window.current_page() is page and page.view.isHidden()
    assert scene.tile_item(cell) is not None  # put away: still as it was drawn
    session.counts.set_counts_only(name, False)
    settle()
    assert page.view.isVisible() and scene.tile_item(cell) is None
    assert len(scene.tile_items()) == len(session.game.player(name).city) + 1  # the fountain


def test_the_hidden_majority_table_measures_its_rows_only_when_shown(opened, monkeypatch):
    """The majorities' rows grow with their texts (ResizeToContents): on its tab behind the
    "If scored now" table, its row header measured every cell again (each cell's size, font,
    alignment, colours: some 340 questions) on every drop, for nobody to see. Hidden, it asks
    for no cell's size; shown, its rows fit the texts of the game as it is then."""
    from collections import Counter

    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QTabWidget

    from alhambra_gui.widgets.score.record_models import MajorityModel
    from alhambra_gui.widgets.score.score_table import ScoreTable
    from tests.benchmarks.test_frame_bench import _drop

    asked: Counter[int] = Counter()
    data = MajorityModel.data

    def counted(self, index, role=Qt.ItemDataRole.DisplayRole):
        asked[role] += 1
        return data(self, index, role)

    monkeypatch.setattr(MajorityModel, "data", counted)  # before the window: Qt's calls too
    window = opened()
    table = window.findChild(ScoreTable, "majorityTable")
    assert not table.isVisible()
    for _ in range(2):
        asked.clear()
        assert _drop(window)()
        settle()
        assert asked[Qt.ItemDataRole.SizeHintRole] == 0, asked
        window.session.undo_stack.undo()
        settle()
    assert _drop(window)()
    settle()
    tabs = next(w for w in window.findChildren(QTabWidget) if w.indexOf(table) >= 0)
    tabs.setCurrentWidget(table)
    settle()
    assert table.isVisible() and asked[Qt.ItemDataRole.SizeHintRole] > 0
    header = table.verticalHeader()
    for row in range(table.model().rowCount()):
        assert table.rowHeight(row) == max(table.sizeHintForRow(row), header.sectionSizeHint(row))


def test_the_piece_supply_is_worked_out_again_only_when_the_pieces_held_change(opened, monkeypatch):
    """A module's supply is its box less its pieces in the game: a drop of a building tile,
    its undo, a scoring recorded leave every chip as it was and ask no module for its supply
    (all the supplies were worked out again on every edit); a hut put into a reserve is one
    fewer on its chip at once, and its undo gives it back."""
    from alhambra_gui.engine.modules.building_huts import hut
    from alhambra_gui.widgets.modules.building_huts import BuildingHutsUI
    from alhambra_gui.widgets.tiles.piece_supply import PieceSupply
    from tests.benchmarks.test_frame_bench import _drop

    window = opened()
    session = window.session
    row = window.findChild(PieceSupply).row("building_huts")
    labels = [chip.label for chip in row.chips()]
    asked = Calls(monkeypatch, BuildingHutsUI, "supply_items")
    assert _drop(window)()
    settle()
    session.undo_stack.undo()
    session.record_scoring()
    settle()
    assert asked.count == 0 and [chip.label for chip in row.chips()] == labels
    garden = next(n for n, chip in enumerate(row.chips()) if chip.tile.type == "garden")
    session.reserve(SHOWN, hut("garden", "S"))
    settle()
    assert asked.count == 1
    assert row.chips()[garden].label == f"×{int(labels[garden][1:]) - 1}"
    session.undo_stack.undo()
    settle()
    assert [chip.label for chip in row.chips()] == labels


def test_an_edit_words_no_heading_of_the_score_table(opened, monkeypatch):
    """Every edit makes a new game of the same variant and modules: the "If scored now"
    table's headings, which read only these, are worded once for them (every heading was
    worded again on every edit, each module term's looking through every module's titles),
    and stay those a table worded anew gives."""
    from PySide6.QtCore import Qt

    from alhambra_gui.widgets.score import score_model
    from alhambra_gui.widgets.score.score_model import ScoreTableModel
    from alhambra_gui.widgets.score.score_table import ScoreTable
    from tests.benchmarks.test_frame_bench import _drop

    window = opened()
    session = window.session
    model = window.findChild(ScoreTable, "scoreTable").model()
    worded = Calls(monkeypatch, score_model, "column_title")
    assert _drop(window)()
    settle()
    name = session.game.names[-1]
    session.counts.set_counts_only(name, True)
    settle()
    window.show_city(name)
    settle()
    box = window.current_page().counts_form.count_box("garden")
    box.setValue(box.value() + 1)
    settle()
    assert worded.count == 0
    fresh = ScoreTableModel(session)
    fresh.compact = model.compact
    heads = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]
    assert heads == [fresh.headerData(c, Qt.Orientation.Horizontal) for c in range(fresh.columnCount())]
    assert worded.count > 0  # the fresh table's own


def test_a_drop_repaints_the_grid_cells_and_the_wall_it_changed_as_a_full_repaint_draws_them(
        opened, monkeypatch):
    """The frontier grid was one item over the whole city, set anew on every edit, and the
    longest wall a new item each time: a drop repainted the whole city (every grid cell, the
    whole wall stroked twice). Now each grid cell is an item, kept while it stays, the wall
    is kept while it does not change, and it strokes only what a paint exposes: the drop
    paints some of the grid's cells, and the window it leaves is, pixel for pixel, the window
    repainted whole."""
    from PySide6.QtWidgets import QApplication

    from alhambra_gui.widgets.city import city_items, wall_item
    from tests.benchmarks.test_frame_bench import _drop

    cells = Calls(monkeypatch, city_items._CellItem, "paint")  # before the window: Qt's calls too
    window = opened()
    scene = window.current_page().view.city_scene()
    walls = [item for item in scene.items() if isinstance(item, wall_item.WallItem)]
    frontier = len(scene.grid_cells())
    cells.count = 0
    assert _drop(window)()
    settle()
    assert walls == [item for item in scene.items() if isinstance(item, wall_item.WallItem)]
    assert 0 < cells.count < frontier, (cells.count, frontier)  # (the cells lit by the drag too)

    def shown():
        return QApplication.primaryScreen().grabWindow(window.winId()).toImage()

    after_drop = shown()
    cells.count = 0
    window.current_page().view.viewport().update()
    settle()
    assert cells.count == len(scene.grid_cells())  # the whole grid, this time
    assert shown() == after_drop


def test_an_edit_of_one_city_leaves_the_other_pages_headers_unless_a_supply_they_show_changed(
        opened, monkeypatch):
    """A city page's header (buildings, the longest wall, problems, what is left of the
    gates and wall pieces) was worked out again on every page at every edit. A drop in Ben's
    city words Ben's header only; a gate taken in Ben's city changes the gates left, which
    every page's header shows: those are worded again, and say so."""
    from alhambra_gui.engine import SIDES
    from alhambra_gui.engine.modules import city_gates
    from alhambra_gui.widgets.city.city_page import CityPage
    from tests.benchmarks.test_frame_bench import _drop

    window = opened()
    session = window.session
    other = session.game.names[-1]
    window.show_city(other)
    window.show_city(SHOWN)
    settle()
    pages = {page.player: page for page in window.findChildren(CityPage)}
    assert {SHOWN, other} <= set(pages)
    worded: list[str] = []
    update = CityPage._update_header

    def counted(page: CityPage) -> None:
        worded.append(page.player)
        update(page)

    monkeypatch.setattr(CityPage, "_update_header", counted)
    assert _drop(window)()
    settle()
    assert worded == [SHOWN]
    worded.clear()
    left = city_gates.left(session.game)
    assert f"Gates left: {left}" in pages[other].header_text()
    city = session.game.player(SHOWN).city
    cell, side = next((c, s) for c, _ in city for s in SIDES
                      if city_gates.is_double_wall(city, c, s)
                      and city_gates.edge(c, s) not in city_gates.gates(city.state))
    session.modules.make(city_gates.gate_step(session.game, SHOWN, cell, side, True))
    settle()
    assert city_gates.left(session.game) == left - 1
    assert sorted(worded) == sorted(pages)
    assert f"Gates left: {left - 1}" in pages[other].header_text()


def test_the_recorded_scorings_table_is_not_read_again_when_no_scoring_changed(opened, monkeypatch):
    """The table of the recorded scorings shows what its rows hold (names, points, places):
    a drop changes none of them, and its cells are no longer worded again to find that out;
    a scoring recorded is shown, and its undo."""
    from alhambra_gui.widgets.score.record_models import HistoryModel
    from alhambra_gui.widgets.score.score_table import ScoreTable

    window = opened()
    session = window.session
    model = window.findChild(ScoreTable, "historyTable").model()
    read = Calls(monkeypatch, HistoryModel, "_text")
    drop_and_undo(window)
    assert read.count == 0
    session.record_scoring()
    settle()
    assert read.count > 0
    points = [model.index(row, 1).data() for row in range(model.rowCount())]
    assert points == [str(session.game.scorings[0].points[name]) for name in session.game.names]
    session.undo_stack.undo()
    settle()
    assert [model.index(row, 1).data() for row in range(model.rowCount())] == ["–"] * model.rowCount()


def test_a_drop_words_again_only_the_majority_rows_it_changed(opened, monkeypatch):
    """Who leads each type: a drop changes the count of one type in one city, and only that
    type's row is worded again (every participant's standing in every row was); the table
    shows what a table worded anew shows."""
    from PySide6.QtCore import Qt

    from alhambra_gui.widgets.score.record_models import MajorityModel
    from alhambra_gui.widgets.score.score_table import ScoreTable
    from tests.benchmarks.test_frame_bench import _drop

    window = opened()
    session = window.session
    model = window.findChild(ScoreTable, "majorityTable").model()
    worded = Calls(monkeypatch, MajorityModel, "_text")
    assert _drop(window)()
    settle()
    assert 0 < worded.count <= model.columnCount()  # one row's cells, of 6 rows
    fresh = MajorityModel(session, score_of=lambda game: game.score(1))

    def texts(table) -> list[list[str]]:
        return [[str(table.index(r, c).data(Qt.ItemDataRole.DisplayRole))
                 for c in range(table.columnCount())] for r in range(table.rowCount())]

    assert texts(model) == texts(fresh)
    session.undo_stack.undo()
    settle()
    assert texts(model) == texts(MajorityModel(session))


def test_an_edit_matches_no_palette_tile_against_the_filter_again(opened, monkeypatch):
    """Which palette tiles the filter shows depends on the tiles, the filter's text and the
    language, none of which an edit of the game changes: a drop and its undo match none of
    the 54 tiles again (each was, on every edit), and the filter still shows what it showed;
    a new text is matched."""
    from alhambra_gui.widgets.tiles.palette import PaletteDock
    from alhambra_gui.widgets.tiles.tile_filter import TileQuery
    from tests.benchmarks.test_frame_bench import _drop

    window = opened()
    palette = window.findChild(PaletteDock)
    palette.filter_edit.setText("garden")
    settle()
    shown = palette.visible_tiles()
    assert shown and all(tile.type == "garden" for tile in shown)
    matched = Calls(monkeypatch, TileQuery, "matches")
    tile = window.session.game.player(SHOWN).reserve[0]
    assert _drop(window)()
    settle()
    assert matched.count == 0 and palette.visible_tiles() == shown
    assert "city" in palette.chip_for(tile).toolTip()  # where it is now, as before
    window.session.undo_stack.undo()
    settle()
    assert matched.count == 0 and palette.visible_tiles() == shown
    palette.filter_edit.setText("tower")
    settle()
    assert matched.count > 0 and all(t.type == "tower" for t in palette.visible_tiles())


class _Painted(QObject):
    """The region of a widget painted since it was last cleared (its paint events' regions)."""

    def __init__(self) -> None:
        super().__init__()
        self.region = QRegion()

    def eventFilter(self, watched, event) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.region = self.region.united(event.region())
        return False


def _shown(window):
    """The window as it is on the screen (its backing store, not painted anew)."""
    from PySide6.QtWidgets import QApplication

    return QApplication.primaryScreen().grabWindow(window.winId()).toImage()


def _as_repainted_whole(window) -> bool:
    """Whether the window shows what it shows once its city view is repainted whole."""
    shown = _shown(window)
    window.current_page().view.viewport().update()
    settle()
    return _shown(window) == shown


def test_a_swap_that_changes_the_wall_repaints_the_segments_that_came_and_went(opened):
    """A reserve tile swapped for a built one changes the longest wall (here it loses a
    segment): the wall's item stays and repaints the segments that came or went, not the
    wall's whole extent (a new item was made, and both walls' bounds were repainted: every
    tile, grid cell and stroke under them); the window it leaves is, pixel for pixel, the
    window repainted whole; so is its undo's."""
    from PySide6.QtCore import QLineF, QPointF

    from alhambra_gui.widgets.city.city_items import CELL, cell_at, cell_rect

    def line(segment) -> QLineF:
        (x1, y1), (x2, y2) = segment.corners()
        return QLineF(QPointF(x1 * CELL, y1 * CELL), QPointF(x2 * CELL, y2 * CELL))

    def reach(segment):  # where its stroke (0.08 of a cell beside the line) may paint
        ends = line(segment)
        return QRectF(ends.p1(), ends.p2()).normalized().adjusted(*(0.12 * CELL * k for k in (-1, -1, 1, 1)))

    window = opened()
    view = window.current_page().view
    scene, viewport = view.city_scene(), view.viewport()
    mime, point, made = _drag(window, "swap")
    swapped = cell_at(view.mapToScene(point))
    wall = scene.wall_item()
    first = set(wall.segments)
    painted = _Painted()
    viewport.installEventFilter(painted)
    for step in ("swap", "undo"):
        before = set(scene.wall_item().segments)
        painted.region = QRegion()
        if step == "swap":
            enter(viewport, mime, point)
            assert drop(viewport, mime, point) and made()
        else:
            window.session.undo_stack.undo()
        settle()
        now = set(scene.wall_item().segments)
        near = [reach(s) for s in before ^ now] + [cell_rect(swapped)]
        far = [s for s in before & now if not any(reach(s).intersects(r) for r in near)]
        assert before != now and len(far) >= 3, (step, far)
        assert not any(painted.region.contains(view.mapFromScene(line(s).center())) for s in far), step
        assert not painted.region.isEmpty() and _as_repainted_whole(window), step
        assert scene.wall_item() is wall
    assert set(wall.segments) == first


def test_edits_that_change_the_wall_leave_the_city_as_a_full_repaint_draws_it(qapp, tmp_path):
    """A city grown tile by tile from the fountain, each tile on a cell it fits (chosen at
    random, seeded), every third built tile undone and done again: its longest wall grows,
    moves and shrinks, and after each step the window is, pixel for pixel, the window with
    its city repainted whole."""
    import random

    from alhambra_gui.engine import Game

    window = open_window(tmp_path, Game(["Anna", "Ben"]))
    try:
        window.show_city("Anna")
        # The keyboard cursor's dashed frame, drawn in part beside a repainted cell, dashes
        # otherwise than drawn whole (Qt's dashes: as before the wall's change): it waits
        # away from the city.
        window.current_page().view.set_cursor((-30, -30), scroll=False)
        settle()
        session, chosen = window.session, random.Random(7)
        scene = window.current_page().view.city_scene()

        def wall():
            return scene.wall_item().segments if scene.wall_item() is not None else ()

        shapes = set()
        for step in range(1, 19):
            city = session.game.player("Anna").city
            fits = [(t, c) for t in session.game.free_tiles()[:12] for c in city.legal_cells(t)]
            tile, cell = chosen.choice(fits)
            session.place("Anna", tile, cell)
            settle()
            shapes.add(wall())
            assert _as_repainted_whole(window), step
            if step % 3 == 0:
                for redo in (False, True):
                    (session.undo_stack.redo if redo else session.undo_stack.undo)()
                    settle()
                    assert _as_repainted_whole(window), (step, redo)
        assert len(shapes) >= 6, len(shapes)  # seven walls in turn
        assert wall() == session.game.player("Anna").city.wall_run().segments
    finally:
        window.close()
        window.deleteLater()
