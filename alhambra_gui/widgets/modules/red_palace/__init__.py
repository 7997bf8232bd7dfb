"""The Red Palace in the window: the land tiles left of each type beside the palette (the
base tiles leave it), a land tile described by its price and its walls as printed when first
taken, drawn as a building tile of its type and typed as one is (``g8ne``); the points per
guard of each scoring in the Modules dock (one step a pick, never lower than an earlier
scoring's). The guards, the half-buildings and the points paid instead of guards are typed
in the Typed figures dock like any typed figure or gain; the 5 points at the start are shown
there."""

from __future__ import annotations

from collections.abc import Hashable

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QSpinBox, QVBoxLayout, QWidget

from ....app import labels
from ....app.labels import arg, tr
from ....app.session import GameSession
from ....engine import Game, Module, Tile, Variant
from ....engine.modules import red_palace
from ...paint.painters import PLAIN
from ...paint.plain import PlainLabel
from ...paint.tile_painter import paint_tile
from ...paint.tones import mute
from ..city_walls import BroughtWallPieces
from ..facets import LossTeller, PanelPart, PiecePart
from ..gates_without_end import PlazaForm, paint_plaza, plaza_items
from ..pieces import PieceForm, SidesPicker, SupplyItem, TypePicker
from ..ui import ModulePanel, ModuleUI, PanelHost

#: A scoring's points per guard at its least: not entered yet.
NOT_ENTERED = "–"


def held(game: Game, building_type: str) -> int:
    return sum(1 for tile, _ in game.locations()
               if tile.kind == red_palace.KIND and tile.type == building_type)


class RedPalaceUI(ModuleUI, BroughtWallPieces, PiecePart, PanelPart, LossTeller):
    module_id = red_palace.RedPalace.id
    dock_rank = 80

    def paint_piece(self, painter: QPainter, rect: QRectF, tile: Tile, variant: Variant) -> None:
        if tile.kind == red_palace.KIND:
            paint_tile(painter, rect, Tile(tile.type, tile.price, tile.walls), variant, PLAIN)
        else:
            paint_plaza(painter, rect, tile, variant)

    def supply_items(self, game: Game) -> list[SupplyItem]:
        items = []
        for kind in game.variant.type_ids:
            left = max(0, red_palace.per_type() - held(game, kind))
            tip = arg(tr("%1 land tiles: %2 of %3 left; described by the price and the walls printed"),
                      labels.type_name(game.variant, kind), str(left), str(red_palace.per_type()))
            items.append(SupplyItem(red_palace.land(kind, 1), left, tip))
        return items + plaza_items(game, self.module_id)

    def piece_form(self, game: Game, template: Tile, parent: QWidget) -> PieceForm | None:
        if template.kind != red_palace.KIND:
            return PlazaForm(template, parent)
        return LandForm(game.variant, template, parent)

    def code_rows(self, variant: Variant) -> list[tuple[str, str]]:
        return [("g8ne", tr("a land tile as printed: the type's letter, its price, its walls")),
                ("zne", tr("a plaza walled north and east (z and its walls)"))]

    def panel(self, session: GameSession, host: PanelHost, module: Module,
              parent: QWidget) -> ModulePanel | None:
        return GuardPointsPanel(session, host, module, parent)

    def loss_text(self, game: Game) -> str | None:
        return tr("%n land tile(s)", "", sum(held(game, kind) for kind in game.variant.type_ids))


class LandForm(PieceForm):
    """A land tile's type, price and walls as printed."""

    def __init__(self, variant: Variant, template: Tile, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.types = TypePicker(variant, [template.type], 1, self)
        self.types.setObjectName("landType")
        self.types.toggled.connect(self.changed)
        layout.addWidget(self.types)
        row = QHBoxLayout()
        row.addWidget(PlainLabel(tr("Price:"), self))
        self.price = QSpinBox(self)
        self.price.setObjectName("landPrice")
        self.price.setAccessibleName(tr("Price of the land tile"))
        self.price.setRange(1, 99)
        self.price.setValue(max(1, template.price))
        self.price.valueChanged.connect(self.changed)
        row.addWidget(self.price)
        row.addStretch(1)
        layout.addLayout(row)
        self.sides = SidesPicker(tr("Wall to the %1"), template.walls, self)
        self.sides.setObjectName("landWalls")
        self.sides.toggled.connect(self.changed)
        layout.addWidget(self.sides)

    def piece(self) -> Tile:
        chosen = self.types.types()
        return red_palace.land(chosen[0] if chosen else "", self.price.value(), self.sides.sides())


class GuardPointsPanel(ModulePanel):
    """The points per guard of scorings 1, 2 and 3 (the number under the placement tile of
    the rightmost guard): "–" until entered; a pick is one step, refused below an earlier
    scoring's."""

    def __init__(self, session: GameSession, host: PanelHost, module: Module,
                 parent: QWidget | None = None) -> None:
        super().__init__(session, host, module, parent)
        grid = QGridLayout(self)
        self.heading = PlainLabel(self)
        grid.addWidget(self.heading, 0, 0, 1, 3)
        self._titles: list[PlainLabel] = []
        self.spins: list[QSpinBox] = []
        low, high = red_palace.guard_range()
        for column in range(3):
            title = PlainLabel(self)
            self._titles.append(title)
            grid.addWidget(title, 1, column)
            spin = QSpinBox(self)
            spin.setObjectName(f"guardPoints{column + 1}")
            spin.setRange(low - 1, high)
            spin.setSpecialValueText(NOT_ENTERED)
            spin.editingFinished.connect(lambda c=column: self._on_pick(c))
            spin.valueChanged.connect(lambda _v, c=column: self._on_step(c))
            grid.addWidget(spin, 2, column)
            self.spins.append(spin)
        self.hint = PlainLabel(self)
        self.hint.setWordWrap(True)
        mute(self.hint)
        grid.addWidget(self.hint, 3, 0, 1, 3)
        self._showing = False
        self._retranslate()

    def _retranslate(self) -> None:
        super()._retranslate()
        self.heading.setText(self.tr("Points per guard:"))
        for column, title in enumerate(self._titles, 1):
            title.setText(arg(self.tr("Scoring %1"), str(column)))
        self.hint.setText(self.tr("The number under the placement tile of the rightmost guard, "
                                  "never lower than at the scoring before."))

    def shown_from(self, game: Game) -> Hashable:
        return red_palace.guard_points(game.state)

    def refresh(self, game: Game) -> None:
        self._showing = True
        try:
            for spin, value in zip(self.spins, red_palace.guard_points(game.state), strict=True):
                spin.setValue(spin.minimum() if value is None else value)
                spin.setAccessibleName(arg(self.tr("Points per guard in scoring %1"),
                                           str(self.spins.index(spin) + 1)))
        finally:
            self._showing = False

    def _on_step(self, column: int) -> None:
        if not self._showing and not self.spins[column].hasFocus():
            self._on_pick(column)  # the arrows or the wheel: at once

    def _on_pick(self, column: int) -> None:
        values = [None if s.value() < 0 else s.value() for s in self.spins]
        points = (values[0], values[1], values[2])
        if points == red_palace.guard_points(self._session.game.state):
            return
        if not self._host.run(lambda: self._session.modules.make(red_palace.guard_points_step(points))):
            self.refresh(self._session.game)
