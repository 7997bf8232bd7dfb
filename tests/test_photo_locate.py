"""Finding the city in a photo by itself (issue 21): the block on painted photos, turned
photos read the right way round, the command without --corners and --grid, and the photos
it refuses (no tiles, two cities) in one sentence with exit 2.

The accuracy over many photos and conditions is measured by tests/photo_synthetic.py (see
docs/benchmarks.md); these are a few photos each, kept fast.
"""

from __future__ import annotations

import io
import json
import sys

import numpy as np
import pytest
from PIL import Image

from alhambra_gui.photo import read_city, recognise
from alhambra_gui.photo.catalogue import catalogue
from alhambra_gui.photo.cli import main
from alhambra_gui.photo.errors import NoTilesError
from alhambra_gui.photo.fold import side_dip
from alhambra_gui.photo.geometry import Corners, Homography
from alhambra_gui.photo.lattice import fit_homography, ransac_homography
from alhambra_gui.photo.locate import find_block
from alhambra_gui.photo.pipeline import find_and_recognise

from .block_once import found_once
from .photo_found import Truth, compare
from .photo_found import turned as turned_photo
from .photo_scene import render_scene
from .photo_sets import SETS, TURNS, options


@pytest.fixture(scope="module", autouse=True)
def each_block_found_once():
    """The tests that find a block and then read the same photo, or run the command on it
    first, share one search per photo (tests/block_once.py)."""
    with found_once(sys.modules[__name__]):
        yield


@pytest.fixture(scope="module")
def scene():
    return render_scene(1046, 14)


def cell_size(scene) -> float:
    return float(np.hypot(*np.subtract(scene.corners[1], scene.corners[0]))) / scene.cols


def turned(scene, turns: int):
    """The photo turned ``turns`` quarter turns counter-clockwise, and its block's corners there
    (the city's own NW first, as the truth files give them)."""
    photo = np.ascontiguousarray(np.rot90(scene.photo, turns))
    corners = list(scene.corners)
    height, width = scene.photo.shape[:2]
    for _ in range(turns):
        corners = [(y, width - x) for x, y in corners]
        height, width = width, height
    return photo, corners


@pytest.mark.parametrize("turns", [0, 1, 2, 3])
def test_the_block_is_found_whichever_way_the_photo_is_turned(scene, turns):
    photo, corners = turned(scene, turns)
    found = find_block(photo)
    assert (found.cols, found.rows) == (scene.cols, scene.rows)
    assert found.turns == (4 - turns) % 4  # turned counter-clockwise: so many quarter turns clockwise
    assert found.covered == {(t["col"], t["row"]) for t in scene.cells if t["kind"] != "empty"}
    for mine, truth in zip(found.corners.points, corners, strict=True):
        assert np.hypot(*np.subtract(mine, truth)) < 0.2 * cell_size(scene)
    proposal = recognise(photo.astype(np.float32), found.corners, found.cols, found.rows)
    assert proposal.fountain == scene.fountain
    pairs = zip(proposal.cells, scene.cells, strict=True)
    right = sum(c.tile is not None and c.tile.to_dict() == t["tile"] for c, t in pairs)
    assert right >= sum(1 for t in scene.cells if t["tile"]) - 1


def test_the_command_finds_the_block_without_corners_and_says_where(scene, tmp_path):
    path = tmp_path / "city.jpg"
    path.write_bytes(scene.jpeg)
    out = io.StringIO()
    assert main([str(path), "--json"], out) == 0
    data = json.loads(out.getvalue())
    assert data["grid"] == {"cols": scene.cols, "rows": scene.rows}
    assert len(data["corners"]) == 4
    assert data["fountain"] == {"col": scene.fountain[0], "row": scene.fountain[1]}
    given = ",".join(f"{v}" for point in data["corners"] for v in point)
    again = io.StringIO()
    assert main([str(path), "--corners", given, "--grid", f"{scene.cols}x{scene.rows}", "--json"], again) == 0
    assert "corners" not in json.loads(again.getvalue())  # with them, exactly as before
    def read(cells):
        return [(c["kind"], c["tile"]) for c in cells]

    assert read(json.loads(again.getvalue())["cells"]) == read(data["cells"])


