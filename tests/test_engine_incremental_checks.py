"""Checks that follow the change (issue 31): what the modules' checks read of one city (its
marked pieces, its pieces of a kind, its tiles in the city, its trader disc's place) is kept
with the city (``City.kept``), and the box's checks of the typed figures across the table are
kept by the figures they read: an edit of one city reads that city again, nothing else.
Whatever the edits, whichever snapshot the undo goes back to, the problems found that way are
the problems found from nothing (hypothesis)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from alhambra_gui.engine import NO_MARKS, Game, Tile
from alhambra_gui.engine import figure_checks as figure_checks_module
from alhambra_gui.engine.modules import treasure_chamber
from alhambra_gui.engine.modules.registry import module_ids
from alhambra_gui.engine.ruleset import Ruleset
from tests.conftest import examples
from tests.test_engine_incremental_score import EDITS, step
from tests.test_engine_module_properties import module_games, red_palace_games


def fresh_problems(game: Game, last: str | None) -> list[object]:
    """Every problem found from nothing: a copy of the game under new rules whose cities
    forget all they derived, and no figures' problems kept from an earlier check."""
    fresh = game.copy()
    fresh.ruleset = Ruleset.of(game.variant, game.modules)
    for player in fresh.players:
        player.city.bind(fresh.ruleset)
    assert all(not p.city._kept for p in fresh.players)
    kept = dict(figure_checks_module._table_kept)
    figure_checks_module._table_kept.clear()
    try:
        return list(fresh.module_problems(last))
    finally:
        figure_checks_module._table_kept.update(kept)


@settings(max_examples=examples(30))  # the CI profile's 100 for the others; each example checks a dozen times
@given(st.one_of(module_games(), red_palace_games()), st.data())
def test_the_problems_kept_per_city_are_the_problems_found_anew(game, data):
    """Edits in any order — build, unbuild, move, the bag, the reserve, Dirk, module marks and
    pieces, cards, counts, typed figures, modules, a recorded scoring —, forced where the
    rules would refuse them (so that there are problems to find), an undo or a redo (any
    snapshot may be shown again), and after each every problem the checks find, in order,
    is what they find from nothing, whoever was edited last."""
    game.set_modules(module_ids())
    snapshots = [game]
    for _ in range(data.draw(st.integers(1, 12))):
        game = step(data, game, snapshots, data.draw(st.sampled_from(EDITS)))
        last = data.draw(st.sampled_from([None, *game.names]))
        assert list(game.module_problems(last)) == fresh_problems(game, last)


def test_a_check_after_an_edit_of_one_city_reads_that_city_alone(monkeypatch):
    """After a chest is taken off one city's building, the check asks of that city's tiles
    alone whether they lie in the city and which carry marks, and works out none of the
    figures' problems across the table (no figure changed)."""
    from alhambra_gui.engine.city import City
    from tests.benchmarks.frames import six_full_cities_all_modules

    # Kept problems of other games fill all but one place (as after other tests in this
    # process): what this check finds must still be there for the next.
    fillers = {("another game", i): () for i in range(figure_checks_module._TABLE_KEPT - 1)}
    monkeypatch.setattr(figure_checks_module, "_table_kept", fillers)
    game = six_full_cities_all_modules()
    game.check_modules()
    after = game.copy()
    cell = next(iter(after.player("Ben").city))[0]
    treasure_chamber.set_chest(after, "Ben", cell, False)
    marked: list[City] = []
    in_city: list[object] = []
    tables: list[object] = []
    find_marked, is_in_city, table = City._find_marked, Ruleset.in_city, figure_checks_module._table
    monkeypatch.setattr(City, "_find_marked", lambda self: marked.append(self) or find_marked(self))
    monkeypatch.setattr(Ruleset, "in_city", lambda self, tile: in_city.append(tile) or is_in_city(self, tile))
    monkeypatch.setattr(figure_checks_module, "_table", lambda *args: tables.append(args) or table(*args))
    after.check_modules()
    ben = after.player("Ben").city
    assert marked == [ben]
    assert in_city and all(tile in ben.tiles() for tile in in_city)
    assert tables == []
    assert len(figure_checks_module._table_kept) == figure_checks_module._TABLE_KEPT
    monkeypatch.undo()
    assert list(after.module_problems()) == fresh_problems(after, None)


@settings(max_examples=examples(30))
@given(st.one_of(module_games(), red_palace_games()), st.data())
def test_the_legal_cells_kept_per_city_are_those_worked_out_anew(game, data):
    """Where a tile may be built is kept with the city (a drag asked for it three times:
    the cells it lights, the gates' aided moves, the moves it offers): after any edits, undos
    and redos, the cells kept for a free tile or a reserve tile are those worked out anew."""
    game.set_modules(module_ids())
    snapshots = [game]
    for _ in range(data.draw(st.integers(1, 8))):
        game = step(data, game, snapshots, data.draw(st.sampled_from(EDITS)))
        player = data.draw(st.sampled_from(game.players))
        tiles = [*game.free_tiles()[:3], *player.reserve[:2]]
        for tile in tiles:
            marks = player.reserve_marks.get(tile, NO_MARKS)
            kept = player.city.legal_cells(tile, marks)
            fresh = player.city.copy()
            fresh.bind(game.ruleset)
            assert kept == player.city.legal_cells(tile, marks) == fresh.legal_cells(tile, marks)


def test_a_drag_works_out_the_legal_cells_once(monkeypatch):
    """A reserve tile dragged into its city with every module in play (the gates' aid too):
    the cells where it may go are worked out once for the preview."""
    from alhambra_gui.engine import placements
    from alhambra_gui.engine.city import City
    from tests.benchmarks.frames import SHOWN, six_full_cities_all_modules

    game = six_full_cities_all_modules()
    tile = game.player(SHOWN).reserve[0]
    worked: list[Tile] = []
    legal = City._legal_cells
    monkeypatch.setattr(City, "_legal_cells",
                        lambda self, *args: worked.append(args[0]) or legal(self, *args))
    city = game.player(SHOWN).city
    cells = city.legal_cells(tile)
    moves = placements(game, SHOWN, tile)
    assert worked == [tile] and list(moves.cells) == cells and cells


def test_a_city_full_of_kept_values_lets_the_oldest_go_not_the_newest():
    """Past ``KEPT_MOST`` values, a city forgets the oldest alone: the value just made and
    the others are still kept."""
    from alhambra_gui.engine.city_base import KEPT_MOST
    from tests.benchmarks.frames import six_full_cities_all_modules

    city = six_full_cities_all_modules().player("Ben").city
    made: list[int] = []
    for i in range(KEPT_MOST + 1):
        city.kept(("filler", i), lambda i=i: made.append(i) or i)
    assert city.kept(("filler", KEPT_MOST), lambda: made.append(-1) or -1) == KEPT_MOST
    assert city.kept(("filler", 1), lambda: made.append(-1) or -1) == 1
    assert city.kept(("filler", 0), lambda: made.append(-2) or -2) == -2
    assert made == [*range(KEPT_MOST + 1), -2]
