"""A phone builds the tiles its player bought on the cells beside its city (one of the reserve,
or one straight from the bag: any tile nowhere in the game yet) and moves a tile of its city
into the reserve: the steps the window's palette and reserve make, checked by the same rules,
without photographing the whole city again for one new tile."""

from __future__ import annotations

import concurrent.futures

from alhambra_gui.app import labels
from alhambra_gui.app.session import GameSession
from alhambra_gui.app.table_host import TableHost
from alhambra_gui.engine import Tile, Walls, load_game

from .table_city import GARDEN, PAVILION, TOWER, a_game, tile_to_dict
from .table_client import LOOPBACK, file_table, joined
from .table_client import city_edit as make
from .table_client import city_options as options


def test_an_empty_cell_offers_the_reserve_first_then_every_tile_still_in_the_bag(anna_table) -> None:
    server, path = anna_table
    anna = joined(server, "Anna")
    offered = [o for o in options(anna, 0, 1) if o["kind"] == "tile"]
    game = load_game(path)
    assert offered[0] == {"kind": "tile", "from": "reserve", "tile": tile_to_dict(TOWER), "fits": True}
    bag = [o["tile"] for o in offered if o["from"] == "bag"]
    assert sorted(map(repr, bag)) == sorted(repr(tile_to_dict(t)) for t in game.free_tiles())
    assert tile_to_dict(PAVILION) not in bag and tile_to_dict(GARDEN) not in bag  # in a city already
    city = game.player("Anna").city
    for offer in offered:  # fit as the window's rules say, those that fit before those that do not
        tile = next(t for t in [TOWER, *game.free_tiles()] if tile_to_dict(t) == offer["tile"])
        assert offer["fits"] == (not city.check_place(tile, (0, 1)))
    fits = [o["fits"] for o in offered if o["from"] == "bag"]
    assert any(fits) and not all(fits) and fits == sorted(fits, reverse=True)


def test_a_tile_bought_is_built_from_the_bag_and_one_of_the_reserve_leaves_it(anna_table) -> None:
    server, path = anna_table
    anna = joined(server, "Anna")
    bought = next(o for o in options(anna, -1, 0) if o["kind"] == "tile" and o["from"] == "bag" and o["fits"])
    assert make(anna, -1, 0, bought).status == 200
    saved = load_game(path).player("Anna")
    assert tile_to_dict(saved.city.get((-1, 0))) == bought["tile"]
    own = next(o for o in options(anna, 0, 1) if o["kind"] == "tile" and o["from"] == "reserve")
    assert make(anna, 0, 1, own).status == 200
    saved = load_game(path).player("Anna")
    assert saved.city.get((0, 1)) == TOWER and TOWER not in saved.reserve
    assert not [o for o in options(anna, 0, 2) if o["kind"] == "tile" and o["from"] == "reserve"]


def test_a_tile_that_does_not_fit_or_lies_elsewhere_is_refused_and_nothing_changes(anna_table) -> None:
    server, path = anna_table
    anna = joined(server, "Anna")
    before = path.read_bytes()
    unfit = next(o for o in options(anna, -1, 0) if o["kind"] == "tile" and not o["fits"])
    answer = make(anna, -1, 0, unfit)  # offered, shown unfit: the rules refuse it in a sentence
    assert (answer.status, answer.data["error"]) == (409, "game_refused") and answer.data["detail"]
    bens = {"kind": "tile", "from": "bag", "tile": tile_to_dict(PAVILION), "fits": True}
    assert make(anna, -1, 0, bens).data["error"] == "not_offered"  # in Ben's city, not in the bag
    not_hers = {"kind": "tile", "from": "reserve", "tile": tile_to_dict(Tile("garden", 10)), "fits": True}
    assert make(anna, -1, 0, not_hers).data["error"] == "not_offered"  # in the bag, not in her reserve
    far = [o for o in options(anna, 3, 3) if o["kind"] == "tile"]
    assert far and not any(o["fits"] for o in far)  # no tile stands apart from the city
    assert path.read_bytes() == before


