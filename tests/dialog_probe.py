"""Open every dialog of the app on the screen the process has, and say how each fits:
``python -m tests.dialog_probe GAME.json [LANGUAGE]`` (run in a process of its own, on an
offscreen screen of the size to test: ``-platform offscreen:configfile=screens.json``).

For each dialog it prints its frame and the screen's available area, whether the frame
lies inside it, which button Enter takes and whether Enter then closes the dialog
accepted, as one JSON object by dialog name. ``PROBE_SHOTS`` (a folder): a picture of
each dialog, to look at. The photo import dialog is not among them (tested on its own).
"""

from __future__ import annotations

import json
import os
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

import shiboken6
from PySide6.QtCore import QRect, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QApplication, QDialog, QMessageBox, QPushButton, QWidget

from alhambra_gui.app.autosave import Autosave
from alhambra_gui.app.language import Translators
from alhambra_gui.app.session import GameSession
from alhambra_gui.engine import load_game
from alhambra_gui.widgets.window.main_window import MainWindow

Opener = Callable[[MainWindow], QWidget]


def _rect(rect: QRect) -> list[int]:
    return [rect.x(), rect.y(), rect.width(), rect.height()]


def new_game(window: MainWindow) -> QWidget:
    from alhambra_gui.widgets.dialogs.new_game_dialog import NewGameDialog

    dialog = NewGameDialog(window)
    for _ in range(4):  # six players, the most it takes
        dialog.add_player()
    return dialog


def players(window: MainWindow) -> QWidget:
    from alhambra_gui.widgets.dialogs.players_dialog import PlayersDialog

    names = window.session.player_names()
    return PlayersDialog(names, [window.session.player_colour(n) for n in names], window)


def modules(window: MainWindow) -> QWidget:
    from alhambra_gui.widgets.modules.modules_bar import ModulesDialog

    return ModulesDialog(window.session.game.modules, window)


def record_scoring(window: MainWindow) -> QWidget:
    window.session.modules.set_modules([*window.session.game.modules, "other_points"])
    dialog = window.scoreboard.open_record_dialog()
    assert dialog is not None
    return dialog


def end_of_the_game(window: MainWindow) -> QWidget:
    dialog = window.scoreboard.end_game_dialog()
    for tile in dialog.visible_free_tiles()[:4]:  # the whole market
        dialog.add_tile(tile, dialog.currency.currentData())
    return dialog


def setup_checklist(window: MainWindow) -> QWidget:
    window.session.modules.set_modules(["city_gates", "city_walls", "treasure_chamber", "bonus_cards",
                                        "characters", "building_sites", "new_score_cards"])
    return window.show_setup_checklist()


def keys_sheet(window: MainWindow) -> QWidget:
    return window.show_keys()


def dirk_picker(window: MainWindow) -> QWidget:
    """The picker with one tile of Dirk's hand-out left to give: Enter gives it and the
    picker closes (with more due it stays open for the next: test_gui_dirk_picker.py)."""
    session = window.session
    advice = session.dirk_advice()
    for tile in session.game.free_tiles()[:max(advice.due - 1, 0) if advice else 0]:
        session.give_to_dirk(tile)
    return window.reserves.open_dirk_picker()


def png_export(window: MainWindow) -> QWidget:
    return window.scoreboard.exports.export_png()


def final_scoring_question(window: MainWindow) -> QWidget:
    session = window.session
    while session.game.next_round not in (None, 3):
        session.record_scoring()
    window.scoreboard.record_scoring()
    box = window.scoreboard.pending_question
    assert box is not None
    return box


def piece_editor(window: MainWindow) -> QWidget:
    """A hut described when first taken from its supply (its type, its walls)."""
    window.session.modules.set_modules([*window.session.game.modules, "building_huts"])
    supply = window.palette_dock.supply
    row = supply.row("building_huts")
    assert row is not None
    editor = supply.describe(row.chips()[0])
    assert editor is not None
    return editor


def invite_phones(window: MainWindow) -> QWidget:
    """The table running (on this computer alone, on any free port): its code beside the phones."""
    from alhambra_gui.table.addresses import LOOPBACK

    dialog = window.invite_phones()
    window.table_host.start(LOOPBACK, 0)
    return dialog


DIALOGS: dict[str, Opener] = {
    "new_game": new_game, "players": players, "modules": modules, "record_scoring": record_scoring,
    "end_of_the_game": end_of_the_game, "setup_checklist": setup_checklist, "keys_sheet": keys_sheet,
    "dirk_picker": dirk_picker, "png_export": png_export, "final_scoring_question": final_scoring_question,
    "piece_editor": piece_editor, "invite_phones": invite_phones,
}


