"""From a photo and the block's corners to a proposal for every cell."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from .assignment import Evidence, Match, match_tiles
from .badge import Badge, read_badge
from .block import Rectified
from .buildings import type_probabilities
from .catalogue import TileRef, building_types, catalogue, walls_text
from .cells import CellFeatures, measure
from .colour import COLOURFUL_SPREAD, chroma_spread, estimate_sand
from .errors import GridError
from .geometry import Corners, FloatArray, Point
from .image import BlockImage, load_block
from .kinds import Fountain, find_fountain, occupied_probabilities
from .known import EMPTY, FOUNTAIN, Position, check_known
from .proposal import BUILDING, CellProposal, Proposal
from .walls import shared_wall_logits, wall_logits

#: Cells per block side at most (54 tiles and the fountain in one line).
MAX_CELLS = 55
#: The photo is decoded with cells at least this many pixels wide where it has them.
DECODE_CELL_PX = 120
#: Tile shifts are measured from the badges whose digits were found or whose rim shows at least
#: _CLEAR_RIM, when there are at least _SHIFT_SAMPLES of them, and believed up to _MAX_SHIFT cells.
_CLEAR_RIM = 0.12
_SHIFT_SAMPLES = 3
_MAX_SHIFT = 0.06


@dataclass(frozen=True)
class _Scene:
    """Everything measured on the photo before the tiles are matched."""

    image: BlockImage
    block: Rectified
    features: list[CellFeatures]
    occupied: list[float]
    badges: dict[Position, Badge]
    fountain: Fountain


def recognise(image: str | Path | FloatArray, corners: Corners | Sequence[Point], cols: int, rows: int,
              known: Mapping[Position, str] | None = None,
              unavailable: Iterable[TileRef] = ()) -> Proposal:
    """What lies on each cell of the ``cols`` x ``rows`` block whose outer corners are given.

    ``image`` is a file (JPEG, PNG...; EXIF orientation respected) or an H x W x 3 RGB array.
    ``corners`` are the block's NW, NE, SE and SW corners in photo pixels (continuous
    coordinates: the top-left pixel covers [0, 1) x [0, 1)). ``known`` maps calibration
    cells (col, row) to a building type, ``"fountain"`` or ``"empty"``; ``unavailable``
    lists tiles known to be elsewhere in the game. Raises a PhotoError subclass on bad input.
    """
    _check_grid(cols, rows)
    where = corners if isinstance(corners, Corners) else Corners.from_points(corners)
    labels = check_known(known or {}, cols, rows, building_types())
    scene = _look(load_block(image, where, cols, rows, DECODE_CELL_PX), cols, rows, labels)
    buildings = [f for f, p in zip(scene.features, scene.occupied, strict=True)
                 if p >= 0.5 and (f.col, f.row) != scene.fountain.position]
    evidence = _evidence(scene, buildings, labels)
    taken = set(unavailable)
    matches = match_tiles(evidence, [t for t in catalogue() if t not in taken])
    return _proposal(scene, {(e.col, e.row): (e, m) for e, m in zip(evidence, matches, strict=True)})


def _check_grid(cols: int, rows: int) -> None:
    for name, value in (("columns", cols), ("rows", rows)):
        if not 1 <= value <= MAX_CELLS:
            raise GridError(f"the block needs 1 to {MAX_CELLS} {name}, not {value}")


def _look(image: BlockImage, cols: int, rows: int, labels: Mapping[Position, str]) -> _Scene:
    block = Rectified.from_image(image, cols, rows)
    insides = [block.region(col, row, 0.12, 0.88) for row in range(rows) for col in range(cols)]
    sand = estimate_sand(insides, [chroma_spread(p) > COLOURFUL_SPREAD for p in insides])
    features = measure(block, sand)
    occupied = occupied_probabilities(features, labels)
    badges = {(f.col, f.row): read_badge(image.pixels, image.homography, f.col, f.row, f.sand_rgb)
              for f, p in zip(features, occupied, strict=True) if p >= 0.5}
    fountain = find_fountain(features, occupied, {c: b.rim for c, b in badges.items()}, labels)
    return _Scene(image, block, features, occupied, badges, fountain)


def _evidence(scene: _Scene, buildings: Sequence[CellFeatures],
              labels: Mapping[Position, str]) -> list[Evidence]:
    probabilities = type_probabilities(buildings, [scene.badges[(f.col, f.row)].colour for f in buildings],
                                       labels)
    block = scene.block
    shifts = _tile_shifts(scene.badges, buildings)
    logits = [wall_logits(block, f.col, f.row, f.sand_rgb, shifts.get((f.col, f.row), (0.0, 0.0)))
              for f in scene.features]
    occupied = [p >= 0.5 for p in scene.occupied]
    walls = shared_wall_logits(logits, occupied, block.cols, block.rows)
    evidence = []
    for f, probs in zip(buildings, probabilities, strict=True):
        n, e, s, w = walls[f.row * block.cols + f.col]
        evidence.append(Evidence(f.col, f.row, probs, (n, e, s, w), scene.badges[(f.col, f.row)].price))
    return evidence


def _tile_shifts(badges: Mapping[Position, Badge],
                 buildings: Sequence[CellFeatures]) -> dict[Position, tuple[float, float]]:
    """How far each building tile lies off its cell, from where its badge was found.

    The badge sits at one place on every tile, so the median of the badges' positions is
    where it sits on an unmoved tile; a tile's badge off that place shows the tile's shift.
    """
    found = {(f.col, f.row): badges[(f.col, f.row)].offset for f in buildings
             if badges[(f.col, f.row)].price is not None or badges[(f.col, f.row)].rim >= _CLEAR_RIM}
    if len(found) < _SHIFT_SAMPLES:
        return {}
    usual = np.median(np.array(list(found.values())), axis=0)
    shifts = np.clip(np.array(list(found.values())) - usual, -_MAX_SHIFT, _MAX_SHIFT)
    return {c: (float(dx), float(dy)) for c, (dx, dy) in zip(found, shifts, strict=True)}


def _proposal(scene: _Scene, matches: Mapping[Position, tuple[Evidence, Match]]) -> Proposal:
    cells = []
    for f, occupied in zip(scene.features, scene.occupied, strict=True):
        position = (f.col, f.row)
        if position == scene.fountain.position:
            cells.append(CellProposal(f.col, f.row, FOUNTAIN, None, "", None, scene.fountain.confidence))
        elif position in matches:
            cells.append(_building(occupied, *matches[position]))
        else:
            cells.append(CellProposal(f.col, f.row, EMPTY, None, "", None, 1.0 - occupied))
    return Proposal(scene.block.cols, scene.block.rows, tuple(cells), scene.fountain.position)


def _building(occupied: float, evidence: Evidence, match: Match) -> CellProposal:
    """A building cell: its matched tile, or (when no tile is left) the likeliest type and walls seen."""
    tile = match.tile
    if tile is None:
        likeliest = max(evidence.types, key=lambda t: evidence.types[t])
        n, e, s, w = (logit > 0 for logit in evidence.walls)
        return CellProposal(evidence.col, evidence.row, BUILDING, likeliest, walls_text((n, e, s, w)), None,
                            occupied * evidence.types[likeliest] * 0.5)
    return CellProposal(evidence.col, evidence.row, BUILDING, tile.type, tile.walls, tile,
                        occupied * match.confidence)
