"""A game with modules for the GUI tests: chests, the characters, a bonus card, a site.

Anna's city is a ring walled on every side but the south-east (longest wall 10, so the
City Watch she holds gives 3); Anna and Ben have two chests each, Chen one; Ben holds the
Wise Man (towers); Chen holds the bonus card Pavilion 8, whose tile is in his city beside
a pavilion that is still a building site.
"""

from __future__ import annotations

from alhambra_gui.engine import Cell, Game, Tile, Walls
from alhambra_gui.engine.modules import bonus_cards, building_sites, characters, treasure_chamber

MODULES = ["bonus_cards", "treasure_chamber", "characters", "building_sites"]


def tile(kind: str, price: int, walls: str = "") -> Tile:
    return Tile(kind, price, Walls(walls))


CITIES = {
    "Anna": {(-1, -1): tile("garden", 8, "NW"), (0, -1): tile("arcades", 8, "N"),
             (1, -1): tile("tower", 9, "NE"), (-1, 0): tile("tower", 10, "W"),
             (1, 0): tile("garden", 9, "E"), (-1, 1): tile("chambers", 9, "W"),
             (0, 1): tile("chambers", 10), (1, 1): tile("tower", 9, "ES")},
    "Ben": {(1, 0): tile("tower", 11), (2, 0): tile("tower", 12), (0, 1): tile("garden", 10),
            (-1, 0): tile("garden", 11)},
    "Chen": {(1, 0): tile("pavilion", 8), (2, 0): tile("pavilion", 7, "E"), (0, 1): tile("tower", 13, "E")},
}
CHESTS = {"Anna": [(1, 0), (-1, 0)], "Ben": [(1, 0), (0, 1)], "Chen": [(1, 0)]}


def module_game(modules: list[str] | tuple[str, ...] = tuple(MODULES)) -> Game:
    game = Game(list(CITIES), modules=[m for m in MODULES if m in modules])
    for name, city in CITIES.items():
        for cell, placed in city.items():
            game.player(name).city.put(cell, placed)
    if "treasure_chamber" in modules:
        for name, cells in CHESTS.items():
            for cell in cells:
                treasure_chamber.set_chest(game, name, Cell(*cell), True)
    if "characters" in modules:
        characters.set_holders(game, characters.Holders("Ben", "tower", "Anna"))
    if "bonus_cards" in modules:
        bonus_cards.set_card(game, "Chen", tile("pavilion", 8), True)
    if "building_sites" in modules:
        building_sites.set_site(game, "Chen", (2, 0), True)
    game.set_modules([*game.modules, *(m for m in modules if m not in MODULES)])
    return game