def market_lists(dialog: QWidget) -> dict[str, Any]:
    """The end of the game: how many rows of the bag it shows, whether every line of "who
    receives what" is shown whole, and whether anything scrolls sideways."""
    from alhambra_gui.widgets.score.endgame_dialog import EndGameDialog

    assert isinstance(dialog, EndGameDialog)
    bag, outcome = dialog.free_list, dialog.outcome
    row = bag.sizeHintForRow(0)
    viewport = outcome.viewport().rect()
    whole = all(viewport.contains(outcome.visualItemRect(outcome.item(i))) for i in range(outcome.count()))
    sideways = [w.objectName() for w in (bag, outcome) if w.horizontalScrollBar().isVisible()]
    texts_fit = all(outcome.visualItemRect(outcome.item(i)).width() <= viewport.width()
                    for i in range(outcome.count()))
    return {"bag_rows": bag.viewport().height() // max(row, 1), "outcome_whole": whole and texts_fit,
            "outcome_rows": outcome.count(), "sideways": sideways}


def overlaps(dialog: QWidget) -> list[str]:
    """The parts of the dialog's own layout drawn over one another (a layout squeezed below
    its least height by a short screen: the Change… dialog's note over its list, in Chinese
    on a 1280×720 screen), as "first × second" by their names (their types when unnamed)."""
    layout = dialog.layout()
    if layout is None:
        return []
    items = [layout.itemAt(i) for i in range(layout.count())]
    parts = [(item.widget() or item.layout(), item.geometry()) for item in items
             if item.spacerItem() is None and not item.isEmpty()]

    def name(part: object) -> str:
        return (part.objectName() if isinstance(part, QWidget) else "") or type(part).__name__

    return [f"{name(a)} × {name(b)}" for i, (a, first) in enumerate(parts)
            for b, second in parts[i + 1:] if first.intersects(second)]


def default_button(dialog: QWidget) -> QAbstractButton | None:
    if isinstance(dialog, QMessageBox):
        return dialog.defaultButton()
    return next((b for b in dialog.findChildren(QPushButton) if b.isDefault() and b.isVisible()), None)


def settle(app: QApplication) -> None:
    for _ in range(6):
        app.processEvents()


def measure(app: QApplication, window: MainWindow, name: str, opener: Opener) -> dict[str, Any]:
    dialog = opener(window)
    if not dialog.isVisible():
        dialog.show()
    settle(app)
    available = dialog.screen().availableGeometry()
    frame = dialog.frameGeometry()
    button = default_button(dialog)
    found: dict[str, Any] = {"frame": _rect(frame), "available": _rect(available),
                             "inside": available.contains(frame), "overlaps": overlaps(dialog),
                             "default": button.text() if button is not None else None}
    if name == "end_of_the_game":
        found.update(market_lists(dialog))
    shots = os.environ.get("PROBE_SHOTS")
    if shots:
        dialog.grab().save(str(Path(shots) / f"{name}.png"))
    if name != "png_export":  # its Enter opens the file dialog (tested with the export)
        closed: list[int] = []
        if isinstance(dialog, QDialog):
            dialog.finished.connect(closed.append)
        QTest.keyClick(dialog.focusWidget() or dialog, Qt.Key.Key_Return)
        settle(app)
        gone = not shiboken6.isValid(dialog) or not dialog.isVisible()
        # Enter takes the default button: OK accepts; Close (and a warning's Cancel) closes
        found["enter_closes"] = gone
        found["enter_accepts"] = bool(closed) and closed[0] == QDialog.DialogCode.Accepted
    if shiboken6.isValid(dialog) and dialog.isVisible():
        dialog.close()
    settle(app)
    return found


def main(argv: list[str]) -> int:
    app = QApplication([sys.argv[0], *argv[2:]])
    if len(argv) > 1 and argv[1] != "en":
        Translators.of(app).apply(argv[1])
    folder = Path(tempfile.mkdtemp())
    window = MainWindow(GameSession(load_game(argv[0])), Autosave(folder))
    window.files.ask = lambda *_args: QMessageBox.StandardButton.Discard
    window.place_on_screen()
    window.show()
    settle(app)
    openers = {name: opener for name, opener in DIALOGS.items()
               if name != "dirk_picker" or window.session.game.dirk_in_play}
    report = {name: measure(app, window, name, opener) for name, opener in openers.items()}
    print(json.dumps(report))
    window.session.undo_stack.setClean()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
