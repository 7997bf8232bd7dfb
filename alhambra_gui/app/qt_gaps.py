"""Words of Qt's own dialogs that Qt's catalogue for a language lacks.

Qt's Traditional Chinese catalogue (``qtbase_zh_TW``) leaves the file dialog's "Look in:"
and "Files of type:" and the kinds of file it lists ("Folder", "File") in English, where the
German one has them. They are listed here in Qt's own contexts, so that lupdate takes them
into the app's catalogues (``resources/i18n``): a lookup asks every installed translator, so
the app's catalogue fills what Qt's lacks and leaves the rest to Qt's."""

from __future__ import annotations

from ..engine.words import QT_TRANSLATE_NOOP

#: (context, source text) as Qt's widgets ask them.
QT_GAPS: tuple[tuple[str, str], ...] = (
    ("QFileDialog", QT_TRANSLATE_NOOP("QFileDialog", "&Look in:")),
    ("QFileDialog", QT_TRANSLATE_NOOP("QFileDialog", "Files of &type:")),
    ("QAbstractFileIconProvider", QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Folder")),
    ("QAbstractFileIconProvider", QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "File")),
    ("QAbstractFileIconProvider", QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Drive")),
    ("QAbstractFileIconProvider", QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Shortcut")),
    ("QAbstractFileIconProvider", QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Unknown")),
)