def test_a_photo_without_tiles_is_one_sentence_and_exit_2(tmp_path, capsys):
    path = tmp_path / "table.png"
    Image.new("RGB", (800, 600), (40, 110, 60)).save(path)
    assert main([str(path)], io.StringIO()) == 2
    err = capsys.readouterr().err
    assert err == "alhambra-gui photo: error: no tiles of the game were found in the photo.\n"
    with pytest.raises(NoTilesError):
        find_block(np.asarray(Image.open(path).convert("RGB"), np.float32))


def test_two_cities_in_one_photo_are_one_sentence_that_says_where_the_larger_is(scene, tmp_path, capsys):
    small = render_scene(1018, 6, table="wood")
    height = max(scene.photo.shape[0], small.photo.shape[0])
    pad = [np.pad(p, ((0, height - p.shape[0]), (0, 0), (0, 0)), mode="edge")
           for p in (scene.photo, small.photo)]
    path = tmp_path / "two.png"
    Image.fromarray(np.hstack(pad).astype(np.uint8)).save(path)
    assert main([str(path)], io.StringIO()) == 2
    err = capsys.readouterr().err
    assert err.startswith("alhambra-gui photo: error: the photo shows two cities, of ")
    assert f"--grid {scene.cols}x{scene.rows}" in err and err.count("\n") == 1


def test_the_homography_fit_recovers_a_known_map_and_leaves_outliers_out():
    truth = np.array([[80.0, 12.0, 300.0], [-9.0, 95.0, 120.0], [0.0004, -0.0003, 1.0]])
    grid = np.array([(u, v) for u in range(5) for v in range(4)], np.float64)
    mapped = np.column_stack([grid, np.ones(len(grid))]) @ truth.T
    photo = mapped[:, :2] / mapped[:, 2:]
    assert fit_homography(grid, photo) == pytest.approx(truth, rel=1e-6, abs=1e-9)
    photo[3] += (40.0, -25.0)
    found, agree = ransac_homography(grid, photo, 1.0)
    assert not agree[3] and agree.sum() == len(grid) - 1
    assert found == pytest.approx(truth, rel=1e-6, abs=1e-9)


# Photos where the gaps' spacing misleads (issue 21's weak conditions): a 45-tile city at 25°
# tilt with five strays, where a grid of one giant cell showed the badge rims' corner contrast
# best; a city whose tiles lie edge to edge, the gaps' spacing 12 % short of a cell (no
# multiple of it fits); and a 45-tile city whose grid of two cells a tile folds its sand more
# sharply than the right one (its folded cell shows two by two tiles); and a blurred photo whose
# gaps show 1.12 times a cell across and 0.93 down (the size is tried square both ways). The
# sand folded onto one cell picks the right size.
ROUGH = {"shift": 0.035, "twist": 3.0, "blur_px": 1.5, "noise": 5.0, "quality": 60, "cast": 0.2}
HARD = {"45 tiles at 25° tilt, five strays": (1006, 45, {"tilt": 25.0, "strays": 5}),
        "tiles edge to edge, the gaps' spacing short": (1000, 14, {"badge_drift": 0.3}),
        "a grid of two cells a tile folds sharper": (1014, 45, {"tilt": 25.0, "strays": 5}),
        "blurred, the gaps' spacings differ across and down": (1000, 14, ROUGH)}


@pytest.mark.parametrize("name", list(HARD))
def test_the_block_is_found_where_the_gaps_spacing_misleads(name):
    seed, tiles, options = HARD[name]
    hard = render_scene(seed, tiles, **options)
    found = find_block(hard.photo.astype(np.float32))
    assert (found.cols, found.rows) == (hard.cols, hard.rows)
    for mine, truth in zip(found.corners.points, hard.corners, strict=True):
        assert np.hypot(*np.subtract(mine, truth)) < 0.25 * cell_size(hard)


