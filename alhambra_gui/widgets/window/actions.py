"""Every menu of the main window declared once, in order: each action (its text, shortcut,
tip and the window's method it calls) and the parts a menu gets from elsewhere (undo and
redo from the undo stack, the recent files, the players, the languages, the docks, the
scoreboard's scoring actions). ``build_actions`` makes the actions, ``build_menus`` the
menus from this table, ``word_actions`` and ``word_menus`` word them again after a switch of
language; a new action is one entry here and the method it names."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu, QMenuBar

from ...app.labels import QT_TR_NOOP

if TYPE_CHECKING:
    from .main_window import MainWindow

StandardKey = QKeySequence.StandardKey
#: The window's method an action calls, found on the window it is built for (mypy checks it).
Slot = Callable[["MainWindow"], Callable[[], object]]


@dataclass(frozen=True)
class ActionSpec:
    id: str
    text: str
    menu: str
    slot: Slot
    shortcut: StandardKey | str | None = None
    tip: str = ""


@dataclass(frozen=True)
class MenuPart:
    """A place in a menu the window fills itself (``build_menus``' ``parts``)."""

    id: str
    menu: str


@dataclass(frozen=True)
class Separator:
    menu: str


Entry = ActionSpec | MenuPart | Separator

MENUS: tuple[tuple[str, str], ...] = (
    ("file", QT_TR_NOOP("&File")),
    ("edit", QT_TR_NOOP("&Edit")),
    ("view", QT_TR_NOOP("&View")),
    ("game", QT_TR_NOOP("&Game")),
    ("scoring", QT_TR_NOOP("&Scoring")),
    ("help", QT_TR_NOOP("&Help")),
)

ENTRIES: tuple[Entry, ...] = (
    ActionSpec("new", QT_TR_NOOP("&New Game…"), "file", lambda w: w.new_game, StandardKey.New,
               QT_TR_NOOP("Start an empty game with 1–6 players")),
    ActionSpec("open", QT_TR_NOOP("&Open…"), "file", lambda w: w.open_dialog, StandardKey.Open),
    MenuPart("recent", "file"),
    ActionSpec("import_photo", QT_TR_NOOP("&Import City from Photo…"), "file", lambda w: w.import_photo, None,
               QT_TR_NOOP("Read the current player's city from a photo taken from above")),
    ActionSpec("save", QT_TR_NOOP("&Save"), "file", lambda w: w.save, StandardKey.Save),
    ActionSpec("save_as", QT_TR_NOOP("Save &As…"), "file", lambda w: w.save_as_dialog, StandardKey.SaveAs),
    Separator("file"),
    ActionSpec("add_to_history", QT_TR_NOOP("Add to &History…"), "file",
               lambda w: w.history_menu.add_to_history, None,
               QT_TR_NOOP("Keep this finished game in the history (a game enters it by itself when its "
                          "final scoring is recorded)")),
    ActionSpec("import_history", QT_TR_NOOP("Import Games into Hi&story…"), "file",
               lambda w: w.history_menu.import_dialog, None,
               QT_TR_NOOP("Add saved games to the history, many at once")),
    Separator("file"),
    ActionSpec("quit", QT_TR_NOOP("&Quit"), "file", lambda w: w.close, StandardKey.Quit),
    MenuPart("undo_redo", "edit"),
    ActionSpec("zoom_in", QT_TR_NOOP("Zoom &In"), "view", lambda w: w.zoom_in, StandardKey.ZoomIn),
    ActionSpec("zoom_out", QT_TR_NOOP("Zoom &Out"), "view", lambda w: w.zoom_out, StandardKey.ZoomOut),
    ActionSpec("fit", QT_TR_NOOP("&Fit City to Window"), "view", lambda w: w.fit_view, "Ctrl+0"),
    ActionSpec("overview", QT_TR_NOOP("All &Cities"), "view", lambda w: w.show_overview, "Ctrl+Shift+A"),
    ActionSpec("next_player", QT_TR_NOOP("&Next Player"), "view", lambda w: w.next_player, "Ctrl+PgDown",
               QT_TR_NOOP("Show the next player's city (Ctrl+1 to Ctrl+6 choose a player)")),
    ActionSpec("previous_player", QT_TR_NOOP("&Previous Player"), "view", lambda w: w.previous_player,
               "Ctrl+PgUp", QT_TR_NOOP("Show the previous player's city")),
    MenuPart("players", "view"),
    MenuPart("language", "view"),
    MenuPart("docks", "view"),
    ActionSpec("modules", QT_TR_NOOP("&Modules…"), "game", lambda w: w.choose_modules,
               tip=QT_TR_NOOP("Choose the expansion modules of this game")),
    ActionSpec("setup_checklist", QT_TR_NOOP("&Setup Checklist…"), "game", lambda w: w.show_setup_checklist,
               tip=QT_TR_NOOP("What to put out on the table for the modules in play")),
    ActionSpec("history", QT_TR_NOOP("&History"), "game", lambda w: w.history_menu.show_window, "Ctrl+H",
               QT_TR_NOOP("Every finished game, the players and their statistics")),
    ActionSpec("rematch", QT_TR_NOOP("&Rematch…"), "game", lambda w: w.history_menu.rematch, None,
               QT_TR_NOOP("Start a new game with the same table: players, colours and modules")),
    ActionSpec("invite_phones", QT_TR_NOOP("&Invite Phones…"), "game", lambda w: w.invite_phones, None,
               QT_TR_NOOP("Every player joins from their phone: photographs and confirms their own city, "
                          "sees the scores")),
    Separator("game"),
    MenuPart("counts_only", "game"),
    MenuPart("scoring", "scoring"),
    ActionSpec("keys", QT_TR_NOOP("&Keys and Codes"), "help", lambda w: w.show_keys, StandardKey.HelpContents,
               QT_TR_NOOP("The tile codes, the keys and what the mouse does")),
    ActionSpec("about", QT_TR_NOOP("&About"), "help", lambda w: w.about),
)

ACTIONS: tuple[ActionSpec, ...] = tuple(e for e in ENTRIES if isinstance(e, ActionSpec))


def translate(text: str) -> str:
    return QCoreApplication.translate("", text)  # QT_TR_NOOP strings sit in the empty context


def build_actions(window: MainWindow) -> dict[str, QAction]:
    """One QAction per spec, connected to the window's method its ``slot`` names."""
    actions = {}
    for spec in ACTIONS:
        action = QAction(window)
        action.setObjectName(f"action_{spec.id}")
        if spec.shortcut is not None:
            action.setShortcut(QKeySequence(spec.shortcut))
        action.triggered.connect(spec.slot(window))
        actions[spec.id] = action
    word_actions(actions)
    return actions


def word_actions(actions: Mapping[str, QAction]) -> None:
    """Each action's text and tip in the language in force (when built, and after a switch)."""
    for spec in ACTIONS:
        actions[spec.id].setText(translate(spec.text))
        actions[spec.id].setStatusTip(translate(spec.tip) if spec.tip else "")


def word_menus(menus: Mapping[str, QMenu]) -> None:
    """Each menu's title in the language in force."""
    for key, title in MENUS:
        menus[key].setTitle(translate(title))


def build_menus(bar: QMenuBar, actions: Mapping[str, QAction],
                parts: Mapping[str, Callable[[QMenu], None]]) -> dict[str, QMenu]:
    """The menus in ``MENUS`` order, each filled with its entries in ``ENTRIES`` order: the
    actions, the separators, and each part filled by ``parts[id]`` (a part without a filler
    yet stays empty: the docks' entries come once the docks are built)."""
    menus = {key: bar.addMenu("") for key, _title in MENUS}
    for key, menu in menus.items():
        menu.setObjectName(f"menu_{key}")
    word_menus(menus)
    for entry in ENTRIES:
        menu = menus[entry.menu]
        if isinstance(entry, ActionSpec):
            menu.addAction(actions[entry.id])
        elif isinstance(entry, Separator):
            menu.addSeparator()
        elif entry.id in parts:
            parts[entry.id](menu)
    return menus
