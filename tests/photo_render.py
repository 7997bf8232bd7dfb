"""Painted Alhambra tiles for the photo-import tests (numpy and Pillow only, no real photos).

A ``Printing`` is one copy of the game: its sand colour, the art of each building type
(shapes and colours of the type's own, shared by all its tiles), the badge colours (from
the types' colour names, not from any photo) and the walls' stone. ``paint_tile`` draws one tile's top face.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, field
from functools import cache

import numpy as np
from PIL import Image, ImageDraw, ImageFilter, ImageFont

from alhambra_gui.photo.catalogue import TileRef

RGB = tuple[int, int, int]
WALL_BAND = 0.078
BADGE_CENTRE = (0.77, 0.79)
BADGE_RADIUS = 0.135
PLAYER_COLOURS: tuple[RGB, ...] = ((200, 40, 40), (40, 90, 200), (60, 160, 60), (230, 200, 40),
                                   (40, 40, 40), (235, 235, 235))

#: Each printing's badge colours start from a colour of the type's name (rules section 1) as
#: screens name them (CSS colour keywords), printed more or less muted: a source independent
#: of the recogniser's prior (resources/photo/named-colours.json, CIELAB typical colours).
NAMED: dict[str, list[RGB]] = {
    # steelblue, cornflowerblue, royalblue, cadetblue
    "pavilion": [(70, 130, 180), (100, 149, 237), (65, 105, 225), (95, 158, 160)],
    # firebrick, indianred, crimson, a scarlet
    "seraglio": [(178, 34, 34), (205, 92, 92), (220, 20, 60), (200, 50, 40)],
    # sienna, saddlebrown, peru, a mid brown
    "arcades": [(160, 82, 45), (139, 69, 19), (205, 133, 63), (150, 100, 60)],
    # ivory, whitesmoke, linen, aliceblue
    "chambers": [(255, 255, 240), (245, 245, 245), (250, 240, 230), (240, 248, 255)],
    # forestgreen, seagreen, olivedrab, mediumseagreen
    "garden": [(34, 139, 34), (46, 139, 87), (107, 142, 35), (60, 179, 113)],
    # purple, mediumpurple, darkorchid, rebeccapurple
    "tower": [(128, 0, 128), (147, 112, 219), (153, 50, 204), (102, 51, 153)],
}
#: The darkest a printed colour's channel gets (about 1 % of the light, encoded).
PRINT_FLOOR = 25
#: The least mean channel of a badge's fill: black digits must stay legible on it.
LEGIBLE = 140
#: Art colours any type may use beside its own colour: stone, plaster, roofs, shade, foliage.
ART_EXTRAS: tuple[RGB, ...] = ((236, 232, 220), (200, 190, 170), (150, 145, 140), (190, 120, 90),
                               (110, 75, 50), (70, 65, 60), (60, 120, 50), (120, 170, 80), (90, 150, 170))


@dataclass
class Printing:
    """One copy of the game as printed: colours relative to its sand, art seeds per type."""

    sand: RGB
    badges: dict[str, RGB]
    art: dict[str, list[RGB]]
    wall: RGB = (84, 54, 34)
    seeds: dict[str, int] = field(default_factory=dict)


def printing(rng: random.Random, badge_drift: float = 0.0) -> Printing:
    """A random printing: each type's badge one of its named colours, the whole set muted by one
    amount (ink on board), then ``badge_drift`` (log units) moves each badge colour on its own."""
    sand = (int(rng.uniform(225, 248)), int(rng.uniform(195, 220)), int(rng.uniform(100, 130)))
    muted = rng.uniform(0.0, 0.35)
    badges = {}
    for name, choices in NAMED.items():
        base = _legible(_mute(_jitter(rng.choice(choices), rng, 12), muted))
        drift = [rng.uniform(-badge_drift, badge_drift) for _ in range(3)]
        badges[name] = _moved(base, drift[0], drift[1], drift[2] / 2)
    art = {name: [_jitter(badges[name], rng, 10), *rng.sample(ART_EXTRAS, 2), rng.choice(ART_EXTRAS[6:8])]
           for name in NAMED}
    return Printing(sand, badges, art, seeds={name: rng.randrange(10**6) for name in NAMED})


def _mute(colour: RGB, amount: float) -> RGB:
    """The colour moved ``amount`` of the way towards its own grey (a weaker ink), each channel at
    least PRINT_FLOOR (no ink on board absorbs all of a channel's light)."""
    grey = sum(colour) / 3
    return tuple(max(PRINT_FLOOR, round(c + (grey - c) * amount)) for c in colour)  # type: ignore[return-value]


def _legible(colour: RGB) -> RGB:
    """The colour lightened towards white until black digits read on it (a mean of at least
    LEGIBLE), as a badge's fill must be for the players to read its price."""
    mean = sum(colour) / 3
    if mean >= LEGIBLE:
        return colour
    share = (LEGIBLE - mean) / (255 - mean)
    return tuple(round(c + (255 - c) * share) for c in colour)  # type: ignore[return-value]


def _moved(colour: RGB, a: float, b: float, level: float) -> RGB:
    """The colour with its log-chroma moved by (a, b) and its log-brightness by ``level``."""
    red, green, blue = (max(c, 8) for c in colour)
    red, blue = red * math.exp(a), blue * math.exp(b)
    scale = math.exp(level) * sum(colour) / (red + green + blue)
    return tuple(int(min(255, max(0, v * scale))) for v in (red, green, blue))  # type: ignore[return-value]


def _jitter(colour: RGB, rng: random.Random, amount: int) -> RGB:
    return tuple(int(min(255, max(0, c + rng.randint(-amount, amount)))) for c in colour)  # type: ignore[return-value]


@cache
def _font(size: int) -> ImageFont.FreeTypeFont | ImageFont.ImageFont:
    return ImageFont.load_default(size=size)


def paint_tile(p: Printing, tile: TileRef | None, px: int, rng: random.Random,
               player: RGB = PLAYER_COLOURS[0]) -> Image.Image:
    """The top face of a building tile (``tile``) or of the fountain (None), ``px`` square."""
    image = _sand(p.sand, px, rng)
    draw = ImageDraw.Draw(image)
    if tile is None:
        _fountain(draw, px, player)
    else:
        _art(draw, tile.type, p, px)
        _badge(draw, p.badges[tile.type], tile.price, px)
        for side in tile.walls:
            _wall(image, side, p.wall, px, rng)
    return image


def _sand(sand: RGB, px: int, rng: random.Random) -> Image.Image:
    """Sand with the printed mottling: soft blotches a few per cent lighter or darker."""
    small = np.random.default_rng(rng.randrange(10**6)).normal(0, 1, (8, 8))
    mottle = np.asarray(Image.fromarray(((small + 3) * 40).clip(0, 255).astype(np.uint8)).resize(
        (px, px), Image.BICUBIC), np.float32) / 120.0 - 1.0
    base = np.array(sand, np.float32) * (1 + 0.05 * mottle[..., None])
    return Image.fromarray(base.clip(0, 255).astype(np.uint8))


def _box(px: int, x0: float, y0: float, x1: float, y1: float) -> list[float]:
    return [x0 * px, y0 * px, x1 * px, y1 * px]


def _art(draw: ImageDraw.ImageDraw, kind: str, p: Printing, px: int) -> None:
    """The type's building: the same shapes on every tile of the type (seeded by the printing)."""
    rng = random.Random(p.seeds[kind])
    main, second, third, green = p.art[kind]
    lawn = [(0.16, 0.78), (0.5, 0.66), (0.66, 0.84), (0.3, 0.92)]
    draw.polygon([(x * px, y * px) for x, y in lawn], fill=green)
    LAYOUTS[kind](draw, px, (main, second, third, green))
    for _ in range(6):  # small figures and shrubs
        x, y = rng.uniform(0.12, 0.55), rng.uniform(0.7, 0.86)
        draw.ellipse(_box(px, x, y, x + 0.03, y + 0.04), fill=third)


def _pavilion(draw: ImageDraw.ImageDraw, px: int, c: tuple[RGB, RGB, RGB, RGB]) -> None:
    draw.rectangle(_box(px, 0.2, 0.3, 0.56, 0.62), fill=c[0])
    draw.polygon([(0.16 * px, 0.32 * px), (0.38 * px, 0.14 * px), (0.6 * px, 0.32 * px)], fill=c[1])
    draw.rectangle(_box(px, 0.14, 0.6, 0.42, 0.72), fill=c[2])
    for k in range(3):
        draw.ellipse(_box(px, 0.62 + 0.07 * k, 0.2, 0.67 + 0.07 * k, 0.55), fill=c[3])


def _seraglio(draw: ImageDraw.ImageDraw, px: int, c: tuple[RGB, RGB, RGB, RGB]) -> None:
    draw.rectangle(_box(px, 0.12, 0.34, 0.72, 0.64), fill=c[1])
    draw.polygon([(0.1 * px, 0.36 * px), (0.42 * px, 0.22 * px), (0.74 * px, 0.36 * px)], fill=c[0])
    for k in range(3):
        x = 0.16 + 0.2 * k
        turret = [(x, 0.26), (x + 0.07, 0.1), (x + 0.14, 0.26)]
        draw.polygon([(a * px, b * px) for a, b in turret], fill=c[2])


def _arcades(draw: ImageDraw.ImageDraw, px: int, c: tuple[RGB, RGB, RGB, RGB]) -> None:
    draw.rectangle(_box(px, 0.32, 0.3, 0.72, 0.62), fill=c[1])
    draw.polygon([(0.3 * px, 0.32 * px), (0.52 * px, 0.16 * px), (0.74 * px, 0.32 * px)], fill=c[0])
    for k in range(4):
        draw.rectangle(_box(px, 0.36 + 0.09 * k, 0.46, 0.4 + 0.09 * k, 0.6), fill=c[3])
    for k in range(3):
        draw.ellipse(_box(px, 0.1 + 0.07 * k, 0.12 + 0.04 * k, 0.16 + 0.07 * k, 0.6), fill=c[2])


def _chambers(draw: ImageDraw.ImageDraw, px: int, c: tuple[RGB, RGB, RGB, RGB]) -> None:
    draw.rectangle(_box(px, 0.14, 0.16, 0.38, 0.66), fill=c[0])
    draw.rectangle(_box(px, 0.38, 0.3, 0.74, 0.58), fill=c[0])
    draw.rectangle(_box(px, 0.12, 0.12, 0.4, 0.18), fill=c[1])
    draw.rectangle(_box(px, 0.36, 0.26, 0.76, 0.32), fill=c[1])
    for k in range(4):
        draw.rectangle(_box(px, 0.42 + 0.08 * k, 0.38, 0.46 + 0.08 * k, 0.5), fill=c[2])


def _garden(draw: ImageDraw.ImageDraw, px: int, c: tuple[RGB, RGB, RGB, RGB]) -> None:
    for k in range(5):
        for j in range(4):
            x, y = 0.18 + 0.12 * k, 0.2 + 0.13 * j
            draw.rectangle(_box(px, x, y, x + 0.09, y + 0.09), fill=c[0] if (k + j) % 2 else c[2])
    draw.ellipse(_box(px, 0.42, 0.4, 0.56, 0.52), fill=c[1])


def _tower(draw: ImageDraw.ImageDraw, px: int, c: tuple[RGB, RGB, RGB, RGB]) -> None:
    draw.rectangle(_box(px, 0.2, 0.48, 0.66, 0.68), fill=c[2])
    draw.rectangle(_box(px, 0.34, 0.1, 0.52, 0.64), fill=c[0])
    draw.rectangle(_box(px, 0.32, 0.07, 0.54, 0.13), fill=c[1])
    draw.rectangle(_box(px, 0.2, 0.46, 0.66, 0.5), fill=c[1])
    draw.ellipse(_box(px, 0.6, 0.2, 0.72, 0.32), fill=c[3])


LAYOUTS = {"pavilion": _pavilion, "seraglio": _seraglio, "arcades": _arcades, "chambers": _chambers,
           "garden": _garden, "tower": _tower}


def _badge(draw: ImageDraw.ImageDraw, colour: RGB, price: int, px: int) -> None:
    cx, cy = BADGE_CENTRE[0] * px, BADGE_CENTRE[1] * px
    outer = [_octagon_point(cx, cy, BADGE_RADIUS * px, k) for k in range(8)]
    inner = [_octagon_point(cx, cy, (BADGE_RADIUS - 0.012) * px, k) for k in range(8)]
    draw.polygon(outer, fill=(60, 50, 45))
    draw.polygon(inner, fill=colour)
    size = max(8, round(0.15 * px))
    bold = max(1, size // 14)
    draw.text((cx, cy), str(price), font=_font(size), fill=(250, 250, 245), anchor="mm",
              stroke_width=bold + max(1, size // 10), stroke_fill=(250, 250, 245))  # the white outline
    draw.text((cx, cy), str(price), font=_font(size), fill=(15, 12, 10), anchor="mm",
              stroke_width=bold, stroke_fill=(15, 12, 10))  # bold black digits


def _octagon_point(cx: float, cy: float, radius: float, k: int) -> tuple[float, float]:
    """Corner ``k`` of an octagon with flat sides facing the axes, ``radius`` to the flats."""
    angle = math.pi / 8 + k * math.pi / 4
    reach = radius / math.cos(math.pi / 8)
    return cx + reach * math.cos(angle), cy + reach * math.sin(angle)


def _wall(image: Image.Image, side: str, colour: RGB, px: int, rng: random.Random) -> None:
    """A dark stone band along ``side``, its ends cut at 45 degrees (mitred at the corners)."""
    band = WALL_BAND * px
    top = [(0.0, 0.0), (float(px), 0.0), (px - band, band), (band, band)]
    turns = {"N": 0, "E": 1, "S": 2, "W": 3}[side]
    points = []
    for x, y in top:  # turn the north band clockwise onto its side
        for _ in range(turns):
            x, y = px - y, x
        points.append((x, y))
    mask = Image.new("L", (px, px), 0)
    ImageDraw.Draw(mask).polygon(points, fill=255)
    stones = np.random.default_rng(rng.randrange(10**6)).normal(1, 0.18, (px // 4 + 1, px // 4 + 1, 1))
    texture = np.kron(stones, np.ones((4, 4, 1)))[:px, :px] * np.array(colour, np.float32)
    image.paste(Image.fromarray(texture.clip(0, 255).astype(np.uint8)), (0, 0), mask)


def _fountain(draw: ImageDraw.ImageDraw, px: int, player: RGB) -> None:
    """The start tile in the printed manner: a square of the player's colour seen at a slant, hedges at
    its sides, water channels in a cross and a round basin in the middle, shrubs at the corners."""
    def at(x: float, y: float) -> tuple[float, float]:
        return (0.5 + 0.27 * x - 0.06 * y) * px, (0.52 + 0.07 * x + 0.22 * y) * px

    for sx, sy in ((-1.15, 0), (1.15, 0), (0, -1.2), (0, 1.2)):
        cx, cy = at(sx, sy)
        draw.ellipse([cx - 0.1 * px, cy - 0.07 * px, cx + 0.1 * px, cy + 0.07 * px], fill=(96, 140, 52))
    draw.polygon([at(-1, -1), at(1, -1), at(1, 1), at(-1, 1)], fill=player)
    for a, b in (((-0.2, -1), (0.2, 1)), ((-1, -0.2), (1, 0.2))):
        draw.polygon([at(a[0], a[1]), at(b[0], a[1]), at(b[0], b[1]), at(a[0], b[1])], fill=(225, 212, 175))
    for a, b in (((-0.07, -0.9), (0.07, 0.9)), ((-0.9, -0.07), (0.9, 0.07))):
        draw.polygon([at(a[0], a[1]), at(b[0], a[1]), at(b[0], b[1]), at(a[0], b[1])], fill=(80, 180, 210))
    cx, cy = at(0, 0)
    draw.ellipse([cx - 0.13 * px, cy - 0.09 * px, cx + 0.13 * px, cy + 0.09 * px], fill=(200, 180, 140))
    draw.ellipse([cx - 0.08 * px, cy - 0.055 * px, cx + 0.08 * px, cy + 0.055 * px], fill=(90, 190, 215))
    for sx, sy in ((-1, -1), (1, -1), (1, 1), (-1, 1)):
        x, y = at(0.8 * sx, 0.8 * sy)
        draw.ellipse([x - 0.035 * px, y - 0.035 * px, x + 0.035 * px, y + 0.035 * px], fill=(60, 110, 40))


def blur(image: Image.Image, radius: float) -> Image.Image:
    return image.filter(ImageFilter.GaussianBlur(radius)) if radius > 0 else image
