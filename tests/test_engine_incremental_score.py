"""Scoring that follows the change (issue 31): what the modules that read a player alone say
of that player is kept with the player's city (``City.kept``) and worked out again only for a
city, reserve, card or count that changed. Whatever the edits, whichever snapshot the undo
goes back to, the score kept that way is the score worked out from nothing (hypothesis)."""

from __future__ import annotations

import dataclasses

from hypothesis import given, settings
from hypothesis import strategies as st

from alhambra_gui.engine import NO_MARKS, Game, Side
from alhambra_gui.engine.counts_actions import use_city, use_counts
from alhambra_gui.engine.errors import AlhambraError
from alhambra_gui.engine.figure_edits import set_figure
from alhambra_gui.engine.modules import (
    bonus_cards,
    building_sites,
    caliphs_guidelines,
    characters,
    city_walls,
    extensions,
    handymen,
    invaders,
    other_points,
    street_traders,
    treasure_chamber,
)
from alhambra_gui.engine.modules.facets import FigureTyper, OwnScoring, TermScorer
from alhambra_gui.engine.modules.registry import all_modules, module_ids
from alhambra_gui.engine.ruleset import Ruleset
from tests.conftest import examples
from tests.test_engine_module_properties import _piece, module_games, red_palace_games

EDITS = ("build", "unbuild", "move", "release", "reserve", "dirk", "mark", "card", "holders",
         "missions", "attack", "counts", "figure", "modules", "record", "undo", "scoring")


def fresh_score(game: Game, round_: int, inputs=NO_MARKS) -> object:
    """The score worked out from nothing: a copy of the game under new rules whose cities
    forget all they derived (``bind`` is what a change does), so nothing kept is read. Not
    through the file: a forced edit may leave what a file may not hold (a trader disc no
    longer beside its city), and the score of such a game must still be right."""
    fresh = game.copy()
    fresh.ruleset = Ruleset.of(game.variant, game.modules)
    for player in fresh.players:
        player.city.bind(fresh.ruleset)
    assert all(not p.city._kept for p in fresh.players)
    return fresh.score(round_, inputs)


def _scoring_inputs(data, game: Game):
    """Other points for the scoring, now and then (they score even when not in play)."""
    if not data.draw(st.booleans()):
        return other_points.inputs(())
    name = data.draw(st.sampled_from(game.names))
    return other_points.inputs([(name, "extra", data.draw(st.integers(-5, 5)))], game)


def _mark(data, game: Game) -> None:
    pieces = list(game.pieces())
    if not pieces:
        return
    piece = data.draw(st.sampled_from(pieces))
    where = piece.tile if piece.cell is None else piece.cell
    action = data.draw(st.sampled_from(["chest", "wall", "site", "handyman", "resident", "extension"]))
    on = data.draw(st.booleans())
    if action == "extension":
        extensions.set_extension(game, piece.player, where, on)
    elif action == "chest":
        treasure_chamber.set_chest(game, piece.player, where, on)
    elif action == "wall":
        city_walls.set_wall(game, piece.player, where, data.draw(st.sampled_from(list(Side))), on, force=True)
    elif action == "handyman":
        handymen.set_handyman(game, piece.player, where, on)
    elif action == "resident":
        street_traders.set_resident(game, piece.player, where, on)
    elif piece.cell is not None:
        building_sites.set_site(game, piece.player, piece.cell, on)


def _figure(data, game: Game, name: str) -> None:
    """One of the player's typed figures typed anew (falcons, culture counters, a project's
    type, major projects): a value of its shape, refused when the box's checks say so."""
    typers = game.ruleset.modules_with(FigureTyper)
    figures = [(m.id, f) for m in typers for f in m.figures(game.variant)]
    if not figures:
        return
    module_id, figure = data.draw(st.sampled_from(figures))
    if figure.shape == "number":
        value: object = data.draw(st.integers(figure.low, max(figure.low, figure.high)))
    elif figure.shape == "types":
        value = tuple(data.draw(st.lists(st.sampled_from(game.variant.type_ids), unique=True, max_size=3)))
    else:
        pool = figure.options or tuple(range(figure.low, figure.high + 1)) or (0,)
        value = tuple(data.draw(st.lists(st.sampled_from(pool), max_size=3)))
    set_figure(game, name, module_id, figure.key, value)


def _card(data, game: Game, name: str) -> None:
    """Give ``name`` a bonus card (from its holder, if another holds it) or take it back;
    mostly one whose tile stands in their city, the only kind that changes a score."""
    every = bonus_cards.cards(game.variant)
    built = [card for card in every if card in game.player(name).city.tiles()]
    card = data.draw(st.sampled_from(built if built and data.draw(st.booleans()) else every))
    owner = bonus_cards.holder(game, card)
    if owner is not None:
        bonus_cards.set_card(game, owner, card, False)
    if owner != name:
        bonus_cards.set_card(game, name, card, True)


