"""The docks of a window that opened on a 1280×720 screen (its first size: 1152×648), as a
table plays: the palette keeps five tiles a row in any language, also after the overview
of all cities has been shown; the reserves keep every reserve and Dirk's pile in sight."""

from __future__ import annotations

import contextlib

import pytest
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QDockWidget, QMessageBox, QScrollArea

from alhambra_gui.app.autosave import Autosave
from alhambra_gui.app.session import GameSession
from alhambra_gui.engine import DIRK, load_game
from alhambra_gui.engine.assets import resource_path
from alhambra_gui.widgets.tiles.moat_row import MoatRow
from alhambra_gui.widgets.window.main_window import MainWindow
from alhambra_gui.widgets.window.window_layout import PALETTE_COLUMNS, first_geometry
from tests import pseudo_l10n
from tests.event_loop import settle
from tests.test_gui_any_screen import settled

pytestmark = [pytest.mark.gui, pytest.mark.usefixtures("single_shots")]  # for settled()

SIZE = first_geometry(QRect(0, 0, 1280, 720)).size()


@pytest.fixture
def opened(qtbot, tmp_path, single_shots):
    """A sample in a window of the first size on a 1280×720 screen, in a language."""
    held = contextlib.ExitStack()

    def make(sample: str, language: str = "en") -> MainWindow:
        if language != "en":
            catalogue = pseudo_l10n.real_catalogue(tmp_path, language)
            held.enter_context(pseudo_l10n.installed(catalogue, language))
        window = MainWindow(GameSession(load_game(resource_path("samples", f"{sample}.json"))),
                            Autosave(tmp_path / "appdata"), docks_later=True)  # as the app starts
        window.files.ask = lambda *_args: QMessageBox.StandardButton.Discard
        qtbot.addWidget(window)
        window.resize(SIZE)
        window.show()
        qtbot.waitExposed(window)
        qtbot.waitUntil(lambda: window.findChild(QDockWidget, "scoreboardDock") is not None)
        qtbot.waitUntil(lambda: settled(window) and window.palette_dock.isVisible())
        qtbot.waitUntil(lambda: settled(window))
        settle()  # and what they set off (the column shared again): the layout as it stays
        return window

    with held:
        yield make


def first_row(window: MainWindow) -> int:
    """How many tiles the palette shows in its first row."""
    chips = window.palette_dock.chips()
    first = chips[0]
    return sum(1 for chip in chips if chip.y() == first.y() and chip.parentWidget() is first.parentWidget())


@pytest.mark.parametrize("language", ["en", "de", "zh_TW"])
def test_the_palette_keeps_five_tiles_a_row_after_the_overview(qtbot, opened, language):
    window = opened("modules-game", language)
    palette = window.palette_dock
    width = palette.width()
    assert first_row(window) == PALETTE_COLUMNS
    assert not palette.findChild(QScrollArea).horizontalScrollBar().isVisible()
    for type_id in palette.group_names():  # every header whole
        header = palette.group_header(type_id)
        assert header.width() >= header.sizeHint().width(), header.text()
    window.tabs.setCurrentIndex(0)  # All cities
    qtbot.waitUntil(lambda: settled(window))
    window.show_city("Anna")
    qtbot.waitUntil(lambda: settled(window))
    assert palette.width() == width and first_row(window) == PALETTE_COLUMNS


def in_sight(window: MainWindow, widget) -> bool:
    """Whether all of ``widget`` lies inside the reserves' scroll area as shown."""
    viewport = window.reserves.findChild(QScrollArea).viewport()
    top_left = widget.mapTo(viewport, widget.rect().topLeft())
    return viewport.rect().contains(QRect(top_left, widget.size()))


def test_every_reserve_and_dirks_pile_stay_in_sight(qtbot, opened):
    window = opened("two-players-dirk")
    for owner in ("Anna", "Ben", DIRK):
        section = window.reserves.section(owner)
        assert in_sight(window, section.header), owner
        assert section.chips() and in_sight(window, section.chips()[0]), owner
    board = window.scoreboard
    assert board.record_button.isVisible() and window.rect().contains(
        QRect(board.record_button.mapTo(window, board.record_button.rect().topLeft()),
              board.record_button.size()))


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_city_shows_whole_once_the_docks_have_come(qtbot, opened, language):
    """The docks arrive after the window's first paint and take room from the city view,
    whose cells otherwise keep their place on screen: the city it fitted still shows whole."""
    window = opened("modules-game", language)
    view = window.city_page("Anna").view
    assert view.visible_rect().contains(view.city_scene().city_rect())


@pytest.mark.parametrize("language", ["en", "de", "zh_TW"])
def test_every_players_score_stays_in_sight_below_the_checklist(qtbot, opened, language):
    """Eight modules in play: their checklist before a scoring folds to one line, so that the
    score table below it shows every player's row without scrolling the dock."""
    window = opened("modules-game", language)
    board = window.scoreboard
    assert board.reminder.isVisible() and board.reminder.is_folded()
    table = board.score_view
    sight = table.viewport().visibleRegion().boundingRect()
    for row in range(table.model().rowCount()):
        top = table.rowViewportPosition(row)
        assert sight.top() <= top and top + table.rowHeight(row) <= sight.bottom() + 1, row


