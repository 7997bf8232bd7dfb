"""Issue 27, item 11: View ▸ Theme (System, Light, Dark), remembered, switched live. Qt's
colour scheme where the platform honours it, Fusion with the app's dark palette where it
does not (the offscreen platform here does not); what the app draws follows at once: the
city's paper and lit cells, the banners, the chart, the QR dialog; the text the app
promises readable stays at 4.5:1."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QColor, QPalette
from PySide6.QtWidgets import QApplication, QFrame, QLabel, QMessageBox

from alhambra_gui import APPLICATION, ORGANIZATION
from alhambra_gui.app import settings
from alhambra_gui.app.autosave import Autosave
from alhambra_gui.app.session import GameSession
from alhambra_gui.engine import DIRK, load_game
from alhambra_gui.engine.assets import resource_path
from alhambra_gui.widgets.city.overview import CityCard
from alhambra_gui.widgets.paint.theme import SceneTones, apply_theme, scene_tones, style_name
from alhambra_gui.widgets.paint.tones import contrast, is_dark
from alhambra_gui.widgets.window.main_window import MainWindow
from tests.menu_clicks import click_through_menus
from tests.test_qt_options import run_app

pytestmark = pytest.mark.gui
ENOUGH = 4.5


@pytest.fixture
def window(qtbot, tmp_path, show_widget):
    """The modules sample in a window; the system's colours again afterwards."""
    made = MainWindow(GameSession(load_game(resource_path("samples", "modules-game.json"))),
                      Autosave(tmp_path / "appdata"))
    made.files.ask = lambda *args: QMessageBox.StandardButton.Discard
    yield show_widget(made, 1280, 720, exposed=True)
    apply_theme(QApplication.instance(), "system")


def choose(qtbot, window, choice: str) -> None:
    """View ▸ Theme ▸ ``choice``, clicked through the menu bar as a player does."""
    menu = window.theme_menu.menu
    assert menu.title() == "&Theme" and menu.menuAction() in window.menus["view"].actions()
    action = window.findChild(QAction, f"action_theme_{choice}")
    assert action in menu.actions()
    click_through_menus(qtbot, window, window.menus["view"].menuAction(), menu.menuAction(), action)
    qtbot.waitUntil(lambda: action.isChecked() and settings.theme.get() == choice)
    QApplication.processEvents()  # what the switch posted (the charts follow the palette)


def paper(window) -> QColor:
    """A pixel of the city view's paper (its top-left corner lies beyond the city)."""
    view = window.current_page().view
    return view.viewport().grab().toImage().pixelColor(3, 3)


def chart_ground(window) -> QColor:
    board = window.scoreboard
    board.tabs.setCurrentIndex(2)
    image = board.chart.grab().toImage()
    return image.pixelColor(image.width() - 3, image.height() - 3)


