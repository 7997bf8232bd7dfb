"""Issue 12, layouts that hold: in German and in Chinese nothing is cut off or elided in the
main window at 1440×900, its docks (each of their tabs), its dialogs and the counts form.

Each is measured by ``tests/text_fit.py`` (text width against the widget, never by eye), and
what the app draws by hand (the score sheet's PDF, the chart, the counts' caption) by
``tests/painted_text.py`` (each text against the box it is drawn in), in
four languages: pseudo-German (every word 40 % longer, with umlauts) and pseudo-Chinese
(every word two or three CJK characters), so that the layouts hold before the catalogues
are done, and the real catalogues ``resources/i18n/alhambra_gui_de.ts`` and ``_zh_TW.ts``
as they stand (an unfinished string shows its English source). Without a CJK font the
CJK text is drawn as boxes: the tests still run, on those boxes' metrics.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog, QMessageBox, QWidget

from alhambra_gui.app.autosave import Autosave
from alhambra_gui.app.session import GameSession
from alhambra_gui.engine import dumps, load_game
from alhambra_gui.engine.assets import resource_path
from alhambra_gui.widgets.counts import counts_paint
from alhambra_gui.widgets.score import export, score_chart, sheet_tables
from alhambra_gui.widgets.score.export import session_colours
from alhambra_gui.widgets.window.main_window import MainWindow
from tests import event_loop, pseudo_l10n
from tests.painted_text import recording
from tests.text_fit import misfits, report

pytestmark = pytest.mark.gui

SIZE = (1440, 900)
#: name: the locale it stands for (English: the source texts, no catalogue)
LANGUAGES = {"en": "en", "pseudo-de": "de", "pseudo-zh": "zh_TW", "de": "de", "zh_TW": "zh_TW"}


@pytest.fixture(scope="module")
def catalogues(tmp_path_factory) -> dict[str, Path]:
    folder = tmp_path_factory.mktemp("layout-i18n")
    return {"pseudo-de": pseudo_l10n.catalogue(folder, "de"),
            "pseudo-zh": pseudo_l10n.catalogue(folder, "zh"), "de": pseudo_l10n.real_catalogue(folder, "de"),
            "zh_TW": pseudo_l10n.real_catalogue(folder, "zh_TW")}


@pytest.fixture(scope="module", params=list(LANGUAGES))
def language(request, catalogues, qapp) -> Iterator[str]:
    """The catalogue and the locale of one language in force for its tests (the module's tests
    run grouped by language, so the windows that only read can be shared within a language)."""
    name = request.param
    if name == "en":
        yield name  # the layout as it is kept good for English
        return
    with pseudo_l10n.installed(catalogues[name], LANGUAGES[name]):
        yield name


def settle() -> None:
    """Let the layouts settle: tables fit their columns, docks share the room, on timers,
    until the event loop has nothing left to do (never a wait: the layout is final then)."""
    event_loop.settle()


def unfit(widget: QWidget, where: str) -> list[str]:
    """What does not fit in ``widget`` as it is shown now, each line headed by ``where``."""
    settle()
    found = misfits(widget)
    return [f"{where}:\n{report(found)}"] if found else []


def assert_fits(widget: QWidget, where: str) -> None:
    found = unfit(widget, where)
    assert not found, "\n".join(found)


def built_window(qtbot, appdata: Path, sample: str) -> MainWindow:
    """A 1440×900 main window over one of the samples, shown with its docks."""
    session = GameSession(load_game(resource_path("samples", f"{sample}.json")))
    window = MainWindow(session, Autosave(appdata))
    window.files.ask = lambda *args: QMessageBox.StandardButton.Discard
    window.resize(*SIZE)
    window.show()
    qtbot.waitExposed(window)
    settle()
    return window


@pytest.fixture
def main_window(qtbot, tmp_path, language) -> Callable[[str], MainWindow]:
    """A fresh window, for a test that changes its game (or what the window holds)."""

    def make(sample: str = "sample-game") -> MainWindow:
        window = built_window(qtbot, tmp_path / "appdata", sample)
        qtbot.addWidget(window)
        return window

    return make


class SharedWindow:
    """One window of a sample, built in its language, and what it showed when new."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window
        self.city_tab = window.tabs.currentIndex()
        self.dialogs = set(window.findChildren(QDialog))
        self.game = dumps(window.session.game)

    def reset(self) -> MainWindow:
        """Back as it was built: the dialogs the last reader opened gone, the same city tab,
        the reserves in front, the scoreboard's first tab."""
        window = self.window
        for dialog in set(window.findChildren(QDialog)) - self.dialogs:
            dialog.close()
            dialog.setParent(None)
            dialog.deleteLater()
        window.keys_sheet = None
        window.resize(*SIZE)
        window.tabs.setCurrentIndex(self.city_tab)
        window.reserves.raise_()
        window.scoreboard.tabs.setCurrentIndex(0)
        settle()
        return window

    def unchanged(self) -> bool:
        """Is its game as loaded? A test that changed it is no reader (it needs a fresh window)."""
        session = self.window.session
        return dumps(session.game) == self.game and session.undo_stack.count() == 0


