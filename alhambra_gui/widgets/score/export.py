"""Export and sharing: the scoreboard as CSV, a one-page score sheet (PDF or printer) and
a city as PNG. Every function takes a Game and a path; the file dialogs live in the dock.
"""

from __future__ import annotations

import csv
import math
from collections.abc import Mapping
from pathlib import Path

from PySide6.QtCore import QByteArray, QDate, QMarginsF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QImage,
    QImageWriter,
    QPageLayout,
    QPageSize,
    QPaintDevice,
    QPainter,
    QPdfWriter,
    QPixmap,
)
from PySide6.QtPrintSupport import QPrinter

from ...app import labels
from ...app.labels import arg, tr
from ...app.session import PLAYER_COLOURS, GameSession
from ...engine import DIRK, Game, Tile, Variant, cumulative_series, history, isolated, spreadsheet_safe, typed
from ..counts.counts_paint import caption_text, paint_counts
from ..modules.registry import painters
from ..modules.scoring import recorded_lines, recorded_rounds
from ..paint.tile_painter import paint_tile, tile_pixmap
from .score_chart import paint_chart
from .score_columns import column_title, column_value, now_columns
from .score_text import DIRK_GREY, recorded_cell, winners_text
from .sheet_tables import ColourOf, paint_now_table, paint_other_points, text_height
from .sheet_tables import sheet_font as _font

SHEET_WIDTH = 1000.0  # the score sheet is laid out in these logical units, then scaled
SHEET_TILE_PIXELS = 128  # tiles on the sheet are pictures of this size (sharp at 300 dpi)
_SHEET_TILES: dict[tuple[str, Tile], QPixmap] = {}


def session_colours(session: GameSession) -> dict[str, str]:
    return {name: session.player_colour(name) for name in session.game.names}


def _colour_lookup(game: Game, colours: Mapping[str, str] | None) -> ColourOf:
    def colour_of(name: str) -> str:
        if name == DIRK or name not in game.names:
            return DIRK_GREY
        if colours and name in colours:
            return colours[name]
        return PLAYER_COLOURS[game.names.index(name) % len(PLAYER_COLOURS)]

    return colour_of


# ---- CSV ----------------------------------------------------------------------------------
def score_rows(game: Game, round_: int | None = None) -> list[list[str]]:
    """Header + one row per participant: recorded scorings, total, place, then the
    breakdown of the chosen scoring as if it happened now (each type, the wall, each term
    of the modules in play, the total), then the labelled other points of each recorded
    scoring when any scoring has some."""
    now = round_ or game.next_round or 3
    columns = now_columns(game)[1:]
    header = [tr("Player"), *(arg(tr("Scoring %1"), str(i)) for i in (1, 2, 3)),
              tr("Total"), tr("Place")]
    header += [_now_title(game, c.kind, column_title(game, c), now) for c in columns]
    with_other = any(recorded_lines(game, r, n) for r in recorded_rounds(game) for n in game.names)
    if with_other:
        header += [arg(tr("Other points in scoring %1"), str(i)) for i in (1, 2, 3)]
    current = {p.name: p for p in game.score(now).everyone()}
    rows = [header]
    for row in history(game):
        recorded = [str(p) for p in row.points] + [""] * (3 - len(row.points))
        line = [labels.participant_name(row.name), *recorded, str(row.total),
                "" if row.rank is None else str(row.rank)]
        score = current.get(row.name)
        values = [column_value(score, c) if score is not None else "" for c in columns]
        line += ["" if v is None or v == "–" else str(v) for v in values]
        if with_other:
            line += ["; ".join(recorded_lines(game, i, row.name)) for i in (1, 2, 3)]
        rows.append(line)
    return rows


def _now_title(game: Game, kind: str, title: str, now: int) -> str:
    if kind == "wall":
        return arg(labels.edge_text(game.variant, "Wall (scoring %1 now)"), str(now))
    if kind == "total":
        return arg(tr("Total (scoring %1 now)"), str(now))
    return arg(tr("%1 (scoring %2 now)"), title, str(now))


def export_csv(game: Game, path: str | Path, round_: int | None = None) -> None:
    rows = [[spreadsheet_safe(cell) for cell in row] for row in score_rows(game, round_)]
    with open(path, "w", newline="", encoding="utf-8") as handle:
        csv.writer(handle).writerows(rows)


