"""When a reading is doubted, and what a doubtful reading proposes (issue 29): never a city
that is as likely wrong as right without doubt, and no building the reader is unsure of at a
place it cannot vouch for. The readings are made from evidence written by hand."""

from __future__ import annotations

from alhambra_gui.photo.decide import EXPECTED_WRONG, Basis, Hypothesis, decide
from alhambra_gui.photo.doubt import expected_wrong, right_share
from alhambra_gui.photo.kinds import Fountain
from alhambra_gui.photo.proposal import UNSURE

from .test_photo_prior import seen, tile


def _city(unsure: float, fountain_confidence: float = 0.95, east_sure: float = 0.98) -> Basis:
    """A fountain in the middle of a 3 x 3 block, a building west of it seen plainly, one east
    of it seen ``east_sure`` and one south of it seen ``unsure`` of its type (each the only
    printed tile of its type with its walls), the other fountain far less likely."""
    east, south, west = (tile("pavilion", 4), tile("pavilion", 3), tile("pavilion", 5))  # ES, SW, NW
    occupied = [0.0] * 9
    for col, row in ((1, 1), (2, 1), (1, 2), (0, 1)):
        occupied[row * 3 + col] = 1.0
    likeliest = (seen(2, 1, east, sure=east_sure), seen(1, 2, south, sure=unsure), seen(0, 1, west))
    other = (seen(2, 1, east, sure=east_sure), seen(1, 2, south, sure=unsure), seen(1, 1, west))
    return Basis(3, 3, tuple(occupied), (Hypothesis(Fountain((1, 1), fountain_confidence, 0.9), likeliest),
                                         Hypothesis(Fountain((0, 1), 0.05, 0.01), other)))


def test_one_building_read_less_than_half_sure_makes_the_city_doubtful():
    # The city is then about as likely wrong as right: it is said, and the building outlined.
    decision = decide(_city(0.35))
    south = decision.proposal.cell(1, 2)
    assert south.kind == "building" and south.confidence < 0.5
    assert decision.doubt is not None and (decision.doubt.kind, decision.doubt.cells) == ("unsure", 1)
    assert decide(_city(0.98)).doubt is None  # every building seen plainly: no doubt


def test_two_buildings_read_about_half_sure_make_the_city_doubtful():
    # Each more likely right than wrong (a building read 0.5 sure was right 3 times in 4 on the
    # painted tuning photos), together half a misreading expected: said, and both outlined.
    decision = decide(_city(0.45, east_sure=0.45))
    unsure = [c.confidence for c in decision.proposal.cells if c.kind == "building" and c.confidence < 0.7]
    assert len(unsure) == 2 and all(c < UNSURE for c in unsure)
    assert decision.doubt is not None and (decision.doubt.kind, decision.doubt.cells) == ("unsure", 2)


def test_two_buildings_read_about_0_6_sure_leave_the_city_undoubted():
    # On the painted tuning photos a building read 0.6 sure was right 9 times in 10: two such
    # expect 0.2 misreadings, under EXPECTED_WRONG, and the city is not doubted for them (before,
    # 84 of the 300 tuning photos were doubted though read exactly, most for buildings read so).
    decision = decide(_city(0.55, east_sure=0.55))
    unsure = [c.confidence for c in decision.proposal.cells if c.kind == "building" and c.confidence < 0.7]
    assert len(unsure) == 2 and all(0.6 < c < 0.7 for c in unsure)
    assert decision.doubt is None


def test_the_calibration_says_how_often_a_building_read_so_sure_is_right():
    # Monotone, too modest in the middle of the raw confidences, about right near the ends.
    shares = [right_share(c / 20) for c in range(21)]
    assert shares == sorted(shares) and shares[0] > 0.2 and shares[-1] < 1.0
    assert right_share(0.65) > 0.9 and right_share(0.2) < 0.5
    assert expected_wrong([0.99] * 40) < EXPECTED_WRONG <= expected_wrong([0.5, 0.5])


def test_without_a_fountain_found_the_buildings_the_reader_is_unsure_of_are_proposed_empty():
    # No tile stands out as the fountain, so every building's place is in doubt: the one read
    # unsure is left empty (outlined) rather than proposed as a building a place off; the
    # buildings seen plainly stay.
    decision = decide(_city(0.35, fountain_confidence=0.3))
    assert decision.doubt is not None and decision.doubt.kind == "fountain"
    south = decision.proposal.cell(1, 2)
    assert south.kind == "empty" and south.confidence < UNSURE
    assert [decision.proposal.cell(c, 1).kind for c in (0, 2)] == ["building", "building"]
    assert decision.proposal.doubtful
