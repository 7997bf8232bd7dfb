"""Issue 31: what File ▸ Open and View ▸ Language do to a window of six full cities with
every module in play, counted rather than timed (tests/benchmarks/test_frame_bench.py times
them): nothing set again that did not change."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QWidget

from tests.benchmarks.frames import open_window, settle


class SameSheets:
    """Counts the style sheets set on a widget that had that very sheet already (each one
    polishes the widget anew and lays out what holds it, for nothing)."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.count = 0
        self.where: list[str] = []
        set_sheet = QWidget.setStyleSheet

        def counted(widget: QWidget, sheet: str) -> None:
            if sheet and widget.styleSheet() == sheet:
                self.count += 1
                self.where.append(type(widget.parentWidget()).__name__)
            set_sheet(widget, sheet)

        monkeypatch.setattr(QWidget, "setStyleSheet", counted)


@pytest.fixture
def window(qapp, tmp_path):
    window = open_window(tmp_path)
    yield window
    window.close()
    window.deleteLater()


def test_a_switch_of_language_sets_no_style_sheet_again(window, monkeypatch):
    """The modules' panels are shown again in the new language: the bonus cards' states and
    the new scoring cards' orders keep their sheets (they set each of them again)."""
    from alhambra_gui.widgets.window.language_menu import switch_language

    same = SameSheets(monkeypatch)
    try:
        for language in ("de", "en"):
            switch_language(window, language)
            settle()
    finally:
        switch_language(window, "en")
    assert window.session.game.modules  # the panels are there
    assert same.count == 0, same.where



def test_a_switch_of_language_words_the_gains_menus_in_place(window):
    """A typed module's gains menus (Palace designers: "Won 2 points", …, "Take back the last")
    keep their entries across a switch, worded anew: they were made again, some fifty entries
    added per switch."""
    from shiboken6 import getCppPointer

    from alhambra_gui.app.labels import tr
    from alhambra_gui.widgets.window.language_menu import switch_language

    buttons = window.typed_dock.panel("palace_designers").gain_buttons
    english = {name: [a.text() for a in button.menu().actions() if not a.isSeparator()]
               for name, button in buttons.items()}
    made = {name: [getCppPointer(a) for a in button.menu().actions()] for name, button in buttons.items()}
    assert len(buttons) == 6 and all("Take back the last" in texts for texts in english.values())
    try:
        switch_language(window, "de")
        settle()
        for name, button in buttons.items():
            actions = button.menu().actions()
            assert [getCppPointer(a) for a in actions] == made[name]
            worded = [a.text() for a in actions if not a.isSeparator()]
            assert worded[-1] == tr("Take back the last") != "Take back the last"
            assert len(worded) == len(english[name])
            assert all(german != text for german, text in zip(worded, english[name], strict=True))
    finally:
        switch_language(window, "en")
        settle()
    assert {name: [a.text() for a in b.menu().actions() if not a.isSeparator()]
            for name, b in buttons.items()} == english


def test_the_docks_behind_the_reserves_tab_are_laid_out_only_when_shown(window):
    """Qt keeps a dock whose tab is behind another "visible", moved out of the window: a
    switch of language laid the Modules and Typed figures docks out again, unseen (their
    widgets moved or resized 1 274 times on the first switch, 744 on later ones; none
    now). Chosen afterwards, each shows the words and the figures of now, as after a switch
    made while it was in sight."""
    from collections import Counter

    from PySide6.QtCore import QEvent, QObject
    from PySide6.QtWidgets import QApplication

    from alhambra_gui.app.labels import tr
    from alhambra_gui.widgets.window.language_menu import switch_language

    behind = [window.modules_dock, window.typed_dock]
    assert all(dock.isVisible() and not dock.visibleRegion() for dock in behind)  # the tabs behind

    class Moves(QObject):
        def __init__(self) -> None:
            super().__init__()
            self.seen: Counter[str] = Counter()

        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() in (QEvent.Type.Move, QEvent.Type.Resize) and isinstance(watched, QWidget):
                dock = next((d for d in behind if d.isAncestorOf(watched)), None)
                self.seen[dock.objectName() if dock else "in sight"] += 1
            return False

    moves = Moves()
    app = QApplication.instance()
    app.installEventFilter(moves)
    try:
        switch_language(window, "de")
        settle()
    finally:
        app.removeEventFilter(moves)
    try:
        assert moves.seen["in sight"], moves.seen  # the docks in sight are laid out in the new words
        assert not moves.seen["modulesDock"] and not moves.seen["typedDock"], moves.seen  # was 252 and 1 022
        for dock in behind:
            dock.raise_()  # its tab chosen
            settle()
            assert dock.visibleRegion() and all(p.isVisible() for p in dock.panels())
        gains = window.typed_dock.panel("palace_designers").gain_buttons
        assert all(button.menu().actions()[-1].text() == tr("Take back the last") != "Take back the last"
                   for button in gains.values())
    finally:
        switch_language(window, "en")
        settle()


