"""Text from a file is plain text on every surface (issue 8, findings 1 and 2): a player called
``<img src=PATH>`` is shown as those characters, and no picture is ever loaded."""

from __future__ import annotations

import html
import os
import tempfile
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QPoint, Qt
from PySide6.QtGui import QColor, QHelpEvent, QImage
from PySide6.QtWidgets import QApplication, QLabel, QMessageBox, QToolTip, QWidget

from alhambra_gui.app.autosave import Autosave
from alhambra_gui.engine import Game, Player, Tile, Walls
from alhambra_gui.widgets.modules.other_points.record_dialog import RecordScoringDialog
from alhambra_gui.widgets.paint import plain
from alhambra_gui.widgets.score.endgame_dialog import EndGameDialog
from alhambra_gui.widgets.window.main_window import MainWindow

pytestmark = pytest.mark.gui


@pytest.fixture
def picture():
    """A large picture at a short path (a name has at most 40 characters): a label that
    loaded it would be taller than any line of text."""
    descriptor, name = tempfile.mkstemp(prefix="p", suffix=".png")
    os.close(descriptor)
    image = QImage(400, 400, QImage.Format.Format_RGB32)
    image.fill(QColor("#c0392b"))
    assert image.save(name)
    yield Path(name)
    Path(name).unlink()


@pytest.fixture
def window(tmp_path, picture, make_session, show_widget):
    name = f"<img src={picture}>"
    game = Game([Player(name), Player("Ben")], dirk=True)
    game.players[0].extra["colour"] = "#1f5fbf"
    game.build(name, Tile("garden", 8, Walls("SW")), (0, 1))
    game.take_into_reserve(name, Tile("tower", 13, Walls("E")))
    for _ in range(3):
        game.record_scoring()
    window = MainWindow(make_session(game), Autosave(tmp_path / "appdata"))
    window.files.ask = lambda *args: args[-1]
    show_widget(window, 1440, 900, exposed=True)
    window.show_overview()  # the overview's cards are drawn when it is first shown
    QApplication.processEvents()
    window.show_city(name)
    QApplication.processEvents()
    return window, name


def labels_showing(root: QWidget, name: str) -> list[QLabel]:
    found = [label for label in root.findChildren(QLabel)
             if name in label.text() or html.escape(name) in label.text()]
    return found


def assert_plain(labels: list[QLabel], name: str) -> None:
    for label in labels:
        if label.textFormat() == Qt.TextFormat.PlainText:
            assert name in label.text()
        else:  # composed rich text: the name escaped
            assert name not in label.text() and html.escape(name) in label.text()
        assert label.sizeHint().height() < 120, f"{label.objectName()} grew as if it showed a picture"


def test_every_label_of_the_main_window_shows_the_name_as_written(window):
    win, name = window
    found = labels_showing(win, name)
    assert len(found) >= 4  # city header, overview card, reserve header, winners, …
    assert_plain(found, name)
    assert any(name in label.text() for label in found if label.objectName() == "winnersLabel")


def tooltip_at(widget: QWidget, pos: QPoint) -> str:
    QToolTip.hideText()
    event = QHelpEvent(QEvent.Type.ToolTip, pos, widget.mapToGlobal(pos))
    QApplication.sendEvent(widget, event)
    return QToolTip.text().replace("\xa0", " ")  # a plain tooltip keeps its spaces unbroken


def test_tooltips_show_the_name_as_written(window):
    win, name = window
    card = win.overview.card(name)
    shown = tooltip_at(card, QPoint(5, 5))
    assert html.escape(name) in shown and name not in shown
    chip = win.reserves.section(name).chips()[0]
    assert html.escape(name) in tooltip_at(chip, QPoint(5, 5))
    view = win.scoreboard.score_view
    index = view.model().index(0, 2)
    rect = view.visualRect(index)
    shown = tooltip_at(view.viewport(), rect.center())
    assert html.escape(name) in shown and "<img" not in shown.replace("&lt;img", "")


def test_the_dialogs_show_the_name_as_written(window, qtbot):
    win, name = window
    win.session.undo_stack.undo()  # scoring 3 not recorded: the record dialog can open
    record = RecordScoringDialog(win.session, win)
    qtbot.addWidget(record)
    record.show()
    end = EndGameDialog(win.session, win)
    qtbot.addWidget(end)
    end.show()
    QApplication.processEvents()
    for dialog in (record, end):
        found = labels_showing(dialog, name)
        assert found, type(dialog).__name__
        assert_plain(found, name)


def test_messages_are_plain_text(qtbot, monkeypatch):
    shown = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: shown.append(box) or 0)
    plain.warn(None, "Title", "<img src=/dev/zero> cannot be read")
    assert shown[0].textFormat() == Qt.TextFormat.PlainText
    assert shown[0].text() == "<img src=/dev/zero> cannot be read"


def test_a_name_with_an_ampersand_is_not_a_shortcut_in_menus(window):
    win, _name = window
    session = win.session
    session.new_game(["R&D", "Ben"])
    texts = [a.text() for a in win.palette_dock.actions_for(session.game.free_tiles()[0])]
    assert "Put into R&&D's reserve" in texts  # Qt shows "R&D"


@pytest.mark.parametrize("text", ["", "Anna", "<img src=/dev/zero>", "Tom & \"Jerry\" 'x'", "&amp;<<>>",
                                  "Zoë 李 <b>\n</b>"])
def test_escape_gives_what_htmls_escape_gives(text):
    """``plain.escape`` replaces ``html.escape`` at start-up (its module is costly to import)."""
    assert plain.escape(text) == html.escape(text)
    assert plain.escape(text, quote=False) == html.escape(text, quote=False)
