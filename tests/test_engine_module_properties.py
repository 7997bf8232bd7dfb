"""Properties of the module terms over random games with modules (hypothesis)."""

from __future__ import annotations

import contextlib

from hypothesis import given
from hypothesis import strategies as st

from alhambra_gui.engine import Cell, Game, Player, Side, Tile, dumps, game_from_dict, game_to_dict, loads
from alhambra_gui.engine.errors import AlhambraError
from alhambra_gui.engine.figure_edits import add_gain, set_figure
from alhambra_gui.engine.modules import (
    bazaars,
    bonus_cards,
    building_huts,
    building_sites,
    caliphs_guidelines,
    camps,
    characters,
    city_walls,
    handymen,
    invaders,
    medina,
    new_score_cards,
    red_palace,
    street_traders,
    treasure_chamber,
)
from alhambra_gui.engine.modules.registry import module_ids
from tests.test_engine_properties import CATALOGUE, WALL_SETS, games, names

#: Every module but The Red Palace, whose land tiles replace the catalogue's that these games
#: are made of (tests/test_engine_red_palace.py reads and writes its games).
ALL = [m for m in module_ids() if m not in ("other_points", "red_palace")]


def _piece(draw, variant) -> Tile:
    """A random piece of the second set, described as printed."""
    kind = draw(st.sampled_from(["hut", "medina", "bazaar", "camp"]))
    if kind == "hut":
        walls = draw(st.sampled_from(["N", "ES", "SWN"]))
        return building_huts.hut(draw(st.sampled_from(variant.type_ids)), walls)
    if kind == "medina":
        return medina.medina(draw(st.integers(2, 10)), draw(st.sampled_from(["", "N", "EW"])))
    if kind == "bazaar":
        return bazaars.bazaar(draw(st.permutations(variant.type_ids))[:3], variant)
    return camps.camp(draw(st.sampled_from(["N", "E", "SW", "NE"])))


def _add_pieces(draw, game: Game) -> None:
    """Pieces of the second set in the cities (next to them), the reserves and Dirk's pile,
    as far as their supplies go."""
    holders = [*game.names, *(["Dirk"] if game.dirk_in_play else [])]
    for _ in range(draw(st.integers(0, 8))):
        piece, holder = _piece(draw, game.variant), draw(st.sampled_from(holders))
        try:
            game.require_free(piece, holder)
        except AlhambraError:
            continue  # the supply holds no more of it
        if holder == "Dirk":
            game.dirk.append(piece)
        elif draw(st.booleans()):
            city = game.player(holder).city
            cells = sorted(set(city.facts.frontier) - city.cells())
            if cells:
                city.put(draw(st.sampled_from(cells)), piece)
        else:
            game.player(holder).reserve.append(piece)


@st.composite
def module_games(draw, base=None, modules=ALL) -> Game:
    """A random game (cities need not be legal) with every module and random module state,
    the second set's pieces, residents, the trader disc and missions included; ``base`` draws
    the game they are put on (catalogue tiles unless said)."""
    game = draw(base if base is not None else games())
    game.set_modules(modules)
    _add_pieces(draw, game)
    pieces = list(game.pieces())
    for piece in draw(st.lists(st.sampled_from(pieces), unique=True)) if pieces else []:
        where = piece.tile if piece.cell is None else piece.cell
        action = draw(st.sampled_from(["chest", "wall", "site", "handyman", "resident"]))
        try:
            if action == "resident":
                street_traders.set_resident(game, piece.player, where, True)
            elif action == "chest":
                treasure_chamber.set_chest(game, piece.player, where, True)
            elif action == "wall":
                city_walls.set_wall(game, piece.player, where, draw(st.sampled_from(list(Side))), True,
                                    force=True)
            elif action == "handyman":
                handymen.set_handyman(game, piece.player, where, True)
            elif piece.cell is not None:
                building_sites.set_site(game, piece.player, piece.cell, True)
        except AlhambraError:
            pass  # a printed wall there, no chest of that colour left, …
    for card in draw(st.lists(st.sampled_from(bonus_cards.cards(game.variant)), unique=True)):
        bonus_cards.set_card(game, draw(st.sampled_from(game.names)), card, True)
    if draw(st.booleans()):
        picked = draw(st.permutations(range(1, 19)))[:3]  # some perhaps not entered yet
        first, second, third = (c if draw(st.booleans()) else None for c in picked)
        new_score_cards.set_cards(game, (first, second, third))
    for round_, side in enumerate(draw(st.permutations([*Side, None, None]))[:3], start=1):
        invaders.set_attack(game, round_, side)
    caliphs_guidelines.set_missions(game, draw(st.sets(st.integers(1, 9))))
    for player in game.players:
        cells = sorted(set(player.city.facts.frontier) - player.city.cells())
        if cells and draw(st.booleans()):
            street_traders.set_trader(game, player.name, draw(st.sampled_from(cells)))
    characters.set_holders(game, characters.Holders(
        draw(st.sampled_from([None, *game.names])), draw(st.sampled_from(game.variant.type_ids)),
        draw(st.sampled_from([None, *game.names]))))
    return game


