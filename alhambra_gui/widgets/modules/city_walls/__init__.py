"""City walls in the window: a wall piece added to an open side (Alt+arrow), drawn as grey
stone, counted in the city's header, said before the module leaves the game. Gates without
end and The Red Palace bring wall pieces too (without a limit): their parts offer the same
actions (``wall_actions``) while they speak for the wall pieces; the marks are drawn here
whatever is in play."""

from __future__ import annotations

from typing import ClassVar

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QPainter, QPen

from ....app import labels
from ....app.labels import arg, tr
from ....engine import SIDES, Game, Marks, Side, Tile, Variant
from ....engine.modules import city_walls
from ...paint.tile_painter import side_band
from ..facets import CityPart, LossTeller, MarkPart, TileActor
from ..keys import side_keys
from ..ui import ModuleUI, TileAction, TileTarget

STONE = QColor("#c9c3b6")
STONE_LINE = QColor("#3d3a35")




class CityWallsUI(ModuleUI, TileActor, MarkPart, CityPart, LossTeller):
    module_id = city_walls.CityWalls.id

    def tile_actions(self, target: TileTarget) -> list[TileAction]:
        return wall_actions(target)

    def marks_lines(self, marks: Marks) -> list[str]:
        return wall_lines(marks)

    def paint_marks(self, painter: QPainter, rect: QRectF, tile: Tile, variant: Variant,
                    marks: Marks) -> None:
        for side in city_walls.added(marks):
            _paint_wall_piece(painter, rect, side)

    def supply_texts(self, game: Game) -> list[str]:
        left = city_walls.left(game)
        return [tr("Wall pieces left: %n", "", left) if left is not None else tr("Wall pieces: no limit")]

    def loss_text(self, game: Game) -> str | None:
        return tr("%n added wall piece(s)", "", city_walls.used(game))

    def key_rows(self) -> list[tuple[str, str]]:
        return [(tr("Alt+arrow"), tr("add or take off a wall piece on that side (City walls)"))]


class BroughtWallPieces(TileActor, MarkPart):
    """The window part's facets of a module that brings wall pieces besides City walls
    (Gates without end, The Red Palace): their actions while it speaks for them, their words
    in a tile's tooltip; City walls' part draws every wall piece, whatever is in play."""

    module_id: ClassVar[str]

    def tile_actions(self, target: TileTarget) -> list[TileAction]:
        return wall_actions(target) if speaks_for_walls(target.session.game, self.module_id) else []

    def marks_lines(self, marks: Marks) -> list[str]:
        return wall_lines(marks)

    def paint_marks(self, painter: QPainter, rect: QRectF, tile: Tile, variant: Variant,
                    marks: Marks) -> None:
        """Nothing: City walls' part draws every wall piece."""


def speaks_for_walls(game: Game, module_id: str) -> bool:
    """Whether the part of ``module_id`` offers the wall pieces' actions: its module is the
    first in play that brings them."""
    return city_walls.speaks(game, module_id)


def wall_lines(marks: Marks) -> list[str]:
    """A tile's wall pieces in words (its tooltip)."""
    added = city_walls.added(marks)
    if not added:
        return []
    return [arg(tr("Wall pieces added: %1"), labels.joined(labels.side_word(s) for s in added))]


def wall_actions(target: TileTarget) -> list[TileAction]:
    """Add a wall piece to an open side of a tile, or take one off (Alt+arrow)."""
    added, left = city_walls.added(target.marks), city_walls.left(target.session.game)
    what = arg(tr("The wall piece on %1"), target.name)
    found = []
    for side in SIDES:
        def attempt(force: bool, side: Side = side, present: bool = side not in added) -> None:
            game, player = target.session.game, target.player
            step = city_walls.wall_step(game, player, target.where, side, present, force=force)
            target.session.modules.make(step)

        if side in added:
            text = arg(tr("Take the wall piece off the %1 side"), labels.side_word(side))
            found.append(TileAction(text, side_keys("Alt", side), what, attempt))
        elif side not in target.tile.walls:
            text = arg(tr("Add a wall piece on the %1 side (%n left)", "", left), labels.side_word(side)) \
                if left is not None else arg(tr("Add a wall piece on the %1 side"), labels.side_word(side))
            found.append(TileAction(text, side_keys("Alt", side), what, attempt, left != 0))
    return found


def _paint_wall_piece(painter: QPainter, rect: QRectF, side: Side) -> None:
    """A grey stone band with brick joints and a dark outline: a wall piece added later."""
    thick = rect.width() * 0.13
    band = side_band(rect, side, thick)
    painter.setPen(QPen(STONE_LINE, max(1.0, rect.width() * 0.02)))
    painter.setBrush(STONE)
    painter.drawRect(band)
    painter.setPen(QPen(STONE_LINE, max(0.8, rect.width() * 0.012)))
    horizontal = side in (Side.N, Side.S)
    for i in range(1, 5):
        if horizontal:
            x = band.left() + band.width() * i / 5
            painter.drawLine(QPointF(x, band.top()), QPointF(x, band.bottom()))
        else:
            y = band.top() + band.height() * i / 5
            painter.drawLine(QPointF(band.left(), y), QPointF(band.right(), y))
