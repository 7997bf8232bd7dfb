"""tests/photo_readings.read_once: the command's and the app's readings of the same photo file
with the same arguments are one reading a process, each asker getting a copy of it; other bytes
or other arguments are read again, a photo as pixels and a refused photo each time."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from alhambra_gui.app import photo_import
from alhambra_gui.photo import table
from alhambra_gui.photo.errors import NoTilesError

from . import photo_readings
from .photo_readings import read_once


@pytest.fixture
def reader(monkeypatch):
    """The reader's two entries counted (each reading a list naming its photo's bytes), and an
    empty cache of this process's readings."""
    read: list[tuple[str, object]] = []

    def city(source, corners=None, grid=None, *, progress=None, **kwargs):
        read.append(("city", source))
        if isinstance(source, np.ndarray):
            return [source.shape]
        data = Path(source).read_bytes()
        if data == b"blank":
            raise NoTilesError("no tiles of the game were found in the photo")
        return [data, sorted(kwargs.get("unavailable", ()))]

    def cities(source, unavailable=(), progress=None, readings=()):
        read.append(("cities", source))
        return [[Path(source).read_bytes()], [b"second"]]

    monkeypatch.setattr(photo_readings, "READ", {})
    monkeypatch.setattr(table, "read_city", city)
    monkeypatch.setattr(table, "read_cities", cities)
    return read


def test_a_photo_file_is_read_once_and_each_asker_gets_a_copy(reader, tmp_path):
    anna, again, other = tmp_path / "anna.jpg", tmp_path / "again.jpg", tmp_path / "other.jpg"
    anna.write_bytes(b"anna")
    again.write_bytes(b"anna")
    other.write_bytes(b"ben")
    done: list[float] = []
    with read_once() as asked:
        first = table.read_city(anna, unavailable=())
        assert first == [b"anna", []] and reader == [("city", anna)]
        first.append("changed by its asker")
        # the app's path, its arguments given otherwise (a list, the defaults spelt out), and
        # another file of the same bytes: the same reading, a copy of it, the progress told
        second = photo_import.read_city(str(again), unavailable=[], readings=[], progress=done.append)
        assert second == [b"anna", []] and reader == [("city", anna)] and done == [1.0]
        assert len(asked) == 2 and asked[0] == asked[1]
        assert table.read_city(other) == [b"ben", []] and len(reader) == 2  # other bytes
        assert table.read_city(anna, unavailable=["x"]) == [b"anna", ["x"]] and len(reader) == 3
        # read_cities is its own reading, asked positionally (the app) or by name (the table)
        assert photo_import.read_cities(anna, (), done.append, ()) == [[b"anna"], [b"second"]]
        assert table.read_cities(again) == [[b"anna"], [b"second"]]
        assert [kind for kind, _ in reader] == ["city"] * 3 + ["cities"]
    assert table.read_city(anna) == [b"anna", []] and len(reader) == 5  # closed: read again


def test_pixels_and_a_refused_photo_are_read_each_time(reader, tmp_path):
    blank = tmp_path / "blank.png"
    blank.write_bytes(b"blank")
    pixels = np.zeros((4, 6, 3), np.uint8)
    with read_once() as asked:
        for _ in range(2):
            with pytest.raises(NoTilesError):
                photo_import.read_city(blank)
            assert table.read_city(pixels) == [(4, 6, 3)]
        assert reader == [("city", blank), ("city", pixels), ("city", blank), ("city", pixels)]
        assert len(photo_readings.READ) == 0 and len(asked) == 2  # the refusals asked, none kept
