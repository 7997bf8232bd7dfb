"""Games: players, where every physical tile is, redesigns, copies, the end of the game, Dirk."""

from __future__ import annotations

import pytest

from alhambra_gui.engine import (
    AlhambraError,
    Game,
    IllegalMoveError,
    Location,
    MarketTile,
    Player,
    PlayerError,
    RecordedScoring,
    Tile,
    TileInUseError,
    UnknownTileError,
    Walls,
    bag_count,
    dirk_due,
    distribute_market,
    get_variant,
)

CATALOGUE = get_variant("alhambra").catalogue


def real(kind: str, price: int, walls: str) -> Tile:
    t = Tile(kind, price, Walls(walls))
    assert t in CATALOGUE
    return t


OPEN_GARDEN = real("garden", 11, "")
OPEN_TOWER = real("tower", 12, "")
OPEN_PAVILION = real("pavilion", 8, "")
WALLED_W = real("seraglio", 7, "W")


def two_players(dirk: bool = False) -> Game:
    return Game(["Anna", "Ben"], dirk=dirk)


# ---- players ----------------------------------------------------------------------------

@pytest.mark.parametrize("count", [1, 2, 3, 4, 5, 6])
def test_one_to_six_players(count):
    game = Game([f"P{i}" for i in range(count)])
    assert game.names == [f"P{i}" for i in range(count)]
    assert not game.dirk_in_play


@pytest.mark.parametrize(("names", "message"), [
    ([], "1 to 6"),
    ([f"P{i}" for i in range(7)], "1 to 6"),
    (["Anna", "Anna"], "same name"),
    (["Anna", "ANNA"], "same name"),
    (["Anna", "Dirk"], "reserved"),
    (["dirk "], "reserved"),
    (["Anna", "   "], "empty"),
    (["x" * 41], "40"),
])
def test_bad_tables_of_players(names, message):
    with pytest.raises(PlayerError, match=message):
        Game(names)


def test_name_of_forty_characters_is_fine():
    assert Game(["x" * 40]).names == ["x" * 40]


def test_dirk_only_with_two_alhambra_players():
    assert two_players(dirk=True).dirk == []
    with pytest.raises(PlayerError, match="Dirk"):
        Game(["A", "B", "C"], dirk=True)
    with pytest.raises(PlayerError, match="Dirk"):
        Game(["A"], dirk=[OPEN_GARDEN])
    with pytest.raises(PlayerError, match="Dirk"):
        Game(["A", "B"], variant="granada", dirk=True)


def test_unknown_player():
    with pytest.raises(PlayerError, match="Zed"):
        two_players().player("Zed")


# ---- every physical tile in one place ---------------------------------------------------------

def test_a_tile_can_be_reserved_only_once():
    game = two_players()
    game.take_into_reserve("Anna", OPEN_GARDEN)
    with pytest.raises(TileInUseError) as error:
        game.take_into_reserve("Ben", OPEN_GARDEN)
    assert str(error.value) == "garden 11 no walls is already in Anna's reserve"
    assert game.player("Ben").reserve == []


def test_a_built_tile_cannot_be_built_again_or_reserved():
    game = two_players(dirk=True)
    game.build("Ben", OPEN_TOWER, (1, 0))
    with pytest.raises(TileInUseError, match=r"in Ben's city at \(1, 0\)"):
        game.build("Anna", OPEN_TOWER, (0, 1))
    with pytest.raises(TileInUseError, match="Ben's city"):
        game.give_to_dirk(OPEN_TOWER)
    with pytest.raises(TileInUseError, match="Ben's city"):
        game.take_into_reserve("Ben", OPEN_TOWER)
    assert len(game.player("Anna").city) == 0


def test_tiles_with_dirk_are_taken():
    game = two_players(dirk=True)
    game.give_to_dirk(OPEN_GARDEN)
    with pytest.raises(TileInUseError, match="with Dirk"):
        game.take_into_reserve("Anna", OPEN_GARDEN)
    assert game.locate(OPEN_GARDEN) == Location("Dirk", "dirk")


def test_tiles_of_the_same_type_and_price_are_different_tiles():
    game = two_players()
    gardens = [t for t in CATALOGUE if (t.type, t.price) == ("garden", 8)]
    assert len(gardens) == 3
    for t in gardens:
        game.take_into_reserve("Anna", t)
    assert game.player("Anna").reserve == gardens


def test_unknown_tiles_are_refused():
    game = two_players()
    with pytest.raises(UnknownTileError, match='no tile garden 8 with walls "NS"'):
        game.take_into_reserve("Anna", Tile("garden", 8, Walls("NS")))
    with pytest.raises(UnknownTileError):
        game.build("Anna", Tile("castle", 8, Walls("")), (1, 0))


def test_dirk_must_be_in_play_to_receive_tiles():
    with pytest.raises(PlayerError):
        two_players().give_to_dirk(OPEN_GARDEN)