@given(module_games())
def test_a_game_with_modules_saves_and_loads_unchanged(game):
    again = loads(dumps(game))
    assert again == game
    assert dumps(again) == dumps(game)
    game.check_modules()  # what the actions made is within every module's rules


@given(module_games(), st.data())
def test_moving_a_chests_tile_to_the_reserve_never_raises_its_owners_chest_points(game, data):
    chests = [p for p in game.pieces() if p.cell is not None and treasure_chamber.has_chest(p.marks)]
    if not chests:
        return
    piece = data.draw(st.sampled_from(chests))
    round_ = data.draw(st.integers(1, 3))
    before = game.score(round_).players[game.names.index(piece.player)].term("treasure_chamber")
    game.unbuild(piece.player, piece.cell, force=True)
    after = game.score(round_).players[game.names.index(piece.player)].term("treasure_chamber")
    assert after.points <= before.points
    assert treasure_chamber.has_chest(game.player(piece.player).reserve_marks[piece.tile])


@given(games(), st.integers(1, 3))
def test_a_base_game_scores_the_same_with_and_without_an_empty_module_list(game, round_):
    data = game_to_dict(game)
    listed = game_from_dict({**data, "modules": []})
    assert listed.score(round_).to_dict() == game.score(round_).to_dict()
    assert game_to_dict(listed) == data


@given(games(), st.integers(1, 3))
def test_modules_without_state_change_no_base_points(game, round_):
    base = game.score(round_)
    game.set_modules(ALL)
    with_modules = game.score(round_)
    for before, after in zip(base.everyone(), with_modules.everyone(), strict=True):
        assert after.buildings == before.buildings and after.wall == before.wall
        assert all(t.points == 0 for t in after.module_terms if t.key not in ("medina", "palace_staff"))
    # With no medina anywhere everyone shares every place of the medina penalty; with no
    # servant every building costs a point (MODULES.md §19.2) until scoring 3.
    assert len({p.term("medina").points for p in with_modules.players}) == 1
    for player, scored in zip(game.players, with_modules.players, strict=True):
        buildings = sum(1 for _, t in player.city if game.ruleset.is_building_kind(t))
        assert scored.term("palace_staff").points == (0 if round_ == 3 else -buildings)


@given(module_games(), st.data())
def test_a_bonus_card_never_lowers_its_holders_score(game, data):
    free = [c for c in bonus_cards.cards(game.variant) if bonus_cards.holder(game, c) is None]
    if not free:
        return
    card, name, round_ = (data.draw(st.sampled_from(free)), data.draw(st.sampled_from(game.names)),
                          data.draw(st.integers(1, 3)))
    before = game.score(round_).points()[name]
    bonus_cards.set_card(game, name, card, True)
    assert game.score(round_).points()[name] >= before


