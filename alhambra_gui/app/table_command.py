"""``alhambra-gui table`` in the system's language: the headless table (``table.headless``)
with its sentences and errors said through the app's catalogues, as the window says them, and
the game's refusals said to each phone in its page's language (``voices``).

Only QtCore is loaded (a ``QCoreApplication`` holds the translators; no display is needed).
The other commands (``check``, ``score``, ``moves``, ``photo``, ``history``) stay English and
free of Qt: the game file's specification promises they never import it, and their output is
read by scripts."""

from __future__ import annotations

import logging
import sys
from collections.abc import Sequence
from typing import TextIO

from PySide6.QtCore import QCoreApplication, QMessageLogContext, QtMsgType, qInstallMessageHandler

from .. import APPLICATION, ORGANIZATION
from ..table import headless
from . import labels
from .language import Translators
from .voices import Voices

log = logging.getLogger(__name__)


def main(argv: Sequence[str], out: TextIO | None = None, errors: TextIO | None = None) -> int:
    speaking_app()
    return headless.main(argv, out, errors, say=labels.sentence_text, speak=Voices().say)


def speaking_app() -> QCoreApplication:
    """The command's QCoreApplication, speaking the system's language (English with its plural
    forms, or a catalogue)."""
    qInstallMessageHandler(_to_log)  # standard error holds the command's sentences only
    app = QCoreApplication.instance() or QCoreApplication([sys.argv[0] if sys.argv else "alhambra-gui"])
    app.setOrganizationName(ORGANIZATION)  # the window's settings (a catalogue found sound is kept there)
    app.setApplicationName(APPLICATION)
    Translators.of(app).apply("system")
    return app


def _to_log(kind: QtMsgType, _context: QMessageLogContext, message: str) -> None:
    """Qt's own messages (a locale that is not UTF-8 …) go to the log, never to the terminal."""
    log.debug("Qt (%s): %s", kind.name, message)
