"""The palette's tiles: a wrapping row of chips for each building type, under a header in
the type's colour that says how many of its tiles are free."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QVBoxLayout, QWidget

from ...app import labels
from ...app.labels import arg
from ...engine import Variant
from ..paint.plain import PlainLabel
from ..paint.tile_painter import ink_for, type_colour
from .roving import RovingFocus
from .tile_filter import TileQuery, palette_tiles
from .tile_list import TileChip, TileFlow


class GroupHeader(PlainLabel):
    """A type's header. Where the palette may not widen enough for it (a small window), a long
    header wraps rather than the palette scrolling sideways ("Residential area (Re) — 12 of 12
    free"); ``one_line_width`` is the width it asks for to stand on one line."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)

    def one_line_width(self) -> int:
        """The width Qt's label asks for with its text on one line (``QLabel.sizeHint``
        unwrapped: the text's box, the margin and indent, the frame, padding and border),
        measured from the font and the margins without touching the label: turning its
        word wrap off and on to ask would have it laid out and its layout asked again."""
        self.ensurePolished()
        metrics = self.fontMetrics()
        extra = 2 * self.margin()
        indent = self.indent()
        if indent < 0 and self.frameWidth():  # no indent, but a frame: Qt indents by an "x"
            indent = metrics.horizontalAdvance("x") - 2 * self.margin()
        if indent > 0 and self.alignment() & (Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignRight):
            extra += indent
        flags = int(self.alignment() & ~(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignHCenter))
        text = metrics.boundingRect(0, 0, 2000, 2000, flags, self.text()).width()
        margins = self.width() - self.contentsRect().width()
        return max(text + extra + margins, self.minimumWidth())


class PaletteGroups(QWidget):
    """``PaletteGroups(variant)``: a chip for each of the variant's tiles (``chips``), grouped
    by type (``groups``: type id → header and row). The palette gives the chips their state."""

    def __init__(self, variant: Variant) -> None:
        super().__init__()
        self.chips: list[TileChip] = []
        self.groups: dict[str, tuple[GroupHeader, TileFlow]] = {}
        # Each header's free and total tiles as it was last worded (an edit words again only
        # a header whose figures changed: ``word_headers``).
        self._figures: dict[str, tuple[int, int]] = {}
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(3)
        for tile in palette_tiles(variant):
            if tile.type not in self.groups:
                header = self._make_header(variant, tile.type)
                flow = TileFlow(self)
                layout.addWidget(header)
                layout.addWidget(flow)
                self.groups[tile.type] = (header, flow)
            self.chips.append(self.groups[tile.type][1].add(TileChip(tile, variant)))
        layout.addStretch(1)
        #: One Tab stop for the chips; the arrow keys move among them.
        self.roving = RovingFocus(self.chips)

    def _make_header(self, variant: Variant, type_id: str) -> GroupHeader:
        colour = type_colour(variant, type_id)
        header = GroupHeader(self)
        header.setObjectName(f"paletteHeader_{type_id}")
        header.setStyleSheet(
            f"QLabel {{ background: {colour.name()}; color: {ink_for(colour).name()};"
            f" border: 1px solid {colour.darker(130).name()};"
            " font-weight: bold; padding: 2px 6px; border-radius: 3px; }")
        return header

    def match(self, variant: Variant, query: TileQuery) -> bool:
        """Hide the chips ``query`` does not match; whether a chip was shown or hidden."""
        moved = False
        for chip in self.chips:
            hidden = not query.matches(variant, chip.tile)
            if hidden != chip.isHidden():
                chip.setHidden(hidden)
                moved = True
        if moved:
            self.roving.reset()
        return moved

    def word_headers(self, variant: Variant, *, again: bool) -> None:
        """Each type's header says how many of its tiles are free, and shows while a chip of
        it does. ``again``: word every header (else only those whose figures changed)."""
        for type_id, (header, flow) in self.groups.items():
            chips = flow.chips()
            shown = any(not c.isHidden() for c in chips)
            figures = (sum(not c.faded for c in chips), len(chips))
            if again or self._figures.get(type_id) != figures:  # (else worded as it is)
                self._figures[type_id] = figures
                text = (arg(self.tr("%1 (%2) — %3 of %4 free"), labels.type_name(variant, type_id),
                        variant.building_type(type_id).letter, str(figures[0]), str(figures[1])))
                if header.text() != text:
                    header.setText(text)
            if header.isHidden() == shown:
                header.setVisible(shown)
                flow.setVisible(shown)

    def relayout(self) -> None:
        """After chips were shown or hidden."""
        for _header, flow in self.groups.values():
            flow.relayout()
