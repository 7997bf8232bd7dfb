"""The translated sentences that explain the scoreboard's numbers."""

from __future__ import annotations

from collections.abc import Sequence

from ...app import labels
from ...app.labels import arg, tr
from ...engine import (
    DIRK,
    AwardExplanation,
    CountPart,
    Game,
    HistoryRow,
    PlayerScore,
    RoundScore,
    Term,
    Variant,
    explain_award,
    explain_total,
)
from ..modules.scoring import empty_term_lines
from .score_columns import term_title

DIRK_GREY = "#7f8c8d"


# ---- sentences --------------------------------------------------------------------------
def name_list(names: Sequence[str]) -> str:
    """"Ben", "Ben and Chen", "Ben, Chen, and Dirk" as the language lists them ("Ben, Chen
    und Dirk", "Ben、Chen和Dirk")."""
    return labels.listed([labels.holder_name(n) for n in names])


def tiles_text(count: float) -> str:
    """"1 tile", "3 tiles", "3½ tiles" (the Wise Man adds half a building)."""
    if count == int(count):
        return tr("%n tile(s)", "", int(count))
    #: A count with a half (3½ tiles), never one.
    return arg(tr("%1 tiles"), labels.number_text(count))


def place_text(e: AwardExplanation) -> str:
    """"Place 2 shared with Ben: (13 + 6) / 2 = 9" and its siblings (a place is a number,
    not an ordinal: "2nd" has no form every language shares)."""
    if e.kind == "no_tile" or e.place is None:
        return tr("no tile, no rank")
    place = str(e.place)
    if e.kind == "unpaid":
        text = tr("Place %1 shared with %2: no points in scoring %3") if e.shared_with \
            else tr("Place %1: no points in scoring %3")
        return arg(text, place, name_list(e.shared_with),
            str(e.round))
    if e.kind == "multiplied":
        text = tr("Place %1: %2 × %n tile(s) of this type in all cities = %3", "", e.type_total)
        text = arg(text, place, str(e.multiplier), str(e.points))
        if e.same_count:
            text += "\n" + arg(tr("same count as %1: the highest tile decides"),
                name_list(e.same_count))
        return text
    if e.kind == "alone":
        return arg(tr("Place %1 alone: %2"), place, str(e.points))
    sum_text = " + ".join(str(p) for p in e.place_points)
    return (arg(tr("Place %1 shared with %2: (%3) / %4 = %5"), place,
            name_list(e.shared_with), sum_text,
            str(e.divisor), str(e.points)))


def cell_head(name: str, what: str, round_: int) -> str:
    """"Anna · Tower · scoring 2": whose cell, which column, which scoring."""
    return arg(tr("%1 · %2 · scoring %3"), labels.holder_name(name),
        what, str(round_))


def award_tooltip(variant: Variant, e: AwardExplanation,
                  parts: tuple[CountPart, ...] = (), typed: bool = False) -> str:
    """A building cell: the count (with what modules add or take away; ``typed``: counts
    typed for the player, not tiles of a city) and the place."""
    head = cell_head(e.name, labels.type_name(variant, e.building_type), e.round)
    if e.kind == "no_tile" and not parts:
        return "\n".join([head, tr("none typed, no rank") if typed else place_text(e)])
    return "\n".join([head, *count_lines(variant, e.count, parts, typed), place_text(e)])


def typed_text(count: float) -> str:
    """"1 building (typed)", "3 buildings (typed)": a count typed for a counts-only player."""
    if count == int(count):
        return tr("%n building(s) (typed)", "", int(count))
    #: A count with a half (3½ buildings), never one.
    return arg(tr("%1 buildings (typed)"), labels.number_text(count))


