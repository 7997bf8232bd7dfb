"""Synthetic photos of whole cities for the photo-import tests.

``random_city`` builds a city by the placement rules (walls meet walls, every tile reachable
on foot from the fountain); ``render_scene`` lays its tiles on a table with small gaps,
shifts and twists, adds stray tiles and a card beside it, and photographs it with a
perspective camera (tilt, turn), uneven light, a colour cast, noise, blur and JPEG.
The answer comes back in the shape of ``../shared/photos``'s truth files.
"""

from __future__ import annotations

import copy
import io
import math
import random
from collections import OrderedDict
from dataclasses import dataclass, field, replace
from typing import Any

import numpy as np
from PIL import Image, ImageDraw

from alhambra_gui.photo.catalogue import TileRef, catalogue
from alhambra_gui.photo.geometry import Corners, Homography

from .photo_hard import Cell, fits, frontier, hard_rng, legal_city, neighbour_city, put_die, put_hand
from .photo_hard import glare as paint_glare
from .photo_render import PLAYER_COLOURS, Printing, blur, paint_tile, printing

TABLES = ("wood", "cloth", "grey", "felt", "white")


def random_city(rng: random.Random, tiles: int) -> dict[Cell, TileRef | None]:
    """Up to ``tiles`` catalogue tiles around the fountain (None at (0, 0)), each placed legally."""
    city: dict[Cell, TileRef | None] = {(0, 0): None}
    pool = list(catalogue())
    rng.shuffle(pool)
    for tile in pool:
        if len(city) > tiles:
            break
        spots = [c for c in frontier(city) if fits(city, c, tile)]
        if spots:
            city[rng.choice(spots)] = tile
    return city


@dataclass
class Scene:
    """A rendered photo and its truth (as in ../shared/photos/*.truth.json)."""

    photo: np.ndarray
    jpeg: bytes
    corners: list[tuple[float, float]]
    cols: int
    rows: int
    cells: list[dict]
    fountain: Cell
    options: dict = field(default_factory=dict)

    def truth(self) -> dict:
        return {"format": "alhambra-photo-truth", "version": 1, "corners": [list(c) for c in self.corners],
                "block": {"cols": self.cols, "rows": self.rows}, "cells": self.cells,
                "fountain": {"col": self.fountain[0], "row": self.fountain[1]},
                "width": self.photo.shape[1], "height": self.photo.shape[0]}


#: The photos painted last in this process, by their arguments (``render_scene``): the suite
#: paints the same few (7 with 12 tiles on wood, 1046 with 14, 1010 at 75 pixels a cell) in
#: many test modules, 1 to 3 s each.
_PAINTED: OrderedDict[str, Scene] = OrderedDict()
_KEPT = 8


def render_scene(seed: int, *args: Any, **options: Any) -> Scene:
    """``paint_scene(seed, *args, **options)``: the same arguments paint the same photo, so it
    is painted once in a process (the last few kept) and each caller gets a copy of its own
    (a test may draw on its photo or change its truth)."""
    key = repr((seed, args, sorted(options.items())))
    scene = _PAINTED.get(key)
    if scene is None:
        scene = paint_scene(seed, *args, **options)
        _PAINTED[key] = scene
        if len(_PAINTED) > _KEPT:
            _PAINTED.popitem(last=False)
    else:
        _PAINTED.move_to_end(key)
    photo = scene.photo.copy() if scene.photo.flags.writeable else scene.photo  # (decoded: read-only)
    return replace(scene, photo=photo, corners=list(scene.corners),
                   cells=copy.deepcopy(scene.cells), options=copy.deepcopy(scene.options))


