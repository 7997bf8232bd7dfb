"""From a photo and the block's corners to a proposal for every cell."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence, Set
from dataclasses import dataclass, replace

import numpy as np

from .assignment import Evidence, group_fits, shape_costs
from .badge import SEARCH, WIDE_SEARCH, Badge, PriceReading, read_badge
from .beside import tiles_beside
from .block import Rectified
from .buildings import type_probabilities
from .catalogue import TileRef, building_types, catalogue
from .cells import CellFeatures, fine_detail, measure_cell
from .colour import COLOURFUL_SPREAD, Sand, chroma_spread, estimate_sand
from .decide import FOUNTAINS, GLARED_STRONGLY, Basis, Decision, Hypothesis, decide
from .errors import FoundBlockError, GridError, NoTilesError, PhotoError
from .geometry import Corners, FloatArray, Point
from .glare import unveiled, veil
from .image import BlockImage, PhotoSource, load_block
from .kinds import PALER, RIM, Fountain, fountain_candidates, glared_look, occupied_probabilities
from .known import FOUNTAIN, Position, check_known
from .locate import Found, find_block
from .progress import Progress, quiet, stepped
from .proposal import Proposal
from .walls import shared_wall_logits, sides_alone, wall_logits

#: Cells per block side at most (54 tiles and the fountain in one line).
MAX_CELLS = 55
#: Columns plus rows at most: a city of n tiles spans at most n + 1 of them together
#: (all 55 tiles in one bent line), so no block beyond 28 x 28 cells ever holds a city.
MAX_SPAN = MAX_CELLS + 1
#: Cells that look like tiles beyond a whole city's (strays inside the block) before the grid is
#: judged wrong: the later steps grow with the square of the tiles, so they are bounded too.
MAX_STRAYS = 5
#: The share of a reading's progress that finding the block takes.
FINDING = 0.4
#: The photo is decoded with cells at least this many pixels wide where it has them.
DECODE_CELL_PX = 120
#: Tile shifts are measured from the badges whose digits were found or whose rim shows at least
#: _CLEAR_RIM, when there are at least _SHIFT_SAMPLES of them, and believed up to _MAX_SHIFT cells
#: (up to ``badge.WIDE_SEARCH`` for a badge found only by looking further, ``looked_further``).
_CLEAR_RIM = 0.12
_SHIFT_SAMPLES = 3
_MAX_SHIFT = 0.06
#: How many times a glare's veil is taken off the block at most (``_unglared``).
_UNVEIL_ROUNDS = 3
#: A badge whose rim shows _RIM_SEEN of the photo's usual rim or more was seen wholly; one whose
#: rim shows _RIM_HIDDEN of it or less, not at all (its colour and digits say nothing).
_RIM_SEEN = 0.5
_RIM_HIDDEN = 0.15
#: A cell's four neighbours (N, E, S, W): the cells beside a glared tile (``_beside_glare``).
_STEPS = ((0, -1), (1, 0), (0, 1), (-1, 0))
#: A badge's digits stand within _CENTRED (cell units, along either axis) of its rim's centre
#: where both are the badge's (the painted tuning photos: within 0.02 on 9 badges in 10; a rim
#: pulled aside by a wall, or digits that are something else, lie 0.04 to 0.1 apart).
_CENTRED = 0.025


@dataclass(frozen=True)
class _Scene:
    """Everything measured on the photo before the tiles are matched."""

    image: BlockImage
    block: Rectified
    features: list[CellFeatures]
    occupied: list[float]
    badges: dict[Position, Badge]
    walls: list[tuple[float, ...]]
    fountains: list[Fountain]
    sand: Sand | None = None


def recognise(image: PhotoSource | FloatArray, corners: Corners | Sequence[Point], cols: int, rows: int,
              known: Mapping[Position, str] | Iterable[tuple[Position, str]] | None = None,
              unavailable: Iterable[TileRef] = (), progress: Progress = quiet,
              readings: Iterable[TileRef] = ()) -> Proposal:
    """What lies on each cell of the ``cols`` x ``rows`` block whose outer corners are given.

    ``image`` is a file (JPEG, PNG...; EXIF orientation respected) or an H x W x 3 RGB array.
    ``corners`` are the block's NW, NE, SE and SW corners in photo pixels (continuous
    coordinates: the top-left pixel covers [0, 1) x [0, 1)), clockwise. ``known`` maps
    calibration cells (col, row) to a building type, ``"fountain"`` or ``"empty"`` (pairs are
    taken too: a cell given twice with two kinds is refused); ``unavailable`` lists tiles known
    to be elsewhere in the game: one the photo shows is still proposed, marked ``elsewhere`` and
    unsure. ``progress`` is told how far the reading is (0..1) and may stop it by raising
    ``ReadingCancelled``. ``readings``: tiles as they may lie besides the catalogue's (a tile
    built turned shows its walls turned), matched like the catalogue's. Raises a PhotoError
    subclass on bad input.
    """
    return read_block(image, corners, cols, rows, known, unavailable, progress, readings).proposal


def read_block(image: PhotoSource | FloatArray, corners: Corners | Sequence[Point], cols: int, rows: int,
               known: Mapping[Position, str] | Iterable[tuple[Position, str]] | None = None,
               unavailable: Iterable[TileRef] = (), progress: Progress = quiet,
               readings: Iterable[TileRef] = ()) -> Decision:
    """As ``recognise``, the whole decision: the proposal, the rules it breaks, whether to doubt
    it, the runner-up, and what the photo showed (to decide again without the photo)."""
    basis = observe(image, corners, cols, rows, known, progress, readings)
    progress(0.9)
    decision = decide(basis, unavailable)
    progress(1.0)
    return decision


def observe(image: PhotoSource | FloatArray, corners: Corners | Sequence[Point], cols: int, rows: int,
            known: Mapping[Position, str] | Iterable[tuple[Position, str]] | None = None,
            progress: Progress = quiet, readings: Iterable[TileRef] = (), beside: bool = False,
            beyond: Iterable[Position] = ()) -> Basis:
    """What the photo shows on the block: each cell's tile likelihood, and per hypothesis of the
    fountain's cell, the evidence of every other tile as a building; ``readings`` (tiles as the
    modules in play may lay them) are matched besides the catalogue's; ``beside``: the cells just
    beside the block that read as tiles a glare washed out are looked for too (``Basis.beside``);
    ``beyond``: instead, the cells just beside those of the block's tiles that read as any tile."""
    check_grid(cols, rows)
    where = corners if isinstance(corners, Corners) else Corners.from_points(corners)
    labels = check_known(known or {}, cols, rows, building_types())
    progress(0.0)
    block_image = load_block(image, where, cols, rows, DECODE_CELL_PX)
    progress(0.15)
    scene = _look(block_image, cols, rows, labels, progress)
    del block_image
    basis = basis_of(scene, labels, readings)
    beyond = tuple(beyond)
    if not (beside or beyond) or scene.sand is None:
        return basis
    sand = scene.sand
    tiles = beyond or [(f.col, f.row) for f, p in zip(scene.features, scene.occupied, strict=True)
                       if p >= 0.5]
    del scene  # the block's pixels go before the cells beside it are decoded
    return replace(basis, beside=tiles_beside(image, where, cols, rows, sand, tiles, washed=not beyond))


