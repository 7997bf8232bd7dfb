"""Render the README screenshots offscreen: ``python packaging/make_screenshots.py [OUT_DIR]``.

1. the main window with the sample game, a tile dragged over Anna's city (legal cells lit);
2. Chen's city with its longest wall drawn;
   a tile chosen by a click in the palette, its legal cells lit with the longest wall each
   would give, the pointer over one of them (place by click);
3. the scoreboard of the two-player game with Dirk, mid-game (scoring 2 due);
4. the same game after the final scoring;
5. a game with expansion modules: chests, a gate and a wall piece in Anna's city, the
   module columns on the scoreboard with a chest majority explained;
6. File ▸ Import City from Photo… on a painted photo (tests/photo_scene.py, never a real one):
   the block found by the app, its corners and grid placed, the proposal read;
7. counts only: the sample game with Chen scored from typed counts, his counts form, a typed
   count explained on the scoreboard, and the overview with his counts in his city's place;
8. the two-player game after the final scoring under Qt's Fusion style with a dark palette
   (tests/palettes.py): the winner banner, the majority leaders, a refusal banner;
9. the main window in German and in Traditional Chinese (View ▸ Language): the sample game,
   a tile dragged over Anna's city, the scoreboard after scoring 1;
10. the second set of modules: Anna's city with two huts, a bazaar and two camps outside it;
    the camps' points selected in the scoreboard draw each bastion's ray and the buildings it
    counts, then the final scoring's bazaar points ring the bazaar and its matching neighbours;
11. Game ▸ History: the statistics of a history of 40 made-up game nights (tests/history_games.py)
    with their plots, and the QR code that logs the sample game's play in BG Stats.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QLocale, QPoint, QSettings, QStandardPaths, Qt
from PySide6.QtGui import QDragEnterEvent, QDragLeaveEvent, QDragMoveEvent, QPalette
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from alhambra_gui.app import settings
from alhambra_gui.app.autosave import Autosave
from alhambra_gui.engine import Game, Player, Tile, Walls, load_game
from alhambra_gui.engine.assets import resource_path
from alhambra_gui.widgets.tiles.mime import TileDrag
from alhambra_gui.widgets.window.file_menu import SAMPLE_GAME
from alhambra_gui.widgets.window.launch import configure
from alhambra_gui.widgets.window.main_window import MainWindow

SIZE = (1440, 900)
DIRK_GAME = resource_path("samples", "two-players-dirk.json")
MODULES_GAME = resource_path("samples", "modules-game.json")


def settle(app: QApplication) -> None:
    for _ in range(3):
        app.processEvents()


def new_window(app: QApplication, scratch: Path) -> MainWindow:
    window = MainWindow(autosave=Autosave(scratch))
    window.files.ask = lambda *args: args[-1]
    window.resize(*SIZE)
    window.show()
    settle(app)
    return window


def drag_over_city(window: MainWindow, tile: Tile, cell: tuple[int, int]) -> None:
    window.show_city("Anna")
    view = window.current_page().view
    view.fit()
    mime = TileDrag(tile, "palette").to_mime()
    point = view.view_point(cell)
    point = point.toPoint() if hasattr(point, "toPoint") else point
    actions = Qt.DropAction.MoveAction | Qt.DropAction.CopyAction
    for kind in (QDragEnterEvent, QDragMoveEvent):
        event = kind(QPoint(point), actions, mime, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
        QApplication.sendEvent(view.viewport(), event)


def click_shot(app: QApplication, window: MainWindow, out: Path) -> None:
    """Place by click: a palette tile in hand over Anna's city, the pointer on a lit cell."""
    window.show_city("Anna")
    view = window.current_page().view
    view.fit()
    city = window.session.game.player("Anna").city
    tile = max(window.session.game.free_tiles(), key=lambda t: len(city.legal_cells(t)))
    chip = window.palette_dock.chip_for(tile)
    window.palette_dock.raise_()
    QTest.mouseClick(chip, Qt.MouseButton.LeftButton)
    cell = min(city.legal_cells(tile), key=lambda c: (abs(c.x) + abs(c.y), c.y, c.x))
    QTest.mouseMove(view.viewport(), view.view_point(cell))
    settle(app)
    window.grab().save(str(out / "click-to-place.png"))
    QTest.keyClick(view, Qt.Key.Key_Escape)  # lets go of the tile