def step(data, game: Game, snapshots: list[Game], kind: str) -> Game:
    """The game after one edit of ``kind`` (kept in ``snapshots``), or a snapshot shown again
    by an undo or a redo; a refused edit (no such piece left, nothing to move) or a scoring
    leaves the game as it is."""
    if kind == "undo":
        return data.draw(st.sampled_from(snapshots))  # Edit ▸ Undo / Redo show a snapshot again
    if kind == "scoring":
        return game
    after = game.copy()
    try:
        _edit(data, after, kind)
    except AlhambraError:
        return game
    snapshots.append(after)
    return after


def _edit(data, game: Game, kind: str) -> None:
    """One random edit of ``game`` (as the session makes them: on a copy)."""
    name = data.draw(st.sampled_from(game.names))
    city = game.player(name).city
    built = [cell for cell, _ in city]
    if kind == "build":
        free = game.free_tiles()
        from_bag = free and data.draw(st.booleans())
        tile = data.draw(st.sampled_from(free)) if from_bag else _piece(data.draw, game.variant)
        cells = sorted(set(city.facts.frontier) - city.cells())
        game.build(name, tile, data.draw(st.sampled_from(cells)), force=True)
    elif kind == "unbuild" and built:
        game.unbuild(name, data.draw(st.sampled_from(built)), force=True)
    elif kind == "move" and built:
        cells = sorted(set(city.facts.frontier) - city.cells())
        game.move(name, data.draw(st.sampled_from(built)), data.draw(st.sampled_from(cells)), force=True)
    elif kind == "release" and (held := [t for t, _ in game.locations()]):
        game.release(data.draw(st.sampled_from(held)))
    elif kind == "reserve" and (free := game.free_tiles()):
        game.take_into_reserve(name, data.draw(st.sampled_from(free)))
    elif kind == "dirk" and game.dirk_in_play and (free := game.free_tiles()):
        game.give_to_dirk(data.draw(st.sampled_from(free)))
    elif kind == "mark":
        _mark(data, game)
    elif kind == "card":
        _card(data, game, name)
    elif kind == "holders":
        holders = [None, *game.names]
        characters.set_holders(game, characters.Holders(
            data.draw(st.sampled_from(holders)), data.draw(st.sampled_from(game.variant.type_ids)),
            data.draw(st.sampled_from(holders))))
    elif kind == "missions":
        caliphs_guidelines.set_missions(game, data.draw(st.sets(st.integers(1, 9), max_size=4)))
    elif kind == "attack":
        invaders.set_attack(game, data.draw(st.integers(1, 3)), data.draw(st.sampled_from([*Side, None])))
    elif kind == "counts":
        player = game.player(name)
        if player.counts is not None and player.counts.in_use and data.draw(st.booleans()):
            use_city(game, name)
        else:
            use_counts(game, name, refill=data.draw(st.booleans()))
            counts = game.player(name).counts
            wall = data.draw(st.integers(0, 30))
            game.player(name).counts = dataclasses.replace(counts, wall=wall)
    elif kind == "figure":
        _figure(data, game, name)
    elif kind == "modules":
        game.set_modules(data.draw(st.lists(st.sampled_from(module_ids()), unique=True)))
    elif kind == "record" and game.next_round is not None:
        game.record_scoring(inputs=_scoring_inputs(data, game))


@settings(max_examples=examples(30))  # the CI profile's 100 for the others; each example scores a dozen times
@given(st.one_of(module_games(), red_palace_games()), st.data())
def test_the_score_kept_per_city_is_the_score_worked_out_anew(game, data):
    """Edits in any order — build, unbuild, move, the bag, the reserve, Dirk, module marks and
    pieces, cards, counts, typed figures, modules, a recorded scoring —, an undo or a redo (any snapshot may
    be shown again), and after each the score as kept equals the score worked out anew. The
    scoring asked stays the same until a "scoring" step changes it, as the scoreboard asks
    the same scoring after every edit: a value kept too long shows only when asked again."""
    game.set_modules(module_ids())  # other points too
    snapshots = [game]
    round_, inputs = data.draw(st.integers(1, 3)), _scoring_inputs(data, game)
    for _ in range(data.draw(st.integers(1, 12))):
        kind = data.draw(st.sampled_from(EDITS))
        if kind == "scoring":
            round_, inputs = data.draw(st.integers(1, 3)), _scoring_inputs(data, game)
        else:
            game = step(data, game, snapshots, kind)
        assert game.score(round_, inputs) == fresh_score(game, round_, inputs)
    for round_ in (1, 2, 3):  # every scoring of the last game, the kept ones included
        assert game.score(round_) == fresh_score(game, round_, other_points.inputs(()))