def basis_of(scene: _Scene, labels: Mapping[Position, str], readings: Iterable[TileRef] = ()) -> Basis:
    """The scene's evidence, every tile's read once (its type named with all the others), and
    per hypothesis of the fountain's cell, the other tiles as buildings."""
    tiles = [f for f, p in zip(scene.features, scene.occupied, strict=True) if p >= 0.5]
    evidence = _evidence(scene, tiles, labels)
    hypotheses = tuple(Hypothesis(fountain, tuple(e for e in evidence if (e.col, e.row) != fountain.position))
                       for fountain in scene.fountains[:FOUNTAINS])
    glared = tuple((f.col, f.row) for f in tiles if f.washed >= PALER)
    strongly = tuple((f.col, f.row) for f in tiles if f.washed >= GLARED_STRONGLY)
    return Basis(scene.block.cols, scene.block.rows, tuple(scene.occupied), hypotheses,
                 FOUNTAIN in labels.values(), tuple(dict.fromkeys(readings)), glared,
                 glared_strongly=strongly)


def find_and_recognise(image: PhotoSource | FloatArray,
                       known: Mapping[Position, str] | Iterable[tuple[Position, str]] | None = None,
                       unavailable: Iterable[TileRef] = (), progress: Progress = quiet,
                       readings: Iterable[TileRef] = ()) -> tuple[Found, Proposal]:
    """The block found in the photo by itself (``locate.find_block``) and what lies on each of
    its cells, read as ``recognise`` reads a block whose corners are given. A block found that
    the reading refuses (more cells look like tiles than a city has, a cell off the photo)
    raises FoundBlockError, which carries the block for the user to correct."""
    found, decision = find_and_read(image, known, unavailable, progress, readings)
    return found, decision.proposal


