"""``alhambra-gui table GAME.json [--host ADDR] [--port N]``: the table server without a window.

The game is held in plain Python; each city a phone confirms is checked (``checks.apply_city``)
on a copy, saved to the file atomically, and only then answered and pushed to every phone: a
confirmed change is on disk before anyone is told it happened. Ctrl+C or SIGTERM stops the
server after the change under way (if any) is saved. The first line of standard output is the
join URL; each later join code's URL follows on a line of its own (a code serves one phone).

What it says on standard error are sentences (``Line``) said by ``say``: their English here,
the system's language when the app layer runs the command (``app.table_command``), which also
gives ``speak``: the game's refusals said to each phone in its page's language.
"""

from __future__ import annotations

import argparse
import concurrent.futures
import signal
import sys
import threading
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, TextIO

from ..engine import Edit, Game, Tile, load_game, save_game
from ..engine.counts_actions import check_kept
from ..engine.errors import SentenceError
from ..engine.names import player_word, printable
from ..engine.words import QT_TRANSLATE_NOOP, Joined, Line
from .addresses import check_address, default_address
from .limits import DEFAULT_PORT

if TYPE_CHECKING:  # the server (aiohttp) and the checks (the photo reader, numpy) are imported
    # once the arguments and the game file are found sound: a mistyped port is said at once
    from .answers import Speak
    from .server import TableServer

Cell = tuple[int, int]
# Says a sentence in the language of the command (``Line.english`` by default).
Say = Callable[[Line], str]
# The translation context of the command's own sentences.
CONTEXT = "TableCommand"


def _line(text: str, /, **values: object) -> Line:
    return Line(CONTEXT, text, **values)


class TableCommand:
    """The context of the command's sentences with plural forms: lupdate takes
    ``TableCommand.tr("%n tile(s)", "", n)`` for a text with them (no Qt here: it returns the
    text, and ``Line.counted`` carries the number)."""

    @staticmethod
    def tr(text: str, disambiguation: str = "", n: int = -1) -> str:
        return text


class FileHost:
    """The game of a file: every change saved before it is answered."""

    def __init__(self, game: Game, path: Path, out: TextIO, errors: TextIO, say: Say = Line.english) -> None:
        self.game = game
        self.path = path
        self.out, self.errors = out, errors
        self.say = say
        self.server: TableServer | None = None
        self._writer = concurrent.futures.ThreadPoolExecutor(1, thread_name_prefix="table-save")
        self._shown_code = ""

    def submit_city(self, player: str, tiles: Mapping[Cell, Tile],
                    base: Mapping[Cell, Tile] | None = None) -> concurrent.futures.Future[None]:
        kept = dict(tiles)
        text = TableCommand.tr("{player}'s city from their phone: %n tile(s)", "", len(tiles))
        said = [Line.counted(CONTEXT, text, len(tiles), player=player_word(player))]

        from .checks import apply_city, city_buildings

        def change(game: Game) -> None:
            if base is not None and city_buildings(game, player) != dict(base):
                said.append(_line(QT_TRANSLATE_NOOP(
                    "TableCommand", "it replaces a change made to the file's city since the photo")))
            apply_city(game, player, kept)

        return self._writer.submit(self._apply, change, said)

    def submit_edit(self, player: str, edit: Edit) -> concurrent.futures.Future[None]:
        said = [_line(QT_TRANSLATE_NOOP("TableCommand", "{player}'s phone: {step}"),
                      player=player_word(player), step=edit.step)]
        return self._writer.submit(self._apply, edit.change, said)

    def _apply(self, change: Callable[[Game], object], said: list[Line]) -> None:
        after = self.game.copy()
        change(after)
        after.check_modules()  # no change leaves a game its file would refuse
        check_kept(self.game, after)  # nor changes a city kept while typed counts score
        save_game(after, self.path)
        self.game = after
        saved = _line(QT_TRANSLATE_NOOP("TableCommand", "{changes}; saved to {file}"),
                      changes=Joined(tuple(said)), file=self.path.name)
        print(self.say(saved), file=self.errors, flush=True)
        if self.server is not None:
            self.server.publish(after.copy())

    def table_changed(self) -> None:
        server = self.server
        if server is None:
            return
        code = server.status().code
        if code != self._shown_code:
            self._shown_code = code
            print(server.url(code), file=self.out, flush=True)

    def finish(self) -> None:
        """Wait for the change under way to be saved."""
        self._writer.shutdown(wait=True)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="alhambra-gui table",
        description="Serve a game to the players' phones on the local network: each joins with the "
                    "code, photographs and confirms their own city; the file is saved after each "
                    "confirmed change. Stop with Ctrl+C.")
    parser.add_argument("file", help="the game file (.json); it is saved after each confirmed change")
    parser.add_argument("--host", help="this computer's address to serve on (default: its LAN address; "
                                       "127.0.0.1 serves this computer only)")
    parser.add_argument("--port", type=int, default=DEFAULT_PORT,
                        help=f"the port (default {DEFAULT_PORT}; 0 picks a free one)")
    return parser


def main(argv: Sequence[str], out: TextIO | None = None, errors: TextIO | None = None,
         say: Say = Line.english, speak: Speak | None = None) -> int:
    """``speak``: the game's refusals said to a phone (English by default, ``answers.english``)."""
    out, errors = out or sys.stdout, errors or sys.stderr
    args = build_parser().parse_args(list(argv))
    stop = threading.Event()  # Ctrl+C or SIGTERM, from the start on: never a traceback
    previous = {s: signal.signal(s, lambda *_: stop.set()) for s in (signal.SIGINT, signal.SIGTERM)}
    try:
        try:
            host, server = _start(args, out, errors, say, speak)
        except SentenceError as error:  # every start-up error: one sentence, as every command says it
            print(f"alhambra-gui table: error: {printable(say(error.line))}", file=errors)
            return 2
        try:
            host.table_changed()  # the first line: the join URL
            serving = _line(QT_TRANSLATE_NOOP("TableCommand", "Serving {file} at {url} (Ctrl+C stops)."),
                            file=host.path.name, url=server.url())
            print(say(serving), file=errors, flush=True)
            while not stop.wait(0.5):
                pass
        finally:
            server.stop()
            host.finish()
    finally:
        for sig, handler in previous.items():
            signal.signal(sig, handler)
    print(say(_line(QT_TRANSLATE_NOOP("TableCommand", "Stopped; every confirmed change is saved."))),
          file=errors, flush=True)
    return 0


def _start(args: argparse.Namespace, out: TextIO, errors: TextIO, say: Say,
           speak: Speak | None) -> tuple[FileHost, TableServer]:
    """The game file's server, started; a SentenceError says why it cannot be (the port, the
    address, the file)."""
    if not 0 <= args.port <= 65535:
        raise SentenceError(QT_TRANSLATE_NOOP("AlhambraError", "port {port} is not between 0 and 65535"),
                            port=str(args.port))
    address = check_address(args.host) if args.host else default_address()
    path = Path(args.file)
    game = load_game(path)
    from .answers import english
    from .server import TableServer

    host = FileHost(game, path, out, errors, say)
    server = TableServer(host, game.copy(), address, args.port, speak or english)
    server.start()
    host.server = server
    return host, server
