"""Issue 31 (a usable window sooner): the palette's and the reserves' tile chips are kept on
the disk and read back on the next start instead of painted; a file of another key, cut
short, damaged, or a folder that cannot be written costs a paint, never an error or a wrong
picture. Each test fails without the store (``widgets/paint/chip_store.py``)."""

from __future__ import annotations

import os

import pytest
from PySide6.QtGui import QPixmap

from alhambra_gui.engine import NO_MARKS, Marks, Tile, get_variant
from alhambra_gui.engine.modules import building_huts
from alhambra_gui.widgets.paint import chip_store
from alhambra_gui.widgets.tiles import tile_list

pytestmark = pytest.mark.gui
ALHAMBRA = get_variant("alhambra")
GARDEN = Tile.from_dict({"type": "garden", "price": 8, "walls": "SW"})


@pytest.fixture
def painted(qapp, monkeypatch) -> list[Tile]:
    """The tiles the chips were painted for (none read back): the memory's chips forgotten."""
    seen: list[Tile] = []
    paint = tile_list.paint_piece

    def counting(painter, rect, tile, *args, **kwargs):
        seen.append(tile)
        paint(painter, rect, tile, *args, **kwargs)

    monkeypatch.setattr(tile_list, "paint_piece", counting)
    monkeypatch.setattr(tile_list, "_PIXMAPS", {})
    return seen


def _chip(tile: Tile = GARDEN, marks: Marks = NO_MARKS) -> QPixmap:
    return tile_list.chip_pixmap(tile, ALHAMBRA, 40, False, 1.0, marks)


def _next_start(monkeypatch) -> None:
    """What a new process sees: no chip in memory, the same folder."""
    monkeypatch.setattr(tile_list, "_PIXMAPS", {})


def _files() -> list:
    place = chip_store.folder()
    assert place is not None
    return sorted(place.glob("*.chip")) if place.exists() else []


def test_a_chip_painted_once_is_read_back_on_the_next_start_pixel_for_pixel(painted, monkeypatch):
    first = _chip().toImage()
    assert painted == [GARDEN] and len(_files()) == 1
    _next_start(monkeypatch)
    again = _chip()
    assert painted == [GARDEN]  # not painted again
    assert again.devicePixelRatio() == 1.0
    assert again.toImage().convertToFormat(first.format()) == first


def test_the_scale_is_part_of_the_key_and_kept(painted, monkeypatch):
    first = tile_list.chip_pixmap(GARDEN, ALHAMBRA, 40, False, 2.0)
    _next_start(monkeypatch)
    again = tile_list.chip_pixmap(GARDEN, ALHAMBRA, 40, False, 2.0)
    assert painted == [GARDEN] and again.devicePixelRatio() == 2.0
    assert again.toImage() == first.toImage() and again.width() == 80
    tile_list.chip_pixmap(GARDEN, ALHAMBRA, 40, False, 1.0)
    assert painted == [GARDEN, GARDEN]


@pytest.mark.parametrize("spoil", ["cut short", "a pixel changed", "garbage", "empty"])
def test_a_damaged_file_is_painted_again_and_written_whole(painted, monkeypatch, spoil):
    first = _chip().toImage()
    (path,) = _files()
    data = path.read_bytes()
    changed = data[:-9] + bytes([data[-9] ^ 0x40]) + data[-8:]
    path.write_bytes({"cut short": data[:-100], "a pixel changed": changed,
                      "garbage": b"\x00\xff" * 500, "empty": b""}[spoil])
    _next_start(monkeypatch)
    again = _chip().toImage()
    assert painted == [GARDEN, GARDEN]
    assert again == first
    assert path.read_bytes() == data  # written again, whole


def test_a_file_of_another_version_is_not_used(painted, monkeypatch):
    _chip()
    monkeypatch.setattr(chip_store, "__version__", "99.0")
    _next_start(monkeypatch)
    _chip()
    assert painted == [GARDEN, GARDEN]
    assert len(_files()) == 2  # each version its own file


