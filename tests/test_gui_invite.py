"""Game ▸ Invite Phones…: the window serves its game to phones; a phone's confirmed city is one
undo step of the window's game, every desktop change reaches the phones, and the dialog shows the
phones, the conflicts and ends a phone's session.

The phones' requests run in a thread of their own: the window's thread must stay free to take
the city (it arrives there by a queued signal)."""

from __future__ import annotations

import concurrent.futures
import re
import socket

import numpy as np
import pytest
import zxingcpp
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication, QLabel, QMessageBox

from alhambra_gui.app.autosave import Autosave
from alhambra_gui.app.session import GameSession
from alhambra_gui.engine import Game, Tile
from alhambra_gui.table.addresses import LOOPBACK
from alhambra_gui.widgets.shared.action_ids import ActionId
from alhambra_gui.widgets.window.main_window import MainWindow

from .photo_scene import render_scene
from .table_client import Phone


@pytest.fixture(scope="module")
def scene():
    return render_scene(1046, 14)


@pytest.fixture
def window(qtbot, tmp_path):
    window = MainWindow(GameSession(Game(["Anna", "Ben"])), Autosave(tmp_path / "appdata"))
    window.files.ask = lambda *_args: QMessageBox.StandardButton.Discard  # closing: no question
    qtbot.addWidget(window)
    yield window
    if window.table_host is not None:
        window.table_host.stop()


@pytest.fixture
def pool():
    with concurrent.futures.ThreadPoolExecutor(2) as threads:
        yield threads


def started(window: MainWindow, qtbot):
    window.action_map[ActionId.INVITE_PHONES].trigger()
    dialog = window.invite_dialog
    assert dialog is not None and dialog.isVisible()
    dialog.address.setCurrentIndex(dialog.address.findData(LOOPBACK))
    dialog.port.setValue(free_port())  # tests run side by side
    dialog.start_button.click()
    qtbot.waitUntil(lambda: dialog.code.isVisible())
    return dialog, window.table_host.server


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind((LOOPBACK, 0))
        return int(probe.getsockname()[1])


def call(qtbot, pool, work):
    """Run a phone's request off the window's thread, the window's events going on meanwhile."""
    future = pool.submit(work)
    qtbot.waitUntil(future.done, timeout=30000)
    return future.result()


def decode(image: QImage) -> str:
    grey = image.convertToFormat(QImage.Format.Format_Grayscale8)
    pixels = np.frombuffer(grey.constBits(), np.uint8).reshape(grey.height(), grey.bytesPerLine())
    found = zxingcpp.read_barcodes(np.ascontiguousarray(pixels[:, :grey.width()]),
                                   formats=zxingcpp.BarcodeFormat.QRCode)  # no text taken for a barcode
    assert len(found) == 1
    return found[0].text


def test_the_invite_shows_a_code_that_lets_one_phone_in(window, qtbot, pool) -> None:
    dialog, server = started(window, qtbot)
    link = decode(dialog.qr.pixmap().toImage())
    assert link == f"http://127.0.0.1:{server.port}/#join={dialog.code.text()}"
    assert dialog.url.text() == f"http://127.0.0.1:{server.port}/"
    phone = Phone(server)
    assert call(qtbot, pool, lambda: phone.join(link.split("=", 1)[1])).status == 200
    qtbot.waitUntil(lambda: dialog.code.text() != link.split("=", 1)[1])  # the next phone's code
    assert "Phone 1" in dialog.phones.item(0).text()
    assert call(qtbot, pool, lambda: phone.sit("Anna")).status == 200
    qtbot.waitUntil(lambda: "Anna" in dialog.phones.item(0).text())
    dialog.phones.setCurrentRow(0)
    dialog.disconnect_button.click()
    qtbot.waitUntil(lambda: dialog.phones.item(0).text() == "No phone has joined yet.")
    assert call(qtbot, pool, lambda: phone.request("GET", "/api/state")).status == 401
    dialog.stop_button.click()
    assert window.table_host.server is None and dialog.start_button.isVisible()
    assert window.findChild(QLabel, "phonesBar").isHidden()  # the window's line goes with the table


