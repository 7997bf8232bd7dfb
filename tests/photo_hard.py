"""What makes real photos of a city hard, painted (issue 29): legal cities (no holes either),
sparse ones with long arms,
a second city's edge beside the block, glare, a hand reaching in, a die left on a tile.

Each draws from its own random generator (``hard_rng``), so that the photos of the usual
conditions stay exactly as they were for the same seeds.
"""

from __future__ import annotations

import math
import random

import numpy as np
from PIL import Image, ImageDraw, ImageFilter

from alhambra_gui.photo.catalogue import TileRef, catalogue

Cell = tuple[int, int]
STEPS = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}
OPPOSITE = {"N": "S", "E": "W", "S": "N", "W": "E"}
SKIN = ((224, 172, 140), (198, 134, 96), (141, 85, 54), (241, 194, 160))


def hard_rng(seed: int, what: str) -> random.Random:
    return random.Random(f"{seed}:{what}")


def legal_city(rng: random.Random, tiles: int, sparse: bool = False) -> dict[Cell, TileRef | None]:
    """A city of about ``tiles`` tiles built by every placement rule, holes too (the painter's
    first cities, ``photo_scene.random_city``, may enclose a hole: kept for the seeds tests use).
    ``sparse``: it grows in long arms, each tile where it touches the city at one side only, as
    far from the fountain as it can, most of the time."""
    city: dict[Cell, TileRef | None] = {(0, 0): None}
    pool = list(catalogue())
    rng.shuffle(pool)
    for tile in pool:
        if len(city) > tiles:
            break
        spots = [c for c in frontier(city) if fits(city, c, tile) and not encloses(city, c)]
        if not spots:
            continue
        lonely = [c for c in spots if _neighbours(city, c) == 1]
        if sparse and lonely and rng.random() < 0.85:
            far = max(abs(x) + abs(y) for x, y in lonely)
            spots = [c for c in lonely if abs(c[0]) + abs(c[1]) >= far - 1]
        city[rng.choice(spots)] = tile
    return city


def encloses(city: dict[Cell, TileRef | None], cell: Cell) -> bool:
    """Whether a tile on ``cell`` may enclose a hole: walking round its eight neighbours, built
    and empty change places more than twice (RULES.md 2.4's local test)."""
    ring = [(-1, -1), (0, -1), (1, -1), (1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0)]
    built = [(cell[0] + dx, cell[1] + dy) in city for dx, dy in ring]
    return sum(built[k] != built[k - 1] for k in range(8)) > 2


def frontier(city: dict[Cell, TileRef | None]) -> list[Cell]:
    return sorted({(x + dx, y + dy) for x, y in city for dx, dy in STEPS.values()} - set(city))


def fits(city: dict[Cell, TileRef | None], cell: Cell, tile: TileRef) -> bool:
    reachable = False
    for side, (dx, dy) in STEPS.items():
        neighbour = (cell[0] + dx, cell[1] + dy)
        if neighbour not in city:
            continue
        other = city[neighbour]
        facing = other is not None and OPPOSITE[side] in other.walls
        if (side in tile.walls) != facing:
            return False
        reachable = reachable or not facing
    return reachable


def _neighbours(city: dict[Cell, TileRef | None], cell: Cell) -> int:
    return sum((cell[0] + dx, cell[1] + dy) in city for dx, dy in STEPS.values())


def neighbour_city(rng: random.Random, used: set[TileRef], block: tuple[int, int, int, int]
                   ) -> dict[Cell, TileRef | None]:
    """A second city of 8 to 12 tiles (its own fountain among them) lying beside the block
    (``block``: x0, y0, x1, y1 in plane cells), one or two cells of table between them, most
    of it beyond: its tiles are other tiles of the box."""
    spare = [t for t in catalogue() if t not in used]
    rng.shuffle(spare)
    shape: dict[Cell, TileRef | None] = {(0, 0): None}
    for tile in spare:
        if len(shape) > rng.randint(8, 12):
            break
        spots = [c for c in frontier(shape) if fits(shape, c, tile)]
        if spots:
            shape[rng.choice(spots)] = tile
    xs, ys = [x for x, _ in shape], [y for _, y in shape]
    side = rng.choice("NESW")
    gap = rng.choice((1, 2))
    x0, y0, x1, y1 = block
    if side in "EW":
        dx = x1 + gap - min(xs) if side == "E" else x0 - gap - 1 - max(xs)
        dy = rng.randint(y0, max(y0, y1 - 1)) - min(ys)
    else:
        dy = y1 + gap - min(ys) if side == "S" else y0 - gap - 1 - max(ys)
        dx = rng.randint(x0, max(x0, x1 - 1)) - min(xs)
    return {(x + dx, y + dy): t for (x, y), t in shape.items()}