# ---- cities -------------------------------------------------------------------------------
def city_bounds(game: Game, name: str) -> tuple[int, int, int, int]:
    """min x, min y, columns, rows of a player's city (the fountain included)."""
    cells = game.player(name).city.cells()
    xs, ys = [c.x for c in cells], [c.y for c in cells]
    return min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1


def _sheet_tile(painter: QPainter, box: QRectF, tile: Tile, variant: Variant) -> None:
    """A tile on the score sheet, from a picture drawn once per tile (a few dozen per game)."""
    key = (variant.name, tile)
    if key not in _SHEET_TILES:
        _SHEET_TILES[key] = tile_pixmap(tile, variant, SHEET_TILE_PIXELS, painters())
    painter.drawPixmap(box, _SHEET_TILES[key], QRectF(0, 0, SHEET_TILE_PIXELS, SHEET_TILE_PIXELS))


def paint_city(painter: QPainter, rect: QRectF, game: Game, name: str,
               max_tile: float | None = None, *, cached: bool = False) -> float:
    """Draw a player's city centred in rect, as large as fits; returns the tile size."""
    left, top, columns, rows = city_bounds(game, name)
    size = min(rect.width() / columns, rect.height() / rows)
    if max_tile is not None:
        size = min(size, max_tile)
    x0 = rect.left() + (rect.width() - columns * size) / 2
    y0 = rect.top() + (rect.height() - rows * size) / 2
    city = game.player(name).city
    for cell in city.cells():
        tile = city.get(cell)
        assert tile is not None
        box = QRectF(x0 + (cell.x - left) * size, y0 + (cell.y - top) * size, size, size)
        if cached:
            _sheet_tile(painter, box, tile, game.variant)
        else:
            paint_tile(painter, box, tile, game.variant, painters())
    return size


