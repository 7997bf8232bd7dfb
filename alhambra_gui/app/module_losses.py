"""What a game loses when modules are taken out of it: the chests placed, the wall pieces
added, the gates, the cards held, … one phrase per module, for the question asked before.

The engine drops a module's state when the module leaves the game (``Game.set_modules``);
this only says what that state is, in the players' words.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from ..engine import Game
from ..engine.modules import (
    bonus_cards,
    building_sites,
    characters,
    city_gates,
    city_walls,
    new_score_cards,
    treasure_chamber,
)
from ..engine.modules.base import Module
from .labels import arg, module_name, tr, type_name


def _chests(game: Game) -> str:
    count = sum(1 for p in game.pieces() if treasure_chamber.has_chest(p.marks))
    return tr("%n chest(s)", "", count)


def _walls(game: Game) -> str:
    return tr("%n added wall piece(s)", "", city_walls.used(game))


def _gates(game: Game) -> str:
    return tr("%n city gate(s)", "", city_gates.used(game))


def _cards(game: Game) -> str:
    count = sum(len(bonus_cards.held(p.state)) for p in game.players)
    return tr("%n bonus card(s) held", "", count)


def _sites(game: Game) -> str:
    count = sum(1 for p in game.players for cell, _ in p.city
                if building_sites.is_site(p.city.marks(cell)))
    return tr("%n building site(s)", "", count)


def _score_cards(game: Game) -> str:
    chosen = new_score_cards.cards(game.state)
    if None in chosen:
        return tr("%n new score card(s) entered", "", sum(c is not None for c in chosen))
    return arg(tr("the score cards %1, %2 and %3"), *(str(c) for c in chosen))


def _characters(game: Game) -> str:
    who = characters.holders(game.state)
    parts = []
    if who.wise_man is not None:
        kind = type_name(game.variant, who.wise_man_type or "")
        parts.append(arg(tr("the Wise Man held by %1 (%2)"), who.wise_man, kind))
    if who.city_watch is not None:
        parts.append(arg(tr("the City Watch held by %1"), who.city_watch))
    return arg(tr("%1 and %2"), parts[0], parts[1]) if len(parts) == 2 \
        else parts[0]


_WHAT: dict[type[Module], Callable[[Game], str]] = {
    treasure_chamber.TreasureChamber: _chests,
    city_walls.CityWalls: _walls,
    city_gates.CityGates: _gates,
    bonus_cards.BonusCards: _cards,
    building_sites.BuildingSites: _sites,
    new_score_cards.NewScoreCards: _score_cards,
    characters.Characters: _characters,
}


def holds_state(game: Game, module: Module) -> bool:
    """Whether the game holds anything under the module's fields (any module, modelled
    words or not)."""
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
    name and what goes ("Treasure chamber: 5 chests on buildings"). Modules always available
    (other points) keep their state."""
    staying = set(module_ids)
    found = []
    for module in game.ruleset.modules:
        if module.id in staying or module.always_available or not holds_state(game, module):
            continue
        what = _WHAT.get(type(module))
        text = what(game) if what else tr("everything entered for it")
        found.append(f"{module_name(module)}: {text}")
    return found
