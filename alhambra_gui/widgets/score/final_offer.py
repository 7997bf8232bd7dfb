"""The offer of the final scoring, shown after the end-of-game hand-out while it stands."""

from __future__ import annotations

from PySide6.QtWidgets import QFrame, QHBoxLayout, QPushButton

from ...app.labels import arg, tr
from ..paint.plain import PlainLabel
from ..paint.tones import INFO, box_style, follow_palette
from ..shared.named import named


class FinalOffer(QFrame):
    """What is left to record once the market is handed out, and ``button`` to record it
    (the scoreboard connects it)."""

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("finalScoringOffer")
        follow_palette(self, lambda palette: box_style("finalScoringOffer", palette, INFO))
        self.label = PlainLabel(wordWrap=True)
        self.button = named(QPushButton(), "finalScoringButton")
        row = QHBoxLayout(self)
        row.addWidget(self.label, 1)
        row.addWidget(self.button)
        self.hide()

    def show_for(self, handed: int | None, due: int | None) -> None:
        """Shown while the hand-out (``handed`` tiles received, None: none stands) leaves a
        scoring ``due``; read from the game on every change (never a number remembered from
        the hand-out)."""
        self.setVisible(handed is not None and due is not None)
        if handed is None or due is None:
            return
        if due < 3:
            text = arg(tr("The game has ended before scoring %1: record scoring %1, then the final "
                      "scoring."), str(due))
        elif handed:
            text = arg(tr("End of the game: the market is handed out (tiles received: %1). Build "
                      "them, then record the final scoring."), str(handed))
        else:
            text = tr("End of the game: no market tile went to anybody. Record the final scoring.")
        self.label.setText(text)
        self.button.setText(arg(tr("Record scoring %1 now"), str(due)))
