"""The wall-side detector (alhambra_gui.photo.walls) on painted tiles and on plain profiles."""

from __future__ import annotations

import numpy as np
import pytest

from alhambra_gui.photo.block import CELL_PX, PAD, Rectified
from alhambra_gui.photo.catalogue import catalogue
from alhambra_gui.photo.geometry import Corners
from alhambra_gui.photo.image import load_block
from alhambra_gui.photo.walls import WALL_DEPTH, inner_edge_depth, shared_wall_logits, wall_logits

from .photo_found import read_painted
from .photo_scene import render_scene
from .photo_sets import SETS

PATTERNS = sorted({t.walls for t in catalogue()})
SMALL_CITIES = next(name for name in SETS if name.startswith("5"))
SAND = 200.0


def profile(band: tuple[float, float] | None, speck: tuple[float, float] | None = None) -> np.ndarray:
    """A window (rows from PAD outside the top edge) of sand, a dark band between two depths, a speck."""
    size = round((1 + 2 * PAD) * CELL_PX)
    light = np.ones((size, size), np.float32)
    for part, level in ((band, 0.3), (speck, 0.2)):
        if part is not None:
            top, bottom = (round((PAD + d) * CELL_PX) for d in part)
            light[top:bottom] = level
    return light


def test_the_inner_edge_of_a_band_is_found():
    depth = inner_edge_depth(profile((0.0, 0.07)))
    assert depth == pytest.approx(0.07, abs=1.0 / CELL_PX)
    assert depth > WALL_DEPTH


def test_the_table_beyond_an_open_edge_ends_at_the_edge():
    assert inner_edge_depth(profile((-PAD, 0.0))) < WALL_DEPTH


def test_a_thin_dark_detail_inside_the_tile_is_not_a_wall():
    assert inner_edge_depth(profile(None, speck=(0.1, 0.115))) == -PAD


def test_without_anything_dark_there_is_no_edge():
    assert inner_edge_depth(profile(None)) == -PAD


def city_with(walls: str) -> dict:
    """The fountain and one tile with these walls on the side where it may legally stand."""
    tile = next(t for t in catalogue() if t.walls == walls)
    for side, cell in (("W", (1, 0)), ("E", (-1, 0)), ("N", (0, 1)), ("S", (0, -1))):
        if side not in walls:
            return {(0, 0): None, cell: tile}
    raise AssertionError(f"no side of {walls!r} is open")


@pytest.mark.parametrize("walls", [w for w in PATTERNS if w != "NESW"])
def test_every_wall_pattern_of_the_catalogue_is_read(walls):
    scene = render_scene(7, city=city_with(walls), tilt=12, turn=8, shadow=False, strays=0)
    block = Rectified.from_image(load_block(scene.photo.astype(np.float32), Corners(*scene.corners),
                                            scene.cols, scene.rows, 120), scene.cols, scene.rows)
    cell = next(c for c in scene.cells if c["kind"] == "building")
    sand = np.median(block.region(cell["col"], cell["row"], 0.1, 0.4).reshape(-1, 3), axis=0)
    logits = wall_logits(block, cell["col"], cell["row"], tuple(sand))
    found = "".join(side for side, logit in zip("NESW", logits, strict=True) if logit > 0)
    assert found == walls


def test_a_shifted_tile_is_read_by_where_it_lies():
    """A wall's band moves with its tile; told the shift, the detector measures from the tile's edge."""
    window = profile((0.0, 0.07))
    turned = [np.rot90(window, -k) for k in range(4)]  # the band along N, E, S and W in turn
    block = Rectified(turned[0][..., None].repeat(3, axis=2) * SAND, 1, 1)
    assert wall_logits(block, 0, 0, (SAND, SAND, SAND))[0] > 0
    # Told that the tile lies 0.05 south, the band is no deeper than the tile's own edge.
    assert wall_logits(block, 0, 0, (SAND, SAND, SAND), shift=(0.0, 0.05))[0] < 0
    shifted = Rectified(turned[1][..., None].repeat(3, axis=2) * SAND, 1, 1)
    assert wall_logits(shifted, 0, 0, (SAND, SAND, SAND))[1] > 0
    assert wall_logits(shifted, 0, 0, (SAND, SAND, SAND), shift=(-0.05, 0.0))[1] < 0


