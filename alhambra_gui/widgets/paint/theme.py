"""View ▸ Theme: the system's colours, light or dark, switched while the app runs.

A choice asks Qt for the colour scheme (``QStyleHints.setColorScheme``, Qt 6.8+); where the
platform honours it, its own style draws the scheme. Where it does not (a bare X11 session,
the offscreen platform, Qt before 6.8), the app draws with Qt's Fusion style (its check
boxes edged: framed_fusion.py) and a palette of its own: the dark one of
``resources/themes/themes.json``, Fusion's standard one for light. "System" gives the
colours back to the platform: the style the app started with and the platform's palette.

Everything the app draws asks the palette in force when it paints (tones.py for banners
and text, ``scene_tones`` for a city's paper, grid and highlights), and widgets styled from
the palette follow its changes (``tones.follow_palette``): a switch shows at once.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, fields
from functools import cache
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication, QProxyStyle, QStyle

from ...app.settings import THEMES
from ...engine import resource
from .framed_fusion import FramedFusion
from .tones import app_palette, is_dark

SYSTEM, LIGHT, DARK = THEMES


def _colour(value: str | list[int]) -> QColor:
    return QColor(value) if isinstance(value, str) else QColor(*value)


@cache
def _data() -> dict[str, Any]:
    found: dict[str, Any] = json.loads(resource("themes", "themes.json").read_text(encoding="utf-8"))
    return found


def dark_palette() -> QPalette:
    """The app's own dark palette (for Fusion, where the platform gives none)."""
    data = dict(_data()["dark_palette"])
    disabled = data.pop("disabled", {})
    palette = QPalette()
    for role, colour in data.items():
        palette.setColor(getattr(QPalette.ColorRole, role), QColor(colour))
    for role, colour in disabled.items():
        palette.setColor(QPalette.ColorGroup.Disabled, getattr(QPalette.ColorRole, role), QColor(colour))
    return palette


@dataclass(frozen=True)
class SceneTones:
    """What a city is drawn on and with (``themes.json``'s ``scene``, one scheme's)."""

    paper: QColor
    grid_fill: QColor
    grid_line: QColor
    legal_fill: QColor
    legal_line: QColor
    aided_fill: QColor
    aided_line: QColor
    illegal_line: QColor
    cursor_line: QColor
    refused_fill: QColor
    problem: QColor
    mark_line: QColor
    mark_fill: QColor
    second_wall: QColor


@cache
def _scene(scheme: str) -> SceneTones:
    data = _data()["scene"][scheme]
    return SceneTones(**{field.name: _colour(data[field.name]) for field in fields(SceneTones)})


def scene_tones(palette: QPalette | None = None) -> SceneTones:
    """The city's colours for ``palette`` (by default the application's): the dark
    scheme's under a dark palette, the light one's otherwise."""
    return _scene(DARK if is_dark(palette or app_palette()) else LIGHT)


class _Start:
    """The style the application started with (``System`` gives it back)."""

    style: str | None = None


def apply_theme(app: QApplication, choice: str) -> str:
    """Draw the app in ``choice`` ("system", "light", "dark") from now on; returns the scheme
    shown ("light" or "dark")."""
    hints = QGuiApplication.styleHints()
    if _Start.style is None:
        _Start.style = app.style().name()
        if choice not in (LIGHT, DARK):  # a start in the system's colours: nothing to change
            return DARK if is_dark(app.palette()) else LIGHT
    if choice not in (LIGHT, DARK):
        hints.unsetColorScheme()
        _use_style(app, _Start.style)
        app.setPalette(QPalette())  # the platform's palette again
        return DARK if is_dark(app.palette()) else LIGHT
    wanted = Qt.ColorScheme.Dark if choice == DARK else Qt.ColorScheme.Light
    hints.setColorScheme(wanted)
    if hints.colorScheme() == wanted:  # the platform honours it: its style, its palette
        _use_style(app, _Start.style)
        app.setPalette(QPalette())
        return choice
    if not isinstance(app.style(), FramedFusion):
        app.setStyle(FramedFusion())  # Fusion, its check boxes edged on the dark palette
    app.setPalette(dark_palette() if choice == DARK else app.style().standardPalette())
    return choice


def style_name(style: QStyle) -> str:
    """The name of the style that draws (Fusion's for the app's own ``FramedFusion``)."""
    return (style.baseStyle() if isinstance(style, QProxyStyle) else style).name()


def _use_style(app: QApplication, name: str) -> None:
    if isinstance(app.style(), QProxyStyle) or app.style().name().casefold() != name.casefold():
        app.setStyle(name)
