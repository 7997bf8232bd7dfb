"""The modules' supplies as lines a player takes a piece from (``PieceMaker.supply_lines``):
each line that says a piece is left offers one the game lets come in, and a line is used up
once the game holds its pieces."""

from __future__ import annotations

import pytest

from alhambra_gui.engine import Game, PieceMaker
from alhambra_gui.engine.modules import registry

WITH_LINES = [m.id for m in registry.modules_with(PieceMaker)
              if m.supply_lines(Game(["Anna", "Ben"], modules=[m.id]))]


def test_every_module_of_pieces_has_a_supply_to_take_from() -> None:
    assert set(WITH_LINES) == {m.id for m in registry.modules_with(PieceMaker)}


@pytest.mark.parametrize("module_id", WITH_LINES)
def test_a_line_with_pieces_left_offers_one_the_game_lets_in(module_id: str) -> None:
    module = registry.module_as(module_id, PieceMaker)
    assert module is not None
    for line in module.supply_lines(Game(["Anna", "Ben"], modules=[module_id])):
        game = Game(["Anna", "Ben"], modules=[module_id])
        assert line.left > 0, line
        assert module.supply_refusal(game, line.template, "Anna") is None, line
        game.take_into_reserve("Anna", line.template)
        after = {x.template: x.left for x in module.supply_lines(game)}
        assert after.get(line.template, 0) == line.left - 1, line  # a line may go once used up