@pytest.fixture(scope="module")
def shared_windows(language, tmp_path_factory) -> Iterator[dict[str, SharedWindow]]:
    """The windows of one language that tests only read, by sample: closed with the language."""
    windows: dict[str, SharedWindow] = {}
    yield windows
    for shared in windows.values():
        shared.window.close()
        shared.window.deleteLater()
    settle()


@pytest.fixture
def read_window(qtbot, tmp_path_factory, language, shared_windows) -> Iterator[Callable[[str], MainWindow]]:
    """The language's shared window of a sample, reset, for a test that changes nothing of it
    (it measures, raises docks, turns tabs, opens dialogs it does not accept)."""
    used: list[SharedWindow] = []

    def get(sample: str = "sample-game") -> MainWindow:
        if sample not in shared_windows:
            appdata = tmp_path_factory.mktemp("appdata")
            shared_windows[sample] = SharedWindow(built_window(qtbot, appdata, sample))
        used.append(shared_windows[sample])
        return shared_windows[sample].reset()

    yield get
    changed = [sample for sample, shared in shared_windows.items()
               if shared in used and not shared.unchanged()]
    for sample in changed:  # not handed to the next reader
        window = shared_windows.pop(sample).window
        window.close()
        window.deleteLater()
    assert not changed, f"a test changed the game of the shared window of {changed}: give it a fresh one"


def test_the_catalogue_reaches_the_window(read_window, language):
    """The pseudo texts are what the window shows, and the real catalogues' words."""
    expected = {"en": "&File", "pseudo-de": pseudo_l10n.pseudo_german("&File"),
                "pseudo-zh": pseudo_l10n.pseudo_cjk("&File"), "de": "&Datei", "zh_TW": "檔案(&F)"}
    assert set(expected) == set(LANGUAGES)  # every language is checked against its own word
    assert read_window().menuBar().actions()[0].text() == expected[language]


def docks_unfit(window: MainWindow, where: str) -> list[str]:
    """The window with the reserves, then the modules, in front; each scoreboard tab."""
    found = []
    for dock in (window.modules_dock, window.reserves):
        dock.raise_()
        found += unfit(window, f"{where}, {dock.objectName()} in front")
    tabs = window.scoreboard.tabs
    for index in range(1, tabs.count()):
        tabs.setCurrentIndex(index)
        found += unfit(window, f"{where}, scoreboard tab {tabs.tabText(index)!r}")
    tabs.setCurrentIndex(0)
    return found


@pytest.mark.parametrize("sample", ["sample-game", "two-players-dirk", "modules-game", "six-players"])
def test_the_main_window_and_its_docks(read_window, sample):
    window = read_window(sample)
    found = docks_unfit(window, sample)
    window.show_overview()
    found += unfit(window, f"{sample}, all cities")
    assert not found, "\n".join(found)


def test_a_granada_game(main_window):
    """Granada's own words (moats, its type names) in a new game of four."""
    window = main_window("sample-game")
    window.session.new_game(["Anna", "Ben", "Chen", "Dana"], variant="granada")
    found = docks_unfit(window, "granada")
    assert not found, "\n".join(found)


def test_after_the_final_scoring(main_window):
    """The winners' banner and every scoring recorded (Dirk's game: his hand-outs too)."""
    window = main_window("two-players-dirk")
    for _ in range(3):
        window.session.record_scoring()
    found = docks_unfit(window, "after the final scoring")
    assert not found, "\n".join(found)


def test_the_second_sets_supplies_panels_and_editors(main_window, qtbot):
    """The pieces' supplies in the palette, the missions in the Modules dock, every piece's
    editor, and the keys sheet with the pieces' codes."""
    window = main_window("modules-game")
    found = []
    for editor in piece_editors(window):
        qtbot.waitExposed(editor)
        found += unfit(editor, editor.windowTitle())
        editor.reject()
    # The pieces' docks. (Five more term columns make the score table scroll sideways in the
    # long pseudo-language, with the totals beside the names: its own fallback, tested there.)
    window.modules_dock.raise_()
    found += unfit(window.palette_dock, "the supplies") + unfit(window.modules_dock, "the missions")
    found += unfit(window.show_keys(), "the keys sheet with the pieces' codes")
    assert not found, "\n".join(found)


def test_the_counts_only_form(main_window):
    window = main_window("sample-game")
    window.show_city("Chen")
    window.session.counts.set_counts_only("Chen", True)
    assert_fits(window, "Chen's counts")