# Photos of the tuning set (tests/photo_sets.py) whose gaps' spacing lies off every factor
# tried: a rough photo whose gaps (shifted and twisted tiles) show 1.5 times a cell, and
# 5-10-tile cities of tiles laid close, where the lines of a tile's art pass for gaps a fifth
# of a tile apart; a small photo whose outline shows its sides two cells apart (tried halved).
# The city's outline (``outline``) gives the cell's spacing, and the reading finds the
# fountain where the truth has it. And a small city whose first grid leaves a part of it
# outside: the photo straightened shows oblong cells and a wrong grid that leaves less outside
# than the first grid unfixed, but more than the first grid fixed by the badges, which is kept.
OUTLINED = {"rough, the gaps 1.5 times a cell": ("rough", 1005),
            "tiles laid close, art lines for gaps": ("5–10", 1009),
            "a small city of tiles laid close": ("5–10", 1017),
            "a small photo, the outline's sides two cells apart": ("small", 1010),
            "a small city straightened into oblong cells": ("5–10", 1013)}


#: How far (cells) a block's corner that no tile touches may lie off: the grid is extrapolated
#: there from the tiles, and the tiles' own jitter as painted (shifted up to 0.02 of a cell,
#: twisted up to 1.5 degrees) leaves such a corner of the 5-10 1013 block (6 buildings in an L,
#: its SW corner a cell and more from every tile) more than 0.25 of a cell off for one grid
#: fitted to the badges in 15 (simulated); the found grid lies within 0.1 of a cell of every
#: tile's corner there and 0.26 off at that corner.
UNTOUCHED = 0.35


def grid_errors(found, hard, tiles_only: bool) -> dict[tuple[int, int], float]:
    """How far (cells) the found grid's points lie from the truth's: every corner of a tile
    (and, unless ``tiles_only``, the block's corners)."""
    mine = Homography.from_corners(found.corners, found.cols, found.rows)
    truth = Homography.from_corners(Corners.from_points(hard.corners), hard.cols, hard.rows)
    tiles = [(t["col"], t["row"]) for t in hard.cells if t["kind"] != "empty"]
    points = {(c + dc, r + dr) for c, r in tiles for dc in (0, 1) for dr in (0, 1)}
    if not tiles_only:
        points |= {(0, 0), (hard.cols, 0), (hard.cols, hard.rows), (0, hard.rows)}
    side = cell_size(hard)
    return {p: float(np.hypot(*np.subtract(mine.point(*p), truth.point(*p)))) / side for p in points}


@pytest.mark.parametrize("name", list(OUTLINED))
def test_the_block_is_found_by_the_citys_outline_where_the_gaps_spacing_fits_no_factor(name):
    words, seed = OUTLINED[name]
    condition = next(c for c in SETS if words in c)
    tiles, given = options(condition, seed)
    hard = render_scene(seed, tiles, **given)
    found = find_block(hard.photo.astype(np.float32))
    assert (found.cols, found.rows) == (hard.cols, hard.rows)
    assert max(grid_errors(found, hard, tiles_only=True).values()) < 0.25
    assert max(grid_errors(found, hard, tiles_only=False).values()) < UNTOUCHED
    truth = Truth(list(hard.corners), hard.cols, hard.rows, hard.cells, hard.fountain)
    assert compare(truth, read_city(hard.photo.astype(np.float32))).fountains == 1


def test_a_grid_folding_a_few_tiles_sharply_but_covering_a_part_of_the_city_is_not_taken():
    # Tuning photo 1013 of a die on a tile: a grid 0.78 of a tile wide folded 5 cells nearly as
    # sharply as the tiles' own grid folds its 11, and, the smallest, was taken; its folded cell
    # showed two parts each way and sent the search to a grid half a tile wide (a 10 x 13
    # block, refused: more cells look like tiles than a city has).
    tiles, given = options("a hand or a die on a tile", 1013)
    scene = render_scene(1013, tiles, **given)
    found = find_block(scene.photo.astype(np.float32))
    assert (found.cols, found.rows) == (scene.cols, scene.rows)
    for mine, truth in zip(found.corners.points, scene.corners, strict=True):
        assert np.hypot(*np.subtract(mine, truth)) < 0.25 * cell_size(scene)


