"""A 12-megapixel photo from file to proposal (skipped by default; run with --benchmark-only -n 0).

The goal (issues 11 and 21) is under 2 s on the project's 2-core machine, block finding
included; each is paired with decoding the same JPEG alone, which no reading can beat.
"""

from __future__ import annotations

import numpy as np
import pytest
from PIL import Image

from alhambra_gui.photo import recognise
from alhambra_gui.photo.pipeline import find_and_recognise

from ..photo_scene import render_scene

WIDTH, HEIGHT = 4000, 3000


@pytest.fixture(scope="module")
def twelve_megapixels(tmp_path_factory):
    """A synthetic photo of a city of all 54 tiles, 4000 x 3000 like a phone's, as a JPEG file: the
    painted photo scaled alike both ways to fill the height, the table carried on to the sides."""
    scene = render_scene(5, 54, strays=2)
    scale = min(WIDTH / scene.photo.shape[1], HEIGHT / scene.photo.shape[0])
    size = (round(scene.photo.shape[1] * scale), round(scene.photo.shape[0] * scale))
    picture = np.asarray(Image.fromarray(scene.photo).resize(size, Image.BICUBIC))
    left, top = (WIDTH - size[0]) // 2, (HEIGHT - size[1]) // 2
    margins = ((top, HEIGHT - size[1] - top), (left, WIDTH - size[0] - left), (0, 0))
    padded = np.pad(picture, margins, mode="edge")
    path = tmp_path_factory.mktemp("bench") / "city.jpg"
    Image.fromarray(padded).save(path, quality=88)
    corners = [(x * scale + left, y * scale + top) for x, y in scene.corners]
    return path, corners, scene


def right_share(proposal, scene) -> float:
    pairs = zip(proposal.cells, scene.cells, strict=True)
    return sum((c.kind, c.type) == (t["kind"], t["type"]) for c, t in pairs) / len(scene.cells)


@pytest.mark.benchmark(group="photo import")
def test_twelve_megapixel_photo_to_proposal(benchmark, twelve_megapixels):
    path, corners, scene = twelve_megapixels
    proposal = benchmark(recognise, path, corners, scene.cols, scene.rows)
    assert right_share(proposal, scene) >= 0.95


@pytest.mark.benchmark(group="photo import")
def test_twelve_megapixel_photo_to_proposal_finding_the_block(benchmark, twelve_megapixels):
    path, _, scene = twelve_megapixels
    found, proposal = benchmark(find_and_recognise, path)
    assert (found.cols, found.rows) == (scene.cols, scene.rows)
    assert right_share(proposal, scene) >= 0.95


@pytest.mark.benchmark(group="photo import")
def test_decoding_the_twelve_megapixel_jpeg_alone(benchmark, twelve_megapixels):
    path, _, _ = twelve_megapixels

    def decode():
        with Image.open(path) as image:
            return image.convert("RGB").size

    assert benchmark(decode) == (WIDTH, HEIGHT)
