"""Issue 10, finding 7: under a dark palette every banner and highlight stays readable.

Each test runs under Qt's Fusion style with a dark palette (restored afterwards) and measures
the WCAG contrast of the colours actually used: a banner's ground is read from its rendered
pixels, its text from the palette the label paints with (or the model's roles for a table
cell). 4.5:1 is WCAG's minimum for normal text.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QFrame, QLabel, QMessageBox, QToolButton, QWidget

from alhambra_gui.engine import DIRK, Tile
from alhambra_gui.widgets.city.city_page import CityPage
from alhambra_gui.widgets.modules.bonus_cards import BonusCardsPanel
from alhambra_gui.widgets.modules.module_chooser import ModuleChooser
from alhambra_gui.widgets.modules.modules_dock import ModulesDock
from alhambra_gui.widgets.paint.tones import contrast, tone
from alhambra_gui.widgets.score.scoreboard import ScoreboardDock
from alhambra_gui.widgets.tiles.mime import TileDrag
from alhambra_gui.widgets.tiles.reserve import ReserveDock
from tests.module_games import module_game
from tests.palettes import dark_palette

ENOUGH = 4.5


@pytest.fixture
def dark(qapp):
    """Fusion with a dark palette for the test; the application's own afterwards."""
    style, palette = qapp.style().name(), QPalette(qapp.palette())
    qapp.setStyle("Fusion")
    qapp.setPalette(dark_palette())
    yield
    qapp.setStyle(style)
    qapp.setPalette(palette)


