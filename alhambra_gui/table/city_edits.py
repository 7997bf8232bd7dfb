"""A phone's edits of its own city as the game holds it: a tile built on an empty cell (one of the
player's reserve, or one bought from the bag: any tile nowhere in the game yet), a tile of the
city moved into the reserve or swapped for one of it, as the window's palette and reserve do;
the markers of the modules in play on a building (a chest, a handyman, a resident, a building
site), the modules' pieces (huts, medinas, bazaars, camps) between the player's reserve and a
cell in or beside the city, or taken from a module's supply (``PieceMaker.supply_lines``:
described by the walls or the building types the player says) onto an empty cell, and the
markers of a tile's side or of a cell beside the city (a wall piece, a gate, the trader disc:
``EdgeMarkerMaker``).

A tap on a cell asks ``offers``: what can be done there, each offer plain JSON data; the
phone sends one back and ``edit_for`` makes it the engine's ``Edit`` (one step of the game's
history, worded like the window's) once it is one of the offers the cell has now. The host
makes the edit through the same checked commands the window uses, which refuse what the
rules forbid (a fifth chest of a colour, a hut where it may not stand, a tile whose walls do
not fit).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ..engine import Game, PieceMaker, Tile, Walls
from ..engine.context import GameView
from ..engine.edits import Edit, tile_name
from ..engine.errors import SentenceError
from ..engine.gamefile import piece_from_dict
from ..engine.geometry import Cell, Side, in_bounds
from ..engine.modules.edge_markers import EdgeMarkerMaker
from ..engine.modules.facets import MarkerMaker
from ..engine.names import player_word
from ..engine.words import QT_TRANSLATE_NOOP, Line
from .access import AccessError
from .answers import PHONE

# The translation context of the steps a phone's edit makes (the engine's edits').
CONTEXT = "Edit"


class BadPiece(AccessError):
    """A supply's piece described as no piece of the box is (409 ``bad_piece``); ``why``: the
    file reader's refusal, for the phone in its language."""

    def __init__(self, why: SentenceError) -> None:
        super().__init__(409, "bad_piece")
        self.why = why


def offers(game: Game, seat: str, cell: tuple[int, int]) -> list[dict[str, Any]]:
    """What the seat's phone may do on ``cell`` of its city: on a tile or a piece, take it
    into the reserve (``fits``: the city stays whole without it), and on a building (a land
    tile too) swap a tile of the reserve in for it (``_swap_offers``) and put each marker of
    the modules in play on it or take it off; on an empty cell, build a tile of the reserve
    or the bag there (``_tile_offers``), a piece of the reserve (``fits``: the rules allow
    it there), or one the supply still holds (``left``; ``sides``: the phone says its walls,
    ``walls``; ``pick_types``: it picks that many building types, ``types``; ``prices``: it
    says the price printed, ``price``, within those bounds); and on any cell, the markers of
    a side or of the cell itself that can be put there or taken off (``edge_offers``)."""
    if tuple(cell) == (0, 0):
        raise AccessError(400, "fountain_cell")
    if not in_bounds(cell):  # nothing is built beyond the file's coordinates
        raise AccessError(400, "bad_request")
    return [*_cell_offers(game, seat, Cell(*cell)), *edge_offers(game, seat, Cell(*cell))]


def edge_offers(game: Game, seat: str, where: Cell) -> list[dict[str, Any]]:
    """The markers of the modules in play on a side of the cell's tile or on the cell (``side``
    None): each to put there, or (``on``) to take off."""
    return [{"kind": "edge", "module": m.id, "key": m.edge_key,
             "side": None if e.side is None else e.side.name, "on": e.on}
            for m in game.ruleset.modules_with(EdgeMarkerMaker) for e in m.edge_markers(game, seat, where)]