def paint_scene(seed: int, tiles: int | tuple[int, int] = 12, *,
                 city: dict[Cell, TileRef | None] | None = None,
                 tilt: float | tuple[float, float] | None = None, turn: float | None = None,
                 table: str | None = None, badge_drift: float = 0.0, cast: float = 0.08,
                 noise: float = 3.0, blur_px: float | None = None, quality: int | None = None,
                 shadow: bool | None = None, strays: int | None = None, cell_px: int = 130,
                 gap: float = 0.02, shift: float = 0.02, twist: float = 1.5,
                 legal: bool = False, sparse: bool = False, distance: float | tuple[float, float] = 2.2,
                 neighbour: bool = False, glare: bool = False, hand: bool = False,
                 die: bool = False) -> Scene:
    """One photo of ``city`` (a random one of about ``tiles`` tiles when None); every unset option is
    drawn at random from its usual range. ``tiles`` as a (low, high) pair draws the city's size
    between them, as ``tilt`` and ``distance`` do theirs. The hard options (tests/photo_hard.py):
    ``legal``, a city with no hole either (``random_city``'s may have one); ``sparse``, a legal
    city of long arms; ``distance``, the camera's distance in block sides (smaller: stronger
    perspective); ``neighbour``, a second city's edge beside the block; ``glare``, ``hand`` and
    ``die`` over the tiles."""
    if isinstance(tiles, tuple):
        tiles = hard_rng(seed, "tiles").randint(*tiles)
    if isinstance(tilt, tuple):
        tilt = hard_rng(seed, "tilt").uniform(*tilt)
    if isinstance(distance, tuple):
        distance = hard_rng(seed, "distance").uniform(*distance)
    rng = random.Random(seed)
    options = {
        "tilt": rng.uniform(0, 25) if tilt is None else tilt,
        "turn": rng.uniform(-15, 15) if turn is None else turn,
        "table": rng.choice(TABLES) if table is None else table,
        "blur": rng.uniform(0.3, 1.2) if blur_px is None else blur_px,
        "quality": rng.randint(72, 92) if quality is None else quality,
        "shadow": rng.random() < 0.4 if shadow is None else shadow,
        "strays": rng.randint(0, 3) if strays is None else strays,
    }
    look = printing(rng, badge_drift)
    if city is None:
        made = legal or sparse
        city = legal_city(hard_rng(seed, "city"), tiles, sparse) if made else random_city(rng, tiles)
    xs, ys = [x for x, _ in city], [y for _, y in city]
    x0, y0 = min(xs), min(ys)
    cols, rows = max(xs) - x0 + 1, max(ys) - y0 + 1
    px = 128
    margin = 4 if distance >= 2 else 10  # a near camera sees more of the table
    other: dict[Cell, TileRef | None] = {}
    if neighbour:  # in plane cells with the block at the margin; the plane then grows to hold it
        used = {t for t in city.values() if t is not None}
        block = (margin, margin, margin + cols, margin + rows)
        other = neighbour_city(hard_rng(seed, "neighbour"), used, block)
    low = (min([x - 1 for x, _ in other] + [0]), min([y - 1 for _, y in other] + [0]))
    high = (max([x + 2 for x, _ in other] + [cols + 2 * margin]),
            max([y + 2 for _, y in other] + [rows + 2 * margin]))
    at = (margin - low[0], margin - low[1])  # the block's NW cell on the plane
    plane = _table((high[0] - low[0]) * px, (high[1] - low[1]) * px, options["table"], rng)
    player = rng.choice(PLAYER_COLOURS)
    for (x, y), tile in city.items():
        _lay(plane, paint_tile(look, tile, px, rng, player), (x - x0 + at[0], y - y0 + at[1]), px, rng,
             gap, shift, twist)
    _strays(plane, look, rng, options["strays"], (at[0], at[1], at[0] + cols, at[1] + rows), px)
    moved = {(x - low[0], y - low[1]): t for (x, y), t in other.items()}
    _hard_plane(plane, look, seed, city, (x0 - at[0], y0 - at[1]), moved, px, hand, die, (gap, shift, twist))
    photo, corners = _photograph(plane, px, at, cols, rows, rng, options, cell_px, distance)
    photo = _light(photo, rng, cast, noise, options["shadow"])
    if glare:
        photo = _glare(photo, seed, city, (x0, y0), corners, cols, rows)
    image = blur(Image.fromarray(photo), options["blur"])
    buffer = io.BytesIO()
    image.save(buffer, "JPEG", quality=options["quality"])
    decoded = np.asarray(Image.open(io.BytesIO(buffer.getvalue())).convert("RGB"))
    cells = _truth_cells(city, x0, y0, cols, rows)
    return Scene(decoded, buffer.getvalue(), corners, cols, rows, cells, (-x0, -y0), options)


