"""What the painted benchmarks of issue 19 share: the window on six full cities with every
module in play, and "settled": the event loop run until it has nothing left to do, the
window painted (offscreen: into its backing store, as on a screen).
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import combinations
from pathlib import Path

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QMessageBox

from alhambra_gui.app.autosave import Autosave
from alhambra_gui.app.session import GameSession
from alhambra_gui.engine import Cell, City, Game, Tile, load_game, module_ids
from alhambra_gui.widgets.window.main_window import MainWindow

from ..event_loop import settle
from .cities import SIX_PLAYERS

#: The player whose city is shown and edited, and the tile of their reserve that is dropped.
SHOWN = "Ben"
#: The window's size (the docks beside a city at a laptop's size).
SIZE = (1440, 900)


def six_full_cities_no_modules() -> Game:
    """resources/samples/six-players.json as it is: the base game (issue 18's "without")."""
    return load_game(SIX_PLAYERS)


def every_module() -> list[str]:
    """Every module but The Red Palace, whose 9 land tiles a type replace the 54 catalogue
    tiles these cities are made of (11 gardens would be two too many)."""
    return [m for m in module_ids() if m != "red_palace"]


def six_full_cities_all_modules() -> Game:
    """resources/samples/six-players.json with every module in play (``every_module``) and their pieces and
    marks on the table: a treasure chest on the first two buildings of each city, then in
    each city two huts, a medina, a bazaar and a camp outside it (each of its kind on its
    first legal cell, by the engine's own rules), a resident on two buildings and the trader
    disc beside the city; three of the Caliph's missions in play."""
    from alhambra_gui.engine.modules import caliphs_guidelines, street_traders, treasure_chamber

    game = load_game(SIX_PLAYERS)
    game.set_modules(every_module())
    for player in game.players:
        for cell, _tile in list(player.city)[:2]:
            treasure_chamber.set_chest(game, player.name, cell, True)
    for number, player in enumerate(game.players):
        for piece in _pieces(game, number):
            game.build(player.name, *_first_legal(player.city, piece))
        for cell in [cell for cell, tile in player.city if not (tile.is_piece or tile.is_fountain)][:2]:
            street_traders.set_resident(game, player.name, cell, True)
        street_traders.set_trader(game, player.name, min(player.city.facts.frontier, key=_reading_order))
    caliphs_guidelines.set_missions(game, [1, 4, 9])
    return game


def _reading_order(cell: Cell) -> tuple[int, int]:
    return cell.y, cell.x


def _pieces(game: Game, number: int) -> list[list[Tile]]:
    """The pieces of the ``number``-th player, each as the ways it may be described (its
    walls or its types): two huts of types no other player shares as much, a medina of a
    price of its own, a bazaar, a camp."""
    from alhambra_gui.engine.modules import bazaars, building_huts, camps, medina

    types = ["pavilion", "seraglio", "arcades", "chambers", "garden", "tower"]
    huts = [[building_huts.hut(types[(number + step) % 6], walls) for walls in SIDE_SETS] for step in (0, 3)]
    return [*huts, [medina.medina(medina.prices()[number], walls) for walls in ("", *SIDE_SETS)],
            [bazaars.bazaar(three, game.variant) for three in combinations(types, 3)],
            [camps.camp(walls) for walls in SIDE_SETS]]


#: One wall or two adjacent ones: what a hut, a medina and a camp may show.
SIDE_SETS = ("N", "E", "S", "W", "NE", "ES", "SW", "NW")


def _first_legal(city: City, descriptions: list[Tile]) -> tuple[Tile, Cell]:
    """The first description of a piece that has a legal cell, and its first such cell."""
    for piece in descriptions:
        cells = city.legal_cells(piece)
        if cells:
            return piece, min(cells, key=_reading_order)
    raise AssertionError(f"no legal cell for any of {descriptions}")


class Paints(QObject):
    """Counts the paint events of the widgets it watches (to show that a settle painted)."""

    def __init__(self) -> None:
        super().__init__()
        self.count = 0

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.count += 1
        return False


def open_window(tmp_path: Path, game: Game | None = None) -> MainWindow:
    window = MainWindow(GameSession(game or six_full_cities_all_modules()), Autosave(tmp_path / "appdata"))
    window.files.ask = lambda *args: QMessageBox.StandardButton.Discard  # closing: nothing to keep
    window.resize(*SIZE)
    window.show()
    settle()
    window.show_city(SHOWN)
    settle()
    return window


def painted(work: Callable[[], object]) -> Callable[[], object]:
    """``work``, then the event loop until everything it changed is painted."""
    def run() -> object:
        result = work()
        settle()
        return result

    return run


def movable(game: Game, name: str) -> tuple[Cell, Cell]:
    """A tile of the city that may move, and a cell it may move to, as the game decides (the
    modules too: the trader disc must still stand beside the city after the move)."""
    from alhambra_gui.engine import AlhambraError

    city = game.player(name).city
    for cell, tile in city:
        if tile.is_piece or city.check_remove(cell):
            continue
        for target in sorted(set(city.without(cell).legal_cells(tile)) - {cell}, key=lambda c: (c.y, c.x)):
            trial = game.copy()
            try:
                trial.move(name, cell, target)
                trial.check_modules()  # as the window's every edit is checked
            except AlhambraError:
                continue
            return cell, target
    raise AssertionError(f"nothing in {name}'s city can move")


def swappable(game: Game, name: str, tile: Tile) -> Cell:
    """A built cell of the city whose tile ``tile`` may take the place of."""
    city = game.player(name).city
    return next(cell for cell, _ in city if cell != Cell(0, 0) and not city.check_swap(cell, tile))
