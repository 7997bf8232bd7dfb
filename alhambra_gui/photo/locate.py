"""Finding the city in a photo by itself: the tiles, the grid they lie on, and the block.

The photo is looked at small (about ``WORK_SIDE`` pixels; a JPEG is decoded so in draft
mode). Every tile has the same sand-yellow background: the table is the photo's commonest
calm colour, the sand the commonest colour of its busy (colourful) parts away from the
table's, and the sand's mask outlines every tile. The grid's direction is the commonest
direction of the mask's edges (the tiles' sides); the thin gaps between tiles side by side
give its spacing and place (``gridlines``), and a first grid is snapped to them and to the
city's edges. A city may show gaps between every other tile only, so several spacings are
tried, and ``tilesize`` chooses the grid with one tile a cell by how sharply each folds the
sand mask onto one cell (``fold``: every tile is printed alike), with the smallest grid folding
nearly as sharply as its rival. The badges then fix the grid finely and tell which way round
the city lies (``badgegrid``); of two rivals fixed, the one folding the sand more sharply
wins. The cells the grid finds covered form the city (the largest group of touching cells;
tiles or cards beside it are strays; a second large group is a second city) and its bounding
box is the block.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from PIL import Image

from .badgegrid import half_cell_checked, refine
from .bridges import joined
from .errors import NoTilesError, TwoCitiesError
from .fold import likeness, sharpness
from .geometry import Corners, FloatArray
from .gridlines import (
    Cell,
    Comb,
    agreeing,
    covered_cells,
    extent,
    first_grid,
    measuring,
    on_block,
    periods,
    snap,
    touching,
)
from .image import PhotoSource
from .lattice import apply
from .outline import outline_combs
from .perspective import straightened_all
from .progress import Progress, quiet
from .sandmask import direction, sand_mask, working_image
from .spacings import between, spacings
from .strays import FEWEST_FOR_STRAYS, inside_photo, on_photo, without_strays
from .tilesize import SEEN, Tried, cell_side, mean_side, rivals

#: A grid chosen folding the sand less sharply than _BLURRED (a grid of the tiles folds 0.1 to
#: 0.4, ``tilesize``) may be a little off the tiles' size (``spacings.between``), when it folds
#: at least ``tilesize.SEEN`` (below, folding tells sizes apart no better than chance, and a
#: size near the chosen one is no likelier than another: a slanted photo's grid of 86 px
#: folding 0.03 led to one of 101 px lying across the perspective).
_BLURRED = 0.1
#: A city covers at most this many cells (all the tiles, and a few strays among them).
_MOST_CELLS = 60
#: At most this many rounds of badges, each on the cells the last one's grid covers.
_ROUNDS = 3
#: A second group of covered cells with this many tiles is a second city.
_SECOND_CITY = 4
#: Covered cells outside the city at most this many cells from it (by side or corner) that look
#: like its tiles on its grid lie beside it: a part of the city the grid or a glare cut off (a
#: stray tile or card lies turned, and looks unlike them)...
BESIDE_REACH = 2
#: ... and fold at least this share as sharply as the city's cells do (their median).
BESIDE_LIKENESS = 0.4
#: A first grid that leaves this much of the photo's sand outside its city's cells (a share of
#: the sand on them) may fit a part of a city seen near and slanted: the photo straightened
#: (``perspective``) is looked at too, and its grid kept when it leaves less outside.
SLANTED = 0.1
#: A first grid leaving this much outside before the badges fix it may fit a part of the city
#: only: the photo straightened is looked at first, and its grid taken unfixed when it leaves at
#: most half as much outside and folds the sand more sharply (``_city_grid``). On the painted
#: photos looked at, the badges cut what a first grid left outside to a third (0.24 to 0.08,
#: where the straightened grid left 0.15) or to almost nothing when it fitted, and not at all
#: when it fitted a part only (0.31 stayed 0.31, where the straightened grid left 0.10).
PART_ONLY = 2 * SLANTED
#: Of two rival grids fixed, the one leaving less of the sand outside its city is taken, however
#: sharply the other folds, only when their cells differ in size by less than _ALIKE times (a
#: finer grid covers more of the sand by covering more cells in part: a small photo's rivals of
#: 52 and 62 px cells, the tiles 61, the finer taken read 9 buildings wrong where the other read 6).
_ALIKE = 1.1
#: ... and a rival grid leaves much more of the sand outside its city than the least when the
#: share it leaves is at least _MORE_OUTSIDE above (as much as a slanted first grid leaves).
_MORE_OUTSIDE = 0.1
#: A grid covering at most this many cells fits a small city (up to 10 tiles, the fountain and a
#: stray), whose few gaps may not place it: its grid is tried placed by the city's outline too.
#: The usual cities of 14 tiles and more are left to the gaps (placed by the outline, strong
#: perspective photos of 14 tiles were read on grids folding sharply and lying off) unless the
#: grid the gaps placed folds as one of the tiles' size and leaves SLANTED of the sand outside
#: its city (``_misplaced``: a rough photo's gap lines 30 px apart, its tiles 129 px: the grid
#: folded 0.18 a third of a cell off, leaving 0.32 outside; the outline placed it on the
#: tiles, folding 0.35 and leaving 0.06).
_SMALL_CITY = 12
#: The sand is counted in and outside the city on every _SAND_STEP-th pixel each way.
_SAND_STEP = 3


@dataclass(frozen=True)
class Found:
    """The block found: its corners (NW, NE, SE, SW, in the photo's pixels, EXIF-turned), its
    size in cells, how many quarter turns clockwise the city lies in the photo, the tiles of
    the city and the tiles seen beside it (``beside``: of them, those within BESIDE_REACH cells
    of the city, which may be a part of it cut off)."""

    corners: Corners
    cols: int
    rows: int
    turns: int
    tiles: int
    strays: int
    beside: int = 0
    #: The photo's sand outside the city's cells, as a share of the sand on them.
    outside: float = 0.0
    #: The block's cells (col, row) the finder saw covered by the city's tiles.
    covered: frozenset[tuple[int, int]] = frozenset()

    def to_dict(self) -> dict[str, object]:
        return {"corners": [[round(x, 1), round(y, 1)] for x, y in self.corners.points],
                "grid": {"cols": self.cols, "rows": self.rows}}


def find_block(source: PhotoSource | FloatArray, progress: Progress = quiet) -> Found:
    """The block holding the city in the photo (a file or an H x W x 3 RGB array).

    Raises NoTilesError when the photo shows no tiles, TwoCitiesError when it shows two cities.
    """
    work, scale = working_image(source)
    progress(0.1)
    sand = sand_mask(work)
    theta = direction(sand)
    (homography, turns), (city, strays, second) = _city_grid(work, sand, theta, progress)
    cells = inside_photo(sand, homography, city)
    strays += len(city) - len(cells)
    near = _beside(sand, homography, cells)
    outside = _sand_outside(sand, homography, cells)
    (c0, r0), (c1, r1) = extent(cells)
    grid = np.array([(c0, r0), (c1 + 1, r0), (c1 + 1, r1 + 1), (c0, r1 + 1)], np.float64)
    corners = [(float(x / scale), float(y / scale)) for x, y in apply(homography, grid)]
    corners = corners[turns:] + corners[:turns]
    cols, rows = (c1 - c0 + 1, r1 - r0 + 1) if turns % 2 == 0 else (r1 - r0 + 1, c1 - c0 + 1)
    progress(1.0)
    found = Found(Corners(*corners), cols, rows, turns, len(cells), strays, near, outside,
                  frozenset(on_block(cell, (c0, r0), (c1, r1), turns) for cell in cells))
    if second >= _SECOND_CITY:
        flat = ",".join(f"{v:.1f}" for point in found.corners.points for v in point)
        raise TwoCitiesError(f"the photo shows two cities, of {len(cells)} and {second} tiles: the larger "
                             f"lies at --corners {flat} --grid {cols}x{rows}; give the corners and the grid "
                             f"of the one to read", found)
    return found


def _city_grid(work: np.ndarray, sand: FloatArray, theta: float, progress: Progress
               ) -> tuple[tuple[FloatArray, int], tuple[set[Cell], int, int]]:
    """The grid and its turn (the first grids, ``_scaled``, fixed by the badges,
    ``_fixed_best``) and its city (``_city``); the grid found on the photo straightened
    (``_on_straight``) instead when the first leaves SLANTED of the sand outside its city (a
    part of the city only: perhaps a near, slanted camera's) and it leaves less. A first grid
    that leaves PART_ONLY outside before the badges fix it is looked at straightened before it
    is fixed, and that grid is taken when it leaves at most half as much outside: at once,
    unfixed, when it also folds the photo's sand more sharply than the first grid
    (``_sharper``); else only if the first grid fixed does not leave less still (the badges cut
    what a first grid left outside to almost nothing where it fitted the city, not at all where
    it fitted a part: a straightened small city whose cells came out oblong folds on a grid of
    the wrong shape, and less sharply than the first grid)."""
    firsts = _scaled(sand, theta, progress)
    homography = firsts[0][0]
    straight: tuple[tuple[FloatArray, int], tuple[set[Cell], int, int], float] | None = None
    first_city = _city(work, sand, homography)[0]
    first = _sand_outside(sand, homography, first_city)
    looked = first >= PART_ONLY
    if looked:
        straight = _on_straight(work, sand, theta)
        if straight and straight[2] < first / 2 and _sharper(sand, straight, homography, first_city):
            return straight[0], straight[1]  # the first grid is not fixed to be thrown away
    grid = _fixed_best(work, sand, firsts)
    city = _city(work, sand, grid[0])
    outside = _sand_outside(sand, grid[0], city[0])
    if straight is not None and straight[2] < min(first / 2, outside):
        return straight[0], straight[1]
    if outside >= SLANTED and not looked:
        straight = _on_straight(work, sand, theta)
    if outside >= SLANTED and straight is not None and straight[2] < outside:
        return straight[0], straight[1]
    return grid, city


def _on_straight(work: np.ndarray, sand: FloatArray, theta: float
                 ) -> tuple[tuple[FloatArray, int], tuple[set[Cell], int, int], float] | None:
    """Of the grids found on the photo seen straight (``_straight_grids``), with its city and the
    sand it leaves outside, the one folding the sand most sharply of those leaving less than
    _MORE_OUTSIDE above the least (as ``_fixed_best``: one straightening may leave less outside
    on a grid of the wrong size, 21 cells folding 0.05 where the other's 15 folded 0.34)."""
    found = [(grid, city, _sand_outside(sand, grid[0], city[0]))
             for grid in _straight_grids(work, sand, theta) for city in [_city(work, sand, grid[0])]]
    least = min((one[2] for one in found), default=0.0)
    return max((one for one in found if one[2] < least + _MORE_OUTSIDE), default=None,
               key=lambda one: sharpness(sand, one[0][0], one[1][0]))


def _sharper(sand: FloatArray, straight: tuple[tuple[FloatArray, int], tuple[set[Cell], int, int], float],
             grid: FloatArray, city: set[Cell]) -> bool:
    """Whether the straightened photo's grid (``_on_straight``) folds the photo's sand more
    sharply onto one cell than ``grid`` does on ``city`` (``fold``): a grid fitting the whole
    city seen slanted does, by far (0.31-0.39 where the first grid fitted a part, 0.03-0.22),
    and a straightened grid of oblong cells does not (0.14 where the first grid folded 0.20)."""
    return sharpness(sand, straight[0][0], straight[1][0]) > sharpness(sand, grid, city)


def _scaled(sand: FloatArray, theta: float, progress: Progress) -> list[tuple[FloatArray, set[Cell]]]:
    """The first grids (grid to working pixels) at the scales likeliest to have one tile a cell
    (``_best_scale``), the likeliest first, and their covered cells."""
    turned, to_turned = _turned(sand, theta)
    across, down = agreeing(*periods(turned))
    progress(0.3)
    found = _best_scale(sand, turned, to_turned, across, down, outline_combs(turned))
    progress(0.7)
    return found


def _fixed_best(work: np.ndarray, sand: FloatArray, firsts: list[tuple[FloatArray, set[Cell]]]
                ) -> tuple[FloatArray, int]:
    """Of the first grids each fixed by the badges (``_fixed``), the one folding the sand onto
    one cell most sharply on its city (``fold``): the badges drift from a grid of the tiles'
    size as well as fix it (a rough photo: the sharper first grid, 123 px, fixed to one folding
    0.09 and splitting the city; the smaller, 104 px, to the tiles' own, 121 px, folding 0.20)."""
    fixed = [_fixed(work, sand, homography, cells) for homography, cells in firsts]
    if len(fixed) == 1:
        return fixed[0]
    cities = [_city(work, sand, grid[0])[0] for grid in fixed]
    outside = [_sand_outside(sand, grid[0], city) for grid, city in zip(fixed, cities, strict=True)]
    sides = [cell_side(grid[0], city) for grid, city in zip(fixed, cities, strict=True)]
    least = int(np.argmin(outside))
    whole = [i for i, share in enumerate(outside) if share < outside[least] + _MORE_OUTSIDE
             or max(sides[i], sides[least]) > _ALIKE * min(sides[i], sides[least])]
    return fixed[max(whole, key=lambda i: sharpness(sand, fixed[i][0], cities[i]))]


def _fixed(work: np.ndarray, sand: FloatArray, homography: FloatArray, cells: set[Cell]
           ) -> tuple[FloatArray, int]:
    """The grid fixed by the badges (a few rounds; of them, the grid folding the sand most sharply
    on its city: the rounds drift, a rough photo's second folding 0.19 where its first folded
    0.24) and checked for lying half a cell off, and how many quarter turns clockwise the city
    lies."""
    rounds: list[tuple[float, FloatArray, int, set[Cell]]] = []
    for _ in range(_ROUNDS):  # a better grid may cover tiles the last one missed
        refined, turns = refine(work, sand, homography, cells)
        grown = _city(work, sand, refined)[0]
        if not grown or len(grown) > _MOST_CELLS:
            break
        homography = refined
        rounds.append((sharpness(sand, refined, grown), refined, turns, grown))
        if grown == cells:
            break
        cells = grown
    if len(rounds) > 1:  # the rounds drift: the one folding the sand most sharply is kept
        _, homography, turns, cells = max(rounds, key=lambda kept: kept[0])
    moved, other = half_cell_checked(sand, homography, cells, turns)
    if other != turns:  # half a cell off, taken for a turned city: the badges fix the grid moved
        homography, turns = refine(work, sand, moved, _city(work, sand, moved)[0], other)
    return homography, turns


def _straight_grids(work: np.ndarray, sand: FloatArray, theta: float) -> list[tuple[FloatArray, int]]:
    """The grids (grid to working pixels) and turns found on the photo seen straight through
    each measure of its vanishing points (``perspective.straightened_all``): none when it shows
    little perspective or no tiles so seen."""
    grids = []
    for straight in straightened_all(work, sand, theta):
        try:
            firsts = _scaled(straight.sand, direction(straight.sand), quiet)
            grid, turns = _fixed_best(straight.work, straight.sand, firsts)  # fixed by the badges
        except NoTilesError:
            continue
        grids.append((straight.back(grid), turns))
    return grids


def _turned(sand: FloatArray, theta: float) -> tuple[FloatArray, FloatArray]:
    """The mask turned by ``-theta`` (the tiles' sides along the axes), whole, and the map
    from the mask's pixels to the turned one's."""
    height, width = sand.shape
    c, s = np.cos(theta), np.sin(theta)
    out_w, out_h = int(abs(width * c) + abs(height * s)) + 2, int(abs(width * s) + abs(height * c)) + 2
    rotate = np.array([[c, s, 0.0], [-s, c, 0.0], [0.0, 0.0, 1.0]])  # turns by -theta
    to_turned = _moved(out_w / 2, out_h / 2) @ rotate @ _moved(-width / 2, -height / 2)
    back = np.linalg.inv(to_turned)
    data = (back[0, 0], back[0, 1], back[0, 2], back[1, 0], back[1, 1], back[1, 2])
    turned = Image.fromarray(sand, "F").transform((out_w, out_h), Image.Transform.AFFINE, data,
                                                  Image.Resampling.BILINEAR)
    return np.asarray(turned, np.float32), to_turned


def _moved(dx: float, dy: float) -> FloatArray:
    return np.array([[1.0, 0.0, dx], [0.0, 1.0, dy], [0.0, 0.0, 1.0]])


def _best_scale(sand: FloatArray, turned: FloatArray, to_turned: FloatArray, across: Comb, down: Comb,
                outline: tuple[Comb, Comb]) -> list[tuple[FloatArray, set[Cell]]]:
    """The grid (grid to working pixels) and its covered cells at whichever spacing folds the
    sand mask most sharply onto one cell (``fold``): the gap lines' spacing, a multiple or a
    part of it (a city may show gaps between every other tile only, or two gaps within one
    tile), or a little more or less (perspective spreads the gaps' spacings). A grid of two or
    three cells a tile folds as sharply as the right one: ``tilesize.one_tile`` chooses; when
    the grid chosen folds blurred, sizes a little off its own are tried too (_BLURRED). When
    the grid chosen covers at most _SMALL_CITY cells or leaves SLANTED of the sand outside its
    city, every spacing is tried again placed by the comb that measured it
    (``gridlines.measuring``: the outline's where the gaps' spacing is another): a few tiles
    show few gaps, a rough photo's art shows lines a quarter of a tile apart, and the gap lines'
    place may be the art's, a quarter of a cell off, where the badges cannot fix it."""
    sizes = spacings(turned, across, down, outline)
    tried = [t for t in (_tried(sand, turned, to_turned, first_grid(turned, across, down, width, height))
                         for width, height in sizes) if t is not None]
    if not tried:
        raise NoTilesError("no tiles of the game were found in the photo")
    chosen = rivals(sand, tried)
    if SEEN <= chosen[0][0] < _BLURRED:  # folded blurred: the tiles' size may lie between the sizes tried
        near = between(sizes, mean_side(chosen[0][2], chosen[0][3]), min(turned.shape))
        tried += [t for t in (_tried(sand, turned, to_turned, first_grid(turned, across, down, width, height))
                              for width, height in near) if t is not None]
        sizes += near
        chosen = rivals(sand, tried)
    if len(chosen[0][3]) <= _SMALL_CITY or _misplaced(sand, chosen[0]):
        # a few tiles show few gaps, a rough photo's art many: the outline places the grid too
        starts = [first_grid(turned, measuring(across, outline[0], width),
                             measuring(down, outline[1], height), width, height) for width, height in sizes]
        tried += [t for t in (_tried(sand, turned, to_turned, start) for start in starts) if t is not None]
        chosen = rivals(sand, tried)
    return [(grid[2], grid[3]) for grid in chosen]


def _misplaced(sand: FloatArray, chosen: Tried) -> bool:
    """Whether the grid ``chosen`` folds the sand as a grid of the tiles' size does (at least
    ``tilesize.SEEN``) and yet leaves SLANTED of it outside its city: it may lie a part of a cell
    off (a grid folding less fits no size, and one leaving that much outside may fit a part of a
    city seen slanted: the photo straightened is looked at then, ``_city_grid``)."""
    return chosen[0] >= SEEN and _sand_outside(sand, chosen[2], chosen[3]) >= SLANTED


def _tried(sand: FloatArray, turned: FloatArray, to_turned: FloatArray, start: FloatArray) -> Tried | None:
    """The first grid ``start`` (grid to turned pixels) snapped, with how sharply it folds the
    sand, its cells' side and its city's cells; None when it covers no city that can be read."""
    homography = np.linalg.inv(to_turned) @ snap(turned, start)
    covered = covered_cells(sand, homography)
    if not covered:
        return None
    cells = max(touching(covered), key=len)
    if len(cells) > _MOST_CELLS or not on_photo(homography, cells, sand.shape):
        return None  # no city is that large; a block the photo cuts cannot be read
    return sharpness(sand, homography, cells), cell_side(homography, cells), homography, cells


def _city(work: np.ndarray, turned: FloatArray, grid: FloatArray) -> tuple[set[Cell], int, int]:
    """The cells of the city (the largest group of touching covered cells, with the cells
    linking its parts, ``bridges``), how many cells beside it look like tiles (strays), and how
    many the next largest group has."""
    covered = covered_cells(turned, grid)
    if not covered:
        raise NoTilesError("no tiles of the game were found in the photo")
    linked = joined(work, turned, grid, covered)  # parts of the city a glared tile links
    covered = linked if len(linked) <= _MOST_CELLS else covered  # not to make a grid too fine pass
    groups = sorted(touching(covered), key=len, reverse=True)
    city = groups[0]
    if len(city) > FEWEST_FOR_STRAYS:
        city = without_strays(city, likeness(turned, grid, city))
    return city, len(covered) - len(city), len(groups[1]) if len(groups) > 1 else 0


def _beside(sand: FloatArray, grid: FloatArray, city: set[Cell]) -> int:
    """How many covered cells outside the city lie within BESIDE_REACH cells of it and look like
    its tiles folded (a part of the city lies on its grid; a stray tile or card lies turned)."""
    reach = range(-BESIDE_REACH, BESIDE_REACH + 1)
    near = {(c + dc, r + dr) for c, r in city for dc in reach for dr in reach}
    outside = (covered_cells(sand, grid) - city) & near
    if not outside:
        return 0
    like = likeness(sand, grid, city | outside)
    usual = float(np.median([like[cell] for cell in city]))
    return sum(like[cell] > 0 and like[cell] >= BESIDE_LIKENESS * usual for cell in outside)


def _sand_outside(sand: FloatArray, grid: FloatArray, city: set[Cell]) -> float:
    """The sand outside the city's cells as a share of the sand on them: a block that left most
    of the tiles out (a grid that fits a part of a slanted city only) shows much of it."""
    ys, xs = np.nonzero(sand[::_SAND_STEP, ::_SAND_STEP] > 0.5)
    if len(xs) == 0:
        return 0.0
    points = np.stack([xs, ys], axis=1).astype(np.float64) * _SAND_STEP + 0.5  # the pixels' centres
    cells = np.floor(apply(np.linalg.inv(grid), points))
    (c0, r0), (c1, r1) = extent(city)
    mine = np.zeros((r1 - r0 + 1, c1 - c0 + 1), bool)
    for c, r in city:
        mine[r - r0, c - c0] = True
    cols, rows = np.nan_to_num(cells, nan=-1e9, posinf=-1e9, neginf=-1e9).clip(-1e9, 1e9).T
    on = (cols >= c0) & (cols <= c1) & (rows >= r0) & (rows <= r1)
    inside = int(mine[rows[on].astype(int) - r0, cols[on].astype(int) - c0].sum())
    return float((len(cells) - inside) / max(inside, 1))
