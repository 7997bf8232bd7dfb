"""Widgets that word themselves again when the language changes.

Installing a catalogue makes Qt send ``QEvent.LanguageChange`` to every widget (View ▸
Language delivers it at once). A widget with words of its own takes ``Retranslating`` as
its first base and sets its words in ``_retranslate()``; the mixin calls it on that event.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent


class Retranslating:
    """``changeEvent`` calls ``self._retranslate()`` on Qt's LanguageChange (put this class
    before the Qt widget class among the bases)."""

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)  # type: ignore[misc]  # the Qt widget class after this one

    def _retranslate(self) -> None:
        """Set the widget's words again, in the language now in force."""
        raise NotImplementedError
