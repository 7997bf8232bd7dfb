"""Where the history lives: ``history.sqlite`` in the app's data folder, the folder Qt's
``QStandardPaths.AppDataLocation`` names (the autosaves are there too), found here without
Qt so that ``alhambra-gui history`` starts as fast as the other commands
(tests/test_app_history.py checks that both name one folder). ``ALHAMBRA_GUI_HISTORY``
in the environment names another file.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Mapping
from pathlib import Path

from .. import APPLICATION, ORGANIZATION

FILE_NAME = "history.sqlite"
ENVIRONMENT = "ALHAMBRA_GUI_HISTORY"


def data_folder(env: Mapping[str, str] = os.environ, platform: str = sys.platform) -> Path:
    """The app's data folder, as Qt names it on each platform."""
    home = Path(env.get("HOME") or Path.home())
    if platform.startswith("win"):
        base = Path(env.get("APPDATA") or home / "AppData" / "Roaming")
    elif platform == "darwin":
        base = home / "Library" / "Application Support"
    else:
        base = Path(env.get("XDG_DATA_HOME") or home / ".local" / "share")
    return base / ORGANIZATION / APPLICATION


def history_path(env: Mapping[str, str] = os.environ, platform: str = sys.platform) -> Path:
    """The history file: ``ALHAMBRA_GUI_HISTORY`` if set, else in the data folder."""
    chosen = env.get(ENVIRONMENT)
    return Path(chosen) if chosen else data_folder(env, platform) / FILE_NAME
