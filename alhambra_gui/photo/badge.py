"""The printed price badge at a building tile's bottom right: where it is, its colour, its price.

The badge is an octagon with a dark rim, filled with the type's colour, the price in
black digits in its middle. It is found by its rim (a matched filter over nearby centres),
placed exactly by its digits, and its colour is read on the ring between digits and rim.
Of the price, only what tells catalogue tiles apart is read: one digit or two (by the
shape of the ink), and whether the last of two digits is a ``1``: the first of two digits is always a ``1``
in Alhambra, so each badge carries its own reference, and the last digit is a ``1`` when
its ink matches the first's.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import cache
from itertools import pairwise

import numpy as np

from .colour import SAND_RADIUS, log_chroma
from .geometry import FloatArray, Homography, sample

#: Where the badge's centre usually is on a tile (cell units from its NW corner).
BADGE_CENTRE = (0.77, 0.79)

#: A badge's disc shows sand (``Badge.bare``) where its pixels have the sand's chroma and a
#: brightness within SAND_LIGHT of the sand's (log): an arcades' badge is of about the sand's
#: chroma but a quarter darker (0.2 to 0.3), and read as sand by its chroma alone, three of them
#: on a glare photo of seeds 6000-6019 made the block look a cell off (``kinds.OFF_BARE``), the
#: fountain's sand went unweighed and an arcades with a faint rim was taken for it.
SAND_LIGHT = 0.15
#: Pixels per cell at which a badge is read, and the window read around its usual place.
READ_PX = 180
_REACH = 0.19
#: The rim's distance from the badge centre (octagon "radius" along the axes), cell units.
RIM = 0.128
_RIM_WIDTH = 0.012
#: How far a tile may sit from its place in the grid, cell units; and how far a badge whose rim
#: shows faintly there is looked for again (``pipeline``): a tile lying further off its cell, as
#: where a grid fitted a little off leaves the block's edge cells a tenth of a cell off.
SEARCH = 0.045
WIDE_SEARCH = 0.14
#: The ring read for the badge's colour, between the digits and the rim (cell units from the centre).
_RING = (0.088, 0.112)
#: Digits lie within _DIGITS of the centre; ink is darker than _INK_SHARE of the way from
#: the darkest pixel to the badge's fill, and a badge without _CONTRAST between them is blank.
_DIGITS = 0.105
_INK_SHARE = 0.45
_CONTRAST = 0.25
#: The badge's disc: within _DISC of its centre a building shows its fill, rim and digits, the
#: fountain mostly sand (its art lies elsewhere). Its least share of sand near the usual place
#: tells them apart where the rim and the digits blur away (small or rough photos): on the painted
#: tuning photos 0.2 or more on fountains, 0.08 or less on 99 buildings in 100.
_DISC = 0.11
#: Digits are at least this tall (cell units), and two lie at most _DIGIT_GAP apart: strokes
#: further apart are no price (a wall's or the art's edges at the two sides of the digits'
#: window, where the digits blurred away on a small photo, were read as two digits, 0.94 sure).
_MIN_HEIGHT = 0.05
_DIGIT_GAP = 0.06
#: Digits at least this much wider than tall are two (one digit is about 0.65, two about 1.25).
_TWO_DIGITS = 0.9
#: Two glyphs overlapping more than this (intersection over union) are the same digit.
_SAME_GLYPH = 0.55
#: Digits are at least _NARROWEST and at most _WIDEST times as wide as tall (the painted tuning
#: photos: 0.56 to 1.64, a rough photo's two digits 2.3; no price is a lone 1): a
#: narrower stroke is a wall's edge, a wider band a wall across the digits' window. A tile lying
#: beyond the search (0.07 of a cell off at the block's edge) left the rim's best fit at the
#: search's edge by its walled side, and the wall's strip in the digits' window was read as the
#: price, sure: a stroke 0.26 as wide as tall as an arcades 8's one digit for a tower 13, a band
#: 3.1 as wide as two digits for an arcades 4 (rough photos show such bands, 2.9 to 3.4, beside
#: a wall too).
_NARROWEST = 0.4
_WIDEST = 2.5
#: A dark badge's two thin digits on a small photo show fainter than _CONTRAST (a tower's,
#: an arcades' or a garden's 10 to 13 at 75 px a cell: 0.17 to 0.25 of the sand's light, their
#: fill about 0.67), so no price was read and the wall-less tower 11 and 12 (arcades 9 and 10)
#: were told apart by a guess. Such a badge's digits are read again against its own fill, down
#: to _FAINT_CONTRAST of it (the painted tuning photos: 0.28 and more on 99 building badges in
#: 100), and that reading only weighs as far as _FAINT_SURE: it tells apart tiles that nothing
#: else does, never outweighs their colour or walls.
_FAINT_CONTRAST = 0.28
_FAINT_SURE = 0.75


@dataclass(frozen=True)
class PriceReading:
    """What the badge shows: how many digits, and whether the second of two is a 1."""

    digits: int
    last_is_one: bool
    confidence: float

    def likelihood(self, price: int) -> float:
        """How well a printed ``price`` fits this reading (1 fits perfectly, small values do not)."""
        text = str(price)
        fits = len(text) == self.digits and (self.digits == 1 or (text[-1] == "1") == self.last_is_one)
        miss = 1.0 - self.confidence
        return 1.0 - miss if fits else miss


@dataclass(frozen=True)
class Badge:
    """A price badge as seen: how clearly its dark rim shows (0 = not at all), where its centre
    is (cell units, from the usual place), its colour (log-chroma and log-brightness relative
    to the sand) and its digits."""

    rim: float
    offset: tuple[float, float]
    colour: tuple[float, float, float]
    price: PriceReading | None
    #: The least share of sand in a badge's disc near the usual place (0: a badge surely there).
    bare: float = 0.0
    #: Where ``price`` is None: the price read from digits too faint for it (``_FAINT_CONTRAST``).
    faint_price: PriceReading | None = None
    #: Where the rim fits best (cell units, from the usual place); ``offset`` is the digits'
    #: centre where they were found, which stands in the rim's middle on a badge found whole.
    rim_offset: tuple[float, float] = (0.0, 0.0)

    @property
    def price_read(self) -> PriceReading | None:
        """The price as the tiles are matched by it: the digits' or, failing those, the faint ones'."""
        return self.price if self.price is not None else self.faint_price


def read_badge(pixels: FloatArray, homography: Homography, col: int, row: int,
               sand_rgb: tuple[float, float, float], search: float = SEARCH) -> Badge:
    """The badge of cell (col, row) read from the photo, its centre looked for within ``search``
    (cell units) of its usual place (``bare`` is always measured within SEARCH of it).

    The rim finds the badge; the digits, centred in it, then place it more exactly (a wall
    along the tile's edge can pull a rim-shaped filter aside, never the digits).
    """
    cx, cy = BADGE_CENTRE
    reach = _REACH + max(0.0, search - SEARCH)
    box = (col + cx - reach, row + cy - reach, col + cx + reach, row + cy + reach)
    size = round(2 * reach * READ_PX)
    window = sample(pixels, homography, box, (size, size))
    light = window.mean(axis=-1) / max(float(np.mean(sand_rgb)), 1.0)
    centre, rim = _rim_centre(light, search)
    digits = _find_digits(light, centre)
    middle = size // 2
    where = digits.centre if digits is not None else centre
    offset = ((where[0] - middle) / READ_PX, (where[1] - middle) / READ_PX)
    colour = _ring_colour(window, light, where, sand_rgb)
    fit = ((centre[0] - middle) / READ_PX, (centre[1] - middle) / READ_PX)
    if digits is not None:
        return Badge(rim, offset, colour, _reading(digits.ink), _bare(window, sand_rgb), rim_offset=fit)
    faint = _find_digits(light, centre, faint=True)
    return Badge(rim, offset, colour, None, _bare(window, sand_rgb),
                 None if faint is None else _faint_reading(faint.ink), fit)


def _faint_reading(ink: np.ndarray) -> PriceReading | None:
    """Faint digits' price, if they are two: a faint 1 is the first stroke to fade, so one
    faint digit may be the last of two (a tower 13's 3 read alone was taken for an arcades 8)."""
    reading = _reading(ink)
    return replace(reading, confidence=min(reading.confidence, _FAINT_SURE)) if reading.digits == 2 else None


def _bare(window: FloatArray, sand_rgb: tuple[float, float, float]) -> float:
    """The least share of sand-coloured pixels in a badge's disc centred within SEARCH of the
    window's middle: of the sand's chroma (SAND_RADIUS) and about its brightness (SAND_LIGHT)."""
    size = window.shape[0]
    delta = log_chroma(window) - log_chroma(np.array(sand_rgb, np.float32))
    light = np.log(np.maximum(window.mean(axis=-1), 1.0) / max(float(np.mean(sand_rgb)), 1.0))
    sandy = ((np.hypot(delta[..., 0], delta[..., 1]) < SAND_RADIUS) & (np.abs(light) < SAND_LIGHT)
             ).astype(np.float32)
    return max(0.0, float(_correlated(sandy, _disc_spectrum(size)).min()))


def _ring_colour(window: FloatArray, light: FloatArray, centre: tuple[float, float],
                 sand_rgb: tuple[float, float, float]) -> tuple[float, float, float]:
    """Log-chroma and log-brightness of the ring between digits and rim, relative to the sand."""
    size = light.shape[0]
    ys, xs = np.mgrid[0:size, 0:size].astype(np.float32)
    radius = _octagon_radius((xs - centre[0]) / READ_PX, (ys - centre[1]) / READ_PX)
    ring = (radius > _RING[0]) & (radius < _RING[1]) & (light > 0.35)
    if not ring.any():
        return (0.0, 0.0, 0.0)
    sand = np.array(sand_rgb, np.float32)
    chroma = np.median(log_chroma(window[ring]), axis=0) - log_chroma(sand)
    brightness = float(np.median(np.log(np.maximum(light[ring], 1e-3))))
    return float(chroma[0]), float(chroma[1]), brightness


def _octagon_radius(dx: FloatArray, dy: FloatArray) -> FloatArray:
    ax, ay = np.abs(dx), np.abs(dy)
    radius: FloatArray = np.maximum(np.maximum(ax, ay), (ax + ay) / np.sqrt(2.0))
    return radius


def _rim_centre(light: FloatArray, search: float) -> tuple[tuple[float, float], float]:
    """Pixel position of the badge centre, where a dark octagonal rim fits best, and the rim's contrast.

    A search wider than SEARCH (a badge looked for further) takes the best fit inside its reach:
    one on its border is the slope of something beyond it, a wall along the tile's edge (a
    tile's south wall, 0.14 of a cell below its badge's usual place, was read there as a badge
    whose digits were a band of the wall, on painted photos of rough and near, slanted cameras),
    while a badge within shows a peak of its own."""
    size = light.shape[0]
    window = _correlated(np.minimum(light, 1.5), _rim_spectrum(size), search)
    inside = window[1:-1, 1:-1] if search > SEARCH else window
    y, x = np.unravel_index(int(np.argmax(inside)), inside.shape)
    if search > SEARCH:
        y, x = y + 1, x + 1
    reach = round(search * READ_PX)
    middle = size // 2
    return (float(middle - reach + x), float(middle - reach + y)), max(0.0, float(window[y, x]))


@cache
def _rim_spectrum(size: int) -> FloatArray:
    """The spectrum of the rim's kernel on a ``size`` square window (``_spectrum``): the dark
    octagonal rim against just around it."""
    gap = np.abs(_radii(size) - RIM)
    rim = (gap < _RIM_WIDTH / 2).astype(np.float32)
    around = ((gap > _RIM_WIDTH) & (gap < 2.5 * _RIM_WIDTH)).astype(np.float32)
    return _spectrum(around / around.sum() - rim / rim.sum())


@cache
def _disc_spectrum(size: int) -> FloatArray:
    """The spectrum of the badge's disc (``_DISC``) on a ``size`` square window (``_spectrum``)."""
    return _spectrum(_shape(size, _DISC))


def _spectrum(kernel: FloatArray) -> FloatArray:
    """A kernel centred on its window's middle as ``_correlated`` takes it: its spectrum, conjugated,
    worked out once per window size for every badge (read-only)."""
    spectrum: FloatArray = np.conj(np.fft.rfft2(np.fft.ifftshift(kernel)))
    spectrum.flags.writeable = False
    return spectrum


def _radii(size: int) -> FloatArray:
    """The octagon radius (cell units) of each pixel of a ``size`` square window from its middle."""
    offsets = (np.arange(size, dtype=np.float32) - size // 2) / READ_PX
    dx, dy = np.meshgrid(offsets, offsets)
    return _octagon_radius(dx, dy)


def _shape(size: int, radius: float) -> FloatArray:
    """The octagon of ``radius`` (cell units) as weights adding up to 1."""
    inside = (_radii(size) < radius).astype(np.float32)
    weights: FloatArray = inside / inside.sum()
    return weights


def _correlated(values: FloatArray, kernel: FloatArray, search: float = SEARCH) -> FloatArray:
    """A kernel (its ``_spectrum``) correlated with ``values`` at every centre within ``search``
    of the middle."""
    spectrum = np.fft.rfft2(values) * kernel
    score = np.fft.irfft2(spectrum, s=values.shape)
    reach = round(search * READ_PX)
    middle = values.shape[0] // 2
    window: FloatArray = score[middle - reach:middle + reach + 1, middle - reach:middle + reach + 1]
    return window


@dataclass(frozen=True)
class _Digits:
    """The ink of a badge's digits (cropped to them) and their centre in the window's pixels."""

    ink: np.ndarray
    centre: tuple[float, float]


def _find_digits(light: FloatArray, centre: tuple[float, float], faint: bool = False) -> _Digits | None:
    """The dark strokes well inside the rim, at least half as tall as the tallest, in the one band
    of rows that holds the digits (``_digit_rows``); None if blank (``faint``: their contrast
    taken against the badge's fill, ``_FAINT_CONTRAST``)."""
    size = light.shape[0]
    ys, xs = np.mgrid[0:size, 0:size].astype(np.float32)
    inside = _octagon_radius((xs - centre[0]) / READ_PX, (ys - centre[1]) / READ_PX) < _DIGITS
    values = light[inside]
    darkest, fill = float(np.percentile(values, 2)), float(np.median(values))
    if fill - darkest < (_FAINT_CONTRAST * fill if faint else _CONTRAST):
        return None
    ink = _digit_rows((light < darkest + _INK_SHARE * (fill - darkest)) & inside)
    runs = _column_groups(np.asarray(ink.any(axis=0)))
    heights = [_extent(np.asarray(ink[:, s:e].any(axis=1))) for s, e in runs]
    if not heights or max(heights) < _MIN_HEIGHT * READ_PX:
        return None
    kept = [(s, e) for (s, e), h in zip(runs, heights, strict=True) if h >= 0.5 * max(heights)]
    for (s, e), h in zip(runs, heights, strict=True):
        if h < 0.5 * max(heights):
            ink[:, s:e] = False
    if any(later[0] - earlier[1] > _DIGIT_GAP * READ_PX for earlier, later in pairwise(kept)):
        return None  # strokes far apart: no digits, things at the window's sides
    columns = np.nonzero(ink.any(axis=0))[0]
    rows = np.nonzero(ink.any(axis=1))[0]
    cropped = ink[rows[0]:rows[-1] + 1, columns[0]:columns[-1] + 1]
    if not _NARROWEST <= cropped.shape[1] / cropped.shape[0] <= _WIDEST:
        return None  # a wall's strip, no digits
    return _Digits(cropped, ((columns[0] + columns[-1] + 1) / 2, (rows[0] + rows[-1] + 1) / 2))


def _digit_rows(ink: np.ndarray) -> np.ndarray:
    """The ink of the one band of rows (a run of rows holding ink, at least _MIN_HEIGHT tall)
    nearest the window's middle, the badge's usual place; the rest cleared. The digits stand
    in one band: a rim found off the badge's centre (pulled towards a wall along the tile's
    edge) takes a strip of the wall into the digits' window, below or above them, which made
    the digits look taller and their centre lie off (a tower's 8 beside its south wall: centre
    0.06 cells low, the tile's shift read so, and its north wall then read open). The wall's
    strip may hold more ink than the digits: the band nearest the usual place is theirs."""
    bands = [(s, e) for s, e in _column_groups(np.asarray(ink.any(axis=1))) if e - s >= _MIN_HEIGHT * READ_PX]
    if not bands:  # no digits here at all: said blank as before
        return ink
    middle = ink.shape[0] / 2
    start, end = min(bands, key=lambda band: abs((band[0] + band[1]) / 2 - middle))
    kept = np.zeros_like(ink)
    kept[start:end] = ink[start:end]
    return kept


def _reading(ink: np.ndarray) -> PriceReading:
    """One digit (a narrow block of ink) or two, whose last is a 1 when it matches the first."""
    aspect = ink.shape[1] / ink.shape[0]
    if aspect < _TWO_DIGITS:
        return PriceReading(1, False, _clear(aspect, _TWO_DIGITS, 0.1, below=True))
    overlap = _best_overlap(*_split(ink))
    is_one = overlap > _SAME_GLYPH
    two = _clear(aspect, _TWO_DIGITS, 0.1, below=False)
    return PriceReading(2, is_one, min(two, _clear(overlap, _SAME_GLYPH, 0.15, below=not is_one)))


def _split(ink: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """The two glyphs, parted at the emptiest column near the middle."""
    width = ink.shape[1]
    low, high = int(0.3 * width), int(0.7 * width) + 1
    counts = ink[:, low:high].sum(axis=0)
    emptiest = np.nonzero(counts == counts.min())[0]
    cut = low + int(np.median(emptiest))
    return _crop_columns(ink[:, :cut]), _crop_columns(ink[:, cut:])


def _crop_columns(ink: np.ndarray) -> np.ndarray:
    columns = np.nonzero(ink.any(axis=0))[0]
    if len(columns) == 0:
        return ink
    cropped: np.ndarray = ink[:, columns[0]:columns[-1] + 1]
    return cropped


def _best_overlap(first: np.ndarray, last: np.ndarray) -> float:
    """Intersection over union of two glyph masks at their best horizontal alignment."""
    width = first.shape[1] + 2 * last.shape[1]
    base = np.zeros((first.shape[0], width), bool)
    base[:, last.shape[1]:last.shape[1] + first.shape[1]] = first
    best = 0.0
    for offset in range(width - last.shape[1] + 1):
        moved = np.zeros_like(base)
        moved[:, offset:offset + last.shape[1]] = last
        union = int((base | moved).sum())
        best = max(best, float((base & moved).sum()) / union if union else 0.0)
    return best


def _extent(flags: np.ndarray) -> int:
    where = np.nonzero(flags)[0]
    return int(where[-1] - where[0] + 1) if len(where) else 0


def _column_groups(has_ink: np.ndarray) -> list[tuple[int, int]]:
    """Runs of columns holding ink, as (first, past-last) pairs."""
    edges = np.diff(np.concatenate([[0], has_ink.astype(np.int8), [0]]))
    starts = np.nonzero(edges == 1)[0]
    ends = np.nonzero(edges == -1)[0]
    return [(int(s), int(e)) for s, e in zip(starts, ends, strict=True)]


def _clear(value: float, boundary: float, scale: float, below: bool) -> float:
    """Confidence 0.5..0.99 growing with the distance from a decision boundary."""
    distance = (boundary - value) if below else (value - boundary)
    return float(min(0.99, 0.5 + 0.5 * np.tanh(max(distance, 0.0) / scale)))