def find_and_read(image: PhotoSource | FloatArray,
                  known: Mapping[Position, str] | Iterable[tuple[Position, str]] | None = None,
                  unavailable: Iterable[TileRef] = (), progress: Progress = quiet,
                  readings: Iterable[TileRef] = ()) -> tuple[Found, Decision]:
    """As ``find_and_recognise``, with the whole decision (``read_block``)."""
    found = find_block(image, lambda fraction: progress(FINDING * fraction))
    basis = observe_found(image, found, known, after_finding(progress), readings)
    return found, decide(basis, unavailable)


def observe_found(image: PhotoSource | FloatArray, found: Found,
                  known: Mapping[Position, str] | Iterable[tuple[Position, str]] | None = None,
                  progress: Progress = quiet, readings: Iterable[TileRef] = ()) -> Basis:
    """``observe`` on a block found in the photo; a block the reading refuses (more cells look
    like tiles than a city has, a cell off the photo) raises FoundBlockError, which carries the
    block for the user to correct."""
    try:
        return observe(image, found.corners, found.cols, found.rows, known, progress, readings, beside=True)
    except PhotoError as error:
        raise FoundBlockError(error, found, block_text(found.corners, found.cols, found.rows)) from error


def after_finding(progress: Progress) -> Progress:
    """The progress of the reading that follows finding the block (its share after FINDING)."""
    return lambda part: progress(FINDING + (1 - FINDING) * part)


def block_text(corners: Corners, cols: int, rows: int) -> str:
    """A block as the command line takes it: ``--corners X1,Y1,... --grid CxR``."""
    flat = ",".join(f"{v:.1f}" for point in corners.points for v in point)
    return f"--corners {flat} --grid {cols}x{rows}"


def check_grid(cols: int, rows: int) -> None:
    """Refuses a block no city needs (the bounds keep a reading's time and memory small)."""
    for name, value in (("columns", cols), ("rows", rows)):
        if not 1 <= value <= MAX_CELLS:
            raise GridError(f"the block needs 1 to {MAX_CELLS} {name}, not {value}")
    if cols + rows > MAX_SPAN:
        raise GridError(f"a block of {cols}x{rows} cells is larger than any city: its columns and rows "
                        f"add up to at most {MAX_SPAN} (all {MAX_CELLS} tiles in one line)")


def _look(image: BlockImage, cols: int, rows: int, labels: Mapping[Position, str],
          progress: Progress) -> _Scene:
    block = Rectified.from_image(image, cols, rows)
    insides = [block.region(col, row, 0.12, 0.88) for row in range(rows) for col in range(cols)]
    sand = estimate_sand(insides, [chroma_spread(p) > COLOURFUL_SPREAD for p in insides])
    progress(0.25)
    cells = [(col, row) for row in range(rows) for col in range(cols)]
    band = Rectified(fine_detail(block.pixels), cols, rows)
    features = [measure_cell(block, sand, col, row, band)
                for col, row in stepped(cells, len(cells), progress, 0.25, 0.5)]
    occupied = occupied_probabilities(features, labels)
    features = _beside_glare(block, sand, features, occupied, band)
    glared = [p < 0.5 and glared_look(f) for f, p in zip(features, occupied, strict=True)]
    image, block, features = _unglared(image, block, sand, features,
                                       [p >= 0.5 or g for p, g in zip(occupied, glared, strict=True)])
    again = occupied_probabilities(features, labels, glared=False)  # a glared cell, its veil taken off
    occupied = [max(p, q) if g else p for p, q, g in zip(occupied, again, glared, strict=True)]
    tiles = [f for f, p in zip(features, occupied, strict=True) if p >= 0.5]
    if not tiles and FOUNTAIN not in labels.values():
        raise NoTilesError("no tiles were found in the block: check the corners and the grid")
    if len(tiles) > MAX_CELLS + MAX_STRAYS:
        raise GridError(f"{len(tiles)} cells of the block look like tiles, more than a city has "
                        f"({MAX_CELLS} with the fountain): check the grid and the corners")
    badges = {(f.col, f.row): read_badge(image.pixels, image.homography, f.col, f.row, f.sand_rgb)
              for f in stepped(tiles, len(tiles), progress, 0.5, 0.8)}
    first = badges
    badges = looked_further(image, first, tiles)
    further = {c for c, b in badges.items() if b is not first[c]}
    walls = _walls(block, features, occupied, _tile_shifts(badges, tiles, further))
    fountains = fountain_candidates(features, occupied, {c: b.rim for c, b in badges.items()}, labels,
                                    {(f.col, f.row): walls[f.row * cols + f.col] for f in tiles},
                                    {c: b.bare for c, b in badges.items()})
    return _Scene(image, block, features, occupied, badges, walls, fountains, sand)


