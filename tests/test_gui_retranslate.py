"""View ▸ Language words the window again in place (every widget on Qt's LanguageChange):
after a switch the window shows exactly the words a window built in that language shows,
with the real catalogues, on six full cities with all sixteen modules in play, every page
and tab shown first, the keys sheet, the setup checklist and the history open
(tests/screen_texts.py reads them all); and what the user had chosen stays chosen.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QLocale, Qt
from PySide6.QtWidgets import QComboBox, QMessageBox

from alhambra_gui.app import language, settings
from alhambra_gui.app.autosave import Autosave
from alhambra_gui.app.session import GameSession
from alhambra_gui.engine import load_game
from alhambra_gui.engine.assets import resource_path
from alhambra_gui.widgets.history.history_viewer import GameViewer
from alhambra_gui.widgets.modules.invaders import AttacksPanel
from alhambra_gui.widgets.shared.action_ids import ActionId
from alhambra_gui.widgets.window.language_menu import switch_language
from alhambra_gui.widgets.window.main_window import MainWindow
from tests.benchmarks.frames import settle, six_full_cities_all_modules
from tests.history_games import fill_history
from tests.screen_texts import difference, texts

pytestmark = pytest.mark.gui
HORIZONTAL, TIP = Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole


@pytest.fixture
def speaking(qapp):
    """The app's own catalogues; English again afterwards, in the locale and font it had."""
    locale, font = QLocale(), qapp.font()
    yield lambda choice: language.Translators.of(qapp).apply(choice)
    language.Translators.of(qapp).apply("en")
    QLocale.setDefault(locale)
    qapp.setFont(font)


@pytest.fixture
def make_window(qtbot, tmp_path):
    """A 1440×900 window over six full cities with every module in play, and five games in
    the history (the app's, which every window shares)."""
    def make(name: str) -> MainWindow:
        window = MainWindow(GameSession(six_full_cities_all_modules()), Autosave(tmp_path / name))
        qtbot.addWidget(window)
        window.files.ask = lambda *_args: QMessageBox.StandardButton.Discard
        store = window.history_menu.history.store()
        assert store is not None
        if not store.games():
            fill_history(store, 5)
        window.resize(1440, 900)
        window.place_on_screen()  # where the settings say, if they say
        window.show()
        qtbot.waitExposed(window)
        return window

    return make


def show_everything(window: MainWindow) -> GameViewer:
    """Every city, the overview, every tab of the scoreboard and of the history, the Modules
    dock in front; the keys sheet, the setup checklist and a game of the history read-only
    open; Ben's city shown last."""
    for name in window.session.player_names():
        window.show_city(name)
        settle()
    window.show_overview()
    tabs = window.scoreboard.tabs
    for index in range(tabs.count()):
        tabs.setCurrentIndex(index)
        settle()
    tabs.setCurrentIndex(0)
    window.modules_dock.raise_()
    window.show_keys()
    window.show_setup_checklist()
    window.history_menu.show_window()
    history = window.history_menu.history_window
    assert history is not None
    for index in range(history.tabs.count()):
        history.tabs.setCurrentIndex(index)
        settle()
    store = window.history_menu.history.store()
    assert store is not None
    viewer = GameViewer(load_game(resource_path("samples", "sample-game.json")), store.games()[0], history)
    viewer.show()
    window.show_city("Ben")
    settle()
    return viewer


def everything_shown(window: MainWindow) -> dict:
    """The window's texts, with those of the windows it owns (they are its children)."""
    for own in (window.keys_sheet, window.setup_checklist, window.history_menu.history_window):
        assert own is not None and own.isVisible() and own.parentWidget() is window
    return texts(window)


@pytest.mark.parametrize("choice", ["de", "zh_TW"])
def test_a_switch_shows_the_words_of_a_window_built_in_that_language(make_window, speaking, choice):
    switched = make_window("switched")
    show_everything(switched)
    english = everything_shown(switched)
    switch_language(switched, choice)
    settle()
    after = everything_shown(switched)
    # built where the switched window is, its docks as they are there (as a start after the
    # switch opens it): a dock keeps the width English needed, and the scoreboard heads its
    # columns with the types' letters when their names do not fit
    settings.window_geometry.set(switched.saveGeometry())
    settings.window_state.set(switched.saveState())
    built = make_window("built")
    show_everything(built)
    assert built.scoreboard.width() == switched.scoreboard.width()
    expected = everything_shown(built)
    assert sum(expected.values()) > 1500  # a window full of words, counted the same way
    assert len(expected & english) < len(expected) // 4  # nearly all of them translated
    assert not difference(expected, after), difference(expected, after)


