"""The Typed figures dock, beside the scoreboard: for each module in play whose figures the
table types (MODULES.md §19: falcons, culture counters, the types of completed projects…)
or whose points are won during play, one panel (``typed_panel.TypedPanel``) with a column
per player — counts-only players type the same way. The scoreboard below follows every
figure as it is typed.

With none of those modules in play the dock is no tab at all (nor an entry of the View
menu): it comes back, beside the modules' tab, when such a module comes into play (its
sentence for an empty dock stays for a layout shown before the modules are known). It
renders from the session on every change and keeps no game state; hidden (a tab behind
another), it catches up when shown.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QDockWidget, QVBoxLayout, QWidget

from ...app.change import Change
from ...app.labels import tr
from ...app.session import GameSession
from ...engine import FigureTyper, GainScorer, Module
from ..paint.plain import PlainLabel
from ..paint.retranslating import Retranslating
from ..paint.viewport import dock_scroll
from ..shared.column_scroll import HeightWatch, scrolled_dock_height
from ..shared.dock_sight import DockSight
from ..shared.dock_words import word_dock
from .typed_panel import TypedPanel


def typed_modules(session: GameSession) -> list[Module]:
    """The modules in play whose figures are typed or whose points are won during play."""
    return [m for m in session.game.ruleset.modules if isinstance(m, FigureTyper | GainScorer)]


class TypedDock(Retranslating, QDockWidget):
    #: The height that shows every panel (or the note) without scrolling changed
    #: (``needed_height``): the window gives it that much above the scoreboard.
    neededHeightChanged = Signal()

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("typedDock")
        self._session = session
        self._panels: list[TypedPanel] = []
        body = QWidget(self)
        self._watch = HeightWatch(body, self.needed_height, resizes=True)  # once its layout has settled
        self._watch.changed.connect(self.neededHeightChanged)
        layout = QVBoxLayout(body)
        layout.setContentsMargins(4, 4, 4, 4)
        self.empty_label = PlainLabel(body)
        self.empty_label.setObjectName("typedEmpty")
        self.empty_label.setWordWrap(True)
        self.empty_label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(self.empty_label, 1)
        self._scroll = dock_scroll(body)
        layout.addWidget(self._scroll, 1)
        self.setWidget(body)
        #: What the panels show, as they last showed it: the players' figures and gains and
        #: the scorings recorded (a change elsewhere, such as a tile placed, leaves them be).
        self._shown: tuple[object, ...] | None = None
        #: In sight or not (a tab behind the reserves is not, though Qt keeps it "visible");
        #: the panels built when first shown (or asked for), following the game while shown.
        self._sight = DockSight(self, self._scroll.widget, self._shape, self._rebuild, self._refresh)
        #: Whether a module in play types figures: the dock is offered only then.
        self._offered = True
        session.changed.connect(self._on_changed)
        self._retranslate()
        self.follow_modules()

    # ---- reading what is shown -----------------------------------------------------------------
    def panel(self, module_id: str) -> TypedPanel | None:
        self._sight.catch_up()
        return next((p for p in self._panels if p.objectName() == f"typedPanel_{module_id}"), None)

    def panels(self) -> list[TypedPanel]:
        self._sight.catch_up()
        return list(self._panels)

    def needed_height(self) -> int:
        """The dock's height that shows every panel, or its note, without scrolling."""
        return scrolled_dock_height(self, self._scroll, self.empty_label)

    # ---- building ------------------------------------------------------------------------------
    def _shape(self) -> tuple[object, ...]:
        game = self._session.game
        return game.variant, game.modules, tuple(game.names), tuple(
            self._session.player_colour(n) for n in game.names)

    def _rebuild(self) -> None:
        self._shown = None
        content = QWidget()
        layout = QVBoxLayout(content)
        layout.setContentsMargins(0, 0, 0, 0)
        self._panels = [TypedPanel(self._session, m, content) for m in typed_modules(self._session)]
        for panel in self._panels:
            layout.addWidget(panel)
        layout.addStretch(1)
        self._scroll.setWidget(content)
        self._sight.fit_body()  # the scroll area shows its new body: hidden again if out of sight
        self._scroll.setVisible(bool(self._panels))
        self.empty_label.setVisible(not self._panels)

    def _retranslate(self) -> None:
        word_dock(self, tr("Typed figures"), tr("T&yped figures"))
        self.empty_label.setText(tr(
            "None of the modules in play asks for typed figures. Where a module scores what the "
            "city does not show (falcons, culture counters, completed projects, points won during "
            "play), each player's figures are typed here, with the box's checks (Game ▸ Modules…)."))

    def follow_modules(self) -> None:
        """Offer the dock (its tab, its View entry) only while a module in play types figures or
        wins points: hidden without one, shown again — where it was tabbed — when one comes
        into play (the window calls it again after restoring a saved layout)."""
        wanted = bool(typed_modules(self._session))
        self.toggleViewAction().setVisible(wanted)
        if not wanted:
            self.hide()
        elif not self._offered:
            self.show()
        self._offered = wanted

    def showEvent(self, event: QShowEvent) -> None:
        self._sight.catch_up()
        super().showEvent(event)

    def _refresh(self) -> None:
        game = self._session.game
        shown = (len(game.scorings), *((p.name, p.typed, p.immediate) for p in game.players))
        if shown == self._shown:
            return
        self._shown = shown
        for panel in self._panels:
            panel.refresh(game)

    def _on_changed(self, change: Change) -> None:
        if change.structure:
            self.follow_modules()
        self._sight.follow(change.structure)
