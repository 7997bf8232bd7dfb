"""Colour normalised against the city's own statistics.

Every printed tile shares one sand-yellow background. Its colour in this photo is found
from the photo itself (the commonest colour of the richly coloured cells), so a colour cast
or another printing moves the reference along with the tiles. Brightness is then judged
against the sand of the cell itself, which cancels light gradients and soft shadows.

Colours are compared in log-chroma, ``(ln R/G, ln B/G)``: a colour cast (a per-channel
gain) is a translation there, and a change of brightness does not move it at all.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from .geometry import FloatArray

#: Log-chroma spread above which a cell holds more than one uniform colour (a tile's art).
COLOURFUL_SPREAD = 0.2
#: Log-chroma distance within which a pixel counts as sand, and how far a cell's own sand
#: (in a tinted shadow, a clipped highlight) may lie from the photo's.
SAND_RADIUS = 0.14
LOCAL_REACH = 0.3
_BIN = 0.04
#: A glare adds white light to the sand, which moves its log-chroma straight towards grey (0, 0),
#: beyond LOCAL_REACH under a strong glare's middle (a glared garden at a city's corner: its sand
#: 0.44 off the photo's, found nowhere, so the cell read as no paler than the photo's sand, and
#: the table, 0.99 sure). A patch without its sand near the photo's, beside a glared tile, looks
#: for it along that line, down to VEILED_LEAST of the sand's chroma (nearer grey, a white or grey
#: table's own colour). Only beside a glare: a beige table's colour lies on that line too.
VEILED_LEAST = 0.2


def log_chroma(pixels: FloatArray) -> FloatArray:
    """``(ln R/G, ln B/G)`` per pixel; the last axis of the result has length 2."""
    safe = np.maximum(pixels, 1.0)
    green = np.log(safe[..., 1])
    chroma: FloatArray = np.stack([np.log(safe[..., 0]) - green, np.log(safe[..., 2]) - green], axis=-1)
    return chroma


def chroma_spread(pixels: FloatArray) -> float:
    """How varied the colours are: the RMS distance from the mean log-chroma."""
    chroma = log_chroma(pixels).reshape(-1, 2)
    return float(np.sqrt(chroma.var(axis=0).sum()))


@dataclass(frozen=True)
class Sand:
    """The tiles' background colour in this photo."""

    chroma: tuple[float, float]
    rgb: tuple[float, float, float]

    def mask(self, pixels: FloatArray) -> FloatArray:
        """1.0 where a pixel has the sand's chroma (whatever its brightness), else 0.0."""
        delta = log_chroma(pixels) - np.array(self.chroma, np.float32)
        near: FloatArray = (np.hypot(delta[..., 0], delta[..., 1]) < SAND_RADIUS).astype(np.float32)
        return near

    def fraction(self, pixels: FloatArray) -> float:
        return float(self.mask(pixels).mean())

    def local(self, pixels: FloatArray, minimum: int = 40, veiled: bool = False) -> Sand:
        """The sand as lit in this patch: its own chroma peak near this sand's (a tinted shadow,
        a clipped highlight), else (``veiled``: a glare is known near) along the line a white veil
        moves it (``_veiled``), or this sand when the patch shows too little of it."""
        chroma = log_chroma(pixels).reshape(-1, 2)
        flat = pixels.reshape(-1, 3)
        near = np.hypot(*(chroma - np.array(self.chroma, np.float32)).T) < LOCAL_REACH
        found = self._peaked(chroma, flat, near, minimum)
        if found is None and veiled:
            found = self._peaked(chroma, flat, self._veiled(chroma), minimum)
        return found or self

    @staticmethod
    def _peaked(chroma: FloatArray, flat: FloatArray, near: FloatArray, minimum: int) -> Sand | None:
        """The sand at the chroma peak of the ``near`` points, if it holds at least ``minimum`` pixels."""
        if near.sum() < minimum:
            return None
        local = _refined(chroma[near], _histogram_peak(chroma[near]))
        selected = flat[np.hypot(*(chroma - local).T) < SAND_RADIUS]
        if len(selected) < minimum:
            return None
        red, green, blue = np.median(selected, axis=0)
        return Sand((float(local[0]), float(local[1])), (float(red), float(green), float(blue)))

    def _veiled(self, chroma: FloatArray) -> FloatArray:
        """Which of the ``chroma`` (N x 2) lie as the sand's under a white veil: within SAND_RADIUS
        of the line from the sand's chroma towards grey, at least VEILED_LEAST of the way out."""
        axis = np.array(self.chroma, np.float32)
        length = float(axis @ axis)
        if length <= 0.0:  # a grey sand: a veil does not move it
            return np.zeros(len(chroma), bool)
        along = chroma @ axis / length
        off = np.hypot(*(chroma - along[:, None] * axis).T)
        near: FloatArray = (off < SAND_RADIUS) & (along >= VEILED_LEAST) & (along <= 1.0)
        return near


def estimate_sand(patches: list[FloatArray], tile_like: list[bool]) -> Sand:
    """The commonest chroma of the patches thought to hold tiles (all patches if none do)."""
    chosen = [p for p, t in zip(patches, tile_like, strict=True) if t] or patches
    chroma = np.concatenate([log_chroma(p).reshape(-1, 2) for p in chosen])
    refined = _refined(chroma, _histogram_peak(chroma))
    pixels = np.concatenate([p.reshape(-1, 3) for p in chosen])
    sand = Sand((float(refined[0]), float(refined[1])), (1.0, 1.0, 1.0))
    near_pixels = pixels[sand.mask(pixels) > 0]
    rgb = np.median(near_pixels, axis=0) if len(near_pixels) else np.median(pixels, axis=0)
    return Sand(sand.chroma, (float(rgb[0]), float(rgb[1]), float(rgb[2])))


def commonest_chroma(chroma: FloatArray) -> FloatArray:
    """The densest chroma of a point cloud (N x 2), refined to the median of its neighbours."""
    return _refined(chroma, _histogram_peak(chroma))


def _refined(chroma: FloatArray, peak: FloatArray) -> FloatArray:
    """The median chroma of the points within SAND_RADIUS of ``peak`` (the peak if none are)."""
    delta = chroma - peak
    near = np.hypot(delta[:, 0], delta[:, 1]) < SAND_RADIUS
    refined: FloatArray = np.median(chroma[near], axis=0) if near.any() else peak
    return refined


def _histogram_peak(chroma: FloatArray) -> FloatArray:
    """The densest point of a 2-D point cloud, on a grid of ``_BIN`` smoothed over 3x3 bins."""
    low = chroma.min(axis=0)
    index = np.floor((chroma - low) / _BIN).astype(np.intp)
    shape = index.max(axis=0) + 3
    flat = (index[:, 0] + 1) * int(shape[1]) + index[:, 1] + 1
    counts = np.bincount(flat, minlength=int(shape[0] * shape[1])).reshape(int(shape[0]), int(shape[1]))
    smooth = sum(np.roll(np.roll(counts, dy, 0), dx, 1) for dy in (-1, 0, 1) for dx in (-1, 0, 1))
    i, j = np.unravel_index(int(np.argmax(smooth)), counts.shape)
    peak: FloatArray = low + (np.array([i, j], np.float32) - 0.5) * _BIN
    return peak
