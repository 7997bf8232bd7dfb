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


#: Every module of the registry in one two-player game with Dirk, each with its state: the
#: spec's example of the second set (game-file.md) for Anna, and for Ben, Dirk and the game
#: what the first set holds (cards, chests, a site, an added wall, the characters) — with
#: two equal huts (Anna's built, Ben's in his reserve) and two camps of one shape.
EVERY_MODULE = {
    "format": "alhambra-game", "version": 1,
    "modules": ["new_score_cards", "bonus_cards", "city_walls", "city_gates", "treasure_chamber",
                "characters", "building_sites", "invaders", "bazaars", "camps", "building_huts", "medina",
                "street_traders", "caliphs_guidelines", "handymen", "other_points"],
    "new_score_cards": [4, 11, 17],
    "characters": {"wise_man": {"player": "Ben", "type": "tower"}, "city_watch": "Anna"},
    "invaders": ["N", "W", None],
    "caliphs_guidelines": [1, 4, 9],
    "players": [
        {"name": "Anna",
         "city": [
             {"x": 1, "y": 0, "type": "garden", "price": 8, "walls": "NE", "resident": True, "chest": True},
             {"x": 0, "y": 1, "kind": "hut", "type": "garden", "walls": "SW"},
             {"x": -1, "y": 0, "kind": "medina", "price": 5, "walls": "N"},
             {"x": 0, "y": -1, "kind": "bazaar", "types": ["seraglio", "arcades", "tower"]},
             {"x": 2, "y": 0, "kind": "camp", "bastions": "W"},
             {"x": 1, "y": 1, "type": "tower", "price": 11, "walls": "", "handyman": True,
              "added_walls": "S"}],
         "reserve": [{"kind": "camp", "bastions": "NE"}],
         "bonus_cards": [{"type": "pavilion", "price": 8}],
         "trader": {"x": -1, "y": 1}},
        {"name": "Ben",
         "city": [
             {"x": 1, "y": 0, "type": "tower", "price": 12, "walls": "", "chest": True},
             {"x": 0, "y": 1, "type": "garden", "price": 10, "walls": "", "site": True},
             {"x": -1, "y": 0, "type": "arcades", "price": 9, "walls": "", "resident": True,
              "handyman": True}],
         "reserve": [{"kind": "hut", "type": "garden", "walls": "SW"}, {"kind": "camp", "bastions": "NE"},
                     {"type": "chambers", "price": 10, "walls": ""}]},
    ],
    "dirk": {"tiles": [{"type": "seraglio", "price": 9, "walls": ""}, {"kind": "medina", "price": 7,
                                                                           "walls": "E"}]},
    "scorings": [{"round": 1, "points": {"Anna": 12, "Ben": 7, "Dirk": 5},
                  "other_points": {"Ben": [{"label": "Camps", "points": 3}]}}],
}


def every_module_file(folder) -> str:
    """``EVERY_MODULE`` written to ``folder`` (checked: it loads), for the random harness."""
    import copy
    import json

    from alhambra_gui.engine import game_from_dict

    game_from_dict(copy.deepcopy(EVERY_MODULE), "every-module.json")
    path = folder / "every-module.json"
    path.write_text(json.dumps(EVERY_MODULE), encoding="utf-8")
    return str(path)
