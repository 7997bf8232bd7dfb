"""tests/block_once.found_once: the reader's and a test's searches of the same photo (a file,
or its pixels as uint8 or float32) are one search, the block handed on is the one found, and a
photo without tiles is looked at (and refused) each time."""

from __future__ import annotations

import numpy as np
import pytest

from alhambra_gui.photo import locate, reading
from alhambra_gui.photo.errors import NoTilesError
from alhambra_gui.photo.progress import quiet

from .block_once import found_once
from .photo_scene import render_scene


def test_a_photo_is_searched_once_and_a_photo_without_tiles_each_time(monkeypatch, tmp_path):
    searched: list[object] = []
    search = locate.find_block

    def counted(source, progress=quiet):
        searched.append(source)
        return search(source, progress)

    monkeypatch.setattr(locate, "find_block", counted)
    scene = render_scene(31, 6, strays=1)
    path = tmp_path / "city.jpg"
    path.write_bytes(scene.jpeg)
    blank = np.full((240, 320, 3), (40, 110, 60), np.uint8)
    with found_once() as found:
        first = reading.find_block(path)
        read = reading.read_city(str(path))  # the reader's own search: the same file
        assert searched == [path] and list(found.values()) == [first]
        assert (read.cols, read.rows) == (first.cols, first.rows)
        # the file's pixels (as uint8 or float32) make the same working image as the file
        assert reading.find_block(scene.photo) is first
        assert reading.find_block(scene.photo.astype(np.float32)) is first
        assert len(searched) == 1
        for _ in range(2):
            with pytest.raises(NoTilesError):
                reading.find_block(blank)
        assert len(searched) == 3 and len(found) == 1
        assert reading.find_block(scene.photo[:-8]) is not first  # other pixels: searched
        assert len(searched) == 4 and len(found) == 2
    assert reading.find_block is search  # the reader's own again
