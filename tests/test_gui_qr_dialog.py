"""The QR code of a game's BG Stats link: read back from the picture on screen to the link,
whose JSON is the play; names stay plain text everywhere, URL-encoded in the link."""

from __future__ import annotations

import json
import random
from datetime import timedelta
from urllib.parse import unquote

import numpy as np
import pytest
import zxingcpp
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel

from alhambra_gui.history import History, record_of
from alhambra_gui.history.record import SeatRecord
from alhambra_gui.widgets.history.qr_dialog import QrDialog
from tests.history_games import START, finished, made, random_record

pytestmark = pytest.mark.gui

HOSTILE = '<img src=x onerror="1">\u202eAna & Bo'  # markup, a direction override, an ampersand


@pytest.fixture
def store(tmp_path):
    history = History.open(tmp_path / "h.sqlite").history
    yield history
    history.close()


def qr_codes(pixels: np.ndarray) -> list:
    """The QR codes zxing reads in a picture, each text once. A CI run once read two symbols
    for the dialog's one code (a six-player code at 640×600; not reproduced): only QR codes
    are looked for (the dialog's text may pass for a 1D barcode), and one code found twice
    counts once."""
    found = zxingcpp.read_barcodes(np.ascontiguousarray(pixels), formats=zxingcpp.BarcodeFormat.QRCode)
    return list({code.text: code for code in reversed(found)}.values())  # one code found twice: once


def decode(image: QImage) -> str:
    grey = image.convertToFormat(QImage.Format.Format_Grayscale8)
    pixels = np.frombuffer(grey.constBits(), np.uint8).reshape(grey.height(), grey.bytesPerLine())
    found = qr_codes(pixels[:, :grey.width()])
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
    shown = dialog.grab().toImage()  # what the phone's camera sees
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
    link = decode(dialog.grab().toImage())
    assert play_of(link)["players"][0]["name"] == HOSTILE
    assert "<" not in link and "&" not in link.split("?", 1)[1] and " " not in link
    assert HOSTILE in dialog.findChild(type(dialog.note), "qrIntro").text()
    assert all(label.textFormat() == Qt.TextFormat.PlainText for label in dialog.findChildren(QLabel))


def test_a_link_too_long_for_a_qr_code_is_said_and_offered_to_copy(qtbot, store):
    long_name = "N" * 10_000
    record = made({"Anna": (1, 2, 3), "Ben": (3, 3, 3)})
    seats = (SeatRecord(**{**record.seats[0].__dict__, "name": long_name}), record.seats[1])
    game_id = store.add(type(record)(**{**record.__dict__, "seats": seats}))
    dialog = QrDialog(store, store.game(game_id))
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.code_view is None
    assert dialog.note.isVisible() and "too long for a QR code" in dialog.note.text()
    assert play_of(dialog.link_edit.text())["players"][0]["name"] == long_name


def test_a_large_table_drops_the_details_before_the_code_gets_too_dense(qtbot, store):
    game_id = store.add(record_of(finished("six-players.json")))
    dialog = QrDialog(store, store.game(game_id))
    qtbot.addWidget(dialog)
    dialog.show()
    play = play_of(decode(dialog.grab().toImage()))
    assert len(play["players"]) == 6
    assert dialog.detail == "full" and not dialog.note.isVisible()  # small enough: every category
    assert "Fatima" in play["comments"] and ": " in play["comments"].splitlines()[-1]


def grey_pixels(image: QImage) -> np.ndarray:
    grey = image.convertToFormat(QImage.Format.Format_Grayscale8)
    pixels = np.frombuffer(grey.constBits(), np.uint8).reshape(grey.height(), grey.bytesPerLine())
    return pixels[:, :grey.width()].copy()  # its own memory: ``grey`` goes with this function


