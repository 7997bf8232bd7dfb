"""The game file, format version 1 (spec/game-file.md): strict reading (its document read by
``game_reader``), atomic writing.

Every problem is one ``GameFileError`` naming the file and the place, e.g.
``game.json: players[0].city[3]: no tile garden 8 with walls "NS"``.
"""

from __future__ import annotations

import gc
import json
import os
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from . import counts_file
from .context import RecordedScoring
from .errors import sentence
from .figure_file import (
    IMMEDIATE,
    TYPED,
    write_immediate,
    write_scoring_typed,
    write_typed,
)
from .file_reader import check_texts_and_depth, file_error
from .files import read_bytes, shown_name, write_atomically
from .game import CURRENCIES, Game
from .game_reader import FORMAT, VERSION, GameReader
from .marks import NO_MARKS, Marks
from .modules.base import Field
from .ruleset import Ruleset
from .tiles import Tile
from .words import QT_TRANSLATE_NOOP

MAX_FILE_BYTES = 2_000_000


def load_game(path: str | os.PathLike[str]) -> Game:
    """Read a game file: a regular UTF-8 file (a byte-order mark is accepted) of at most
    ``MAX_FILE_BYTES``."""
    path = Path(path)
    data = read_bytes(path, MAX_FILE_BYTES)
    try:
        text = data.decode("utf-8-sig")  # Windows editors may add a BOM
    except UnicodeDecodeError:
        raise file_error(shown_name(path), "", sentence(QT_TRANSLATE_NOOP(
            "AlhambraError", "the file is not UTF-8 text"))) from None
    return loads(text, source=shown_name(path))


def decoded(text: str) -> object:
    """``json.loads`` with the garbage collector paused: a file's lists and objects are new
    containers that hold no cycle, yet each few hundred of them set off a collection that
    walks everything the app holds (a window's worth: a 2 MB file of some 600 000 lists
    decoded in a third of the time). The collector runs as before once they are made."""
    paused = gc.isenabled()
    gc.disable()
    try:
        return json.loads(text)
    finally:
        if paused:
            gc.enable()


def loads(text: str, source: str = "game") -> Game:
    try:
        data = decoded(text)
    except json.JSONDecodeError as error:
        raise file_error(source, "", sentence(QT_TRANSLATE_NOOP(
            "AlhambraError", "not valid JSON: {problem} at line {line}, column {column}"),
            problem=error.msg, line=error.lineno, column=error.colno)) from None
    except RecursionError:
        raise file_error(source, "", sentence(QT_TRANSLATE_NOOP(
            "AlhambraError", "the JSON is nested too deeply"))) from None
    except ValueError:  # json's only other refusal: a number with thousands of digits
        raise file_error(source, "", sentence(QT_TRANSLATE_NOOP(
            "AlhambraError", "a number in the file is too long to read"))) from None
    return game_from_dict(data, source)


def save_game(game: Game, path: str | os.PathLike[str]) -> None:
    """Write atomically (see ``files.write_atomically``)."""
    write_atomically(Path(path), dumps(game))


def dumps(game: Game) -> str:
    """The file's text: indented to be read and edited by hand, or, where that would pass
    the ``MAX_FILE_BYTES`` a file may have (a game read from a file near the limit, its
    unknown fields written compactly there), without any space, so that what is saved can
    always be opened again."""
    data = game_to_dict(game)
    # The compact text comes from json's C encoder; the indented one from its pure-Python
    # encoder (some 2.7 s for 2 MB), so it is made only once its size is known to fit.
    compact = json.dumps(data, separators=(",", ":"), ensure_ascii=False) + "\n"
    size = len(compact.encode("utf-8", "surrogatepass"))  # bad text is refused on writing
    if size + indent_growth(data) > MAX_FILE_BYTES:
        return compact
    return json.dumps(data, indent=1, ensure_ascii=False) + "\n"


def indent_growth(value: object, depth: int = 0) -> int:
    """How many characters longer ``json.dumps(value, indent=1)`` is than the same value
    written without spaces (``separators=(",", ":")``): each item of a non-empty list or
    object on a line of its own, indented one space a level, the closing bracket too, and
    a space after each key's colon. The spaces and line ends are ASCII: as many bytes."""
    if not isinstance(value, dict | list | tuple) or not value:
        return 0
    items = value.values() if isinstance(value, dict) else value
    growth = len(value) * (depth + 2) + depth + 1 + (len(value) if isinstance(value, dict) else 0)
    return growth + sum(indent_growth(item, depth + 1) for item in filter(None, items))  # empty: none


