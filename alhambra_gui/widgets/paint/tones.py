"""Colours for banners, highlights and messages, taken from the palette, so that a light
and a dark theme both read.

A banner's ground is the window's colour tinted towards a hue (amber for news such as the
winner, a leader or Dirk's offer; blue for what to do next; red for a refusal), its text
the palette's own text colour, moved towards black or white only where it would fall short
of the WCAG contrast of 4.5:1. Coloured text (an error, a player's name) is the colour
itself, darkened or lightened against the window until it reaches that contrast.

Styles are applied through :func:`follow_palette`, which applies them again when the
application's palette changes (a desktop switching to its dark theme while the app runs).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QColor, QGuiApplication, QPalette
from PySide6.QtWidgets import QWidget

from .plain import safe_colour

MIN_CONTRAST = 4.5
LARGE_CONTRAST = 3.0
NOTE = QColor("#f1c40f")  # amber: the winner, majority leaders, Dirk's offer, reminders
INFO = QColor("#3498db")  # blue: the next step (the final scoring offered)
ERROR = QColor("#e74c3c")  # red: refusals and errors
GOOD = QColor("#27ae60")  # green: "counts"
_BLACK, _WHITE = QColor("#000000"), QColor("#ffffff")


# ---- WCAG arithmetic -------------------------------------------------------------------
def luminance(colour: QColor) -> float:
    """The relative luminance of WCAG 2 (0 black … 1 white)."""
    def channel(value: float) -> float:
        return value / 12.92 if value <= 0.04045 else ((value + 0.055) / 1.055) ** 2.4

    return (0.2126 * channel(colour.redF()) + 0.7152 * channel(colour.greenF())
            + 0.0722 * channel(colour.blueF()))


def contrast(one: QColor, other: QColor) -> float:
    """The WCAG contrast ratio of two colours, 1 … 21."""
    light, dark = sorted((luminance(one), luminance(other)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def mix(one: QColor, other: QColor, amount: float) -> QColor:
    """``one`` moved ``amount`` (0 … 1) of the way to ``other``, in whole 8-bit steps (as a
    style sheet writes it, so that the contrast measured is the contrast shown)."""
    def blend(a: int, b: int) -> int:
        return round(a + (b - a) * amount)

    return QColor(blend(one.red(), other.red()), blend(one.green(), other.green()),
                  blend(one.blue(), other.blue()))


def readable(ink: QColor, ground: QColor, ratio: float = MIN_CONTRAST) -> QColor:
    """``ink``, moved towards black or white (whichever is further from ``ground``) just
    far enough to reach ``ratio`` against ``ground``."""
    if contrast(ink, ground) >= ratio:
        return QColor(ink)
    target = _BLACK if contrast(_BLACK, ground) >= contrast(_WHITE, ground) else _WHITE
    for step in range(1, 21):
        moved = mix(ink, target, step / 20)
        if contrast(moved, ground) >= ratio:
            return moved
    return target


# ---- from the palette ------------------------------------------------------------------
def app_palette() -> QPalette:
    return QGuiApplication.palette()


def is_dark(palette: QPalette) -> bool:
    """A dark theme: the window darker than its text."""
    role = QPalette.ColorRole
    return luminance(palette.color(role.Window)) < luminance(palette.color(role.WindowText))


@dataclass(frozen=True)
class Tone:
    """A banner's colours: its ground, its text and its edge."""

    ground: QColor
    ink: QColor
    edge: QColor


def tone(palette: QPalette, hue: QColor, *, role: QPalette.ColorRole = QPalette.ColorRole.Window) -> Tone:
    """The window's (or ``role``'s) colour tinted towards ``hue``, with readable text."""
    text_role = QPalette.ColorRole.Text if role == QPalette.ColorRole.Base else QPalette.ColorRole.WindowText
    back = palette.color(role)
    ground = mix(back, hue, 0.3 if is_dark(palette) else 0.2)
    return Tone(ground, readable(palette.color(text_role), ground), mix(back, hue, 0.65))


def text_colour(palette: QPalette, hue: QColor, ratio: float = MIN_CONTRAST) -> QColor:
    """``hue`` as text on the window (an error message, a player's name); ``LARGE_CONTRAST``
    for large text (14 pt bold and up), as WCAG allows."""
    return readable(hue, palette.color(QPalette.ColorRole.Window), ratio)


def name_ink(palette: QPalette, colour: str, ratio: float = MIN_CONTRAST) -> QColor:
    """A player's name on the window: their colour as dark or light as the window needs to read
    it; the window's text for a name without a colour (Dirk)."""
    if not colour:
        return palette.windowText().color()
    return text_colour(palette, QColor(safe_colour(colour)), ratio)


def muted_text(palette: QPalette, role: QPalette.ColorRole = QPalette.ColorRole.Base) -> QColor:
    """Secondary text on ``role``: the text colour halfway to the ground, still readable."""
    ground = palette.color(role)
    text = palette.color(QPalette.ColorRole.Text if role == QPalette.ColorRole.Base
                         else QPalette.ColorRole.WindowText)
    return readable(mix(text, ground, 0.45), ground)


# ---- style sheets ----------------------------------------------------------------------
def box_style(name: str, palette: QPalette, hue: QColor, extra: str = "") -> str:
    """A banner (a frame or a label called ``name``) and the labels in it, in ``hue``'s tone."""
    t = tone(palette, hue)
    return (f"#{name} {{ background: {t.ground.name()}; color: {t.ink.name()};"
            f" border: 1px solid {t.edge.name()}; border-radius: 4px; {extra} }}"
            f" #{name} QLabel {{ color: {t.ink.name()}; background: transparent; border: none; }}")


