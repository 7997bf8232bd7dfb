"""The scoreboard's tables of the recorded scorings and of who leads each building type."""

from __future__ import annotations

from collections.abc import Callable, Hashable
from functools import lru_cache
from typing import Any

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QColor, QPalette

from ...app import labels
from ...app.labels import arg, tr
from ...app.session import GameSession
from ...engine import DIRK, Game, HistoryRow, RoundScore, TypeMajority, history, majority_overview
from ..modules.scoring import recorded_lines
from ..paint.tones import NOTE, Tone, app_palette, tone
from ..paint.type_symbols import symbol_pixmap
from ..shared.session_model import Index, SessionModel
from .score_text import DIRK_GREY, name_list, recorded_ahead, recorded_cell, tiles_text

LEADER_ROLES = (Qt.ItemDataRole.BackgroundRole, Qt.ItemDataRole.ForegroundRole)


def leader_tone() -> Tone:
    """A leader's cell: the table's ground tinted amber, its text readable on it (worked
    out once per palette: a table asks for it whenever it paints a leader's cell)."""
    return _leader_tone(app_palette().cacheKey())


@lru_cache(maxsize=4)
def _leader_tone(_palette: int) -> Tone:
    return tone(app_palette(), NOTE, role=QPalette.ColorRole.Base)



# ---- the recorded scorings -------------------------------------------------------------
class HistoryModel(SessionModel[list[HistoryRow]]):
    """Rows: players (+ Dirk); columns: name, scoring 1-3, total, place (a number)."""

    texts_from_derived = True

    def _derive(self, game: Game) -> list[HistoryRow]:
        return history(game)

    def _keys(self, game: Game, derived: list[HistoryRow]) -> Hashable:
        names = tuple(row.name for row in derived)
        return names, tuple(self._colour(n, game) for n in names)

    def _text(self, row: int, column: int) -> str:
        return self._display(self._derived[row], column)

    def _shape(self) -> tuple[int, int]:
        return len(self._derived), 6

    def _colour(self, name: str, game: Game) -> str:
        return DIRK_GREY if name == DIRK else self._session.player_colour(name, game)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        row, col = self._derived[index.row()], index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return self._display(row, col)
        if role == Qt.ItemDataRole.ToolTipRole:
            return self._tooltip(row, col)
        if role == Qt.ItemDataRole.TextAlignmentRole and col > 0:
            return int(Qt.AlignmentFlag.AlignCenter)
        if role == Qt.ItemDataRole.DecorationRole and col == 0:
            return QColor(self._colour(row.name, self._game))
        return None

    def _display(self, row: HistoryRow, col: int) -> str:
        if col == 0:
            return labels.holder_name(row.name)
        if 1 <= col <= 3:
            return recorded_cell(self._game, row, col)
        if col == 4:
            return labels.integer_text(row.total)
        return str(row.rank) if row.rank is not None else "–"

    def _tooltip(self, row: HistoryRow, col: int) -> str | None:
        if 1 <= col <= 3 and col <= len(row.points) and recorded_ahead(self._game, col):
            points = row.points[col - 1]
            return arg(labels.signed(tr("recorded before scoring %1 (a module's step): %n point(s); "
                                        "scoring %1 itself is not recorded yet", "", abs(points)), points),
                       str(col))
        if 1 <= col <= 3 and col <= len(row.points):
            points = row.points[col - 1]
            text = arg(labels.signed(tr("scoring %1: %n point(s), %2 in all so far", "", abs(points)),
                                     points), str(col), str(row.cumulative[col - 1]))
            given = recorded_lines(self._game, col, row.name)
            if given:
                text += "\n" + arg(tr("other points included: %1"), labels.joined(given))
            return text
        if col == 4 and row.immediate:
            return arg(tr("%1 of them won during play, not in a scoring"), labels.integer_text(row.immediate))
        if col == 5 and row.name == DIRK:
            return tr("Dirk's points are shown, but he cannot win")
        return None

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation != Qt.Orientation.Horizontal:
            return self.row_header(section, role)
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if 1 <= section <= 3:
            return arg(tr("Scoring %1"), str(section))
        return {0: tr("Player"), 4: tr("Total"), 5: tr("Place")}[section]


# ---- who leads each type ---------------------------------------------------------------
Majorities = tuple[list[TypeMajority], list[str]]


