"""A cell the block finder saw covered by a tile and the reading proposes empty (issue 29): the
finder sees a tile's sand, the reading a tile's colour and detail; where they disagree the cell
is outlined and the reading doubted, never a city short of a tile without doubt."""

from __future__ import annotations

from typing import cast

import numpy as np
import pytest

from alhambra_gui.photo import kinds, read_city
from alhambra_gui.photo import reading as reading_module
from alhambra_gui.photo.catalogue import TileRef
from alhambra_gui.photo.decide import Basis, Decision
from alhambra_gui.photo.geometry import Corners
from alhambra_gui.photo.gridlines import on_block
from alhambra_gui.photo.locate import Found
from alhambra_gui.photo.prior import Breaches
from alhambra_gui.photo.proposal import UNSURE, CellProposal, Proposal
from alhambra_gui.photo.reading import Reading, missed

from .photo_found import Truth, compare
from .photo_scene import render_scene
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


def test_a_small_photos_garden_tiles_read_empty_make_the_reading_doubtful(monkeypatch):
    # Tuning photo small 1016: its block is found right, but two garden tiles (0.52 and 0.55
    # sure empty) were proposed empty without doubt, a city two tiles short. (Since a faint but
    # finely drawn tile counts as one, ``kinds.DETAILED``, both are read as the gardens they are
    # and the city exactly: the test below; here they are read empty as before.)
    monkeypatch.setattr(kinds, "DETAILED", 1.0)
    tiles, given = options("small photo: cells 75 px wide", 1016)
    reading = read_city(render_scene(1016, tiles, **given).photo.astype(np.float32))
    assert reading.doubt is not None and (reading.doubt.kind, reading.doubt.cells) == ("unsure", 2)
    empty = [c for c in reading.proposal.cells if c.kind == "empty" and c.confidence < UNSURE]
    assert len(empty) >= 2
    assert reading.to_dict()["doubt"] is True



def test_a_small_photos_garden_tiles_are_read_as_the_gardens_they_are():
    tiles, given = options("small photo: cells 75 px wide", 1016)
    scene = render_scene(1016, tiles, **given)
    reading = read_city(scene.photo.astype(np.float32))
    truth = Truth(list(scene.corners), scene.cols, scene.rows, scene.cells, scene.fountain)
    assert compare(truth, reading).cities == 1
