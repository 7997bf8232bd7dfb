"""The filters of the file dialogs that open and save games (File ▸ Open, Save As, and
the history's Add to History and Import Games), marked for translation."""

from __future__ import annotations

from ...app.labels import QT_TR_NOOP

#: A game file, then any file (a game saved under another name is still offered).
FILE_FILTER = QT_TR_NOOP("Alhambra games (*.json);;All files (*)")
