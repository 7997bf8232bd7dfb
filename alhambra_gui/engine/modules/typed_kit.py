"""What the typed modules of the third set share (MODULES.md §19.7-§19.19): their numbers
read from the module's data file (``resources/modules/<id>.json``: ranges, supplies, score
tables, when it scores), their figures made from those numbers and the words the module
gives them, and one scoring term a player made of the points and the lines that explain them.

A typed module is a ``Module`` with ``FigureTyper`` (and ``TermScorer`` when it has points of
its own): it says only its words and its formula; the core reads, checks, keeps and shows
its figures (``figure_file.py``, ``figure_checks.py``, the Typed figures dock).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from functools import cache
from typing import TYPE_CHECKING, Any, ClassVar

from ..assets import load_json
from ..counts import typed
from ..figures import Figure
from ..tally import Term
from ..words import QT_TRANSLATE_NOOP, Line

if TYPE_CHECKING:
    from ..context import PlayerView, RulesView
    from ..tally import ScoringContext

#: The numbers a figure may take from the data file.
_NUMBERS = ("low", "high", "options", "most", "supply")
_FLAGS = ("distinct", "optional", "over_time", "grows", "kept", "one_holder")


@cache
def data(module_id: str) -> Mapping[str, Any]:
    """A typed module's data file: its figures' numbers, its score table, when it scores."""
    found = load_json("modules", f"{module_id}.json")
    assert isinstance(found, dict)
    return found


def figure(module_id: str, key: str, label: str, **words: Any) -> Figure:
    """The figure ``key`` of a module: its numbers and checks from the data file, its words
    (``label``, ``too_many``, ``item``, ``hint``) from the module's source, where the
    translation tools find them."""
    spec = data(module_id)["figures"][key]
    numbers: dict[str, Any] = {k: spec[k] for k in _NUMBERS if k in spec}
    if "options" in numbers:
        numbers["options"] = tuple(numbers["options"])
    numbers.update({k: bool(spec[k]) for k in _FLAGS if k in spec})
    return Figure(key, label, shape=spec.get("shape", "number"), **numbers, **words)


def table(module_id: str, key: str = "points") -> tuple[int, ...]:
    """A score table of the data file (points by count)."""
    return tuple(int(v) for v in data(module_id)[key])


def final_only(module_id: str) -> bool:
    """Whether the module scores at the final scoring only (its data file says so)."""
    return bool(data(module_id).get("final_only", False))


def city_tiles(player: PlayerView, rules: RulesView) -> int | None:
    """The tiles of a player's city, the fountain counted (pieces outside it, such as camps,
    not); None for a player scored from typed counts (their city is not known: checks that
    need it are skipped)."""
    if typed(player) is not None:
        return None
    fountain = 1  # a city's tiles leave it out
    city = player.city
    return city.kept(("tiles in the city", rules.module_ids),
                     lambda: fountain + sum(1 for _, tile in city if rules.in_city(tile)))


class TypedTerm:
    """A ``TermScorer`` for a typed module whose points are its own: one term a player (Dirk
    never), ``points`` giving the points and the lines that explain them; at a module's
    scorings only (``final_only``: the final one, before it a term of 0 that says so)."""

    id: ClassVar[str]

    def points(self, context: ScoringContext, player: PlayerView) -> tuple[int, Iterable[Line]]:
        raise NotImplementedError

    def score_terms(self, context: ScoringContext) -> Mapping[str, tuple[Term, ...]]:
        return {player.name: (self.term(context, player),) for player in context.game.players}

    def own_terms(self, context: ScoringContext, player: PlayerView) -> tuple[Term, ...]:
        """A player's term reads their figures (and city, or typed counts) alone and the
        scoring's round: it is ``OwnScoring``, kept with the player's city."""
        return (self.term(context, player),)

    def term(self, context: ScoringContext, player: PlayerView) -> Term:
        """One player's term in this scoring."""
        if final_only(self.id) and context.round < 3:
            return Term(self.id, self.id, 0, lines=(Line("Module", QT_TRANSLATE_NOOP(
                "Module", "scores at the final scoring only")),))
        points, lines = self.points(context, player)
        return Term(self.id, self.id, points, lines=tuple(lines))