def test_a_confirmed_city_is_one_undo_step_of_the_window(window, qtbot, pool, scene) -> None:
    _dialog, server = started(window, qtbot)
    anna = Phone(server)
    call(qtbot, pool, lambda: (anna.join(), anna.sit("Anna")))
    draft = call(qtbot, pool, lambda: anna.upload(scene.jpeg)).data["draft"]
    wanted = {(c["x"], c["y"]): Tile.from_dict(c["tile"]) for c in draft["cells"] if c["tile"]}
    assert call(qtbot, pool, anna.confirm).status == 200
    city = window.session.game.player("Anna").city
    assert {(cell.x, cell.y): tile for cell, tile in city} == wanted
    assert window.session.undo_stack.undoText() == "Anna's city from their phone"
    # the desktop's undo reaches the phone
    window.session.undo_stack.undo()
    state = call(qtbot, pool, lambda: anna.request("GET", "/api/state")).data
    assert state["city"]["cells"] == [] and len(window.session.game.player("Anna").city) == 0


def test_a_phones_marker_is_one_undo_step_of_the_window(window, qtbot, pool) -> None:
    import copy

    from alhambra_gui.engine import game_from_dict

    from .module_games import EVERY_MODULE

    window.session.replace_game(game_from_dict(copy.deepcopy(EVERY_MODULE)))
    _dialog, server = started(window, qtbot)
    ben = Phone(server)
    call(qtbot, pool, lambda: (ben.join(), ben.sit("Ben")))
    offer = {"kind": "marker", "module": "handymen", "key": "handyman", "on": False}
    answer = call(qtbot, pool, lambda: ben.request("POST", ben.seat_path("city/edit"),
                                                   {"x": 1, "y": 0, "offer": offer}))
    assert answer.status == 200, answer.data
    assert window.session.game.player("Ben").city.marks((1, 0)).get("handyman") is True
    assert window.session.undo_stack.undoText() == "Put a handyman on Tower 12"
    shown = next(c for c in answer.data["city"]["cells"] if (c["x"], c["y"]) == (1, 0))
    assert shown.get("handyman") is True
    window.session.undo_stack.undo()  # one step: undone at once, and the phone sees it
    state = call(qtbot, pool, lambda: ben.request("GET", "/api/state")).data
    assert not next(c for c in state["city"]["cells"] if (c["x"], c["y"]) == (1, 0)).get("handyman")
    # what the rules refuse is said on the desktop too, in one sentence
    def options(x: int, y: int) -> list[dict]:
        path = ben.seat_path(f"city/options?x={x}&y={y}")
        return call(qtbot, pool, lambda: ben.request("GET", path)).data["options"]

    x, y, offer = next((x, y, o) for x, y in ((0, -1), (1, 1), (-1, 1)) for o in options(x, y)
                       if o["kind"] == "piece" and not o["fits"])
    answer = call(qtbot, pool, lambda: ben.request("POST", ben.seat_path("city/edit"),
                                                   {"x": x, "y": y, "offer": offer}))
    assert (answer.status, answer.data["error"]) == (409, "game_refused")
    said = window.statusBar().currentMessage()
    assert said.startswith("The game refused a change from Ben's phone: ") and said.endswith(".")



def test_a_phones_supply_piece_wall_piece_and_trader_disc_are_window_steps(window, qtbot, pool) -> None:
    import copy

    from alhambra_gui.engine import game_from_dict

    from .module_games import EVERY_MODULE

    window.session.replace_game(game_from_dict(copy.deepcopy(EVERY_MODULE)))
    _dialog, server = started(window, qtbot)
    ben = Phone(server)
    call(qtbot, pool, lambda: (ben.join(), ben.sit("Ben")))

    def make(x: int, y: int, pick) -> None:
        path = ben.seat_path(f"city/options?x={x}&y={y}")
        offers = call(qtbot, pool, lambda: ben.request("GET", path)).data["options"]
        offer = next(o for o in offers if pick(o))
        answer = call(qtbot, pool, lambda: ben.request("POST", ben.seat_path("city/edit"),
                                                       {"x": x, "y": y, "offer": {**offer, "walls": "N"}}))
        assert answer.status == 200, answer.data

    make(0, -1, lambda o: o["kind"] == "supply" and o["piece"].get("type") == "tower")
    hut = window.session.game.player("Ben").city.get((0, -1))
    assert hut is not None and (hut.kind, hut.type, hut.walls.letters) == ("hut", "tower", "N")
    assert window.session.undo_stack.undoText() == "Place Tower hut at (0, -1) in Ben's city"
    make(1, 0, lambda o: o["kind"] == "edge" and o["side"] == "E")
    assert window.session.game.player("Ben").city.marks((1, 0)).get("added_walls").letters == "E"
    assert window.session.undo_stack.undoText() == "Add a wall piece to Tower 12 (east)"
    make(2, 0, lambda o: o["kind"] == "edge" and o["key"] == "trader")
    assert window.session.game.player("Ben").city.state.get("trader") == (2, 0)
    assert window.session.undo_stack.undoText() == "Put the trader disc at (2, 0) beside Ben's city"
    for _step in range(3):  # three steps, each undone alone
        window.session.undo_stack.undo()
    assert window.session.game.player("Ben").city.get((0, -1)) is None
    assert window.session.game.player("Ben").city.marks((1, 0)).get("added_walls") is None


