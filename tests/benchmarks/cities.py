"""Deterministic big cities for the benchmarks (and for tests that want one).

``full_city()`` builds all 54 catalogue tiles into one legal city by a seeded greedy
placement: tiles in a shuffled order, each on its legal cell nearest the fountain,
repeated until nothing more fits. Import it as ``cities`` from this folder, or load it
by path from elsewhere.
"""

from __future__ import annotations

import random

from alhambra_gui.engine import Cell, City, Game, Tile, get_variant

CATALOGUE = get_variant("alhambra").catalogue
SEED = 3  # its city has a long outer wall (40 segments), a good workout for the wall search

#: One probe tile per wall pattern in the catalogue: everything a player could drag.
PROBES = tuple(Tile("probe", 0, walls) for walls in sorted({t.walls for t in CATALOGUE}))


def greedy_build(tiles: list[Tile], rnd: random.Random, city: City | None = None) -> City:
    city = City() if city is None else city
    pending = list(tiles)
    rnd.shuffle(pending)
    placed = True
    while pending and placed:
        placed = False
        for tile in list(pending):
            cells = city.legal_cells(tile)
            if cells:
                city.place(tile, min(cells, key=lambda c: (abs(c.x) + abs(c.y), c.y, c.x)))
                pending.remove(tile)
                placed = True
    return city


def full_city(seed: int = SEED) -> City:
    """About every catalogue tile (all 54 with the default seed) in one legal city."""
    return greedy_build(list(CATALOGUE), random.Random(seed))


def six_player_game(seed: int = SEED) -> Game:
    """Six players, nine catalogue tiles each, every city legal."""
    rnd = random.Random(seed)
    game = Game([f"Player {i + 1}" for i in range(6)])
    tiles = list(CATALOGUE)
    rnd.shuffle(tiles)
    for i, player in enumerate(game.players):
        greedy_build(tiles[i * 9:(i + 1) * 9], rnd, player.city)
    return game


def naive_legal_cells(city: City, tile: Tile) -> list[Cell]:
    """The definition, computed the slow way: for each empty neighbouring cell, copy the
    city, put the tile and run the full validation."""
    candidates = {near for cell in city.cells() for _, near in cell.neighbours()} - city.cells()
    result = []
    for cell in sorted(candidates, key=lambda c: (c.y, c.x)):
        after = city.copy()
        after.put(cell, tile)
        if not after.violations():
            result.append(cell)
    return result