def test_of_two_first_grids_of_about_one_tiles_size_the_one_the_badges_fix_sharper_is_taken():
    # Rough tuning photo 1007 (shifted, twisted tiles): the first grid folding the sand most
    # sharply (123 px) was fixed by the badges to a grid folding 0.09 whose next rounds drifted
    # to two cities, its fountain lost; the smallest first grid taken (104 px) is fixed to the
    # tiles' own (121 px, folding 0.20), and the city is found.
    tiles, given = options(next(c for c in SETS if "rough" in c), 1007)
    scene = render_scene(1007, tiles, **given)
    found = find_block(scene.photo.astype(np.float32))
    assert (found.cols, found.rows) == (scene.cols, scene.rows)
    truth = Truth(list(scene.corners), scene.cols, scene.rows, scene.cells, scene.fountain)
    assert compare(truth, read_city(scene.photo.astype(np.float32))).fountains == 1


def test_the_outlines_spacings_make_no_cell_longer_than_perspective_allows():
    # the usual photo 1000 turned a quarter: its outline shows sides 40 px apart one way (a
    # tile's art) and 116 the other; a grid of 40 x 116 px cells folded sharply enough to win
    tiles, given = options("usual", 1000)
    usual = render_scene(1000, tiles, **given)
    quarter = TURNS["turned a quarter (photo from the west)"]
    photo, corners = turned_photo(usual.photo, list(usual.corners), quarter)
    found = find_block(photo.astype(np.float32))
    assert (found.cols, found.rows) == (usual.cols, usual.rows)
    for mine, truth in zip(found.corners.points, corners, strict=True):
        assert np.hypot(*np.subtract(mine, truth)) < 0.25 * cell_size(usual)


# A spare tile lies turned beside the city's east edge, across a cell next to a tile of the
# city: its sand covers that cell, but it does not look like the city's tiles folded; two
# spare tiles beside the west edge cover two cells one under the other, one of them beside the
# city (the outer one left out first, then the other).
STRAYS = {"one cell": (1009, 45, {"tilt": 25.0, "strays": 5}), "two cells": (1011, 14, {"badge_drift": 0.3})}


@pytest.mark.parametrize("name", list(STRAYS))
def test_a_stray_tile_touching_the_city_at_one_side_is_left_out_of_the_block(name):
    seed, tiles, options = STRAYS[name]
    hard = render_scene(seed, tiles, **options)
    found = find_block(hard.photo.astype(np.float32))
    assert (found.cols, found.rows) == (hard.cols, hard.rows)
    assert found.strays >= 1
    for mine, truth in zip(found.corners.points, hard.corners, strict=True):
        assert np.hypot(*np.subtract(mine, truth)) < 0.25 * cell_size(hard)


def test_a_tile_of_much_art_in_a_soft_shadow_belongs_to_the_city():
    # Under a strong colour cast the city's last tile, a building whose art fills its middle,
    # lies in a soft shadow: only about half of its frame shows as sand, and it is the row
    # that makes the block seven rows high.
    hard = render_scene(1008, 14, cast=0.35)
    found = find_block(hard.photo.astype(np.float32))
    assert (found.cols, found.rows) == (hard.cols, hard.rows) == (4, 7)


def test_the_badges_refit_a_first_grid_that_drifts_from_a_large_tilted_citys_edges():
    # The first grid of this 45-tile city at 25° tilt fits its middle and drifts from the tiles
    # toward its edges, where its badges are a third of a cell off: few of them agree at first.
    hard = render_scene(1002, 45, tilt=25.0, strays=5)
    found = find_block(hard.photo.astype(np.float32))
    assert (found.cols, found.rows) == (hard.cols, hard.rows)
    for mine, truth in zip(found.corners.points, hard.corners, strict=True):
        assert np.hypot(*np.subtract(mine, truth)) < 0.25 * cell_size(hard)


