"""The history's plots a player can read (issue 27, item 2): at 1280×720 (and at the History
window's own size) every tick and category label has its own place, counts are whole
numbers, the pointer over a bar or a game tells its exact value, every player is drawn in
their own colour, and the head-to-head table shows every row."""

from __future__ import annotations

import html
import random
import re

import pytest
from PySide6.QtCore import QPoint, QPointF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QApplication

from alhambra_gui.app.session import PLAYER_COLOURS, GameSession
from alhambra_gui.history import record_of, stats
from alhambra_gui.history.record import SeatRecord
from alhambra_gui.widgets.history.history_stats import MOATED, MOST_PLAYERS
from alhambra_gui.widgets.window.main_window import MainWindow
from tests.history_games import PLAYERS, fill_history, finished, made, random_record
from tests.test_gui_plain_text import tooltip_at

pytestmark = pytest.mark.gui

GRANADA = ("arena", "bath_house", "library", "hostel", "hospital", "market", "park", "school",
           "residential_area")
GUESTS = tuple((name, None) for name in ("Gunnar", "Hana", "Ines", "Jonas", "Kemal", "Lotte", "Mika",
                                         "Noor"))


@pytest.fixture
def window(qtbot, tmp_path, show_widget):
    from alhambra_gui.app.autosave import Autosave

    return show_widget(MainWindow(GameSession(), Autosave(tmp_path / "appdata")), 1296, 810)


@pytest.fixture
def evening(window):
    """Forty game nights of six friends, guests enough for more than a dozen players, the
    sample game with eight modules, two Granada games, and Zoë's first two games."""
    store = window.history_menu.history.store()
    fill_history(store, 40)
    rng = random.Random(27)
    for day in range(4):
        store.add(random_record(rng, 60 + day, 6, names=PLAYERS[:2] + GUESTS))
    store.add(record_of(finished("modules-game.json")))
    for day in (70, 71):
        store.add(made({"Anna": (20, 40, 61), "Zoë": (15, 35, 55)}, day=day, variant="granada",
                       terms={"Anna": [("buildings", t, 3 + i, 1) for i, t in enumerate(GRANADA)]
                              + [("wall", "wall", 4, None)],
                              "Zoë": [("buildings", "park", 30, 2), ("wall", "wall", 25, None)]}))
    window.history_menu.history.imported()
    return store


def show_statistics(window, store, player: str, width: int = 1280, height: int = 720):
    history_window = window.history_menu.show_window()
    history_window.resize(width, height)
    history_window.tabs.setCurrentIndex(2)
    panel = history_window.stats_panel
    panel.choose(store.profile(player).id)
    for _ in range(3):
        QApplication.processEvents()
    return panel