def _cell_offers(game: Game, seat: str, where: Cell) -> list[dict[str, Any]]:
    player = game.player(seat)
    tile = player.city.get(where)
    rules = game.ruleset
    if tile is not None:  # a tile or a piece goes back to the reserve; a building takes the markers
        marks = player.city.marks(where)
        fits = not player.city.check_remove(where)
        take = [{"kind": "take", "piece": rules.tile_to_dict(tile), "fits": fits}]
        if not rules.is_building_kind(tile):
            return take
        markers = [{"kind": "marker", "module": m.id, "key": m.marker_key,
                    "on": marks.get(m.marker_key) is True} for m in rules.modules_with(MarkerMaker)]
        return take + _swap_offers(game, seat, where) + markers
    found = _tile_offers(game, seat, where)
    for piece in dict.fromkeys(t for t in player.reserve if t.is_piece):
        fits = not player.city.check_place(piece, where, marks=player.marks_of(piece))
        found.append({"kind": "piece", "piece": rules.tile_to_dict(piece), "fits": fits})
    for module in rules.modules_with(PieceMaker):
        found.extend({"kind": "supply", "module": module.id, "piece": rules.tile_to_dict(line.template),
                      "piece_kind": line.template.kind, "left": line.left, "sides": line.sides,
                      "walls": line.template.walls.letters, "pick_types": line.types,
                      "types": list(line.template.types),
                      "prices": None if line.prices is None else list(line.prices)}
                     for line in module.supply_lines(game) if line.left > 0)
    return found


def _swap_offers(game: Game, seat: str, where: Cell) -> list[dict[str, Any]]:
    """The tiles of the player's reserve that may take the place of the building on ``where``
    (the rules' redesign: the building goes into the reserve in the same step), each with
    whether the city stays lawful (``fits``), those that fit first, by type and price."""
    player = game.player(seat)
    own = [t for t in dict.fromkeys(player.reserve) if not t.is_piece]
    fits = {t: not player.city.check_swap(where, t, marks=player.marks_of(t)) for t in own}
    own.sort(key=lambda t: (not fits[t], *game.variant.listed_order(t)))
    return [{"kind": "swap", "tile": game.ruleset.tile_to_dict(t), "fits": fits[t]} for t in own]


def _tile_offers(game: Game, seat: str, where: Cell) -> list[dict[str, Any]]:
    """The tiles that may be built on the empty cell ``where``: those of the player's reserve
    (``from``: "reserve"), then those nowhere in the game yet, bought from the bag ("bag"); each
    with whether the rules let it stand there (``fits``), those that fit first, by type and price."""
    player = game.player(seat)
    own = [("reserve", t) for t in dict.fromkeys(player.reserve) if not t.is_piece]
    tiles = own + [("bag", t) for t in game.free_tiles()]
    fits = {t: not player.city.check_place(t, where, marks=player.marks_of(t)) for _, t in tiles}
    tiles.sort(key=lambda e: (e[0] != "reserve", not fits[e[1]], *game.variant.listed_order(e[1])))
    rules = game.ruleset
    return [{"kind": "tile", "from": source, "tile": rules.tile_to_dict(t), "fits": fits[t]}
            for source, t in tiles]


def edit_for(game: Game, seat: str, cell: tuple[int, int], offer: object) -> Edit:
    """The step that makes ``offer``, one of the cell's offers now (else AccessError 409
    ``not_offered``: the city changed since the phone asked, or it was never offered)."""
    wanted = _key(offer)
    if wanted is None or wanted not in {_key(o) for o in offers(game, seat, cell)}:
        raise AccessError(409, "not_offered")
    assert isinstance(offer, dict)
    where = Cell(*cell)
    if offer["kind"] == "marker":
        module = next(m for m in game.ruleset.modules_with(MarkerMaker) if m.id == offer["module"])
        return module.marker_step(game, seat, where, not offer["on"])
    player = game.player(seat)
    if offer["kind"] == "edge":
        edger = next(m for m in game.ruleset.modules_with(EdgeMarkerMaker) if m.id == offer["module"])
        side = None if offer["side"] is None else Side[offer["side"]]
        return edger.edge_step(game, seat, where, side, not offer["on"])
    if offer["kind"] == "supply":
        return _from_supply(game, seat, where, offer)
    if offer["kind"] == "tile":
        return _build(game, seat, where, _offered_tile(game, seat, offer))
    if offer["kind"] == "swap":
        return _swap(game, seat, where, _offered_tile(game, seat, {**offer, "from": "reserve"}))
    if offer["kind"] == "take":
        taken = player.city.get(where)
        assert taken is not None
        text = QT_TRANSLATE_NOOP("Edit", "Move {tile} from ({x}, {y}) to {name}'s reserve")
        step = Line(CONTEXT, text, tile=tile_name(taken), x=where.x, y=where.y, name=player_word(seat))
        return Edit(step, lambda g: _game(g).unbuild(seat, where), frozenset({seat}))
    piece = next(t for t in player.reserve if t.is_piece and game.ruleset.tile_to_dict(t) == offer["piece"])
    return _build(game, seat, where, piece)


