"""The one list of the modules the app models, in the order they are shown and scored.

This is the only place outside a module's own file that knows which modules exist.
"""

from __future__ import annotations

from functools import cache

from .base import Module
from .bazaars import Bazaars
from .bonus_cards import BonusCards
from .building_huts import BuildingHuts
from .building_sites import BuildingSites
from .caliphs_guidelines import CaliphsGuidelines
from .camps import Camps
from .characters import Characters
from .city_gates import CityGates
from .city_walls import CityWalls
from .handymen import Handymen
from .invaders import Invaders
from .medina import Medina
from .new_score_cards import NewScoreCards
from .other_points import OtherPoints
from .street_traders import StreetTraders
from .treasure_chamber import TreasureChamber

MODULES: tuple[type[Module], ...] = (
    NewScoreCards, BonusCards, CityWalls, CityGates, TreasureChamber, Characters,
    BuildingSites, Invaders, Bazaars, Camps, BuildingHuts, Medina, StreetTraders,
    CaliphsGuidelines, Handymen, OtherPoints,
)


@cache
def _instances() -> dict[str, Module]:
    return {kind.id: kind() for kind in MODULES}


def module_ids() -> tuple[str, ...]:
    return tuple(_instances())


def module(module_id: str) -> Module:
    return _instances()[module_id]


def all_modules() -> tuple[Module, ...]:
    return tuple(_instances().values())


def piece_module(kind: str) -> Module | None:
    """The module whose pieces are of this kind (in play or not: a piece is named the same)."""
    return next((m for m in _instances().values() if kind in m.piece_kinds), None)
