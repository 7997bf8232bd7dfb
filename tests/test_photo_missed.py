"""A cell the block finder saw covered by a tile and the reading proposes empty (issue 29): the
finder sees a tile's sand, the reading a tile's colour and detail; where they disagree the cell
is outlined and the reading doubted, never a city short of a tile without doubt."""

from __future__ import annotations

from typing import cast

import numpy as np
import pytest

from alhambra_gui.photo import read_city
from alhambra_gui.photo import reading as reading_module
from alhambra_gui.photo.catalogue import TileRef
from alhambra_gui.photo.decide import Basis, Decision
from alhambra_gui.photo.geometry import Corners, Homography
from alhambra_gui.photo.gridlines import on_block
from alhambra_gui.photo.locate import Found
from alhambra_gui.photo.prior import Breaches
from alhambra_gui.photo.proposal import UNSURE, CellProposal, Proposal
from alhambra_gui.photo.reading import Reading, missed

from .photo_found import Truth, compare
from .photo_scene import Scene, render_scene
from .photo_sets import options


def _decision(empty: float) -> Decision:
    """A 3 x 1 block: a fountain, a building, and an empty cell ``empty`` sure."""
    cells = (CellProposal(0, 0, "fountain", None, "", None, 0.9),
             CellProposal(1, 0, "building", "garden", "N", None, 0.9),
             CellProposal(2, 0, "empty", None, "", None, empty))
    return Decision(Proposal(3, 1, cells, (0, 0)), Breaches(), 0.0)


def _found(covered: set[tuple[int, int]]) -> Found:
    return Found(Corners((0, 0), (300, 0), (300, 100), (0, 100)), 3, 1, 0, len(covered), 0,
                 covered=frozenset(covered))


def test_a_covered_cell_read_empty_is_outlined_and_doubted():
    decision, doubt = missed(_found({(0, 0), (1, 0), (2, 0)}).covered, _decision(0.9))
    assert doubt is not None and (doubt.kind, doubt.cells) == ("unsure", 1)
    assert decision.proposal.cell(2, 0).kind == "empty" and decision.proposal.cell(2, 0).confidence < UNSURE
    assert decision.proposal.cell(1, 0).confidence == 0.9


def test_a_reading_agreeing_with_the_finder_is_left_as_it_is():
    decision = _decision(0.9)
    assert missed(_found({(0, 0), (1, 0)}).covered, decision) == (decision, None)


def test_a_reading_decided_again_for_the_table_keeps_its_missed_cells_in_doubt(monkeypatch):
    """The table decides a city again when another city keeps one of its tiles
    (``Reading.without``): the cells the finder saw covered and the new decision leaves empty
    are outlined and doubted there too, as when the photo was read (they were dropped)."""
    monkeypatch.setattr(reading_module, "decide", lambda _basis, _elsewhere=(), _taken=(): _decision(0.9))
    found = _found({(0, 0), (1, 0), (2, 0)})
    read = Reading.of(_decision(0.9), found.corners, True, None, cast(Basis, object()), (), found.covered)
    again = read.without([TileRef("garden", 6, "N")])
    assert again.doubt is not None and (again.doubt.kind, again.doubt.cells) == ("unsure", 1)
    assert again.proposal.cell(2, 0).confidence < UNSURE and again.covered == found.covered
    kept = Reading.of(_decision(0.9), found.corners, True, None, cast(Basis, object()), (), {(0, 0), (1, 0)})
    assert kept.without([]).doubt is None  # nothing covered left empty: nothing in doubt


@pytest.mark.parametrize("turns", [0, 1, 2, 3])
def test_the_grids_cells_are_the_blocks_however_the_city_lies(turns):
    # a 3 x 2 grid cell span, its cell (3, 5) the grid's NW one, (5, 6) its SE one
    cells = [(3, 5), (4, 5), (5, 5), (3, 6), (4, 6), (5, 6)]
    block = [on_block(cell, (3, 5), (5, 6), turns) for cell in cells]
    cols, rows = (3, 2) if turns % 2 == 0 else (2, 3)
    assert sorted(block) == sorted((c, r) for c in range(cols) for r in range(rows))
    # the block's NW corner is the grid's corner ``turns`` places on clockwise: NW, NE, SE, SW
    assert on_block([(3, 5), (5, 5), (5, 6), (3, 6)][turns], (3, 5), (5, 6), turns) == (0, 0)


def _washed(scene: Scene, col: int, row: int) -> np.ndarray:
    """The photo with the print of the tile on block cell (col, row) washed out to its sand, as
    a glare washes it: the tile's middle (a fifth in from each side) painted the colour its sand
    shows near its north-west corner."""
    photo = scene.photo.astype(np.float32)
    block = Homography.from_corners(Corners.from_points(scene.corners), scene.cols, scene.rows)
    x, y = block.point(col + 0.15, row + 0.15)
    sand = np.median(photo[int(y) - 2:int(y) + 3, int(x) - 2:int(x) + 3].reshape(-1, 3), axis=0)
    box = [block.point(col + u, row + v) for u in (0.2, 0.8) for v in (0.2, 0.8)]
    xs, ys = [int(p[0]) for p in box], [int(p[1]) for p in box]
    photo[min(ys):max(ys), min(xs):max(xs)] = sand
    return photo


def test_a_tile_whose_print_is_washed_out_makes_the_reading_doubtful():
    # Tuning photo small 1016 with its garden tile at block cell (1, 4) washed out to plain sand:
    # the finder sees a tile's sand there, the reading no colour and no detail, and proposes it
    # empty; the cell is outlined and the reading doubted, not a city a tile short without doubt.
    tiles, given = options("small photo: cells 75 px wide", 1016)
    scene = render_scene(1016, tiles, **given)
    assert next(c for c in scene.cells if (c["col"], c["row"]) == (1, 4))["type"] == "garden"
    reading = read_city(_washed(scene, 1, 4))
    assert reading.doubt is not None and (reading.doubt.kind, reading.doubt.cells) == ("unsure", 1)
    fountain = reading.proposal.fountain
    truth_fountain = scene.fountain
    cell = reading.proposal.cell(1 + fountain[0] - truth_fountain[0], 4 + fountain[1] - truth_fountain[1])
    assert cell.kind == "empty" and cell.confidence < UNSURE
    assert reading.to_dict()["doubt"] is True
    assert read_city(scene.photo.astype(np.float32)).doubt is None  # unwashed: read without doubt


def test_a_small_photos_garden_tiles_are_read_as_the_gardens_they_are():
    tiles, given = options("small photo: cells 75 px wide", 1016)
    scene = render_scene(1016, tiles, **given)
    reading = read_city(scene.photo.astype(np.float32))
    truth = Truth(list(scene.corners), scene.cols, scene.rows, scene.cells, scene.fountain)
    assert compare(truth, reading).cities == 1
