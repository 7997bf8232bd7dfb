"""The main window's actions by name: one ``ActionId`` each, the key of the window's
``action_map`` and of the table that declares them (``window/actions.py``). Below the window,
so that a part that shows an action's shortcut (the keys sheet) names it without reaching up."""

from __future__ import annotations

from enum import StrEnum


class ActionId(StrEnum):
    """Each action of the menus; its value names the action's object (``action_<value>``)."""

    NEW = "new"
    OPEN = "open"
    IMPORT_PHOTO = "import_photo"
    IMPORT_PHOTOS = "import_photos"
    SAVE = "save"
    SAVE_AS = "save_as"
    ADD_TO_HISTORY = "add_to_history"
    IMPORT_HISTORY = "import_history"
    QUIT = "quit"
    UNDO = "undo"
    REDO = "redo"
    ZOOM_IN = "zoom_in"
    ZOOM_OUT = "zoom_out"
    FIT = "fit"
    OVERVIEW = "overview"
    NEXT_PLAYER = "next_player"
    PREVIOUS_PLAYER = "previous_player"
    PLAYERS = "players"
    MODULES = "modules"
    SETUP_CHECKLIST = "setup_checklist"
    HISTORY = "history"
    REMATCH = "rematch"
    INVITE_PHONES = "invite_phones"
    COUNTS_ONLY = "counts_only"
    KEYS = "keys"
    ABOUT = "about"
