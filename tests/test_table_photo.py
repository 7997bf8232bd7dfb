"""A phone's photo is read as File ▸ Import City from Photo reads it (issue 29): through
``photo.read_city``, so the phone gets the same proposal, the same doubt and why, and the tiles
the modules in play let lie turned, built turned when the phone confirms the city."""

from __future__ import annotations

import json
import re

from alhambra_gui.engine import Cell, Game, Marks, Tile, Walls
from alhambra_gui.engine.assets import resource
from alhambra_gui.photo import TileRef, read_city
from alhambra_gui.photo import doubt as doubts
from alhambra_gui.photo.hints import readings
from alhambra_gui.photo.progress import quiet
from alhambra_gui.table.checks import apply_city
from alhambra_gui.table.drafts import Draft
from alhambra_gui.table.reading import read_photo
from tests.photo_scene import render_scene
from tests.table_page import page_script
from tests.turning_module import ID, KEY, TOWER_13, registered


def test_a_phone_s_photo_is_read_as_the_window_reads_it_with_its_doubt():
    jpeg = render_scene(1025, 14, cell_px=75).jpeg  # a block that reads as if it lay a cell off
    window = read_city(jpeg)
    assert window.doubt is not None
    phone = read_photo(jpeg, [], quiet)
    assert phone.proposal == window.proposal and phone.doubt == window.doubt
    shown = Draft(phone).to_dict(Game(["Anna"]).ruleset)
    assert shown["doubtful"] is True
    assert shown["doubt"] == {"kind": window.doubt.kind, "cells": window.doubt.cells}
    assert shown["two_cities"] is False


def test_a_phone_s_photo_read_without_doubt_says_none():
    reading = read_photo(render_scene(7, 12, legal=True, tilt=5.0, strays=0).jpeg, [], quiet)
    assert reading.doubt is None
    shown = Draft(reading).to_dict(Game(["Anna"]).ruleset)
    assert shown["doubt"] is None and shown["doubtful"] is False


def test_a_tile_a_phone_photographs_turned_is_built_turned():
    with registered():
        game = Game(["Anna", "Ben"], modules=[ID])
        city = {Cell(0, 0): None, Cell(1, 0): TileRef("garden", 8, "NE"),
                Cell(0, 1): TileRef("tower", 13, "S"), Cell(-1, 0): TileRef("tower", 10, "W")}
        scene = render_scene(5, city=city, tilt=0, turn=0, table="wood", strays=0, blur_px=0.3, quality=92,
                             shadow=False)
        draft = Draft(read_photo(scene.jpeg, [], quiet, readings(game)))
        assert draft.buildings()[(0, 1)] == Tile("tower", 13, Walls("S"))  # as it lies
        first = draft.options(game, "Anna", (0, 1))[0]  # the tile as it lies is offered first, as current
        assert first["current"] and first["tile"] == {"type": "tower", "price": 13, "walls": "S"}
        apply_city(game, "Anna", draft.tiles(game, "Anna"))
        built = game.player("Anna").city
        assert built.get((0, 1)) == TOWER_13  # the printed tile, turned once
        assert built.marks(Cell(0, 1)) == Marks({KEY: 1})
        assert game.player("Anna").city.get((1, 0)).walls.letters == "NE"


def test_the_phone_words_every_doubt_a_single_photo_can_have():
    words = json.loads(resource("table", "strings.json").read_text(encoding="utf-8"))["en"]
    script = page_script()
    worded = dict(re.findall(r'kind === "([a-z_]+)"\) return S\("([a-z_]+)"\)', script))
    alone = {doubts.BLOCK_OFF, doubts.NO_FOUNTAIN, doubts.TWO_CITIES, doubts.RULES, doubts.CLOSE,
             doubts.UNSURE}  # a table's doubt (a tile read in two cities) is the table's conflicts
    assert set(worded) >= alone
    assert all(key in words for key in worded.values())