# ---- the dialogs ---------------------------------------------------------------------------
def new_game(window: MainWindow) -> QDialog:
    from alhambra_gui.widgets.dialogs.new_game_dialog import NewGameDialog

    dialog = NewGameDialog(window)
    for _ in range(4):  # six players, the most it takes
        dialog.add_player()
    return dialog


def modules(window: MainWindow) -> QDialog:
    from alhambra_gui.widgets.modules.modules_bar import ModulesDialog

    return ModulesDialog(window.session.game.modules, window)


def record_scoring(window: MainWindow) -> QDialog:
    from alhambra_gui.widgets.modules.other_points.record_dialog import RecordScoringDialog

    window.session.modules.set_modules([*window.session.game.modules, "other_points"])
    return RecordScoringDialog(window.session, window)


def end_of_the_game(window: MainWindow) -> QDialog:
    dialog = window.scoreboard.end_game_dialog()
    for tile in dialog.visible_free_tiles()[:4]:
        dialog.add_tile(tile, dialog.currency.currentData())
    return dialog


def setup_checklist(window: MainWindow) -> QDialog:
    window.session.modules.set_modules(["city_gates", "city_walls", "treasure_chamber"])
    return window.show_setup_checklist()


def keys_sheet(window: MainWindow) -> QDialog:
    return window.show_keys()


def photo_import(window: MainWindow) -> QDialog:
    from alhambra_gui.widgets.photo.photo_import import PhotoImportDialog

    return PhotoImportDialog(window.session, "Anna", window)


def dirk_picker(window: MainWindow) -> QDialog:
    return window.reserves.open_dirk_picker()


SECOND_SET = ["bazaars", "camps", "building_huts", "medina", "street_traders", "caliphs_guidelines"]


def piece_editors(window: MainWindow) -> list[QDialog]:
    """The editor of each piece of the second set, from its supply."""
    window.session.modules.set_modules(SECOND_SET)
    supply = window.palette_dock.supply
    return [supply.describe(row.chips()[0]) for row in supply.rows()]


def piece_editor(window: MainWindow) -> QDialog:
    """The hut's editor, the widest (a type and four walls), with the keys sheet's piece codes."""
    return piece_editors(window)[2]


DIALOGS = [new_game, modules, record_scoring, end_of_the_game, setup_checklist, keys_sheet, photo_import,
           dirk_picker, piece_editor]


#: the dialogs that change nothing of the window's game until accepted (they are not)
READERS = {new_game, modules, end_of_the_game, keys_sheet, photo_import, dirk_picker}


@pytest.mark.parametrize("open_dialog", DIALOGS, ids=[d.__name__ for d in DIALOGS])
def test_the_dialogs(main_window, read_window, qtbot, open_dialog):
    """Each dialog at the size it opens at (no larger than the screen the window fills)."""
    window = (read_window if open_dialog in READERS else main_window)("modules-game")
    dialog = open_dialog(window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.width() <= SIZE[0] and dialog.height() <= SIZE[1]
    assert_fits(dialog, open_dialog.__name__)


# ---- text drawn by hand ------------------------------------------------------------------------
def typed_chen(session: GameSession) -> None:
    """Chen scored from typed counts (his caption says so, under chips)."""
    session.counts.set_counts_only("Chen", True)
    for kind, count in (("garden", 4), ("tower", 3)):
        session.counts.set_count("Chen", kind, count)


@pytest.mark.parametrize("sample", ["two-players-dirk", "modules-game"])
def test_the_score_sheets_texts_stay_in_their_boxes(language, monkeypatch, tmp_path, sample):
    """The PDF's tables (recorded scorings, the scoring as if now with its module columns),
    the chart's axis and legend, the cities' captions: each text within the box it is drawn
    in (Qt clips it there), measured on the PDF's own device."""
    session = GameSession(load_game(resource_path("samples", f"{sample}.json")))
    if sample == "modules-game":
        typed_chen(session)
    for _ in range(1 if sample == "modules-game" else 3):
        session.record_scoring()
    drawn = recording(monkeypatch, export, sheet_tables, score_chart, counts_paint)
    export.export_pdf(session.game, tmp_path / "sheet.pdf", session_colours(session))
    assert len(drawn.texts()) > 20
    assert not drawn.misfits(), "\n".join(drawn.misfits())


def test_the_chart_and_the_counts_caption_in_the_window(main_window, monkeypatch):
    drawn = recording(monkeypatch, score_chart, counts_paint)
    window = main_window("sample-game")
    window.session.record_scoring()
    typed_chen(window.session)
    window.scoreboard.tabs.setCurrentIndex(2)  # the chart
    window.show_overview()  # Chen's chips and caption where his city would be
    settle()
    window.grab()
    assert translated("start") in drawn.texts() and translated("typed counts") in drawn.texts()
    assert not drawn.misfits(), "\n".join(drawn.misfits())


def translated(text: str) -> str:
    return QCoreApplication.translate("", text)
