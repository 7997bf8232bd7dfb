"""Extensions in the window: an extension put on a building of a city, of a reserve or of
Dirk's pile (Ctrl+Shift+E), drawn as a small annexe in the building's colour in its middle,
said in the tile's tooltip and before the module leaves the game; when a type's number is
selected in the scoreboard, the extended buildings of that type are outlined."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QPainter, QPen

from ....app.labels import arg, tr
from ....engine import Game, Marks, Tile, Variant
from ....engine.modules import extensions
from ...paint.tile_painter import ink_for, type_colour
from ..facets import LossTeller, MarkPart, TermHighlighter, TileActor
from ..highlight import Highlight, Mark
from ..keys import native
from ..ui import ModuleUI, TileAction, TileTarget

KEYS = "Ctrl+Shift+E"


class ExtensionsUI(ModuleUI, TileActor, MarkPart, TermHighlighter, LossTeller):
    module_id = extensions.Extensions.id

    def tile_actions(self, target: TileTarget) -> list[TileAction]:
        game = target.session.game
        if not game.ruleset.is_building_kind(target.tile):
            return []
        return [self._action(target)]

    def dirk_actions(self, target: TileTarget) -> list[TileAction]:
        return [self._action(target)]

    def _action(self, target: TileTarget) -> TileAction:
        what = arg(tr("The extension on %1"), target.name)
        present = not extensions.has_extension(target.marks)

        def attempt(_force: bool) -> None:
            step = extensions.extension_step(target.session.game, target.player, target.where, present)
            target.session.modules.make(step)

        if not present:
            return TileAction(tr("Take the extension off"), KEYS, what, attempt)
        left = extensions.left(target.session.game, target.tile.type)
        return TileAction(tr("Put an extension on it (%n left of its type)", "", left), KEYS, what,
                          attempt, left > 0)

    def marks_lines(self, marks: Marks) -> list[str]:
        return [tr("An extension: one more building of its type")] if extensions.has_extension(marks) else []

    def paint_marks(self, painter: QPainter, rect: QRectF, tile: Tile, variant: Variant,
                    marks: Marks) -> None:
        if extensions.has_extension(marks):
            paint_extension(painter, rect, type_colour(variant, tile.type))

    def term_highlight(self, game: Game, player: str, key: str) -> Highlight | None:
        if key not in game.variant.type_ids:
            return None
        cells = extensions.extended(game.player(player), key, game.ruleset.is_building_tile)
        if not cells:
            return None
        return Highlight(tuple(Mark(cells=(cell,), label="+1") for cell in cells),
                         tr("Each extension counts one more building of its type"))

    def loss_text(self, game: Game) -> str | None:
        count = sum(extensions.used(game, kind) for kind in game.variant.type_ids)
        return tr("%n extension(s)", "", count)

    def key_rows(self) -> list[tuple[str, str]]:
        return [(native(KEYS), tr("put or take an extension (Extensions)"))]


def paint_extension(painter: QPainter, rect: QRectF, colour: QColor) -> None:
    """A small annexe in the middle (the corners hold chests, handymen and the price): a
    square in the building's colour, outlined, with a plus."""
    size = rect.width() * 0.24
    box = QRectF(rect.center().x() - size * 0.2, rect.center().y() - size * 0.45, size, size)
    painter.setPen(QPen(QColor("#1b1b1b"), max(1.0, rect.width() * 0.018)))
    painter.setBrush(colour)
    painter.drawRect(box)
    painter.setPen(QPen(ink_for(colour), max(1.0, rect.width() * 0.03)))
    centre = box.center()
    half = size * 0.28
    painter.drawLine(QPointF(centre.x() - half, centre.y()), QPointF(centre.x() + half, centre.y()))
    painter.drawLine(QPointF(centre.x(), centre.y() - half), QPointF(centre.x(), centre.y() + half))