def banner_readable(label) -> bool:
    image = label.grab().toImage()
    ground = image.pixelColor(image.width() // 2, 3)
    return contrast(label.palette().color(label.foregroundRole()), ground) >= ENOUGH


def test_dark_light_and_system_switch_live_and_are_remembered(qtbot, window):
    qapp = QApplication.instance()
    system = qapp.palette().color(QPalette.ColorRole.Window).name()
    light_paper, light_chart = paper(window), chart_ground(window)
    assert light_paper.lightness() > 200 and light_chart.lightness() > 200
    choose(qtbot, window, "dark")
    assert settings.theme.get() == "dark"
    assert window.findChild(QAction, "action_theme_dark").isChecked()
    assert is_dark(qapp.palette()) and style_name(qapp.style()) == "fusion"  # offscreen honours no scheme
    assert paper(window).lightness() < 80 and chart_ground(window).lightness() < 80
    assert paper(window) == scene_tones().paper
    reminder = window.scoreboard.reminder
    assert reminder.isVisible() and banner_readable(reminder)
    choose(qtbot, window, "light")
    assert settings.theme.get() == "light" and not is_dark(qapp.palette())
    assert paper(window) == light_paper and chart_ground(window).lightness() > 200
    assert banner_readable(reminder)
    choose(qtbot, window, "dark")
    choose(qtbot, window, "system")
    assert settings.theme.get() == "system"
    assert qapp.palette().color(QPalette.ColorRole.Window).name() == system


def test_a_tile_in_hand_lights_its_cells_in_the_themes_tones(qtbot, window):
    """The lit cells, their frames and the overlay's words under the dark theme."""
    choose(qtbot, window, "dark")
    view = window.current_page().view
    chip = next(c for c in window.palette_dock.chips() if not c.faded)
    qtbot.mouseClick(chip, Qt.MouseButton.LeftButton)  # in hand: its cells lit
    assert view.city_scene().highlighted_cells()
    lit = view.city_scene().highlighted_cells()[0]
    qtbot.mouseMove(view.viewport(), view.view_point(lit))  # the overlay says its verdict
    overlay = view.findChild(QLabel, "cityOverlay")
    assert overlay is not None and overlay.isVisible() and banner_readable(overlay)
    tones = scene_tones()
    for line in ("legal_line", "aided_line", "illegal_line", "cursor_line", "problem", "mark_line"):
        assert contrast(getattr(tones, line), tones.paper) >= 3.0, line


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_every_line_of_a_city_stands_out_from_its_paper(scheme):
    """WCAG 1.4.11: lines and frames at 3:1 against what they are drawn on."""
    from alhambra_gui.widgets.paint import theme

    tones: SceneTones = theme._scene(scheme)
    for name in ("legal_line", "aided_line", "illegal_line", "cursor_line", "problem", "mark_line",
                 "second_wall"):
        assert contrast(getattr(tones, name), tones.paper) >= 3.0, (scheme, name)


def test_the_qr_dialog_follows_the_theme_and_its_code_still_reads(qtbot, window, tmp_path):
    """Switched to the dark theme while it is open, the dialog turns dark at once and its
    words stay readable; the code keeps its white quiet zone (a code is dark on light in
    every theme) and still reads back."""
    from datetime import timedelta

    from alhambra_gui.history import History, record_of
    from alhambra_gui.widgets.history.qr_dialog import QrDialog
    from alhambra_gui.widgets.paint.plain import PlainLabel
    from tests.history_games import START, finished
    from tests.test_gui_qr_dialog import decode

    store = History.open(tmp_path / "h.sqlite").history
    try:
        game_id = store.add(record_of(finished(), ended=START + timedelta(minutes=95), started=START))
        dialog = QrDialog(store, store.game(game_id), window)
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        light = dialog.grab().toImage()
        assert light.pixelColor(2, light.height() - 2).lightness() > 200
        choose(qtbot, window, "dark")  # with the dialog open: it follows at once
        picture = dialog.grab().toImage()
        ground = picture.pixelColor(2, picture.height() - 2)
        assert ground.lightness() < 80
        words = [label for label in dialog.findChildren(PlainLabel) if label.isVisible() and label.text()]
        assert words and all(contrast(label.palette().color(label.foregroundRole()), ground) >= ENOUGH
                             for label in words)
        code = dialog.code_view.grab(dialog.code_view.code_rect()).toImage()
        assert code.pixelColor(2, 2) == QColor("white")  # the quiet zone's corner
        assert decode(dialog.grab().toImage()) == dialog.link
    finally:
        store.close()


def test_the_theme_chosen_is_applied_at_the_next_start(tmp_path):
    """Dark kept in the settings: the app starts dark, View ▸ Theme ▸ Dark checked."""
    folder = tmp_path / "xdg_config_home" / ORGANIZATION
    folder.mkdir(parents=True)
    (folder / f"{APPLICATION}.conf").write_text("[view]\ntheme=dark\n", encoding="utf-8")
    result = run_app(tmp_path, "-platform", "offscreen", module="tests.window_probe")
    assert result.returncode == 0, result.stderr
    found = json.loads(result.stdout)
    assert found["theme_checked"] == ["action_theme_dark"]
    assert QColor(found["window_colour"]).lightness() < 80
    (folder / f"{APPLICATION}.conf").write_text("[view]\ntheme=light\n", encoding="utf-8")
    found = json.loads(run_app(tmp_path, "-platform", "offscreen", module="tests.window_probe").stdout)
    assert found["theme_checked"] == ["action_theme_light"]
    assert QColor(found["window_colour"]).lightness() > 200


def test_the_history_plots_follow_the_theme(qtbot, window):
    """Statistics' plots on the palette's base, their words readable on it, at every switch."""
    from tests.history_games import fill_history
    from tests.test_gui_history_plots import plots, show_statistics

    store = window.history_menu.history.store()
    fill_history(store, 6)
    window.history_menu.history.imported()
    panel = show_statistics(window, store, "Anna")

    def colours():
        for plot in plots(panel).values():
            ground = plot.backgroundBrush().color()
            text = plot.getAxis("bottom").textPen().color()
            yield ground, text

    assert all(ground.lightness() > 200 and contrast(text, ground) >= ENOUGH for ground, text in colours())
    choose(qtbot, window, "dark")
    assert all(ground.lightness() < 80 and contrast(text, ground) >= ENOUGH for ground, text in colours())
    picture = panel.totals_plot.viewport().grab().toImage()
    assert picture.pixelColor(picture.width() - 3, 3).lightness() < 80  # drawn so
    choose(qtbot, window, "light")
    assert all(ground.lightness() > 200 for ground, _text in colours())


def test_a_banner_first_shown_after_a_switch_comes_in_the_new_theme(qtbot, tmp_path, show_widget):
    """A base game in the window: the scoring reminder has never been shown. Dark chosen,
    then a game with modules opened: the reminder appears in the dark theme's tone (it kept
    the light one it was made with)."""
    from alhambra_gui.engine import Game, Player

    made = MainWindow(GameSession(Game([Player("Anna"), Player("Ben")])), Autosave(tmp_path / "appdata"))
    made.files.ask = lambda *args: QMessageBox.StandardButton.Discard
    window = show_widget(made, 1280, 720, exposed=True)
    try:
        reminder = window.scoreboard.reminder
        assert not reminder.isVisible()
        choose(qtbot, window, "dark")
        window.session.replace_game(load_game(resource_path("samples", "modules-game.json")))  # File ▸ Open
        qtbot.waitUntil(reminder.isVisible)
        image = reminder.grab().toImage()
        assert image.pixelColor(image.width() // 2, 3).lightness() < 120
        assert banner_readable(reminder)
    finally:
        apply_theme(QApplication.instance(), "system")


def indicator_edge_contrast(button) -> float:
    """The most contrast between the window and a pixel on the edge of ``button``'s check box
    or radio indicator, as drawn."""
    from PySide6.QtWidgets import QStyle, QStyleOptionButton

    option = QStyleOptionButton()
    button.initStyleOption(option)
    element = (QStyle.SubElement.SE_RadioButtonIndicator if button.inherits("QRadioButton")
               else QStyle.SubElement.SE_CheckBoxIndicator)
    box = button.style().subElementRect(element, option, button)
    image = button.grab().toImage()
    window = button.palette().color(QPalette.ColorRole.Window)
    y = box.center().y()
    return max(contrast(image.pixelColor(x, y), window) for x in range(box.left(), box.left() + 3))


def test_check_boxes_and_radio_buttons_show_their_edge_in_the_dark_theme(qtbot, window):
    """An unticked module in File ▸ New Game, History ▸ Export…'s choices: under Dark each
    box and circle has an edge at 3:1 against the window (WCAG 1.4.11). Fusion drew it a
    shade darker than the dark window: an empty box was not seen at all."""
    from PySide6.QtWidgets import QRadioButton

    from alhambra_gui.widgets.dialogs.new_game_dialog import NewGameDialog
    from alhambra_gui.widgets.history.history_export_dialog import ExportDialog

    choose(qtbot, window, "dark")
    dialog = NewGameDialog(window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    check = dialog.module_chooser.first_check_box()
    assert not check.isChecked() and indicator_edge_contrast(check) >= 3.0
    export = ExportDialog(2, 10, window)
    qtbot.addWidget(export)
    export.show()
    qtbot.waitExposed(export)
    radios = [r for r in export.findChildren(QRadioButton) if r.isVisible()]
    assert radios and all(indicator_edge_contrast(r) >= 3.0 for r in radios)


def test_secondary_lines_stay_readable_after_a_switch_to_dark(qtbot, window):
    """The "New here?" hint in the status bar, a bonus card's state and the Modules dock's
    hints are muted lines: after View ▸ Theme ▸ Dark each reads at 4.5:1 on the dark window
    (a palette fixed once kept the light theme's grey there)."""
    window.offer_keys_hint()
    hint = window.statusBar().findChild(QFrame, "keysHint")
    text = next(label for label in hint.findChildren(QLabel) if "Keys and codes" in label.text())
    choose(qtbot, window, "dark")
    qtbot.wait(10)
    muted = [text] + [label for label in window.findChildren(QLabel)
                      if "QWidget:disabled" in label.styleSheet() and label.isVisible()]
    assert len(muted) > 1  # the hint and at least one module's line
    for label in muted:
        label.ensurePolished()
        ink = label.palette().color(label.foregroundRole())
        ground = window.palette().color(QPalette.ColorRole.Window)
        assert is_dark(window.palette()) and contrast(ink, ground) >= ENOUGH, label.text()


@pytest.mark.parametrize(("language", "system_theme", "system_language"),
                         [("de", "&Systemeinstellung", "&Systemsprache"),
                          ("zh_TW", "系統預設(&S)", "系統預設(&S)")])
def test_the_themes_system_entry_is_worded_as_a_theme_not_as_a_language(window, language, system_theme,
                                                                         system_language):
    """Seen in a German window: View ▸ Theme offered "Systemsprache" (the system's language),
    since both menus' "System" shared one translation; the theme's words have their own."""
    from alhambra_gui.widgets.window.language_menu import switch_language

    switch_language(window, language)
    try:
        theme = window.findChild(QAction, "action_theme_system")
        languages = [a for a in window.language_menu.menu.actions() if a.text() == system_language]
        assert theme.text() == system_theme
        assert languages, [a.text() for a in window.language_menu.menu.actions()]
        assert window.findChild(QAction, "action_theme_dark").text() in {"&Dunkel", "深色(&D)"}
    finally:
        switch_language(window, "en")
    assert theme.text() == "&System"



def test_the_theme_switches_once_the_menu_has_finished_with_its_entry(qtbot, window):
    """Seen in a real window (X11, xdotool): switched to Dark from View ▸ Theme inside the
    menu's own handling of the click, the View menu, opened again, was drawn light (File
    dark); the offscreen platform draws it dark either way. The switch waits for the next
    turn of the event loop, once the menu has finished with its entry and closed, as View ▸
    Language's does."""
    dark = window.findChild(QAction, "action_theme_dark")
    dark.trigger()
    assert settings.theme.get() != "dark" and not is_dark(QApplication.instance().palette())
    qtbot.waitUntil(lambda: settings.theme.get() == "dark")
    QApplication.processEvents()
    assert is_dark(QApplication.instance().palette())
    assert is_dark(window.menus["view"].palette()) and is_dark(window.menus["file"].palette())


def test_the_choice_is_written_to_the_settings_file_after_the_switch(qtbot, window):
    """Issue 31: each write of the settings file is flushed to the disk (Qt's QSaveFile):
    the theme chosen is written a moment after the switch, as the language is; it counts at
    once all the same."""
    from PySide6.QtCore import QSettings

    from alhambra_gui.widgets.window.theme_menu import switch_theme

    before = QSettings().value(settings.theme.key)
    switch_theme("dark")
    assert QSettings().value(settings.theme.key) == before  # not written on the way
    assert settings.theme.get() == "dark"
    qtbot.waitUntil(lambda: QSettings().value(settings.theme.key) == "dark", timeout=3000)


def _colour_in(rich_text: str) -> QColor:
    """The colour a composed rich text asks for (its first ``color:``)."""
    return QColor(rich_text.split("color:")[1].split(";")[0].split("'")[0].split('"')[0].strip())


def test_names_composed_in_their_colours_follow_a_switch_of_theme(qtbot, tmp_path, show_widget, example_path):
    """Found playing: after View ▸ Theme ▸ Dark, Dirk's heading in the reserves stayed the
    light theme's black on the dark window (about 1.3:1), and every name composed with its
    colour in its text (a reserve's heading, the city's name) kept the light theme's shade;
    the names over the cities in All cities were in the player's colour as chosen, unread.
    Composed again at the switch, each reads on the window in both themes."""
    game = load_game(example_path("two-players-dirk"))
    made = MainWindow(GameSession(game), Autosave(tmp_path / "appdata"))
    made.files.ask = lambda *args: QMessageBox.StandardButton.Discard
    window = show_widget(made, 1280, 720, exposed=True)
    for index in reversed(range(window.tabs.count())):  # every page made in the light theme
        window.tabs.setCurrentIndex(index)
    qtbot.waitUntil(lambda: len(window.findChildren(CityCard)) == 2)  # All cities, shown last
    names = window.findChildren(QLabel, "cityName")
    titles = [card.title for card in window.findChildren(CityCard)]  # All cities: name, then wall
    assert len(names) == 2 and len(titles) == 2
    try:
        for scheme in ("dark", "light"):
            choose(qtbot, window, scheme)
            ground = window.reserves.palette().color(QPalette.ColorRole.Window)
            for owner in ("Anna", "Ben", DIRK):
                header = window.reserves.section(owner).header.text()
                assert contrast(_colour_in(header), ground) >= ENOUGH, (scheme, owner)
            for name in names:  # large text: 3:1
                assert contrast(_colour_in(name.text()), ground) >= 3.0, (scheme, name.text())
            for title in titles:
                assert contrast(_colour_in(title.text()), ground) >= ENOUGH, (scheme, title.text())
    finally:
        apply_theme(QApplication.instance(), "system")
