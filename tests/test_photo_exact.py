"""The photo reader's faster ways of working a number out give exactly the numbers of the plain
formulas they replaced (issue 29 item 5: the reading as fast as it can be, each reading the same)."""

from __future__ import annotations

import numpy as np
import pytest

from alhambra_gui.photo.geometry import bilinear


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
