"""The photo reader's faster ways of working a number out give exactly the numbers of the plain
formulas they replaced (issue 29 item 5: the reading as fast as it can be, each reading the same)."""

from __future__ import annotations

import numpy as np
import pytest

from alhambra_gui.photo.buildings import _TRIM, look_distances
from alhambra_gui.photo.geometry import bilinear
from alhambra_gui.photo.gridlines import box_mean
from alhambra_gui.photo.sandmask import _every, _light, _spread_out


def _plain_bilinear(image, x, y):
    h, w = image.shape[:2]
    x = np.clip(x, 0.0, w - 1.0)
    y = np.clip(y, 0.0, h - 1.0)
    x0 = np.minimum(x.astype(np.intp), max(w - 2, 0))
    y0 = np.minimum(y.astype(np.intp), max(h - 2, 0))
    fx, fy = (x - x0)[..., None], (y - y0)[..., None]
    x1, y1 = np.minimum(x0 + 1, w - 1), np.minimum(y0 + 1, h - 1)
    top = image[y0, x0] * (1 - fx) + image[y0, x1] * fx
    bottom = image[y1, x0] * (1 - fx) + image[y1, x1] * fx
    return (top * (1 - fy) + bottom * fy).astype(np.float32)


@pytest.mark.parametrize("shape", [(3, 4, 1), (40, 60, 3), (2, 2, 3), (9, 300, 3)])
@pytest.mark.parametrize("dtype", [np.float32, np.uint8])
@pytest.mark.parametrize("coordinates", [np.float64, np.float32])
def test_bilinear_reads_what_indexing_by_rows_and_columns_reads(shape, dtype, coordinates):
    rng = np.random.default_rng(sum(shape))
    image = (rng.random(shape) * 255).astype(dtype)
    x = (rng.random((30, 41)) * (shape[1] + 10) - 5).astype(coordinates)
    y = (rng.random((30, 41)) * (shape[0] + 10) - 5).astype(coordinates)
    fast, plain = bilinear(image, x, y), _plain_bilinear(image, x, y)
    assert fast.dtype == plain.dtype and np.array_equal(fast, plain)


@pytest.mark.parametrize("size", [1, 3, 5, 9, 15, 21, 31])
@pytest.mark.parametrize("shape", [(97, 143), (5, 3), (1, 20), (40, 40)])
@pytest.mark.parametrize("density", [0.5, 0.01, 0.0005])
def test_the_busy_mask_spreads_as_far_as_a_box_mean_above_zero(size, shape, density):
    """Every pixel within a box of a true one, the photo's edges included (a true pixel at an edge
    reaches as far inward as elsewhere)."""
    mask = np.random.default_rng(size + shape[0]).random(shape) < density
    mask[0, -1] = True  # a corner's pixel
    assert np.array_equal(_spread_out(mask, size), box_mean(mask.astype(np.float32), size) > 0)


def test_light_pixels_are_those_whose_mean_is_above_dark():
    work = np.random.default_rng(1).integers(0, 256, (64, 80, 3), dtype=np.uint8)
    work[0, :3] = [[40, 40, 40], [40, 40, 41], [0, 0, 121]]  # the mean 40 is not above it; 40.33 is
    assert np.array_equal(_light(work), work.mean(axis=-1) > 40)
    assert np.array_equal(_light(work.astype(np.float32)), work.mean(axis=-1) > 40)


def test_every_nth_chosen_pixel_is_taken_as_boolean_indexing_takes_it():
    chroma = np.random.default_rng(2).random((50, 70, 2)).astype(np.float32)
    chosen = chroma[..., 0] > 0.3
    assert np.array_equal(_every(chroma, chosen, 7), chroma[chosen][::7])


def _plain_look_distances(looks):
    core = looks[:, 1:-1, 1:-1]
    size = core.shape[1]
    keep = max(1, int(_TRIM * size * size))
    best = np.full((len(looks), len(looks)), np.inf, np.float32)
    for dy in (-1, 0, 1):
        for dx in (-1, 0, 1):
            moved = looks[:, 1 + dy:1 + dy + size, 1 + dx:1 + dx + size]
            gaps = np.sqrt(((core[:, None] - moved[None, :]) ** 2).sum(axis=-1))
            gaps = gaps.reshape(len(looks), len(looks), -1)
            best = np.minimum(best, np.partition(gaps, keep - 1, axis=-1)[..., :keep].mean(axis=-1))
    return np.minimum(best, best.T)


@pytest.mark.parametrize("count", [1, 2, 9, 40])
def test_look_distances_are_the_plain_formula_s(count):
    looks = np.random.default_rng(count).normal(size=(count, 15, 15, 3)).astype(np.float32)
    assert np.array_equal(look_distances(looks), _plain_look_distances(looks))


