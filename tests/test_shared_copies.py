"""tests/data holds copies of ../shared (examples, the rules' tile list) so that a checkout of
this repository alone runs every test. Each copy must be the original as it was copied (its
SHA-256 below); where ../shared lies beside the checkout (the project's machines), the original
must still be that one, so a change there is copied here (and its digest updated) at once."""

from __future__ import annotations

import hashlib

import pytest

from tests.conftest import DATA, SHARED

#: Each copy, its original in ../shared and the original's SHA-256 when it was copied.
COPIES = {
    "three-players.json":
        ("examples/three-players.json",
         "fa3afc1e672286cb549e5baa9b345e2278527a7d38545861d28e5b5c2ab637d2"),
    "three-players.expected.json":
        ("examples/three-players.expected.json",
         "38f8eaf183cae28a9c83136b225a0ea336cb941b3042d4db90395f89d5d793ba"),
    "two-players-dirk.json":
        ("examples/two-players-dirk.json",
         "b096a071cd25fa602380a196247c6d642439f07f40cd3c9bac894f800c4ad947"),
    "two-players-dirk.expected.json":
        ("examples/two-players-dirk.expected.json",
         "16023a22b946e7e70d01e321e25b4435cc2333a02779cee9c641aa7d92a148d4"),
    "rules-alhambra-tiles.json":
        ("rules/alhambra-tiles.json",
         "74d0b43778568d69e026be034de39069ce929cfa9ba686fc5e219aa2bfe4817a"),
}


def digest(path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


@pytest.mark.parametrize("copy", list(COPIES))
def test_the_copy_is_the_original_as_copied(copy):
    original, copied = COPIES[copy]
    assert digest(DATA / copy) == copied, f"tests/data/{copy} was changed: copy ../shared/{original} again"
    if (SHARED / original).exists():  # beside the project's shared folder: it has not moved on
        assert digest(SHARED / original) == copied, f"../shared/{original} changed: copy it to tests/data"


def test_every_copy_is_present():
    assert sorted(p.name for p in DATA.glob("*.json")) == sorted(COPIES)
