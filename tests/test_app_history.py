"""The app's history and the command line's are one file: Qt's AppDataLocation, found by
``history.places`` without Qt."""

from __future__ import annotations

import sys

import pytest
from PySide6.QtCore import QCoreApplication, QStandardPaths

from alhambra_gui import APPLICATION, ORGANIZATION
from alhambra_gui.app.autosave import default_folder
from alhambra_gui.app.history import history_file
from alhambra_gui.history.places import data_folder, history_path


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the XDG folders are Linux's")
def test_the_command_line_finds_the_apps_data_folder(qapp, tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.delenv("ALHAMBRA_GUI_HISTORY")
    names = QCoreApplication.organizationName(), QCoreApplication.applicationName()
    QStandardPaths.setTestModeEnabled(False)
    QCoreApplication.setOrganizationName(ORGANIZATION)
    QCoreApplication.setApplicationName(APPLICATION)
    try:
        assert default_folder() == data_folder()
        assert history_file() == history_path() == tmp_path / "data" / ORGANIZATION / APPLICATION / \
            "history.sqlite"
    finally:
        QCoreApplication.setOrganizationName(names[0])
        QCoreApplication.setApplicationName(names[1])
        QStandardPaths.setTestModeEnabled(True)


def test_the_environment_names_another_history_for_both(tmp_path, monkeypatch):
    monkeypatch.setenv("ALHAMBRA_GUI_HISTORY", str(tmp_path / "elsewhere.sqlite"))
    assert history_file() == history_path() == tmp_path / "elsewhere.sqlite"
