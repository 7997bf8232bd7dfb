"""A variant is data (building types, catalogue, score tables) plus a small rule object."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cache, cached_property
from typing import Any

from .assets import load_json
from .errors import UnknownTileError
from .geometry import Walls
from .names import excerpt
from .scoring import TIES, MajorityScoring, ScoringRule, TotalsScoring
from .tiles import Tile, type_word
from .vocabulary import TYPE_NAMES, VARIANT_TITLES
from .words import QT_TRANSLATE_NOOP, Word

VARIANTS = ("alhambra", "granada")


@dataclass(frozen=True)
class BuildingType:
    """A building type: its id, the letter its tiles are typed with, its colour and its
    symbol (a name in ``variants/symbols.json``: the window draws it wherever the colour
    alone would tell the type). Its name is not data: see ``vocabulary.TYPE_NAMES``."""

    id: str
    letter: str
    colour: str
    symbol: str

    @property
    def name(self) -> str:
        """The English name, a source text marked for translation in the context ``BuildingType``."""
        return TYPE_NAMES[self.id]


@dataclass(frozen=True)
class Variant:
    """What a game is made of. Every fact the program needs is a field here, asked by name:
    ``moats`` (Granada's moats and land instead of walls), ``faces`` (tiles are faces the
    user enters, not a catalogue), ``dirk_allowed``, ``modules_allowed`` (the expansion
    modules are Alhambra's), ``ties`` (how equal counts are ranked); nothing is guessed
    from other fields."""

    name: str
    title: str
    types: tuple[BuildingType, ...]
    value_key: str  # the file's name for a tile's number: "price" (Alhambra) or "value" (Granada)
    moats: bool  # Granada: sides carry moats (water and land), else walls
    #: Tiles are faces identified by (type, value), entered with their moats (Granada);
    #: otherwise every tile is one of the catalogue's.
    faces: bool
    max_edges: int
    scoring: ScoringRule
    dirk_allowed: bool
    #: Whether the expansion modules may be played with it (MODULES.md: none for Granada).
    modules_allowed: bool = False
    #: How equal counts of a type are ranked: "shared" (they share the places' points) or
    #: "highest_tile" (ordered by who holds the highest-valued tile of the type).
    ties: str = "shared"
    catalogue: tuple[Tile, ...] = ()  # Alhambra: every physical tile
    face_values: tuple[int, int] = (0, 0)  # Granada: face values, moats are entered by the user
    type_ids: tuple[str, ...] = field(init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "type_ids", tuple(t.id for t in self.types))

    @property
    def ties_by_highest(self) -> bool:
        """Equal counts are ordered by the highest-valued tile (Granada), so a typed count
        needs that value too."""
        return self.ties == "highest_tile"

    @property
    def edge_word(self) -> str:
        """The word the command line uses for a tile's sides: "wall" or "moat"."""
        return "moat" if self.moats else "wall"

    @property
    def edge_key(self) -> str:
        """The file's name for a tile's sides: "walls" or "moats"."""
        return "moats" if self.moats else "walls"

    def building_type(self, type_id: str) -> BuildingType:
        for t in self.types:
            if t.id == type_id:
                return t
        raise self.not_a_type(type_id)

    def not_a_type(self, type_id: str) -> UnknownTileError:
        return UnknownTileError(QT_TRANSLATE_NOOP(
            "AlhambraError", "{type} is not a building type of {variant}"),
                                type=excerpt(type_id), variant=self.word())

    def word(self) -> Word:
        """The variant's title as a word in a sentence ("Granada")."""
        return Word(self.title, "variant", self.name)

    def identity(self, tile: Tile) -> tuple[Any, ...]:
        """What makes a physical tile unique: the whole tile, or (type, value) for a face; a
        module's piece is its whole description (its kind and types too)."""
        if tile.is_piece:
            return (tile.kind, tile.type, tile.price, tile.walls, tile.types)
        if self.faces:
            return (tile.type, tile.price)
        return (tile.type, tile.price, tile.walls)

    def check_tile(self, tile: Tile) -> None:
        """Raise UnknownTileError unless the tile exists in this variant."""
        if tile.type not in self.type_ids:
            raise self.not_a_type(tile.type)
        if not self.faces:
            if tile not in self._catalogue_set:
                text = QT_TRANSLATE_NOOP("AlhambraError", 'no tile {type} {price} with moats "{walls}"') \
                    if self.moats else QT_TRANSLATE_NOOP(
                        "AlhambraError", 'no tile {type} {price} with walls "{walls}"')
                raise UnknownTileError(text, type=type_word(tile.type), price=tile.price,
                                       walls=str(tile.walls))
            return
        low, high = self.face_values
        if not low <= tile.price <= high:
            text = QT_TRANSLATE_NOOP("AlhambraError", "value {number} is outside {low}-{high}") \
                if self.value_key == "value" else \
                QT_TRANSLATE_NOOP("AlhambraError", "price {number} is outside {low}-{high}")
            raise UnknownTileError(text, number=tile.price, low=low, high=high)
        if len(tile.walls) > self.max_edges:
            text = QT_TRANSLATE_NOOP("AlhambraError", "a face has at most {count} moats") if self.moats \
                else QT_TRANSLATE_NOOP("AlhambraError", "a face has at most {count} walls")
            raise UnknownTileError(text, count=self.max_edges)

    @cached_property
    def _catalogue_set(self) -> frozenset[Tile]:
        return frozenset(self.catalogue)

    def describe(self, tile: Tile) -> str:
        """A tile in this variant's words: 'garden 8 walls "NE"', 'park 7 moats "S"'."""
        edges = f' {self.edge_key} "{tile.walls}"' if tile.walls.letters else f" no {self.edge_key}"
        return f"{tile.type} {tile.price}{edges}"

    def tile_word(self, tile: Tile) -> Word:
        """A tile in this variant's words as a word in a sentence (see ``describe``)."""
        return Word(self.describe(tile), "tile", tile)

    def tiles_named(self, type_id: str, price: int) -> list[Tile]:
        return [t for t in self.catalogue if t.type == type_id and t.price == price]

    def listed_order(self, tile: Tile) -> tuple[int, int, str]:
        """Where ``tile`` stands in a list of tiles: by its type as the box lists the types (a
        type it does not have last), then price, then walls."""
        order = self.type_ids.index(tile.type) if tile.type in self.type_ids else len(self.type_ids)
        return order, tile.price, tile.walls.letters

    def tile_count(self) -> int:
        """How many tiles the bag holds at the start."""
        if not self.faces:
            return len(self.catalogue)
        low, high = self.face_values
        return len(self.types) * (high - low + 1) // 2

    def tile_to_dict(self, tile: Tile) -> dict[str, Any]:
        return tile.to_dict(self.value_key, self.edge_key)

    def duplicates(self, tiles: list[Tile]) -> list[Tile]:
        counts = Counter(self.identity(t) for t in tiles)
        return [t for t in tiles if counts[self.identity(t)] > 1]


#: The keys a variant file holds (``face_values`` only with faces, ``catalogue`` only without).
_VARIANT_KEYS = {"name", "value_key", "max_edges", "edges", "tiles", "scoring", "dirk", "modules",
                 "ties", "types"}
_TYPE_KEYS = {"id", "letter", "colour", "symbol"}


@cache
def get_variant(name: str = "alhambra") -> Variant:
    if name not in VARIANTS:
        raise ValueError(f"unknown variant {name!r} (one of {', '.join(VARIANTS)})")
    data = load_json("variants", f"{name}.json")
    _check_keys(name, data)
    types = tuple(BuildingType(t["id"], t["letter"], t["colour"], t["symbol"]) for t in data["types"])
    rule: ScoringRule
    if data["scoring"] == "majority":
        rule = MajorityScoring({t["id"]: tuple(tuple(r) for r in t["points"])
                                for t in data["types"]}, data["ties"])
    else:
        rule = TotalsScoring(data["ties"])
    catalogue: tuple[Tile, ...] = ()
    if "catalogue" in data:
        catalogue = tuple(Tile(t["type"], t["price"], Walls.parse(t["walls"]))
                          for t in load_json("variants", data["catalogue"]))
    low, high = data.get("face_values", (0, 0))
    faces = data["tiles"] == "faces"
    if data["edges"] not in ("walls", "moats") or faces == bool(catalogue):
        raise ValueError(f"variants/{name}.json: 'edges' or 'tiles' does not fit the data")
    if data["ties"] not in TIES or not isinstance(data["modules"], bool):
        raise ValueError(f"variants/{name}.json: 'ties' is one of {', '.join(TIES)}, 'modules' true or false")
    return Variant(data["name"], VARIANT_TITLES[name], types, data["value_key"], data["edges"] == "moats",
                   faces, data["max_edges"], rule, data["dirk"], data["modules"], data["ties"],
                   catalogue, (low, high))


def _check_keys(name: str, data: Mapping[str, Any]) -> None:
    """A variant file holds ids, letters, colours and numbers, and nothing else: no display
    words (they are in ``vocabulary``), no key the program would not read."""
    optional = {"face_values", "catalogue"}
    if not _VARIANT_KEYS <= data.keys() <= _VARIANT_KEYS | optional:
        raise ValueError(f"variants/{name}.json: the keys must be {', '.join(sorted(_VARIANT_KEYS))} "
                         f"(and {' or '.join(sorted(optional))})")
    points = {"points"} if data["scoring"] == "majority" else set()
    wanted = _TYPE_KEYS | points
    for entry in data["types"]:
        if entry.keys() != wanted:
            raise ValueError(f"variants/{name}.json: a type has the keys {', '.join(sorted(wanted))}")
        if entry["id"] not in TYPE_NAMES:
            raise ValueError(f"variants/{name}.json: the type {entry['id']!r} has no name in vocabulary.py")
