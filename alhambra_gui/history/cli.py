"""``alhambra-gui history list|show ID|stats [--player NAME]|export --bgstats|--csv|add FILE...``.

Headless like the other commands (no Qt). ``--json`` prints one JSON document where the
output is data; bad arguments, an unknown game or player, or a history that cannot be used
print one sentence on standard error and exit with 2. ``--history FILE`` (or the
environment's ``ALHAMBRA_GUI_HISTORY``) names another history than the app's.
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Sequence
from typing import Any, NoReturn, TextIO

from ..engine.names import column_width, pad, printable
from ..engine.words import QT_TRANSLATE_NOOP
from . import bgstats, export, stats
from .errors import HistoryError
from .importer import ADDED, ALREADY_THERE, import_file
from .places import history_path
from .record import ROUNDS
from .rows import MOATED, GameRow, stamp
from .store import History

PROG = "alhambra-gui history"


class ArgumentsError(HistoryError):
    """The command line itself is malformed."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise ArgumentsError(QT_TRANSLATE_NOOP("AlhambraError", "{message}"), message=message)


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog=PROG, description="The history of finished games (no display needed).")
    parser.add_argument("--history", metavar="FILE", help="the history file (default: the app's)")
    sub = parser.add_subparsers(dest="action", required=True, metavar="ACTION", parser_class=_Parser)
    listing = sub.add_parser("list", help="every game, newest first")
    show = sub.add_parser("show", help="one game: its players and scorings")
    show.add_argument("id", type=int)
    numbers = sub.add_parser("stats", help="every player's statistics, or one player's")
    numbers.add_argument("--player", metavar="NAME")
    numbers.add_argument("--table", metavar="NAME,NAME,...", help="the games of exactly these players")
    export = sub.add_parser("export", help="the whole history as a BG Stats play file or CSV")
    kind = export.add_mutually_exclusive_group(required=True)
    kind.add_argument("--bgstats", action="store_true", help="a BG Stats play file (JSON)")
    kind.add_argument("--csv", action="store_true", help="one line per player of a game")
    add = sub.add_parser("add", help="add saved games (finished ones; copies are skipped)")
    add.add_argument("files", nargs="+", metavar="FILE")
    for command in (listing, show, numbers, add):
        command.add_argument("--json", action="store_true", help="print one JSON document")
    return parser


def main(argv: Sequence[str], out: TextIO, err: TextIO) -> int:
    """Run one history command; the text to write comes back whole (nothing partial)."""
    history: History | None = None
    try:
        args = build_parser().parse_args(list(argv))
        opened = History.open(args.history or history_path())
        if opened.problem is not None and opened.history is None:
            raise HistoryError(opened.problem)
        if opened.problem is not None:
            err.write(f"{PROG}: note: {printable(opened.problem.english())}\n")
        history = opened.history
        assert history is not None
        code = _run(history, args, out, err)
        error = ""
    except HistoryError as refused:
        code, error = 2, str(refused)
    if history is not None:
        for line in history.notes():  # each game left out: one line, whatever the command said
            if line.english() != error:
                err.write(f"{PROG}: note: {printable(line.english())}\n")
        history.close()
    if error:
        err.write(f"{PROG}: error: {printable(error)}\n")
    return code


