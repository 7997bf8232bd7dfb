"""Random actions on the main window, as a careless player: place, force, remove, swap,
move, reserve, Dirk, record a scoring (with other points too), undo, redo, save, reopen,
typed codes and drags at the city's edges, the modules and their marks, typed counts, the
market, new games and View ▸ Language (tests/random_module_actions.py) — checking after
each that the views match the engine and that **the game saved then opens again as the same
game**: whatever the app can reach, it can save and open again.

Between actions the harness runs the posted events *and* the deferred deletes, as the
event loop would (``processEvents`` alone never deletes what ``deleteLater`` left), so a
long run's memory is what a long evening's would be.

``python -m tests.random_actions --actions 5000 --seed 7`` runs a longer session
(offscreen); ``tests/test_random_actions.py`` runs seeded sequences in the test suite.
"""

from __future__ import annotations

import argparse
import gc
import os
import random
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QCoreApplication, QEvent, QLocale, Qt
from PySide6.QtWidgets import QApplication, QMessageBox

from alhambra_gui.app import language, settings
from alhambra_gui.app.autosave import Autosave
from alhambra_gui.engine import COORDINATE_LIMIT, DIRK, Cell, Game, GameFileError, dumps, load_game, loads
from alhambra_gui.widgets.paint import plain
from alhambra_gui.widgets.shared.action_ids import ActionId
from alhambra_gui.widgets.tiles.mime import TileDrag
from alhambra_gui.widgets.window.main_window import MainWindow
from tests import drag_events
from tests.random_module_actions import ModuleActions

Button = QMessageBox.StandardButton


def settle() -> None:
    """What the event loop does between two user actions: posted events, then the objects
    left to ``deleteLater``."""
    QApplication.processEvents()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def resident_bytes() -> int | None:
    """This process's resident memory (Linux's /proc), or None where it cannot be read."""
    try:
        pages = int(Path("/proc/self/statm").read_text().split()[1])
    except (OSError, ValueError, IndexError):
        return None
    return pages * os.sysconf("SC_PAGE_SIZE")


def private_bytes() -> int | None:
    """This process's resident memory of its own (Linux's RssAnon): what it allocated, without
    the pages of files it maps — the fonts a language brings (the CJK fonts are 20 MB each,
    read in as their glyphs are drawn) and the libraries, which the system may drop and
    read again. None where it cannot be read."""
    try:
        status = Path("/proc/self/status").read_text()
    except OSError:
        return None
    line = next((line for line in status.splitlines() if line.startswith("RssAnon:")), None)
    return int(line.split()[1]) * 1024 if line is not None else None


