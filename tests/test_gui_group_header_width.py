"""A palette type's header measures the width it asks for on one line (``one_line_width``,
which the window reads whenever it fits the palette) without touching the label: its word
wrap never turned off and on again, and the width what Qt's label asks for unwrapped."""

from __future__ import annotations

import contextlib

import pytest

from alhambra_gui.engine import load_game
from alhambra_gui.engine.assets import resource_path
from alhambra_gui.widgets.tiles.palette import PaletteDock
from alhambra_gui.widgets.tiles.palette_groups import GroupHeader
from tests import pseudo_l10n

pytestmark = pytest.mark.gui


def unwrapped_hint(header: GroupHeader) -> int:
    """Qt's own measure, as the header took it before: its size hint with its word wrap off."""
    header.setWordWrap(False)
    width = header.sizeHint().width()
    header.setWordWrap(True)
    return width


@pytest.mark.parametrize(("variant", "language"),
                         [("alhambra", "en"), ("granada", "en"), ("granada", "de"), ("alhambra", "zh_TW")])
def test_a_header_measures_its_one_line_width_without_turning_its_word_wrap(
        qtbot, show_widget, monkeypatch, tmp_path, session_for, variant, language):
    with contextlib.ExitStack() as held:
        if language != "en":
            catalogue = pseudo_l10n.real_catalogue(tmp_path, language)
            held.enter_context(pseudo_l10n.installed(catalogue, language))
        dock = show_widget(PaletteDock(session_for(variant)), 340, 700)
        measured_alike(dock, monkeypatch)


def measured_alike(dock: PaletteDock, monkeypatch: pytest.MonkeyPatch) -> None:
    wraps: list[bool] = []
    monkeypatch.setattr(GroupHeader, "setWordWrap", lambda self, on: wraps.append(on))
    for type_id in dock.group_names():
        header = dock.group_header(type_id)
        width = header.one_line_width()
        assert wraps == [], type_id
        assert header.wordWrap()
        monkeypatch.undo()
        assert width == unwrapped_hint(header), (type_id, header.text())
        monkeypatch.setattr(GroupHeader, "setWordWrap", lambda self, on: wraps.append(on))


@pytest.fixture
def session_for():
    from alhambra_gui.app.session import GameSession

    def make(variant: str) -> GameSession:
        session = GameSession(load_game(resource_path("samples", "sample-game.json")))
        if variant != "alhambra":
            session.new_game(["Ana", "Bernd", "Clara"], variant=variant)
        return session

    return make
