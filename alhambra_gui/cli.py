"""The headless command line: ``check``, ``score`` and ``moves`` (spec/game-file.md), and
``photo``, ``history`` and ``table``, which their packages answer.

This module never imports Qt, so that it starts as fast as Python with the engine.
"""

from __future__ import annotations

import argparse
import io
import json
import os
import sys
from collections.abc import Hashable, Sequence
from typing import Any, NoReturn, TextIO

from .engine import (
    AlhambraError,
    Game,
    GameFileError,
    PieceMaker,
    PlacementAid,
    ScoringInputs,
    StepScorer,
    Tile,
    Walls,
    load_game,
)
from .engine.counts import typed
from .engine.gamefile import piece_from_dict
from .engine.marks import NO_MARKS, Marks
from .engine.modules import registry
from .engine.names import column_width, pad, printable

COMMANDS = ("check", "score", "moves", "photo", "history", "table")
PROG = "alhambra-gui"


class CommandError(Exception):
    """A problem with the arguments, reported on standard error with exit code 2."""


class _Help(argparse.HelpFormatter):
    """argparse's help, as wide as the terminal, the width found as ``shutil`` finds it
    without importing it: argparse makes a formatter for every argument added, and its own
    imports ``shutil`` (and the compression modules ``shutil`` brings) for the width."""

    def __init__(self, prog: str, indent_increment: int = 2, max_help_position: int = 24,
                 width: int | None = None) -> None:
        width = _columns() - 2 if width is None else width
        super().__init__(prog, indent_increment, max_help_position, width)


def _columns() -> int:
    """The terminal's width: $COLUMNS, else the standard output's terminal, else 80."""
    try:
        columns = int(os.environ["COLUMNS"])
    except (KeyError, ValueError):
        columns = 0
    if columns <= 0:
        try:
            columns = os.get_terminal_size(sys.__stdout__.fileno()).columns  # type: ignore[union-attr]
        except (AttributeError, ValueError, OSError):
            columns = 0
    return columns or 80


