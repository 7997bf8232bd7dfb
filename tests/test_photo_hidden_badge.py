"""A badge hidden by a hand, a die or a glare (issue 29): its digits are another thing's, so
the cell's price leans on the catalogue and its other evidence, and the tile is proposed no
surer than the badge was seen (outlined unsure, not read confidently wrong)."""

from __future__ import annotations

import numpy as np
import pytest

from alhambra_gui.photo import read_city
from alhambra_gui.photo.assignment import Evidence
from alhambra_gui.photo.badge import Badge, PriceReading
from alhambra_gui.photo.catalogue import building_types, catalogue
from alhambra_gui.photo.decide import Basis, Hypothesis, decide
from alhambra_gui.photo.kinds import Fountain
from alhambra_gui.photo.pipeline import badges_seen, price_as_seen
from alhambra_gui.photo.proposal import UNSURE, CellProposal, Proposal

from .photo_scene import render_scene
from .photo_sets import options


def badge(rim: float, price: PriceReading | None = None) -> Badge:
    return Badge(rim, (0.0, 0.0), (0.0, 0.0, 0.0), price)


def test_a_badge_whose_rim_hardly_shows_is_seen_less_than_the_photos_others():
    seen = badges_seen([badge(0.25), badge(0.22), badge(0.2), badge(0.23), badge(0.03)])
    assert seen[:4] == [1.0, 1.0, 1.0, 1.0]
    assert seen[4] == 0.0


def test_a_hidden_badges_digits_say_nothing_and_a_seen_ones_keep_their_say():
    two = PriceReading(2, False, 0.99)
    assert price_as_seen(two, 1.0) == two
    hidden = price_as_seen(two, 0.0)
    assert hidden is not None and hidden.likelihood(12) == pytest.approx(hidden.likelihood(9))
    assert price_as_seen(None, 0.0) is None


def test_a_tile_whose_badge_was_hidden_is_proposed_no_surer_than_its_badge_was_seen():
    """A die over a badge: the tile its other evidence fits is proposed, outlined unsure."""
    arcade = next(t for t in catalogue() if (t.type, t.price) == ("arcades", 7))
    types = {t: (0.98 if t == arcade.type else 0.004) for t in building_types()}
    walls = tuple(6.0 if side in arcade.walls else -6.0 for side in "NESW")
    clear, hidden = (Evidence(1, 0, types, walls, None, seen) for seen in (1.0, 0.4))
    plain, covered = (_cell(decide(_basis(e)).proposal) for e in (clear, hidden))
    assert plain.tile == covered.tile == arcade
    assert plain.confidence >= UNSURE > covered.confidence
    assert covered.confidence == pytest.approx(0.4)


def _basis(evidence: Evidence) -> Basis:
    fountain = Fountain((0, 0), 0.9, 0.95)
    return Basis(2, 1, (1.0, 1.0), (Hypothesis(fountain, (evidence,)),), told=True)


def _cell(proposal: Proposal) -> CellProposal:
    return proposal.cell(1, 0)


def test_a_painted_tile_under_a_hand_is_outlined_unsure_not_read_sure_and_wrong():
    # Fingers over a tower's badge (a rim hardly showing, the fingers' edges read as two
    # digits): read before as a garden, 0.98 sure, and the city without doubt (the block found
    # by the reader, as the tuning set reads it).
    tiles, given = options("a hand or a die on a tile", 1010)
    scene = render_scene(1010, tiles, **given)
    proposal = read_city(scene.photo.astype(np.float32)).proposal
    fx, fy = proposal.fountain
    truth = {(c["col"] - scene.fountain[0], c["row"] - scene.fountain[1]): c for c in scene.cells}
    wrong = [c for c in proposal.cells if c.kind == "building"
             and (c.tile is None or truth[(c.col - fx, c.row - fy)].get("tile") != c.tile.to_dict())]
    assert wrong, "the hand hides the badge: the photo does not tell the tile"
    assert all(c.confidence < UNSURE for c in wrong)
