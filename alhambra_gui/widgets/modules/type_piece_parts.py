"""The window part shared by pieces that are buildings of their type (grounds, new-market
tiles; ``engine.modules.type_pieces``): drawn as a building of the type's colour with its
letter and, where a tile has its price, a module's own badge; a supply chip per type; a form
of the type and the printed walls (none by default); a code on the cheat sheet; the pieces
of a type outlined while the type's number is selected; their number said before the module
leaves the game. Each module's part gives its words and its badge."""

from __future__ import annotations

from collections.abc import Callable
from typing import ClassVar, Protocol

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QVBoxLayout, QWidget

from ...app.labels import tr
from ...engine import Game, SupplyLine, Tile, Variant, Walls
from ..paint.tile_painter import ink_for, paint_walls, tile_layout, type_colour
from .highlight import Highlight, Mark
from .pieces import PieceForm, SidesPicker, SupplyItem, TypePicker

#: Draws a module's badge where a tile has its price: (painter, centre, radius, type colour).
Badge = Callable[[QPainter, QPointF, float, QColor], None]


class TypePieces(Protocol):
    """What the window asks of a module of pieces that are buildings of their type (its
    engine module's ``TypePieces``; the window reaches the engine by its public names)."""

    piece_kind: ClassVar[str]

    def piece(self, building_type: str, walls: Walls | str = "") -> Tile: ...

    def left(self, game: Game, building_type: str) -> int: ...

    def supply_lines(self, game: Game) -> tuple[SupplyLine, ...]: ...


class TypePieceParts:
    """``PiecePart`` and ``TermHighlighter`` for a module of ``TypePieces``."""

    maker: TypePieces
    #: The names of the form's pickers (for tests and accessibility): "groundType", "groundWalls".
    form_names: tuple[str, str]

    def badge(self, painter: QPainter, centre: QPointF, radius: float, colour: QColor) -> None:
        raise NotImplementedError

    def supply_tip(self, game: Game, kind: str, left: int) -> str:
        raise NotImplementedError

    def highlight_text(self) -> str:
        raise NotImplementedError

    def code_rows(self, variant: Variant) -> list[tuple[str, str]]:
        raise NotImplementedError

    def paint_piece(self, painter: QPainter, rect: QRectF, tile: Tile, variant: Variant) -> None:
        paint_type_piece(painter, rect, tile, variant, self.badge)

    def supply_items(self, game: Game) -> list[SupplyItem]:
        return [SupplyItem(line.template, line.left, self.supply_tip(game, line.template.type, line.left))
                for line in self.maker.supply_lines(game)]

    def piece_form(self, game: Game, template: Tile, parent: QWidget) -> PieceForm | None:
        return TypePieceForm(self.maker, game.variant, template, self.form_names, parent)

    def term_highlight(self, game: Game, player: str, key: str) -> Highlight | None:
        if key not in game.variant.type_ids:
            return None
        cells = tuple(cell for cell, tile in game.player(player).city
                      if tile.kind == self.maker.piece_kind and tile.type == key)
        if not cells:
            return None
        return Highlight(tuple(Mark(cells=(cell,)) for cell in cells), self.highlight_text())

    def held(self, game: Game) -> int:
        """How many of its pieces the game holds (cities, reserves, Dirk's pile)."""
        return sum(1 for tile, _ in game.locations() if tile.kind == self.maker.piece_kind)


class TypePieceForm(PieceForm):
    """A piece's building type and the walls printed on it (none: no wall)."""

    def __init__(self, maker: TypePieces, variant: Variant, template: Tile, names: tuple[str, str],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._maker = maker
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.types = TypePicker(variant, [template.type], 1, self)
        self.types.setObjectName(names[0])
        self.sides = SidesPicker(tr("Wall to the %1"), template.walls, self)
        self.sides.setObjectName(names[1])
        for picker in (self.types, self.sides):
            picker.toggled.connect(self.changed)
            layout.addWidget(picker)

    def piece(self) -> Tile:
        chosen = self.types.types()
        return self._maker.piece(chosen[0] if chosen else "", self.sides.sides())


def paint_type_piece(painter: QPainter, rect: QRectF, tile: Tile, variant: Variant, badge: Badge) -> None:
    """A building of the type's colour with its walls and letter, and the module's badge
    where a tile has its price."""
    base = type_colour(variant, tile.type)
    painter.setPen(QPen(base.darker(160), max(1.0, rect.width() * 0.02)))
    painter.setBrush(QBrush(base))
    painter.drawRect(rect.adjusted(0.5, 0.5, -0.5, -0.5))
    paint_walls(painter, rect, tile.walls, variant.moats, base)
    layout = tile_layout(rect, tile.walls, variant.moats)
    try:
        letter = variant.building_type(tile.type).letter
    except ValueError:
        letter = tile.type[:1].upper()
    font = QFont()
    font.setBold(True)
    font.setPixelSize(max(6, int(min(rect.height() * 0.42, layout.letter_box.height() * 0.8))))
    painter.setFont(font)
    painter.setPen(ink_for(base))
    painter.drawText(layout.letter_box, Qt.AlignmentFlag.AlignCenter, letter)
    badge(painter, layout.badge_centre, layout.badge_radius, base)
