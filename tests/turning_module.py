"""A module made for the tests, not a module of the box: the tower 13 (walled east) may be
built turned, as the magical buildings of the third set will be (MODULES.md §19.5). It says
so only through the core's facets (``TileTurner``, ``PhotoHint``, ``FileChecker``) and one
file field, so that a test shows a turned tile passing through every layer — the rules, the
game file, the window, the typed codes and the photo reader — with no special case.

``registered()`` puts it in the module registry while a test runs.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import AbstractContextManager
from dataclasses import replace
from typing import Any

from alhambra_gui.engine import Marks, PhotoHint, PhotoReading, Tile, TileTurner, Walls
from alhambra_gui.engine.context import GameView
from alhambra_gui.engine.modules import registry
from alhambra_gui.engine.modules.base import Field, FieldReader, Locate, Module
from alhambra_gui.engine.modules.facets import FileChecker
from alhambra_gui.engine.words import Line, Text

TOWER_13 = Tile("tower", 13, Walls("E"))
KEY = "turn"
ID = "test_turntable"


def _read(reader: FieldReader, data: Any, place: str) -> int | None:
    return reader.integer(data, place, 0, 3) or None


class Turntable(Module, TileTurner, PhotoHint, FileChecker):
    id = ID
    name = "Turntable"
    summary = "The tower 13 may be built turned (a module of the tests)."
    fields = (Field("tile", KEY, _read, int, city_only=True),)

    def turnable(self, tile: Tile) -> bool:
        return tile == TOWER_13

    def turn_of(self, marks: Marks) -> int:
        turn = marks.get(KEY)
        return turn if isinstance(turn, int) else 0

    def with_turn(self, marks: Marks, turn: int) -> Marks:
        return marks.with_(KEY, turn % 4 or None)

    def photo_readings(self, game: GameView) -> tuple[PhotoReading, ...]:
        lying = [replace(TOWER_13, walls=TOWER_13.walls.turned(k)) for k in range(4)]
        return tuple(PhotoReading(lying[k], TOWER_13, Marks({KEY: k})) for k in (1, 2, 3))

    def problems(self, game: GameView, locate: Locate) -> Iterator[tuple[Text, Line]]:
        for piece in game.pieces():
            if KEY in piece.marks and not self.turnable(piece.tile):
                yield locate.tile(piece.player, piece.cell, piece.tile, KEY), Line("", "no tile to turn")


def registered() -> AbstractContextManager[None]:
    return registry.registered(Turntable)
