"""The one list of the modules the app models, in the order they are shown and scored.

This is the only place outside a module's own file that knows which modules exist.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from functools import cache
from typing import TypeVar, cast

from .alhambra_zoo import AlhambraZoo
from .art_of_the_moors import ArtOfTheMoors
from .base import Module
from .bathhouses import Bathhouses
from .bazaars import Bazaars
from .bonus_cards import BonusCards
from .building_huts import BuildingHuts
from .building_sites import BuildingSites
from .buildings_of_power import BuildingsOfPower
from .bureau_de_change import BureauDeChange
from .caliphs_guidelines import CaliphsGuidelines
from .camps import Camps
from .caravanserai import Caravanserai
from .change import ChangeCoins
from .characters import Characters
from .city_gates import CityGates
from .city_walls import CityWalls
from .diamonds import Diamonds
from .exchange_certificates import ExchangeCertificates
from .extensions import Extensions
from .facets import PieceMaker
from .falconers import Falconers
from .fresh_colours import FreshColours
from .gates_without_end import GatesWithoutEnd
from .handymen import Handymen
from .invaders import Invaders
from .magical_buildings import MagicalBuildings
from .major_construction_projects import MajorConstructionProjects
from .master_builders import MasterBuilders
from .medina import Medina
from .new_building_grounds import NewBuildingGrounds
from .new_market import NewMarket
from .new_score_cards import NewScoreCards
from .orchards import Orchards
from .other_points import OtherPoints
from .palace_designers import PalaceDesigners
from .palace_staff import PalaceStaff
from .personal_building_market import PersonalBuildingMarket
from .power_of_the_sultan import PowerOfTheSultan
from .red_palace import RedPalace
from .street_traders import StreetTraders
from .thieves import Thieves
from .travelling_craftsmen import TravellingCraftsmen
from .treasure_chamber import TreasureChamber
from .treasures import Treasures
from .viziers_favour import ViziersFavour
from .watchtowers import Watchtowers
from .wishing_well import WishingWell

F = TypeVar("F")

MODULES: tuple[type[Module], ...] = (
    NewScoreCards, BonusCards, CityWalls, CityGates, TreasureChamber, Characters,
    BuildingSites, Invaders, Bazaars, Camps, BuildingHuts, Medina, StreetTraders,
    CaliphsGuidelines, Handymen, OtherPoints,
    # the third set: computed (MODULES.md §19.1-§19.6)
    Extensions, PalaceStaff, NewBuildingGrounds, NewMarket, MagicalBuildings, BuildingsOfPower,
    # the third set: typed (MODULES.md §19.7-§19.19)
    Watchtowers, Falconers, ArtOfTheMoors, MajorConstructionProjects, AlhambraZoo, FreshColours,
    GatesWithoutEnd, PalaceDesigners, Bathhouses, WishingWell, RedPalace, Orchards, Treasures,
    # the third set: no scoring (MODULES.md §19.20-§19.30)
    ViziersFavour, BureauDeChange, Diamonds, Thieves, ChangeCoins, MasterBuilders, PowerOfTheSultan,
    Caravanserai, ExchangeCertificates, TravellingCraftsmen, PersonalBuildingMarket,
)


#: Modules registered for a while after the registry's own (``registered``).
_EXTRA: list[type[Module]] = []


@cache
def _instances() -> dict[str, Module]:
    return {kind.id: kind() for kind in (*MODULES, *_EXTRA)}


@contextmanager
def registered(*kinds: type[Module]) -> Iterator[None]:
    """These modules too, after the registry's own, while the block runs: a module made for
    a test passes through every layer (file, rules, window, codes, photo) as the modules of
    the box do, through their facets."""
    _EXTRA.extend(kinds)
    _forget()
    try:
        yield
    finally:
        del _EXTRA[len(_EXTRA) - len(kinds):]
        _forget()


def _forget() -> None:
    _instances.cache_clear()
    _FACETS.clear()


def module_ids() -> tuple[str, ...]:
    return tuple(_instances())


def module(module_id: str) -> Module:
    return _instances()[module_id]


def all_modules() -> tuple[Module, ...]:
    return tuple(_instances().values())


_FACETS: dict[type, tuple[Module, ...]] = {}


def modules_with(kind: type[F]) -> tuple[F, ...]:
    """Every module that implements ``kind`` (a facet of ``facets.py``), in play or not, in
    the registry's order."""
    found = _FACETS.get(kind)
    if found is None:
        found = _FACETS[kind] = tuple(m for m in _instances().values() if isinstance(m, kind))
    return cast("tuple[F, ...]", found)


def module_as(module_id: str, kind: type[F]) -> F | None:
    """The module ``module_id`` if it implements ``kind`` (None: it has nothing to say so)."""
    found = _instances().get(module_id)
    return found if isinstance(found, kind) else None


def piece_module(kind: str) -> PieceMaker | None:
    """The module whose pieces are of this kind (in play or not: a piece is named the same)."""
    return next((m for m in modules_with(PieceMaker) if kind in m.piece_kinds), None)