def _offered_tile(game: Game, seat: str, offer: dict[str, Any]) -> Tile:
    """The tile a "tile" offer names: from the player's reserve, or the bag's."""
    rules = game.ruleset
    source = game.player(seat).reserve if offer["from"] == "reserve" else game.free_tiles()
    return next(t for t in source if not t.is_piece and rules.tile_to_dict(t) == offer["tile"])


def _build(game: Game, seat: str, where: Cell, tile: Tile) -> Edit:
    """Build ``tile`` (of the reserve, or free) on ``where``, worded as the window words it."""
    step = Line(CONTEXT, QT_TRANSLATE_NOOP("Edit", "Place {tile} at ({x}, {y}) in {name}'s city"),
                tile=tile_name(tile), x=where.x, y=where.y, name=player_word(seat))
    return Edit(step, lambda g: _game(g).build(seat, tile, where), frozenset({seat}))


def _swap(game: Game, seat: str, where: Cell, tile: Tile) -> Edit:
    """Swap ``tile`` of the reserve into ``where``, the building there into the reserve."""
    step = Line(CONTEXT, QT_TRANSLATE_NOOP("Edit", "Swap {tile} into ({x}, {y}) in {name}'s city"),
                tile=tile_name(tile), x=where.x, y=where.y, name=player_word(seat))
    return Edit(step, lambda g: _game(g).swap(seat, where, tile), frozenset({seat}))


def _from_supply(game: Game, seat: str, where: Cell, offer: dict[str, Any]) -> Edit:
    """Build a piece of a supply's line, with the walls (the building types, the price) the
    phone said where the line lets it say them, described as strictly as a file describes it
    (a camp's bastions, a magical tile's number of walls, a bazaar's three different types are
    the module's to check); the game refuses what its supply lacks."""
    rules = game.ruleset
    module = next(m for m in rules.modules_with(PieceMaker) if m.id == offer["module"])
    line = next(x for x in module.supply_lines(game) if rules.tile_to_dict(x.template) == offer["piece"])
    piece: Tile = line.template
    walls, types, price = offer.get("walls"), offer.get("types"), offer.get("price")
    if line.sides and (not isinstance(walls, str) or len(walls) > 4):
        raise AccessError(400, "bad_request")
    if line.types and (not isinstance(types, list) or len(types) != line.types
                       or not all(isinstance(t, str) and len(t) <= 40 for t in types)):
        raise AccessError(400, "bad_request")
    if line.prices and (type(price) is not int or not line.prices[0] <= price <= line.prices[1]):
        raise AccessError(400, "bad_request")
    if line.sides or line.types or line.prices:
        try:
            described = replace(piece, walls=Walls.parse(str(walls))) if line.sides else piece
            described = replace(described, types=tuple(types or ())) if line.types else described
            described = replace(described, price=int(str(price))) if line.prices else described
            piece = piece_from_dict(rules.tile_to_dict(described), rules, PHONE)
        except SentenceError as refused:
            raise BadPiece(refused) from None
    return _build(game, seat, where, piece)


def _game(view: GameView) -> Game:
    """The game an edit changes (the hosts hand an edit's change a whole game)."""
    assert isinstance(view, Game)
    return view


def _key(offer: object) -> tuple[object, ...] | None:
    """What names an offer (its kind and what it acts on; ``fits`` is only shown)."""
    if not isinstance(offer, dict):
        return None
    kind = offer.get("kind")
    if kind == "marker":
        return kind, offer.get("module"), offer.get("key"), offer.get("on")
    if kind == "tile" and offer.get("from") in ("reserve", "bag") and isinstance(offer.get("tile"), dict):
        return kind, offer["from"], repr(sorted(offer["tile"].items()))
    if kind == "swap" and isinstance(offer.get("tile"), dict):
        return kind, repr(sorted(offer["tile"].items()))
    if kind in ("take", "piece") and isinstance(offer.get("piece"), dict):
        return kind, repr(sorted(offer["piece"].items()))
    if kind == "edge":
        return kind, offer.get("module"), offer.get("key"), offer.get("side"), offer.get("on")
    if kind == "supply" and isinstance(offer.get("piece"), dict):  # walls, types, price: the phone's to say
        return (kind, offer.get("module"), offer.get("sides"), offer.get("pick_types"),
                repr(offer.get("prices")), repr(sorted(offer["piece"].items())))
    return None