def test_a_blurred_photo_is_not_taken_for_two_cities_by_a_wild_refit():
    # On this blurred photo a few wrong badge rims agreed on a homography whose cells were far
    # smaller than the tiles: the city fell apart into two "cities". The refit is kept only near the
    # grid it refines, so the block found is the city, give or take its last row (5 x 4 for
    # 5 x 5 here: one of the painted photos still missed).
    hard = render_scene(1008, 14, **ROUGH)
    found = find_block(hard.photo.astype(np.float32))
    assert abs(found.cols - hard.cols) + abs(found.rows - hard.rows) <= 1
    assert np.hypot(*np.subtract(found.corners.points[0], hard.corners[0])) < 0.5 * cell_size(hard)


# Photos whose block was found while a building was taken for the fountain, so every building
# was proposed one place off (issue 21's misses): a small photo and a blurred one, where the
# building's badge rim showed as faintly as the fountain's art and the fountain's shrub as ink;
# the building's walls tell it apart.
FOUNTAINS = {"small photo": (1015, 14, {"cell_px": 75}), "blurred": (1016, 14, ROUGH)}


@pytest.mark.parametrize("name", list(FOUNTAINS))
def test_the_fountain_of_a_block_found_is_the_tile_without_badge_and_walls(name):
    seed, tiles, options = FOUNTAINS[name]
    hard = render_scene(seed, tiles, **options)
    reading = read_city(hard.photo.astype(np.float32))
    truth = Truth(hard.corners, hard.cols, hard.rows, hard.cells, hard.fountain)
    counts = compare(truth, reading)
    assert counts.fountains == 1 and counts.wrong == 0


def test_a_grid_half_a_cell_off_is_not_taken_for_a_city_turned_a_quarter():
    # The first grid of this 45-tile city at 25° tilt lay 0.4 of a cell off across: its badges
    # then sat where a city turned a quarter has them, and the badges' refit moved the grid to
    # that turn (the block 10 x 9 cells for 9 x 11, every tile read turned). The tiles' edges
    # show on the cells' sides only of the grid moved back, with the city's own turn.
    hard = render_scene(2012, 45, tilt=25.0, strays=5)
    found = find_block(hard.photo.astype(np.float32))
    assert found.turns == 0 and (found.cols, found.rows) == (hard.cols, hard.rows)
    for mine, truth in zip(found.corners.points, hard.corners, strict=True):
        assert np.hypot(*np.subtract(mine, truth)) < 0.25 * cell_size(hard)


def test_the_tiles_edges_show_on_the_cells_sides_of_the_right_grid():
    # A grid fitted to a painted city: the sand dips on its cells' sides (the gaps between
    # tiles), not half a cell from them (across the tiles' middles).
    grid = np.array([[60.0, 0.0, 20.0], [0.0, 60.0, 20.0], [0.0, 0.0, 1.0]])
    sand = np.ones((260, 260), np.float32)
    for k in range(5):  # gaps two pixels wide on the cells' sides
        sand[:, 19 + 60 * k:21 + 60 * k] = 0.0
        sand[19 + 60 * k:21 + 60 * k, :] = 0.0
    sand[45:55, :] = sand[:, 45:55] = 0.5  # broad art across the tiles' middles: no dip there
    cells = {(c, r) for c in range(4) for r in range(4)}
    assert side_dip(sand, grid, cells, 0, 0.0) > 0.5 > side_dip(sand, grid, cells, 0, 0.5)
    assert side_dip(sand, grid, cells, 1, 0.0) > 0.5 > side_dip(sand, grid, cells, 1, 0.5)


