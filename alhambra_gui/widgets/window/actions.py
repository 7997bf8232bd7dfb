"""Every menu of the main window declared once, in order: each action (its ``ActionId``, text,
shortcut, tip, the window's method it calls and when it can be used) and the parts a menu gets
from elsewhere (undo and redo from the undo stack, the recent files, the players, the
languages, the docks, the scoreboard's scoring actions). ``build_actions`` makes the actions,
``build_menus`` the menus from this table, ``word_actions`` and ``word_menus`` word them
again after a switch of language, ``enable_actions`` enables each as its ``enabled_when``
says; a new action is one ``ActionId``, one entry here and the method it names."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu, QMenuBar

from ...app.labels import QT_TR_NOOP
from ..shared.action_ids import ActionId

if TYPE_CHECKING:
    from ..history.history_menu import HistoryMenu, Table

StandardKey = QKeySequence.StandardKey


class ActionTarget(Protocol):
    """The window's methods the actions call (the main window is one)."""

    history_menu: HistoryMenu

    def new_game(self, *_checked: object, table: Table | None = None) -> None: ...
    def open_dialog(self) -> None: ...
    def import_photo(self) -> None: ...
    def import_photos(self) -> None: ...
    def save(self) -> None: ...
    def save_as_dialog(self) -> None: ...
    def close(self) -> bool: ...
    def zoom_in(self) -> None: ...
    def zoom_out(self) -> None: ...
    def fit_view(self) -> None: ...
    def show_overview(self) -> None: ...
    def next_player(self) -> None: ...
    def previous_player(self) -> None: ...
    def edit_players(self) -> None: ...
    def choose_modules(self) -> None: ...
    def invite_phones(self) -> object: ...
    def show_setup_checklist(self) -> object: ...
    def show_keys(self) -> object: ...
    def about(self) -> None: ...


#: The window's method an action calls, found on the window it is built for (mypy checks it).
Slot = Callable[[ActionTarget], Callable[[], object]]


@dataclass(frozen=True)
class WindowState:
    """What decides whether an action can be used now, as the window sees it."""

    # The modules in play can be changed (not while a step that depends on them stands).
    modules_changeable: bool = True


def always(_state: WindowState) -> bool:
    return True


@dataclass(frozen=True)
class ActionSpec:
    id: ActionId
    text: str
    menu: str
    slot: Slot
    shortcut: StandardKey | str | None = None
    tip: str = ""
    # When it can be used (``enable_actions``); always unless said.
    enabled_when: Callable[[WindowState], bool] = always


class Part(StrEnum):
    """A place in a menu the window fills itself."""

    RECENT = "recent"
    UNDO_REDO = "undo_redo"
    PLAYERS = "players"
    LANGUAGE = "language"
    THEME = "theme"
    DOCKS = "docks"
    COUNTS_ONLY = "counts_only"
    SCORING = "scoring"


