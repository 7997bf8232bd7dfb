"""The window parts of the modules, by module id: the one list the core widgets ask (the
UI twin of ``engine.modules.registry``). A module without a part here has nothing of its
own in the window beyond what the core shows of every module."""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache
from typing import TYPE_CHECKING

from ...engine import Module, piece_module

if TYPE_CHECKING:  # the parts and their base are imported on first use (they draw with the painter)
    from .ui import ModuleUI


@cache
def _parts() -> dict[str, ModuleUI]:
    # Imported on first use: a part may use widgets that themselves ask the registry.
    from .bazaars import BazaarsUI
    from .bonus_cards import BonusCardsUI
    from .building_huts import BuildingHutsUI
    from .building_sites import BuildingSitesUI
    from .caliphs_guidelines import CaliphsGuidelinesUI
    from .camps import CampsUI
    from .characters import CharactersUI
    from .city_gates import CityGatesUI
    from .city_walls import CityWallsUI
    from .handymen import HandymenUI
    from .invaders import InvadersUI
    from .medina import MedinaUI
    from .new_score_cards import NewScoreCardsUI
    from .other_points import OtherPointsUI
    from .street_traders import StreetTradersUI
    from .treasure_chamber import TreasureChamberUI

    kinds: tuple[type[ModuleUI], ...] = (
        NewScoreCardsUI, BonusCardsUI, CityWallsUI, CityGatesUI, TreasureChamberUI, CharactersUI,
        BuildingSitesUI, InvadersUI, BazaarsUI, CampsUI, BuildingHutsUI, MedinaUI, StreetTradersUI,
        CaliphsGuidelinesUI, HandymenUI, OtherPointsUI)
    return {kind.module_id: kind() for kind in kinds}


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
    """Every module's part, in the registry's order (marks are drawn whatever is in play:
    a game without a module holds none of its marks)."""
    return list(_parts().values())


def piece_part(kind: str) -> ModuleUI | None:
    """The part of the module whose pieces are of this kind (it draws them)."""
    module = piece_module(kind)
    return _parts().get(module.id) if module is not None else None