def test_the_window_shows_the_phones_and_a_refused_confirmation(window, qtbot, pool, scene) -> None:
    _dialog, server = started(window, qtbot)
    bar = window.findChild(QLabel, "phonesBar")
    assert bar is not None and not bar.isHidden() and bar.text() == "Phones: none has joined yet"
    anna = Phone(server)
    call(qtbot, pool, lambda: (anna.join(), anna.sit("Anna")))
    qtbot.waitUntil(lambda: bar.text() == "Phones: Anna (not connected)")  # it has no socket open
    draft = call(qtbot, pool, lambda: anna.upload(scene.jpeg)).data["draft"]
    tile = Tile.from_dict(next(c["tile"] for c in draft["cells"] if c["tile"]))
    window.session.place("Ben", tile, (1, 0), force=True)  # meanwhile, on the desktop
    refused = call(qtbot, pool, anna.confirm)
    assert refused.status == 409
    said = window.statusBar().currentMessage()
    assert said.startswith("Anna's phone confirmed a city the game cannot take: ")
    assert "in Ben's city at (1, 0)" in said and said.count(".") == 1 and said.endswith(".")
    assert len(window.session.game.player("Anna").city) == 0
    window.session.undo_stack.undo()  # Ben's tile goes back: the city can come in now
    assert call(qtbot, pool, anna.confirm).status == 200


def test_a_phones_city_replacing_a_desktop_edit_is_said(window, qtbot, pool, scene) -> None:
    _dialog, server = started(window, qtbot)
    anna = Phone(server)
    call(qtbot, pool, lambda: (anna.join(), anna.sit("Anna")))
    draft = call(qtbot, pool, lambda: anna.upload(scene.jpeg)).data["draft"]
    drafted = {Tile.from_dict(c["tile"]) for c in draft["cells"] if c["tile"]}
    other = next(t for t in window.session.game.free_tiles() if t not in drafted)
    window.session.place("Anna", other, (0, -1), force=True)  # meanwhile, on the desktop
    assert window.statusBar().currentMessage() == ""
    assert call(qtbot, pool, anna.confirm).status == 200
    assert window.statusBar().currentMessage() == (
        "Anna's phone confirmed their city after it was changed on this computer: the phone's city "
        "is in the game, and Edit ▸ Undo brings back the city as it was.")
    window.session.undo_stack.undo()
    assert window.session.game.player("Anna").city.get((0, -1)) == other


def test_two_phones_sharing_a_tile_are_both_asked_and_the_desktop_shows_it(window, qtbot, pool,
                                                                         scene) -> None:
    dialog, server = started(window, qtbot)
    anna, ben = Phone(server), Phone(server)
    call(qtbot, pool, lambda: (anna.join(), anna.sit("Anna")))
    call(qtbot, pool, lambda: (ben.join(), ben.sit("Ben")))
    call(qtbot, pool, lambda: ben.upload(scene.jpeg))  # Ben's photo shows Anna's city, read first
    call(qtbot, pool, lambda: anna.upload(scene.jpeg))
    assert call(qtbot, pool, anna.confirm).status == 200
    refused = call(qtbot, pool, ben.confirm)
    assert refused.status == 409 and refused.data["error"] == "refused"
    assert {r["where"]["holder"] for r in refused.data["refusals"]} == {"Anna"}
    assert len(window.session.game.player("Ben").city) == 0  # nothing of Ben's city went in
    qtbot.waitUntil(dialog.conflicts.isVisible)
    bar = window.findChild(QLabel, "phonesBar")
    assert re.search(r"· \d+ conflicts? to check$", bar.text()), bar.text()
    assert "Anna's city, and Ben's phone confirmed it too" in dialog.conflicts.text()
    for phone, mine in ((anna, False), (ben, True)):
        conflicts = call(qtbot, pool, lambda p=phone: p.request("GET", "/api/state")).data["conflicts"]
        assert conflicts and all(c["claimant"] == "Ben" and c["holder"] == "Anna" for c in conflicts), mine
    # Ben discards his reading: the conflict is over
    call(qtbot, pool, lambda: ben.request("POST", ben.seat_path("discard")))
    qtbot.waitUntil(lambda: not dialog.conflicts.isVisible())


def test_a_new_game_closes_the_table(window, qtbot) -> None:
    dialog, _server = started(window, qtbot)
    window.session.new_game(["Chen", "Dana"])
    qtbot.waitUntil(lambda: dialog.start_button.isVisible())
    assert window.table_host.server is None


