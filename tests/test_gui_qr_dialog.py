"""The QR code of a game's BG Stats link: read back from the picture on screen to the link,
whose JSON is the play; names stay plain text everywhere, URL-encoded in the link."""

from __future__ import annotations

import json
from datetime import timedelta
from urllib.parse import unquote

import numpy as np
import pytest
import zxingcpp
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QImage
from PySide6.QtTest import QTest

from alhambra_gui.history import History, record_of
from alhambra_gui.history.record import SeatRecord
from alhambra_gui.widgets.history.qr_dialog import QrDialog
from tests.history_games import START, finished, made

pytestmark = pytest.mark.gui

HOSTILE = '<img src=x onerror="1">\u202eAna & Bo'  # markup, a direction override, an ampersand


@pytest.fixture
def store(tmp_path):
    history = History.open(tmp_path / "h.sqlite").history
    yield history
    history.close()


def decode(image: QImage) -> str:
    grey = image.convertToFormat(QImage.Format.Format_Grayscale8)
    pixels = np.frombuffer(grey.constBits(), np.uint8).reshape(grey.height(), grey.bytesPerLine())
    found = zxingcpp.read_barcodes(np.ascontiguousarray(pixels[:, :grey.width()]))
    assert len(found) == 1 and found[0].format == zxingcpp.BarcodeFormat.QRCode
    return found[0].text


def play_of(link: str) -> dict:
    assert link.startswith("https://app.bgstatsapp.com/createPlay.html?data=")
    return json.loads(unquote(link.split("data=", 1)[1]))


def test_the_qr_code_on_screen_reads_back_to_the_play(qtbot, store):
    game_id = store.add(record_of(finished(), ended=START + timedelta(minutes=95), started=START))
    dialog = QrDialog(store, store.game(game_id))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    shown = dialog.image_label.grab().toImage()  # what the phone's camera sees
    link = decode(shown)
    assert link == dialog.link == dialog.link_edit.text()
    play = play_of(link)
    assert play["sourceName"] == "Alhambra Companion" and play["sourcePlayId"] == store.game(game_id).play_id
    assert play["playDate"] == "2025-01-10 20:35:00" and play["durationMin"] == 95
    assert play["game"]["bggId"] == 6249 and play["game"]["highestWins"] is True
    assert play["game"]["noPoints"] is False
    assert [(p["name"], p["score"], p["winner"], p["rank"], p["startPlayer"]) for p in play["players"]] == [
        ("Anna", 92, False, 2, True), ("Ben", 92, False, 2, False), ("Chen", 136, True, 1, False)]
    assert "Chen 136 (18 + 43 + 75): Seraglio 17, Chambers 15" in play["comments"]  # in the app's words
    assert not dialog.note.isVisible()
    QTest.mouseClick(dialog.copy_button, Qt.MouseButton.LeftButton)
    assert QGuiApplication.clipboard().text() == link


def test_names_with_markup_and_controls_stay_as_typed(qtbot, store):
    game_id = store.add(made({HOSTILE: (1, 2, 3), "Zoë": (3, 3, 3)}))
    dialog = QrDialog(store, store.game(game_id))
    qtbot.addWidget(dialog)
    dialog.show()
    link = decode(dialog.image_label.grab().toImage())
    assert play_of(link)["players"][0]["name"] == HOSTILE
    assert "<" not in link and "&" not in link.split("?", 1)[1] and " " not in link
    assert HOSTILE in dialog.findChild(type(dialog.note), "qrIntro").text()
    assert all(label.textFormat() == Qt.TextFormat.PlainText for label in (dialog.note, dialog.image_label))


def test_a_link_too_long_for_a_qr_code_is_said_and_offered_to_copy(qtbot, store):
    long_name = "N" * 10_000
    record = made({"Anna": (1, 2, 3), "Ben": (3, 3, 3)})
    seats = (SeatRecord(**{**record.seats[0].__dict__, "name": long_name}), record.seats[1])
    game_id = store.add(type(record)(**{**record.__dict__, "seats": seats}))
    dialog = QrDialog(store, store.game(game_id))
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.image is None and dialog.image_label.pixmap().isNull()
    assert dialog.note.isVisible() and "too long for a QR code" in dialog.note.text()
    assert play_of(dialog.link_edit.text())["players"][0]["name"] == long_name


def test_a_large_table_drops_the_details_before_the_code_gets_too_dense(qtbot, store):
    game_id = store.add(record_of(finished("six-players.json")))
    dialog = QrDialog(store, store.game(game_id))
    qtbot.addWidget(dialog)
    dialog.show()
    play = play_of(decode(dialog.image_label.grab().toImage()))
    assert len(play["players"]) == 6
    assert dialog.detail in ("points", "none") and dialog.note.isVisible()