def city_margin(tile_size: int) -> int:
    """The white border round an exported city: a sixth of a cell."""
    return max(8, tile_size // 6)


def city_image_size(columns: int, rows: int, tile_size: int) -> QSize:
    margin = city_margin(tile_size)
    return QSize(columns * tile_size + 2 * margin, rows * tile_size + 2 * margin)


def city_image(game: Game, name: str, tile_size: int = 48) -> QImage:
    _, _, columns, rows = city_bounds(game, name)
    margin = city_margin(tile_size)
    image = QImage(city_image_size(columns, rows, tile_size), QImage.Format.Format_ARGB32)
    image.fill(QColor("#ffffff"))
    painter = QPainter(image)
    paint_city(painter, QRectF(margin, margin, columns * tile_size, rows * tile_size), game, name)
    painter.end()
    return image


def export_city_png(game: Game, name: str, path: str | Path, tile_size: int = 48) -> QSize:
    image = city_image(game, name, tile_size)
    writer = QImageWriter(str(path), QByteArray(b"png"))
    if not writer.write(image):
        message = arg(tr("could not write %1: %2"), str(path), writer.errorString())
        raise OSError(message)
    return image.size()


def _paint_tiles_flow(painter: QPainter, rect: QRectF, tiles: list[Tile], game: Game) -> None:
    """Dirk's pile: the tiles side by side, in as few rows as fit."""
    if not tiles:
        return
    size = min(rect.height(), 48.0)
    while size > 8 and math.ceil(len(tiles) / max(int(rect.width() // size), 1)) * size > rect.height():
        size -= 2
    per_row = max(int(rect.width() // size), 1)
    for i, tile in enumerate(sorted(tiles)):
        box = QRectF(rect.left() + (i % per_row) * size, rect.top() + (i // per_row) * size,
                     size * 0.94, size * 0.94)
        _sheet_tile(painter, box, tile, game.variant)


# ---- the one-page score sheet ---------------------------------------------------------------
def paint_score_sheet(painter: QPainter, rect: QRectF, game: Game,
                      colours: Mapping[str, str] | None = None, round_: int | None = None) -> None:
    """The whole score sheet inside rect: title, recorded scorings, totals, winners, chart,
    the chosen scoring (``round_``, by default the next) as if it happened now with its
    module terms, the other points recorded, and a drawing of each city. The PDF, the
    printer and the preview all use this."""
    colour_of = _colour_lookup(game, colours)
    scale = rect.width() / SHEET_WIDTH
    height = rect.height() / scale
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.translate(rect.topLeft())
    painter.scale(scale, scale)
    painter.setPen(QColor("#1b1b1b"))
    painter.setFont(_font(34, True))
    title = arg(tr("%1 — score sheet"), labels.variant_name(game.variant))
    painter.drawText(QRectF(0, 0, SHEET_WIDTH, max(44.0, text_height(painter, title, SHEET_WIDTH))),
                     Qt.AlignmentFlag.AlignLeft, title)
    painter.setFont(_font(15))
    painter.drawText(QRectF(0, 10, SHEET_WIDTH, 30), Qt.AlignmentFlag.AlignRight,
                     QDate.currentDate().toString(Qt.DateFormat.ISODate))
    columns = _score_columns(painter)
    table_width = columns[-1][0] + columns[-1][1]
    bottom = _paint_score_table(painter, 64, columns, game, colour_of)
    chart_left = table_width + 25
    paint_chart(painter, QRectF(chart_left, 64, SHEET_WIDTH - chart_left, max(bottom - 64, 150)),
                cumulative_series(game), colour_of)
    top = max(bottom, 64 + 150) + 24
    top = paint_now_table(painter, top, SHEET_WIDTH, game, round_ or game.next_round or 3,
                          colour_of) + 20
    top = paint_other_points(painter, top, SHEET_WIDTH, game) + 14
    painter.setFont(_font(22, True))
    painter.setPen(QColor("#1b1b1b"))
    tall = max(30.0, text_height(painter, tr("Cities"), SHEET_WIDTH))
    painter.drawText(QRectF(0, top, SHEET_WIDTH, tall), Qt.AlignmentFlag.AlignLeft, tr("Cities"))
    top += tall + 6
    _paint_city_grid(painter, QRectF(0, top, SHEET_WIDTH, height - top), game, colour_of)
    painter.restore()


def _score_columns(painter: QPainter) -> list[tuple[float, float, str]]:
    """The recorded scorings' columns (left, width, heading): each as wide as its heading
    needs in the language shown, and at least as wide as the English sheet's."""
    painter.setFont(_font(15, True))
    scorings = (arg(tr("Scoring %1"), str(i)) for i in (1, 2, 3))
    heads = [tr("Player"), *scorings, tr("Total"), tr("Place")]
    widths = [max(least, painter.fontMetrics().horizontalAdvance(head) + 12.0)
              for least, head in zip((160.0, 100.0, 100.0, 100.0, 75.0, 65.0), heads, strict=True)]
    lefts = [sum(widths[:i]) for i in range(len(widths))]
    return list(zip(lefts, widths, heads, strict=True))


def _paint_score_table(painter: QPainter, top: float, columns: list[tuple[float, float, str]], game: Game,
                       colour_of: ColourOf) -> float:
    width = columns[-1][0] + columns[-1][1]
    row_h, y = 30.0, top
    painter.setFont(_font(15, True))
    for x, w, text in columns:
        painter.drawText(QRectF(x, y, w, row_h), _align(x), text)
    y += row_h
    painter.setPen(QColor("#555555"))
    painter.drawLine(0, round(y), round(width), round(y))
    painter.setFont(_font(16))
    for row in history(game):
        painter.fillRect(QRectF(0, y + 8, 14, 14), QColor(colour_of(row.name)))
        cells = [labels.holder_name(row.name), *(recorded_cell(game, row, i) for i in (1, 2, 3)),
                 labels.integer_text(row.total),
                 str(row.rank) if row.rank is not None else "–"]
        painter.setPen(QColor("#1b1b1b"))
        for (x, w, _), text in zip(columns, cells, strict=True):
            box = QRectF(x + (22 if x == 0 else 0), y, w, row_h)
            painter.drawText(box, _align(x), text)
        y += row_h
    painter.setFont(_font(17, True))
    winners = game.winners()
    if winners:
        text = winners_text(winners, game.totals()[winners[0]])
    else:
        text = arg(tr("%1 of 3 scorings recorded"), str(len(game.scorings)))
    painter.drawText(QRectF(0, y + 8, width, 30), Qt.AlignmentFlag.AlignLeft, text)
    return y + 40


def _align(x: float) -> Qt.AlignmentFlag:
    horizontal = Qt.AlignmentFlag.AlignLeft if x == 0 else Qt.AlignmentFlag.AlignCenter
    return horizontal | Qt.AlignmentFlag.AlignVCenter


def _paint_city_grid(painter: QPainter, rect: QRectF, game: Game, colour_of: ColourOf) -> None:
    """One framed box per city; Dirk's pile in a strip below them."""
    if game.dirk_in_play:
        strip = QRectF(rect.left(), rect.bottom() - 150, rect.width() - 16, 134)
        _paint_box(painter, strip, game, DIRK, colour_of)
        rect = rect.adjusted(0, 0, 0, -150)
    names = game.names
    columns = 2 if len(names) <= 4 else 3
    rows = math.ceil(len(names) / columns)
    width, height = rect.width() / columns, rect.height() / max(rows, 1)
    for i, name in enumerate(names):
        box = QRectF(rect.left() + (i % columns) * width, rect.top() + (i // columns) * height,
                     width - 16, height - 16)
        _paint_box(painter, box, game, name, colour_of)


def _paint_box(painter: QPainter, box: QRectF, game: Game, name: str, colour_of: ColourOf) -> None:
    painter.setPen(QColor(colour_of(name)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRect(box)
    painter.setFont(_font(16, True))
    caption, room = _city_caption(game, name), box.adjusted(10, 6, -10, 0)
    flags = Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap  # a long caption takes two lines
    painter.drawText(room, flags, caption)
    tall = text_height(painter, caption, room.width(), Qt.TextFlag.TextWordWrap)
    inner = box.adjusted(10, max(34.0, 6 + tall + 8), -10, -10)
    if name == DIRK:
        _paint_tiles_flow(painter, inner, list(game.dirk or []), game)
    elif (counts := typed(game.player(name))) is not None:  # counts only: what was typed
        painter.setPen(QColor("#1b1b1b"))
        paint_counts(painter, inner, game.variant, counts, max_chip=56, caption=caption_text())
    else:
        paint_city(painter, inner, game, name, max_tile=56, cached=True)


def _city_caption(game: Game, name: str) -> str:
    if name == DIRK:
        return tr("Dirk: %n tile(s)", "", len(game.dirk or []))
    player = game.player(name)
    if (counts := typed(player)) is not None:
        typed_caption = labels.edge_text(game.variant, "%1: counts only, %2, wall %3, reserve %4")
        return arg(typed_caption, isolated(name),
            tr("%n building(s)", "", counts.total),
            str(counts.wall), str(len(player.reserve)))
    return arg(labels.edge_text(game.variant, "%1: %2, wall %3, reserve %4"), isolated(name),
        tr("%n tile(s)", "", len(player.city)),
        str(player.city.longest_wall()), str(len(player.reserve)))


def _paint_on(device: QPaintDevice, game: Game, colours: Mapping[str, str] | None,
              target: str = "", round_: int | None = None) -> None:
    painter = QPainter()
    if not painter.begin(device):  # e.g. a PDF in a folder that cannot be written
        raise OSError(arg(tr("cannot write %1"), target or tr("the score sheet")))
    paint_score_sheet(painter, QRectF(0, 0, device.width(), device.height()), game, colours, round_)
    painter.end()


def export_pdf(game: Game, path: str | Path, colours: Mapping[str, str] | None = None,
               round_: int | None = None) -> None:
    writer = QPdfWriter(str(path))
    writer.setPageLayout(QPageLayout(QPageSize(QPageSize.PageSizeId.A4), QPageLayout.Orientation.Portrait,
                                     QMarginsF(12, 12, 12, 12), QPageLayout.Unit.Millimeter))
    writer.setResolution(300)
    writer.setTitle(arg(tr("%1 — score sheet"), labels.variant_name(game.variant)))
    _paint_on(writer, game, colours, str(path), round_)


def print_score_sheet(printer: QPrinter, game: Game, colours: Mapping[str, str] | None = None,
                      round_: int | None = None) -> None:
    """The print path: the same page as the PDF, on the chosen printer."""
    _paint_on(printer, game, colours, round_=round_)


def score_sheet_image(game: Game, colours: Mapping[str, str] | None = None, width: int = 1000,
                      round_: int | None = None) -> QImage:
    """The score sheet as an A4-shaped picture (a preview, and for looking at it in tests)."""
    image = QImage(QSize(width, round(width * 297 / 210)), QImage.Format.Format_ARGB32)
    image.fill(QColor("#ffffff"))
    _paint_on(image, game, colours, round_=round_)
    return image
