"""Typed counts in the game file: the player fields ``counts`` and ``scored_from``, read
strictly with the place of every problem, written back exactly; base files unchanged."""

from __future__ import annotations

import copy
import json
import random

import pytest

from alhambra_gui.engine import GameFileError, Tile, Walls, dumps, game_from_dict, load_game, loads
from alhambra_gui.engine.counts import Counts, typed
from alhambra_gui.engine.counts_actions import use_city, use_counts
from alhambra_gui.engine.modules import bonus_cards
from tests.conftest import DATA
from tests.test_fuzz_files import mutate

ALHAMBRA_COUNTS = {"pavilion": 2, "seraglio": 0, "arcades": 1, "chambers": 0, "garden": 3, "tower": 0,
                   "wall": 7}


def base(name: str = "three-players") -> dict:
    return json.loads((DATA / f"{name}.json").read_text(encoding="utf-8"))


def with_counts(counts: dict | None = None, scored_from: str | None = "counts", player: int = 2,
                **top) -> dict:
    """The three-player example with typed counts for one player (Chen by default)."""
    data = base()
    entry = data["players"][player]
    entry["counts"] = copy.deepcopy(ALHAMBRA_COUNTS if counts is None else counts)
    if scored_from is not None:
        entry["scored_from"] = scored_from
    data.update(top)
    return data


def granada(counts: dict, scored_from: str = "counts") -> dict:
    return {"format": "alhambra-game", "version": 1, "variant": "granada", "players": [
        {"name": "Ana", "city": [{"x": 1, "y": 0, "type": "library", "value": 11, "moats": "NE"}]},
        {"name": "Bo", "city": [], "counts": counts, "scored_from": scored_from}]}


def error(data: dict) -> str:
    with pytest.raises(GameFileError) as caught:
        game_from_dict(data, "game.json")
    return str(caught.value)


# ---- round trips ------------------------------------------------------------------------------

@pytest.mark.parametrize("data", [
    with_counts(),
    with_counts(scored_from=None),  # counts kept while the city scores
    with_counts({**ALHAMBRA_COUNTS, "chests": 2, "bonus_tiles": [{"type": "garden", "price": 10}]},
                modules=["treasure_chamber", "bonus_cards"]),
    granada({"arena": 0, "bath_house": 0, "library": 3, "hostel": 0, "hospital": 0, "market": 0,
             "park": 1, "school": 0, "residential_area": 0, "wall": 2,
             "highest": {"library": 6, "park": 13}}),
], ids=["in-use", "kept", "modules", "granada"])
def test_a_file_with_counts_saves_back_exactly(data):
    game = game_from_dict(data)
    saved = dumps(game)
    assert loads(saved) == game and dumps(loads(saved)) == saved
    for written, read in zip(json.loads(saved)["players"], data["players"], strict=True):
        for key in ("counts", "scored_from"):
            assert written.get(key) == read.get(key)


def test_counts_read_as_typed():
    game = game_from_dict(with_counts())
    chen = game.player("Chen")
    assert typed(chen) == Counts({"pavilion": 2, "arcades": 1, "garden": 3}, 7)
    assert len(chen.city) > 0  # the city is kept as the file has it
    assert typed(game.player("Anna")) is None
    kept = game_from_dict(with_counts(scored_from=None)).player("Chen")
    assert typed(kept) is None and kept.counts == Counts({"pavilion": 2, "arcades": 1, "garden": 3}, 7,
                                                          in_use=False)


def test_missing_types_and_wall_read_as_zero_and_are_written_in_full():
    game = game_from_dict(with_counts({"tower": 2}))
    entry = json.loads(dumps(game))["players"][2]
    assert entry["counts"] == {"pavilion": 0, "seraglio": 0, "arcades": 0, "chambers": 0, "garden": 0,
                               "tower": 2, "wall": 0}
    assert entry["scored_from"] == "counts"


def test_scored_from_city_is_the_default_and_not_written():
    game = game_from_dict(with_counts(scored_from="city"))
    assert "scored_from" not in json.loads(dumps(game))["players"][2]


