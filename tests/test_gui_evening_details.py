"""Issue 27, item 10: the smaller things a game night trips on. Window shortcuts work
whatever has the focus; export dialogs start in the game's folder; Granada's Save As offers
Granada games; the palette's filter does not carry into a new game; the city header never
ends a line with a separator; fractions read one way in the window and on the command line;
the Wins header's arrow points the way the rows run; the photo dialog asks to check the
corners it placed, not to drag them there."""

from __future__ import annotations

import io
from datetime import date
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QColor
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox, QWidget

from alhambra_gui import cli
from alhambra_gui.app import labels
from alhambra_gui.app.autosave import Autosave
from alhambra_gui.app.session import GameSession
from alhambra_gui.engine import Game, Player, Tile, Walls, load_game, save_game
from alhambra_gui.engine.assets import resource_path
from alhambra_gui.widgets.city.city_page import CityPage
from alhambra_gui.widgets.city.fact_line import SEPARATOR, FactLine
from alhambra_gui.widgets.shared.action_ids import ActionId
from alhambra_gui.widgets.window.main_window import MainWindow
from tests import pseudo_l10n
from tests.history_games import made
from tests.menu_clicks import click_through_menus

pytestmark = pytest.mark.gui
LEFT = Qt.MouseButton.LeftButton


@pytest.fixture
def window(qtbot, tmp_path, show_widget):
    """The modules sample, saved in a folder of its own, in a window."""
    folder = tmp_path / "games"
    folder.mkdir()
    save_game(load_game(resource_path("samples", "modules-game.json")), folder / "evening.json")
    session = GameSession()
    session.open(folder / "evening.json")
    made_window = MainWindow(session, Autosave(tmp_path / "appdata"))
    made_window.files.ask = lambda *args: QMessageBox.StandardButton.Discard
    return show_widget(made_window, 1280, 720, exposed=True)


@pytest.fixture
def asked(monkeypatch):
    """Every save dialog's question (its start and its filter), answered with Cancel."""
    questions: list[tuple[str, str]] = []

    def answer(_parent, _title, start="", filters="", *_args, **_kwargs):
        questions.append((start, filters))
        return "", ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", answer)
    return questions


# ---- shortcuts ---------------------------------------------------------------------------------
def test_every_window_shortcut_works_whatever_has_the_focus(qtbot, window):
    """Each window action with a shortcut, pressed with the focus in each focusable part of
    the window (the scoreboard's tables, its chooser, the palette's filter, a city, …)."""
    actions = {key: action for key, action in window.action_map.items()
               if not action.shortcut().isEmpty() and action.isEnabled()}
    fired: list[object] = []
    for key, action in actions.items():
        action.triggered.disconnect()  # pressed, not carried out
        action.triggered.connect(lambda _=False, k=key: fired.append(k))
    missed = set()
    for tab in range(window.scoreboard.tabs.count()):
        window.scoreboard.tabs.setCurrentIndex(tab)
        for widget in window.findChildren(QWidget):
            if widget.isWindow() or not widget.isVisible() or widget.focusPolicy() == Qt.FocusPolicy.NoFocus:
                continue
            widget.setFocus()
            focus = QApplication.focusWidget()
            for key, action in actions.items():
                combination = action.shortcut()[0]
                fired.clear()
                QTest.keyClick(focus, combination.key(), combination.keyboardModifiers())
                if fired != [key]:
                    missed.add((action.shortcut().toString(), type(focus).__name__, focus.objectName()))
    assert not missed


# ---- where dialogs start, what they offer ----------------------------------------------------------
def test_export_dialogs_start_in_the_games_folder(qtbot, window, asked, tmp_path):
    board, scoring = window.scoreboard, window.menus["scoring"].menuAction()
    click_through_menus(qtbot, window, scoring, board.csv_action)  # Scoring ▸ Export scoreboard as CSV…
    click_through_menus(qtbot, window, scoring, board.pdf_action)
    folder = tmp_path / "games"
    assert [start for start, _ in asked] == [str(folder / "scoreboard.csv"), str(folder / "score-sheet.pdf")]