def test_a_block_read_with_doubt_proposes_no_building():
    # On this near, slanted photo the block found lies off the city: no tile stands out as the
    # fountain and the buildings match unsurely, so the reading is doubtful; every building is
    # proposed empty and unsure, even those read sure, which stood a place off. (Seeds 1010 and
    # 1025 of the small photos, this test's photos before, are now found on blocks of the right
    # size: 1025 since a grid folding blurred is also tried a little larger, photo34; 8018 of the
    # strong perspective since its photo is straightened more evenly, photo36.) A seed of the
    # set 8000.
    tiles, given = options("strong perspective: tilt 30–45°, the camera near", 8001)
    hard = render_scene(8001, tiles, **given)
    reading = read_city(hard.photo.astype(np.float32))
    proposal = reading.proposal
    truth = Truth(hard.corners, hard.cols, hard.rows, hard.cells, hard.fountain)
    assert compare(truth, reading).fountains == 0  # still a miss
    assert proposal.doubtful and reading.doubt is not None and reading.doubt.kind == "block"
    assert not [c for c in proposal.cells if c.kind == "building"]
    left = [c for c in proposal.cells if c.kind == "empty" and c.confidence == 0.0]
    assert len(left) >= 11


def test_a_block_read_without_doubt_proposes_every_building():
    hard = render_scene(1015, 14, cell_px=75)  # a small photo whose block and fountain are found
    _, proposal = find_and_recognise(hard.photo.astype(np.float32))
    assert not proposal.doubtful
    buildings = sum(c["kind"] == "building" for c in hard.cells)
    assert sum(c.kind == "building" for c in proposal.cells) == buildings


def test_a_block_found_that_the_reading_refuses_says_where_it_was_found(tmp_path, capsys):
    # Under a strong cast this city's block is found two rows too high, reaching off the photo:
    # the reading refuses it, and the sentence gives the block found, to be corrected and given back.
    off = render_scene(2015, 14, cast=0.35)
    path = tmp_path / "cast.jpg"
    path.write_bytes(off.jpeg)
    assert main([str(path)], io.StringIO()) == 2
    err = capsys.readouterr().err
    assert err.startswith("alhambra-gui photo: error: 1 of the block's 48 cells lie outside the photo")
    found = find_block(path)
    flat = ",".join(f"{v:.1f}" for point in found.corners.points for v in point)
    assert err.endswith(f"; the block found lies at --corners {flat} --grid 6x8.\n")


def test_tiles_just_beside_the_city_read_make_the_reading_doubtful():
    # A part of the city cut off from the rest (by a glare washing a tile out, or a grid gone
    # wrong at a slant) lies beside the block read: the reading says so, and how many tiles.
    plain = [t for t in catalogue() if t.walls == ""]
    city = {(0, 0): None, (1, 0): plain[0], (-1, 0): plain[1], (0, 1): plain[2], (0, -1): plain[3],
            (1, 1): plain[4], (-1, 1): plain[5]}
    whole = read_city(render_scene(4242, city=city, strays=3, tilt=10.0).photo.astype(np.float32))
    # strays lie turned: not a part (a tile read less than half sure may doubt the city, not they)
    assert (whole.doubt is None or whole.doubt.kind != "beside") and (whole.cols, whole.rows) == (3, 3)
    cut = {**city, (3, 0): plain[6], (3, 1): plain[7]}  # two tiles a cell apart from the rest
    reading = read_city(render_scene(4242, city=cut, strays=0, tilt=10.0).photo.astype(np.float32))
    assert (reading.cols, reading.rows) == (3, 3)
    assert reading.doubt is not None and (reading.doubt.kind, reading.doubt.cells) == ("beside", 2)
    answer = reading.to_dict()
    assert answer["doubt"] and "2 tiles lie just beside the city" in answer["doubt_reason"]


def test_cells_linking_parts_of_a_city_do_not_make_a_grid_too_fine_pass():
    # Strong perspective: a grid too fine covers 60 cells, the most a city may; three detailed
    # cells linking a lone cell to them made 63, and that grid was kept where it had been passed
    # over before (a 6 x 18 block found for the 3 x 7 city, its fountain not found).
    tiles, given = options("strong perspective: tilt 30–45°, the camera near", 1003)
    scene = render_scene(1003, tiles, **given)
    found = find_block(scene.photo.astype(np.float32))
    assert (found.cols, found.rows) == (scene.cols, scene.rows)