def test_a_switch_of_language_announces_only_the_score_cells_whose_text_changed(window):
    """The "If scored now" table says numbers, the same in every language: a switch words
    its headings again and, once the table knows what it showed, announces no cell (every
    cell of the table was announced, and read again by the table for its widths, some 180
    of them); its cells and headings are those of a model made in the new language."""
    from PySide6.QtCore import Qt

    from alhambra_gui.widgets.score.score_model import ScoreTableModel
    from alhambra_gui.widgets.score.score_table import ScoreTable
    from alhambra_gui.widgets.window.language_menu import switch_language

    model = window.findChild(ScoreTable, "scoreTable").model()
    announced: list[tuple[int, int]] = []
    model.dataChanged.connect(lambda first, last: announced.extend(
        (r, c) for r in range(first.row(), last.row() + 1) for c in range(first.column(), last.column() + 1)))
    headed: list[Qt.Orientation] = []
    model.headerDataChanged.connect(lambda orientation, *_: headed.append(orientation))

    def shown(table) -> tuple[list[list[str]], list[str]]:
        role, columns = Qt.ItemDataRole.DisplayRole, range(table.columnCount())
        cells = [[table.index(r, c).data(role) for c in columns] for r in range(table.rowCount())]
        return cells, [table.headerData(c, Qt.Orientation.Horizontal, role) for c in columns]

    english = shown(model)
    try:
        for language in ("de", "en", "de"):  # (the first: the texts shown before are not known yet)
            announced.clear()
            headed.clear()
            switch_language(window, language)
            settle()
            assert Qt.Orientation.Horizontal in headed
        assert not announced, announced  # was every cell
        german = shown(model)
        fresh = ScoreTableModel(window.session)
        fresh.compact = model.compact  # (the table heads its columns with letters when narrow)
        assert german == shown(fresh)
        assert german[0] == english[0] and german[1] != english[1]
    finally:
        switch_language(window, "en")
        settle()


def test_the_first_switch_of_language_after_file_open_announces_no_score_cell(window, tmp_path):
    """File ▸ Open shows a table whose texts the model knows from then on: the first switch
    after it announces none of its cells (it announced all 182, each read again by the table
    for its widths), and the table shows what a model made in the new language shows."""
    from PySide6.QtCore import Qt

    from alhambra_gui.engine import save_game
    from alhambra_gui.widgets.score.score_model import ScoreTableModel
    from alhambra_gui.widgets.score.score_table import ScoreTable
    from alhambra_gui.widgets.window.language_menu import switch_language
    from tests.benchmarks.frames import six_full_cities_all_modules, six_full_cities_no_modules

    model = window.findChild(ScoreTable, "scoreTable").model()
    announced: list[tuple[int, int]] = []
    model.dataChanged.connect(lambda first, last: announced.extend(
        (r, c) for r in range(first.row(), last.row() + 1) for c in range(first.column(), last.column() + 1)))
    paths = {"other": tmp_path / "base.json", "same": tmp_path / "modules.json"}
    save_game(six_full_cities_no_modules(), paths["other"])
    save_game(six_full_cities_all_modules(), paths["same"])
    try:
        for shape in ("other", "same"):  # a table reset, then one of the same shape
            window.files.open(paths[shape])
            settle()
            announced.clear()
            switch_language(window, "de" if shape == "other" else "en")
            settle()
            assert model.rowCount() and not announced, (shape, len(announced))
            fresh = ScoreTableModel(window.session)
            fresh.compact = model.compact
            cells = [[m.index(r, c).data(Qt.ItemDataRole.DisplayRole) for c in range(m.columnCount())]
                     for m in (model, fresh) for r in range(m.rowCount())]
            assert cells[:model.rowCount()] == cells[model.rowCount():]
    finally:
        switch_language(window, "en")
        settle()