def test_granadas_save_as_offers_granada_games(qtbot, window, asked):
    save_as = window.action_map[ActionId.SAVE_AS].shortcut()[0]
    QTest.keyClick(window.current_page().view, save_as.key(), save_as.keyboardModifiers())
    window.session.new_game(["Ana", "Bo"], variant="granada")
    QTest.keyClick(window.current_page().view, save_as.key(), save_as.keyboardModifiers())
    assert [filters.split(";;")[0] for _, filters in asked] == ["Alhambra games (*.json)",
                                                                 "Granada games (*.json)"]


def test_the_palettes_filter_does_not_carry_into_a_new_game(qtbot, window):
    palette = window.palette_dock
    qtbot.keyClicks(palette.filter_edit, "tower")
    assert all(chip.tile.type == "tower" for chip in palette.chips() if chip.isVisible())
    window.session.new_game(["Ana", "Bo"])
    assert palette.filter_edit.text() == ""
    assert sum(chip.isVisible() for chip in palette.chips()) == 54


# ---- the city header -----------------------------------------------------------------------------
@pytest.mark.parametrize("width", [330, 380, 420, 520])
def test_the_city_header_never_ends_a_line_with_a_separator(qtbot, make_session, show_widget, width):
    """Before: "9 buildings · 4 pieces of the modules ·" / "Longest wall: 12"."""
    game = Game([Player("Anna"), Player("Ben")], modules=["city_gates", "city_walls", "building_huts"])
    game.build("Anna", Tile("garden", 12, Walls("S")), (3, 1), force=True)  # two problems
    page = show_widget(CityPage(make_session(game), "Anna"), width, 500, exposed=True)
    facts = page.findChild(FactLine, "cityStats")
    qtbot.waitUntil(lambda: len(facts.lines()) >= 2)
    lines = facts.lines()
    assert not any(line.endswith("·") for line in lines), lines
    assert " ".join(lines).replace(" · ", " ") == " ".join(facts.facts()), lines  # between facts on a line
    shown = page.grab().toImage()  # in the picture: nothing drawn in a line's last room for "·"
    ends = [label for label in facts.findChildren(QWidget, "fact") if label.followed and not label.separated]
    assert ends, "a line ends with a fact that another follows"
    for label in ends:
        room = label.fontMetrics().horizontalAdvance(SEPARATOR)
        ground = QColor(shown.pixel(label.mapTo(page, QPoint(label.width() - 1, 1)))).lightness()
        drawn = [(x, y) for x in range(label.width() - room, label.width()) for y in range(label.height())
                 if abs(QColor(shown.pixel(label.mapTo(page, QPoint(x, y)))).lightness() - ground) > 60]
        assert not drawn, label.text()


# ---- fractions -------------------------------------------------------------------------------------
def test_fractions_read_one_way_in_the_window_and_on_the_command_line(qtbot, window, tmp_path, monkeypatch):
    """Before: "123½" for a half in the window, "70.3" for a third, "123.5" and "70.0" on the
    command line. Now one decimal where there is a fraction, none where there is not."""
    assert [labels.number_text(v) for v in (2.5, 123.5, 70.0, 211 / 3, -1.5)] == \
        ["2.5", "123.5", "70", "70.3", "\N{MINUS SIGN}1.5"]
    store = window.history_menu.history.store()
    store.add(made({"Anna": (40, 40, 43), "Ben": (20, 20, 30)}, day=0))   # Anna 123, Ben 70
    store.add(made({"Anna": (40, 40, 44), "Ben": (20, 20, 31)}, day=1))   # Anna 124, Ben 71
    store.add(made({"Ben": (20, 20, 30), "Chen": (20, 20, 30)}, day=2))   # Ben 70, Chen 70
    window.history_menu.history.imported()
    window.action_map[ActionId.HISTORY].trigger()
    window.history_menu.history_window.tabs.setCurrentIndex(1)  # the players
    players = window.history_menu.history_window.players_page.view.model()
    shown = {players.index(r, 0).data(): players.index(r, 4).data() for r in range(players.rowCount())}
    assert shown == {"Anna": "123.5", "Ben": "70.3", "Chen": "70"}
    out = io.StringIO()
    assert cli.main(["history", "stats"], out) == 0
    table = out.getvalue().splitlines()[1:4]  # below the heading: a player a line
    rows = {line.split()[0]: line.split()[4] for line in table}
    assert rows == shown