def quiet_zone(image: QImage) -> tuple[int, float]:
    """The module size of the code in a picture (pixels) and its quiet zone: how many modules
    of pure white surround it at the narrowest side."""
    pixels = grey_pixels(image)
    (found,) = qr_codes(pixels)
    corners = [found.position.top_left, found.position.top_right, found.position.bottom_left,
               found.position.bottom_right]
    slack = 4  # pixels around the corners zxing gives (at the outer corners of the symbol)
    left, right = max(0, min(c.x for c in corners) - slack), max(c.x for c in corners) + slack
    top, bottom = max(0, min(c.y for c in corners) - slack), max(c.y for c in corners) + slack
    rows, columns = np.nonzero(pixels[top:bottom + 1, left:right + 1] < 128)
    top, bottom, left, right = top + rows.min(), top + rows.max(), left + columns.min(), left + columns.max()
    finder = pixels[top + 1, left:] < 128  # the top left finder pattern: 7 dark modules across
    module = int(np.argmin(finder))
    assert module % 7 == 0, "a module is a whole number of pixels"
    module //= 7
    white = pixels >= 250
    margins = []
    for band in (white[:top, left:right + 1][::-1], white[bottom + 1:, left:right + 1],
                 white[top:bottom + 1, :left].T[::-1], white[top:bottom + 1, right + 1:].T):
        whole = np.all(band, axis=1) if band.size else np.array([], bool)
        margins.append(int(np.argmin(whole)) if not whole.all() else len(whole))
    return module, min(margins) / module


@pytest.mark.parametrize("size", [None, (420, 560), (640, 600), (760, 590)])
def test_the_code_keeps_its_quiet_zone_of_four_modules_at_every_size(qtbot, store, size):
    """A six-player game's code is the largest offered; the offscreen screen is 800×600, as
    small as a laptop's room for a dialog: the dialog is as large as it may be, or resized."""
    game_id = store.add(record_of(finished("six-players.json")))
    dialog = QrDialog(store, store.game(game_id))
    qtbot.addWidget(dialog)
    dialog.show()
    if size is not None:
        dialog.resize(*size)
    qtbot.waitExposed(dialog)
    shown = dialog.grab().toImage()
    module, zone = quiet_zone(shown)
    assert module >= 2 and zone >= 4, f"{zone:.1f} modules of quiet zone at {module} px a module"
    assert play_of(decode(shown))["sourcePlayId"] == store.game(game_id).play_id


def test_a_link_too_long_for_any_code_is_said_once(qtbot, store):
    record = made({"Anna": (1, 2, 3), "Ben": (3, 3, 3)})
    seats = (SeatRecord(**{**record.seats[0].__dict__, "name": "N" * 3000}), record.seats[1])
    game_id = store.add(type(record)(**{**record.__dict__, "seats": seats}))
    dialog = QrDialog(store, store.game(game_id))
    qtbot.addWidget(dialog)
    dialog.show()
    said = [label.text() for label in dialog.findChildren(QLabel) if label.isVisible() and label.text()]
    assert len(said) == 1 and "too long for a QR code" in said[0], said
    assert "scans this code" not in said[0]


def test_a_six_player_link_gives_up_the_smallest_categories_first(qtbot, store):
    """Six players whose every scoring is known (as when the game was played in the app): the
    code keeps each player's four largest sources of points, and says so."""
    rng = random.Random(27)
    game_id = store.add(random_record(rng, 0, 6))
    dialog = QrDialog(store, store.game(game_id))
    qtbot.addWidget(dialog)
    dialog.show()
    play = play_of(decode(dialog.grab().toImage()))
    assert (dialog.detail, dialog.most) == ("full", 4)
    assert dialog.note.isVisible() and "4 largest sources of points" in dialog.note.text()
    terms = store.terms(game_id)
    for seat, line in zip(store.game(game_id).seats, play["comments"].splitlines(), strict=True):
        summed: dict[str, int] = {}
        for scored in terms[seat.seat].values():
            for _source, key, points in scored:
                summed[key] = summed.get(key, 0) + points
        told = dict((name.rsplit(" ", 1)[0].lower(), int(name.rsplit(" ", 1)[1]))
                    for name in line.split(": ", 1)[1].split(", "))
        assert len(told) == 4 and sorted(told.values()) == sorted(summed.values())[-4:], line
