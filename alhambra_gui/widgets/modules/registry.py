"""The window parts of the modules, by module id: the one list the core widgets ask (the
UI twin of ``engine.modules.registry``). A module without a part here has nothing of its
own in the window beyond what the core shows of every module.

The parts' painters (a piece's, a tile's marks) are handed down to the painters of ``paint/``
as one ``Painters`` (``painters``): the painters never ask for a module.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache
from typing import TypeVar, cast

from ...engine import Marks, Module, PieceMaker, Tile, TileTurner, implements, modules_with, piece_module
from ..paint.painters import MarkPainter, Painters, PiecePainter
from .bathhouses import BathhousesUI
from .bazaars import BazaarsUI
from .bonus_cards import BonusCardsUI
from .building_huts import BuildingHutsUI
from .building_sites import BuildingSitesUI
from .buildings_of_power import BuildingsOfPowerUI
from .caliphs_guidelines import CaliphsGuidelinesUI
from .camps import CampsUI
from .characters import CharactersUI
from .city_gates import CityGatesUI
from .city_walls import CityWallsUI
from .extensions import ExtensionsUI
from .facets import MarkPart, PiecePart
from .gates_without_end import GatesWithoutEndUI
from .handymen import HandymenUI
from .invaders import InvadersUI
from .magical_buildings import MagicalBuildingsUI
from .medina import MedinaUI
from .new_building_grounds import NewBuildingGroundsUI
from .new_market import NewMarketUI
from .new_score_cards import NewScoreCardsUI
from .other_points import OtherPointsUI
from .palace_staff import PalaceStaffUI
from .red_palace import RedPalaceUI
from .street_traders import StreetTradersUI
from .treasure_chamber import TreasureChamberUI
from .ui import ModuleUI
from .wishing_well import WishingWellUI

F = TypeVar("F")

PARTS: tuple[type[ModuleUI], ...] = (
    NewScoreCardsUI, BonusCardsUI, CityWallsUI, CityGatesUI, TreasureChamberUI, CharactersUI,
    BuildingSitesUI, InvadersUI, BazaarsUI, CampsUI, BuildingHutsUI, MedinaUI, StreetTradersUI,
    CaliphsGuidelinesUI, HandymenUI, OtherPointsUI, BathhousesUI, WishingWellUI,
    ExtensionsUI, NewBuildingGroundsUI, NewMarketUI, MagicalBuildingsUI, BuildingsOfPowerUI,
    PalaceStaffUI, GatesWithoutEndUI,
    RedPalaceUI)  # after other points: recording with inputs defaults to the first


@cache
def _parts() -> dict[str, ModuleUI]:
    return {kind.module_id: kind() for kind in PARTS}


def part(module_id: str) -> ModuleUI | None:
    """The window part of one module (None: it has none)."""
    return _parts().get(module_id)


def parts(modules: Iterable[Module]) -> list[tuple[Module, ModuleUI]]:
    """The parts of these modules (those in play, say), in their order."""
    found = []
    for module in modules:
        ui = _parts().get(module.id)
        if ui is not None:
            found.append((module, ui))
    return found


def all_parts() -> list[ModuleUI]:
    """Every module's part, in the registry's order."""
    return list(_parts().values())


#: The parts that implement each facet, by module id (asked often: a tile's tooltip asks
#: for the parts with marks; a Protocol's isinstance check is slow).
_FACETS: dict[type, dict[str, ModuleUI]] = {}


def _with(kind: type[F]) -> dict[str, F]:
    found = _FACETS.get(kind)
    if found is None:
        found = _FACETS[kind] = {i: ui for i, ui in _parts().items() if implements(ui, kind)}
    return cast("dict[str, F]", found)


def part_as(module_id: str, kind: type[F]) -> F | None:
    """The part of one module if it implements ``kind`` (a facet of ``facets.py``)."""
    return _with(kind).get(module_id)


def parts_with(kind: type[F], modules: Iterable[Module]) -> list[tuple[Module, F]]:
    """The parts of these modules (those in play, say) that implement ``kind``, in their order."""
    found = _with(kind)
    return [(module, found[module.id]) for module in modules if module.id in found]


def all_parts_with(kind: type[F]) -> list[F]:
    """Every part that implements ``kind``, in the registry's order (marks are drawn and keys
    listed whatever is in play: a game without a module holds none of its marks)."""
    return list(_with(kind).values())


def piece_part(kind: str) -> ModuleUI | None:
    """The part of the module whose pieces are of this kind (it draws them)."""
    module = piece_module(kind)
    return _parts().get(module.id) if module is not None else None


@cache
def painters() -> Painters:
    """What the parts draw, handed to the painters: each module's pieces by kind, and every
    part's marks in the registry's order (marks are drawn whatever is in play: a game without
    a module holds none of its marks)."""
    pieces: dict[str, PiecePainter] = {}
    for module in modules_with(PieceMaker):
        ui = part_as(module.id, PiecePart)
        if ui is not None:
            pieces.update((kind, ui.paint_piece) for kind in module.piece_kinds)
    marks: tuple[MarkPainter, ...] = tuple(ui.paint_marks for ui in all_parts_with(MarkPart))
    return Painters(pieces, marks, turn_of)


def turn_of(tile: Tile, marks: Marks) -> int:
    """How a tile lies turned by its marks, as the module that lets it lie turned says (the
    painters are handed this: a tile's marks hold a turn only while its module is in play)."""
    turner = next((m for m in modules_with(TileTurner) if m.turnable(tile)), None)
    return turner.turn_of(marks) % 4 if turner is not None else 0