def photo_import_shot(app: QApplication, window: MainWindow, out: Path, scratch: Path) -> None:
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # the painted photos live in tests/
    from alhambra_gui.widgets.photo.photo_import import PhotoImportDialog
    from tests.photo_scene import render_scene

    scene = render_scene(7, 12, tilt=12, turn=8, table="wood")
    photo = scratch / "city.jpg"
    photo.write_bytes(scene.jpeg)
    window.session.new_game(["Anna", "Ben"])
    dialog = PhotoImportDialog(window.session, "Anna", window)
    dialog.resize(1280, 760)
    dialog.show()
    dialog.load_photo(photo)  # the block found by the app, the city read from it
    deadline = time.monotonic() + 60
    while dialog.reading() and time.monotonic() < deadline:
        app.processEvents()
        time.sleep(0.01)
    assert dialog.draft is not None, "the painted photo was read"
    dialog.canvas.select_handle(2)
    settle(app)
    dialog.grab().save(str(out / "photo-import.png"))
    dialog.reject()


def counts_shot(app: QApplication, window: MainWindow, out: Path) -> None:
    """Chen's city nobody digitised: typed counts, scored with the digitised cities."""
    window.session.replace_game(load_game(resource_path(*SAMPLE_GAME)))
    counts = window.session.counts
    window.show_city("Chen")
    counts.set_counts_only("Chen", True)
    for kind, count in (("garden", 4), ("tower", 3), ("pavilion", 1)):
        counts.set_count("Chen", kind, count)
    counts.set_wall("Chen", 9)
    settle(app)
    board = window.scoreboard
    board.select_cell(2, 1 + window.session.game.variant.type_ids.index("garden"))
    settle(app)
    window.grab().save(str(out / "counts-only.png"))
    window.show_overview()
    settle(app)
    window.grab().save(str(out / "counts-overview.png"))
    window.session.undo_stack.setClean()


def dark_shot(app: QApplication, window: MainWindow, out: Path) -> None:
    """The main window under a dark Fusion palette; the app's own style and palette after."""
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # the palette lives in tests/
    from tests.palettes import dark_palette

    style, palette = app.style().name(), QPalette(app.palette())
    app.setStyle("Fusion")
    app.setPalette(dark_palette())
    window.session.replace_game(load_game(DIRK_GAME))
    for _ in range(3):
        window.session.record_scoring()
    window.show_city("Anna")
    page = window.current_page()
    page.view.fit()
    page.view.refused.emit("Garden 8 cannot go there: a wall meets an open side to the east.",
                           "Place anyway")
    window.scoreboard.tabs.setCurrentIndex(1)  # the majorities, their leaders highlighted
    settle(app)
    window.grab().save(str(out / "dark-palette.png"))
    window.scoreboard.tabs.setCurrentIndex(0)
    app.setStyle(style)
    app.setPalette(palette)


def language_shots(app: QApplication, window: MainWindow, out: Path) -> None:
    """The main window in each language the app speaks (worded in place); English again after."""
    from alhambra_gui.widgets.window.language_menu import switch_language
    from alhambra_gui.widgets.window.window_layout import share_width

    for choice in ("de", "zh_TW"):
        switch_language(window, choice)
        settle(app)
        share_width(window)
        window.fit_reserves()
        window.files.ask = lambda *args: args[-1]
        window.files.open_sample()
        window.session.record_scoring()
        settle(app)
        window.scoreboard.raise_()
        drag_over_city(window, Tile.from_dict({"type": "pavilion", "price": 4, "walls": "ES"}), (1, -1))
        settle(app)
        window.grab().save(str(out / f"main-{choice}.png"))
        QApplication.sendEvent(window.current_page().view.viewport(), QDragLeaveEvent())
        window.session.undo_stack.setClean()
    switch_language(window, "en")


def second_set_game() -> Game:
    """Anna's city with two building huts, a bazaar and two camps, every piece legal."""
    from alhambra_gui.engine.modules import bazaars, building_huts, camps

    game = Game([Player("Anna"), Player("Ben")], modules=["camps", "bazaars", "building_huts"])
    variant = game.variant

    def tile(type_id: str, walls: str) -> Tile:
        return next(t for t in variant.catalogue if t.type == type_id and t.walls == Walls(walls))

    city = game.player("Anna").city
    for cell, piece in {
        (1, 0): tile("arcades", "E"), (-1, 0): tile("chambers", "W"), (0, 1): tile("garden", ""),
        (0, 2): tile("tower", ""), (0, 3): tile("seraglio", "S"), (1, 2): tile("pavilion", ""),
        (1, 1): bazaars.bazaar(["arcades", "garden", "pavilion"], variant),
        (-1, 1): building_huts.hut("garden", "SW"), (1, 3): building_huts.hut("tower", "ES"),
        (0, 4): camps.camp("N"), (-2, 0): camps.camp("E"),
    }.items():
        city.put(cell, piece)
    assert not city.violations()
    return game


