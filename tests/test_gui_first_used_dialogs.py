"""Issue 31: the dialogs' classes are imported where they are first used, not to start the
window (``test_startup_imports.py``). Here, in a fresh process where PySide has not yet made
them, each still works the first time: File's questions with their buttons, the record
guard's question, the Modules dialog and its question, the tile picker's list, the
end-of-game dialog, the keys sheet."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

pytestmark = pytest.mark.gui

FIRST_USES = """
import sys
from PySide6.QtWidgets import QApplication
app = QApplication([])
from PySide6 import QtWidgets
from alhambra_gui.app.game_files import Answer
from alhambra_gui.widgets.window.main_window import MainWindow
window = MainWindow(docks_later=True)  # as the app starts: the docks after the first paint
window.show()
while window.findChild(QtWidgets.QDockWidget, "scoreboardDock") is None:
    app.processEvents()
app.processEvents()
dialogs = ("QMessageBox", "QDialogButtonBox", "QFileDialog", "QListWidget")
print(" ".join(n for n in dialogs if n in vars(QtWidgets)) or "-")
asked = []
def ask(title, text, buttons, default):
    asked.append((buttons, default))
    return QtWidgets.QMessageBox.StandardButton.Discard
window.files.ask = ask
print(window.files._answer("t", "x", (Answer.SAVE, Answer.DISCARD, Answer.CANCEL), Answer.SAVE).name)
B = QtWidgets.QMessageBox.StandardButton
print(asked == [(B.Save | B.Discard | B.Cancel, B.Save)])
from alhambra_gui.widgets.score import record_guard
box = record_guard.ask_then(window.scoreboard, "Title", "Text", "Go on", lambda: None)
print(box.isVisible(), window.scoreboard.pending_question is box, len(box.buttons()))
box.close()
question = window.modules_bar.question("Take them out?")
print(question.property("takeOut").text(), question.defaultButton() is question.button(B.Cancel))
from alhambra_gui.widgets.modules.modules_bar import ModulesDialog
print(ModulesDialog([], window).ok_button.text() != "")
from alhambra_gui.widgets.tiles.tile_filter import TilePickerDialog
picker = TilePickerDialog(window.session, "Pick", window)
print(len(picker.tiles()) > 0, picker.current_tile() is not None)
ending = window.scoreboard.end_game_dialog()
print(type(ending).__name__)
sheet = window.show_keys()
print(sheet.findChild(QtWidgets.QDialogButtonBox) is not None)
"""


def test_each_dialog_works_when_its_class_is_first_made(tmp_path):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(tmp_path),
               XDG_DATA_HOME=str(tmp_path))
    run = subprocess.run([sys.executable, "-c", FIRST_USES], env=env, cwd=tmp_path,
                         capture_output=True, text=True, check=True)
    assert run.stdout.splitlines() == ["-", "DISCARD", "True", "True True 2", "Take Them Out True", "True",
                                       "True True", "EndGameDialog", "True"]
