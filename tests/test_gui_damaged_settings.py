"""A settings file edited by hand, written by another version or damaged: every value is read
through its declared type, a wrong one is set aside with a log line, and the window opens
usable and says what it set aside — once: the next start is clean.

The values are written as text into the real ini file the tests' QSettings reads (conftest's
``isolated_qt_settings``), as they would sit in a user's file."""

from __future__ import annotations

import logging
from pathlib import Path

import pytest
from PySide6.QtCore import QByteArray, QSettings
from PySide6.QtWidgets import QApplication

from alhambra_gui.app import language, settings
from alhambra_gui.app.autosave import Autosave
from alhambra_gui.app.session import GameSession
from alhambra_gui.widgets.window.main_window import MainWindow

pytestmark = pytest.mark.gui

#: (ini section, key, the value as written in the file, what the window names).
DAMAGED = [
    ("window", "geometry", "some text", "the window's size and place"),
    ("window", "geometry", "a, b, c", "the window's size and place"),
    ("window", "geometry", "12", "the window's size and place"),
    ("window", "geometry", "@Rect(0 0 640 480)", "the window's size and place"),
    ("window", "state", "garbage", "the panels' layout"),
    ("files", "recent", "@Rect(0 0 1 1)", "the recent files"),
    ("files", "recent", "@Point(3 4)", "the recent files"),
    ("files", "recent", "@ByteArray(/home/anna/game.json)", "the recent files"),
    ("files", "lastDirectory", "@Size(3 4)", "the last folder used"),
    ("hints", "keysAndCodes", "@Point(1 2)", "the hint to the keys"),
    ("view", "language", "@ByteArray(de)", "the language"),
    ("view", "language", "tlh", "the language"),
]


def write_settings(text: str) -> None:
    """``text`` as the whole of the settings file, as an editor would leave it."""
    path = Path(QSettings().fileName())
    QSettings().clear()
    QSettings().sync()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")


def start(qtbot, tmp_path) -> MainWindow:
    """A start as the app's: the language from the settings, the window, the game, then
    shown and laid out (geometry, the docks' layout) after its first paint."""
    from alhambra_gui.widgets.window.launch import install_translations

    install_translations(QApplication.instance())
    window = MainWindow(GameSession(), Autosave(tmp_path / "appdata"), docks_later=True)
    qtbot.addWidget(window)
    window.complaints = []
    window.files.complain = window.complaints.append
    window.files.start(None)
    window.place_on_screen()
    window.show()
    qtbot.waitUntil(lambda: window.property("painted") is True, timeout=5000)
    qtbot.waitUntil(lambda: hasattr(window, "scoreboard"), timeout=5000)  # the docks laid out
    window.files.fill_recent_menu(window.recent_menu)
    return window


@pytest.fixture(autouse=True)
def english_afterwards(qapp):
    yield
    language.Translators.of(qapp).apply(settings.SOURCE_LANGUAGE)


@pytest.mark.parametrize(("section", "key", "written", "title"), DAMAGED)
def test_a_damaged_setting_is_set_aside_and_the_window_says_so_once(qtbot, tmp_path, caplog, section,
                                                                      key, written, title):
    write_settings(f"[{section}]\n{key}={written}\n")
    with caplog.at_level(logging.WARNING, logger=settings.__name__):
        window = start(qtbot, tmp_path)
    assert window.complaints == [
        f"Settings that could not be read were set aside and their defaults used: {title}."]
    assert [r.getMessage().split(":")[0] for r in caplog.records] == [f"setting {section}/{key}"]
    assert window.isVisible() and window.tabs.count() > 1  # a usable window, the sample game
    assert not QSettings().contains(f"{section}/{key}")
    window.close()
    again = start(qtbot, tmp_path)
    assert again.complaints == []


def test_every_damaged_setting_at_once_is_named_in_one_sentence(qtbot, tmp_path):
    write_settings("[window]\ngeometry=@Rect(0 0 640 480)\nstate=garbage\n"
                   "[files]\nrecent=@Point(3 4)\n[view]\nlanguage=@ByteArray(de)\n")
    window = start(qtbot, tmp_path)
    assert window.complaints == [
        "Settings that could not be read were set aside and their defaults used: the language, the "
        "recent files, the window's size and place, and the panels' layout."]  # in the order read


@pytest.mark.parametrize(("option", "good"), [
    (settings.window_geometry, QByteArray(b"\x01\xd9\xd0\xcb")),
    (settings.window_state, QByteArray(b"\x00\x00\x00\xff")),
    (settings.recent_files, ["/home/anna/game.json", "/home/ben/other.json"]),
    (settings.last_directory, "/home/anna"),
    (settings.keys_hint_shown, True),
    (settings.language, "zh_TW"),
])
def test_a_value_of_the_declared_type_is_read_back_as_it_was_written(option, good):
    option.set(good)
    QSettings().sync()
    assert option.get() == good
    assert settings.set_aside() == []


def test_a_list_of_one_recent_file_reads_as_a_list():
    """An ini file keeps a list of one as that one text."""
    write_settings("[files]\nrecent=/home/anna/game.json\n")
    assert settings.recent_files.get() == ["/home/anna/game.json"]


def test_a_value_stored_again_leaves_the_settings_file_as_it_was(qapp):
    """Each write rewrites the settings file whole: a value it holds already is not written
    (opening a recent game again), while a new one is, and reads back."""
    settings.last_directory.set("/home/anna/games")
    path = Path(QSettings().fileName())
    path.write_text(path.read_text(encoding="utf-8") + "; kept as written\n", encoding="utf-8")
    settings.last_directory.set("/home/anna/games")
    assert path.read_text(encoding="utf-8").endswith("; kept as written\n")
    settings.last_directory.set("/home/anna/other")
    assert settings.last_directory.get() == "/home/anna/other"
    assert "kept as written" not in path.read_text(encoding="utf-8")