def test_a_badge_kernel_s_spectrum_is_worked_out_once_per_window_size():
    """Every badge of a reading is read on a window of one size: its two kernels' spectra are
    worked out for the first and kept (the plain correlation's numbers all the same)."""
    from alhambra_gui.photo import badge

    badge._rim_spectrum.cache_clear()
    badge._disc_spectrum.cache_clear()
    rng = np.random.default_rng(4)
    for size in (68, 68, 68, 118):
        values = rng.random((size, size)).astype(np.float32)
        for spectrum, kernel in ((badge._rim_spectrum(size), _plain_rim_kernel(size)),
                                 (badge._disc_spectrum(size), badge._shape(size, badge._DISC))):
            plain = np.fft.irfft2(np.fft.rfft2(values) * np.conj(np.fft.rfft2(np.fft.ifftshift(kernel))),
                                  s=values.shape)
            reach, middle = round(badge.SEARCH * badge.READ_PX), size // 2
            assert np.array_equal(badge._correlated(values, spectrum),
                                  plain[middle - reach:middle + reach + 1, middle - reach:middle + reach + 1])
    assert badge._rim_spectrum.cache_info().misses == badge._disc_spectrum.cache_info().misses == 2


def _plain_rim_kernel(size):
    from alhambra_gui.photo import badge

    gap = np.abs(badge._radii(size) - badge.RIM)
    rim = (gap < badge._RIM_WIDTH / 2).astype(np.float32)
    around = ((gap > badge._RIM_WIDTH) & (gap < 2.5 * badge._RIM_WIDTH)).astype(np.float32)
    return around / around.sum() - rim / rim.sum()


def test_the_block_s_badge_response_works_the_kernel_s_spectrum_out_once_per_size():
    from alhambra_gui.photo import badgegrid

    image = np.random.default_rng(5).random((300, 410)).astype(np.float32)
    kernel = badgegrid._rim_kernel(badgegrid.LOOK_PX)
    kh, kw = kernel.shape
    shape = (badgegrid._fast_length(300 + kh), badgegrid._fast_length(410 + kw))
    full = np.fft.irfft2(np.fft.rfft2(image, shape) * np.conj(np.fft.rfft2(kernel, shape)), shape)
    plain = np.roll(full, (kh // 2, kw // 2), axis=(0, 1))[:300, :410]
    spectra: dict = {}
    assert np.array_equal(badgegrid._correlate(image, spectra), plain)
    kept = spectra[shape]
    assert np.array_equal(badgegrid._correlate(image, spectra), plain) and spectra[shape] is kept
    assert list(spectra) == [shape]


def test_the_mask_is_read_at_the_grid_s_points_as_indexing_by_rows_and_columns_reads_it():
    """``covered_cells`` and the grid's ``matches`` read the sand mask at many points a call: by
    their index in the mask laid flat, the values indexing by rows and columns gives."""
    from alhambra_gui.photo import gridlines

    rng = np.random.default_rng(6)
    sand = (rng.random((210, 280)) > 0.6).astype(np.float32)
    grid = np.array([[23.0, 3.0, 11.5], [-2.5, 21.0, 17.25], [0.0004, -0.0002, 1.0]])
    cells = np.array([(c, r) for c in range(-2, 14) for r in range(-2, 11)], np.float64)
    hit = gridlines._sandy(sand, grid, cells, gridlines._MIDDLE, 0.25)
    mapped = [cells @ grid[k, :2] + grid[k, 2] for k in range(3)]
    mapped = [m[:, None] + (gridlines._MIDDLE @ grid[k, :2])[None, :] for k, m in enumerate(mapped)]
    xs, ys = mapped[0] / mapped[2], mapped[1] / mapped[2]
    whole = ((xs >= 0) & (ys >= 0) & (xs < 280) & (ys < 210)).all(axis=1)
    plain = np.zeros(len(cells), bool)
    plain[whole] = sand[ys[whole].astype(np.intp), xs[whole].astype(np.intp)].mean(axis=1) >= 0.25
    assert whole.any() and not whole.all() and np.array_equal(hit, plain)
    points = np.column_stack([rng.random(300) * 320 - 20, rng.random(300) * 250 - 20])
    vertical = rng.random(300) > 0.5
    across, valid = gridlines._across(sand > 0.5, points, vertical, 6)
    offsets = np.arange(-6, 7)
    px, py = np.where(valid, points[:, 0], 0.0), np.where(valid, points[:, 1], 0.0)
    columns = np.where(vertical[:, None], np.round(px[:, None] + offsets), px[:, None].astype(int))
    rows = np.where(vertical[:, None], py[:, None].astype(int), np.round(py[:, None] + offsets))
    columns, rows = np.clip(columns, 0, 279).astype(int), np.clip(rows, 0, 209).astype(int)
    assert np.array_equal(across, (sand > 0.5)[rows, columns])
