"""The scoreboard's table of a scoring "if it happened now" (the sentences explaining each
number are in score_text; the other tables are in record_models)."""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QColor, QFont

from ...app import labels
from ...app.labels import arg, tr
from ...app.session import GameSession
from ...engine import DIRK, Game, PlayerScore, RoundScore, explain_cell
from ..paint.type_symbols import symbol_icon
from ..shared.session_model import Index, SessionModel
from .score_columns import Column, column_title, column_value, now_columns, row_values
from .score_text import DIRK_GREY, award_tooltip, term_tooltip, total_text, wall_text

COUNT_ROLE = Qt.ItemDataRole.UserRole + 1  # the number of tiles behind a building cell


#: What the table shows of one scoring: the score, its columns, the text of every cell.
Derived = tuple[RoundScore, tuple[Column, ...], tuple[tuple[str, ...], ...]]


class ScoreTableModel(SessionModel[Derived]):
    """One row per player (Dirk last); columns: name, building types, wall, the terms of
    the modules in play, total (``score_columns.now_columns``)."""

    def __init__(self, session: GameSession, parent: QObject | None = None) -> None:
        self._round = session.game.next_round or 3
        #: Building columns headed by the type's letter (full name in the tooltip) when narrow.
        self.compact = False
        #: ... and by their symbol alone when even the letters do not fit (German's "Pav",
        #: "Ser" … beside a six-player table's numbers in a 1280×720 window).
        self.symbols_only = False
        #: The headings worded for one variant and modules in play, by column and compactness
        #: (the views ask for them thousands of times as they lay themselves out, and every
        #: edit makes a new game of the same ones): (what they were worded for, the headings).
        self._titles: tuple[object, dict[tuple[Column, bool], str]] = (None, {})
        super().__init__(session, parent)

    @property
    def round(self) -> int:
        return self._round

    @property
    def game(self) -> Game:
        """The game the table shows (the session's, once the dock has refreshed it)."""
        return self._game

    def set_round(self, round_: int) -> None:
        """Show another scoring of the same game: the same rows and columns, other points."""
        if round_ != self._round:
            self._round = round_
            self._show(self._game, self._derive(self._game))

    def refresh(self) -> None:
        """Read the game again, unless the table shows that very game and scoring already: a
        game the session holds is a snapshot that never changes (the dock built with the
        window, then told of the game it was built with, scores it once)."""
        if self._session.game is self._game and self._derived[0].round == self._round:
            return
        super().refresh()

    def show_round_next(self, round_: int) -> None:
        """The scoring the next refresh shows (the table follows the next one due as it is
        refreshed after an edit: scored once, not once for the old round and again)."""
        self._round = round_

    def _derive(self, game: Game) -> Derived:
        score, columns = game.score(self._round), now_columns(game)
        texts = tuple(tuple(_text(value) for value in row_values(player, columns))
                      for player in score.everyone())
        return score, columns, texts

    def _keys(self, game: Game, derived: Derived) -> Hashable:
        score, columns, _texts = derived
        names = tuple(p.name for p in score.everyone())
        return names, tuple(self._colour(n, game) for n in names), columns

    def _text(self, row: int, column: int) -> str:
        return self._derived[2][row][column]

    def _row_key(self, row: int) -> Hashable:
        """A row's texts are derived whole (``_derive``): a row whose texts are those shown
        keeps them, without asking for each cell again (an edit changes one row or two)."""
        return self._derived[2][row]

    @property
    def score(self) -> RoundScore:
        return self._derived[0]

    @property
    def _columns(self) -> tuple[Column, ...]:
        return self._derived[1]

    def _shape(self) -> tuple[int, int]:
        return len(self.score.everyone()), len(self._columns)

    def name_at(self, row: int) -> str:
        return self.score.everyone()[row].name

    def column(self, column: int) -> Column:
        return self._columns[column]

    def column_kind(self, column: int) -> str:
        """"name", a building type id, "wall", a module term's key or "total"."""
        found = self._columns[column]
        return found.key if found.kind in ("type", "term") else found.kind

    def term_columns(self) -> list[int]:
        """The columns of the modules' terms."""
        return [i for i, c in enumerate(self._columns) if c.kind == "term"]

    def explanation(self, index: Index) -> str:
        game = self._game
        player = self.score.everyone()[index.row()]
        column = self._columns[index.column()]
        if column.kind == "name":
            return total_text(game, self.score, player.name)
        if column.kind == "wall":
            return wall_text(game.variant, player.name, player.wall, player.typed)
        if column.kind == "total":
            head = arg(tr("%1 · total in scoring %2"), labels.holder_name(player.name),
                str(self._round))
            return f"{head}\n{total_text(game, self.score, player.name)}"
        if column.kind == "term":
            return self._term_explanation(player, column.key)
        e = explain_cell(self.score, player.name, column.key)
        return award_tooltip(game.variant, e, player.parts.get(column.key, ()), player.typed)

    def _term_explanation(self, player: PlayerScore, key: str) -> str:
        game = self._game
        title = column_title(game, Column("term", key))
        term = next((t for t in player.module_terms if t.key == key), None)
        if term is None:  # Dirk holds no cards, characters or chests
            return arg(tr("%1 · %2: Dirk takes no part"), labels.holder_name(player.name),
                title)
        return term_tooltip(game, self.score, player, term, title)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        player = self.score.everyone()[index.row()]
        column = self._columns[index.column()]
        if role == Qt.ItemDataRole.ToolTipRole:
            return self.explanation(index)
        if role == Qt.ItemDataRole.DisplayRole:
            return self._text(index.row(), index.column())
        if role == Qt.ItemDataRole.UserRole:
            return column_value(player, column)
        if role == COUNT_ROLE and column.kind == "type":
            return player.buildings[column.key].count
        if role == Qt.ItemDataRole.TextAlignmentRole and column.kind != "name":
            return int(Qt.AlignmentFlag.AlignCenter)
        if role == Qt.ItemDataRole.DecorationRole and column.kind == "name":
            return QColor(self._colour(player.name))
        if role == Qt.ItemDataRole.FontRole and (column.kind == "total" or player.name == DIRK):
            font = QFont()
            font.setBold(column.kind == "total")
            font.setItalic(player.name == DIRK)
            return font
        return None

    def _colour(self, name: str, game: Game | None = None) -> str:
        return DIRK_GREY if name == DIRK else self._session.player_colour(name, game or self._game)

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation != Qt.Orientation.Horizontal:
            return self.row_header(section, role)
        column = self._columns[section]
        game = self._game
        if role == Qt.ItemDataRole.DisplayRole:
            return self._title(game, column)
        if role == Qt.ItemDataRole.DecorationRole and column.kind == "type":
            return symbol_icon(game.variant, column.key)  # the type by its symbol, not its colour alone
        if role == Qt.ItemDataRole.ToolTipRole and column.kind in ("type", "term"):
            title = column_title(game, column)
            return arg(tr("Points for %1 in scoring %2 if it happened now"),
                title, str(self._round))
        return None

    def _title(self, game: Game, column: Column) -> str:
        """The column's heading, worded once for the variant and the modules in play (what
        ``column_title`` reads of the game) and the language (see ``retranslate``)."""
        worded_for = (game.variant, game.modules)
        if self._titles[0] != worded_for:
            self._titles = (worded_for, {})
        if self.symbols_only and column.kind == "type":
            return ""  # the symbol alone (``DecorationRole``)
        titles = self._titles[1]
        title = titles.get((column, self.compact))
        if title is None:
            title = column_title(game, column, letters=self.compact)
            # A narrow table: a module's title of two words takes two lines.
            title = title.replace(" ", "\n", 1) if self.compact and column.kind == "term" else title
            titles[(column, self.compact)] = title
        return title

    def retranslate(self) -> None:
        self._titles = (None, {})  # the headings in the new words
        super().retranslate()


def _text(value: int | str | None) -> str:
    """A cell's text: points with a minus sign below zero, "–" where the column has none."""
    if value is None:
        return "–"
    return labels.integer_text(value) if isinstance(value, int) else value
