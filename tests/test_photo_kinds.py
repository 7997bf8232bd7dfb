"""Sand normalisation, empty/tile/fountain and calibration cells (colour, kinds, known)."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from alhambra_gui.photo.cells import CellFeatures
from alhambra_gui.photo.colour import chroma_spread, estimate_sand, log_chroma
from alhambra_gui.photo.errors import KnownCellError
from alhambra_gui.photo.kinds import find_fountain, occupied_probabilities
from alhambra_gui.photo.known import check_known, parse_known

SAND = np.array([236.0, 207.0, 115.0], np.float32)
TYPES = ("pavilion", "garden")


def tile_patch(rng: np.random.Generator) -> np.ndarray:
    """Half sand (mottled), half art in several colours: what the inside of a tile looks like."""
    patch = np.broadcast_to(SAND, (40, 40, 3)).copy() * rng.uniform(0.95, 1.05, (40, 40, 1))
    paints = np.array([[200, 50, 40], [60, 140, 60], [240, 240, 235], [110, 70, 40]], np.float32)
    patch[10:30] = rng.choice(paints, (20, 40))
    return patch.astype(np.float32)


def table_patch(colour, rng: np.random.Generator) -> np.ndarray:
    plain = np.broadcast_to(np.array(colour, np.float32), (40, 40, 3))
    return (plain + rng.normal(0, 3, (40, 40, 3))).astype(np.float32)


@settings(max_examples=25, deadline=None)
@given(st.tuples(*[st.floats(0.75, 1.3)] * 3), st.floats(0.5, 1.2))
def test_the_sand_follows_a_colour_cast_and_the_light(gains, light):
    """A cast multiplies each channel: the sand found moves exactly as the tiles do."""
    rng = np.random.default_rng(3)
    scale = np.array(gains, np.float32) * light
    tiles = [tile_patch(rng) * scale for _ in range(4)]
    patches = tiles + [table_patch((90, 60, 40), rng) * scale for _ in range(4)]
    tile_like = [chroma_spread(p) > 0.2 for p in patches]
    assert tile_like == [True] * 4 + [False] * 4
    sand = estimate_sand(patches, tile_like)
    assert sand.chroma == pytest.approx(tuple(log_chroma(SAND * scale)), abs=0.03)
    assert sand.fraction(patches[0]) > 0.3 and sand.fraction(patches[-1]) < 0.02


def test_a_cell_in_a_tinted_shadow_still_shows_its_sand():
    """Shade lit by a blue sky moves the sand's chroma; the cell finds its own sand near the photo's."""
    rng = np.random.default_rng(4)
    sunny = [tile_patch(rng) for _ in range(3)]
    sand = estimate_sand(sunny, [True] * 3)
    shaded = tile_patch(rng) * np.array([0.5, 0.55, 0.68], np.float32)
    assert sand.fraction(shaded) < 0.1
    local = sand.local(shaded)
    assert local.fraction(shaded) > 0.3
    assert local.rgb == pytest.approx(tuple(SAND * np.array([0.5, 0.55, 0.68])), rel=0.06)
    assert sand.local(table_patch((64, 64, 68), rng)) == sand  # no sand nearby: the photo's stands


def features(col: int, spread: float, sand: float, ink: float) -> CellFeatures:
    return CellFeatures(col, 0, spread, sand, (236.0, 207.0, 115.0), ink, np.zeros((15, 15, 3), np.float32))


def test_tiles_are_colourful_and_show_sand_the_table_and_stray_cards_do_not():
    cells = [features(0, 0.5, 0.3, 0.1), features(1, 0.02, 0.0, 0.0),  # a tile, the bare table,
             features(2, 0.6, 0.0, 0.0), features(3, 0.03, 0.9, 0.0)]  # a card, a sand-coloured cloth
    assert [p > 0.5 for p in occupied_probabilities(cells, {})] == [True, False, False, False]


def test_a_tile_of_little_colour_but_fine_art_is_a_tile_a_hand_is_not():
    # Gardens on rough and small painted photos (spread just below the colourful boundary, fine
    # detail 0.1 to 0.16) were read half empty, and their neighbours cut off with them.
    def cell(col: int, spread: float, sand: float, detail: float, washed: float) -> CellFeatures:
        return CellFeatures(col, 0, spread, sand, (236.0, 207.0, 115.0), 0.0,
                            np.zeros((15, 15, 3), np.float32), detail, washed)

    cells = [cell(0, 0.193, 0.48, 0.11, 0.0),  # a garden on a blurred photo
             cell(1, 0.15, 0.86, 0.069, -0.09),  # a hand on the table (tuning photo 1004)
             cell(2, 0.168, 0.83, 0.043, -0.095),  # the hand's other cell
             cell(3, 0.19, 0.05, 0.12, 0.0)]  # a detailed card: no sand
    assert [p > 0.5 for p in occupied_probabilities(cells, {})] == [True, False, False, False]


def test_calibration_cells_set_their_own_kind_and_move_the_boundary():
    cells = [features(0, 0.23, 0.13, 0.1), features(1, 0.21, 0.12, 0.1), features(2, 0.19, 0.11, 0.1)]
    plain = occupied_probabilities(cells, {})
    assert plain[0] > 0.5 and plain[2] < 0.5
    known = {(0, 0): "empty", (2, 0): "garden"}  # this photo's table happens to be richer than its tiles
    calibrated = occupied_probabilities(cells, known)
    assert calibrated[0] == 0.0 and calibrated[2] == 1.0


def test_the_fountain_is_the_tile_without_a_badge():
    cells = [features(k, 0.5, 0.3, ink) for k, ink in enumerate((0.1, 0.0, 0.08))]
    rims = {(0, 0): 0.3, (1, 0): 0.04, (2, 0): 0.25}
    found = find_fountain(cells, [1.0, 1.0, 1.0], rims, {})
    assert found.position == (1, 0) and found.confidence > 0.8
    told = find_fountain(cells, [1.0, 1.0, 1.0], rims, {(2, 0): "fountain"})
    assert told.position == (2, 0) and told.confidence == 1.0


def test_a_walled_tile_whose_badge_is_too_faint_to_see_is_not_the_fountain():
    # On a blurred or small photo a building's badge rim can show as faintly as the fountain's
    # art does; its walls still tell it apart (the fountain has none). A side facing no tile
    # counts less: a tile lying a little off its cell shows the table there like a wall.
    cells = [features(k, 0.5, 0.3, 0.0) for k in range(3)]
    rims = {(0, 0): 0.05, (1, 0): 0.06, (2, 0): 0.3}
    assert find_fountain(cells, [1.0, 1.0, 1.0], rims, {}).position == (0, 0)
    walls = {(0, 0): (6.0, -12.0, -6.0, -6.0), (1, 0): (-6.0, -12.0, -6.0, -12.0),
             (2, 0): (-6.0, 6.0, 6.0, -12.0)}
    assert find_fountain(cells, [1.0, 1.0, 1.0], rims, {}, walls).position == (1, 0)
    shifted = {**walls, (1, 0): (3.0, -12.0, -6.0, -12.0)}  # the fountain's north edge shows the table
    assert find_fountain(cells, [1.0, 1.0, 1.0], rims, {}, shifted).position == (1, 0)


def test_a_little_ink_at_the_badges_place_does_not_rule_the_fountain_out():
    # The fountain's art near the badge's place (a shrub) shows a little ink where the grid lies
    # a little off, while a blurred building's digits may show none: its rim tells it apart.
    cells = [features(0, 0.5, 0.3, 0.045), features(1, 0.5, 0.3, 0.0)]
    rims = {(0, 0): 0.045, (1, 0): 0.118}
    assert find_fountain(cells, [1.0, 1.0], rims, {}).position == (0, 0)


@pytest.mark.parametrize(("spec", "parsed"), [
    ("2,0=garden", ((2, 0), "garden")), (" 1 , 3 = Fountain ", ((1, 3), "fountain"))])
def test_calibration_cells_are_parsed(spec, parsed):
    assert parse_known(spec) == parsed


@pytest.mark.parametrize("spec", ["2,0", "a,b=garden", "2;0=garden", "2,0=", "=garden"])
def test_malformed_calibration_cells_are_refused(spec):
    with pytest.raises(KnownCellError, match="COL,ROW=TYPE"):
        parse_known(spec)


def test_the_same_cell_may_not_be_told_two_kinds():
    with pytest.raises(KnownCellError, match="twice"):
        check_known([((0, 0), "garden"), ((0, 0), "empty")], 2, 2, TYPES)
    assert check_known([((0, 0), "garden"), ((0, 0), "garden")], 2, 2, TYPES) == {(0, 0): "garden"}