class MajorityModel(SessionModel[Majorities]):
    """Rows: building types; columns: type, leader(s), then each participant. ``score_of``:
    a scoring of the game already worked out, if there is one (the places are those of any
    scoring), so that one change scores the game once."""

    def __init__(self, session: GameSession, parent: QObject | None = None,
                 score_of: Callable[[Game], RoundScore | None] = lambda _game: None) -> None:
        self._score_of = score_of
        super().__init__(session, parent)

    def _derive(self, game: Game) -> Majorities:
        names = game.names + ([DIRK] if game.dirk_in_play else [])
        return majority_overview(game, self._score_of(game)), names

    def _keys(self, game: Game, derived: Majorities) -> Hashable:
        overview, names = derived
        return tuple(m.building_type for m in overview), tuple(names)

    @property
    def _overview(self) -> list[TypeMajority]:
        return self._derived[0]

    @property
    def _names(self) -> list[str]:
        return self._derived[1]

    def _text(self, row: int, column: int) -> str:
        majority = self._overview[row]
        if column == 0:
            return labels.type_name(self._game.variant, majority.building_type)
        if column == 1:
            return str(self._leader_cell(majority, Qt.ItemDataRole.DisplayRole))
        return self._standing_short(majority, self._names[column - 2])

    def _shape(self) -> tuple[int, int]:
        return len(self._overview), 2 + len(self._names)

    def _row_key(self, row: int) -> Hashable:
        """A type's row is worded from its majority, the participants and the variant: a drop
        changes one type's (the others keep their texts)."""
        return self._overview[row], tuple(self._names), self._game.variant

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        majority, col = self._overview[index.row()], index.column()
        variant = self._game.variant
        if col == 0:
            if role == Qt.ItemDataRole.DisplayRole:
                return labels.type_name(variant, majority.building_type)
            # the type's symbol in its colour: told apart by more than the colour
            return symbol_pixmap(variant, majority.building_type) \
                if role == Qt.ItemDataRole.DecorationRole else None
        if col == 1:
            return self._leader_cell(majority, role)
        name = self._names[col - 2]
        if role == Qt.ItemDataRole.DisplayRole:
            return self._standing_short(majority, name)
        if role == Qt.ItemDataRole.ToolTipRole:
            return self._standing_long(majority, name)
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignCenter)
        if role in LEADER_ROLES and majority.standing(name).leading:
            shade = leader_tone()
            return shade.ground if role == Qt.ItemDataRole.BackgroundRole else shade.ink
        return None

    def _leader_cell(self, majority: TypeMajority, role: int) -> Any:
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if not majority.leaders:
            return tr("nobody yet")
        return arg(tr("%1 (%2)"), name_list(majority.leaders),
            str(majority.lead_count))

    def _standing_short(self, majority: TypeMajority, name: str) -> str:
        """The count, then the standing ("leads by 1"; "share +1" and "lead +2" on lines of
        their own, so that a narrow column wraps nothing)."""
        s = majority.standing(name)
        if s.leading and len(majority.leaders) == 1:
            status = arg(tr("leads by %1"), str(s.margin))
        elif s.leading:
            status = tr("shares the lead")
        elif s.to_share is not None:
            status = arg(tr("share +%1\nlead +%2"), str(s.to_share), str(s.to_lead))
        else:
            status = arg(tr("lead +%1"), str(s.to_lead))
        return f"{s.count}\n{status}"

    def _standing_long(self, majority: TypeMajority, name: str) -> str:
        s = majority.standing(name)
        who = labels.holder_name(name)
        if s.leading and len(majority.leaders) == 1:
            text = arg(tr("%1 leads alone with %2, %3 ahead of the next"), who, tiles_text(s.count),
                       str(s.margin))
        elif s.leading:
            others = [n for n in majority.leaders if n != name]
            text = arg(tr("%1 shares the lead with %5 at %2; one more tile to lead alone"), who,
                       tiles_text(s.count), "", "", name_list(others))
        elif s.to_share is not None:
            text = arg(tr("%1 has %2: %3 more to share the lead, %4 more to lead alone"), who,
                       tiles_text(s.count), str(s.to_share), str(s.to_lead))
        else:
            text = arg(tr("%1 has %2: %4 more to lead alone"), who, tiles_text(s.count), "",
                       str(s.to_lead))
        return text

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation != Qt.Orientation.Horizontal:
            return self.row_header(section, role)
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if section == 0:
            return tr("Building")
        if section == 1:
            return tr("Leader")
        return labels.holder_name(self._names[section - 2])