def test_locations_and_free_tiles():
    game = two_players(dirk=True)
    game.build("Anna", OPEN_GARDEN, (1, 0))
    game.take_into_reserve("Ben", OPEN_TOWER)
    game.give_to_dirk(OPEN_PAVILION)
    assert game.locate(OPEN_GARDEN) == Location("Anna", "city", (1, 0))
    assert game.locate(OPEN_TOWER).describe() == "in Ben's reserve"
    assert game.locate(WALLED_W) is None
    assert sorted(game.known_tiles()) == sorted([OPEN_GARDEN, OPEN_TOWER, OPEN_PAVILION])
    free = game.free_tiles()
    assert len(free) == 51 and OPEN_GARDEN not in free and WALLED_W in free


# ---- redesigns -------------------------------------------------------------------------------

def test_build_from_the_reserve_takes_it_out_of_the_reserve():
    game = two_players()
    game.take_into_reserve("Anna", OPEN_GARDEN)
    game.build("Anna", OPEN_GARDEN, (0, 1))
    assert game.player("Anna").reserve == []
    assert game.player("Anna").city.get((0, 1)) == OPEN_GARDEN


def test_illegal_build_from_the_reserve_changes_nothing():
    game = two_players()
    game.take_into_reserve("Anna", WALLED_W)
    before = game.copy()
    with pytest.raises(IllegalMoveError):
        game.build("Anna", WALLED_W, (1, 0))
    assert game == before
    game.build("Anna", WALLED_W, (-1, 0))  # W faces empty space there
    assert game.player("Anna").reserve == []


def test_cannot_build_from_another_players_reserve():
    game = two_players()
    game.take_into_reserve("Ben", OPEN_GARDEN)
    with pytest.raises(TileInUseError, match="Ben's reserve"):
        game.build("Anna", OPEN_GARDEN, (1, 0))


def test_unbuild_puts_the_tile_into_the_reserve():
    game = two_players()
    game.build("Anna", OPEN_GARDEN, (1, 0))
    game.build("Anna", OPEN_TOWER, (2, 0))
    with pytest.raises(IllegalMoveError):
        game.unbuild("Anna", (1, 0))  # would cut (2, 0) off
    assert game.unbuild("Anna", (2, 0)) == OPEN_TOWER
    assert game.player("Anna").reserve == [OPEN_TOWER]
    assert game.locate(OPEN_TOWER) == Location("Anna", "reserve")


def test_swap_exchanges_a_reserve_tile_with_a_city_tile():
    game = two_players()
    game.build("Anna", OPEN_GARDEN, (1, 0))
    game.take_into_reserve("Anna", OPEN_TOWER)
    assert game.swap("Anna", (1, 0), OPEN_TOWER) == OPEN_GARDEN
    anna = game.player("Anna")
    assert anna.city.get((1, 0)) == OPEN_TOWER
    assert anna.reserve == [OPEN_GARDEN]
    with pytest.raises(IllegalMoveError):
        game.swap("Anna", (1, 0), WALLED_W)
    assert anna.city.get((1, 0)) == OPEN_TOWER and game.locate(WALLED_W) is None


def test_move_within_the_city():
    game = two_players()
    game.build("Anna", OPEN_GARDEN, (1, 0))
    game.move("Anna", (1, 0), (0, -1))
    assert game.locate(OPEN_GARDEN) == Location("Anna", "city", (0, -1))


@pytest.mark.parametrize("where", ["city", "reserve", "dirk"])
def test_release_puts_a_tile_back_into_the_bag(where):
    game = two_players(dirk=True)
    {"city": lambda: game.build("Ben", OPEN_GARDEN, (1, 0)),
     "reserve": lambda: game.take_into_reserve("Ben", OPEN_GARDEN),
     "dirk": lambda: game.give_to_dirk(OPEN_GARDEN)}[where]()
    assert game.release(OPEN_GARDEN).place == where
    assert game.locate(OPEN_GARDEN) is None
    assert len(game.player("Ben").city) == 0 and game.player("Ben").reserve == [] and game.dirk == []
    with pytest.raises(TileInUseError, match="not in the game"):
        game.release(OPEN_GARDEN)


# ---- copies ------------------------------------------------------------------------------------

def full_game() -> Game:
    game = Game([Player("Anna", money={"denar": 3}), "Ben"], dirk=[OPEN_PAVILION])
    game.build("Anna", OPEN_GARDEN, (1, 0))
    game.take_into_reserve("Ben", OPEN_TOWER)
    game.scorings.append(RecordedScoring(1, {"Anna": 5, "Ben": 0, "Dirk": 1}))
    game.extra["note"] = {"kept": [1]}
    game.players[0].extra["colour"] = "red"
    return game


def test_copy_is_equal_and_independent():
    game = full_game()
    twin = game.copy()
    assert twin == game and twin is not game
    twin.build("Anna", real("tower", 11, ""), (2, 0))
    twin.player("Ben").reserve.clear()
    twin.player("Anna").money["denar"] = 9
    twin.dirk.clear()
    twin.scorings.clear()
    twin.extra["note"] = {"kept": [1, 2]}
    twin.players[0].extra["colour"] = "blue"
    assert twin != game
    assert game == full_game()