@pytest.mark.parametrize("language", ["en", "zh_TW"])
@pytest.mark.parametrize("tab", [1, 2])  # Majorities, Recorded (with its chart)
def test_every_reserve_stays_in_sight_on_the_scoreboards_other_tabs(qtbot, opened, tab, language):
    """Seen at 1280×720 after scoring 1 was recorded: on the Recorded tab, whose chart the
    scoreboard would show whole, the reserves shrank to two and a half; the table shown there
    keeps its rows in sight as the score table does, and what lies below it scrolls."""
    window = opened("modules-game", language)
    board = window.scoreboard
    window.session.record_scoring()
    board.tabs.setCurrentIndex(tab)

    def reserves_in_sight() -> list[str]:
        """The players whose reserve's header or first tile is out of sight."""
        sections = [window.reserves.section(owner) for owner in window.session.game.names]
        return [s.objectName() for s in sections if not in_sight(window, s.header)
                or (s.chips() and not in_sight(window, s.chips()[0]))]

    # once settled and the scroll areas laid out (posted events, not timers): as it stays
    qtbot.waitUntil(lambda: settled(window) and not reserves_in_sight(), timeout=3000)
    table = board.majority_view if tab == 1 else board.history_view
    first = table.rowViewportPosition(0) + table.rowHeight(0)
    assert 0 < first <= table.viewport().visibleRegion().boundingRect().bottom() + 1


def test_granadas_palette_keeps_five_tiles_a_row_in_german(qtbot, opened):
    """Seen at 1280×720: a German Granada game's palette stood seven tiles wide, held open by
    the label beside the moat buttons ("Gräben des nächsten Plättchens:"), and with a city's
    counts typed the window's docks no longer fitted its width (the scoreboard cut off)."""
    window = opened("sample-game", "de")
    window.session.new_game(["Anton", "Berta", "Clara"], variant="granada")
    settle()
    assert first_row(window) == PALETTE_COLUMNS
    moats = window.palette_dock.findChild(MoatRow)
    assert moats.isVisible() and moats.width() >= moats.minimumSizeHint().width()
    assert window.minimumSizeHint().width() <= window.width()


def test_back_in_english_the_docks_give_the_city_back_its_room(qtbot, opened):
    """German's longer words widened the scoreboard's column (414 → 470 px) and it stayed so
    in English again: the city kept 56 px less for the rest of the evening. A dock the layout
    widened for its texts goes back when they need less, never below where it was."""
    from alhambra_gui.widgets.window.language_menu import switch_language

    window = opened("sample-game")
    docks = (window.palette_dock, window.scoreboard, window.reserves)

    def widths() -> list[int]:
        qtbot.waitUntil(lambda: settled(window))
        settle()
        return [dock.width() for dock in docks] + [window.centralWidget().width()]

    english = widths()
    switch_language(window, "de")
    german = widths()
    assert german[1] > english[1], "German's words widen the scoreboard (else this test tests nothing)"
    switch_language(window, "en")
    assert widths() == english


def test_granadas_palette_never_scrolls_sideways_in_english(qtbot, opened):
    """Seen at 1280×720 (the first window 1152×648): an English Granada game's palette showed
    a sideways scroll bar, held open by its longest header ("Residential area (Re) — 12 of 12
    free"), the palette at the most of the window it may take. The header wraps instead."""
    window = opened("sample-game")
    window.session.new_game(["Ana", "Bernd", "Clara"], variant="granada")
    qtbot.waitUntil(lambda: settled(window))
    settle()
    palette = window.palette_dock
    assert not palette.scroll_area.horizontalScrollBar().isVisible()
    assert first_row(window) == PALETTE_COLUMNS
    longest = max(palette.group_names(), key=lambda t: palette.group_header(t).one_line_width())
    header = palette.group_header(longest)
    assert header.width() >= header.minimumSizeHint().width()  # whole, on two lines if it must


def test_granadas_palette_is_as_wide_in_english_as_in_german_and_chinese(qtbot, opened):
    """Seen at 1280×720: an English Granada game's palette stood 288 px wide, 270 in German and
    Chinese. It asked for its longest header on one line ("Residential area (Re) — 12 of 12
    free", 294 px), which wrapped at the 288 it may take all the same. A header that cannot
    stand on one line at the palette's most asks only for its longest word."""
    widths = {}  # (each window kept open: one closed leaves its docks to the next)
    for language in ("en", "de", "zh_TW"):
        window = opened("sample-game", language)
        window.session.new_game(["Ana", "Bernd", "Clara"], variant="granada")
        qtbot.waitUntil(lambda window=window: settled(window))
        settle()
        widths[language] = window.palette_dock.width()
        assert first_row(window) == PALETTE_COLUMNS
        assert not window.palette_dock.scroll_area.horizontalScrollBar().isVisible()
    assert widths["en"] == widths["de"] == widths["zh_TW"], widths