@given(module_games(), st.integers(1, 3))
def test_a_total_is_the_sum_of_its_terms_and_counts_the_sum_of_their_parts(game, round_):
    for player in game.score(round_).everyone():
        assert player.total == sum(t.points for t in player.terms)
        for kind, award in player.buildings.items():
            tiles = sum(1 for t in (game.dirk or []) if t.type == kind and not t.is_piece) \
                if player.name == "Dirk" else \
                sum(1 for t in game.player(player.name).city.tiles() if t.type == kind and not t.is_piece)
            assert award.count == tiles + sum(p.amount for p in player.parts.get(kind, ()))


@given(module_games())
def test_an_added_wall_is_a_wall_for_every_rule(game):
    for piece in game.pieces():
        if piece.cell is None:
            continue
        city = game.player(piece.player).city
        added = city_walls.added(piece.marks)
        if game.ruleset.in_city(piece.tile):
            assert set(city.walls(piece.cell)) == set(piece.tile.walls) | set(added)
        else:  # a camp: its bastions are no walls of the city
            assert not city.walls(piece.cell) and not added
        assert Cell(*piece.cell) in city.cells()


def test_the_catalogue_is_the_real_one():
    assert len(CATALOGUE) == 54


#: Every module The Red Palace's land tiles may be played with: all of them.
WITH_LAND = [*ALL, "red_palace"]


@st.composite
def land_games(draw) -> Game:
    """A random game of The Red Palace: land tiles described as printed (any price and walls,
    at most 9 a type), in the cities (need not be legal), the reserves and Dirk's pile."""
    roster = draw(names)
    dirk = len(roster) == 2 and draw(st.booleans())
    game = Game([Player(n) for n in roster], dirk=dirk, modules=["red_palace"])
    for kind in game.variant.type_ids:
        for _ in range(draw(st.integers(0, red_palace.per_type()))):
            tile = red_palace.land(kind, draw(st.integers(1, 14)), draw(st.sampled_from(WALL_SETS)))
            holder = draw(st.sampled_from(game.players))
            where = draw(st.sampled_from(["city", "city", "reserve", "dirk" if dirk else "reserve"]))
            if where == "city":
                holder.city.put(draw(st.sampled_from(holder.city.facts.frontier)), tile)
            elif where == "dirk":
                game.give_to_dirk(tile)
            else:
                holder.reserve.append(tile)
    return game


@st.composite
def red_palace_games(draw) -> Game:
    """A game of land tiles with every module, their pieces and state (module_games), and
    The Red Palace's own: the points per guard, guards, half-buildings, points paid."""
    game = draw(module_games(land_games(), WITH_LAND))
    low, high = red_palace.guard_range()
    points = sorted(draw(st.lists(st.integers(low, high), max_size=3)))
    red_palace.set_guard_points(game, (*points, *(None,) * (3 - len(points))))  # type: ignore[arg-type]
    for name in game.names:
        wall = game.ruleset.scored_wall(game.player(name))
        set_figure(game, name, "red_palace", red_palace.GUARDS, draw(st.integers(0, wall)))
        half = draw(st.sets(st.sampled_from(game.variant.type_ids), max_size=2))
        with contextlib.suppress(AlhambraError):  # another player holds that half-building
            set_figure(game, name, "red_palace", red_palace.HALF, tuple(sorted(half)))
        for _ in range(draw(st.integers(0, 2))):
            add_gain(game, name, "red_palace", -(len(game.scorings) + 1))
    return game


@given(red_palace_games())
def test_a_red_palace_game_with_every_module_saves_and_loads_unchanged(game):
    again = loads(dumps(game))
    assert again == game
    assert dumps(again) == dumps(game)
    game.check_modules()


@given(red_palace_games(), st.integers(1, 3))
def test_a_red_palace_total_is_the_sum_of_its_terms_and_counts_its_land_tiles(game, round_):
    for player in game.score(round_).everyone():
        assert player.total == sum(t.points for t in player.terms)
        holding = game.dirk or [] if player.name == "Dirk" else list(game.player(player.name).city.tiles())
        for kind, award in player.buildings.items():
            tiles = sum(1 for t in holding if t.type == kind and t.kind == red_palace.KIND)
            assert award.count == tiles + sum(p.amount for p in player.parts.get(kind, ()))
