"""A phone keeps a tile its player bought in the reserve (one that does not fit the city yet, or
that the player keeps for later) and puts one of the reserve back into the bag (recorded by
mistake): the steps the window's palette and reserve make, without a photo."""

from __future__ import annotations

import concurrent.futures

import pytest

from alhambra_gui.app import labels
from alhambra_gui.app.change import Change
from alhambra_gui.app.session import GameSession
from alhambra_gui.app.table_host import TableHost
from alhambra_gui.engine import Tile, Walls, load_game
from alhambra_gui.widgets.tiles.dirk_panel import DirkPanel

from .table_city import GARDEN, PAVILION, TOWER, a_game, tile_to_dict
from .table_client import LOOPBACK, Phone, joined


def options(phone: Phone) -> list[dict]:
    answer = phone.request("GET", phone.seat_path("reserve/options"))
    assert answer.status == 200, answer.data
    return list(answer.data["options"])


def make(phone: Phone, offer: object):
    return phone.request("POST", phone.seat_path("reserve/edit"), {"offer": offer})



def test_the_reserve_offers_its_tiles_back_to_the_bag_then_every_tile_still_in_the_bag(anna_table) -> None:
    server, path = anna_table
    offered = options(joined(server, "Anna"))
    assert offered[0] == {"kind": "return", "tile": tile_to_dict(TOWER)}
    game = load_game(path)
    bag = [o["tile"] for o in offered[1:]]
    assert all(o["kind"] == "keep" for o in offered[1:])
    in_order = sorted(game.free_tiles(), key=game.variant.listed_order)  # as the box lists them
    assert bag == [tile_to_dict(t) for t in in_order]
    assert tile_to_dict(PAVILION) not in bag and tile_to_dict(GARDEN) not in bag


def test_a_tile_bought_is_kept_in_the_reserve_and_shown_there(anna_table) -> None:
    server, path = anna_table
    anna = joined(server, "Anna")
    later = Tile("tower", 9, Walls("NW"))  # kept for later
    keep = {"kind": "keep", "tile": tile_to_dict(later)}
    answer = make(anna, keep)
    assert answer.status == 200, answer.data
    assert load_game(path).player("Anna").reserve == [TOWER, later]
    assert answer.data["city"]["reserve"] == [tile_to_dict(TOWER), tile_to_dict(later)]
    now = options(anna)
    assert {"kind": "return", "tile": tile_to_dict(later)} in now and keep not in now
    assert make(anna, keep).data["error"] == "not_offered"  # bought already: no second one


def test_a_tile_of_the_reserve_goes_back_into_the_bag(anna_table) -> None:
    server, path = anna_table
    anna = joined(server, "Anna")
    assert make(anna, {"kind": "return", "tile": tile_to_dict(TOWER)}).status == 200
    game = load_game(path)
    assert game.player("Anna").reserve == [] and TOWER in game.free_tiles()
    assert {"kind": "keep", "tile": tile_to_dict(TOWER)} in options(anna)


@pytest.mark.parametrize("offer", [
    {"kind": "return", "tile": tile_to_dict(PAVILION)},  # Ben's, in his city
    {"kind": "return", "tile": tile_to_dict(GARDEN)},  # Anna's, in her city not her reserve
    {"kind": "keep", "tile": tile_to_dict(GARDEN)},  # not in the bag
    {"kind": "keep", "tile": {"type": "tower", "price": 99}},  # no tile of the box
    {"kind": "build", "tile": tile_to_dict(TOWER)},  # no such offer
    {"kind": "keep"}, "keep", None,
])
def test_an_offer_the_reserve_has_not_is_refused_and_nothing_changes(anna_table, offer) -> None:
    server, path = anna_table
    before = path.read_bytes()
    answer = make(joined(server, "Anna"), offer)
    assert (answer.status, answer.data["error"]) == (409, "not_offered")
    assert path.read_bytes() == before


def test_a_tile_kept_from_a_phone_is_one_step_of_the_window_s_undo_and_a_purchase(qtbot) -> None:
    game = a_game()
    game.set_dirk(True)  # two players: Dirk is offered what a player buys
    session = GameSession(game)
    changes: list[Change] = []
    session.changed.connect(changes.append)
    panel = DirkPanel(session)  # the window's offer to give a tile just bought to Dirk
    host = TableHost(session)
    host.start(LOOPBACK, 0)
    bought = Tile("garden", 10, Walls("W"))
    try:
        anna = joined(host.server, "Anna")
        with concurrent.futures.ThreadPoolExecutor(1) as pool:  # the window's loop makes the edit
            answer = pool.submit(make, anna, {"kind": "keep", "tile": tile_to_dict(bought)})
            qtbot.waitUntil(answer.done, timeout=10000)
        assert answer.result().status == 200
        assert session.game.player("Anna").reserve == [TOWER, bought]
        named = labels.tile_label(session.game.variant, bought)
        assert session.undo_stack.undoText() == f"Put {named} into Anna's reserve"
        assert changes[-1].bought == bought and changes[-1].cities == frozenset()
        assert panel.offered_tile() == bought and panel.offer_label.text().startswith("Anna bought ")
        session.undo_stack.undo()
        assert session.game.player("Anna").reserve == [TOWER] and bought in session.game.free_tiles()
    finally:
        host.stop()
