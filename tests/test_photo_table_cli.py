"""``alhambra-gui photo A.jpg B.jpg ... --json``: the whole table headless (issue 29 item 3),
as File ▸ Import Cities from Photos… reads it: each city read, a tile read in two cities kept
by the surer one while the other shows its next best, no type counted beyond the box; bad
input one sentence and exit 2; ``--every-city`` reads every city of one photo of the table."""

from __future__ import annotations

import copy
import hashlib
import io
import json
from collections import Counter
from pathlib import Path

import numpy as np
import pytest
from PIL import Image

from alhambra_gui.photo import cli
from alhambra_gui.photo.catalogue import TileRef, catalogue
from alhambra_gui.photo.cli import main
from alhambra_gui.photo.table import TableReading, read_table

from .photo_readings import each_photo_read_once  # noqa: F401  (each photo file read once a process)
from .test_app_photo_table import photos  # noqa: F401  (the two painted cities sharing a tile)


@pytest.fixture(scope="module", autouse=True)
def each_table_read_once():
    """The tests ask the command for the same photos more than once (as JSON, then in words):
    the reader gives the same reading of the same bytes (its one random draw is seeded), so
    the command here reads each set of photos once, the first time any test asks, and hands
    every test a copy of that reading to word. A photo it cannot read is read (and refused)
    each time."""
    readings: dict[tuple[tuple[str, ...], bool], TableReading] = {}

    def read_once(sources, every_city: bool = False) -> TableReading:
        if not all(Path(source).is_file() for source in sources):
            return read_table(sources, every_city=every_city)  # the reader says what is wrong
        key = tuple(hashlib.sha256(Path(p).read_bytes()).hexdigest() for p in sources), every_city
        if key not in readings:
            readings[key] = read_table(sources, every_city=every_city)
        return copy.deepcopy(readings[key])

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(cli, "read_table", read_once)
        yield


def tiles_of(city: dict) -> list[TileRef]:
    return [TileRef(**c["tile"]) for c in city["cells"] if c["kind"] == "building" and c.get("tile")]


def test_several_photos_are_read_as_one_table(photos):  # noqa: F811
    (anna, ben), shared, _, _ = photos
    out = io.StringIO()
    assert main([str(anna), str(ben), "--json"], out) == 0
    answer = json.loads(out.getvalue())
    assert [city["photo"] for city in answer["cities"]] == [str(anna), str(ben)]
    read = [tiles_of(city) for city in answer["cities"]]
    assert all(len(tiles) >= 6 for tiles in read)
    everything = [t for tiles in read for t in tiles]
    assert len(everything) == len(set(everything))  # every tile in one city only
    assert sum(shared in tiles for tiles in read) == 1
    [conflict] = answer["conflicts"]
    assert TileRef(**conflict["tile"]) == shared
    assert {conflict["kept_by"], conflict["other"]} == {0, 1}
    loser = answer["cities"][conflict["other"]]
    at = conflict["other_at"]
    now = next(c for c in loser["cells"] if (c["col"], c["row"]) == (at["col"], at["row"]))
    assert now.get("tile") != shared.to_dict() and now["confidence"] < 0.6  # its next best, outlined
    assert all(city["doubt"] is True and city["doubt_reason"] for city in answer["cities"])
    box = Counter(t.type for t in catalogue())
    assert all(count <= box[kind] for kind, count in Counter(t.type for t in everything).items())


def test_several_photos_without_json_say_the_tile_read_twice(photos):  # noqa: F811
    (anna, ben), shared, _, _ = photos
    out = io.StringIO()
    assert main([str(anna), str(ben)], out) == 0
    text = out.getvalue()
    assert text.count("photo: ") == 2
    assert f"read twice: {shared.type} {shared.price}" in text