def test_a_port_in_use_is_said_in_one_sentence(window, qtbot) -> None:
    window.action_map[ActionId.INVITE_PHONES].trigger()
    dialog = window.invite_dialog
    with socket.socket() as taken:
        taken.bind((LOOPBACK, 0))
        taken.listen()
        port = taken.getsockname()[1]
        dialog.address.setCurrentIndex(dialog.address.findData(LOOPBACK))
        dialog.port.setValue(port)
        assert not dialog.start()
    assert dialog.message.text() == f"Port {port} on 127.0.0.1 is in use: choose another port."
    assert window.table_host.server is None and dialog.start_button.isVisible()


def test_the_qr_code_stays_whole_while_conflicts_are_listed(window, qtbot, monkeypatch) -> None:
    """Seen in a real window on a 1280×720 screen (three phones, polish17): as the conflicts of
    three tiles were listed the dialog grew to the screen's foot and the QR code was cut at its
    top and foot, unreadable for the next phone, the Close button at the screen's edge. The QR
    code keeps its size; the conflicts scroll in a few lines of their own; the dialog fits."""
    from dataclasses import replace

    from alhambra_gui.table.checks import Conflict

    dialog, _server = started(window, qtbot)
    screen = dialog.screen().availableGeometry()
    qtbot.waitUntil(lambda: stacked_apart(dialog))  # the QR code over the address below it before
    assert screen.contains(dialog.frameGeometry()), (dialog.frameGeometry(), screen)
    real = window.table_host.status
    tiles = window.session.game.free_tiles()[:12]
    conflicts = tuple(Conflict(t, "Ben", "Anna") for t in tiles)
    monkeypatch.setattr(window.table_host, "status",
                        lambda: (now := real()) and replace(now, conflicts=conflicts))
    dialog.refresh()
    qtbot.waitUntil(lambda: dialog.conflicts.isVisible() and stacked_apart(dialog))
    assert screen.contains(dialog.frameGeometry()), (dialog.frameGeometry(), screen)  # Close in reach
    qr = dialog.qr.grab().toImage()
    assert dialog.qr.height() >= dialog.qr.pixmap().height()
    assert decode(qr).endswith(dialog.code.text())
    assert dialog.conflicts.text().count("\n") == len(conflicts) - 1  # every one, scrolled to


def test_the_phones_list_is_as_tall_as_six_phones_not_half_the_screen(window, qtbot, monkeypatch) -> None:
    """Seen in a real window at 1280×720 in Chinese: with no phone yet the list took Qt's
    default height (some 240 px for one row) and the dialog reached the screen's foot. The
    list is as tall as its rows, a table's six phones shown without scrolling."""
    from dataclasses import replace

    from alhambra_gui.table.table import PhoneStatus

    dialog, _server = started(window, qtbot)
    row = dialog.phones.sizeHintForRow(0)
    assert dialog.phones.height() <= 6 * row + 2 * dialog.phones.frameWidth()
    real = window.table_host.status
    six = tuple(PhoneStatus(i, name, "127.0.0.1", True) for i, name in enumerate("ABCDEF", 1))
    monkeypatch.setattr(window.table_host, "status", lambda: (now := real()) and replace(now, phones=six))
    dialog.refresh()
    qtbot.waitUntil(lambda: dialog.phones.count() == 6 and stacked_apart(dialog))
    assert dialog.phones.verticalScrollBar().maximum() == 0  # every phone in sight
    bottom = dialog.phones.visualItemRect(dialog.phones.item(5)).bottom()
    assert bottom < dialog.phones.viewport().height()


def test_the_code_to_scan_stands_beside_the_phones(window, qtbot, monkeypatch) -> None:
    """Seen at 1280×720 in German and Chinese: in one column (the QR code, the address and the
    code above the phones, the conflicts and the buttons) the dialog reached the screen's foot.
    The code to scan stands beside the phones and their buttons; with six phones and conflicts
    listed the dialog takes two thirds of a 720-pixel screen at most."""
    from dataclasses import replace

    from alhambra_gui.table.checks import Conflict
    from alhambra_gui.table.table import PhoneStatus

    dialog, _server = started(window, qtbot)
    real = window.table_host.status
    six = tuple(PhoneStatus(i, name, "127.0.0.1", True) for i, name in enumerate("ABCDEF", 1))
    conflicts = tuple(Conflict(t, "Ben", "Anna") for t in window.session.game.free_tiles()[:12])
    monkeypatch.setattr(window.table_host, "status",
                        lambda: (now := real()) and replace(now, phones=six, conflicts=conflicts))
    dialog.refresh()
    qtbot.waitUntil(lambda: dialog.conflicts.isVisible() and stacked_apart(dialog))
    for beside in (dialog.phones, dialog.conflicts_area, dialog.stop_button):
        assert beside.geometry().left() > dialog.qr.geometry().right()
    assert dialog.code.geometry().top() > dialog.qr.geometry().bottom()
    assert dialog.height() <= 480, dialog.size()