def _beside_glare(block: Rectified, sand: Sand, features: list[CellFeatures],
                  occupied: Sequence[float], band: Rectified) -> list[CellFeatures]:
    """The cells' features, each cell read as no tile beside a tile a glare washed out
    (``kinds.PALER``) measured again with its sand looked for under a glare's veil too
    (``Sand.local``): under a glare's middle a tile's sand may lie too far off the photo's to be
    found as sand, and the tile then looks no paler than the photo's sand."""
    washed = {(f.col, f.row) for f, p in zip(features, occupied, strict=True)
              if p >= 0.5 and f.washed >= PALER}
    return [measure_cell(block, sand, f.col, f.row, band, veiled=True)
            if p < 0.5 and any((f.col + dc, f.row + dr) in washed for dc, dr in _STEPS) else f
            for f, p in zip(features, occupied, strict=True)]


def _unglared(image: BlockImage, block: Rectified, sand: Sand, features: list[CellFeatures],
              veiled: Sequence[bool]) -> tuple[BlockImage, Rectified, list[CellFeatures]]:
    """The block with the veil of a glare over its tiles (the ``veiled`` cells, row-major: the
    tiles, and the cells that look glared, ``kinds.glared_look``) taken off (``glare``) and its
    cells measured again, each keeping how washed out it was first (a glared tile's reading is
    doubted as before); up to _UNVEIL_ROUNDS rounds, each taking off what the last left (a
    tile's sand is measured where the glare is faintest on it, so one round leaves some)."""
    first = features
    for _ in range(_UNVEIL_ROUNDS):
        veils = {(f.col, f.row): veil(f.sand_rgb, sand.rgb) if f.washed >= PALER else 0.0
                 for f, v in zip(features, veiled, strict=True) if v}
        if not any(veils.values()):
            break
        image = unveiled(image, block.cols, block.rows, veils)
        block = Rectified.from_image(image, block.cols, block.rows)
        band = Rectified(fine_detail(block.pixels), block.cols, block.rows)
        features = [measure_cell(block, sand, f.col, f.row, band) for f in features]
    kept = [replace(f, washed=old.washed) for f, old in zip(features, first, strict=True)]
    return image, block, kept


def _walls(block: Rectified, features: Sequence[CellFeatures], occupied: Sequence[float],
           shifts: Mapping[Position, tuple[float, float]]) -> list[tuple[float, ...]]:
    """Per cell (row-major), the log-odds of a wall on each side (NESW), a tile's and its
    neighbour's evidence on the side they share added."""
    tiles = [p >= 0.5 for p in occupied]
    logits = [wall_logits(block, f.col, f.row, f.sand_rgb, shifts.get((f.col, f.row), (0.0, 0.0)),
                          sides_alone(tiles, block.cols, block.rows, f.col, f.row)) for f in features]
    return shared_wall_logits(logits, tiles, block.cols, block.rows)


def _evidence(scene: _Scene, buildings: Sequence[CellFeatures],
              labels: Mapping[Position, str]) -> list[Evidence]:
    cols = scene.block.cols
    sides = [scene.walls[f.row * cols + f.col] for f in buildings]
    badges = [scene.badges[(f.col, f.row)] for f in buildings]
    seen = badges_seen(badges)
    prices = [price_as_seen(b.price_read, clear) for b, clear in zip(badges, seen, strict=True)]
    tiles = catalogue()
    shapes = shape_costs(sides, prices, tiles)
    kinds = [t.type for t in tiles]

    def fits(members: list[list[int]], types: Sequence[str]) -> FloatArray:
        return group_fits(shapes, kinds, members, types)

    fountain = scene.fountains[0].position if scene.fountains else None
    aside = [i for i, f in enumerate(buildings) if (f.col, f.row) == fountain]
    probabilities = type_probabilities(buildings, [b.colour for b in badges], labels, fits, aside)
    evidence = []
    for f, probs, (n, e, s, w), price, clear in zip(buildings, probabilities, sides, prices, seen,
                                                     strict=True):
        evidence.append(Evidence(f.col, f.row, probs, (n, e, s, w), price, clear))
    return evidence


def badges_seen(badges: Sequence[Badge]) -> list[float]:
    """How clearly each building's badge showed (0..1): its rim against the photo's usual rim
    (the median of the buildings'), full from _RIM_SEEN of it; a hand, a die or a glare over a
    badge hides its rim, and its digits are then another thing's. On the painted tuning photos,
    of the buildings whose badge was seen less than wholly, a third were read wrong (of the
    others, one in a hundred)."""
    usual = float(np.median([b.rim for b in badges])) if badges else 0.0
    if usual <= 0.0:
        return [1.0] * len(badges)
    shares = np.array([b.rim for b in badges]) / usual
    return [float(v) for v in np.clip((shares - _RIM_HIDDEN) / (_RIM_SEEN - _RIM_HIDDEN), 0.0, 1.0)]


