"""The ``moves`` command: where a tile or a module's piece could go in a player's city, the
tile named by its arguments (spec/game-file.md)."""

from __future__ import annotations

import argparse
from typing import Any, TextIO

from ..engine import Game, PieceMaker, PlacementAid, Tile, Walls
from ..engine.gamefile import piece_from_dict
from ..engine.modules import registry
from .streams import CommandError, as_typed, dump, table


def moves(game: Game, args: argparse.Namespace, out: TextIO) -> int:
    """``moves``: where a tile or a module's piece could go in a player's city."""
    player = game.player(as_typed(args.player))
    claimed = next((m for m in registry.modules_with(PieceMaker)
                    if getattr(args, f"claim_{m.id}", False)), None)
    if claimed is not None:
        tile = _claimed_from_args(game, args, claimed)
        where = game.locate(tile)
        if where is None:
            game.require_free(tile, player.name)
        elif not (where.place == "reserve" and where.holder == player.name):
            raise CommandError(f"{tile} is already {where.describe()}")
    elif args.kind is not None:
        tile = _piece_from_args(game, args)
        if tile not in player.reserve:  # else one more must come into the game
            game.require_free(tile, player.name)
    elif game.ruleset.tile_claimant is not None:  # the tiles are a module's (land tiles)
        tile = _described_from_args(game, args)
        if tile not in player.reserve:
            game.require_free(tile, player.name)
    else:
        tile = _tile_from_args(game, args)
        where = game.locate(tile)
        if where is not None and not (where.place == "reserve" and where.holder == player.name):
            raise CommandError(f"{tile} is already {where.describe()}")
    if game.ruleset.turner(tile) is not None:
        return _turned_moves(game, player.name, tile, args, out)
    if args.turn:
        raise CommandError(f"{tile} cannot be built turned")
    from ..engine.moves import placements  # the moves command's own part (check and score never load it)

    found = placements(game, player.name, tile)
    cells = [{"x": cell.x, "y": cell.y, "longest_wall": found.wall_after(cell)} for cell in found.cells]
    report: dict[str, Any] = {"tile": game.ruleset.tile_to_dict(tile), "cells": cells}
    aided = [m for m in game.ruleset.modules_with(PlacementAid) if m.id in found.aided]
    for module in aided:
        report[module.moves_key] = [{"x": move.cell.x, "y": move.cell.y, **module.aid_to_dict(move.aid),
                                     "longest_wall": found.wall_after(move)}
                                    for move in found.aided[module.id]]
    if args.json:
        dump(report, out)
        return 0
    print(f"{tile} in {player.name}'s city: {len(cells)} cell(s)", file=out)
    table(["x", "y", "longest wall"],
           [[str(c["x"]), str(c["y"]), str(c["longest_wall"])] for c in cells], out)
    for key in (m.moves_key for m in aided):
        entries = report[key]
        print(f"{key.replace('_', ' ')}: {len(entries)} cell(s)", file=out)
        columns = list(entries[0]) if entries else ["x", "y", "longest_wall"]
        table([c.replace("_", " ") for c in columns], [[str(e[c]) for c in columns] for e in entries], out)
    return 0


def _turned_moves(game: Game, name: str, tile: Tile, args: argparse.Namespace, out: TextIO) -> int:
    """A tile that may be built turned: each cell once per turn that fits it, sorted by y,
    then x, then turn (``--turn``: that turn only)."""
    from ..engine.moves import placements

    turns = range(4) if args.turn is None else (args.turn,)
    cells = sorted(({"x": cell.x, "y": cell.y, "turn": turn, "longest_wall": found.wall_after(cell)}
                    for turn in turns for found in (placements(game, name, tile, turn),)
                    for cell in found.cells), key=lambda c: (c["y"], c["x"], c["turn"]))
    report: dict[str, Any] = {"tile": game.ruleset.tile_to_dict(tile), "cells": cells}
    if args.json:
        dump(report, out)
        return 0
    print(f"{tile} in {name}'s city: {len(cells)} cell(s) and turn(s)", file=out)
    table(["x", "y", "turn", "longest wall"],
           [[str(c["x"]), str(c["y"]), str(c["turn"]), str(c["longest_wall"])] for c in cells], out)
    return 0


def _claimed_from_args(game: Game, args: argparse.Namespace, module: PieceMaker) -> Tile:
    """A piece named as a tile is (``--magical --type garden --price 13 [--walls NES]``):
    without ``--walls``, the one of that type and price in the file."""
    if args.tile_type is None or args.price is None:
        raise CommandError(f"give the tile's --type and --price with --{module.claim_key}")
    if args.walls is None:
        found = [t for t, _ in game.locations() if t.is_piece and game.ruleset.piece_module(t.kind) is module
                 and (t.type, t.price) == (args.tile_type, args.price)]
        if len(found) == 1:
            return found[0]
        raise CommandError(f"{args.tile_type} {args.price} is not in the file: give its --walls as printed")
    data = {"type": args.tile_type, "price": args.price, "walls": args.walls, str(module.claim_key): True}
    return piece_from_dict(data, game.ruleset, f"--{module.claim_key}")


def _described_from_args(game: Game, args: argparse.Namespace) -> Tile:
    """A building tile described as printed (``--type T --price P [--walls W]``) while a
    module's pieces are the game's tiles: read by that module as its file entry would be."""
    if args.tile_type is None or args.price is None:
        raise CommandError("give the tile's --type and --price (and its --walls as printed)")
    data = {"type": args.tile_type, "price": args.price, "walls": args.walls or ""}
    return piece_from_dict(data, game.ruleset, "--type")


#: The arguments that describe a piece, with the keys of its file entry.
_PIECE_ARGS = {"tile_type": "type", "price": "price", "walls": "walls", "bastions": "bastions",
               "value": "value"}


def _piece_from_args(game: Game, args: argparse.Namespace) -> Tile:
    """The piece the arguments describe, as its file entry would (``--types`` a list), read
    by the module in play whose kind it is."""
    data: dict[str, Any] = {"kind": args.kind}
    data.update({key: getattr(args, name) for name, key in _PIECE_ARGS.items()
                 if getattr(args, name) is not None})
    if args.types is not None:
        data["types"] = [t.strip() for t in args.types.split(",")]
    return piece_from_dict(data, game.ruleset, f"--kind {args.kind}")


def _tile_from_args(game: Game, args: argparse.Namespace) -> Tile:
    variant = game.variant
    if args.tile_type is None:
        raise CommandError("give the tile's --type (or a piece's --kind)")
    faces = variant.faces
    value = args.value if faces else args.price
    letters = args.moats if faces else args.walls
    if value is None:
        raise CommandError(f"give the tile's --{variant.value_key}")
    try:
        if letters is not None or faces:
            tile = Tile(args.tile_type, value, Walls.parse(letters or ""))
            variant.check_tile(tile)
            return tile
    except ValueError as error:
        raise CommandError(str(error)) from None
    variant.building_type(args.tile_type)
    named = variant.tiles_named(args.tile_type, value)
    if not named:
        raise CommandError(f"there is no tile {args.tile_type} {value}")
    if len(named) > 1:
        options = ", ".join(f'"{t.walls}"' for t in named)
        raise CommandError(f"{args.tile_type} {value} names {len(named)} tiles; "
                           f"choose one with --walls ({options})")
    return named[0]