@pytest.mark.parametrize("extra", [["--grid", "3x3"], ["--known", "0,0=fountain"]])
def test_several_photos_take_no_block_options(photos, capsys, extra):  # noqa: F811
    (anna, ben), _, _, _ = photos
    assert main([str(anna), str(ben), *extra]) == 2
    said = capsys.readouterr().err.strip().splitlines()
    assert said == ["alhambra-gui photo: error: --corners, --grid and --known take one city: with several, "
                    "each city's block is found."]


def test_an_unreadable_photo_among_several_is_one_sentence(photos, tmp_path, capsys):  # noqa: F811
    (anna, _), _, _, _ = photos
    broken = tmp_path / "ben.jpg"
    broken.write_bytes(b"\xff\xd8\xff\xe0 not really a photo")
    assert main([str(anna), str(broken), "--json"]) == 2
    said = capsys.readouterr()
    assert said.out == "" and len(said.err.strip().splitlines()) == 1
    assert "ben.jpg" in said.err and "Traceback" not in said.err


def side_by_side(first: Path, second: Path, into: Path) -> Path:
    """One photo of both cities: the two photos side by side on the same table."""
    left, right = (np.asarray(Image.open(p).convert("RGB")) for p in (first, second))
    height = max(left.shape[0], right.shape[0])

    def padded(photo: np.ndarray) -> np.ndarray:
        out = np.empty((height, photo.shape[1], 3), np.uint8)
        out[:] = np.median(photo.reshape(-1, 3), axis=0)
        out[:photo.shape[0]] = photo
        return out

    Image.fromarray(np.hstack([padded(left), padded(right)])).save(into, quality=92)
    return into


def test_one_photo_of_the_whole_table_is_read_city_by_city(photos, tmp_path):  # noqa: F811
    (anna, ben), shared, anna_city, ben_city = photos
    table = side_by_side(anna, ben, tmp_path / "table.jpg")
    out = io.StringIO()
    assert main([str(table), "--every-city", "--json"], out) == 0
    answer = json.loads(out.getvalue())
    assert [city["photo"] for city in answer["cities"]] == [str(table), str(table)]
    read = [set(tiles_of(city)) for city in answer["cities"]]
    truths = [{t for t in city.values() if t is not None} for city in (anna_city, ben_city)]
    for truth in truths:  # each city found and read (the tile read twice aside)
        best = max(read, key=lambda tiles: len(tiles & truth))
        assert len(best & truth) >= len(truth) - 2
    everything = [t for tiles in read for t in tiles]
    assert len(everything) == len(set(everything)) and sum(shared in tiles for tiles in read) == 1
    assert [TileRef(**c["tile"]) for c in answer["conflicts"]] == [shared]
    # without --every-city one photo is one city: the larger, said with doubt
    out = io.StringIO()
    assert main([str(table), "--json"], out) == 0
    alone = json.loads(out.getvalue())
    assert "cities" not in alone and alone["cells"]


def test_one_photo_of_the_whole_table_in_words(photos, tmp_path):  # noqa: F811
    (anna, ben), shared, _, _ = photos
    table = side_by_side(anna, ben, tmp_path / "table.jpg")
    out = io.StringIO()
    assert main([str(table), "--every-city"], out) == 0
    text = out.getvalue()
    assert "photo: " + str(table) + ", city 1\n" in text and "photo: " + str(table) + ", city 2\n" in text
    assert f"read twice: {shared.type} {shared.price}" in text


def test_a_photo_of_the_table_without_tiles_is_named_in_its_sentence(photos, tmp_path, capsys):  # noqa: F811
    (anna, _), _, _, _ = photos
    blank = tmp_path / "blank.png"
    Image.new("RGB", (640, 480), (95, 60, 38)).save(blank)
    said = f"alhambra-gui photo: error: {blank}: no tiles of the game were found in the photo.\n"
    assert main([str(anna), str(blank)]) == 2
    assert capsys.readouterr().err == said
    assert main([str(blank), "--every-city"]) == 2
    assert capsys.readouterr().err == said
