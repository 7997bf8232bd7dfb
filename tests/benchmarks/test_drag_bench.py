"""Issue 9: a drag entering the pathological city's view (skipped by default).

``CityScene.begin_drag`` is what a drag-enter does before the first frame: the legal cells
of the dragged tile, lit. Each round starts from a city whose facts are not yet derived,
as after the change that made it.
"""

from __future__ import annotations

import pytest

from alhambra_gui.app.session import GameSession
from alhambra_gui.engine import City, Game, Player
from alhambra_gui.widgets.city.city_scene import CityScene
from alhambra_gui.widgets.tiles.mime import TileDrag

from .cities import free_tile, full_city, pathological_game

GROUP = "issue 9: drag-enter (begin_drag), facts derived in the round"


def _begin_drag_cold(benchmark, game: Game, drag: TileDrag, rounds: int) -> None:
    session = GameSession()
    session.replace_game(game, None)
    scene = CityScene(session, "Anna")
    player = game.player("Anna")

    def fresh_city() -> None:
        player.city = City(dict(player.city), rules=player.city.rules)

    preview = benchmark.pedantic(scene.begin_drag, args=(drag,), setup=fresh_city, rounds=rounds)
    assert preview is not None and preview.kind == "place"
    scene.end_drag()


@pytest.mark.benchmark(group=GROUP)
@pytest.mark.parametrize("variant", ["alhambra", "granada"])
def test_begin_drag_over_the_pathological_city(benchmark, qtbot, variant):
    game = pathological_game(variant)
    _begin_drag_cold(benchmark, game, TileDrag(free_tile(game), "palette"), rounds=5)


@pytest.mark.benchmark(group=GROUP)
def test_begin_drag_over_a_full_legal_city(benchmark, qtbot):
    city = full_city()  # all 54 tiles are built: one of them is dragged as if anew
    _begin_drag_cold(benchmark, Game([Player("Anna", city)]), TileDrag(city.tiles()[0], "palette"),
                     rounds=20)