def test_a_tile_of_the_city_goes_into_the_reserve_unless_the_city_would_break(tmp_path) -> None:
    game = a_game()
    game.build("Anna", Tile("arcades", 9), (1, 1))  # reached through the garden only
    path = tmp_path / "game.json"
    with file_table(path, game) as (server, _host):
        anna = joined(server, "Anna")
        garden = next(o for o in options(anna, 1, 0) if o["kind"] == "take")
        assert garden == {"kind": "take", "piece": tile_to_dict(GARDEN), "fits": False}
        answer = make(anna, 1, 0, garden)
        assert (answer.status, answer.data["error"]) == (409, "game_refused")
        arcades = next(o for o in options(anna, 1, 1) if o["kind"] == "take")
        assert arcades["fits"] and make(anna, 1, 1, arcades).status == 200
        saved = load_game(path).player("Anna")
        assert saved.city.get((1, 1)) is None and Tile("arcades", 9) in saved.reserve


def test_the_city_is_editable_until_the_game_is_over(tmp_path) -> None:
    game = a_game()
    path = tmp_path / "game.json"
    with file_table(path, game) as (server, _host):
        assert joined(server, "Anna").request("GET", "/api/state").data["table"]["editable"]
    for _ in range(3):
        game.record_scoring()
    with file_table(path, game) as (server, _host):
        assert not joined(server, "Anna").request("GET", "/api/state").data["table"]["editable"]


def test_a_tile_built_from_a_phone_is_one_step_of_the_window_s_undo(qtbot) -> None:
    session = GameSession(a_game())
    host = TableHost(session)
    host.start(LOOPBACK, 0)
    try:
        anna = joined(host.server, "Anna")
        bought = next(o for o in options(anna, -1, 0) if o["kind"] == "tile" and o["fits"])
        with concurrent.futures.ThreadPoolExecutor(1) as pool:  # the window's loop makes the edit
            answer = pool.submit(make, anna, -1, 0, bought)
            qtbot.waitUntil(answer.done, timeout=10000)
        assert answer.result().status == 200
        tile = session.game.player("Anna").city.get((-1, 0))
        assert tile is not None and tile_to_dict(tile) == bought["tile"]
        named = labels.tile_label(session.game.variant, tile)  # as the window names a tile it places
        assert session.undo_stack.undoText() == f"Place {named} at (-1, 0) in Anna's city"
        session.undo_stack.undo()
        assert session.game.player("Anna").city.get((-1, 0)) is None
        assert tile in session.game.free_tiles()  # back in the bag
    finally:
        host.stop()


def test_a_tile_of_the_reserve_swaps_in_for_a_building_the_city_cannot_do_without(tmp_path) -> None:
    """The rules' redesign: a tile of the reserve takes a building's place and the building goes
    into the reserve, in one step, also where taking the building out alone would split the city."""
    game = a_game()
    game.build("Anna", Tile("arcades", 9), (1, 1))  # reached through the garden only
    game.take_into_reserve("Anna", Tile("garden", 10, Walls("W")))  # a wall to the fountain's side
    path = tmp_path / "game.json"
    with file_table(path, game) as (server, _host):
        anna = joined(server, "Anna")
        offered = options(anna, 1, 0)
        take = next(o for o in offered if o["kind"] == "take")
        swaps = [o for o in offered if o["kind"] == "swap"]
        assert not take["fits"]  # the arcades would be cut off
        walled_west = tile_to_dict(Tile("garden", 10, Walls("W")))
        assert swaps == [{"kind": "swap", "tile": tile_to_dict(TOWER), "fits": True},
                         {"kind": "swap", "tile": walled_west, "fits": False}]
        before = path.read_bytes()
        refused = make(anna, 1, 0, swaps[1])  # its west wall would face the fountain
        assert (refused.status, refused.data["error"]) == (409, "game_refused") and refused.data["detail"]
        assert path.read_bytes() == before
        assert make(anna, 1, 0, swaps[0]).status == 200
        saved = load_game(path).player("Anna")
        assert saved.city.get((1, 0)) == TOWER and GARDEN in saved.reserve and TOWER not in saved.reserve
        assert saved.city.get((1, 1)) == Tile("arcades", 9)
        assert make(anna, 1, 0, swaps[0]).data["error"] == "not_offered"  # the tower is built now
        assert not [o for o in options(anna, 0, 1) if o["kind"] == "swap"]  # an empty cell swaps nothing
