"""Other points in the window: a scoring recorded with labelled points (its dialog), the
points a recorded scoring holds, said in the scoreboard and the exports."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

from ....app.labels import arg, tr
from ....app.session import GameSession
from ....engine import Game, Term
from ....engine.modules import other_points
from ..facets import RecordPart, ScoreWords
from ..ui import ModuleUI, RecordHost


def point_text(label: str, points: int) -> str:
    """One line of other points: "Camps +3", "Invaders: 2 open sides −2"."""
    signed = f"+{points}" if points > 0 else f"−{-points}" if points < 0 else "0"
    return arg(tr("%1 %2"), label or tr("(no label)"), signed)


class OtherPointsUI(ModuleUI, RecordPart, ScoreWords):
    module_id = other_points.OtherPoints.id

    def record_text(self) -> str | None:
        return tr("Record with &other points…")

    def record_tip(self) -> str:
        return tr("Record the scoring with labelled points for anything the app does not count "
                  "itself (a house rule, a promotional tile, …)")

    def asks_when_recording(self, game: Game) -> bool:
        return self.module_id in game.modules

    def open_record_dialog(self, session: GameSession, host: RecordHost, parent: QWidget) -> QWidget | None:
        from .record_dialog import RecordScoringDialog

        dialog = RecordScoringDialog(session, parent, guard=host.confirm_then)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        return dialog

    def recorded_lines(self, game: Game, round_: int, name: str) -> list[str]:
        if round_ > len(game.scorings):
            return []
        given = other_points.entries(game.scorings[round_ - 1].inputs)
        return [point_text(label, points) for who, label, points in given if who == name]

    def empty_term_lines(self, term: Term) -> list[str]:
        return [tr("none: other points are entered when the scoring is recorded")]