def stacked_apart(dialog) -> bool:
    """The dialog's parts shown apart, none over another (in its column or beside it)."""
    from itertools import combinations

    from PySide6.QtWidgets import QWidget

    shown = [w for w in dialog.findChildren(QWidget) if w.parent() is dialog and w.isVisible()]
    return all(not a.geometry().intersects(b.geometry()) for a, b in combinations(shown, 2))


def test_the_dialog_offers_the_network_and_port_the_last_table_started_on(window, qtbot, monkeypatch):
    """A table started on another port than 8765 (the router's rules, another program on it)
    was offered 8765 again the next evening; the network and port of the last table that
    started are offered again (remembered in the settings)."""
    from alhambra_gui.widgets.dialogs import invite_dialog

    dialog, _server = started(window, qtbot)
    port = dialog.port.value()
    window.table_host.stop()
    monkeypatch.setattr(invite_dialog, "lan_addresses", lambda: ["192.0.2.7"])  # the LAN first
    again = invite_dialog.InviteDialog(window.table_host, window)
    qtbot.addWidget(again)
    assert again.port.value() == port != invite_dialog.DEFAULT_PORT
    assert again.address.currentData() == LOOPBACK and again.address.currentIndex() == 1


def test_the_dialog_offers_the_default_port_and_the_lan_first_before_any_table(window, qtbot, monkeypatch):
    from alhambra_gui.app.table_host import TableHost
    from alhambra_gui.widgets.dialogs import invite_dialog

    monkeypatch.setattr(invite_dialog, "lan_addresses", lambda: ["192.0.2.7"])
    dialog = invite_dialog.InviteDialog(TableHost(window.session), window)
    qtbot.addWidget(dialog)
    assert dialog.port.value() == invite_dialog.DEFAULT_PORT == 8765
    assert dialog.address.currentData() == "192.0.2.7"


def test_after_disconnect_phone_the_keyboard_stays_with_the_phones(window, qtbot, pool) -> None:
    """Disconnect Phone, pressed from the keyboard, left the focus on New Code (Qt moves it on
    from a button going disabled): a second Space asked for a new code. It stays in the list of
    phones, on the next phone, in the row the phone left."""
    dialog, server = started(window, qtbot)
    for seat in ("Anna", "Ben"):
        phone = Phone(server)
        assert call(qtbot, pool, phone.join).status == 200
        assert call(qtbot, pool, lambda seat=seat, phone=phone: phone.sit(seat)).status == 200
    qtbot.waitUntil(lambda: dialog.phones.count() == 2 and "Ben" in dialog.phones.item(1).text())
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    dialog.phones.setFocus()
    qtbot.keyClick(dialog.phones, Qt.Key.Key_Home)
    qtbot.keyClick(dialog.phones, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is dialog.disconnect_button
    qtbot.keyClick(dialog.disconnect_button, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: dialog.phones.count() == 1)
    assert QApplication.focusWidget() is dialog.phones
    assert "Ben" in dialog.phones.currentItem().text() and dialog.disconnect_button.isEnabled()
    qtbot.keyClick(dialog.phones, Qt.Key.Key_Tab)
    qtbot.keyClick(dialog.disconnect_button, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: dialog.phones.item(0).text() == "No phone has joined yet.")
    assert QApplication.focusWidget() is dialog.phones


def test_enter_starts_the_table_then_closes_the_dialog_with_the_table_running(window, qtbot) -> None:
    """The dialog had no default button: Enter pressed whichever button had last had the focus
    (New Code made the code a phone was typing useless). Enter starts the table; once it runs,
    Enter closes the dialog and the table runs on."""
    window.action_map[ActionId.INVITE_PHONES].trigger()
    dialog = window.invite_dialog
    dialog.address.setCurrentIndex(dialog.address.findData(LOOPBACK))
    dialog.port.setValue(free_port())
    qtbot.keyClick(dialog.port, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: dialog.code.isVisible())
    code = dialog.code.text()
    qtbot.keyClick(dialog.focusWidget() or dialog, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not dialog.isVisible())
    assert window.table_host.server is not None and window.table_host.status().code == code
    window.table_host.stop()
