"""Caliph's guidelines in the window: the mission tiles in play ticked in the Modules dock;
and, when the missions' points are selected in the scoreboard, what each mission in play
counts highlighted on the city, labelled with its number: the rows and columns of three,
the pairs, the second longest wall beside the longest, the diagonal, the double walls, a
building of each type, the longest walk, the 2 × 2 squares."""

from __future__ import annotations

from collections.abc import Hashable

from PySide6.QtWidgets import QCheckBox, QGridLayout, QWidget

from ....app import labels
from ....app.labels import tr
from ....app.session import GameSession
from ....engine import Cell, City, Game, Module, Ruleset, Side
from ....engine.modules import caliphs_guidelines as caliph
from ...paint.plain import PlainLabel
from ...paint.tones import mute
from ..facets import LossTeller, PanelPart, TermHighlighter
from ..highlight import Highlight, Mark
from ..ui import ModulePanel, ModuleUI, PanelHost


def mission_text(number: int) -> str:
    """"1 · rows with 3 buildings in a row"."""
    return f"{number} · {labels.translate('Module', caliph.MISSION_NAMES[number])}"




class CaliphsGuidelinesUI(ModuleUI, PanelPart, TermHighlighter, LossTeller):
    module_id = caliph.CaliphsGuidelines.id

    def panel(self, session: GameSession, host: PanelHost, module: Module,
              parent: QWidget) -> ModulePanel | None:
        return MissionsPanel(session, host, module, parent)

    def term_highlight(self, game: Game, player: str, key: str) -> Highlight | None:
        if key != caliph.KEY:
            return None
        city = game.player(player).city
        marks = tuple(mark for number in caliph.missions(game.state)
                      for mark in mission_marks(number, city, game.ruleset))
        return Highlight(marks, tr("What each mission in play counts, labelled with its number"))

    def loss_text(self, game: Game) -> str | None:
        return tr("%n mission tile(s) in play", "", len(caliph.missions(game.state)))


def mission_marks(number: int, city: City, rules: Ruleset) -> tuple[Mark, ...]:
    """What mission ``number`` counts in the city, one mark per thing it counts."""
    built = caliph.buildings(city, rules)
    label = str(number)
    if number in (1, 2):
        found = caliph.lines_of_three(built, Side.E if number == 1 else Side.S)
        return tuple(Mark(cells=run, label=label) for _, run in sorted(found.items()))
    if number == 3:
        return tuple(Mark(cells=pair, label=label) for pair in caliph.pairs(built))
    if number == 4:
        wall = caliph.second_wall(city)
        return (Mark(segments=wall, label=label),) if wall else ()
    if number == 5:
        diagonal = caliph.longest_diagonal(built)
        return (Mark(cells=diagonal, path=True, label=label),) if diagonal else ()
    if number == 6:
        return tuple(Mark(edges=(edge,), label=label) for edge in caliph.double_walls(city))
    if number == caliph.TYPES:
        first: dict[str, Cell] = {}
        for cell, kind in sorted(built.items(), key=lambda found: (found[0].y, found[0].x)):
            first.setdefault(kind, cell)
        return tuple(Mark(cells=(cell,), label=label) for cell in first.values())
    if number == 8:
        walk = caliph.longest_walk_path(city, built)
        return (Mark(cells=walk, path=True, label=label),) if walk else ()
    return tuple(Mark(cells=(c, Cell(c.x + 1, c.y), Cell(c.x, c.y + 1), Cell(c.x + 1, c.y + 1)), label=label)
                 for c in caliph.squares(built))


class MissionsPanel(ModulePanel):
    """A tick per mission tile: those in play."""

    def __init__(self, session: GameSession, host: PanelHost, module: Module,
                 parent: QWidget | None = None) -> None:
        super().__init__(session, host, module, parent)
        grid = QGridLayout(self)
        self._boxes: dict[int, QCheckBox] = {}
        for number in caliph.MISSIONS:
            box = QCheckBox(mission_text(number), self)
            box.setObjectName(f"mission{number}")
            box.clicked.connect(lambda on, n=number: self._on_tick(n, on))  # the user's ticks only
            grid.addWidget(box, number - 1, 0)
            self._boxes[number] = box
        self.hint = PlainLabel(self)
        self.hint.setWordWrap(True)
        mute(self.hint)
        grid.addWidget(self.hint, len(caliph.MISSIONS), 0)
        self._retranslate()

    def _retranslate(self) -> None:
        super()._retranslate()
        for number, box in self._boxes.items():
            box.setText(mission_text(number))
        self.hint.setText(self.tr("The mission tiles in play pay the final scoring; their points "
                                  "selected in the scoreboard show on the city what they count."))

    def box(self, number: int) -> QCheckBox:
        return self._boxes[number]

    def shown_from(self, game: Game) -> Hashable:
        return caliph.missions(game.state)

    def refresh(self, game: Game) -> None:
        chosen = caliph.missions(game.state)
        for number, box in self._boxes.items():
            box.setChecked(number in chosen)

    def _on_tick(self, number: int, on: bool) -> None:
        session = self._session
        if not self._host.run(lambda: session.modules.make(caliph.mission_step(session.game, number, on))):
            self.refresh(self._session.game)