def ground(widget: QWidget) -> QColor:
    """The colour a banner is painted in: a pixel of its top padding, from its rendering."""
    image = widget.grab().toImage()
    return image.pixelColor(image.width() // 2, 3)


def ink(label: QWidget) -> QColor:
    return label.palette().color(label.foregroundRole())


def readable(text: QColor, back: QColor) -> bool:
    return contrast(text, back) >= ENOUGH


def test_the_winner_banner(dark, dirk_session, show_widget):
    dock = show_widget(ScoreboardDock(dirk_session), 450, 800, settle=True)
    for _ in range(3):
        dirk_session.record_scoring()
    label = dock.winners_label
    assert label.isVisible() and "wins" in label.text()
    assert readable(ink(label), ground(label))


def test_the_banners_follow_a_palette_change_while_the_app_runs(qapp, dirk_session, show_widget):
    """A desktop switching to its dark theme: the banners shown are restyled."""
    dock = show_widget(ScoreboardDock(dirk_session), 450, 800, settle=True)
    for _ in range(3):
        dirk_session.record_scoring()
    style, palette = qapp.style().name(), QPalette(qapp.palette())
    try:
        qapp.setStyle("Fusion")
        qapp.setPalette(dark_palette())
        qapp.processEvents()
        label = dock.winners_label
        assert readable(ink(label), ground(label))
        assert ground(label).lightness() < 128  # a dark ground, not the light theme's
    finally:
        qapp.setStyle(style)
        qapp.setPalette(palette)


def test_the_final_scoring_offer_after_the_market(dark, dirk_session, show_widget):
    dock = show_widget(ScoreboardDock(dirk_session), 450, 800, settle=True)
    dirk_session.record_scoring()
    dirk_session.record_scoring()
    dialog = dock.end_game_dialog()
    dialog.accept()
    offer = dock.final_offer
    assert offer.isVisible()
    assert readable(ink(dock.final_offer_label), ground(offer))


def test_the_majority_leaders(dark, dirk_session, show_widget):
    dock = show_widget(ScoreboardDock(dirk_session), 450, 800, settle=True)
    model = dock.majority_model
    leading = [model.index(r, c) for r in range(model.rowCount()) for c in range(2, model.columnCount())
               if model.index(r, c).data(Qt.ItemDataRole.BackgroundRole) is not None]
    assert leading
    for index in leading:
        back = index.data(Qt.ItemDataRole.BackgroundRole)
        text = index.data(Qt.ItemDataRole.ForegroundRole)
        assert text is not None  # set with the ground, never the palette's text by chance
        assert readable(QColor(text), QColor(back)), index.data()


def test_the_dirk_offer(dark, dirk_session, show_widget):
    dock = show_widget(ScoreboardDock(dirk_session), 450, 800, settle=True)
    bought = dirk_session.game.free_tiles()[0]
    dirk_session.reserve("Anna", bought)
    panel = dock.dirk_panel
    assert panel.offered_tile() == bought and panel.offer.isVisible()
    assert readable(ink(panel.offer_label), ground(panel.offer))


def test_the_reminders(dark, make_session, show_widget):
    dock = show_widget(ScoreboardDock(make_session(module_game())), 450, 800, settle=True)
    label = dock.reminder
    assert label.isVisible() and label.text()
    assert readable(ink(label), ground(label))
    dialog = dock.open_record_dialog()
    assert dialog is not None
    dialog.show()
    assert readable(ink(dialog.reminder), ground(dialog.reminder))
    dialog.reject()


def test_the_refusal_banner_and_its_buttons(dark, session, show_widget):
    page = show_widget(CityPage(session, "Anna"), 800, 600, settle=True)
    page.view.refused.emit("Garden 8 cannot go there: wall meets open side to the east", "Place anyway")
    banner = page.findChild(QFrame, "refusalBanner")
    assert banner.isVisible()
    back = ground(banner)
    assert readable(ink(banner.findChild(QLabel)), back)
    close = banner.findChild(QToolButton, "closeBanner")
    assert readable(close.palette().color(QPalette.ColorRole.ButtonText), back)


def test_the_overlay_in_the_city_view(dark, session, show_widget):
    page = show_widget(CityPage(session, "Anna"), 800, 600, exposed=True)
    page.view.type_code("g8")
    overlay = page.view.findChild(QLabel, "cityOverlay")
    assert overlay.isVisible() and overlay.text()
    assert readable(ink(overlay), ground(overlay))


def test_the_module_summaries_and_states(dark, make_session, show_widget):
    chooser = show_widget(ModuleChooser(), 500, 700, settle=True)
    back = chooser.palette().color(QPalette.ColorRole.Window)
    for label in chooser.findChildren(QLabel):
        if label.objectName().startswith("moduleSummary_"):
            assert readable(ink(label), back), label.text()
    dock = show_widget(ModulesDock(make_session(module_game())), 500, 700, settle=True)
    panel = dock.panel(BonusCardsPanel)
    counting = [label for label in panel.findChildren(QLabel) if label.text() == "counts"]
    assert counting
    for label in counting:
        assert readable(ink(label), panel.palette().color(QPalette.ColorRole.Window))


def test_names_and_messages_in_the_reserves(dark, dirk_session, show_widget):
    dock = show_widget(ReserveDock(dirk_session), 450, 700, settle=True)
    back = dock.palette().color(QPalette.ColorRole.Window)
    for owner in ("Anna", "Ben", DIRK):
        header = dock.section(owner).header.text()
        colour = QColor(header.split("color:")[1].split("'")[0])
        assert readable(colour, back), owner
    stray = TileDrag(Tile.from_dict({"type": "garden", "price": 8, "walls": "SW"}), "city", "Anna", (40, 40))
    assert not dock.drop("Anna", stray)  # no such tile in Anna's city: refused in a sentence
    assert dock.message()
    assert readable(ink(dock.message_label), back)


def test_tones_reach_the_contrast_in_light_and_dark(qapp):
    light = QPalette(qapp.palette())
    for palette in (light, dark_palette()):
        for hue in ("#f1c40f", "#3498db", "#e74c3c", "#27ae60"):
            found = tone(palette, QColor(hue))
            assert contrast(found.ink, found.ground) >= ENOUGH


@pytest.mark.parametrize("themed", [True, False], ids=["dark", "light"])
def test_a_pieces_sides_read_checked_or_not_at_a_glance(themed, qapp, show_widget):
    """A camp's bastion N picked, E not: their grounds differ clearly in a dark theme too
    (Fusion's own checked shade was lost there)."""
    from alhambra_gui.engine import Side, Walls
    from alhambra_gui.widgets.modules.pieces import SidesPicker

    style, palette = qapp.style().name(), QPalette(qapp.palette())
    qapp.setStyle("Fusion")
    if themed:
        qapp.setPalette(dark_palette())
    try:
        picker = show_widget(SidesPicker("bastion %1", Walls("N")), 240, 40, settle=True)
        image = picker.grab().toImage()

        def centre_ground(side: Side) -> QColor:
            button = picker.button(side)
            corner = button.geometry().topLeft()
            return image.pixelColor(corner.x() + 4, corner.y() + button.height() // 2)

        assert picker.button(Side.N).isChecked() and not picker.button(Side.E).isChecked()
        assert contrast(centre_ground(Side.N), centre_ground(Side.E)) >= 1.8
    finally:
        qapp.setStyle(style)
        qapp.setPalette(palette)


def test_a_banner_is_styled_as_it_is_first_shown_and_not_while_it_stays_hidden(qapp, show_widget):
    """Issue 31: a hidden banner (the winners, Dirk's offer, a refusal) gets its sheet as it
    is first shown, under the palette then in force; until then it has none (a sheet polishes
    the widget anew: ten hidden widgets cost the start 16 M instructions). One in sight
    is styled at once."""
    from alhambra_gui.widgets.paint.tones import follow_palette, message_style

    holder = show_widget(QWidget(), 200, 100, settle=True)
    banner, shown = QLabel("news", holder), QLabel("in sight", holder)
    banner.hide()
    shown.show()
    for label in (banner, shown):
        follow_palette(label, message_style)
    assert banner.styleSheet() == "" and shown.styleSheet() == message_style(qapp.palette())
    style, palette = qapp.style().name(), QPalette(qapp.palette())
    try:
        qapp.setStyle("Fusion")
        qapp.setPalette(dark_palette())
        qapp.processEvents()
        assert banner.styleSheet() == ""
        banner.show()
        assert banner.styleSheet() == message_style(dark_palette())
    finally:
        qapp.setStyle(style)
        qapp.setPalette(palette)


def test_a_count_refused_in_the_counts_form_reads_on_the_dark_palette(dark, session, show_widget, qtbot):
    """The form's message had a fixed red (#b03a2e: 2.4:1 on the dark window)."""
    from alhambra_gui.widgets.city.city_page import CityPage

    page = show_widget(CityPage(session, "Chen"), exposed=True)
    form = page.counts_form
    qtbot.mouseClick(form.switch_button, Qt.MouseButton.LeftButton)
    spin = form.count_box("seraglio")
    spin.setFocus()
    spin.selectAll()
    qtbot.keyClicks(spin, "9")
    qtbot.keyClick(spin, Qt.Key.Key_Return)
    assert not form.message.isHidden() and "out of range" in form.message.text()
    back = form.palette().color(QPalette.ColorRole.Window)
    assert readable(ink(form.message), back), ink(form.message).name()


def test_the_names_heading_the_typed_counts(dark, qtbot, tmp_path, show_widget):
    """Found reading after the reserves' heading: the players' names over the typed counts
    (Game ▸ Modules with a typed module) were in their colours as chosen, orange at 3.2:1 and
    blue at 2.5:1 on the dark window. Each is its colour as dark or light as the window needs."""
    from alhambra_gui.app.autosave import Autosave
    from alhambra_gui.app.session import GameSession
    from alhambra_gui.engine import load_game
    from alhambra_gui.engine.assets import resource_path
    from alhambra_gui.widgets.window.main_window import MainWindow
    from tests.test_gui_typed_modules import MODULES

    game = load_game(resource_path("samples", "sample-game.json"))
    game.set_modules(MODULES)
    made = MainWindow(GameSession(game), Autosave(tmp_path / "appdata"))
    window = show_widget(made, 1280, 720, exposed=True)
    window.files.ask = lambda *args: QMessageBox.StandardButton.Discard
    window.typed_dock.raise_()
    qtbot.waitUntil(lambda: window.typed_dock.isVisible())
    heads = [label for panel in window.typed_dock.panels() for label in panel.findChildren(QLabel)
             if label.text() in game.names and label.isVisible()]
    assert len(heads) >= len(game.names)
    for head in heads:
        back = head.parentWidget().palette().color(QPalette.ColorRole.Window)
        assert readable(ink(head), back), head.text()