def test_what_was_chosen_stays_chosen_and_reads_in_the_new_words(make_window, speaking):
    window = make_window("window")
    window.modules_dock.raise_()
    settle()
    attacks = window.modules_dock.panel(AttacksPanel)
    assert isinstance(attacks, AttacksPanel)
    attacks.combo(1).setCurrentIndex(2)
    attacks.combo(1).activated.emit(2)  # the user's pick: the attack card of scoring 1 is east's
    window.scoreboard.round_chooser.setCurrentIndex(1)
    window.scoreboard.select_cell(0, 1)
    window.palette_dock.filter_edit.setText("g")
    page, dock = window.city_page("Anna"), window.scoreboard
    before = (dock.round_chooser.currentText(), attacks.combo(1).currentText(), dock.details_text(),
              page.header_text(), dock.windowTitle(), window.menus["view"].title(),
              dock.score_model.headerData(1, HORIZONTAL, TIP), window.palette_dock.filter_edit.toolTip())
    switch_language(window, "de")
    settle()
    assert (dock.round_chooser.currentIndex(), attacks.combo(1).currentIndex()) == (1, 2)
    assert dock.round_chooser.currentText() == "Wertung 2"
    assert attacks.combo(1).currentText() == "Osten"
    for combo in (dock.round_chooser, attacks.combo(1)):  # as wide as their new words need
        fresh = QComboBox()
        fresh.addItems([combo.itemText(index) for index in range(combo.count())])
        assert combo.sizeHint().width() >= fresh.sizeHint().width(), combo.currentText()
    assert dock.score_view.currentIndex().column() == 1 and dock.details_text()  # still explained
    assert window.palette_dock.filter_edit.text() == "g"
    after = (dock.round_chooser.currentText(), attacks.combo(1).currentText(), dock.details_text(),
             page.header_text(), dock.windowTitle(), window.menus["view"].title(),
             dock.score_model.headerData(1, HORIZONTAL, TIP), window.palette_dock.filter_edit.toolTip())
    assert all(new != old for new, old in zip(after, before, strict=True)), after
    assert window.menus["view"].title() == "&Ansicht" and dock.windowTitle() == "Punktetafel"
    assert "Längste Mauer" in page.header_text()


def test_edit_undo_is_made_again_in_its_place_and_undoes(make_window, speaking):
    window = make_window("window")
    window.session.record_scoring()
    assert window.action_map[ActionId.UNDO].text() == "&Undo Record scoring 1"
    switch_language(window, "de")
    assert window.action_map[ActionId.UNDO].text() == "&Rückgängig Wertung 1 eintragen"
    assert window.menus["edit"].actions()[0] is window.action_map[ActionId.UNDO]  # in its place
    window.action_map[ActionId.UNDO].trigger()
    assert window.session.game.next_round == 1


def test_the_pages_of_a_game_let_go_hear_no_switch(make_window, speaking):
    """The old game's pages wait to be deleted (deleteLater) when a switch comes: they are
    detached and word nothing (Anna is not in the new game)."""
    window = make_window("window")
    window.show_overview()
    settle()
    window.session.new_game(["Xena", "Yuri"])
    switch_language(window, "de")  # before the old pages and cards are deleted
    settle()
    assert [window.tabs.tabText(i) for i in range(window.tabs.count())] == ["Alle Städte", "Xena", "Yuri"]
    assert "Längste Mauer" in window.city_page("Xena").header_text()


def test_the_city_views_note_is_not_left_in_the_words_of_before(make_window, speaking):
    """After a placement by keys the view's note says what was done ("Place …"): a switch
    takes it away; a code being typed has its verdict said again in the new words."""
    window = make_window("window")
    window.show_city("Anna")
    settle()
    view = window.city_page("Anna").view
    view.show_info(window.session.undo_stack.undoText() or "Place Garden 8 at (1, 0) in Anna's city")
    switch_language(window, "de")
    assert not view.overlay_text()
    view.keys.type("g8")
    german = view.overlay_text()
    assert german
    switch_language(window, "en")
    assert view.overlay_text() and view.overlay_text() != german  # the same verdict, in English


def test_a_typed_figures_ticks_are_reworded_in_place(make_window, speaking, qtbot):
    """A switch re-words the types a player ticked (fresh colours) in the menu that exists:
    the same entries, the same ticks, the new words; nothing of the panel is built again."""
    from tests.test_gui_figures import pick_in_menu

    window = make_window("window")
    window.typed_dock.raise_()
    settle()
    panel = window.typed_dock.panel("fresh_colours")
    assert panel is not None
    anna = window.session.player_names()[0]
    button = next(e for (key, name), e in panel.editors.items() if name == anna)
    pick_in_menu(qtbot, button, "Garden")
    qtbot.waitUntil(lambda: button.text() == "Garden")
    entries = button.menu().actions()
    switch_language(window, "de")
    settle()
    assert button.menu().actions() == entries  # the same entries, reworded
    assert [a.text() for a in entries if a.isChecked()] == ["Garten"]
    assert button.text() == "Garten"
    assert "Pavillon" in [a.text() for a in entries]
