"""The headless command line: ``check``, ``score`` and ``moves`` (spec/game-file.md; ``moves``
in ``cli.moves``), and ``photo``, ``history`` and ``table``, which their packages answer.

This module never imports Qt, so that it starts as fast as Python with the engine.
"""

from __future__ import annotations

import argparse
import io
import os
import sys
from collections.abc import Hashable, Sequence
from typing import Any, NoReturn, TextIO

from ..engine import (
    AlhambraError,
    Game,
    GameFileError,
    PieceMaker,
    ScoringInputs,
    StepScorer,
    load_game,
)
from ..engine.counts import typed
from ..engine.marks import NO_MARKS, Marks
from ..engine.modules import registry
from ..engine.names import pad, printable
from .streams import CommandError, Output, as_typed, dump, plain_output, table, write

COMMANDS = ("check", "score", "moves", "photo", "history", "table")
PROG = "alhambra-gui"


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
        from ..photo.cli import main as photo_main

        return photo_main(argv[1:], out)
    if argv[:1] == ["history"]:
        return _history(argv[1:], out)
    if argv[:1] == ["table"]:
        from ..table.headless import main as table_main

        return table_main(argv[1:], out)
    args = build_parser(argv[0] if argv else None).parse_args(argv)
    # The whole output is made first and written at once: an error means no output at all.
    buffer = Output(ascii_json=not plain_output(out))
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
            from .moves import moves  # the moves command's own part (check and score never load it)

            code = moves(game, args, buffer)
    except (GameFileError, AlhambraError, CommandError) as error:
        write(sys.stderr, f"{PROG}: error: {printable(str(error))}\n")
        return 2
    write(out, buffer.getvalue())
    return code


def _history(argv: Sequence[str], out: TextIO) -> int:
    from ..history.cli import main as history_main

    buffer, errors = Output(ascii_json=not plain_output(out)), io.StringIO()
    code = history_main(argv, buffer, errors)
    write(sys.stderr, errors.getvalue())
    write(out, buffer.getvalue())
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


def _check(game: Game, as_json: bool, out: TextIO) -> int:
    report: dict[str, list[dict[str, Any]]] = {"players": [
        {"name": p.name, "legal": p.city.is_legal(), "longest_wall": p.city.longest_wall(),
         "violations": [v.to_dict() for v in p.city.violations()],
         **({"counts_only": True} if typed(p) else {})}  # its city is kept, not scored
        for p in game.players]}
    if as_json:
        dump(report, out)
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
        dump(result.to_dict(), out)
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
    table(header, rows, out)
    gained = [p for p in result.players if p.immediate is not None]
    if gained:
        print("Immediate points (won during play; in the game's total, not in this scoring's):", file=out)
        keys = list(gained[0].immediate or {})
        table(["player", *keys, "in all"],
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
        dump(result.to_dict(), out)
        return 0
    terms = [t.key for t in result.players[0].terms] if result.players else []
    print(f"Before scoring {round_}: {stepper.step.replace('_', ' ')}", file=out)
    table(["player", *terms, "total"],
           [[p.name, *(str(t.points) for t in p.terms), str(p.total)] for p in result.players], out)
    return 0