class _Parser(argparse.ArgumentParser):
    """argparse, with what it echoes of the arguments made printable: an unknown argument
    holding a terminal's escape sequence is shown as \\u001b…, never sent to the terminal."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("formatter_class", _Help)  # the subcommands' parsers too
        super().__init__(*args, **kwargs)

    def error(self, message: str) -> NoReturn:
        self.print_usage(sys.stderr)
        self.exit(2, f"{self.prog}: error: {printable(message)}\n")


def as_typed(text: str) -> str:
    """A text argument as the user typed it. Where the system's locale is ASCII (``LC_ALL=C``
    without Python's UTF-8 mode) Python keeps the bytes of "安娜" as lone surrogates; a
    terminal sends UTF-8, so they are read as UTF-8 (bytes that are not stay as they came)."""
    try:
        return text.encode(sys.getfilesystemencoding(), "surrogateescape").decode("utf-8")
    except (UnicodeEncodeError, UnicodeDecodeError):
        return text


def build_parser(command: str | None = None) -> argparse.ArgumentParser:
    """The parser of ``command`` alone, with the options that modules add to it (None, or a
    word that is no command: every command's, so that the help lists them all): a command
    builds and imports only what its own arguments need."""
    parser = _Parser(
        prog=PROG, description="Check and score Alhambra games without a display.")
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    command = command if command in ("check", "score", "moves") else None
    if command in (None, "check"):
        check = sub.add_parser("check", help="validate every city (exit 1 if a city breaks a rule)")
        check.add_argument("file")
        check.add_argument("--json", action="store_true", help="print one JSON document")
    if command in (None, "score"):
        score = sub.add_parser("score", help="one scoring of the cities as they stand")
        score.add_argument("file")
        score.add_argument("--round", type=int, choices=(1, 2, 3), required=True)
        # the modules' own inputs of a scoring (--other), a module's step (--before-leftover),
        # as the registry's list says them: no module's code is imported for the parser
        for module_id, (flag, metavar, help_text) in registry.score_options():
            score.add_argument(flag, action="append", default=[], metavar=metavar, help=help_text,
                               dest=f"inputs_{module_id}")
        for module_id, step, step_round in registry.score_steps():
            score.add_argument(f"--{step.replace('_', '-')}", action="store_true", dest=f"step_{module_id}",
                               help=f"only the step {step.replace('_', ' ')} of the module {module_id}, "
                                    f"before scoring {step_round}")
        score.add_argument("--json", action="store_true", help="print one JSON document")
    if command in (None, "moves"):
        moves = sub.add_parser("moves", help="where a tile or a module's piece could go in a player's city")
        moves.add_argument("file")
        moves.add_argument("--player", required=True)
        moves.add_argument("--kind", help="a module's piece instead of a tile: its kind")
        moves.add_argument("--type", dest="tile_type")
        moves.add_argument("--price", type=int, help="Alhambra: the tile's price")
        moves.add_argument("--walls", help="Alhambra: walled sides, e.g. NE (optional when unique)")
        moves.add_argument("--value", type=int, help="Granada: the face's value; a piece's value (a well)")
        moves.add_argument("--moats", help="Granada: sides with a moat, e.g. SW")
        moves.add_argument("--types", help="a piece's building types, e.g. seraglio,arcades,tower")
        moves.add_argument("--bastions", help="a piece's bastion sides, e.g. NE")
        # pieces named as tiles are (--magical)
        for maker in registry.modules_with(PieceMaker):
            if maker.claim_key is not None:
                moves.add_argument(f"--{maker.claim_key.replace('_', '-')}", action="store_true",
                                   dest=f"claim_{maker.id}",
                                   help=f"a {maker.claim_key.replace('_', ' ')} tile: --type, --price, "
                                        "--walls as printed (the walls from the file when it is in it)")
        moves.add_argument("--turn", type=int, choices=(0, 1, 2, 3),
                           help="a tile that may be built turned: only this turn (default: every turn)")
        moves.add_argument("--json", action="store_true", help="print one JSON document")
    return parser


def main(argv: Sequence[str] | None = None, out: TextIO | None = None) -> int:
    out = out or sys.stdout
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv[:1] == ["photo"]:
        from .photo.cli import main as photo_main

        return photo_main(argv[1:], out)
    if argv[:1] == ["history"]:
        return _history(argv[1:], out)
    if argv[:1] == ["table"]:
        from .table.headless import main as table_main

        return table_main(argv[1:], out)
    args = build_parser(argv[0] if argv else None).parse_args(argv)
    # The whole output is made first and written at once: an error means no output at all.
    buffer = _Output(ascii_json=not _plain_output(out))
    try:
        game = load_game(args.file)
        if args.command == "check":
            code = _check(game, args.json, buffer)
        elif args.command == "score":
            stepper = next((registry.module_as(i, StepScorer) for i, _step, _round in registry.score_steps()
                            if getattr(args, f"step_{i}")), None)
            if stepper is not None:
                code = _score_step(game, stepper, args.round, args.json, buffer)
            else:
                code = _score(game, args.round, _score_inputs(game, args), args.json, buffer)
        else:
            code = _moves(game, args, buffer)
    except (GameFileError, AlhambraError, CommandError) as error:
        _write(sys.stderr, f"{PROG}: error: {printable(str(error))}\n")
        return 2
    _write(out, buffer.getvalue())
    return code


def _history(argv: Sequence[str], out: TextIO) -> int:
    from .history.cli import main as history_main

    buffer, errors = _Output(ascii_json=not _plain_output(out)), io.StringIO()
    code = history_main(argv, buffer, errors)
    _write(sys.stderr, errors.getvalue())
    _write(out, buffer.getvalue())
    return code


def _score_inputs(game: Game, args: argparse.Namespace) -> Marks:
    """What the modules' options of ``score`` give the scoring (other points), merged."""
    given: dict[str, Hashable] = {}
    for module_id, _option in registry.score_options():
        values: list[str] = getattr(args, f"inputs_{module_id}", None) or []
        module = registry.module_as(module_id, ScoringInputs) if values else None  # imported only now
        if module is not None:
            given.update(module.score_inputs(game, [as_typed(v) for v in values]))
    return Marks(given) if given else NO_MARKS


def _write(stream: TextIO, text: str) -> None:
    """Write text any stream can take: what its encoding cannot hold (Windows' redirected
    output is cp1252) is escaped; JSON escapes such characters itself (see ``_dump``)."""
    encoding = getattr(stream, "encoding", None) or "utf-8"
    stream.write(text.encode(encoding, errors="backslashreplace").decode(encoding, errors="replace"))
    stream.flush()


def _plain_output(stream: TextIO) -> bool:
    """Whether the stream takes UTF-8 (else JSON is written with ASCII escapes)."""
    encoding = (getattr(stream, "encoding", None) or "utf-8").lower().replace("-", "").replace("_", "")
    return encoding in ("utf8", "utf8sig")


def _check(game: Game, as_json: bool, out: TextIO) -> int:
    report: dict[str, list[dict[str, Any]]] = {"players": [
        {"name": p.name, "legal": p.city.is_legal(), "longest_wall": p.city.longest_wall(),
         "violations": [v.to_dict() for v in p.city.violations()],
         **({"counts_only": True} if typed(p) else {})}  # its city is kept, not scored
        for p in game.players]}
    if as_json:
        _dump(report, out)
    else:
        edge = game.variant.edge_word
        for p, entry in zip(game.players, report["players"], strict=True):
            status = "legal" if entry["legal"] else f"{len(entry['violations'])} problem(s)"
            typed_note = "  (this city is kept; scored from typed counts)" if entry.get("counts_only") else ""
            wall = f"longest {edge} {entry['longest_wall']}"
            print(f"{pad(p.name, 20)} {status:<14} {wall}{typed_note}", file=out)
            for v in p.city.violations():
                print(f"    {v.rule.id:<14} {v.describe(game.variant.moats)}", file=out)
    return 0 if all(p["legal"] for p in report["players"]) else 1


def _score(game: Game, round_: int, inputs: Marks, as_json: bool, out: TextIO) -> int:
    result = game.score(round_, inputs)
    if as_json:
        _dump(result.to_dict(), out)
        return 0
    types = game.variant.type_ids
    terms = [t.key for t in result.players[0].module_terms] if result.players else []
    header = ["player", *types, game.variant.edge_word, *terms, "total"]
    rows = [[f"{p.name} (typed counts)" if p.typed else p.name,
             *(str(p.buildings[t].points) for t in types), str(p.wall),
             *(str(t.points) for t in p.module_terms), str(p.total)] for p in result.players]
    if result.dirk:
        d = result.dirk
        rows.append([f"{d.name} (not a player)", *(str(d.buildings[t].points) for t in types),
                     "-", *("-" for _ in terms), str(d.total)])
    print(f"Scoring {round_}", file=out)
    _table(header, rows, out)
    gained = [p for p in result.players if p.immediate is not None]
    if gained:
        print("Immediate points (won during play; in the game's total, not in this scoring's):", file=out)
        keys = list(gained[0].immediate or {})
        _table(["player", *keys, "in all"],
               [[p.name, *(str((p.immediate or {})[k]) for k in keys), str(sum((p.immediate or {}).values()))]
                for p in gained], out)
    return 0


def _score_step(game: Game, stepper: StepScorer, round_: int, as_json: bool, out: TextIO) -> int:
    """A module's scoring step alone (palace staff's before the leftover tiles)."""
    if stepper.id not in game.modules:
        raise CommandError(f"--{stepper.step.replace('_', '-')} needs the module {stepper.id!r} "
                           "in the game")
    if round_ != stepper.step_round:
        raise CommandError(f"--{stepper.step.replace('_', '-')} comes before scoring {stepper.step_round}: "
                           f"give --round {stepper.step_round}")
    result = game.score_step(stepper.step)
    if as_json:
        _dump(result.to_dict(), out)
        return 0
    terms = [t.key for t in result.players[0].terms] if result.players else []
    print(f"Before scoring {round_}: {stepper.step.replace('_', ' ')}", file=out)
    _table(["player", *terms, "total"],
           [[p.name, *(str(t.points) for t in p.terms), str(p.total)] for p in result.players], out)
    return 0


def _moves(game: Game, args: argparse.Namespace, out: TextIO) -> int:
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
    from .engine.moves import placements  # the moves command's own part (check and score never load it)

    found = placements(game, player.name, tile)
    cells = [{"x": cell.x, "y": cell.y, "longest_wall": found.wall_after(cell)} for cell in found.cells]
    report: dict[str, Any] = {"tile": game.ruleset.tile_to_dict(tile), "cells": cells}
    aided = [m for m in game.ruleset.modules_with(PlacementAid) if m.id in found.aided]
    for module in aided:
        report[module.moves_key] = [{"x": move.cell.x, "y": move.cell.y, **module.aid_to_dict(move.aid),
                                     "longest_wall": found.wall_after(move)}
                                    for move in found.aided[module.id]]
    if args.json:
        _dump(report, out)
        return 0
    print(f"{tile} in {player.name}'s city: {len(cells)} cell(s)", file=out)
    _table(["x", "y", "longest wall"],
           [[str(c["x"]), str(c["y"]), str(c["longest_wall"])] for c in cells], out)
    for key in (m.moves_key for m in aided):
        entries = report[key]
        print(f"{key.replace('_', ' ')}: {len(entries)} cell(s)", file=out)
        columns = list(entries[0]) if entries else ["x", "y", "longest_wall"]
        _table([c.replace("_", " ") for c in columns], [[str(e[c]) for c in columns] for e in entries], out)
    return 0


def _turned_moves(game: Game, name: str, tile: Tile, args: argparse.Namespace, out: TextIO) -> int:
    """A tile that may be built turned: each cell once per turn that fits it, sorted by y,
    then x, then turn (``--turn``: that turn only)."""
    from .engine.moves import placements

    turns = range(4) if args.turn is None else (args.turn,)
    cells = sorted(({"x": cell.x, "y": cell.y, "turn": turn, "longest_wall": found.wall_after(cell)}
                    for turn in turns for found in (placements(game, name, tile, turn),)
                    for cell in found.cells), key=lambda c: (c["y"], c["x"], c["turn"]))
    report: dict[str, Any] = {"tile": game.ruleset.tile_to_dict(tile), "cells": cells}
    if args.json:
        _dump(report, out)
        return 0
    print(f"{tile} in {name}'s city: {len(cells)} cell(s) and turn(s)", file=out)
    _table(["x", "y", "turn", "longest wall"],
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


def _table(header: list[str], rows: list[list[str]], out: TextIO) -> None:
    widths = [max(column_width(r[i]) for r in [header, *rows]) for i in range(len(header))]
    for row in [header, *rows]:
        cells = [pad(row[0], widths[0])] + [pad(c, w, right=True) for c, w in zip(row[1:], widths[1:],
                                                                                   strict=True)]
        print("  ".join(cells).rstrip(), file=out)


class _Output(io.StringIO):
    """The command's output, made in full before it is written."""

    def __init__(self, *, ascii_json: bool) -> None:
        super().__init__()
        self.ascii_json = ascii_json


def _dump(data: Any, out: TextIO) -> None:
    json.dump(data, out, ensure_ascii=getattr(out, "ascii_json", False))
    out.write("\n")
