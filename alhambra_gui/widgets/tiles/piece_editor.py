"""The small editor that describes a module's piece as printed, the first time it is taken
from its supply: the module's fields (``PiecePart.piece_form``: a hut's type and walls, a
camp's bastions, …), the piece drawn as it will be, and what the supply does not allow
said with its reason (``Module.supply_refusal``); Enter takes the piece."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from ...app import labels
from ...app.labels import arg
from ...app.session import GameSession
from ...engine import AlhambraError, Tile, isolated
from ..modules.facets import PiecePart
from ..modules.pieces import PieceForm
from ..modules.registry import painters
from ..paint.mark_painter import piece_pixmap
from ..paint.plain import PlainLabel
from ..paint.tones import follow_palette, message_style

PREVIEW = 96


class PieceEditor(QDialog):
    """``holder``: who will hold the piece (a player, Dirk), for the supply's limits; None
    when it goes into the hand and its cell decides."""

    def __init__(self, session: GameSession, ui: PiecePart, template: Tile, holder: str | None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("pieceEditor")
        self._session = session
        self._holder = holder
        game = session.game
        form = ui.piece_form(game, template, self)
        assert form is not None, "a module with a supply describes its pieces"
        self.form: PieceForm = form
        self.setWindowTitle(arg(self.tr("Describe the piece: %1"),
                                labels.tile_label(game.variant, template)))
        self.preview = QLabel(self)
        self.preview.setObjectName("piecePreview")
        self.preview.setFixedSize(PREVIEW, PREVIEW)
        self.name_label = PlainLabel(self)
        self.name_label.setObjectName("pieceName")
        self.name_label.setWordWrap(True)
        intro = PlainLabel(self.tr("Describe it as it is printed:"), self)
        intro.setWordWrap(True)
        self.refusal = PlainLabel(self)
        self.refusal.setObjectName("pieceRefusal")
        self.refusal.setWordWrap(True)
        # Room for a two-line reason always: the buttons stay where they are while the
        # player picks sides (a camp with no bastion yet is refused, then one is picked).
        self.refusal.setMinimumHeight(2 * self.refusal.fontMetrics().lineSpacing())
        self.refusal.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        follow_palette(self.refusal, message_style)
        from PySide6.QtWidgets import QDialogButtonBox  # its enums made when first opened

        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel, self)
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(self.tr("Take it") if holder is None else
                               self.tr("Give it to Dirk") if holder not in game.names else
                               arg(self.tr("Put it into %1's reserve"), isolated(holder)))
        self.ok_button.setDefault(True)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        top = QHBoxLayout()
        top.addWidget(self.preview, 0, Qt.AlignmentFlag.AlignTop)
        fields = QVBoxLayout()
        fields.addWidget(intro)
        fields.addWidget(self.form)
        fields.addWidget(self.name_label)
        top.addLayout(fields, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.refusal)
        layout.addWidget(self.buttons)
        self.form.changed.connect(self._on_changed)
        self._on_changed()

    def piece(self) -> Tile:
        return self.form.piece()

    def refusal_text(self) -> str:
        """Why the supply does not hold the piece described ("" when it does)."""
        return self.refusal.text()

    def _on_changed(self) -> None:
        game = self._session.game
        piece = self.form.piece()
        self.preview.setPixmap(piece_pixmap(piece, game.variant, PREVIEW, painters()))
        self.name_label.setText(labels.tile_long_label(game.variant, piece))
        try:
            game.require_free(piece, self._holder)
        except AlhambraError as error:
            text = labels.error_text(error)
            self.refusal.setText(arg(self.tr("Not possible: %1."), text))
            if self.ok_button.hasFocus():  # not on to Cancel, which would take Enter for itself
                self.setFocus()
            self.ok_button.setEnabled(False)
            return
        self.refusal.setText("")
        self.ok_button.setEnabled(True)