def _hard_plane(plane: Image.Image, look: Printing, seed: int, city: dict[Cell, TileRef | None],
                origin: Cell, other: dict[Cell, TileRef | None], px: int, hand: bool, die: bool,
                laying: tuple[float, float, float]) -> None:
    """The second city's tiles (``other``, in plane cells), a hand and a die on the plane (city
    cell (x, y) lies at plane cell (x - origin x, y - origin y))."""
    rng = hard_rng(seed, "plane")
    colour = rng.choice(PLAYER_COLOURS)
    for cell, tile in other.items():
        _lay(plane, paint_tile(look, tile, px, rng, colour), cell, px, rng, *laying)
    tiles = sorted(c for c, t in city.items() if t is not None)
    if die and tiles:
        x, y = rng.choice(tiles)
        put_die(plane, rng, (x - origin[0], y - origin[1]), px)
    if hand and tiles:
        edges = [(c, (dx, dy)) for c in sorted(city) for dx, dy in ((0, -1), (1, 0), (0, 1), (-1, 0))
                 if all((c[0] + k * dx, c[1] + k * dy) not in city for k in range(1, 4))]
        (x, y), outward = rng.choice(edges)
        put_hand(plane, rng, (x - origin[0], y - origin[1]), outward, px)


def _glare(photo: np.ndarray, seed: int, city: dict[Cell, TileRef | None], corner: Cell,
           corners: list[tuple[float, float]], cols: int, rows: int) -> np.ndarray:
    """A glare centred on one of the city's tiles."""
    rng = hard_rng(seed, "glare")
    homography = Homography.from_corners(Corners.from_points(corners), cols, rows)
    x, y = rng.choice(sorted(city))
    col, row = x - corner[0], y - corner[1]
    centre = homography.point(col + 0.5, row + 0.5)
    cell = math.dist(homography.point(cols / 2, rows / 2), homography.point(cols / 2 + 1, rows / 2))
    return paint_glare(photo.astype(np.float32), rng, centre, cell).clip(0, 255).astype(np.uint8)


def _truth_cells(city: dict[Cell, TileRef | None], x0: int, y0: int, cols: int, rows: int) -> list[dict]:
    cells = []
    for row in range(rows):
        for col in range(cols):
            where = (x0 + col, y0 + row)
            cell = {"col": col, "row": row, "kind": "empty", "type": None, "walls": "", "tile": None}
            if where in city:
                tile = city[where]
                cell["kind"] = "fountain" if tile is None else "building"
                if tile is not None:
                    cell.update(type=tile.type, walls=tile.walls, tile=tile.to_dict())
            cells.append(cell)
    return cells


def _table(width: int, height: int, kind: str, rng: random.Random) -> Image.Image:
    """The bare table: wood grain or a plain colour, with noise. Worked a channel at a time
    (each pixel gets the same float32 and float64 operations as from (height, width, 3)
    arrays, so the same pixels), not broadcast across the channels, which numpy does slowly."""
    noise = np.random.default_rng(rng.randrange(10**6))
    if kind == "wood":
        ys = np.arange(height, dtype=np.float32)[:, None]
        xs = np.arange(width, dtype=np.float32)[None, :]
        grain = np.sin((ys + 0.15 * xs) / rng.uniform(9, 20) + 3 * np.sin(xs / 300.0)) * 0.5 + 0.5
        shade = 0.75 + 0.35 * grain
        channels = [np.float32(c) * shade for c in (95, 60, 38)]
    else:
        colour = {"cloth": (214, 196, 166), "grey": (64, 64, 68), "felt": (40, 110, 60),
                  "white": (236, 236, 232)}
        channels = [np.full((height, width), c, np.float32) for c in colour[kind]]
    grit = noise.normal(0, 4, (height, width))  # one draw a pixel, as (height, width, 1)
    plane = np.empty((height, width, 3), np.uint8)
    for k, channel in enumerate(channels):
        np.add(channel, grit, out=channel)  # in float64, kept as float32 (as ``+=`` does)
        plane[..., k] = np.clip(channel, 0, 255, out=channel)
    return Image.fromarray(plane)


