"""What a game loses when modules are taken out of it, one phrase per module (each module's
part says what its state is, ``facets.LossTeller``), for the question asked before.

The engine drops a module's state when the module leaves the game (``Game.set_modules``);
this only says what that state is, in the players' words.
"""

from __future__ import annotations

from collections.abc import Iterable

from ...app.labels import module_name, tr
from ...engine import Game, Module, PieceMaker
from .facets import LossTeller
from .registry import part_as


def holds_state(game: Game, module: Module) -> bool:
    """Whether the game holds anything of the module: a value under one of its fields, or
    one of its pieces (in a city, a reserve or Dirk's pile)."""
    kinds = set(module.piece_kinds) if isinstance(module, PieceMaker) else set()
    if kinds and any(tile.kind in kinds for tile, _ in game.locations()):
        return True
    for field in module.fields:
        key = field.key
        if field.level == "tile" and any(key in p.marks for p in game.pieces()):
            return True
        if field.level == "city" and any(key in p.city.state for p in game.players):
            return True
        if field.level == "player" and any(key in p.state for p in game.players):
            return True
        if field.level == "game" and key in game.state:
            return True
        if field.level == "scoring" and any(key in s.inputs for s in game.scorings):
            return True
    return False


def losses(game: Game, module_ids: Iterable[str]) -> list[str]:
    """For each module in play that ``module_ids`` leaves out and whose state would go, its
    name and what goes ("Treasure chamber: 5 chests"). Modules always available (other
    points) keep their state."""
    staying = set(module_ids)
    found = []
    for module in game.ruleset.modules:
        if module.id in staying or module.always_available or not holds_state(game, module):
            continue
        ui = part_as(module.id, LossTeller)
        text = (ui.loss_text(game) if ui is not None else None) or tr("everything entered for it")
        found.append(f"{module_name(module)}: {text}")
    return found