def painted_labels(axis) -> list[tuple[object, str]]:
    """The labels an axis paints, each with its place in the scene: what pyqtgraph computes
    for its picture (AxisItem.generateDrawSpecs)."""
    image = QImage(8, 8, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    try:
        specs = axis.generateDrawSpecs(painter)
    finally:
        painter.end()
    return [(axis.mapRectToScene(rect), text) for rect, _flags, text in specs[2]]


def plots(panel):
    return {"totals": panel.totals_plot, "wins": panel.wins_plot, "sources": panel.sources_plot}


def assert_readable(panel) -> None:
    for name, plot in plots(panel).items():
        placed = []
        for side in ("left", "bottom"):
            axis = plot.getAxis(side)
            found = painted_labels(axis)
            assert found, f"{name}: no {side} labels"
            if getattr(axis, "categories", None) is not None:  # every bar named
                assert [text for _, text in found] == [text for _, text in axis._tickLevels[0]], name
            else:  # counts: whole numbers only, never 1.0, 1.2, …
                assert all(text.lstrip("\N{MINUS SIGN}").isdigit() for _, text in found), (name, found)
            placed += found
        for i, (rect, text) in enumerate(placed):
            for other, other_text in placed[i + 1:]:
                assert not rect.intersects(other), f"{name}: {text!r} overlaps {other_text!r}"


@pytest.mark.parametrize("player", ["Anna", "Zoë"])
def test_every_plot_at_1280x720_counts_in_whole_numbers_and_no_label_overlaps(window, evening, player):
    panel = show_statistics(window, evening, player)
    assert_readable(panel)
    sources = panel.sources_plot.getAxis("left")
    if player == "Anna":  # Alhambra's types, the wall, the modules' terms and Granada's types
        assert len(sources.categories) >= 15
    assert panel.totals_plot.listDataItems()[0].xData.tolist() == list(
        range(1, len(stats.player_stats(evening, evening.profile(player).id).totals) + 1))


def test_the_pointer_over_a_bar_or_a_game_tells_its_exact_value(window, evening):
    panel = show_statistics(window, evening, "Anna")
    anna = evening.profile("Anna").id
    found = stats.player_stats(evening, anna, MOATED)  # as the panel asks: a moat apart
    standing = found.standing

    def tip(plot, x: float, y: float) -> str:
        scene = plot.getPlotItem().vb.mapViewToScene(QPointF(x, y))
        shown = tooltip_at(plot.viewport(), plot.mapFromScene(scene))  # plain text, as rich text
        return html.unescape(re.sub("<[^>]*>", "", shown))

    row = [c.text for c in panel.wins_plot.getAxis("left").categories].index("Anna")
    assert tip(panel.wins_plot, 0.2, row) == \
        f"Anna: {standing.wins} wins of {standing.games} games ({round(100 * standing.win_rate)} %)"
    wall = [c.text for c in panel.sources_plot.getAxis("left").categories].index("Wall")
    assert tip(panel.sources_plot, 1, wall + 0.2) == f"Wall: {found.by_source['wall', 'wall']} points"
    _ended, total, won = found.totals[-1]
    count = len(found.totals)
    shown = tip(panel.totals_plot, count + 0.3, total)
    assert shown.startswith(f"Game {count} of {count} (") and f"): {total} points" in shown
    assert shown.endswith(", a win") == won
    assert tip(panel.totals_plot, 1, found.totals[0][1] + 3).startswith(f"Game 1 of {count} (")


def test_each_player_is_drawn_in_their_own_colour(window):
    """A chosen colour is the player's; without one, the colour their seat had in their
    newest game (as the game showed it), whoever wins most."""
    store = window.history_menu.history.store()
    record = made({"Ben": (9, 9, 9), "Anna": (30, 30, 30), "Chen": (1, 1, 1)})
    seats = (SeatRecord(**{**record.seats[0].__dict__, "colour": "#123456"}), *record.seats[1:])
    store.add(type(record)(**{**record.__dict__, "seats": seats}))
    window.history_menu.history.imported()
    panel = show_statistics(window, store, "Anna")
    bars = {c.text: QColor(c.colour).name() for c in panel.wins_plot.getAxis("left").categories}
    assert bars == {"Ben": "#123456", "Anna": PLAYER_COLOURS[1], "Chen": PLAYER_COLOURS[2]}
    drawn = [brush for item in panel.wins_plot.getPlotItem().items if type(item).__name__ == "BarGraphItem"
             for brush in item.opts["brushes"]]
    assert sorted(QColor(b).name() for b in drawn) == sorted(bars.values())
    (curve, _wins) = panel.totals_plot.listDataItems()
    assert curve.opts["pen"].color().name() == PLAYER_COLOURS[1]
    shown = panel.wins_plot.viewport().grab().toImage()  # each name's swatch: the legend
    for rect, text in painted_labels(panel.wins_plot.getAxis("left")):
        swatch = panel.wins_plot.mapFromScene(QPointF(rect.right() + 9, rect.center().y()))
        assert shown.pixelColor(swatch).name() == bars[text], text


@pytest.mark.parametrize("size", [(1280, 720), (980, 620)])
def test_the_head_to_head_shows_every_row(window, evening, size):
    panel = show_statistics(window, evening, "Anna", *size)
    table = panel.head_to_head
    assert table.rowCount() == MOST_PLAYERS
    view = table.viewport().rect()
    for row in range(table.rowCount()):
        assert view.contains(table.visualRect(table.model().index(row, table.columnCount() - 1))), row
    assert table.verticalScrollBar().maximum() == 0 and table.horizontalScrollBar().maximum() == 0
    # the page scrolls to it: its last row can be brought into sight
    panel.page_scroll.ensureWidgetVisible(table)
    bottom = table.mapTo(panel.page_scroll.viewport(), QPoint(0, table.height() - 1))
    assert panel.page_scroll.viewport().rect().contains(bottom)


def test_a_name_of_10000_characters_is_elided_in_a_plot_and_whole_in_its_tooltip(window):
    store = window.history_menu.history.store()
    long_name = "L" * 10_000
    store.add(made({long_name: (1, 2, 3), "Ben": (3, 3, 3)}))
    window.history_menu.history.imported()
    panel = show_statistics(window, store, "Ben")
    axis = panel.wins_plot.getAxis("left")
    shown = {text for _, text in painted_labels(axis)}
    assert any(text.startswith("LLL") and text.endswith("…") for text in shown)
    assert axis.width() < 400
    assert [c.text for c in axis.categories].count(long_name) == 1
    assert all(len(panel.head_to_head.horizontalHeaderItem(c).text()) < 40
               for c in range(panel.head_to_head.columnCount()))
