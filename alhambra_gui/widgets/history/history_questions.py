"""The History window's two questions about a player: a new name (Rename…), and whom they
are one person with (Merge Into…). Each is a sentence, a field, OK and Cancel."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QLineEdit, QVBoxLayout, QWidget

from ...app import labels
from ...engine import MAX_NAME_CODE_POINTS
from ...history.rows import Profile
from ..paint.plain import PlainLabel


class PlayerQuestion(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._box = QVBoxLayout(self)
        self._label = PlainLabel(self)
        self._label.setWordWrap(True)
        self._box.addWidget(self._label)
        ok, cancel = QDialogButtonBox.StandardButton.Ok, QDialogButtonBox.StandardButton.Cancel
        buttons = QDialogButtonBox(ok | cancel, self)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self._box.addWidget(buttons)

    def new_name(self, profile: Profile) -> str | None:
        """A player's new name (None: cancelled)."""
        self.setWindowTitle(self.tr("Rename Player"))
        self._label.setText(self.tr("New name:"))
        edit = QLineEdit(profile.name, self)
        edit.setMaxLength(MAX_NAME_CODE_POINTS)  # the length a person sees is checked
        self._box.insertWidget(1, edit)
        return edit.text() if self.exec() else None

    def merge_target(self, profile: Profile, others: list[Profile]) -> Profile | None:
        """The player ``profile`` is one person with (None: cancelled)."""
        self.setWindowTitle(self.tr("Merge Players"))
        self._label.setText(labels.arg(self.tr(
            "%1 and the player chosen here are one person: their games count together, under the "
            "name chosen here."), profile.name))
        combo = QComboBox(self)
        for other in others:
            combo.addItem(other.name, other.id)
        self._box.insertWidget(1, combo)
        return others[combo.currentIndex()] if self.exec() and others else None
