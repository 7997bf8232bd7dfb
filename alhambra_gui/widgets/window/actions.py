"""Every menu action declared once: text, shortcut, menu and the window slot it calls."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction, QKeySequence

from ...app.labels import QT_TR_NOOP

StandardKey = QKeySequence.StandardKey


@dataclass(frozen=True)
class ActionSpec:
    id: str
    text: str
    menu: str
    slot: str  # the window's method, or a dotted path to the method of one of its parts
    shortcut: StandardKey | str | None = None
    tip: str = ""


ACTIONS: tuple[ActionSpec, ...] = (
    ActionSpec("new", QT_TR_NOOP("&New Game…"), "file", "new_game", StandardKey.New,
               QT_TR_NOOP("Start an empty game with 1–6 players")),
    ActionSpec("open", QT_TR_NOOP("&Open…"), "file", "open_dialog", StandardKey.Open),
    ActionSpec("import_photo", QT_TR_NOOP("&Import City from Photo…"), "file", "import_photo", None,
               QT_TR_NOOP("Read the current player's city from a photo taken from above")),
    ActionSpec("save", QT_TR_NOOP("&Save"), "file", "save", StandardKey.Save),
    ActionSpec("save_as", QT_TR_NOOP("Save &As…"), "file", "save_as_dialog", StandardKey.SaveAs),
    ActionSpec("quit", QT_TR_NOOP("&Quit"), "file", "close", StandardKey.Quit),
    ActionSpec("add_to_history", QT_TR_NOOP("Add to &History…"), "file", "history_menu.add_to_history", None,
               QT_TR_NOOP("Keep this finished game in the history (a game enters it by itself when its "
                          "final scoring is recorded)")),
    ActionSpec("import_history", QT_TR_NOOP("Import Games into Hi&story…"), "file",
               "history_menu.import_dialog", None,
               QT_TR_NOOP("Add saved games to the history, many at once")),
    ActionSpec("history", QT_TR_NOOP("&History"), "game", "history_menu.show_window", "Ctrl+H",
               QT_TR_NOOP("Every finished game, the players and their statistics")),
    ActionSpec("rematch", QT_TR_NOOP("&Rematch…"), "game", "history_menu.rematch", None,
               QT_TR_NOOP("Start a new game with the same table: players, colours and modules")),
    ActionSpec("zoom_in", QT_TR_NOOP("Zoom &In"), "view", "zoom_in", StandardKey.ZoomIn),
    ActionSpec("zoom_out", QT_TR_NOOP("Zoom &Out"), "view", "zoom_out", StandardKey.ZoomOut),
    ActionSpec("fit", QT_TR_NOOP("&Fit City to Window"), "view", "fit_view", "Ctrl+0"),
    ActionSpec("overview", QT_TR_NOOP("All &Cities"), "view", "show_overview", "Ctrl+Shift+A"),
    ActionSpec("next_player", QT_TR_NOOP("&Next Player"), "view", "next_player", "Ctrl+PgDown",
               QT_TR_NOOP("Show the next player's city (Ctrl+1 to Ctrl+6 choose a player)")),
    ActionSpec("previous_player", QT_TR_NOOP("&Previous Player"), "view", "previous_player",
               "Ctrl+PgUp", QT_TR_NOOP("Show the previous player's city")),
    ActionSpec("modules", QT_TR_NOOP("&Modules…"), "game", "choose_modules",
               tip=QT_TR_NOOP("Choose the expansion modules of this game")),
    ActionSpec("setup_checklist", QT_TR_NOOP("&Setup Checklist…"), "game", "show_setup_checklist",
               tip=QT_TR_NOOP("What to put out on the table for the modules in play")),
    ActionSpec("keys", QT_TR_NOOP("&Keys and Codes"), "help", "show_keys", StandardKey.HelpContents,
               QT_TR_NOOP("The tile codes, the keys and what the mouse does")),
    ActionSpec("about", QT_TR_NOOP("&About"), "help", "about"),
)

MENUS: tuple[tuple[str, str], ...] = (
    ("file", QT_TR_NOOP("&File")),
    ("edit", QT_TR_NOOP("&Edit")),
    ("view", QT_TR_NOOP("&View")),
    ("game", QT_TR_NOOP("&Game")),
    ("scoring", QT_TR_NOOP("&Scoring")),
    ("help", QT_TR_NOOP("&Help")),
)


def translate(text: str) -> str:
    return QCoreApplication.translate("", text)  # QT_TR_NOOP strings sit in the empty context


def build_actions(window: QObject) -> dict[str, QAction]:
    """One QAction per spec, connected to the window's slot of that name."""
    actions = {}
    for spec in ACTIONS:
        action = QAction(translate(spec.text), window)
        action.setObjectName(f"action_{spec.id}")
        if spec.shortcut is not None:
            action.setShortcut(QKeySequence(spec.shortcut))
        if spec.tip:
            action.setStatusTip(translate(spec.tip))
        target: object = window
        for part in spec.slot.split("."):
            target = getattr(target, part)
        action.triggered.connect(target)
        actions[spec.id] = action
    return actions
