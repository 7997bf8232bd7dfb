"""Deterministic big cities for the benchmarks (and for tests that want one).

``full_city()`` builds all 54 catalogue tiles into one legal city by a seeded greedy
placement: tiles in a shuffled order, each on its legal cell nearest the fountain,
repeated until nothing more fits. Import it as ``cities`` from this folder, or load it
by path from elsewhere.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

from alhambra_gui.engine import Cell, City, Game, Player, Tile, Walls, get_variant

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


# ---- the pathological city of issue 9 --------------------------------------------------------

#: Far corners of the coordinate limits: a city's bounding box then spans 201 x 201 cells.
FAR_CELLS = (Cell(-100, -100), Cell(100, -100), Cell(-100, 100), Cell(100, 100))


def _checkerboard_cells(count: int) -> list[Cell]:
    """The ``count`` cells of the fountain's colour nearest to it (x + y even, not the fountain)."""
    reach = 1
    while (2 * reach + 1) ** 2 // 2 < count:
        reach += 1
    cells = [Cell(x, y) for y in range(-reach, reach + 1) for x in range(-reach, reach + 1)
             if (x + y) % 2 == 0 and (x, y) != (0, 0)]
    return sorted(cells, key=lambda c: (abs(c.x) + abs(c.y), c.y, c.x))[:count]


def checkerboard_tiles(tiles: list[Tile]) -> dict[Cell, Tile]:
    """The tiles on a checkerboard around the fountain (touching only at corners), the last
    four out at the far corners: illegal, and every frontier cell's ring is broken."""
    cells = [*_checkerboard_cells(len(tiles) - len(FAR_CELLS)), *FAR_CELLS]
    return dict(zip(cells, tiles, strict=True))


def pathological_alhambra() -> City:
    """53 catalogue tiles, the most walled first, as a walled checkerboard plus far tiles."""
    tiles = sorted(CATALOGUE, key=lambda t: (-len(t.walls), t.type, t.price))[:53]
    return City(checkerboard_tiles(tiles))


def pathological_granada() -> City:
    """106 Granada faces, each with three moats, laid out the same way."""
    variant = get_variant("granada")
    low, high = variant.face_values
    faces = [Tile(kind, value, Walls("NES")) for value in range(low, high + 1)
             for kind in variant.type_ids][:106]
    return City(checkerboard_tiles(faces))


def pathological_game(variant: str = "alhambra") -> Game:
    """Two players: Anna holds the pathological city, Ben an empty one."""
    city = pathological_alhambra() if variant == "alhambra" else pathological_granada()
    return Game([Player("Anna", city), Player("Ben")], variant=variant)


def free_tile(game: Game) -> Tile:
    """A tile (Granada: a face with three moats) that is in no city of the game."""
    variant = game.variant
    known = {variant.identity(t) for p in game.players for t in p.city.tiles()}
    if variant.faces:
        low, high = variant.face_values
        return next(Tile(k, v, Walls("NES")) for v in range(low, high + 1) for k in variant.type_ids
                    if (k, v) not in known)
    return next(t for t in variant.catalogue if variant.identity(t) not in known)


def pathological_moves_args(game: Game) -> list[str]:
    """``moves`` arguments for a tile that is in no city (the rest of the game is empty)."""
    tile = free_tile(game)
    if game.variant.faces:
        return ["--type", tile.type, "--value", str(tile.price), "--moats", str(tile.walls)]
    return ["--type", tile.type, "--price", str(tile.price), "--walls", str(tile.walls)]


# ---- the worst-case files of issue 19 ------------------------------------------------------

SAMPLES = Path(__file__).resolve().parents[2] / "resources" / "samples"
#: The normal full game every worst case is paired against.
SIX_PLAYERS = SAMPLES / "six-players.json"
#: The normal game's move: Ben's reserve tile (tower 13, walls "E") and where it may go.
NORMAL_MOVE = ("Ben", Tile("tower", 13, Walls("E")))
#: Where the walled checkerboard of a worst case lies: far from the fountain, in bounds.
FAR_CORNER = Cell(60, 60)


def far_checkerboard(tiles: list[Tile], corner: Cell = FAR_CORNER) -> dict[Cell, Tile]:
    """The tiles on the cells of one colour of a square block from ``corner``, row by row:
    no two share a side, so every walled side is outer and the corners where two tiles touch
    meet three or four segments."""
    width = 1
    while width * width // 2 < len(tiles):
        width += 1
    cells = [Cell(corner.x + dx, corner.y + dy) for dy in range(width) for dx in range(width)
             if (dx + dy) % 2 == 0]
    return dict(zip(cells, tiles, strict=False))


def _granada_faces(moats: int) -> list[Tile]:
    """Every Granada face (type and value once each), with ``moats`` moats turning by face."""
    variant = get_variant("granada")
    low, high = variant.face_values
    patterns = sorted({"".join(sorted(c, key="NESW".index)) for c in _subsets("NESW", moats)},
                      key=lambda w: [("NESW".index(s)) for s in w])
    faces = [(kind, value) for value in range(low, high + 1) for kind in variant.type_ids]
    return [Tile(kind, value, Walls(patterns[i % len(patterns)])) for i, (kind, value) in enumerate(faces)]


def _subsets(letters: str, size: int) -> list[str]:
    if size == 0:
        return [""]
    return [letters[i] + rest for i in range(len(letters)) for rest in _subsets(letters[i + 1:], size - 1)]


def worst_case_game(variant: str = "alhambra", seed: int = SEED) -> tuple[Game, Tile]:
    """Issue 19's worst case: Anna's legal city near the fountain, plus a junction-rich walled
    checkerboard far away recorded as it stands (Place anyway); Ben has an empty city; one tile
    is left free (returned with the game), one without walls. Alhambra: the 28 tiles with two or
    three walls are the checkerboard, the other 25 the legal city (as many as fit). Granada: 80
    faces with three moats are the checkerboard, 27 faces with one moat the legal city."""
    rnd = random.Random(seed)
    if variant == "alhambra":
        tiles = list(CATALOGUE)
        walled = [t for t in tiles if len(t.walls) >= 2]
        plain = [t for t in tiles if len(t.walls) < 2]
    else:
        three, one = _granada_faces(3), _granada_faces(1)
        walled, plain = three[:80], one[80:]
        plain[0] = Tile(plain[0].type, plain[0].price)
    # The free tile has no walls: it may go on most of the legal city's frontier.
    free = next(t for t in plain if not t.walls.letters)
    plain = [t for t in plain if t != free]
    game = Game([Player("Anna"), Player("Ben")], variant=variant)
    city = game.player("Anna").city
    greedy_build(plain, rnd, city)
    left = [t for t in plain if t not in city.tiles()]
    for cell, tile in far_checkerboard([*walled, *left]).items():
        city.put(cell, tile)
    return game, free


def moves_args(game: Game, name: str, tile: Tile) -> list[str]:
    """``moves`` arguments for ``tile`` in ``name``'s city."""
    value, edges = ("--value", "--moats") if game.variant.faces else ("--price", "--walls")
    return ["--player", name, "--type", tile.type, value, str(tile.price), edges, str(tile.walls)]


#: How many empty lists the unknown top-level field of the 2 MB file holds.
UNKNOWN_LISTS = 661_448


def unknown_field_text() -> str:
    """The normal six-player game with an unknown top-level field holding 661 448 empty
    lists: about 2 MB, written compactly (as another program might)."""
    data = json.loads(SIX_PLAYERS.read_text(encoding="utf-8"))
    data["from_another_program"] = [[] for _ in range(UNKNOWN_LISTS)]
    return json.dumps(data, separators=(",", ":"))