def _lay(plane: Image.Image, face: Image.Image, cell: Cell, px: int, rng: random.Random,
         gap: float, shift: float, twist: float) -> None:
    """Puts a tile on its cell: a little smaller than the cell, shifted and twisted, its edge showing."""
    size = round(px * (1 - gap))
    face = face.resize((size, size), Image.BILINEAR)
    edge = Image.new("RGB", (size, size), (196, 170, 128))
    angle = rng.uniform(-twist, twist)
    dx, dy = (rng.uniform(-shift, shift) * px for _ in range(2))
    left = cell[0] * px + (px - size) / 2 + dx
    top = cell[1] * px + (px - size) / 2 + dy
    for image, offset in ((edge, 0.018 * px), (face, 0.0)):  # the cardboard's side, then the top face
        turned = image.convert("RGBA").rotate(angle, resample=Image.BILINEAR, expand=True)
        pad = (turned.width - size) / 2
        plane.paste(turned, (round(left - pad + offset / 2), round(top - pad + offset)), turned)


def _strays(plane: Image.Image, look: Printing, rng: random.Random, count: int,
            block: tuple[int, int, int, int], px: int) -> None:
    """Tiles and a card lying beside the city, outside its block."""
    spare = list(catalogue())
    for k in range(count):
        face = paint_tile(look, rng.choice(spare), px, rng) if k % 2 == 0 else _card(px, rng)
        face = face.convert("RGBA").rotate(rng.uniform(0, 90), expand=True)
        for _ in range(50):
            x = rng.uniform((block[0] - 2) * px, (block[2] + 1) * px)
            y = rng.uniform((block[1] - 2) * px, (block[3] + 1) * px)
            clear = (x + face.width < (block[0] - 0.3) * px or x > (block[2] + 0.3) * px
                     or y + face.height < (block[1] - 0.3) * px or y > (block[3] + 0.3) * px)
            if clear:
                plane.paste(face, (round(x), round(y)), face)
                break


def _card(px: int, rng: random.Random) -> Image.Image:
    card = Image.new("RGB", (round(px * 0.9), round(px * 1.3)), (40, 80, 170))
    draw = ImageDraw.Draw(card)
    for _ in range(30):
        x, y = rng.uniform(0, card.width), rng.uniform(0, card.height)
        draw.ellipse([x, y, x + px * 0.15, y + px * 0.15], fill=rng.choice([(200, 60, 50), (230, 200, 60),
                                                                             (60, 160, 90)]))
    return card


def _photograph(plane: Image.Image, px: int, at: Cell, cols: int, rows: int, rng: random.Random,
                options: dict, cell_px: int, distance: float) -> tuple[np.ndarray, list[tuple[float, float]]]:
    """The plane (the block's NW corner at plane cell ``at``) seen by a tilted, turned pinhole
    camera ``distance`` block sides away; returns the photo and the block's corners."""
    tilt, turn = math.radians(options["tilt"]), math.radians(options["turn"])
    away = distance * max(cols, rows)
    camera = _camera(tilt, rng.uniform(0, 2 * math.pi), turn, (cols / 2, rows / 2), away)
    block = np.array([[0, 0], [cols, 0], [cols, rows], [0, rows]], float)
    seen = _apply(camera, block)
    span = seen.max(axis=0) - seen.min(axis=0)
    scale = cell_px * max(cols, rows) / max(span)
    width = round(span[0] * scale / rng.uniform(0.55, 0.75))
    height = round(width * 0.75) if span[1] * scale < width * 0.7 else round(span[1] * scale / 0.7)
    offset = np.array([width, height]) / 2 - (seen.min(axis=0) + span / 2) * scale
    fit = np.array([[scale, 0, offset[0]], [0, scale, offset[1]], [0, 0, 1]])
    to_photo = fit @ camera @ np.array([[1 / px, 0, -at[0]], [0, 1 / px, -at[1]], [0, 0, 1]])
    back = np.linalg.inv(to_photo)
    back /= back[2, 2]
    photo = plane.transform((width, height), Image.PERSPECTIVE, tuple(back.ravel()[:8]), Image.BILINEAR,
                            fillcolor=(80, 80, 80))
    corners = [tuple(float(v) for v in p) for p in _apply(fit @ camera, block)]
    return np.asarray(photo, np.float32), corners