def test_a_tile_lying_inside_its_cell_has_its_wall_looked_for_as_deep():
    """A wall's band on a tile lying 0.06 inside its cell lies deeper than the detector looks on
    an unmoved tile; told the shift, it looks that much deeper and finds the band."""
    window = profile((0.13, 0.20))  # the band a tile 0.06 south of its cell shows along its north
    block = Rectified(window[..., None].repeat(3, axis=2) * SAND, 1, 1)
    assert inner_edge_depth(window) == -PAD  # beyond where an unmoved tile's band can lie
    assert wall_logits(block, 0, 0, (SAND, SAND, SAND), shift=(0.0, 0.06))[0] > 0


def test_the_walls_of_a_tile_lying_inside_its_cell_at_the_city_s_corner_are_read():
    # On this small city's painted photo the grid fits its north-east corner a little off: the
    # tower there (8, walls NES) lies 0.06 south and west inside its cell (its badge says so),
    # its north and east bands deeper than an unmoved tile's. Looked for only as deep as on one,
    # neither was found, and the tile was read as the tower 11 with a south wall alone.
    _, reading, counts = read_painted(SMALL_CITIES, 3019)
    tower = reading.proposal.cell(2, 0)
    assert (tower.type, tower.walls, tower.tile.price if tower.tile else None) == ("tower", "NES", 8)
    assert counts.exact == counts.buildings == 6 and counts.wrong == 0


def test_a_band_lying_out_beyond_the_cell_of_a_tile_alone_on_that_side_is_found():
    """Where the grid runs a little inside a tile at the city's edge, its band lies half outside
    the cell: seen from the cell's edge it is too shallow for a wall; seen from where the light
    beyond it (the table) ends, it is a band's width deep. Beside another tile, light beyond a
    dark run is that tile's sand and the run the gap between them, as deep as before."""
    window = profile((-0.055, 0.02))  # the band of a tile whose edge lies 0.055 beyond its cell's
    assert inner_edge_depth(window) < WALL_DEPTH
    assert inner_edge_depth(window, alone=True) == pytest.approx(0.075, abs=1.0 / CELL_PX)
    assert inner_edge_depth(profile((-PAD, 0.0)), alone=True) < WALL_DEPTH  # a dark table: no edge seen


def test_the_north_wall_of_a_small_photo_s_tile_lying_beyond_its_cell_is_read():
    # On this small photo the garden 8 (walls NE) alone at the top of the city lies about 0.05
    # north of its cell (its badge says 0.014): its north band lay mostly outside the cell, and
    # it was read as the garden 9 with an east wall alone, without doubt.
    _, reading, counts = read_painted(next(name for name in SETS if name.startswith("small")), 1010)
    garden = reading.proposal.cell(5, 0)
    assert (garden.type, garden.walls, garden.tile.price if garden.tile else None) == ("garden", "NE", 8)
    assert counts.exact == counts.buildings and counts.wrong == 0


def test_neighbours_add_their_evidence_on_the_side_they_share():
    left = (-1.0, 3.0, -1.0, -1.0)   # sees a wall on its east side
    right = (-1.0, -1.0, -1.0, -4.0)  # sees its west side open, and more surely
    fused = shared_wall_logits([left, right], [True, True], cols=2, rows=1)
    assert fused[0][1] == pytest.approx(-1.0)
    assert fused[1][3] == pytest.approx(-1.0)
    assert fused[0][0] == pytest.approx(-1.0)  # sides facing no tile keep their own evidence
    alone = shared_wall_logits([left, right], [True, False], cols=2, rows=1)
    assert alone[0][1] == pytest.approx(3.0)
