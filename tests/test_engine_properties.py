"""Properties over random games built from the real catalogue (hypothesis)."""

from __future__ import annotations

import copy
import json
from pathlib import Path

from hypothesis import given
from hypothesis import strategies as st

from alhambra_gui.engine import (
    CURRENCIES,
    City,
    Game,
    GameFileError,
    Player,
    RecordedScoring,
    Tile,
    Walls,
    dumps,
    game_from_dict,
    game_to_dict,
    get_variant,
    loads,
)
from alhambra_gui.engine.names import name_key, name_problem
from alhambra_gui.engine.walls import outer_segments

ALHAMBRA = get_variant("alhambra")
GRANADA = get_variant("granada")
CATALOGUE = ALHAMBRA.catalogue
WALL_SETS = sorted({str(t.walls) for t in CATALOGUE})

EXAMPLES = Path(__file__).resolve().parent / "data"  # copies of ../shared/examples


def build_randomly(data: st.DataObject, tiles: list[Tile], city: City | None = None) -> City:
    """Build the tiles in order, each on a legal cell chosen by hypothesis (skipped if none)."""
    city = City() if city is None else city
    for t in tiles:
        cells = city.legal_cells(t)
        if cells:
            city.place(t, data.draw(st.sampled_from(cells)))
    return city


def naive_cells(city: City, t: Tile) -> list[tuple[int, int]]:
    """Legal cells by definition: try every empty neighbouring cell with a full validation."""
    result = []
    for cell in sorted({near for c in city.cells() for _, near in c.neighbours()} - city.cells(),
                       key=lambda c: (c.y, c.x)):
        after = city.copy()
        after.put(cell, t)
        if not after.violations():
            result.append(tuple(cell))
    return result


def outline_length(city: City) -> int:
    """Sides of the city's cells that face an empty cell."""
    return sum(near not in city for cell in city.cells() for _, near in cell.neighbours())


tile_orders = st.permutations(CATALOGUE).map(lambda tiles: tiles[:30])


# ---- legal building keeps a legal city ----------------------------------------------------

@given(st.data(), tile_orders)
def test_legal_building_keeps_the_city_legal(data, tiles):
    city = City()
    for t in tiles:
        cells = city.legal_cells(t)
        assert cells == sorted(cells, key=lambda c: (c.y, c.x))
        if not cells:
            continue
        city.place(t, data.draw(st.sampled_from(cells)))
        assert city.violations() == ()
    facts = city.facts
    assert facts.reachable == facts.connected == city.cells()
    assert not facts.holes
    assert [len(part) for part in facts.components] == [len(city) + 1]


@given(st.data(), tile_orders, st.sampled_from(WALL_SETS))
def test_legal_cells_equal_the_definition(data, tiles, walls):
    city = build_randomly(data, tiles[:15])
    probe = Tile("tower", 0, Walls(walls))
    assert [tuple(c) for c in city.legal_cells(probe)] == naive_cells(city, probe)


@given(st.data(), tile_orders)
def test_longest_wall_never_exceeds_the_outer_segments(data, tiles):
    city = build_randomly(data, tiles)
    segments = outer_segments(city.facts.tiles)
    run = city.wall_run()
    assert 0 <= run.length == len(run.segments) <= len(segments)
    assert set(run.segments) <= set(segments)
    # A legal city's outline is one closed line (hole-free, connected; every corner of it
    # has two or four sides), so a fully walled outline is one trail of all its segments.
    if len(segments) == outline_length(city):
        assert run.length == len(segments)


@given(st.data(), tile_orders)
def test_remove_then_replace_restores_the_city(data, tiles):
    city = build_randomly(data, tiles[:20])
    removable = [cell for cell, _ in city if not city.check_remove(cell)]
    assert removable or len(city) == 0
    if not removable:
        return
    cell = data.draw(st.sampled_from(removable))
    before = city.copy()
    t = city.remove(cell)
    assert city.is_legal()
    assert cell in city.legal_cells(t)
    city.place(t, cell)
    assert city == before
    assert city.longest_wall() == before.longest_wall()


@given(st.data(), tile_orders)
def test_a_swap_is_judged_as_the_tile_placed_there_and_the_city_after(data, tiles):
    """``check_swap`` by its definition: the tile's own placement on the emptied cell (a hole
    aside: the cell was built on), and what the city after the swap breaks that the city
    before did not, away from that cell; asked again of a copy, it says the same; the city it
    judged (``swapped``, with its facts) is the city after the swap worked out anew."""
    from alhambra_gui.engine.rules import Rule, sorted_violations

    city = build_randomly(data, tiles[:20])
    built = [cell for cell, _ in city]
    if not built:
        return
    cell = data.draw(st.sampled_from(built))
    tile = data.draw(st.sampled_from(tiles[20:]))
    after = city.without(cell)
    local = {v for v in after.check_place(tile, cell) if v.rule is not Rule.HOLE}
    after.put(cell, tile)
    wider = {v for v in city.new_violations(after) if v.rule is not Rule.WALL_MISMATCH and v.cell != cell}
    assert city.check_swap(cell, tile) == sorted_violations(local | wider)
    assert city.copy().check_swap(cell, tile) == city.check_swap(cell, tile)
    swapped, fresh = city.swapped(cell, tile), after.copy()
    fresh.bind(fresh.rules)  # its facts worked out anew
    assert swapped == fresh and swapped.facts.frontier == fresh.facts.frontier
    assert (swapped.wall_run(), swapped.violations()) == (fresh.wall_run(), fresh.violations())


# ---- save / load -------------------------------------------------------------------------------

# Any text a name may be (names.py says which); two names that read the same are one.
names = st.lists(st.text(min_size=1, max_size=40).filter(lambda n: name_problem(n) is None),
                 min_size=1, max_size=6, unique_by=name_key)