def test_a_file_under_the_name_of_another_key_is_not_used(painted, monkeypatch):
    """Two keys whose names clash: the file says its whole key, so the other is painted."""
    other = Tile.from_dict({"type": "tower", "price": 5, "walls": "N"})
    _chip(other)
    (path,) = _files()
    key = chip_store.chip_key(GARDEN, ALHAMBRA, 40, False, 1.0)
    path.rename(chip_store._path(path.parent, key))
    _next_start(monkeypatch)
    _chip()
    assert painted == [other, GARDEN]


def test_pieces_and_marked_tiles_are_painted_every_start(painted, monkeypatch):
    """A module's part draws them: its code is not in the key, so they are not kept."""
    hut = building_huts.hut("garden", "S")
    _chip(hut)
    _chip(GARDEN, Marks({"chest": "red"}))
    assert _files() == []
    _next_start(monkeypatch)
    _chip(hut)
    assert painted == [hut, GARDEN, hut]


def test_a_folder_that_cannot_be_written_costs_a_paint_not_an_error(painted, monkeypatch, tmp_path):
    blocked = tmp_path / "a file"
    blocked.write_text("not a folder")
    monkeypatch.setenv(chip_store.ENVIRONMENT, str(blocked))
    assert not _chip().isNull()
    _next_start(monkeypatch)
    assert not _chip().isNull()
    assert painted == [GARDEN, GARDEN]
    assert blocked.read_text() == "not a folder"


def test_a_write_goes_whole_or_not_at_all(painted, monkeypatch):
    """Written under a name of its own, then renamed: a second app starting at the same moment
    never reads a file half written, and a failed rename leaves nothing behind."""
    renamed: list[tuple[str, str]] = []

    def failing(source, target):
        renamed.append((str(source), str(target)))
        raise OSError("disk full")

    monkeypatch.setattr(chip_store.os, "replace", failing)
    _chip()
    place = chip_store.folder()
    assert place is not None
    assert len(renamed) == 1 and renamed[0][0].endswith(".part") and renamed[0][1].endswith(".chip")
    assert list(place.iterdir()) == []


def test_the_folder_keeps_the_newest_chips_and_no_partial_file_left_behind(painted, monkeypatch):
    """Each version, font or scale writes chips of its own: the first write of a process
    keeps the newest ``KEPT_FILES`` and removes the rest, and a partial file a stopped
    process left; a partial file being written now stays."""
    monkeypatch.setattr(chip_store, "KEPT_FILES", 3)
    tiles = [Tile.from_dict({"type": "garden", "price": price, "walls": "S"}) for price in (3, 4, 5, 6)]
    for tile in tiles:
        _chip(tile)
    place = chip_store.folder()
    assert place is not None
    old = sorted(_files(), key=lambda path: path.read_bytes())
    for age, path in enumerate(old):  # written long ago, the first oldest
        os.utime(path, (1_000_000 + age, 1_000_000 + age))
    stale, fresh = place / "x.chip.1.part", place / "y.chip.2.part"
    stale.write_bytes(b"half")
    os.utime(stale, (1_000_000, 1_000_000))
    fresh.write_bytes(b"half")
    monkeypatch.setattr(chip_store, "_pruned", set())  # a new process
    _next_start(monkeypatch)
    _chip()  # a chip of its own: written, then the folder pruned
    kept = _files()
    assert len(kept) == 3 and chip_store._path(place, _key()) in kept
    assert set(old[-2:]) <= set(kept)  # the two newest of the old ones
    assert not stale.exists() and fresh.exists()


def test_a_process_prunes_once(painted, monkeypatch):
    monkeypatch.setattr(chip_store, "KEPT_FILES", 1)
    monkeypatch.setattr(chip_store, "_pruned", set())
    _chip()
    _chip(Tile.from_dict({"type": "garden", "price": 3, "walls": "S"}))
    assert len(_files()) == 2  # the second write did not prune again


def _key() -> str:
    return chip_store.chip_key(GARDEN, ALHAMBRA, 40, False, 1.0)