def count_lines(variant: Variant, count: float, parts: tuple[CountPart, ...],
                typed: bool = False) -> list[str]:
    """"3 tiles", or with parts "3 tiles − 1 + 1 = 3" and a line on each part
    ("building sites do not count: −1", "bonus card Pavilion 8: +1", "the Wise Man: +½");
    ``typed``: "3 buildings (typed)" instead of the tiles."""
    counted = typed_text if typed else tiles_text
    if not parts:
        return [counted(count)]
    tiles = count - sum(p.amount for p in parts)
    sums = "".join(f" {'−' if p.amount < 0 else '+'} {labels.number_text(abs(p.amount))}" for p in parts)
    first = f"{counted(tiles)}{sums} = {labels.number_text(max(count, 0))}"
    return [first, *(f"  {labels.line_text(p.why, variant)}" for p in parts)]


def term_tooltip(game: Game, score: RoundScore, player: PlayerScore, term: Term, title: str) -> str:
    """A module's cell: a majority (treasure chests) explained like a building type, with
    the count's line and the place; any other term by its lines."""
    variant = game.variant
    head = cell_head(player.name, title, score.round)
    lines = [labels.line_text(line, variant) for line in term.lines]
    if term.award is not None:
        e = explain_award(term.award, term.key, score.round)
        place = tr("none counted, no rank") if e.kind == "no_tile" else place_text(e)
        return "\n".join([head, *lines, place])
    if not lines:
        lines = empty_term_lines(term)
    if len(lines) > 1:
        lines.append(arg(tr("= %1"), str(term.points)))
    return "\n".join([head, *lines])


def wall_text(variant: Variant, name: str, wall: int, typed: bool = False) -> str:
    if name == DIRK:
        return tr("Dirk has no city and no wall")
    if typed:
        return _typed_wall_text(variant, wall)
    if wall == 0:
        return labels.edge_text(variant, "no outer wall: 0 points")
    if variant.moats:
        return tr("longest outer moat: %n segment(s) = %n point(s)", "", wall)
    return tr("longest outer wall: %n segment(s) = %n point(s)", "", wall)


def _typed_wall_text(variant: Variant, wall: int) -> str:
    if wall == 0:
        return labels.edge_text(variant, "no outer wall typed: 0 points")
    if variant.moats:
        return tr("longest outer moat (typed): %n segment(s) = %n point(s)", "", wall)
    return tr("longest outer wall (typed): %n segment(s) = %n point(s)", "", wall)


def total_text(game: Game, score: RoundScore, name: str) -> str:
    """"Pavilion 1 + … + wall 6 + Chests 14 + City Watch 3 = 32"."""
    variant = game.variant
    player = next(p for p in score.everyone() if p.name == name)
    written = explain_total(player)
    terms = [arg(tr("%1 %2"), labels.type_name(variant, t), labels.integer_text(points))
             for t, points in written.terms]
    if written.wall is not None:
        terms.append(arg(labels.edge_text(variant, "wall %1"), str(written.wall)))
    terms += [arg(tr("%1 %2"), term_title(game, key), labels.integer_text(points))
              for key, points in written.modules]
    return f"{' + '.join(terms)} = {labels.integer_text(written.total)}"


def winners_text(names: Sequence[str], points: int) -> str:
    if len(names) == 1:
        return arg(labels.signed(tr("%1 wins with %n point(s)", "", abs(points)), points), names[0])
    return arg(labels.signed(tr("%1 share the victory with %n point(s) each", "", abs(points)),
                         points), name_list(names))


def recorded_cell(game: Game, row: HistoryRow, scoring: int) -> str:
    """A participant's points in recorded scoring 1–3 as the Recorded tab and the score sheet
    show them: "–" before anything is recorded for it, "(−3)" while the column holds only a
    module's step recorded ahead of its scoring (palace staff's before the leftover tiles)."""
    if scoring > len(row.points):
        return "–"
    points = labels.integer_text(row.points[scoring - 1])
    if recorded_ahead(game, scoring):
        return arg(tr("(%1)", "points of a scoring not recorded yet"), points)
    return points


def recorded_ahead(game: Game, scoring: int) -> bool:
    """Whether scoring 1–3's column holds only a module's step recorded before the scoring
    itself."""
    return len(game.scorings) < scoring
