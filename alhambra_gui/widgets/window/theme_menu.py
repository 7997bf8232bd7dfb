"""View ▸ Theme: System, Light, Dark (``paint.theme``), remembered in the settings and
applied at every start (``launch.configure``); a switch shows at once, in every window."""

from __future__ import annotations

from PySide6.QtCore import QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QMenu

from ...app import settings
from ...app.labels import QT_TRANSLATE_NOOP, tr, translate
from ..paint.theme import apply_theme
from ..shared.choice_menu import ChoiceMenu

CONTEXT = "ThemeMenu"
#: View ▸ Theme: the system's colours, light, dark (the words have a context of their own:
#: View ▸ Language's "System" is the system's language, a word of its own in German), each
#: with its underlined letter, as every menu entry has one.
CHOICES: tuple[tuple[str, str], ...] = (
    ("system", QT_TRANSLATE_NOOP("ThemeMenu", "&System")),
    ("light", QT_TRANSLATE_NOOP("ThemeMenu", "&Light")),
    ("dark", QT_TRANSLATE_NOOP("ThemeMenu", "&Dark")))


class ThemeMenu(ChoiceMenu):
    """The checkable, exclusive entries of View ▸ Theme (``action_theme_<choice>``)."""

    def __init__(self, parent_menu: QMenu) -> None:
        super().__init__(parent_menu, "theme", (choice for choice, _label in CHOICES))
        self.retranslate()
        self.group.triggered.connect(self._on_chosen)

    def retranslate(self) -> None:
        self.word(tr("&Theme"), (translate(CONTEXT, label) for _choice, label in CHOICES),
                  settings.theme.get())

    def _on_chosen(self, action: QAction) -> None:
        choice = str(action.data())
        # Once the menu has finished with the action and closed: switched while the View
        # menu was still up, that menu kept the light palette (seen in a real window).
        QTimer.singleShot(0, lambda: switch_theme(choice))


def switch_theme(choice: str) -> str:
    """Remember the choice and draw every window in it; the scheme shown."""
    settings.theme.set_soon(choice)  # written a moment later, off the switch's way
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    return apply_theme(app, choice)
