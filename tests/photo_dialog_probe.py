"""Start the desktop app as ``alhambra-gui ARGS`` does, open File ▸ Import City from Photo…
on its window, and print where the dialog and its buttons are as JSON instead of running it:
``python -m tests.photo_dialog_probe [ARGS...]`` (see tests/window_probe.py; for screens of
other sizes). With ``PROBE_PHOTO`` set, that photo is opened in the dialog first. With
``PROBE_TABLE`` set, File ▸ Import Cities from Photos… is opened instead, and nothing is read.
"""

from __future__ import annotations

import json
import os
import sys
import time

from PySide6.QtWidgets import QApplication, QDialog, QWidget

from alhambra_gui.widgets.shared.action_ids import ActionId
from tests.window_probe import _inside, _rect


def probe(app: QApplication) -> int:
    """Instead of the event loop: wait for the window, open the dialog, report, quit."""
    deadline = time.monotonic() + 20
    window = None
    while time.monotonic() < deadline and window is None:
        app.processEvents()
        window = next((w for w in app.topLevelWidgets() if w.objectName() == "mainWindow"), None)
        time.sleep(0.01)
    shown: list[QDialog] = []
    QDialog.exec = lambda self: (shown.append(self), self.show())[0]  # type: ignore[method-assign]
    if os.environ.get("PROBE_TABLE"):
        return _table(app, window, shown)
    window.action_map[ActionId.IMPORT_PHOTO].trigger()
    dialog = shown[0]
    if os.environ.get("PROBE_PHOTO"):  # opened as a user opens it: the city is found and read
        dialog.load_photo(os.environ["PROBE_PHOTO"])
        deadline = time.monotonic() + 60
        while dialog.reading() and time.monotonic() < deadline:
            app.processEvents()
            time.sleep(0.01)
    for _ in range(5):
        app.processEvents()
    screen = dialog.screen().availableGeometry()
    default = next((b.objectName() for b in (dialog.accept_button, dialog.read_button) if b.isDefault()), "")
    named = {name: _inside(dialog, dialog.findChild(QWidget, name)) for name in ("acceptCity", "readPhoto")}
    print(json.dumps({"available": _rect(screen), "frame": _rect(dialog.frameGeometry()),
                      "on_screen": screen.contains(dialog.frameGeometry()), "buttons": named,
                      "draft": dialog.draft is not None, "default": default}))
    if os.environ.get("PROBE_SHOT"):
        dialog.grab().save(os.environ["PROBE_SHOT"])
    dialog.importer.shut_down()
    window.session.undo_stack.setClean()
    return 0


def _table(app: QApplication, window: QWidget, shown: list[QDialog]) -> int:
    """File ▸ Import Cities from Photos…: where its dialog and its buttons are."""
    window.action_map[ActionId.IMPORT_PHOTOS].trigger()
    dialog = shown[0]
    for _ in range(5):
        app.processEvents()
    screen = dialog.screen().availableGeometry()
    named = {name: _inside(dialog, dialog.findChild(QWidget, name))
             for name in ("acceptCities", "readPhotos")}
    print(json.dumps({"available": _rect(screen), "frame": _rect(dialog.frameGeometry()),
                      "on_screen": screen.contains(dialog.frameGeometry()), "buttons": named}))
    dialog.reject()
    window.session.undo_stack.setClean()
    return 0


if __name__ == "__main__":
    QApplication.exec = probe  # type: ignore[method-assign, assignment]
    from alhambra_gui.__main__ import main

    sys.exit(main(sys.argv[1:]))
