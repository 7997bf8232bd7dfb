"""The keyboard's focus after a window of the app closes. A desktop's window manager gives the
window below it the focus again; without one (an X server alone, as on a kiosk or under Xvfb,
and Qt's offscreen platform) no window was active any more and the keys went nowhere. The
main window takes the focus back, to the widget that had it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QDialog, QLineEdit, QMessageBox, QWidget

from alhambra_gui.app.autosave import Autosave
from alhambra_gui.app.session import GameSession
from alhambra_gui.widgets.shared.action_ids import ActionId
from alhambra_gui.widgets.window.main_window import MainWindow

pytestmark = pytest.mark.gui


@pytest.fixture
def window(qtbot, tmp_path, show_widget):
    made = show_widget(MainWindow(GameSession(), Autosave(tmp_path / "appdata")), 1280, 720, exposed=True)
    made.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is made, timeout=3000)
    return made


def typing_goes_to(qtbot, widget: QWidget) -> None:
    qtbot.waitUntil(lambda: QApplication.focusWidget() is widget, timeout=3000)


def answered_when_shown(dialog: QDialog, answer) -> None:
    """``answer`` once ``dialog`` is the active window, as a user answers what they see."""
    timer = QTimer(dialog)

    def look() -> None:
        if QApplication.activeWindow() is dialog:
            timer.stop()
            answer()

    timer.timeout.connect(look)
    timer.start(10)


def test_a_modal_question_closed_gives_the_focus_back(qtbot, window):
    filter_edit = window.findChild(QLineEdit, "paletteFilter")
    filter_edit.setFocus()
    typing_goes_to(qtbot, filter_edit)
    box = QMessageBox(QMessageBox.Icon.Information, "Alhambra", "A question",
                      QMessageBox.StandardButton.Ok, window)
    answered_when_shown(box, box.accept)
    box.exec()
    typing_goes_to(qtbot, filter_edit)
    assert QApplication.activeWindow() is window


def test_a_window_of_its_own_closed_gives_the_focus_back(qtbot, window):
    """The keys sheet (Help ▸ Keys), a window beside the main one, closed with its button."""
    window.current_page().view.setFocus()
    view = QApplication.focusWidget()
    assert view is not None
    window.action_map[ActionId.KEYS].trigger()
    sheet = window.keys_sheet
    qtbot.waitUntil(lambda: QApplication.activeWindow() is sheet, timeout=3000)
    sheet.close()
    typing_goes_to(qtbot, view)


def test_a_dialog_over_another_window_gives_it_the_focus_back(qtbot, window):
    """A question over the History window returns to the History window, not the main one."""
    window.action_map[ActionId.HISTORY].trigger()
    history = window.history_menu.history_window
    qtbot.waitUntil(lambda: QApplication.activeWindow() is history, timeout=3000)
    dialog = QDialog(history)
    answered_when_shown(dialog, dialog.reject)
    dialog.exec()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is history, timeout=3000)