def test_only_what_reads_a_player_alone_is_kept_per_city():
    """The modules that pool the table (the medina's penalties with Dirk's, the majority of
    chests) are not ``OwnScoring``: their terms are worked out for every scoring. The typed
    modules of the third set score each player's own figures (their checks read the whole
    table: fresh colours' players a type, the zoo's supply; their scores do not)."""
    own = {m.id for m in all_modules() if isinstance(m, OwnScoring)}
    pooled = {m.id for m in all_modules()
              if isinstance(m, TermScorer) and getattr(m, "kind", "") != "typed"} - own
    assert pooled == {"medina", "treasure_chamber"}
    assert {"palace_staff", "buildings_of_power"} <= own  # a player's staff, a player's walls and pips
    assert "new_score_cards" not in own  # its scoring rule reads the game's cards


def test_an_edit_of_one_city_works_out_that_city_alone():
    """After a chest is taken off one city's building, the modules that read a player alone
    are asked about that player only."""
    from tests.benchmarks.frames import six_full_cities_all_modules

    game = six_full_cities_all_modules()
    game.score(1)
    asked: list[str] = []
    rules = game.ruleset
    original = type(rules).own_score

    def counting(self, context, player):
        asked.append(player.name)
        return original(self, context, player)

    after = game.copy()
    cell = next(iter(after.player("Ben").city))[0]
    treasure_chamber.set_chest(after, "Ben", cell, False)
    try:
        type(rules).own_score = counting
        score = after.score(1)
    finally:
        type(rules).own_score = original
    assert asked == ["Ben"]
    assert score == fresh_score(after, 1, other_points.inputs(()))


def test_the_typed_modules_and_the_extensions_read_the_edited_player_alone(monkeypatch):
    """The third set's typed modules score a player's own figures (and city), the extensions
    a player's own buildings: after one city's edit a scoring asks them about that player
    only (they were asked about every player at every scoring: a sixth of a drop's score)."""
    from alhambra_gui.engine.modules.typed_kit import TypedTerm
    from tests.benchmarks.frames import six_full_cities_all_modules

    game = six_full_cities_all_modules()
    game.score(1)
    asked: list[tuple[str, str]] = []
    for owner, name in ((TypedTerm, "term"), (extensions.Extensions, "count_parts")):
        original = getattr(owner, name)

        def counting(self, context, player, *rest, original=original):
            asked.append((self.id, player.name))
            return original(self, context, player, *rest)

        monkeypatch.setattr(owner, name, counting)
    after = game.copy()
    cell = next(iter(after.player("Ben").city))[0]
    extensions.set_extension(after, "Ben", cell, True)
    score = after.score(1)
    assert asked and {player for _, player in asked} == {"Ben"}
    assert {module for module, _ in asked} >= {"extensions", "falconers", "alhambra_zoo"}
    monkeypatch.undo()
    assert score == fresh_score(after, 1, other_points.inputs(()))


def test_a_scoring_again_reads_no_tile_of_a_city_that_did_not_change(monkeypatch):
    """The tiles that count in a type's majority are kept with their city: scoring again
    without an edit asks of no tile whether it is a building."""
    from alhambra_gui.engine.ruleset import Ruleset
    from tests.benchmarks.frames import six_full_cities_all_modules

    game = six_full_cities_all_modules()
    first = game.score(1)
    asked: list[object] = []
    original = Ruleset.is_building_kind
    monkeypatch.setattr(Ruleset, "is_building_kind",
                        lambda self, tile: asked.append(tile) or original(self, tile))
    assert game.score(1) == first
    assert [t for t in asked if any(t in p.city.tiles() for p in game.players)] == []
    game.players[0].city.remove(next(c for c, t in game.players[0].city if not t.is_fountain))
    game.score(1)
    assert asked  # the changed city is read again


def test_a_scoring_asks_no_counter_what_it_leaves_as_it_is(monkeypatch):
    """A count asks only the building counters that say something of their own (a part, a
    topping, a building site): the others keep the facet's word (no part, every building),
    and each was asked for every player, type and tile (a fifth of a drop's scoring)."""
    from alhambra_gui.engine.modules.facets import BuildingCounter
    from tests.benchmarks.frames import six_full_cities_all_modules

    asked: list[str] = []
    for name in ("is_building", "count_parts", "count_topping"):
        default = getattr(BuildingCounter, name)

        def counting(self, *args, name=name, default=default):
            asked.append(name)
            return default(self, *args)

        monkeypatch.setattr(BuildingCounter, name, counting)
    game = six_full_cities_all_modules()
    score = game.score(1)
    assert asked == []
    monkeypatch.undo()
    assert score == fresh_score(game, 1, other_points.inputs(()))