@dataclass(frozen=True)
class MenuPart:
    """A place in a menu the window fills itself (``build_menus``' ``parts``)."""

    id: Part
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
    ActionSpec(ActionId.NEW, QT_TR_NOOP("&New Game…"), "file", lambda w: w.new_game, StandardKey.New,
               QT_TR_NOOP("Start an empty game with 1–6 players")),
    ActionSpec(ActionId.OPEN, QT_TR_NOOP("&Open…"), "file", lambda w: w.open_dialog, StandardKey.Open),
    MenuPart(Part.RECENT, "file"),
    ActionSpec(ActionId.IMPORT_PHOTO, QT_TR_NOOP("&Import City from Photo…"), "file",
               lambda w: w.import_photo, None,
               QT_TR_NOOP("Read the current player's city from a photo taken from above")),
    ActionSpec(ActionId.IMPORT_PHOTOS, QT_TR_NOOP("Import &Cities from Photos…"), "file",
               lambda w: w.import_photos, None,
               QT_TR_NOOP("Read every player's city from their own photo, the table checked as a whole")),
    ActionSpec(ActionId.SAVE, QT_TR_NOOP("&Save"), "file", lambda w: w.save, StandardKey.Save),
    ActionSpec(ActionId.SAVE_AS, QT_TR_NOOP("Save &As…"), "file",
               lambda w: w.save_as_dialog, StandardKey.SaveAs),
    Separator("file"),
    ActionSpec(ActionId.ADD_TO_HISTORY, QT_TR_NOOP("Add to &History…"), "file",
               lambda w: w.history_menu.add_to_history, None,
               QT_TR_NOOP("Keep this finished game in the history (a game enters it by itself when its "
                          "final scoring is recorded)")),
    ActionSpec(ActionId.IMPORT_HISTORY, QT_TR_NOOP("Import Games into Histor&y…"), "file",
               lambda w: w.history_menu.import_dialog, None,
               QT_TR_NOOP("Add saved games to the history, many at once")),
    Separator("file"),
    ActionSpec(ActionId.QUIT, QT_TR_NOOP("&Quit"), "file", lambda w: w.close, StandardKey.Quit),
    MenuPart(Part.UNDO_REDO, "edit"),
    ActionSpec(ActionId.ZOOM_IN, QT_TR_NOOP("Zoom &In"), "view", lambda w: w.zoom_in, StandardKey.ZoomIn),
    ActionSpec(ActionId.ZOOM_OUT, QT_TR_NOOP("Zoom &Out"), "view", lambda w: w.zoom_out, StandardKey.ZoomOut),
    ActionSpec(ActionId.FIT, QT_TR_NOOP("&Fit City to Window"), "view", lambda w: w.fit_view, "Ctrl+0"),
    ActionSpec(ActionId.OVERVIEW, QT_TR_NOOP("All &Cities"), "view",
               lambda w: w.show_overview, "Ctrl+Shift+A"),
    ActionSpec(ActionId.NEXT_PLAYER, QT_TR_NOOP("&Next Player"), "view",
               lambda w: w.next_player, "Ctrl+PgDown",
               QT_TR_NOOP("Show the next player's city (Ctrl+1 to Ctrl+6 choose a player)")),
    ActionSpec(ActionId.PREVIOUS_PLAYER, QT_TR_NOOP("&Previous Player"), "view", lambda w: w.previous_player,
               "Ctrl+PgUp", QT_TR_NOOP("Show the previous player's city")),
    MenuPart(Part.PLAYERS, "view"),
    MenuPart(Part.LANGUAGE, "view"),
    MenuPart(Part.THEME, "view"),
    MenuPart(Part.DOCKS, "view"),
    ActionSpec(ActionId.PLAYERS, QT_TR_NOOP("&Players…"), "game", lambda w: w.edit_players,
               tip=QT_TR_NOOP("Rename, recolour, add or take out this game's players")),
    ActionSpec(ActionId.MODULES, QT_TR_NOOP("&Modules…"), "game", lambda w: w.choose_modules,
               tip=QT_TR_NOOP("Choose the expansion modules of this game"),
               enabled_when=lambda state: state.modules_changeable),
    ActionSpec(ActionId.SETUP_CHECKLIST, QT_TR_NOOP("&Setup Checklist…"), "game",
               lambda w: w.show_setup_checklist,
               tip=QT_TR_NOOP("What to put out on the table for the modules in play")),
    ActionSpec(ActionId.HISTORY, QT_TR_NOOP("&History"), "game",
               lambda w: w.history_menu.show_window, "Ctrl+H",
               QT_TR_NOOP("Every finished game, the players and their statistics")),
    ActionSpec(ActionId.REMATCH, QT_TR_NOOP("&Rematch…"), "game", lambda w: w.history_menu.rematch, None,
               QT_TR_NOOP("Start a new game with the same table: players, colours and modules")),
    ActionSpec(ActionId.INVITE_PHONES, QT_TR_NOOP("&Invite Phones…"), "game", lambda w: w.invite_phones, None,
               QT_TR_NOOP("Every player joins from their phone: photographs and confirms their own city, "
                          "sees the scores")),
    Separator("game"),
    MenuPart(Part.COUNTS_ONLY, "game"),
    MenuPart(Part.SCORING, "scoring"),
    ActionSpec(ActionId.KEYS, QT_TR_NOOP("&Keys and Codes"), "help",
               lambda w: w.show_keys, StandardKey.HelpContents,
               QT_TR_NOOP("The tile codes, the keys and what the mouse does")),
    ActionSpec(ActionId.ABOUT, QT_TR_NOOP("&About"), "help", lambda w: w.about),
)

ACTIONS: tuple[ActionSpec, ...] = tuple(e for e in ENTRIES if isinstance(e, ActionSpec))


def translate(text: str) -> str:
    return QCoreApplication.translate("", text)  # QT_TR_NOOP strings sit in the empty context


#: The keys of a standard key where the platform binds none: Windows' scheme, and Qt's offscreen
#: platform with it, has no key to quit.
UNBOUND_STANDARD_KEYS = {StandardKey.Quit: "Ctrl+Q"}


def shortcut(key: StandardKey | str) -> QKeySequence:
    """``key`` as this platform binds it (a standard key), else as written."""
    keys = QKeySequence(key)
    if keys.isEmpty() and isinstance(key, StandardKey) and key in UNBOUND_STANDARD_KEYS:
        return QKeySequence(UNBOUND_STANDARD_KEYS[key])
    return keys


def build_actions(window: QObject, target: ActionTarget) -> dict[ActionId, QAction]:
    """One QAction per spec (a child of ``window``), connected to the method its ``slot``
    names on ``target`` (the window itself)."""
    actions: dict[ActionId, QAction] = {}
    for spec in ACTIONS:
        action = QAction(window)
        action.setObjectName(f"action_{spec.id}")
        if spec.shortcut is not None:
            action.setShortcut(shortcut(spec.shortcut))
        action.triggered.connect(spec.slot(target))
        actions[spec.id] = action
    word_actions(actions)
    return actions


def enable_actions(actions: Mapping[ActionId, QAction], state: WindowState) -> None:
    """Each action enabled as its ``enabled_when`` says of the window's state now."""
    for spec in ACTIONS:
        actions[spec.id].setEnabled(spec.enabled_when(state))


def word_actions(actions: Mapping[ActionId, QAction]) -> None:
    """Each action's text and tip in the language in force (when built, and after a switch)."""
    for spec in ACTIONS:
        actions[spec.id].setText(translate(spec.text))
        actions[spec.id].setStatusTip(translate(spec.tip) if spec.tip else "")


def word_menus(menus: Mapping[str, QMenu]) -> None:
    """Each menu's title in the language in force."""
    for key, title in MENUS:
        menus[key].setTitle(translate(title))


def build_menus(bar: QMenuBar, actions: Mapping[ActionId, QAction],
                parts: Mapping[Part, Callable[[QMenu], None]]) -> dict[str, QMenu]:
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