class RandomPlayer(ModuleActions):
    def __init__(self, window: MainWindow, seed: int, folder: Path, *, languages: bool = True) -> None:
        self.window = window
        self.random = random.Random(seed)
        self.folder = folder
        self.done: list[str] = []
        #: The last text the round trip read back and what it read (``check_round_trip``).
        self._read_back: tuple[str, Game] | None = None
        self.actions: list[Callable[[], str]] = [
            self.place, self.place, self.place, self.force, self.delete, self.swap, self.move,
            self.reserve, self.dirk, self.score, self.score, self.undo, self.undo, self.redo,
            self.save_and_reopen, self.typed_code, self.edge_drag, self.switch_city,
            self.modules, self.module_key, self.module_key, self.module_key, self.module_panel,
            self.counts_only, self.typed_count, self.typed_count, self.market, self.new_game]
        if languages:
            self.actions.append(self.language)
        self.answer_module_questions()

    @property
    def game(self):
        return self.window.session.game

    def settle(self) -> None:
        settle()

    def step(self) -> str:
        name = self.random.choice(self.actions)()
        self.done.append(name)
        settle()
        return name

    # ---- actions ----------------------------------------------------------------------------
    def _player(self) -> str:
        return self.window.current_player() or self.game.names[0]

    def _view(self):
        self.window.show_city(self._player())
        return self.window.current_page().view

    def _free(self) -> list:
        return self.game.free_tiles()

    def _drop(self, drag: TileDrag, cell: Cell, shift: bool = False) -> None:
        view = self._view()
        view.centerOn(view.mapToScene(view.view_point(cell)))
        mime = drag.to_mime()
        point = view.view_point(cell)
        modifiers = Qt.KeyboardModifier.ShiftModifier if shift else Qt.KeyboardModifier.NoModifier
        if drag_events.enter(view.viewport(), mime, point, modifiers):
            drag_events.move(view.viewport(), mime, point, modifiers)
            drag_events.drop(view.viewport(), mime, point, modifiers)

    def _any_cell(self) -> Cell:
        city = self.game.player(self._player()).city
        cells = list(city.facts.frontier) or [Cell(1, 0)]
        return self.random.choice(cells)

    def place(self) -> str:
        free = self._free()
        if free:
            tile = self.random.choice(free)
            city = self.game.player(self._player()).city
            cells = city.legal_cells(tile) or [self._any_cell()]
            self._drop(TileDrag(tile, "palette"), self.random.choice(cells))
        return "place"

    def force(self) -> str:
        free = self._free()
        if free:
            self._drop(TileDrag(self.random.choice(free), "palette"), self._any_cell(), shift=True)
        return "force"

    def delete(self) -> str:
        view = self._view()
        city = self.game.player(self._player()).city
        built = [c for c, _ in city]
        if built:
            view.set_cursor(self.random.choice(built))
            view.setFocus()
            view.keyPressEvent(_key(Qt.Key.Key_Delete))
        return "delete"

    def swap(self) -> str:
        player = self.game.player(self._player())
        built = [c for c, _ in player.city]
        if player.reserve and built:
            tile = self.random.choice(player.reserve)
            self._drop(TileDrag(tile, "reserve", player.name), self.random.choice(built),
                       shift=self.random.random() < 0.3)
        return "swap"

    def move(self) -> str:
        city = self.game.player(self._player()).city
        built = [(c, t) for c, t in city]
        if built:
            cell, tile = self.random.choice(built)
            target = self.random.choice([*city.facts.frontier, *[c for c, _ in built]])
            self._drop(TileDrag(tile, "city", self._player(), cell), target,
                       shift=self.random.random() < 0.3)
        return "move"

    def reserve(self) -> str:
        free = self._free()
        if free:
            section = self.window.reserves.section(self._player())
            if section is not None:
                section.drop_tile(TileDrag(self.random.choice(free), "palette"), force=False)
        return "reserve"

    def dirk(self) -> str:
        free = self._free()
        section = self.window.reserves.section(DIRK)
        if free and section is not None:
            section.drop_tile(TileDrag(self.random.choice(free), "palette"), force=False)
        return "dirk"

    def undo(self) -> str:
        self.window.action_map[ActionId.UNDO].trigger()
        return "undo"

    def redo(self) -> str:
        self.window.action_map[ActionId.REDO].trigger()
        return "redo"

    def save_and_reopen(self) -> str:
        path = self.folder / "game.json"
        if self.window.files.save_to(path):
            assert load_game(path) == self.game
            self.window.files.open(path)
        return "save"

    def typed_code(self) -> str:
        view = self._view()
        view.set_cursor(self._any_cell())
        view.setFocus()
        code = self.random.choice(["g8", "t13", "p4es", "c10", "a9", "g8nn", "x1", "s3esw", "g", "8"])
        view.type_code(code)
        view.keyPressEvent(_key(Qt.Key.Key_Return))
        view.keyPressEvent(_key(Qt.Key.Key_Escape))
        return "code"

    def edge_drag(self) -> str:
        free = self._free()
        if free:
            edge = self.random.choice([COORDINATE_LIMIT, COORDINATE_LIMIT + 1, -COORDINATE_LIMIT - 1])
            view = self._view()
            view.set_cursor((edge, 0))
            self._drop(TileDrag(self.random.choice(free), "palette"), Cell(edge, 0))
            for key in (Qt.Key.Key_Right, Qt.Key.Key_Right):
                view.keyPressEvent(_key(key))
            view.type_code("g8sw")
            view.keyPressEvent(_key(Qt.Key.Key_Return))
            view.type_code("")
        return "edge"

    def switch_city(self) -> str:
        self.window.show_city(self.random.choice(self.game.names))
        return "switch"

    # ---- what must hold after every action ----------------------------------------------------
    def check(self) -> None:
        self.check_views()
        self.check_round_trip()

    def check_round_trip(self) -> None:
        """The game saved opens as the same game: the text File ▸ Save and the autosave write
        (``save_game`` is ``dumps`` written atomically, tested on its own), read back as
        File ▸ Open reads it. The same text as after the last action (a switch of city, a
        refused move, another language) is not read again: what it read is compared with
        the game as it is now."""
        text = dumps(self.game)
        if self._read_back is None or self._read_back[0] != text:
            try:
                again = loads(text, source="round-trip.json")
            except GameFileError as error:
                lately = self.done[-8:]
                raise AssertionError(f"after {lately} the saved game cannot be opened: {error}") from None
            assert dumps(again) == text
            self._read_back = (text, again)
        assert self._read_back[1] == self.game, f"after {self.done[-8:]} the saved game opens as another game"

    def check_views(self) -> None:
        game = self.game
        page = self.window.current_page()
        if page is None:  # the overview (a new game shows it)
            self.window.show_city(game.names[0])
            page = self.window.current_page()
        assert page is not None
        city = game.player(page.player).city
        scene = page.view.city_scene()
        shown = {item.cell: item.tile for item in scene.tile_items()}
        assert shown == {**dict(city), Cell(0, 0): shown.get(Cell(0, 0))}, "city view out of date"
        for name in game.names:
            section = self.window.reserves.section(name)
            assert section is not None and sorted(section.tiles()) == sorted(game.player(name).reserve)
        model = self.window.scoreboard.score_model
        totals = [int(model.data(model.index(r, model.columnCount() - 1)).replace("\N{MINUS SIGN}", "-"))
                  for r in range(model.rowCount())]
        assert totals == [p.total for p in game.score(model.round).everyone()], "scoreboard out of date"
        # A building tile is one of a kind; pieces alike are many (two garden huts with walls
        # SW): their number is the supply's, which the modules' own checks bound.
        tiles = [t for t, _ in game.locations() if not t.is_piece]
        assert len(tiles) == len({game.variant.identity(t) for t in tiles}), "a tile in two places"
        game.check_modules()  # no supply passed, no marker where the rules forbid it


