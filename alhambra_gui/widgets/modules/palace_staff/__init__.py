"""Palace staff in the window: a servant put on a building (Ctrl+Shift+V), drawn as a small
figure at the bottom of the tile, said in its tooltip and before the module leaves the game;
the buildings without a servant outlined while the staff's number is selected; and the
Scoring menu's entry that records the step before the leftover tiles, enabled after scoring 2
until it is recorded."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QWidget

from ....app import labels
from ....app.labels import tr
from ....app.session import GameSession
from ....engine import AlhambraError, Game, Marks, Tile, Variant
from ....engine.modules import palace_staff
from ...paint.tile_painter import TileLayout, tile_layout
from ..facets import LossTeller, MarkPart, RecordPart, TermHighlighter, TileActor
from ..highlight import Highlight, Mark
from ..keys import native
from ..ui import ModuleUI, RecordHost, TileAction, TileTarget

KEYS = "Ctrl+Shift+V"
LIVERY = QColor("#7a1f2b")


class PalaceStaffUI(ModuleUI, TileActor, MarkPart, TermHighlighter, LossTeller, RecordPart):
    module_id = palace_staff.PalaceStaff.id

    def tile_actions(self, target: TileTarget) -> list[TileAction]:
        if not target.session.game.ruleset.is_building_kind(target.tile):
            return []
        what = labels.arg(tr("The servant on %1"), target.name)
        present = not palace_staff.has_servant(target.marks)

        def attempt(_force: bool) -> None:
            step = palace_staff.servant_step(target.session.game, target.player, target.where, present)
            target.session.modules.make(step)

        text = tr("Put a servant on it") if present else tr("Take the servant off")
        return [TileAction(text, KEYS, what, attempt)]

    def marks_lines(self, marks: Marks) -> list[str]:
        return [tr("A servant")] if palace_staff.has_servant(marks) else []

    def paint_marks(self, painter: QPainter, rect: QRectF, tile: Tile, variant: Variant,
                    marks: Marks) -> None:
        if palace_staff.has_servant(marks):
            paint_servant(painter, rect, tile_layout(rect, tile.walls, variant.moats))

    def term_highlight(self, game: Game, player: str, key: str) -> Highlight | None:
        if key != palace_staff.TERM:
            return None
        cells = palace_staff.unserved(game.player(player), game.ruleset)
        if not cells:
            return None
        return Highlight(tuple(Mark(cells=(cell,), label="−1") for cell in cells),
                         tr("Each building without a servant costs a point"))

    def loss_text(self, game: Game) -> str | None:
        count = sum(1 for p in game.pieces() if palace_staff.has_servant(p.marks))
        return tr("%n servant(s)", "", count)

    def key_rows(self) -> list[tuple[str, str]]:
        return [(native(KEYS), tr("put or take a servant (Palace staff)"))]

    # ---- the step before the leftover tiles, from the Scoring menu ----
    def record_text(self) -> str | None:
        return tr("Record Palace Staff &Before the Leftover Tiles")

    def record_tip(self) -> str:
        return tr("At the end of the game, before the market's last tiles are handed out: every "
                  "building without a servant costs a point")

    def record_shown(self, game: Game) -> bool:
        return self.module_id in game.modules

    def record_enabled(self, game: Game) -> bool:
        return (self.module_id in game.modules and len(game.scorings) == 2
                and not any(s.step == palace_staff.STEP for s in game.steps))

    def open_record_dialog(self, session: GameSession, host: RecordHost, parent: QWidget) -> QWidget | None:
        try:
            session.record_step(palace_staff.STEP)
        except AlhambraError as error:
            from PySide6.QtWidgets import QMessageBox  # its enums made when first needed

            QMessageBox.warning(parent, tr("Palace staff"), labels.error_text(error))
        return None


def servant_spot(rect: QRectF, layout: TileLayout) -> tuple[QPointF, float]:
    """Where the servant's disc goes (centre, radius): at the bottom middle of the tile, or
    left of the price badge when the badge, moved in from an east wall, lies there: the
    price stays readable."""
    size = rect.width() * 0.2
    radius = size * 0.55
    badge, gap = layout.badge_centre, rect.width() * 0.02
    x = min(rect.center().x(), badge.x() - layout.badge_radius - radius - gap)
    return QPointF(max(x, rect.left() + radius), rect.bottom() - size * 0.75), radius


def paint_servant(painter: QPainter, rect: QRectF, layout: TileLayout) -> None:
    """A small standing figure in livery on a white disc, clear of the price (``servant_spot``)."""
    centre, radius = servant_spot(rect, layout)
    size = radius / 0.55
    painter.setPen(QPen(QColor("#1b1b1b"), max(1.0, rect.width() * 0.018)))
    painter.setBrush(QColor("#ffffff"))
    painter.drawEllipse(centre, radius, radius)
    painter.setPen(QPen(LIVERY.darker(140), max(1.0, rect.width() * 0.01)))
    painter.setBrush(LIVERY)
    painter.drawEllipse(QPointF(centre.x(), centre.y() - size * 0.22), size * 0.13, size * 0.13)
    body = QPainterPath()
    body.moveTo(centre.x() - size * 0.22, centre.y() + size * 0.33)
    body.lineTo(centre.x() - size * 0.12, centre.y() - size * 0.05)
    body.lineTo(centre.x() + size * 0.12, centre.y() - size * 0.05)
    body.lineTo(centre.x() + size * 0.22, centre.y() + size * 0.33)
    body.closeSubpath()
    painter.drawPath(body)
