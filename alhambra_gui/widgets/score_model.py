"""Table models of the scoreboard (the sentences explaining each number are in score_text).

The dock that shows them calls ``refresh()`` on every change of the game, before anything
reads them; what they keep in between is only the derived scoring of the moment (so that
``data()`` stays cheap).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QColor, QFont, QPixmap

from ..app import labels
from ..app.labels import tr
from ..app.session import GameSession
from ..engine import DIRK, RoundScore
from ..engine.explain import (
    HistoryRow,
    TypeMajority,
    explain_cell,
    history,
    majority_overview,
)
from .score_text import (
    DIRK_GREY,
    award_tooltip,
    name_list,
    ordinal,
    tiles_text,
    total_text,
    wall_text,
)
from .tile_painter import type_colour

_Index = QModelIndex | QPersistentModelIndex
COUNT_ROLE = Qt.ItemDataRole.UserRole + 1  # the number of tiles behind a building cell
LEADER_BACKGROUND = "#fcf3cf"


class _SessionModel(QAbstractTableModel):
    """A table model rebuilt from the session's game by ``refresh()``."""

    def __init__(self, session: GameSession, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._session = session

    def refresh(self) -> None:
        """Read the game again (the owner calls this on every change)."""
        self.beginResetModel()
        self._rebuild()
        self.endResetModel()

    def _rebuild(self) -> None:
        raise NotImplementedError

    def _shape(self) -> tuple[int, int]:
        """(rows, columns) of the table."""
        raise NotImplementedError

    def row_header(self, row: int, role: int) -> Any:
        """Column 0 again, as the row header: a view may show it there so that the names
        stay in sight while the other columns scroll."""
        if role not in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.DecorationRole,
                        Qt.ItemDataRole.FontRole, Qt.ItemDataRole.ToolTipRole):
            return None
        value = self.data(self.index(row, 0), role)
        if isinstance(value, QColor):  # a header draws pixmaps, not colours
            pixmap = QPixmap(12, 12)
            pixmap.fill(value)
            return pixmap
        return value

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else self._shape()[0]

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else self._shape()[1]


# ---- "if scored now" -------------------------------------------------------------------
class ScoreTableModel(_SessionModel):
    """One row per player (Dirk last), columns: name, building types, wall, total."""

    def __init__(self, session: GameSession, parent: QObject | None = None) -> None:
        self._round = 1
        self._score: RoundScore | None = None
        #: Building columns headed by the type's letter (full name in the tooltip) when narrow.
        self.compact = False
        super().__init__(session, parent)
        self._round = session.game.next_round or 3
        self._rebuild()

    @property
    def round(self) -> int:
        return self._round

    def set_round(self, round_: int) -> None:
        if round_ != self._round:
            self.beginResetModel()
            self._round = round_
            self._rebuild()
            self.endResetModel()

    def _rebuild(self) -> None:
        self._score = self._session.game.score(self._round)

    @property
    def score(self) -> RoundScore:
        assert self._score is not None
        return self._score

    def _types(self) -> tuple[str, ...]:
        return self._session.game.variant.type_ids

    def _shape(self) -> tuple[int, int]:
        return len(self.score.everyone()), len(self._types()) + 3

    def name_at(self, row: int) -> str:
        return self.score.everyone()[row].name

    def column_kind(self, column: int) -> str:
        """"name", a building type id, "wall" or "total"."""
        types = self._types()
        if column == 0:
            return "name"
        if column <= len(types):
            return types[column - 1]
        return "wall" if column == len(types) + 1 else "total"

    def explanation(self, index: _Index) -> str:
        variant = self._session.game.variant
        player = self.score.everyone()[index.row()]
        kind = self.column_kind(index.column())
        if kind == "name":
            return total_text(variant, self.score, player.name)
        if kind == "wall":
            return wall_text(variant, player.name, player.wall)
        if kind == "total":
            head = tr("%1 · total in scoring %2").replace("%1", labels.holder_name(player.name)) \
                .replace("%2", str(self._round))
            return f"{head}\n{total_text(variant, self.score, player.name)}"
        return award_tooltip(variant, explain_cell(self.score, player.name, kind))

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        player = self.score.everyone()[index.row()]
        kind = self.column_kind(index.column())
        if role == Qt.ItemDataRole.ToolTipRole:
            return self.explanation(index)
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.UserRole):
            value: Any = self._value(player.name, kind)
            return str(value) if role == Qt.ItemDataRole.DisplayRole and value is not None else value
        if role == COUNT_ROLE and kind in player.buildings:
            return player.buildings[kind].count
        if role == Qt.ItemDataRole.TextAlignmentRole and kind != "name":
            return int(Qt.AlignmentFlag.AlignCenter)
        if role == Qt.ItemDataRole.DecorationRole and kind == "name":
            return QColor(self._colour(player.name))
        if role == Qt.ItemDataRole.FontRole and (kind == "total" or player.name == DIRK):
            font = QFont()
            font.setBold(kind == "total")
            font.setItalic(player.name == DIRK)
            return font
        return None

    def _value(self, name: str, kind: str) -> Any:
        player = next(p for p in self.score.everyone() if p.name == name)
        if kind == "name":
            return labels.holder_name(name)
        if kind == "wall":
            return "–" if name == DIRK else player.wall
        if kind == "total":
            return player.total
        return player.buildings[kind].points

    def _colour(self, name: str) -> str:
        return DIRK_GREY if name == DIRK else self._session.player_colour(name)

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation != Qt.Orientation.Horizontal:
            return self.row_header(section, role)
        kind = self.column_kind(section)
        variant = self._session.game.variant
        if role == Qt.ItemDataRole.DisplayRole:
            fixed = {"name": tr("Player"), "total": tr("Total"),
                     "wall": tr("Moat") if variant.edge_key == "moats" else tr("Wall")}
            if kind in fixed:
                return fixed[kind]
            return variant.building_type(kind).letter if self.compact else labels.type_name(variant, kind)
        if role == Qt.ItemDataRole.ToolTipRole and kind in variant.type_ids:
            return tr("Points for %1 in scoring %2 if it happened now") \
                .replace("%1", labels.type_name(variant, kind)).replace("%2", str(self._round))
        return None