def test_unknown_fields_are_shared_by_copies_not_copied():
    """Issue 19: a drop deep-copied every unknown value for the undo snapshot."""
    game = full_game()
    twin = game.copy()
    assert twin.extra["note"] is game.extra["note"]
    twin.extra["note"] = "set anew"  # a field is set anew, never changed in place
    twin.players[0].extra["colour"] = "blue"
    assert game == full_game()


@pytest.mark.parametrize("change", [
    lambda g: g.player("Ben").reserve.pop(),
    lambda g: g.player("Anna").city.take((1, 0)),
    lambda g: g.player("Anna").money.update(denar=4),
    lambda g: g.dirk.pop(),
    lambda g: g.scorings.pop(),
    lambda g: g.extra.clear(),
])
def test_equality_sees_every_part(change):
    game = full_game()
    change(game)
    assert game != full_game()


# ---- the end of the game ---------------------------------------------------------------------------

def market_game() -> Game:
    return Game([Player("Anna", money={"denar": 7, "dirham": 3}),
                 Player("Ben", money={"denar": 5, "dirham": 3, "dukat": 1}),
                 Player("Chen")])


def test_market_tile_goes_to_the_most_money_in_its_currency():
    (award,) = distribute_market(market_game(), [MarketTile(OPEN_GARDEN, "denar")])
    assert (award.recipient, award.reason) == ("Anna", "most")
    assert award.amounts == {"Anna": 7, "Ben": 5, "Chen": 0}
    (award,) = distribute_market(market_game(), [MarketTile(OPEN_GARDEN, "dukat")])
    assert award.recipient == "Ben"


def test_market_tie_or_absent_currency_gives_nobody_the_tile():
    tie, absent = distribute_market(market_game(), [MarketTile(OPEN_GARDEN, "dirham"),
                                                    MarketTile(OPEN_TOWER, "florin")])
    assert (tie.recipient, tie.reason, tie.tied) == (None, "tie", ("Anna", "Ben"))
    assert (absent.recipient, absent.reason, absent.tied) == (None, "nobody", ())


def test_market_money_can_be_given_at_the_end():
    money = {"Chen": {"florin": 12}, "Ben": {"florin": 11}}
    (award,) = distribute_market(market_game(), [MarketTile(OPEN_GARDEN, "florin")], money)
    assert award.recipient == "Chen"


def test_market_square_needs_a_real_currency():
    with pytest.raises(AlhambraError, match="euro"):
        MarketTile(OPEN_GARDEN, "euro")


def test_bag_count_subtracts_every_known_tile_and_the_market():
    game = two_players(dirk=True)
    assert bag_count(game) == 54
    game.build("Anna", OPEN_GARDEN, (1, 0))
    game.take_into_reserve("Ben", OPEN_TOWER)
    game.give_to_dirk(OPEN_PAVILION)
    assert bag_count(game) == 51
    assert bag_count(game, market_count=4) == 47
    assert bag_count(game, market_count=60) == 0


def test_dirk_receives_six_six_then_a_third_of_the_bag():
    game = two_players(dirk=True)
    assert dirk_due(game) == 6
    for t in CATALOGUE[:6]:
        game.give_to_dirk(t)
    game.scorings.append(RecordedScoring(1, {}))
    assert dirk_due(game) == 6
    for t in CATALOGUE[6:20]:
        game.take_into_reserve("Anna", t)
    game.scorings.append(RecordedScoring(2, {}))
    assert bag_count(game) == 34
    assert dirk_due(game) == 11  # 34 // 3
    assert dirk_due(game, market_count=4) == 10  # 30 // 3
    assert dirk_due(game, after_scorings=0) == 6
    game.scorings.append(RecordedScoring(3, {}))
    assert dirk_due(game) == 0


def test_dirks_third_hand_out_is_counted_with_the_market_of_its_recording():
    """The market the table gave when scoring 2 was recorded fixes the hand-out: a market
    counted later (the end of the game hands it out) never changes it."""
    game = two_players(dirk=True)
    game.record_scoring(market_tiles=4)
    for t in CATALOGUE[:14]:
        game.take_into_reserve("Anna", t)
    recorded = game.record_scoring(market_tiles=3)
    assert (recorded.tiles_known, recorded.market_tiles) == (14, 3)
    assert [dirk_due(game, market_count=m) for m in (0, 2, 4)] == [(54 - 14 - 3) // 3] * 3
    game.scorings[1] = RecordedScoring(2, {}, 0, 14)  # a file from before the market was kept
    assert dirk_due(game, market_count=4) == 36 // 3
    assert two_players().record_scoring(market_tiles=4).market_tiles is None  # no Dirk, no hand-out


def test_no_dirk_no_handouts():
    game = two_players()
    assert [dirk_due(game, after_scorings=n) for n in range(4)] == [0, 0, 0, 0]


def test_dirk_stays_in_a_game_that_recorded_his_points():
    """Taking him out would leave points of a player not in play, which no file holds."""
    from alhambra_gui.engine import dumps, loads

    game = Game(["Anna", "Ben"], dirk=True)
    game.record_scoring(1)
    with pytest.raises(AlhambraError, match="Dirk has points in a recorded scoring"):
        game.set_dirk(False)
    assert game.dirk_in_play and loads(dumps(game)) == game
