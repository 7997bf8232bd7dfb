"""The columns of a scoring "if it happened now", shared by the scoreboard's table, the CSV
and the score sheet: the player, each building type, the wall, one column per term of the
modules in play (treasure chests, the City Watch, other points), the total."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from ...app import labels
from ...app.labels import tr
from ...engine import DIRK, Game, PlayerScore, TermScorer

ColumnKind = Literal["name", "type", "wall", "term", "total"]


@dataclass(frozen=True)
class Column:
    """``kind``; ``key`` is the building type's id or the module term's key."""

    kind: ColumnKind
    key: str = ""


def now_columns(game: Game) -> tuple[Column, ...]:
    """Name, the types in the variant's order, the wall, the terms of the modules in play
    (in the order of ``Ruleset.term_titles``), the total."""
    return (Column("name"), *(Column("type", t) for t in game.variant.type_ids), Column("wall"),
            *(Column("term", key) for key in game.ruleset.term_titles()), Column("total"))


def wall_title(game: Game) -> str:
    return labels.edge_text(game.variant, "Wall")


def term_title(game: Game, key: str) -> str:
    """A module term's title, translated ("Chests", "City Watch", "Other"); also for the
    terms of modules always available (other points given to a scoring of any game)."""
    titles = {k: t for m in game.ruleset.checked(TermScorer) for k, t in m.terms.items()}
    return labels.translate("Module", titles.get(key, key))


def column_title(game: Game, column: Column, *, letters: bool = False) -> str:
    """The column's heading; ``letters``: building types by their short heading (a narrow
    table: "C" in English, "Gem" in German, "宮" in Chinese)."""
    if column.kind == "type":
        if letters:
            return labels.type_short(game.variant, column.key)
        return labels.type_name(game.variant, column.key)
    if column.kind == "term":
        return term_title(game, column.key)
    if column.kind == "wall":
        return wall_title(game)
    return tr("Player") if column.kind == "name" else tr("Total")


def row_values(player: PlayerScore, columns: tuple[Column, ...]) -> tuple[int | str | None, ...]:
    """The points in each column of a player's row (``column_value`` of each), the module
    terms and the buildings' awards looked up once for the row."""
    terms: dict[str, int] = {}
    for term in player.module_terms:
        terms.setdefault(term.key, term.points)
    awards = player.buildings
    return tuple(terms.get(c.key) if c.kind == "term" else awards[c.key].points if c.kind == "type"
                 else column_value(player, c) for c in columns)


def column_value(player: PlayerScore, column: Column) -> int | str | None:
    """The points in the column (Dirk has no wall: "–"; he has no module terms: None)."""
    if column.kind == "name":
        return labels.holder_name(player.name)
    if column.kind == "type":
        return player.buildings[column.key].points
    if column.kind == "wall":
        return "–" if player.name == DIRK else player.wall
    if column.kind == "term":
        found = [t.points for t in player.module_terms if t.key == column.key]
        return found[0] if found else None
    return player.total
