"""A phone photo from file to proposal (skipped by default; run with --benchmark-only).

The goals (issues 11, 21 and 29): a 12-megapixel photo in under 2 s on the project's 2-core
machine, block finding included, and under 200 MB; a 48-megapixel one too. Each is paired
with decoding the same JPEG alone, which no reading can beat. The block is found on a small
copy of the photo (JPEG draft mode) and the cells are read from the photo decoded only as
finely as they need.
"""

from __future__ import annotations

import json
import subprocess
import sys

import numpy as np
import pytest
from PIL import Image

from alhambra_gui.photo import read_city

from ..photo_scene import render_scene

SIZES = {"12 MP": (4000, 3000), "48 MP": (8000, 6000)}


@pytest.fixture(scope="module")
def phone_photos(tmp_path_factory):
    """A painted photo of a city of all 54 tiles, as a JPEG file of each size: the painted photo
    scaled alike both ways to fill the height, the table carried on to the sides."""
    scene = render_scene(5, 54, strays=2)
    folder = tmp_path_factory.mktemp("bench")
    photos = {}
    for name, (width, height) in SIZES.items():
        scale = min(width / scene.photo.shape[1], height / scene.photo.shape[0])
        size = (round(scene.photo.shape[1] * scale), round(scene.photo.shape[0] * scale))
        picture = np.asarray(Image.fromarray(scene.photo).resize(size, Image.BICUBIC))
        left, top = (width - size[0]) // 2, (height - size[1]) // 2
        margins = ((top, height - size[1] - top), (left, width - size[0] - left), (0, 0))
        path = folder / f"city-{width}.jpg"
        Image.fromarray(np.pad(picture, margins, mode="edge")).save(path, quality=88)
        photos[name] = (path, [(x * scale + left, y * scale + top) for x, y in scene.corners])
    return photos, scene


def right_share(proposal, scene) -> float:
    pairs = zip(proposal.cells, scene.cells, strict=True)
    return sum((c.kind, c.type) == (t["kind"], t["type"]) for c, t in pairs) / len(scene.cells)


@pytest.mark.benchmark(group="photo import")
@pytest.mark.parametrize("size", list(SIZES))
def test_phone_photo_to_proposal_with_its_corners(benchmark, phone_photos, size):
    (photos, scene) = phone_photos
    path, corners = photos[size]
    reading = benchmark(read_city, path, corners, (scene.cols, scene.rows))
    assert right_share(reading.proposal, scene) >= 0.95


@pytest.mark.benchmark(group="photo import")
@pytest.mark.parametrize("size", list(SIZES))
def test_phone_photo_to_proposal_finding_the_block(benchmark, phone_photos, size):
    (photos, scene) = phone_photos
    path, _ = photos[size]
    reading = benchmark(read_city, path)
    assert (reading.cols, reading.rows) == (scene.cols, scene.rows)
    assert right_share(reading.proposal, scene) >= 0.95


@pytest.mark.benchmark(group="photo import")
@pytest.mark.parametrize("size", list(SIZES))
def test_decoding_the_phone_photo_alone(benchmark, phone_photos, size):
    (photos, _) = phone_photos
    path, _ = photos[size]

    def decode():
        with Image.open(path) as image:
            return image.convert("RGB").size

    assert benchmark(decode) == SIZES[size]


# The peak memory of a reading in a process of its own (VmHWM: its own since it started; the
# parent's pages a child shares until exec are not counted), and of the program's imports alone.
_PEAK = """
import json, pathlib, sys
if sys.argv[1] != "-":
    from alhambra_gui.photo import read_city
    read_city(sys.argv[1])
else:
    import alhambra_gui.photo, numpy, PIL.Image
lines = pathlib.Path("/proc/self/status").read_text().splitlines()
print(json.dumps(next(int(line.split()[1]) // 1024 for line in lines if line.startswith("VmHWM:"))))
"""


@pytest.mark.benchmark(group="photo memory")
@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads the peak from /proc")
@pytest.mark.parametrize("size", list(SIZES))
def test_phone_photo_reading_peak_memory(benchmark, phone_photos, size):
    (photos, _) = phone_photos
    path, _ = photos[size]

    def peak(argument: str) -> int:
        done = subprocess.run([sys.executable, "-c", _PEAK, argument], capture_output=True, text=True,
                              timeout=300, check=True)
        return int(json.loads(done.stdout))

    megabytes = benchmark.pedantic(peak, args=(str(path),), rounds=1, iterations=1)
    benchmark.extra_info.update(peak_mb=megabytes, imports_mb=peak("-"))
    assert megabytes < 200
