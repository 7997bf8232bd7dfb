"""How the suite sets itself up (tests/conftest.py): where the tests' temporary files go."""

from __future__ import annotations

import tempfile

import pytest

from tests.conftest import _temporary_files_in_memory

VARIABLES = ("TMPDIR", "TEMP", "TMP")


def test_temporary_files_go_to_memory_though_tempfile_chose_a_folder_already(monkeypatch, tmp_path):
    """pytest's output capture makes a temporary file before the conftest is read, so tempfile
    has chosen (/tmp) by then: the folder in memory is taken all the same."""
    for name in VARIABLES:
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setattr(tempfile, "tempdir", "/tmp")
    _temporary_files_in_memory(str(tmp_path), room=1)
    assert tempfile.tempdir == str(tmp_path)


@pytest.mark.parametrize("name", VARIABLES)
def test_a_variable_naming_the_temporary_folder_is_obeyed(monkeypatch, tmp_path, name):
    for other in VARIABLES:
        monkeypatch.delenv(other, raising=False)
    monkeypatch.setenv(name, "/somewhere")
    monkeypatch.setattr(tempfile, "tempdir", "/somewhere")
    _temporary_files_in_memory(str(tmp_path), room=1)
    assert tempfile.tempdir == "/somewhere"


def test_a_folder_without_room_is_not_taken(monkeypatch, tmp_path):
    for name in VARIABLES:
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setattr(tempfile, "tempdir", "/tmp")
    _temporary_files_in_memory(str(tmp_path), room=1 << 62)
    assert tempfile.tempdir == "/tmp"