def _run(history: History, args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    if args.action == "list":
        rows = history.games()
        if args.json:
            return _dump({"games": [_game_json(r) for r in rows]}, out)
        _table(["id", "date (UTC)", "variant", "players (total, * winner)"],
               [[str(r.id), stamp(r.ended), r.variant + "".join(f" +{m}" for m in r.modules),
                 ", ".join(f"{s.player} {s.total}{'*' if s.winner else ''}" for s in r.seats)]
                for r in rows], out)
        out.write(f"{len(rows)} game(s)\n")
        return 0
    if args.action == "show":
        return _show(history, history.game(args.id), args.json, out)
    if args.action == "stats" and args.table:
        return _table_stats(history, args.table, args.json, out)
    if args.action == "stats":
        return _stats(history, args.player, args.json, out)
    if args.action == "export":
        for _ in export.write(history, export.BGSTATS if args.bgstats else export.CSV, out,
                              ascii_json=getattr(out, "ascii_json", False)):
            pass
        return 0
    return _add(history, args.files, args.json, out, err)


def _game_json(row: GameRow) -> dict[str, Any]:
    return {"id": row.id, "play_id": row.play_id, "ended": stamp(row.ended),
            "duration_min": row.duration_min, "variant": row.variant, "modules": list(row.modules),
            "players": [{"name": s.player, "name_in_game": s.name, "total": s.total, "rank": s.rank,
                         "winner": s.winner, "longest_wall": s.wall} for s in row.seats],
            "dirk": row.dirk_total}


def _show(history: History, row: GameRow, as_json: bool, out: TextIO) -> int:
    rounds, terms = history.scorings(row.id), history.terms(row.id)
    points = {seat: [scored[r] for r in ROUNDS if r in scored] for seat, scored in rounds.items()}
    data = _game_json(row)
    for entry, seat in zip(data["players"], row.seats, strict=True):
        entry["scorings"] = points.get(seat.seat, [])
        entry["terms"] = {str(r): {key: value for _, key, value in found}
                          for r, found in terms.get(seat.seat, {}).items()}
    if as_json:
        return _dump(data, out)
    out.write(f"Game {row.id}, {stamp(row.ended)} UTC, {row.variant}"
              + (f" with {', '.join(row.modules)}" if row.modules else "") + "\n")
    _table(["player", "1", "2", "3", "total", "rank", "wall"],
           [[s.player + (" (winner)" if s.winner else ""), *map(str, (points.get(s.seat, []) + [0] * 3)[:3]),
             str(s.total), str(s.rank), str(s.wall)] for s in row.seats], out)
    out.write(bgstats.comments(history, row) + "\n")
    return 0


def _stats(history: History, player: str | None, as_json: bool, out: TextIO) -> int:
    if player is None:
        table = stats.standings(history)
        best = stats.records(history, table)
        if as_json:
            return _dump({"players": [_standing_json(s) for s in table],
                          "records": [{"what": r.what, "value": r.value, "player": r.name, "game": r.game_id,
                                       "ended": stamp(r.ended)} for r in best]}, out)
        _standings_table(table, out)
        for r in best:
            what = "moat" if r.what == "wall" and r.variant in MOATED else r.what  # as the window says
            out.write(f"record {what}: {_number(r.value)} by {r.name} (game {r.game_id})\n")
        return 0
    profile = history.profile(player)
    found = stats.player_stats(history, profile.id) if profile else None
    if found is None:
        raise HistoryError(QT_TRANSLATE_NOOP("AlhambraError", "the history has no game of {name}"),
                           name=printable(player[:40]))
    majorities = found.majorities_won
    if as_json:
        return _dump({**_standing_json(found.standing),
                      "points_by_source": [{"source": s, "key": k, "points": p}
                                           for (s, k), p in found.by_source.items()],
                      "scorings_with_terms": found.scorings_known, "scorings": found.scorings,
                      "majorities_won": majorities,
                      "totals": [{"ended": stamp(w), "total": t, "winner": v}
                                 for w, t, v in found.totals]}, out)
    _standings_table([found.standing], out)
    out.write(f"points by source ({found.scorings_known} of {found.scorings} scorings with their terms):\n")
    _table(["source", "points"], [[k, str(p)] for (_, k), p in found.by_source.items()], out)
    won = ", ".join(f"{k} {n}" for k, n in sorted(majorities.items()))
    out.write(f"majorities won: {won or 'none'}\n")
    return 0


def _table_stats(history: History, table: str, as_json: bool, out: TextIO) -> int:
    profiles = []
    for name in (n.strip() for n in table.split(",")):
        profile = history.profile(name)
        if profile is None:
            raise HistoryError(QT_TRANSLATE_NOOP("AlhambraError", "the history has no game of {name}"),
                               name=printable(name[:40]))
        profiles.append(profile.id)
    games = stats.table_games(history, profiles)
    standings = stats.standings(history, games) if games else []
    if as_json:
        return _dump({"games": len(games), "players": [_standing_json(s) for s in standings]}, out)
    out.write(f"{len(games)} game(s) of this table\n")
    _standings_table(standings, out)
    return 0


def _standing_json(s: stats.Standing) -> dict[str, Any]:
    return {"name": s.name, "games": s.games, "wins": s.wins, "win_rate": round(s.win_rate, 4),
            "average": round(s.average, 2), "best": s.best, "best_wall": s.best_walled,
            "best_moat": s.best_moat}


def _standings_table(table: Sequence[stats.Standing], out: TextIO) -> None:
    """The History window's Players tab's figures: a wall and a moat are two records ("-": no
    game of walls, or of moats)."""
    _table(["player", "games", "wins", "win rate", "average", "best", "best wall", "best moat"],
           [[s.name, str(s.games), str(s.wins), f"{s.win_rate:.0%}", _number(round(s.average, 1)),
             str(s.best), *("-" if e is None else str(e) for e in (s.best_walled, s.best_moat))]
            for s in table], out)


def _add(history: History, files: Sequence[str], as_json: bool, out: TextIO, err: TextIO) -> int:
    outcomes = [import_file(history, f) for f in files]
    refused = [o for o in outcomes if o.why is not None]
    if as_json:
        _dump({"added": [{"file": str(o.path), "id": o.game_id} for o in outcomes if o.kind == ADDED],
               "already_there": [{"file": str(o.path), "id": o.game_id} for o in outcomes
                                 if o.kind == ALREADY_THERE],
               "refused": [{"file": str(o.path), "reason": o.why.english()} for o in refused if o.why]}, out)
    else:
        for o in outcomes:
            if o.why is None:
                out.write(f"{printable(str(o.path))}: {o.kind} (game {o.game_id})\n")
    for o in refused:
        if o.why is not None:
            err.write(f"{PROG}: error: {printable(o.why.english())}\n")  # the sentence names the file
    return 2 if refused else 0


def _number(value: float) -> str:
    """A whole number as it is, another as it comes ("70.3": averages are rounded to one
    decimal first, as the window shows them)."""
    return str(int(value)) if float(value).is_integer() else f"{value:g}"


def _table(header: list[str], rows: list[list[str]], out: TextIO) -> None:
    shown = [[_shown(c) for c in row] for row in [header, *rows]]
    widths = [max(column_width(r[i]) for r in shown) for i in range(len(header))]
    for row in shown:
        out.write("  ".join(pad(c, w) for c, w in zip(row, widths, strict=True)).rstrip() + "\n")


def _shown(cell: str) -> str:
    """A cell for the terminal: plain ASCII as it is (a list of 10 000 games is nearly all
    of it), anything else through ``printable``."""
    return cell if cell.isascii() and cell.isprintable() else printable(cell)


def _dump(data: Any, out: TextIO) -> int:
    json.dump(data, out, ensure_ascii=getattr(out, "ascii_json", False))
    out.write("\n")
    return 0