def price_as_seen(price: PriceReading | None, clear: float) -> PriceReading | None:
    """A badge's price reading as sure as the badge was seen (``badges_seen``)."""
    if price is None or clear >= 1.0:
        return price
    return replace(price, confidence=0.5 + (price.confidence - 0.5) * clear)


def looked_further(image: BlockImage, badges: Mapping[Position, Badge],
                   tiles: Sequence[CellFeatures]) -> dict[Position, Badge]:
    """The badges, each whose rim showed less than _RIM_SEEN of the photo's usual rim, or whose
    digits were not found (``price_read`` None), read again within ``badge.WIDE_SEARCH`` of its
    usual place, and kept so where its digits were found further off than ``badge.SEARCH``
    (where the first search did not reach), standing in the middle of its rim (``centred``),
    and its rim shows as a badge's there (_RIM_SEEN of the usual rim, and at least ``kinds.RIM``
    unless the first search found no digits: then the digits in the rim's middle vouch for it):
    a tile lying further off its cell than a badge is first looked for (a grid a little off at
    the block's edge) had its badge's colour read half on the sand and its price on a part of
    its digits, or, the rim's best fit pulled to the tile's walled edge, on a strip of the wall
    (now no digits, ``badge._NARROWEST``: a tower 13 and an arcades 4 lying 0.07 of a cell off
    were read an arcades 8 and an arcades 7, sure; their rims beyond show 0.79 and 0.63 of the
    usual, their digits 0.02 and 0.01 off its middle). Digits further off the rim found further
    are something else's (on a glare photo, a rim and digits 0.04 apart at the search's corner
    made a chambers 5 a chambers 9, 0.87 sure).
    The first reading's ``bare`` is kept (the fountain is told by the sand at the badge's usual
    place). A badge found again within the first search's reach
    is the first one, dimmed by a glare or a hand: its rim's faintness stands (on a glare tuning
    photo, such a badge found again with a rim just clear enough was read as seen wholly)."""
    result = dict(badges)
    usual = float(np.median([b.rim for b in badges.values()])) if badges else 0.0
    for f in tiles:
        first = badges[(f.col, f.row)]
        if first.rim >= _RIM_SEEN * usual and first.price_read is not None:
            continue
        again = read_badge(image.pixels, image.homography, f.col, f.row, f.sand_rgb, WIDE_SEARCH)
        beyond = max(abs(again.offset[0]), abs(again.offset[1])) > SEARCH
        least = max(_RIM_SEEN * usual, 0.0 if first.price_read is None else RIM)
        if beyond and again.price is not None and centred(again) and again.rim >= least:
            result[(f.col, f.row)] = replace(again, bare=first.bare)
    return result


def centred(badge: Badge) -> bool:
    """Whether the badge's digits stand in the middle of its rim (within _CENTRED)."""
    (x, y), (rim_x, rim_y) = badge.offset, badge.rim_offset
    return max(abs(x - rim_x), abs(y - rim_y)) <= _CENTRED


def _tile_shifts(badges: Mapping[Position, Badge], tiles: Sequence[CellFeatures],
                 further: Set[Position] = frozenset()) -> dict[Position, tuple[float, float]]:
    """How far each tile lies off its cell, from where its badge was found (a cell whose badge
    was not clearly found, as the fountain's, is taken as unmoved).

    The badge sits at one place on every tile, so the median of the badges' positions is
    where it sits on an unmoved tile; a tile's badge off that place shows the tile's shift.
    A badge found only by looking further (``further``) shows a tile lying further off, and its
    walls are read that far off (a tile a tenth of a cell off at the block's north edge was
    read without its north wall, its band outside the cell).
    """
    found = {(f.col, f.row): badges[(f.col, f.row)].offset for f in tiles
             if badges[(f.col, f.row)].price is not None or badges[(f.col, f.row)].rim >= _CLEAR_RIM}
    if len(found) < _SHIFT_SAMPLES:
        return {}
    usual = np.median(np.array(list(found.values())), axis=0)
    limits = np.array([[WIDE_SEARCH if c in further else _MAX_SHIFT] for c in found])
    shifts = np.clip(np.array(list(found.values())) - usual, -limits, limits)
    return {c: (float(dx), float(dy)) for c, (dx, dy) in zip(found, shifts, strict=True)}
