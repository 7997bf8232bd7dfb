"""tests/data holds copies of ../shared (examples, the rules' tile list) so that a checkout of
this repository alone can run the tests; where ../shared is present (CI), they must match."""

from __future__ import annotations

import pytest

from tests.conftest import DATA, SHARED

COPIES = {
    "three-players.json": "examples/three-players.json",
    "three-players.expected.json": "examples/three-players.expected.json",
    "two-players-dirk.json": "examples/two-players-dirk.json",
    "two-players-dirk.expected.json": "examples/two-players-dirk.expected.json",
    "rules-alhambra-tiles.json": "rules/alhambra-tiles.json",
}


@pytest.mark.skipif(not SHARED.is_dir(), reason="../shared is not beside this checkout")
@pytest.mark.parametrize(("copy", "original"), COPIES.items())
def test_copy_matches_shared(copy, original):
    assert (DATA / copy).read_bytes() == (SHARED / original).read_bytes()


def test_every_copy_is_present():
    assert sorted(p.name for p in DATA.glob("*.json")) == sorted(COPIES)