def test_a_fraction_takes_the_languages_decimal_sign(qtbot, tmp_path):
    with pseudo_l10n.installed(pseudo_l10n.real_catalogue(tmp_path, "de"), "de"):
        assert labels.number_text(2.5) == "2,5"


# ---- the Wins header ----------------------------------------------------------------------------------
def arrow_points_down(header, section: int) -> bool:
    """Whether the sort arrow drawn in ``section`` is wider at its top than at its foot."""
    image = header.grab().toImage()
    right = header.sectionViewportPosition(section) + header.sectionSize(section)
    background = QColor(image.pixel(right - 3, 2)).lightness()
    rows = []
    for y in range(header.height() // 5, header.height() * 4 // 5):  # not the header's border
        dark = sum(1 for x in range(right - 20, right - 1)
                   if QColor(image.pixel(x, y)).lightness() < background - 60)
        if dark >= 2:  # the arrow's rows (not a line's stray pixel)
            rows.append(dark)
    assert len(rows) >= 2, "an arrow is drawn"
    return rows[0] > rows[-1]


def test_the_wins_arrow_points_down_while_sorted_high_to_low(qtbot, window):
    store = window.history_menu.history.store()
    store.add(made({"Anna": (10, 20, 30), "Ben": (5, 15, 20)}, day=0))
    store.add(made({"Anna": (20, 20, 20), "Chen": (0, 0, 30)}, day=1))
    window.history_menu.history.imported()
    window.action_map[ActionId.HISTORY].trigger()
    window.history_menu.history_window.tabs.setCurrentIndex(1)  # the players
    view = window.history_menu.history_window.players_page.view
    view.window().show()
    header, wins = view.horizontalHeader(), 2
    assert header.sortIndicatorSection() == wins
    assert header.sortIndicatorOrder() == Qt.SortOrder.DescendingOrder
    model = view.model()
    assert [model.index(r, wins).data() for r in range(model.rowCount())] == ["2", "0", "0"]  # high to low
    assert arrow_points_down(header, wins)
    qtbot.mouseClick(header.viewport(), LEFT, pos=QPoint(header.sectionViewportPosition(wins) + 5, 5))
    assert header.sortIndicatorOrder() == Qt.SortOrder.AscendingOrder
    assert not arrow_points_down(header, wins)


# ---- the photo dialog's help --------------------------------------------------------------------------
def test_the_photo_dialogs_help_asks_to_check_the_corners_it_placed(qtbot, make_session):
    from alhambra_gui.widgets.photo.photo_import import PhotoImportDialog

    dialog = PhotoImportDialog(make_session(Game([Player("Anna"), Player("Ben")])), "Anna")
    qtbot.addWidget(dialog)
    text = dialog.help.text()
    assert text.startswith("Check that the four corners sit on the outer corners")
    assert "Drag the four corners onto" not in text


def test_save_as_offers_the_variant_the_date_and_the_players(qtbot, window, asked):
    """A game never saved is offered "Alhambra 2026-12-02 Anna, Björn, 李明.json" in the
    folder of the last game, not "game.json" (every evening's file had the same name)."""
    window.session.new_game(["Anna", "Björn", "李明"])
    save_as = window.action_map[ActionId.SAVE_AS].shortcut()[0]
    QTest.keyClick(window.current_page().view, save_as.key(), save_as.keyboardModifiers())
    (start, _filters), = asked
    assert Path(start).name == f"Alhambra {date.today().isoformat()} Anna, Björn, 李明.json"
    window.session.new_game(["a/../b", "CON"], variant="granada")
    QTest.keyClick(window.current_page().view, save_as.key(), save_as.keyboardModifiers())
    assert Path(asked[1][0]).name == f"Granada {date.today().isoformat()} a-b, CON.json"  # never a path