def die(rng: random.Random, px: int) -> Image.Image:
    """A six-sided die seen from above, about a third of a tile wide, turned at random."""
    size = round(px * rng.uniform(0.28, 0.38))
    white = rng.random() < 0.6
    body, pip = ((245, 245, 240), (20, 20, 20)) if white else ((200, 30, 35), (250, 250, 250))
    face = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    draw = ImageDraw.Draw(face)
    draw.rounded_rectangle([0, 0, size - 1, size - 1], radius=size // 6, fill=(*body, 255))
    spots = {1: [(0.5, 0.5)], 2: [(0.25, 0.25), (0.75, 0.75)], 3: [(0.25, 0.25), (0.5, 0.5), (0.75, 0.75)],
             4: [(0.25, 0.25), (0.75, 0.25), (0.25, 0.75), (0.75, 0.75)],
             5: [(0.25, 0.25), (0.75, 0.25), (0.5, 0.5), (0.25, 0.75), (0.75, 0.75)],
             6: [(0.25, 0.2), (0.75, 0.2), (0.25, 0.5), (0.75, 0.5), (0.25, 0.8), (0.75, 0.8)]}
    r = size * 0.08
    for x, y in spots[rng.randint(1, 6)]:
        draw.ellipse([x * size - r, y * size - r, x * size + r, y * size + r], fill=(*pip, 255))
    return face.rotate(rng.uniform(0, 90), resample=Image.BICUBIC, expand=True)


def put_die(plane: Image.Image, rng: random.Random, tile_cell: Cell, px: int) -> None:
    """A die with its soft shadow on a tile (anywhere on it, the badge too)."""
    face = die(rng, px)
    x = tile_cell[0] * px + rng.uniform(0.05, 0.95) * px - face.width / 2
    y = tile_cell[1] * px + rng.uniform(0.05, 0.95) * px - face.height / 2
    shadow = Image.new("RGBA", face.size, (0, 0, 0, 0))
    shadow.putalpha(face.getchannel("A").point(lambda a: a // 2))
    shadow = shadow.filter(ImageFilter.GaussianBlur(px * 0.03))
    plane.paste(shadow, (round(x + px * 0.05), round(y + px * 0.06)), shadow)
    plane.paste(face, (round(x), round(y)), face)


def put_hand(plane: Image.Image, rng: random.Random, edge_cell: Cell, outward: tuple[int, int],
             px: int) -> None:
    """A hand reaching in over the city's edge: a palm beyond the edge tile ``edge_cell`` on the
    side ``outward`` points to, one or two fingers lying over that tile."""
    skin = rng.choice(SKIN)
    layer = Image.new("RGBA", plane.size, (0, 0, 0, 0))
    draw = ImageDraw.Draw(layer)
    cx, cy = (edge_cell[0] + 0.5) * px, (edge_cell[1] + 0.5) * px
    ox, oy = outward
    reach = rng.uniform(0.3, 0.75)  # how far over the tile the fingertips come (from its far side)
    palm = (cx + ox * 1.6 * px, cy + oy * 1.6 * px)
    draw.ellipse([palm[0] - 0.75 * px, palm[1] - 0.75 * px, palm[0] + 0.75 * px, palm[1] + 0.75 * px],
                 fill=(*skin, 255))
    tip = (cx - ox * (reach - 0.5) * px, cy - oy * (reach - 0.5) * px)
    for k in range(rng.randint(1, 2)):
        side = (k - 0.5) * 0.32 * px if k or rng.random() < 0.5 else 0.0
        sx, sy = (-oy * side, ox * side)
        width = 0.16 * px
        _thick_line(draw, (palm[0] + sx, palm[1] + sy), (tip[0] + sx, tip[1] + sy), width, skin)
    shade = layer.filter(ImageFilter.GaussianBlur(px * 0.02))
    shadow = Image.new("RGBA", plane.size, (0, 0, 0, 0))
    shadow.putalpha(shade.getchannel("A").point(lambda a: a * 2 // 5))
    shadow = shadow.filter(ImageFilter.GaussianBlur(px * 0.06))
    plane.paste(shadow, (round(px * 0.08), round(px * 0.1)), shadow)
    plane.paste(shade, (0, 0), shade)


def _thick_line(draw: ImageDraw.ImageDraw, start: tuple[float, float], end: tuple[float, float],
                width: float, colour: tuple[int, int, int]) -> None:
    draw.line([start, end], fill=(*colour, 255), width=round(2 * width))
    for x, y in (start, end):
        draw.ellipse([x - width, y - width, x + width, y + width], fill=(*colour, 255))


def glare(photo: np.ndarray, rng: random.Random, centre: tuple[float, float], cell: float) -> np.ndarray:
    """A soft bright reflection of a lamp or a window, one to two cells across, over the tiles
    around ``centre`` (photo pixels): the colours there wash out towards white."""
    height, width = photo.shape[:2]
    ys, xs = np.mgrid[0:height, 0:width].astype(np.float32)
    angle = rng.uniform(0, math.pi)
    a, b = rng.uniform(0.6, 1.1) * cell, rng.uniform(0.35, 0.7) * cell
    dx, dy = xs - centre[0], ys - centre[1]
    u = (dx * math.cos(angle) + dy * math.sin(angle)) / a
    v = (-dx * math.sin(angle) + dy * math.cos(angle)) / b
    strength = rng.uniform(0.45, 0.8) * np.exp(-(u * u + v * v))
    warm = np.array([255, 252, 240], np.float32)
    return photo * (1 - strength[..., None]) + warm * strength[..., None]