def _key(key: Qt.Key):
    from PySide6.QtGui import QKeyEvent

    return QKeyEvent(QKeyEvent.Type.KeyPress, key, Qt.KeyboardModifier.NoModifier)


def _answer(_title: str, _text: str, buttons: Button, default: Button) -> Button:
    """The window's questions: unsaved changes are discarded (no file dialog opens), the
    rest take their default."""
    return Button.Discard if buttons & Button.Discard else default


def run(actions: int, seed: int, folder: Path, *, start: str = "two-players-dirk.json",
        languages: bool = True, memory: list[tuple[int | None, int | None, int]] | None = None,
        every: int = 250, passes: int = 1, objects: list[int] | None = None) -> list[str]:
    """Run ``actions`` random actions on a fresh window over the example ``start`` (or the
    game file at that path: tests/module_games.py writes one with every module); returns
    what was done. ``memory``: every ``every`` actions, the resident and the private bytes
    (None where they cannot be read) and the number of widgets alive. ``passes``: the same
    actions again that many times, each pass from the same start (the game opened again,
    the source language, the same seed): what a pass leaves behind, the next leaves again.
    ``objects``: with each sample of ``memory``, the Python objects alive after a collection."""
    app = QApplication.instance() or QApplication(sys.argv[:1])
    locale, font = QLocale(), app.font()
    window = MainWindow(autosave=Autosave(folder / "appdata"))
    window.files.ask = _answer
    window.files.complain = lambda text: None
    window.resize(1280, 720)
    window.show()
    start_path = Path(__file__).parent / "data" / start  # a path given stays as it is
    window.files.start(str(start_path))
    settle()
    player = RandomPlayer(window, seed, folder, languages=languages)
    done: list[str] = []
    errors: list[BaseException] = []
    warnings: list[str] = []
    previous, sys.excepthook = sys.excepthook, lambda kind, error, trace: errors.append(error)
    shown, flush = (plain.warn, plain.ask), os.fsync
    os.fsync = lambda _descriptor: None  # the disk's flush is not what these actions test (and it waits)
    plain.warn = lambda _parent, _title, text: warnings.append(text)
    plain.ask = lambda _parent, _title, _text, buttons, default: _answer("", "", buttons, default)
    try:
        for pass_ in range(passes):
            if pass_:
                player = _again(player, start_path, seed, languages)
            for number in range(actions):
                player.step()
                player.check()
                if errors:  # an exception in a Qt slot, after the action just done
                    raise AssertionError(f"after {player.done[-8:]}: {errors[0]!r}") from errors[0]
                if memory is not None and number % every == every - 1:
                    if objects is not None:
                        gc.collect()
                        objects.append(len(gc.get_objects()))
                    memory.append((resident_bytes(), private_bytes(), len(QApplication.allWidgets())))
            done += player.done
    finally:
        sys.excepthook = previous
        (plain.warn, plain.ask), os.fsync = shown, flush
        language.Translators.of(app).apply(settings.SOURCE_LANGUAGE)
        settings.language.set(settings.SYSTEM_LANGUAGE)
        QLocale.setDefault(locale)
        app.setFont(font)
        player.window.session.undo_stack.setClean()
        player.window.close()
        settle()
    return done


def _again(player: RandomPlayer, start: Path, seed: int, languages: bool) -> RandomPlayer:
    """The window back at the start of a run: the source language, the start game opened
    (no undo left), the first city shown, nothing in hand; a player of the same seed."""
    from alhambra_gui.widgets.window.language_menu import switch_language

    window = player.window
    switch_language(window, settings.SOURCE_LANGUAGE)
    window.session.undo_stack.setClean()
    window.files.open(start)
    window.show_city(window.session.game.names[0])
    settle()
    return RandomPlayer(window, seed, player.folder, languages=languages)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--actions", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        done = run(args.actions, args.seed, Path(folder))
    print(f"{len(done)} actions, no error: " + ", ".join(f"{a} {done.count(a)}" for a in sorted(set(done))))


if __name__ == "__main__":
    main()
