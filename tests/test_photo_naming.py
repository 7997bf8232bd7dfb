"""The types' colours from their names (named_colours.py) and the naming of a photo's groups
of tiles (naming.py): no prior measured on a photo."""

from __future__ import annotations

import numpy as np
import pytest

from alhambra_gui.photo import buildings, pipeline, read_city
from alhambra_gui.photo.buildings import badge_prior
from alhambra_gui.photo.cells import CellFeatures
from alhambra_gui.photo.named_colours import load_named_colours, named_centres, srgb
from alhambra_gui.photo.naming import Naming, compressed, groups, name_groups
from alhambra_gui.photo.proposal import UNSURE

from .photo_found import _city
from .photo_scene import render_scene
from .photo_sets import options

TYPES = badge_prior().types


def centre(name: str) -> np.ndarray:
    return badge_prior().centres[TYPES.index(name)]


def test_the_prior_comes_from_colour_names_with_their_reasons():
    data = load_named_colours()
    names = {t: spec["name"] for t, spec in data["types"].items()}
    assert names == {"pavilion": "blue", "seraglio": "red", "arcades": "brown", "chambers": "white",
                     "garden": "green", "tower": "purple"}
    assert all(spec["why"] for spec in data["types"].values())
    assert set(named_centres(data)) == set(TYPES)


def test_each_named_colour_lies_the_way_its_name_says_from_the_sand():
    names = ("pavilion", "seraglio", "arcades", "chambers", "garden", "tower")
    blue, red, brown, white, green, purple = (centre(t) for t in names)
    assert blue[0] < 0 < blue[1]            # less red, more blue than the sand
    assert red[0] > purple[0] and red[1] < purple[1]  # purple is bluer than red
    assert green[0] < 0 and green[1] < blue[1]
    assert white[2] > 0 > max(blue[2], red[2], brown[2], green[2], purple[2])  # only white is lighter
    assert brown[2] < red[2]                # brown is a dark orange-red
    assert np.hypot(*white[:2]) < np.hypot(*red[:2])  # white has little chroma of its own


def test_colours_outside_the_gamut_are_brought_in_and_never_reach_zero():
    vivid = srgb(45, 120, 275, floor=0.03)
    assert vivid.min() > 40 and vivid.max() <= 255


def test_alike_cells_form_groups():
    alike = np.zeros((5, 5))
    alike[0, 1] = alike[1, 0] = alike[1, 2] = alike[2, 1] = 0.9
    alike[3, 4] = alike[4, 3] = 0.2  # not alike enough
    assert sorted(map(sorted, groups(alike))) == [[0, 1, 2], [3], [4]]


def badges_of(types: list[str], offset=(0.0, 0.0), scale=1.0) -> np.ndarray:
    points = np.array([centre(t) for t in types], np.float32)
    points[:, :2] = points[:, :2] * scale + np.array(offset, np.float32)
    return points


@pytest.mark.parametrize(("offset", "scale"), [((0.0, 0.0), 1.0), ((0.25, -0.2), 1.0), ((-0.2, 0.2), 1.3)])
def test_groups_are_named_under_a_shared_cast_and_saturation(offset, scale):
    present = ["pavilion", "seraglio", "arcades", "garden", "tower"]
    badges = badges_of(present, offset, scale)
    naming = name_groups(badges, [[i] for i in range(len(present))], badge_prior().centres, 0.25, {}, 0.11)
    assert [TYPES[t] for t in naming.types] == present


def test_a_very_vivid_red_is_still_red_not_purple():
    vivid = np.array([[2.3, 1.7, -0.6]], np.float32)  # a red whose green channel nearly vanished
    naming = name_groups(vivid, [[0]], badge_prior().centres, 0.25, {}, 0.11)
    assert TYPES[naming.types[0]] == "seraglio"
    assert np.hypot(*compressed(vivid)[0, :2]) < 1.0


def test_a_calibration_cell_names_its_group_whatever_its_colour():
    badges = badges_of(["tower", "seraglio", "garden"])
    told = {0: TYPES.index("chambers")}  # the user says the purple-looking tile is a chambers
    naming = name_groups(badges, [[0], [1], [2]], badge_prior().centres, 0.25, told, 0.11)
    assert [TYPES[t] for t in naming.types] == ["chambers", "seraglio", "garden"]


def test_a_group_named_otherwise_under_another_transform_nearly_as_likely_is_read_unsure(monkeypatch):
    # Badges printed far off their colour names: five gardens were named chambers, 8 cost units
    # sure at the transform of the named colours chosen, but another transform naming them
    # gardens cost 0.06 more in all. The buildings were proposed wrong 0.88-0.95 sure (with two
    # seraglios named chambers likewise, a city read wrongly without doubt); each building read
    # wrong is now outlined unsure, and the city doubted. That photo has been read exactly since
    # the fountain names no group (the test below); here a pavilion washed out by a glare, named
    # garden by a transform nearly as likely, is read unsure and the city doubted. (With the
    # glare's veil taken off, ``glare.py``, that pavilion reads exact: the washed-out colours
    # this test is about are those read with the veil left on.)
    monkeypatch.setattr(pipeline, "_UNVEIL_ROUNDS", 0)
    tiles, given = options("glare over the tiles", 1003)
    scene = render_scene(1003, tiles, **given)
    reading = read_city(scene.photo.astype(np.float32), scene.corners, (scene.cols, scene.rows))
    truth = _city(scene.cells, scene.fountain)
    fx, fy = reading.proposal.fountain
    wrong = [c for c in reading.proposal.cells if c.kind == "building"
             and truth.get((c.col - fx, c.row - fy)) != (c.tile.to_dict() if c.tile else None)]
    assert wrong and all(c.confidence < UNSURE for c in wrong)
    assert reading.doubt is not None


