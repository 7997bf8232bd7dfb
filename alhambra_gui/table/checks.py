"""The table checks the table: a tile lies in one city only. A city a phone confirms is checked
against the game as it stands (``apply_city``, which both hosts run inside their own edit, so the
check and the change see the same game); a tile another player's city already holds makes a
conflict between the two seats: both phones are asked, and the desktop shows it until one of
them has corrected their city."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from ..engine import Game, Tile
from ..engine.replace import CityRefusal, city_refusals, replace_city
from ..photo import hints


class CityRefused(Exception):
    """A confirmed city the game cannot take as it stands: why, tile by tile."""

    def __init__(self, refusals: list[CityRefusal]) -> None:
        super().__init__("; ".join(str(r.tile) for r in refusals))
        self.refusals = refusals


def apply_city(game: Game, player: str, tiles: Mapping[tuple[int, int], Tile]) -> None:
    """The player's city becomes ``tiles`` as the photo showed them (a tile a module lets lie
    turned is built as its tile with the turn, ``photo.hints.placed``), or CityRefused (nothing
    changed) when a tile is in it twice or lies anywhere else in the game."""
    refusals = city_refusals(game, player, built(game, tiles.values()))
    if refusals:
        raise CityRefused(refusals)
    replace_city(game, player, tiles, lambda seen: hints.placed(game, seen))


def built(game: Game, seen: Iterable[Tile]) -> list[Tile]:
    """The tiles the game builds for tiles as a photo shows them (a turned tile: its tile)."""
    return [hints.placed(game, tile)[0] for tile in seen]


def city_buildings(game: Game, player: str) -> dict[tuple[int, int], Tile]:
    """The building tiles of the player's city by cell: what a phone's photo replaces (the
    modules' pieces stay where they are, ``Draft.tiles``)."""
    return {(cell.x, cell.y): tile for cell, tile in game.player(player).city if not tile.is_piece}


@dataclass(frozen=True)
class Conflict:
    """``claimant``'s phone confirmed a city with ``tile``, which ``holder``'s city holds."""

    tile: Tile
    claimant: str
    holder: str

    def to_dict(self, game: Game) -> dict[str, Any]:
        return {"tile": game.ruleset.tile_to_dict(self.tile), "claimant": self.claimant,
                "holder": self.holder}


def conflicts_of(claimant: str, refusals: Iterable[CityRefusal]) -> list[Conflict]:
    """The refusals that are another player's city holding the tile."""
    return [Conflict(r.tile, claimant, r.where.holder) for r in refusals
            if r.where is not None and r.where.place == "city" and r.where.holder != claimant]


def refusal_to_dict(game: Game, refusal: CityRefusal) -> dict[str, Any]:
    where = refusal.where
    return {"tile": game.ruleset.tile_to_dict(refusal.tile),
            "where": None if where is None else {"place": where.place, "holder": where.holder}}


def standing(conflicts: Iterable[Conflict], game: Game,
             wanted: Mapping[str, Iterable[Tile]]) -> list[Conflict]:
    """The conflicts still standing: the holder's city still holds the tile and the claimant's
    draft (``wanted``: each seat's draft tiles) still shows it."""
    kept = []
    for c in conflicts:
        where = game.locate(c.tile)
        if where is not None and where.place == "city" and where.holder == c.holder \
                and c.tile in set(wanted.get(c.claimant, ())):
            kept.append(c)
    return list(dict.fromkeys(kept))