def test_switching_in_the_engine_writes_and_reads_back():
    game = load_game(DATA / "three-players.json")
    use_counts(game, "Ben")
    again = loads(dumps(game))
    assert again == game and typed(again.player("Ben")) is not None
    use_city(again, "Ben")
    assert "scored_from" not in json.loads(dumps(again))["players"][1]
    assert loads(dumps(again)) == again


def test_unknown_player_fields_are_still_kept_beside_the_counts():
    data = with_counts()
    data["players"][2]["note"] = {"by": "phone"}
    assert json.loads(dumps(game_from_dict(data)))["players"][2]["note"] == {"by": "phone"}


@pytest.mark.parametrize("name", ["three-players", "two-players-dirk"])
def test_a_base_file_saves_without_counts_fields(name):
    game = load_game(DATA / f"{name}.json")
    assert all(p.counts is None for p in game.players)
    for entry in json.loads(dumps(game))["players"]:
        assert not {"counts", "scored_from"} & entry.keys()


# ---- errors name the place ----------------------------------------------------------------------

ALL_TYPES = {t: 0 for t in ALHAMBRA_COUNTS if t != "wall"}

CASES = [
    (with_counts(scored_from="phone"), 'players[2].scored_from: must be "city" or "counts"'),
    (with_counts(scored_from=7), 'players[2].scored_from: must be "city" or "counts"'),
    ({**base(), "players": [*base()["players"][:2], {**base()["players"][2], "scored_from": "counts"}]},
     "players[2].scored_from: \"counts\" needs the player's \"counts\""),
    (with_counts([3]), "players[2].counts: must be an object of counts per building type and the wall"),
    (with_counts({"garden": "3"}), "players[2].counts.garden: must be a whole number"),
    (with_counts({"garden": 12}), "players[2].counts.garden: 12 is out of range (0 to 11)"),
    (with_counts({"tower": -1}), "players[2].counts.tower: -1 is out of range (0 to 11)"),
    (with_counts({"wall": 300}), "players[2].counts.wall: 300 is out of range (0 to 216)"),
    (with_counts({"wall": 2.5}), "players[2].counts.wall: must be a whole number"),
    (with_counts({"castle": 1}), "players[2].counts: 'castle' is neither a building type of "
                                 "Alhambra nor one of: wall"),
    (with_counts({"chests": 1}), "players[2].counts.chests: the game does not list the module "
                                 "'treasure_chamber'"),
    (with_counts({"bonus_tiles": []}), "players[2].counts.bonus_tiles: the game does not list the "
                                       "module 'bonus_cards'"),
    (with_counts({"highest": {}}), "players[2].counts.highest: only Granada breaks ties"),
    (with_counts({"tower": 1, "chests": 2}, modules=["treasure_chamber"]),
     "players[2].counts.chests: 2 chests on 1 buildings (at most one chest on a building)"),
    (with_counts({"tower": 1, "chests": True}, modules=["treasure_chamber"]),
     "players[2].counts.chests: must be a whole number"),
    (with_counts({"garden": 1, "bonus_tiles": [{"type": "garden", "price": 8}]}, modules=["bonus_cards"]),
     "players[2].counts.bonus_tiles[0]: no bonus card shows garden 8"),
    (with_counts({"garden": 1, "bonus_tiles": [{"type": "garden", "price": 10}] * 2},
                 modules=["bonus_cards"]),
     "players[2].counts.bonus_tiles[1]: the same tile is listed twice"),
    (with_counts({"garden": 1, "bonus_tiles": [{"type": "garden", "price": 10},
                                               {"type": "garden", "price": 11}]}, modules=["bonus_cards"]),
     "players[2].counts.bonus_tiles: 2 garden tiles of bonus cards stand in a city of 1 garden buildings"),
    (with_counts({"bonus_tiles": {"type": "garden"}}, modules=["bonus_cards"]),
     "players[2].counts.bonus_tiles: must be a list"),
    (with_counts({"tower": 1, "bonus_tiles": ["tower 11"]}, modules=["bonus_cards"]),
     "players[2].counts.bonus_tiles[0]: must be a tile with type and price"),
    (granada({"park": 2}), "players[1].counts.highest: give the highest value of park (2 counted)"),
    (granada({"park": 2, "highest": {"park": 2}}),
     "players[1].counts.highest.park: 2 is out of range (3 to 13 for 2 counted)"),
    (granada({"park": 2, "highest": {"park": 14}}),
     "players[1].counts.highest.park: 14 is out of range (3 to 13 for 2 counted)"),
    (granada({"park": 1, "highest": {"park": 4, "arena": 5}}),
     "players[1].counts.highest.arena: no arena is counted, so none is the highest"),
    (granada({"park": 1, "highest": {"garden": 5}}), "players[1].counts.highest: 'garden' is not a "
                                                     "building type of Granada"),
    (granada({"park": 13}), "players[1].counts.park: 13 is out of range (0 to 12)"),
    (granada({"garden": 1}), "players[1].counts: 'garden' is neither a building type of "
                             "Granada nor one of: wall, highest"),
]