# ---- the recorded scorings -------------------------------------------------------------
class HistoryModel(_SessionModel):
    """Rows: players (+ Dirk); columns: name, scoring 1-3, total, rank."""

    def __init__(self, session: GameSession, parent: QObject | None = None) -> None:
        self._rows: list[HistoryRow] = []
        super().__init__(session, parent)
        self._rebuild()

    def _rebuild(self) -> None:
        self._rows = history(self._session.game)

    def _shape(self) -> tuple[int, int]:
        return len(self._rows), 6

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        row, col = self._rows[index.row()], index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return self._display(row, col)
        if role == Qt.ItemDataRole.ToolTipRole:
            return self._tooltip(row, col)
        if role == Qt.ItemDataRole.TextAlignmentRole and col > 0:
            return int(Qt.AlignmentFlag.AlignCenter)
        if role == Qt.ItemDataRole.DecorationRole and col == 0:
            return QColor(DIRK_GREY if row.name == DIRK else self._session.player_colour(row.name))
        return None

    def _display(self, row: HistoryRow, col: int) -> str:
        if col == 0:
            return labels.holder_name(row.name)
        if 1 <= col <= 3:
            return str(row.points[col - 1]) if col <= len(row.points) else "–"
        if col == 4:
            return str(row.total)
        return ordinal(row.rank) if row.rank is not None else "–"

    def _tooltip(self, row: HistoryRow, col: int) -> str | None:
        if 1 <= col <= 3 and col <= len(row.points):
            return tr("scoring %1: %2 points, %3 in all so far").replace("%1", str(col)) \
                .replace("%2", str(row.points[col - 1])).replace("%3", str(row.cumulative[col - 1]))
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
            return tr("Scoring %1").replace("%1", str(section))
        return {0: tr("Player"), 4: tr("Total"), 5: tr("Rank")}[section]


# ---- who leads each type ---------------------------------------------------------------
class MajorityModel(_SessionModel):
    """Rows: building types; columns: type, leader(s), then each participant."""

    def __init__(self, session: GameSession, parent: QObject | None = None) -> None:
        self._overview: list[TypeMajority] = []
        self._names: list[str] = []
        super().__init__(session, parent)
        self._rebuild()

    def _rebuild(self) -> None:
        game = self._session.game
        self._overview = majority_overview(game)
        self._names = game.names + ([DIRK] if game.dirk_in_play else [])

    def _shape(self) -> tuple[int, int]:
        return len(self._overview), 2 + len(self._names)

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        majority, col = self._overview[index.row()], index.column()
        variant = self._session.game.variant
        if col == 0:
            if role == Qt.ItemDataRole.DisplayRole:
                return labels.type_name(variant, majority.building_type)
            return type_colour(variant, majority.building_type) \
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
        if role == Qt.ItemDataRole.BackgroundRole and majority.standing(name).leading:
            return QColor(LEADER_BACKGROUND)
        return None

    def _leader_cell(self, majority: TypeMajority, role: int) -> Any:
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if not majority.leaders:
            return tr("nobody yet")
        return tr("%1 (%2)").replace("%1", name_list(majority.leaders)) \
            .replace("%2", str(majority.lead_count))

    def _standing_short(self, majority: TypeMajority, name: str) -> str:
        """Two lines: the count, then the standing ("leads by 1", "share +1 · lead +2")."""
        s = majority.standing(name)
        if s.leading and len(majority.leaders) == 1:
            status = tr("leads by %1").replace("%1", str(s.margin))
        elif s.leading:
            status = tr("shares the lead")
        elif s.to_share is not None:
            status = tr("share +%1 · lead +%2").replace("%1", str(s.to_share)).replace("%2", str(s.to_lead))
        else:
            status = tr("lead +%1").replace("%1", str(s.to_lead))
        return f"{s.count}\n{status}"

    def _standing_long(self, majority: TypeMajority, name: str) -> str:
        s = majority.standing(name)
        who = labels.holder_name(name)
        if s.leading and len(majority.leaders) == 1:
            text = tr("%1 leads alone with %2, %3 ahead of the next")
            text = text.replace("%3", str(s.margin))
        elif s.leading:
            others = [n for n in majority.leaders if n != name]
            text = tr("%1 shares the lead with %5 at %2; one more tile to lead alone")
            text = text.replace("%5", name_list(others))
        elif s.to_share is not None:
            text = tr("%1 has %2: %3 more to share the lead, %4 more to lead alone")
            text = text.replace("%3", str(s.to_share)).replace("%4", str(s.to_lead))
        else:
            text = tr("%1 has %2: %4 more to lead alone").replace("%4", str(s.to_lead))
        return text.replace("%1", who).replace("%2", tiles_text(s.count))

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
