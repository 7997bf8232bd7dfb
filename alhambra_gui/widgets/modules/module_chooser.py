"""Choosing the expansion modules: one check box per module, grouped by the box it comes from
(in box order, "Any other module" last), each with its one line on what it does and, below
it, how it scores (computed from the city, typed figures, no scoring).

A filter above the list (``filter_edit``, placed by the dialog above its scroll area) keeps
the modules whose name, line, kind or box holds every word typed: of 46 modules in a dozen
boxes, "servant" finds Palace staff.

Used by File ▸ New Game and by Game ▸ Modules… The chooser holds only what is being
chosen; the game's modules are set by whoever reads :meth:`ModuleChooser.selected`.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from ...app import labels
from ...engine import BOX_NAMES, KIND_NAMES, Module, Ruleset, Variant, all_modules
from ..paint.plain import PlainLabel
from ..paint.tones import mute


def modules_allowed(variant: Variant) -> bool:
    """Whether a game of this variant may have modules (the engine's answer: not Granada)."""
    return Ruleset.allows_modules(variant)


def boxes() -> list[tuple[int, list[Module]]]:
    """The boxes that hold a modelled module, in box order (box 0, "any other", last),
    each with its modules in the registry's order."""
    modules = all_modules()
    return [(box, [m for m in modules if m.box == box]) for box in BOX_NAMES
            if any(m.box == box for m in modules)]


class ModuleChooser(QWidget):
    """Check boxes for the modules; :meth:`selected` reads the ids in the registry's order."""

    #: The set of checked modules changed.
    selectionChanged = Signal()

    def __init__(self, parent: QWidget | None = None, selected: Iterable[str] = ()) -> None:
        super().__init__(parent)
        self.setObjectName("moduleChooser")
        self._boxes: dict[str, QCheckBox] = {}
        self._summaries: dict[str, QLabel] = {}
        self._kinds: dict[str, QLabel] = {}
        self._words: dict[str, str] = {}  # what the filter looks in, per module
        self._groups: list[tuple[QGroupBox, list[str]]] = []
        self.filter_edit = QLineEdit(parent)
        self.filter_edit.setObjectName("moduleFilter")
        self.filter_edit.setClearButtonEnabled(True)
        self.filter_edit.setPlaceholderText(self.tr("Filter the modules, e.g. servant"))
        self.filter_edit.textChanged.connect(self.apply_filter)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.note_label = PlainLabel(self)
        self.note_label.setObjectName("moduleNote")
        self.note_label.setWordWrap(True)
        self.note_label.setTextFormat(Qt.TextFormat.PlainText)
        self.note_label.setContentsMargins(4, 4, 4, 4)
        font = self.note_label.font()
        font.setBold(True)
        self.note_label.setFont(font)
        self.note_label.hide()
        layout.addWidget(self.note_label)
        for box, modules in boxes():
            group = QGroupBox(labels.translate("Module", BOX_NAMES[box]), self)
            group.setObjectName(f"moduleBox{box}")
            inner = QVBoxLayout(group)
            inner.setSpacing(2)
            for module in modules:
                self._add_module(inner, module)
                self._words[module.id] += " " + group.title().casefold()
            self._groups.append((group, [m.id for m in modules]))
            layout.addWidget(group)
        self.none_label = PlainLabel(self)
        self.none_label.setObjectName("moduleNoneFound")
        self.none_label.setWordWrap(True)
        mute(self.none_label)
        self.none_label.hide()
        layout.addWidget(self.none_label)
        layout.addStretch(1)
        self.set_selected(selected)

    def _add_module(self, layout: QVBoxLayout, module: Module) -> None:
        check = QCheckBox(labels.module_name(module), self)
        check.setObjectName(f"moduleCheck_{module.id}")
        summary = labels.translate("Module", module.summary)
        check.setToolTip(summary)
        check.setAccessibleDescription(summary)
        check.toggled.connect(lambda _on: self.selectionChanged.emit())
        line = PlainLabel(summary, self)
        line.setObjectName(f"moduleSummary_{module.id}")
        line.setWordWrap(True)
        line.setTextFormat(Qt.TextFormat.PlainText)
        mute(line)
        style = check.style()
        indent = style.pixelMetric(QStyle.PixelMetric.PM_IndicatorWidth) + \
            style.pixelMetric(QStyle.PixelMetric.PM_CheckBoxLabelSpacing)
        line.setContentsMargins(indent, 0, 0, 0)
        kind = PlainLabel(labels.translate("Module", KIND_NAMES[module.kind]), self)
        kind.setObjectName(f"moduleKind_{module.id}")
        kind.setWordWrap(True)
        kind.setTextFormat(Qt.TextFormat.PlainText)
        mute(kind)
        italic = kind.font()
        italic.setItalic(True)
        kind.setFont(italic)
        kind.setContentsMargins(indent, 0, 0, 4)
        layout.addWidget(check)
        layout.addWidget(line)
        layout.addWidget(kind)
        self._boxes[module.id] = check
        self._summaries[module.id] = line
        self._kinds[module.id] = kind
        self._words[module.id] = " ".join((check.text(), summary, kind.text())).casefold()

    def apply_filter(self, text: str = "") -> None:
        """Show the modules whose words hold every word of ``text`` (all when it is empty),
        and the boxes that hold one; a module hidden stays chosen as it was."""
        wanted = text.casefold().split()
        found = {module_id for module_id, words in self._words.items() if all(w in words for w in wanted)}
        for module_id, check in self._boxes.items():
            for widget in (check, self._summaries[module_id], self._kinds[module_id]):
                widget.setHidden(module_id not in found)
        for group, module_ids in self._groups:
            group.setHidden(not found.intersection(module_ids))
        self.none_label.setText(labels.arg(self.tr("No module matches “%1”."), text.strip()))
        self.none_label.setVisible(not found)

    # ---- reading -----------------------------------------------------------------------------
    def check_box(self, kind: type[Module]) -> QCheckBox:
        return self._boxes[kind.id]

    def first_check_box(self) -> QCheckBox:
        return next(iter(self._boxes.values()))

    def summary_label(self, kind: type[Module]) -> QLabel:
        return self._summaries[kind.id]

    def kind_label(self, kind: type[Module]) -> QLabel:
        """How the module scores, beside its check box."""
        return self._kinds[kind.id]

    def is_available(self) -> bool:
        return all(box.isEnabled() for box in self._boxes.values())

    def selected(self) -> list[str]:
        """The checked modules' ids, in the registry's order; none while unavailable."""
        if not self.is_available():
            return []
        return [module_id for module_id, box in self._boxes.items() if box.isChecked()]

    # ---- changing ----------------------------------------------------------------------------
    def set_selected(self, module_ids: Iterable[str]) -> None:
        wanted = set(module_ids)
        for module_id, box in self._boxes.items():
            box.blockSignals(True)
            box.setChecked(module_id in wanted)
            box.blockSignals(False)
        self.selectionChanged.emit()

    def set_available(self, available: bool, note: str = "") -> None:
        """Enable the check boxes, or disable them with a note saying why (Granada)."""
        for module_id, box in self._boxes.items():
            box.setEnabled(available)
            self._summaries[module_id].setEnabled(available)
            self._kinds[module_id].setEnabled(available)
        self.note_label.setText(note)
        self.note_label.setVisible(not available and bool(note))
        self.selectionChanged.emit()