@pytest.mark.parametrize(("data", "message"), CASES, ids=[c[1][:50] for c in CASES])
def test_a_broken_count_is_refused_with_its_place(data, message):
    text = error(data)
    assert text.startswith(f"game.json: {message}"), text


def test_counts_null_is_no_counts():
    data = with_counts(scored_from=None)
    data["players"][2]["counts"] = None
    assert game_from_dict(data).player("Chen").counts is None


def test_a_bonus_tile_is_a_wall_less_catalogue_tile():
    game = game_from_dict(with_counts({"garden": 1, "bonus_tiles": [{"type": "garden", "price": 10}]},
                                      modules=["bonus_cards"]))
    counts = game.player("Chen").counts
    assert bonus_cards.typed_tiles(counts, game.variant) == frozenset({Tile("garden", 10, Walls(""))})


@pytest.mark.parametrize("seed", range(2))
def test_mutated_counts_are_read_or_refused_never_crash(tmp_path, seed):
    """Hundreds of random changes to files with counts (Alhambra with modules, Granada):
    each loads and saves back the same, or is one GameFileError naming the file."""
    rng = random.Random(seed)
    seeds = [with_counts({**ALHAMBRA_COUNTS, "chests": 1, "bonus_tiles": [{"type": "garden", "price": 10}]},
                         modules=["treasure_chamber", "bonus_cards"]),
             granada({"library": 2, "park": 1, "wall": 3, "highest": {"library": 9, "park": 2}})]
    outcomes = {"read": 0, "refused": 0}
    for _ in range(300):
        doc = rng.choice(seeds)
        for _ in range(rng.randrange(1, 3)):
            doc = mutate(doc, rng)
        try:
            game = loads(json.dumps(doc), "game.json")
        except GameFileError as error:
            assert str(error).startswith("game.json: ")
            outcomes["refused"] += 1
            continue
        assert loads(dumps(game)) == game
        outcomes["read"] += 1
    assert outcomes["read"] and outcomes["refused"], outcomes


@pytest.mark.parametrize(("modules", "most"), [
    ([], 7), (["magical_buildings"], 8), (["new_building_grounds", "new_market"], 10),
    (["red_palace"], 9), (["red_palace", "new_building_grounds"], 11)])
def test_a_counted_type_may_hold_the_modules_buildings_besides_the_catalogues(modules, most):
    """Pavilions: 7 in the catalogue, a magical one, 2 grounds and a new-market tile a type;
    The Red Palace's 9 land tiles a type instead of the catalogue's."""
    counts = {**ALHAMBRA_COUNTS, "pavilion": most}
    game_from_dict(with_counts(counts, modules=modules), "game.json")
    counts["pavilion"] = most + 1
    with pytest.raises(GameFileError, match=rf"players\[2\]\.counts\.pavilion: .*{most}"):
        game_from_dict(with_counts(counts, modules=modules), "game.json")
