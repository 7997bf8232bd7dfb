"""Players added to and taken out of a game under way (engine: ``roster``), before the first
scoring: the tiles of one taken out go back into the bag, the modules forget what they held,
a third player ends Dirk's game; after a scoring, nothing changes."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from alhambra_gui.engine import Game, PlayerError, Tile, Walls, add_player, remove_player
from alhambra_gui.engine.marks import NO_MARKS
from alhambra_gui.engine.modules import characters, other_points
from alhambra_gui.engine.roster import held

TOWER = Tile("tower", 13, Walls("E"))
GARDEN = Tile("garden", 8, Walls("NE"))


def three() -> Game:
    """Anna, Ben and Chen; Ben has built a tower and keeps a garden, and holds the Wise Man."""
    game = Game(["Anna", "Ben", "Chen"], modules=["characters", "other_points"])
    game.build("Ben", TOWER, (1, 0))
    game.take_into_reserve("Ben", GARDEN)
    characters.set_holders(game, characters.Holders("Ben", "tower", "Anna"))
    game.state = game.state.with_(other_points.KEY, (("Ben", "a bonus card", 3), ("Chen", "a bonus card", 2)))
    return game


def test_a_player_taken_out_puts_their_tiles_back_into_the_bag_and_is_forgotten():
    game = three()
    free = len(game.free_tiles())
    assert held(game, "Ben") == 2
    remove_player(game, "Ben")
    assert game.names == ["Anna", "Chen"]
    assert len(game.free_tiles()) == free + 2 and game.locate(TOWER) is None and game.locate(GARDEN) is None
    assert characters.holders(game.state) == characters.Holders(None, None, "Anna")
    assert other_points.entries(game.state) == (("Chen", "a bonus card", 2),)
    assert game.totals().keys() == {"Anna", "Chen"}


def test_a_player_added_sits_after_the_others_with_an_empty_city():
    game = three()
    add_player(game, "Dora")
    assert game.names == ["Anna", "Ben", "Chen", "Dora"]
    assert len(game.player("Dora").city) == 0 and game.player("Dora").reserve == []
    assert characters.holders(game.state).wise_man == "Ben"


def test_a_third_player_ends_dirks_game_and_his_pile_goes_back():
    game = Game(["Anna", "Ben"], dirk=[TOWER])
    add_player(game, "Chen")
    assert not game.dirk_in_play and game.locate(TOWER) is None


@pytest.mark.parametrize("edit", [lambda g: add_player(g, "Dora"), lambda g: remove_player(g, "Ben")])
def test_no_player_is_added_or_taken_out_once_a_scoring_is_recorded(edit):
    game = three()
    game.record_scoring()
    before = game.copy()
    with pytest.raises(PlayerError, match="before the first scoring"):
        edit(game)
    assert game == before


@pytest.mark.parametrize("edit, why", [
    (lambda g: add_player(g, "ben"), "twice|same"),
    (lambda g: add_player(g, "Dirk"), "reserved"),
    (lambda g: [add_player(g, n) for n in ("D", "E", "F", "G")], "1 to 6 players"),
])
def test_an_addition_the_table_cannot_hold_is_refused(edit, why):
    game = three()
    with pytest.raises(PlayerError, match=why):
        edit(game)


def test_the_last_player_stays():
    game = Game(["Anna"])
    with pytest.raises(PlayerError, match="1 to 6 players"):
        remove_player(game, "Anna")
    assert game.names == ["Anna"] and game.state == NO_MARKS


@given(st.data())
def test_seats_changed_at_random_lose_no_tile_and_keep_the_others_as_they_were(data):
    """Any players taken out and added, in any order: every tile of the box is in the bag or
    with a player still at the table, and the players kept hold what they held."""
    names = data.draw(st.lists(st.sampled_from(["Anna", "Ben", "Chen", "Dora", "Emil"]), min_size=2,
                               max_size=4, unique=True))
    game = Game(names)
    for tile in data.draw(st.lists(st.sampled_from(game.variant.catalogue), max_size=12, unique=True)):
        game.take_into_reserve(data.draw(st.sampled_from(names)), tile)
    for step in data.draw(st.lists(st.tuples(st.booleans(), st.sampled_from(["Anna", "Ben", "Fay", "Gus"])),
                                   max_size=5)):
        before = {p.name: list(p.reserve) for p in game.players}
        adding, name = step
        try:
            add_player(game, name) if adding else remove_player(game, name)
        except PlayerError:
            assert {p.name: p.reserve for p in game.players} == before  # refused: nothing changed
            continue
        kept = {p.name: p.reserve for p in game.players if p.name in before}
        assert kept == {n: r for n, r in before.items() if n in kept}
        box = sorted(map(str, game.variant.catalogue))
        assert sorted(map(str, game.known_tiles() + game.free_tiles())) == box
