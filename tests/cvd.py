"""Colour vision deficiency for the tests: a rendered picture as a protanope, a deuteranope
and a tritanope see it, and how far apart two colours look.

The simulation is Machado, Oliveira and Fernandes (2009), "A Physiologically-based Model for
Simulation of Color Vision Deficiency", IEEE TVCG 15(6), at severity 1.0 (dichromacy): a 3×3
matrix applied to linear RGB. Colour differences are CIEDE2000 (CIE 2001) in CIELAB under D65.
"""

from __future__ import annotations

import numpy as np
from PySide6.QtGui import QColor, QImage

#: Machado et al. 2009, Table 1 of the supplement, severity 1.0; rows give R', G', B'.
MACHADO = {
    "protanopia": np.array([[0.152286, 1.052583, -0.204868],
                            [0.114503, 0.786281, 0.099216],
                            [-0.003882, -0.048116, 1.051998]]),
    "deuteranopia": np.array([[0.367322, 0.860646, -0.227968],
                              [0.280085, 0.672501, 0.047413],
                              [-0.011820, 0.042940, 0.968881]]),
    "tritanopia": np.array([[1.255528, -0.076749, -0.178779],
                            [-0.078411, 0.930809, 0.147602],
                            [0.004733, 0.691367, 0.303900]]),
}
VISIONS = ("normal", *MACHADO)
_XYZ = np.array([[0.4124564, 0.3575761, 0.1804375],
                 [0.2126729, 0.7151522, 0.0721750],
                 [0.0193339, 0.1191920, 0.9503041]])
_WHITE = np.array([0.95047, 1.0, 1.08883])


def pixels(image: QImage) -> np.ndarray:
    """The picture as an array of sRGB values 0 … 255 (height × width × 3)."""
    rgb = image.convertToFormat(QImage.Format.Format_RGB888)
    raw = np.frombuffer(rgb.constBits(), np.uint8).reshape(rgb.height(), rgb.bytesPerLine())
    return raw[:, :rgb.width() * 3].reshape(rgb.height(), rgb.width(), 3).astype(float)


def linear(srgb: np.ndarray) -> np.ndarray:
    c = np.asarray(srgb, float) / 255.0
    return np.where(c <= 0.04045, c / 12.92, ((c + 0.055) / 1.055) ** 2.4)


def seen(srgb: np.ndarray, vision: str) -> np.ndarray:
    """``srgb`` (… × 3) as ``vision`` sees it, in linear RGB 0 … 1."""
    lin = linear(srgb)
    if vision == "normal":
        return lin
    return np.clip(lin @ MACHADO[vision].T, 0.0, 1.0)


def lab(lin: np.ndarray) -> np.ndarray:
    """Linear RGB (… × 3) in CIELAB (D65)."""
    t = (lin @ _XYZ.T) / _WHITE
    d = 6 / 29
    f = np.where(t > d ** 3, np.cbrt(t), t / (3 * d * d) + 4 / 29)
    return np.stack([116 * f[..., 1] - 16, 500 * (f[..., 0] - f[..., 1]), 200 * (f[..., 1] - f[..., 2])], -1)


def ciede2000(one: np.ndarray, other: np.ndarray) -> np.ndarray:
    """CIEDE2000 between CIELAB colours (… × 3), element-wise."""
    l1, a1, b1 = np.moveaxis(np.asarray(one, float), -1, 0)
    l2, a2, b2 = np.moveaxis(np.asarray(other, float), -1, 0)
    c_mean = (np.hypot(a1, b1) + np.hypot(a2, b2)) / 2
    g = 0.5 * (1 - np.sqrt(c_mean ** 7 / (c_mean ** 7 + 25 ** 7)))
    a1p, a2p = (1 + g) * a1, (1 + g) * a2
    c1p, c2p = np.hypot(a1p, b1), np.hypot(a2p, b2)
    h1p, h2p = np.degrees(np.arctan2(b1, a1p)) % 360, np.degrees(np.arctan2(b2, a2p)) % 360
    chroma = c1p * c2p
    dh = np.where(chroma == 0, 0, h2p - h1p)
    dh = np.where(dh > 180, dh - 360, np.where(dh < -180, dh + 360, dh))
    d_l, d_c = l2 - l1, c2p - c1p
    d_h = 2 * np.sqrt(chroma) * np.sin(np.radians(dh / 2))
    l_mean, cp_mean = (l1 + l2) / 2, (c1p + c2p) / 2
    h_sum = h1p + h2p
    wrapped = np.where(h_sum < 360, (h_sum + 360) / 2, (h_sum - 360) / 2)
    h_mean = np.where(chroma == 0, h_sum, np.where(np.abs(h1p - h2p) <= 180, h_sum / 2, wrapped))
    t = (1 - 0.17 * np.cos(np.radians(h_mean - 30)) + 0.24 * np.cos(np.radians(2 * h_mean))
         + 0.32 * np.cos(np.radians(3 * h_mean + 6)) - 0.20 * np.cos(np.radians(4 * h_mean - 63)))
    d_theta = 30 * np.exp(-(((h_mean - 275) / 25) ** 2))
    r_c = 2 * np.sqrt(cp_mean ** 7 / (cp_mean ** 7 + 25 ** 7))
    s_l = 1 + 0.015 * (l_mean - 50) ** 2 / np.sqrt(20 + (l_mean - 50) ** 2)
    s_c, s_h = 1 + 0.045 * cp_mean, 1 + 0.015 * cp_mean * t
    r_t = -np.sin(np.radians(2 * d_theta)) * r_c
    return np.sqrt((d_l / s_l) ** 2 + (d_c / s_c) ** 2 + (d_h / s_h) ** 2 + r_t * (d_c / s_c) * (d_h / s_h))


def colour_lab(colour: QColor, vision: str) -> np.ndarray:
    return lab(seen(np.array([colour.red(), colour.green(), colour.blue()], float), vision))