@pytest.mark.parametrize("condition", ["usual", "far printing: each badge moved up to 0.3 more"])
def test_the_fountain_names_no_group_and_gives_no_type_its_centre(condition):
    # The fountain's cell, its bare sand read as a badge, formed a group of its own that took
    # the name arcades (on far printing, its sand pulled the arcades' centre off the tiles):
    # the city's two arcades, named tower as a second group or seraglio, were read seraglio
    # (tuning seed 1013 in six conditions) or the gardens chambers. Now the likeliest fountain
    # is set aside from the naming, and both photos are read exactly with the block found.
    tiles, given = options(condition, 1013)
    scene = render_scene(1013, tiles, **given)
    reading = read_city(scene.photo.astype(np.float32))
    truth = _city(scene.cells, scene.fountain)
    fx, fy = reading.proposal.fountain
    seen = {(c.col - fx, c.row - fy): c.tile.to_dict() if c.tile else None
            for c in reading.proposal.cells if c.kind == "building"}
    assert seen == truth


def test_a_calibrated_types_other_tiles_may_stray_from_its_calibration_cell_as_from_its_name():
    # A chambers whose badge lay 0.17 from the chambers' calibration cell (and near the white
    # named colour) was named pavilion, a second chambers group costing more at the calibration's
    # tight spread, and read arcades (tests/test_photo_measure's synthetic photo 41, calibrated).
    # The badges as measured there: the calibration cells of chambers, garden and tower, the
    # other chambers, a garden and a tower.
    badges = np.array([(-0.14, 0.45, 0.28), (-0.51, 0.34, -0.25), (0.07, 0.93, -0.3), (-0.06, 0.6, 0.19),
                       (-0.48, 0.34, -0.26), (0.06, 0.94, -0.29)], np.float32)
    told = {0: TYPES.index("chambers"), 1: TYPES.index("garden"), 2: TYPES.index("tower")}
    members = [[0], [1, 4], [2, 5], [3]]
    naming = name_groups(badges, members, badge_prior().centres, 0.25, told, 0.11)
    assert [TYPES[t] for t in naming.types] == ["chambers", "garden", "tower", "chambers", "garden", "tower"]


def test_a_group_whose_next_name_another_group_plainly_holds_is_read_surer():
    # One tile's badge lies halfway between chambers and garden, four others are plainly gardens.
    # Named garden, it would make a second group of gardens (or move the four): its margin counts
    # that (before: 0, a coin toss, as if the garden name were free; on the tuning photos such
    # margins read whole cities unsure that were right).
    halfway = 0.5 * centre("chambers") + 0.5 * centre("garden")
    others = badges_of(["garden"] * 4 + ["tower", "seraglio", "pavilion", "arcades"])
    badges = np.vstack([halfway[None], others]).astype(np.float32)
    members = [[0], [1, 2, 3, 4], [5], [6], [7], [8]]
    naming = name_groups(badges, members, badge_prior().centres, 0.25, {}, 0.11)
    assert [TYPES[t] for t in naming.types[:2]] == ["chambers", "garden"]
    assert TYPES[naming.alternatives[0]] == "garden" and naming.margins[0] > 1.5


def test_a_second_group_named_a_type_far_from_its_surest_does_not_move_its_centre(monkeypatch):
    # A far printing (validation photo): four towers named tower (16 cost units surer than
    # anything else) and three gardens named a second group of towers; the towers' centre, the
    # mean of both groups, lay nearer the pavilions' badges than the towers', and the four towers
    # were read as pavilions, sure. The badges as measured there; the naming as it named them.
    tower, garden, pavilion = (-0.04, 0.88, -0.05), (0.01, 0.37, -0.28), (-0.17, 0.96, -0.18)
    badges = [tower] * 4 + [garden] * 3 + [pavilion] * 2
    looks = [np.full((15, 15, 3), float(g), np.float32) for g in [0] * 4 + [1] * 3 + [2] * 2]
    features = [CellFeatures(i, 0, 0.5, 0.4, (236.0, 207.0, 115.0), 0.1, look)
                for i, look in enumerate(looks)]
    named = tuple(TYPES.index(t) for t in ["tower"] * 7 + ["pavilion"] * 2)
    margins = (16.0,) * 4 + (0.2,) * 3 + (4.0,) * 2
    naming = Naming(named, (0.0, 0.0), 1.0, (-1,) * 9, margins)
    monkeypatch.setattr(buildings, "name_groups", lambda *_, **__: naming)
    probabilities = buildings.type_probabilities(features, badges, {})
    assert [max(p, key=p.__getitem__) for p in probabilities[:4]] == ["tower"] * 4
    assert [max(p, key=p.__getitem__) for p in probabilities[7:]] == ["pavilion"] * 2