def game_to_dict(game: Game) -> dict[str, Any]:
    variant, rules = game.variant, game.ruleset
    data: dict[str, Any] = {"format": FORMAT, "version": VERSION, "variant": variant.name}
    if game.modules:
        data["modules"] = list(game.modules)
    data.update(_fields_to_dict(rules.fields("game"), game.state))
    data["players"] = []
    # the modules' fields by level, asked once a game (not once a tile: the autosave's snapshot)
    tile_fields, player_fields = rules.fields("tile"), rules.fields("player")
    city_fields = rules.fields("city")
    for p in game.players:
        entry: dict[str, Any] = {
            "name": p.name,
            "city": [{"x": c.x, "y": c.y, **rules.tile_to_dict(t),
                      **_fields_to_dict(tile_fields, p.city.marks(c)), **game.tile_extra.get(t, {})}
                     for c, t in p.city],
            "reserve": [{**rules.tile_to_dict(t),
                         **_fields_to_dict(tile_fields, p.reserve_marks.get(t, Marks())),
                         **game.tile_extra.get(t, {})} for t in p.reserve],
        }
        if p.money:
            # Only the currencies held, so that a loaded game saves back unchanged.
            entry["money"] = {c: p.money[c] for c in CURRENCIES if c in p.money}
        entry.update(_fields_to_dict(player_fields, p.state))
        entry.update(_fields_to_dict(city_fields, p.city.state))
        entry.update(counts_file.write(p, variant, game.modules))
        if typed := write_typed(p.typed, rules):
            entry[TYPED] = typed
        if p.immediate:
            entry[IMMEDIATE] = write_immediate(p.immediate)
        data["players"].append({**entry, **p.extra})
    if game.dirk is not None:
        marks = game.dirk_marks
        tiles = [{**rules.tile_to_dict(t), **_fields_to_dict(tile_fields, marks.get(t, NO_MARKS)),
                  **game.tile_extra.get(t, {})} for t in game.dirk]
        data["dirk"] = {"tiles": tiles, **game.dirk_extra}
    if game.scorings or game.steps:
        data["scorings"] = [_scoring_to_dict(s, rules) for s in _in_order(game.scorings, game.steps)]
    return {**data, **game.extra}


def _fields_to_dict(fields: tuple[Field, ...], marks: Marks) -> dict[str, Any]:
    return {f.key: f.write(marks[f.key]) for f in fields if f.key in marks}


def _in_order(scorings: list[RecordedScoring], steps: list[RecordedScoring]) -> list[RecordedScoring]:
    """The scorings with each step right before the scoring of its round (or last)."""
    ordered: list[RecordedScoring] = []
    for scoring in scorings:
        ordered.extend(s for s in steps if s.round == scoring.round)
        ordered.append(scoring)
    ordered.extend(s for s in steps if s.round > len(scorings))
    return ordered


def _scoring_to_dict(scoring: RecordedScoring, rules: Ruleset) -> dict[str, Any]:
    data: dict[str, Any] = {"round": scoring.round, "points": dict(scoring.points)}
    if scoring.step:
        return {"round": scoring.round, "step": scoring.step, "points": dict(scoring.points), **scoring.extra}
    if scoring.dirk_held is not None:
        data["dirk_held"] = scoring.dirk_held
    if scoring.tiles_known is not None:
        data["tiles_known"] = scoring.tiles_known
    if scoring.market_tiles is not None:
        data["market_tiles"] = scoring.market_tiles
    data.update(_fields_to_dict(rules.fields("scoring"), scoring.inputs))
    if scoring.typed:
        data[TYPED] = write_scoring_typed(scoring.typed, rules)
    return {**data, **scoring.extra}


def game_from_dict(data: Any, source: str = "game") -> Game:
    check_texts_and_depth(data, source)
    return GameReader(source).game(data)


def piece_from_dict(data: Mapping[str, Any], rules: Ruleset, source: str) -> Tile:
    """A module's piece described as a file entry describes it (``{"kind": …, …}``),
    read by the module in play whose kind it is, as strictly as in a file: a problem is one
    ``GameFileError`` naming ``source`` and the key (``moves`` gives its arguments so)."""
    check_texts_and_depth(data, source)
    reader = GameReader(source)
    reader.rules = rules
    return reader.piece(data, "")


def tile_from_dict(data: Mapping[str, Any], rules: Ruleset, source: str) -> Tile:
    """A tile of a city described as a file entry describes it: a tile of the catalogue, or a
    module's piece (a land tile described as printed, a magical tile, a hut), read as strictly
    as in a file; a problem is one ``GameFileError`` naming ``source`` and the key."""
    check_texts_and_depth(data, source)
    reader = GameReader(source)
    reader.rules = rules
    return reader.tile(data, "")

