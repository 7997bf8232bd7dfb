"""Give Dirk his tiles with the keyboard: the picker stays open until his hand-out is complete.

At the start of a two-player game Dirk receives six tiles from the bag, after each of the
first two scorings more (RULES.md §6): the table draws them all at once, so the picker takes
one after another — type a code, Enter, the next code — and says above the list how many are
still to give, worded as Dirk's panel words it. Once none is due it closes by itself; opened
when none was due (a tile the table decided to give him anyway), it closes after one tile.
"""

from __future__ import annotations

from PySide6.QtWidgets import QDialogButtonBox, QVBoxLayout, QWidget

from ...app.session import GameSession
from ..paint.plain import PlainLabel
from .dirk_panel import instruction_text
from .tile_filter import TilePickerDialog


class DirkPicker(TilePickerDialog):
    """The free tiles; each chosen one goes to Dirk (``tileChosen``, handled by the reserves)."""

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(session, self.tr("Give Dirk tiles"), parent)
        self.guide = PlainLabel(self)
        self.guide.setObjectName("dirkPickerGuide")
        self.guide.setWordWrap(True)
        layout = self.layout()
        assert isinstance(layout, QVBoxLayout)
        layout.insertWidget(0, self.guide)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Give"))
        self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(self.tr("Close"))
        self._word_guide()

    def due(self) -> int:
        """The tiles of the hand-out of the moment still to give Dirk."""
        advice = self._session.dirk_advice()
        return 0 if advice is None else advice.due

    def after_choice(self) -> None:
        """Close once the hand-out is complete; otherwise ready for the next tile: the list
        without the tile just given, the filter empty and holding the keyboard."""
        if self.due() == 0:
            self.accept()
            return
        if self.filter_edit.text():
            self.filter_edit.clear()  # refills the list (``_fill``) from the free tiles of now
        else:
            self._fill()
        self.filter_edit.setFocus()
        self._word_guide()

    def _word_guide(self) -> None:
        advice = self._session.dirk_advice()
        self.guide.setText("" if advice is None else instruction_text(advice))
        self.guide.setVisible(advice is not None)
