"""Colour names turned into the badge coordinates the recogniser measures.

The rules name each building type's colour (blue, red, brown, white, green, purple) and
the tiles share a sand-yellow background. ``resources/photo/named-colours.json`` writes
each name as a typical CIELAB colour (lightness, chroma, hue angle) with its reasoning;
this module converts them to sRGB and then to the badge coordinates of ``badge.py``:
``(ln R/G, ln B/G)`` minus the sand's, and the log of the brightness over the sand's.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

import numpy as np

from ..engine.assets import load_json
from .geometry import FloatArray

#: CIE XYZ (D65) to linear sRGB, and the D65 white point.
_XYZ_TO_RGB = np.array([[3.2406, -1.5372, -0.4986], [-0.9689, 1.8758, 0.0415], [0.0557, -0.2040, 1.0570]])
_WHITE = np.array([0.95047, 1.0, 1.08883])
_CHROMA_STEP = 0.5


def load_named_colours() -> dict[str, Any]:
    data: dict[str, Any] = load_json("photo", "named-colours.json")
    return data


def linear_rgb(lightness: float, chroma: float, hue: float) -> FloatArray:
    """Linear sRGB (may leave 0..1) of a CIELAB colour given as L, C and hue angle (degrees)."""
    a = chroma * math.cos(math.radians(hue))
    b = chroma * math.sin(math.radians(hue))
    fy = (lightness + 16) / 116
    f = np.array([fy + a / 500, fy, fy - b / 200])
    xyz = np.where(f ** 3 > 216 / 24389, f ** 3, (f - 16 / 116) * (108 / 841)) * _WHITE
    rgb: FloatArray = _XYZ_TO_RGB @ xyz
    return rgb


def srgb(lightness: float, chroma: float, hue: float, floor: float) -> FloatArray:
    """Encoded sRGB (0..255) of the colour, its chroma reduced into the gamut, each channel
    lifted by ``floor`` (the least share of light a print reflects)."""
    while True:
        linear = linear_rgb(lightness, chroma, hue)
        if (linear.min() >= 0 and linear.max() <= 1) or chroma <= 0:
            break
        chroma = max(0.0, chroma - _CHROMA_STEP)
    lifted = floor + (1 - floor) * np.clip(linear, 0, 1)
    encoded = np.where(lifted <= 0.0031308, 12.92 * lifted, 1.055 * lifted ** (1 / 2.4) - 0.055)
    result: FloatArray = encoded * 255
    return result


def badge_coordinates(colour: FloatArray, sand: FloatArray) -> tuple[float, float, float]:
    """A colour's place relative to the sand, as ``badge.py`` measures badges."""
    c, s = np.maximum(colour, 1.0), np.maximum(sand, 1.0)
    return (math.log(c[0] / c[1]) - math.log(s[0] / s[1]),
            math.log(c[2] / c[1]) - math.log(s[2] / s[1]),
            math.log(float(c.mean()) / float(s.mean())))


def named_centres(data: Mapping[str, Any]) -> dict[str, tuple[float, float, float]]:
    """Each type's named colour in badge coordinates."""
    floor = float(data["print_floor"]["value"])
    sand_spec = data["sand"]
    sand = srgb(float(sand_spec["L"]), float(sand_spec["C"]), float(sand_spec["h"]), floor)
    return {name: badge_coordinates(srgb(float(spec["L"]), float(spec["C"]), float(spec["h"]), floor), sand)
            for name, spec in data["types"].items()}