def _camera(tilt: float, azimuth: float, turn: float, target: tuple[float, float],
            distance: float) -> np.ndarray:
    """Homography from the table (x east, y south, in cells) to a unit-focal image."""
    axis = np.array([-math.sin(azimuth), math.cos(azimuth), 0.0])
    tilt_rotation = _rotation(axis, tilt)
    roll = _rotation(np.array([0.0, 0.0, 1.0]), turn)
    to_world = tilt_rotation @ roll  # camera axes in the world; z looks into the table
    centre = np.array([target[0], target[1], 0.0]) - distance * to_world[:, 2]
    to_camera = to_world.T
    return np.column_stack([to_camera[:, 0], to_camera[:, 1], -to_camera @ centre])


def _rotation(axis: np.ndarray, angle: float) -> np.ndarray:
    x, y, z = axis / np.linalg.norm(axis)
    c, s = math.cos(angle), math.sin(angle)
    return np.array([[c + x * x * (1 - c), x * y * (1 - c) - z * s, x * z * (1 - c) + y * s],
                     [y * x * (1 - c) + z * s, c + y * y * (1 - c), y * z * (1 - c) - x * s],
                     [z * x * (1 - c) - y * s, z * y * (1 - c) + x * s, c + z * z * (1 - c)]])


def _apply(h: np.ndarray, points: np.ndarray) -> np.ndarray:
    mapped = h @ np.column_stack([points, np.ones(len(points))]).T
    return (mapped[:2] / mapped[2]).T


def _light(photo: np.ndarray, rng: random.Random, cast: float, noise: float, shadow: bool) -> np.ndarray:
    """Uneven light (a gradient, maybe a soft shadow tinted blue by the sky), a colour cast and
    sensor noise. The gradient and the shadow's distances are worked from a row and a column
    (each pixel gets the same float32 operations as from whole grids), and the light is one
    plane for the three channels unless the shadow tints it."""
    height, width = photo.shape[:2]
    ys = np.arange(height, dtype=np.float32)[:, None]
    xs = np.arange(width, dtype=np.float32)[None, :]
    direction = rng.uniform(0, 2 * math.pi)
    ramp = (xs / width - 0.5) * math.cos(direction) + (ys / height - 0.5) * math.sin(direction)
    light = (1.0 + rng.uniform(0.1, 0.35) * ramp)[..., None]
    if shadow:
        cx, cy = rng.uniform(0, width), rng.uniform(0, height)
        radius = rng.uniform(0.25, 0.5) * width
        inside = 1 / (1 + np.exp((np.hypot(xs - cx, ys - cy) - radius) / (0.05 * width)))
        tint = np.array([1.1, 1.0, 0.8], np.float32)
        light = light * (1 - rng.uniform(0.25, 0.45) * inside[..., None] * tint)
    gains = np.array([math.exp(rng.uniform(-cast, cast)) for _ in range(3)], np.float32)
    lit = photo * light
    lit *= gains
    noisy = np.random.default_rng(rng.randrange(10**6)).normal(0, noise, photo.shape)
    noisy += lit  # (float addition: the same sum either way round)
    return np.clip(noisy, 0, 255, out=noisy).astype(np.uint8)