money = st.dictionaries(st.sampled_from(CURRENCIES), st.integers(0, 10_000), max_size=4)


@st.composite
def games(draw) -> Game:
    roster = draw(names)
    dirk = len(roster) == 2 and draw(st.booleans())
    game = Game([Player(n, money=draw(money)) for n in roster], dirk=dirk)
    for t in draw(st.permutations(CATALOGUE))[:draw(st.integers(0, 54))]:
        holder = draw(st.sampled_from(game.players))
        where = draw(st.sampled_from(["city", "reserve", "dirk" if dirk else "reserve", "anywhere"]))
        if where == "city":  # next to the city; a digitised city need not be legal
            holder.city.put(draw(st.sampled_from(holder.city.facts.frontier)), t)
        elif where == "anywhere":
            cell = (draw(st.integers(-20, 20)), draw(st.integers(-20, 20)))
            if cell not in holder.city:
                holder.city.put(cell, t)
        elif where == "dirk":
            game.give_to_dirk(t)
        else:
            holder.reserve.append(t)
    everyone = game.names + (["Dirk"] if dirk else [])
    for round_ in range(1, draw(st.integers(1, 4))):
        points = draw(st.fixed_dictionaries({}, optional={n: st.integers(0, 200) for n in everyone}))
        game.scorings.append(RecordedScoring(round_, points))
    game.extra = draw(st.dictionaries(st.sampled_from(["note", "club", "table"]), st.text(max_size=8)))
    return game


@given(games())
def test_save_load_is_the_identity(game):
    again = loads(dumps(game))
    assert again == game
    assert dumps(again) == dumps(game)


@given(st.lists(st.tuples(st.sampled_from(GRANADA.type_ids), st.integers(2, 13),
                          st.sampled_from(["", "N", "ES", "NSW", "W"])),
                min_size=1, max_size=20, unique_by=lambda f: f[:2]))
def test_granada_save_load_is_the_identity(faces):
    game = Game(["Ana", "Bo"], variant="granada")
    for i, (kind, value, moats) in enumerate(faces):
        t = Tile(kind, value, Walls(moats))
        player = game.players[i % 2]
        cells = player.city.legal_cells(t)
        if cells:
            player.city.place(t, cells[0])
        else:
            player.reserve.append(t)
    assert loads(dumps(game)) == game


# ---- fuzzed files only ever raise GameFileError -----------------------------------------------

KEYS = ["x", "y", "type", "price", "walls", "value", "moats", "name", "city", "reserve", "money",
        "denar", "tiles", "round", "points", "format", "version", "variant", "players", "dirk",
        "scorings", "Anna"]
leaves = (st.none() | st.booleans() | st.integers(-300, 300) | st.integers()
          | st.floats(allow_nan=False, allow_infinity=False) | st.text(max_size=6)
          | st.sampled_from(["NESW", "NE", "garden", "tower", "Dirk", "Anna", "alhambra", "granada",
                             "alhambra-game", "library"]))
json_values = st.recursive(
    leaves,
    lambda inner: st.lists(inner, max_size=3)
    | st.dictionaries(st.sampled_from(KEYS) | st.text(max_size=4), inner, max_size=3),
    max_leaves=8)


def paths(node, prefix=()):
    yield prefix
    if isinstance(node, dict):
        for key, value in node.items():
            yield from paths(value, (*prefix, key))
    elif isinstance(node, list):
        for i, value in enumerate(node):
            yield from paths(value, (*prefix, i))


def mutate(data, draw):
    path = draw(st.sampled_from(list(paths(data))))
    if not path:
        return draw(json_values)
    parent = data
    for key in path[:-1]:
        parent = parent[key]
    action = draw(st.sampled_from(["replace", "delete", "insert"]))
    if action == "delete":
        del parent[path[-1]]
    elif action == "insert" and isinstance(parent, dict):
        parent[draw(st.sampled_from(KEYS))] = draw(json_values)
    elif action == "insert":
        parent.insert(path[-1], draw(json_values))
    else:
        parent[path[-1]] = draw(json_values)
    return data


EXAMPLE_DOCUMENTS = []


def example_documents() -> list[dict]:
    if not EXAMPLE_DOCUMENTS:
        assert len(list(EXAMPLES.glob("*.expected.json"))) == 2
        EXAMPLE_DOCUMENTS.extend(json.loads(p.read_text(encoding="utf-8"))
                                 for p in sorted(EXAMPLES.glob("*.json"))
                                 if not p.name.endswith(".expected.json")
                                 and not p.name.startswith("rules-"))
        EXAMPLE_DOCUMENTS.append({"format": "alhambra-game", "version": 1, "variant": "granada",
                                  "players": [{"name": "Ana", "city": [
                                      {"x": 1, "y": 0, "type": "library", "value": 11, "moats": "NE"}]},
                                      {"name": "Bo"}]})
    return EXAMPLE_DOCUMENTS


@given(st.data())
def test_mutated_files_only_raise_game_file_errors(data):
    documents = example_documents()
    document = copy.deepcopy(documents[data.draw(st.integers(0, len(documents) - 1))])
    for _ in range(data.draw(st.integers(1, 3))):
        document = mutate(document, data.draw)
    try:
        game = game_from_dict(document, "fuzz.json")
    except GameFileError as error:
        assert str(error).startswith("fuzz.json: ")
        return
    assert loads(dumps(game)) == game
    assert game_to_dict(loads(dumps(game))) == game_to_dict(game)


@given(st.text(max_size=60) | json_values.map(json.dumps))
def test_any_text_loads_or_raises_a_game_file_error(text):
    try:
        loads(text, source="any.json")
    except GameFileError as error:
        assert str(error).startswith("any.json: ")