def message_style(palette: QPalette, hue: QColor = ERROR, extra: str = "") -> str:
    """A label's text in ``hue`` (by default the red of an error), readable on the window."""
    return f"color: {text_colour(palette, hue).name()}; {extra}".strip()


class _PaletteFollower(QObject):
    """Styles its widget as it is first shown (at once if it is in sight already) and
    restyles it; joins the watcher of the window the widget is shown in. A widget first
    shown after the palette changed (a banner hidden at a switch of View ▸ Theme) is
    restyled as it shows. A widget that stays hidden (the winners' banner, Dirk's offer, a
    refusal: ten of them in the window at start) gets no sheet: a sheet makes Qt give
    the widget a style of its own and polish it anew (16 M instructions of the start)."""

    def __init__(self, widget: QWidget, apply: Callable[[QPalette], None], made_for: int = 0) -> None:
        super().__init__(widget)
        self._widget = widget
        self._apply = apply
        self._window: QWidget | None = None
        self._styled_for = made_for  # the cacheKey of the palette the style was made for (0: none yet)
        widget.installEventFilter(self)
        if widget.isVisible() and made_for != app_palette().cacheKey():
            self.restyle()

    def restyle(self) -> None:
        palette = app_palette()
        self._styled_for = palette.cacheKey()
        self._apply(palette)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Show:
            if self._widget.window() is not self._window:
                self._window = self._widget.window()
                _watcher(self._window).add(self)
            if app_palette().cacheKey() != self._styled_for:
                self.restyle()
        return False


class _PaletteWatcher(QObject):
    """One per window: Qt tells a change of the application's palette to windows only (a
    widget with a style sheet hears nothing), so the window passes it on to its followers."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.setObjectName("paletteWatcher")
        self._followers: list[_PaletteFollower] = []
        window.installEventFilter(self)

    def add(self, follower: _PaletteFollower) -> None:
        self._followers.append(follower)
        follower.destroyed.connect(lambda _=None, f=follower: self._drop(f))

    def _drop(self, follower: _PaletteFollower) -> None:
        if follower in self._followers:
            self._followers.remove(follower)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ApplicationPaletteChange:
            for follower in list(self._followers):
                follower.restyle()
        return False


def _watcher(window: QWidget) -> _PaletteWatcher:
    found = window.findChild(_PaletteWatcher, "paletteWatcher", Qt.FindChildOption.FindDirectChildrenOnly)
    return found if isinstance(found, _PaletteWatcher) else _PaletteWatcher(window)


def set_style(widget: QWidget, sheet: str) -> None:
    """Give ``widget`` the style sheet ``sheet`` unless it has it: a sheet set again, even the
    same, polishes the widget anew and lays out what holds it (a panel refreshed on every
    open and every switch of language)."""
    if widget.styleSheet() != sheet:
        widget.setStyleSheet(sheet)


def follow_palette(widget: QWidget, style: Callable[[QPalette], str]) -> None:
    """Give ``widget`` the style sheet ``style(palette)`` as it is first shown (now if it is
    in sight) and whenever the application's palette changes (once it has been shown)."""
    _PaletteFollower(widget, lambda palette: widget.setStyleSheet(style(palette)))


def follow_palette_by(widget: QWidget, compose: Callable[[], None]) -> None:
    """Run ``compose()`` again whenever the application's palette changes (or as ``widget``
    shows after a change): for a text that carries its colours in it (a name in its player's
    colour, as dark or light as the window needs), composed just now with the palette in force
    (so nothing is composed again as it first shows)."""
    _PaletteFollower(widget, lambda _palette: compose(), made_for=app_palette().cacheKey())


def mute(widget: QWidget) -> None:
    """A secondary line (a hint, a summary, a module's kind): its text halfway to the window
    colour, readable at 4.5:1, made again for the palette in force whenever it changes (a
    palette set once would keep the light theme's grey on a dark window)."""
    follow_palette(widget, muted_style)


def muted_style(palette: QPalette) -> str:
    """The style sheet of a secondary line on the window (see :func:`mute`)."""
    grey = palette.color(QPalette.ColorGroup.Disabled, QPalette.ColorRole.WindowText)
    return (f"QWidget {{ color: {muted_text(palette, QPalette.ColorRole.Window).name()}; }}"
            f" QWidget:disabled {{ color: {grey.name()}; }}")


def overlay_style(palette: QPalette) -> str:
    """The city view's note over the city: the palette's tooltip colours (readable on each
    other), framed."""
    role = QPalette.ColorRole
    ground = palette.color(role.ToolTipBase)
    ink = readable(palette.color(role.ToolTipText), ground)
    edge = mix(ground, ink, 0.45)
    return (f"QLabel {{ background: {ground.name()}; color: {ink.name()}; border: 1px solid {edge.name()};"
            " border-radius: 5px; padding: 5px 8px; font-size: 10pt; }")


def toggle_style(palette: QPalette) -> str:
    """Checkable tool buttons (a piece's sides, its types, a face's moats) whose state reads
    at a glance: a checked one in the palette's highlight, an unchecked one framed on the
    button colour. Qt's own styles tell them apart by a shade that a dark theme loses."""
    role = QPalette.ColorRole
    ground, text = palette.color(role.Button), palette.color(role.ButtonText)
    edge, on = mix(ground, text, 0.4), palette.color(role.Highlight)
    ink = readable(palette.color(role.HighlightedText), on)
    return (f"QToolButton {{ background: {ground.name()}; color: {readable(text, ground).name()};"
            f" border: 1px solid {edge.name()}; border-radius: 3px; padding: 3px 7px; }}"
            f" QToolButton:checked {{ background: {on.name()}; color: {ink.name()};"
            f" border: 1px solid {on.darker(130).name()}; font-weight: bold; }}"
            f" QToolButton:focus {{ border: 2px solid {on.lighter(130).name()}; }}")