def second_set_shots(app: QApplication, window: MainWindow, out: Path) -> None:
    window.session.replace_game(second_set_game())
    window.show_city("Anna")
    window.current_page().view.fit()
    board = window.scoreboard
    board.raise_()
    model = board.score_model
    board.select_cell(0, next(c for c in model.term_columns() if model.column_kind(c) == "camps"))
    settle(app)
    window.grab().save(str(out / "second-set-camps.png"))
    board.round_chooser.setCurrentIndex(2)  # the final scoring: the bazaars score
    board.select_cell(0, next(c for c in model.term_columns() if model.column_kind(c) == "bazaars"))
    settle(app)
    window.grab().save(str(out / "second-set-bazaar.png"))
    window.session.undo_stack.setClean()


def history_shots(app: QApplication, window: MainWindow, out: Path) -> None:
    """The History window's statistics over made-up game nights, and a game's QR code."""
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # the made-up games live in tests/
    from alhambra_gui.widgets.history.qr_dialog import QrDialog
    from tests.history_games import fill_history

    QLocale.setDefault(QLocale(QLocale.Language.English, QLocale.Country.UnitedKingdom))  # dates as read
    history = window.history_menu.history
    fill_history(history.store(), 40)
    window.files.open_sample()
    for _ in range(3):
        window.session.record_scoring()  # the sample game enters the history by itself
    history_window = window.history_menu.show_window()
    history_window.resize(1280, 720)
    history_window.tabs.setCurrentIndex(2)
    history_window.stats_panel.choose(history.store().profile("Anna").id)
    settle(app)
    history_window.grab().save(str(out / "history-stats.png"))
    history_window.tabs.setCurrentIndex(0)
    settle(app)
    history_window.grab().save(str(out / "history-games.png"))
    store = history.store()
    dialog = QrDialog(store, store.game(history.in_history()), window)
    dialog.show()
    settle(app)
    dialog.grab().save(str(out / "history-qr.png"))
    dialog.reject()
    history_window.close()
    window.session.undo_stack.setClean()


def main(out: Path, only: str = "") -> None:
    out.mkdir(parents=True, exist_ok=True)
    scratch = Path(tempfile.mkdtemp(prefix="alhambra-shots-"))
    os.environ["ALHAMBRA_GUI_HISTORY"] = str(scratch / "history.sqlite")  # never the user's history
    QStandardPaths.setTestModeEnabled(True)
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(scratch))
    app = QApplication.instance() or QApplication(sys.argv[:1])
    settings.language.set("en")  # English shots whatever the machine's language (then de, zh_TW)
    configure(app)

    window = new_window(app, scratch)
    if only == "photo":
        photo_import_shot(app, window, out, scratch)
        window.close()
        return
    if only == "second-set":
        second_set_shots(app, window, out)
        window.close()
        return
    if only == "history":
        history_shots(app, window, out)
        window.close()
        return
    window.files.open_sample()
    settle(app)
    drag_over_city(window, Tile.from_dict({"type": "pavilion", "price": 4, "walls": "ES"}), (1, -1))
    settle(app)
    window.grab().save(str(out / "city-drag.png"))
    QApplication.sendEvent(window.current_page().view.viewport(), QDragLeaveEvent())  # the drag ends

    window.show_city("Chen")
    window.current_page().view.fit()
    settle(app)
    window.grab().save(str(out / "city-wall.png"))
    click_shot(app, window, out)

    window.session.replace_game(load_game(DIRK_GAME))
    window.session.record_scoring()
    settle(app)
    window.scoreboard.raise_()
    window.grab().save(str(out / "scoreboard-mid-game.png"))

    window.session.record_scoring()
    window.session.record_scoring()
    settle(app)
    window.grab().save(str(out / "scoreboard-final.png"))

    window.session.replace_game(load_game(MODULES_GAME))
    window.statusBar().clearMessage()  # "The game is in the history", of the game before
    window.show_city("Anna")
    window.current_page().view.fit()
    settle(app)
    board = window.scoreboard
    board.select_cell(0, board.score_model.columnCount() - 4)  # Anna's chests
    settle(app)
    window.grab().save(str(out / "modules.png"))
    window.session.undo_stack.setClean()
    second_set_shots(app, window, out)
    counts_shot(app, window, out)
    photo_import_shot(app, window, out, scratch)
    dark_shot(app, window, out)
    window.session.undo_stack.setClean()
    language_shots(app, window, out)
    window.session.undo_stack.setClean()
    history_shots(app, window, out)
    window.close()
    print("\n".join(str(p) for p in sorted(out.glob("*.png"))))


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).resolve().parent / "screenshots",
         sys.argv[2] if len(sys.argv) > 2 else "")
