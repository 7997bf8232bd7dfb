"""Issue 31: what File ▸ Open and View ▸ Language do to a window of six full cities with
every module in play, counted rather than timed (tests/benchmarks/test_frame_bench.py times
them): nothing set again that did not change."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QWidget

from tests.benchmarks.frames import open_window, settle


class SameSheets:
    """Counts the style sheets set on a widget that had that very sheet already (each one
    polishes the widget anew and lays out what holds it, for nothing)."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.count = 0
        self.where: list[str] = []
        set_sheet = QWidget.setStyleSheet

        def counted(widget: QWidget, sheet: str) -> None:
            if sheet and widget.styleSheet() == sheet:
                self.count += 1
                self.where.append(type(widget.parentWidget()).__name__)
            set_sheet(widget, sheet)

        monkeypatch.setattr(QWidget, "setStyleSheet", counted)


@pytest.fixture
def window(qapp, tmp_path):
    window = open_window(tmp_path)
    yield window
    window.close()
    window.deleteLater()


def test_a_switch_of_language_sets_no_style_sheet_again(window, monkeypatch):
    """The modules' panels are shown again in the new language: the bonus cards' states and
    the new scoring cards' orders keep their sheets (they set each of them again)."""
    from alhambra_gui.widgets.window.language_menu import switch_language

    same = SameSheets(monkeypatch)
    try:
        for language in ("de", "en"):
            switch_language(window, language)
            settle()
    finally:
        switch_language(window, "en")
    assert window.session.game.modules  # the panels are there
    assert same.count == 0, same.where

