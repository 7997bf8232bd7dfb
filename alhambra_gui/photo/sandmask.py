"""The photo as the block finder sees it (``locate``): small, its sand (the tiles' common
background colour) as a mask, and the direction the tiles' sides run."""

from __future__ import annotations

import numpy as np
from PIL import Image

from .colour import SAND_RADIUS, commonest_chroma, log_chroma
from .errors import NoTilesError
from .geometry import FloatArray
from .gridlines import box_mean, vertex
from .image import PhotoSource, decode, opened_photo, oriented_size

#: The longest side the finder looks at.
WORK_SIDE = 1400
#: A patch whose chroma spreads this much is busy (a tile's art, not the table); the sand is
#: looked for among busy pixels at least _NOT_TABLE (chroma) away from the table's colour.
_BUSY = 0.12
_NOT_TABLE = 0.25
#: A pixel is sand when its chroma is this near the sand's; darker pixels have no chroma to judge.
_SAND_REACH = SAND_RADIUS + 0.04
_DARK = 40
#: Too little sand in the photo for even one tile (share of its pixels).
_LEAST_SAND = 0.002

def working_image(source: PhotoSource | FloatArray) -> tuple[np.ndarray, float]:
    """The photo as uint8 RGB with its longest side at most about WORK_SIDE, and its scale
    (working pixels per photo pixel)."""
    if isinstance(source, np.ndarray):
        image = Image.fromarray(np.clip(source[..., :3], 0, 255).astype(np.uint8))
        size = image.size
    else:
        with opened_photo(source) as opened:
            size = oriented_size(opened)
            reduce = max(1.0, max(size) / WORK_SIDE)
            image = decode(opened, source, (max(1, int(size[0] / reduce)), max(1, int(size[1] / reduce))))
    factor = WORK_SIDE / max(image.size)
    if factor < 1.0:
        image = image.resize((max(1, round(image.width * factor)), max(1, round(image.height * factor))),
                             Image.Resampling.BOX)
    return np.asarray(image), image.width / size[0]


def sand_mask(work: np.ndarray) -> FloatArray:
    """1 where a pixel has the tiles' sand colour, else 0."""
    chroma = log_chroma(work.astype(np.float32))
    light = _light(work)
    size = max(5, max(work.shape[:2]) // 100) | 1
    variance = box_mean(chroma * chroma, size) - box_mean(chroma, size) ** 2
    np.maximum(variance, 0, out=variance)
    spread = np.sqrt(variance[..., 0] + variance[..., 1])  # the two chroma axes' sum, as over the last axis
    busy = _spread_out(spread > _BUSY, size) & light
    calm = _every(chroma, ~busy & light, 7)
    points = _every(chroma, busy, 5)
    if len(calm) > 500:  # the table: the photo's commonest calm colour, which the busy parts border on
        table = commonest_chroma(calm)
        points = points[np.hypot(*(points - table).T) > _NOT_TABLE]
    if len(points) < 500:
        raise NoTilesError("no tiles of the game were found in the photo")
    sand = commonest_chroma(points)
    near = np.hypot(*(chroma - sand).transpose(2, 0, 1)) < _SAND_REACH
    mask: FloatArray = (near & light).astype(np.float32)
    if mask.mean() < _LEAST_SAND:
        raise NoTilesError("no tiles of the game were found in the photo")
    return mask


def _light(work: np.ndarray) -> np.ndarray:
    """Whether each pixel's mean brightness is above _DARK: for 8-bit pixels, their whole sum above
    three times it (the same answer as the mean's, without a mean along an axis of three)."""
    if work.dtype != np.uint8 or not isinstance(_DARK, int):
        lit: np.ndarray = work.mean(axis=-1) > _DARK
        return lit
    total = work[..., 0].astype(np.uint16)
    total += work[..., 1]
    total += work[..., 2]
    return total > 3 * _DARK


def _spread_out(mask: np.ndarray, size: int) -> np.ndarray:
    """``mask`` true wherever a ``size`` x ``size`` box (clipped at the edges) holds a true pixel:
    what a box mean of it above zero says, by shifted ORs, each axis in steps that double."""
    half = size // 2
    for axis in (0, 1):
        reach = 0
        while reach < half:
            step = min(reach + 1, half - reach)  # what is covered reaches that far on each side, edges too
            grown = mask.copy()
            source, target = np.moveaxis(mask, axis, 0), np.moveaxis(grown, axis, 0)
            target[step:] |= source[:-step]
            target[:-step] |= source[step:]
            mask, reach = grown, reach + step
    return mask


def _every(chroma: FloatArray, chosen: np.ndarray, step: int) -> FloatArray:
    """``chroma[chosen][::step]``, taking only the pixels kept."""
    picked: FloatArray = chroma.reshape(-1, chroma.shape[-1]).take(np.flatnonzero(chosen)[::step], axis=0)
    return picked


def direction(sand: FloatArray) -> float:
    """The tiles' sides' direction (radians, -45 to 45 degrees): the commonest edge direction
    modulo a quarter turn."""
    size = max(5, max(sand.shape) // 200) | 1
    soft = box_mean(box_mean(sand, size), size)  # soft enough that the pixel grid's own directions fade
    gy, gx = (np.asarray(g, np.float32) for g in np.gradient(soft))
    weight = np.hypot(gx, gy)
    strong = weight > 0.02
    angles = np.mod(np.arctan2(gy[strong], gx[strong]), np.pi / 2)
    counts, _ = np.histogram(angles, bins=90, range=(0, np.pi / 2), weights=weight[strong])
    smooth = np.sum([np.roll(counts, k) for k in (-2, -1, 0, 1, 2)], axis=0)
    peak = int(np.argmax(smooth))
    neighbours = (float(smooth[peak - 1]), float(smooth[peak]), float(smooth[(peak + 1) % 90]))
    angle = (peak + 0.5 + vertex(*neighbours)) * (np.pi / 180)
    return angle - np.pi / 2 if angle >= np.pi / 4 else angle
