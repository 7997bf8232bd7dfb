"""A phone's edits of its player's reserve as the game holds it: a tile just bought from the
bag put straight into the reserve (one that does not fit the city yet, or that the player keeps
for later), and a tile of the reserve put back into the bag (recorded by mistake), the steps the
window's palette and reserve make, worded as they are.

``offers`` lists them as plain JSON data; the phone sends one back and ``edit_for`` makes it
the engine's ``Edit`` once it is one of the offers the reserve has now."""

from __future__ import annotations

from typing import Any

from ..engine import Game, Tile
from ..engine.context import GameView
from ..engine.edits import Edit, tile_name
from ..engine.names import player_word
from ..engine.places import Location
from ..engine.words import QT_TRANSLATE_NOOP, Line
from .access import AccessError
from .city_edits import CONTEXT


def offers(game: Game, seat: str) -> list[dict[str, Any]]:
    """The tiles of the seat's reserve, each to put back into the bag (``kind`` "return"), then
    every tile nowhere in the game yet, to keep in the reserve (a purchase, ``kind`` "keep"),
    by type and price (a module's pieces in the reserve are offered on the city's cells)."""
    rules, order = game.ruleset, game.variant.listed_order
    own = sorted(dict.fromkeys(t for t in game.player(seat).reserve if not t.is_piece), key=order)
    bag = sorted(game.free_tiles(), key=order)
    return ([{"kind": "return", "tile": rules.tile_to_dict(t)} for t in own]
            + [{"kind": "keep", "tile": rules.tile_to_dict(t)} for t in bag])


def edit_for(game: Game, seat: str, offer: object) -> Edit:
    """The step that makes ``offer``, one of the reserve's offers now (else AccessError 409
    ``not_offered``: the game changed since the phone asked, or it was never offered)."""
    if not isinstance(offer, dict) or offer.get("kind") not in ("return", "keep") \
            or not isinstance(offer.get("tile"), dict) or offer not in offers(game, seat):
        raise AccessError(409, "not_offered")
    rules, player = game.ruleset, game.player(seat)
    source = player.reserve if offer["kind"] == "return" else game.free_tiles()
    tile = next(t for t in source if not t.is_piece and rules.tile_to_dict(t) == offer["tile"])
    if offer["kind"] == "return":
        step = Line(CONTEXT, QT_TRANSLATE_NOOP("Edit", "Return {tile} to the bag"), tile=tile_name(tile))
        return Edit(step, lambda g: _release(g, seat, tile), frozenset())
    step = Line(CONTEXT, QT_TRANSLATE_NOOP("Edit", "Put {tile} into {name}'s reserve"),
                tile=tile_name(tile), name=player_word(seat))
    return Edit(step, lambda g: _keep(g, seat, tile), frozenset(), bought=tile)


def _keep(view: GameView, seat: str, tile: Tile) -> None:
    assert isinstance(view, Game)
    view.take_into_reserve(seat, tile)  # refused if it left the bag since the phone asked


def _release(view: GameView, seat: str, tile: Tile) -> None:
    assert isinstance(view, Game)
    view.release(tile, Location(seat, "reserve"))  # refused if it left the reserve since
