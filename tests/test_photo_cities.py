"""Every city in one photo (photo/cities.py): each city's block found again alone, the last
one not searched twice (it was found with every other city covered, in the same order)."""

from __future__ import annotations

import numpy as np
import pytest
from PIL import Image

from alhambra_gui.photo import cities
from alhambra_gui.photo.sandmask import working_image

from .test_app_photo_table import photos  # noqa: F401  (the two painted cities sharing a tile)
from .test_photo_table_cli import side_by_side


@pytest.fixture(scope="module")
def table(photos, tmp_path_factory):  # noqa: F811
    (anna, ben), *_ = photos
    return side_by_side(anna, ben, tmp_path_factory.mktemp("cities") / "table.jpg")


def test_the_last_city_found_is_not_searched_again(table, monkeypatch):
    searches: list[int] = []
    search = cities.find_block

    def counted(image):
        searches.append(1)
        return search(image)

    monkeypatch.setattr(cities, "find_block", counted)
    found = cities.find_cities(np.asarray(Image.open(table).convert("RGB")))
    assert len(found) == 2
    # one search per city, one that finds no more, then each city but the last alone
    assert len(searches) == len(found) + 1 + len(found) - 1


def test_the_last_city_found_alone_is_the_block_it_was_found_as(table):
    """What lets the last city go unsearched: with the others covered as the search covered
    them, it is found as it was."""
    work, _scale = working_image(np.asarray(Image.open(table).convert("RGB")))
    colour = tuple(int(v) for v in np.median(work.reshape(-1, 3), axis=0))
    image = Image.fromarray(work)
    found = []
    for _ in range(2):
        block = cities._find(image)
        assert block is not None
        cities._cover(image, block, colour)
        found.append(block)
    assert cities._alone(work, found, 1, colour) == found[1]
