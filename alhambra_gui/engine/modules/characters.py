"""The Wise Man and the City Watch (MODULES.md §6, box 2: The City Gates).

Who holds them is the game's state ``characters``. The Wise Man's holder counts half a
building more in the type they name (if they have a finished building of it); the City
Watch's holder scores a third of their longest wall, rounded down, in every scoring.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterator, Mapping
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any, ClassVar

from ..counts import typed
from ..edits import Edit
from ..errors import ModuleError, sentence
from ..names import excerpt
from ..scoring import DIRK
from ..tally import CountPart, Term
from ..words import QT_TRANSLATE_NOOP, Line, Text
from .base import Field, FieldReader, Locate, Module
from .facets import BuildingCounter, FileChecker, NameKeeper, OwnScoring, TermScorer

if TYPE_CHECKING:
    from ..context import GameView, PlayerView
    from ..marks import Marks
    from ..tally import ScoringContext

KEY = "characters"
WATCH = "city_watch"


@dataclass(frozen=True)
class Holders:
    """Who holds the characters (None: nobody) and the type the Wise Man's holder named."""

    wise_man: str | None = None
    wise_man_type: str | None = None
    city_watch: str | None = None

    def __bool__(self) -> bool:
        return bool(self.wise_man or self.city_watch)


def _read(reader: FieldReader, data: Any, place: str) -> Hashable | None:
    reader.mapping(data, place, QT_TRANSLATE_NOOP("AlhambraError", "an object with wise_man and city_watch"))
    for key in data:
        if key not in ("wise_man", WATCH):
            raise reader.fail(f"{place}.{key}", QT_TRANSLATE_NOOP(
                "AlhambraError", "is not a character (wise_man, city_watch)"))
    wise, kind, watch = None, None, None
    if data.get("wise_man") is not None:
        where = f"{place}.wise_man"
        reader.mapping(data["wise_man"], where, QT_TRANSLATE_NOOP(
            "AlhambraError", "an object with player and type"))
        wise = reader.text(data["wise_man"].get("player"), f"{where}.player", 40)
        kind = reader.text(data["wise_man"].get("type"), f"{where}.type", 40)
        if kind not in reader.variant.type_ids:
            raise reader.fail(f"{where}.type", QT_TRANSLATE_NOOP(
                "AlhambraError", "{type} is not a building type"),
                              type=excerpt(kind))
    if data.get(WATCH) is not None:
        watch = reader.text(data[WATCH], f"{place}.{WATCH}", 40)
    return Holders(wise, kind, watch) or None


def _write(value: Any) -> Any:
    data: dict[str, Any] = {}
    if value.wise_man is not None:
        data["wise_man"] = {"player": value.wise_man, "type": value.wise_man_type}
    if value.city_watch is not None:
        data[WATCH] = value.city_watch
    return data


class Characters(Module, BuildingCounter, TermScorer, OwnScoring, FileChecker, NameKeeper):
    id = "characters"
    box = 2
    name = QT_TRANSLATE_NOOP("Module", "The Wise Man and the City Watch")
    summary = QT_TRANSLATE_NOOP(
        "Module", "The Wise Man adds half a building to a type of his holder's choice; the City "
        "Watch scores a third of its holder's longest wall.")
    reminder = QT_TRANSLATE_NOOP(
        "Module", "Who holds the Wise Man (and which type) and the City Watch now?")
    fields: ClassVar[tuple[Field, ...]] = (Field("game", KEY, _read, _write),)
    terms: ClassVar[Mapping[str, str]] = {WATCH: QT_TRANSLATE_NOOP("Module", "City Watch")}

    def setup_lines(self) -> tuple[Line, ...]:
        return (Line("Module", QT_TRANSLATE_NOOP("Module", "the Wise Man and the City Watch cards")),)

    def count_parts(self, context: ScoringContext, player: PlayerView,
                    building_type: str) -> tuple[CountPart, ...]:
        who = holders(context.game.state)
        if who.wise_man != player.name or who.wise_man_type != building_type:
            return ()
        city = player.city
        counts = typed(player)
        finished = counts.count(building_type) > 0 if counts is not None else any(
            t.type == building_type and context.rules.is_building_tile(t, city.marks(c)) for c, t in city)
        if not finished:
            return ()
        half = Line("Module", QT_TRANSLATE_NOOP("Module", "the Wise Man: +{amount}"), amount=0.5)
        return (CountPart(self.id, 0.5, half),)

    def score_terms(self, context: ScoringContext) -> Mapping[str, tuple[Term, ...]]:
        return {p.name: self.own_terms(context, p) for p in context.game.players}

    def own_terms(self, context: ScoringContext, player: PlayerView) -> tuple[Term, ...]:
        if player.name != holders(context.game.state).city_watch:
            line = Line("Module", QT_TRANSLATE_NOOP("Module", "does not hold the City Watch"))
            return (Term(self.id, WATCH, 0, lines=(line,)),)
        wall = context.rules.scored_wall(player)
        line = Line("Module", QT_TRANSLATE_NOOP(
            "Module", "City Watch: longest wall {wall} ÷ 3, rounded down = {points}"),
            wall=wall, points=wall // 3)
        return (Term(self.id, WATCH, wall // 3, lines=(line,)),)

    def problems(self, game: GameView, locate: Locate) -> Iterator[tuple[Text, Line]]:
        who = holders(game.state)
        for name in (who.wise_man, who.city_watch):
            if name is not None and name not in game.names:
                yield locate.game(KEY), not_a_player(name)


    def renamed(self, marks: Marks, renames: Mapping[str, str]) -> Marks:
        who = marks.get(KEY)
        if not isinstance(who, Holders):
            return marks
        return marks.with_(KEY, replace(who, wise_man=_renamed(who.wise_man, renames),
                                        city_watch=_renamed(who.city_watch, renames)))

    def forgotten(self, marks: Marks, names: frozenset[str]) -> Marks:
        who = marks.get(KEY)
        if not isinstance(who, Holders) or not ({who.wise_man, who.city_watch} & names):
            return marks
        wise = who.wise_man not in names
        return marks.with_(KEY, Holders(who.wise_man if wise else None, who.wise_man_type if wise else None,
                                        None if who.city_watch in names else who.city_watch))


def _renamed(name: str | None, renames: Mapping[str, str]) -> str | None:
    return None if name is None else renames.get(name, name)


def not_a_player(name: str) -> Line:
    return sentence(QT_TRANSLATE_NOOP("AlhambraError", "{name} is not a player"), name=excerpt(name))


def holders(state: Marks) -> Holders:
    value = state.get(KEY)
    return value if isinstance(value, Holders) else Holders()


def set_holders(game: GameView, holders_: Holders) -> None:
    """Who holds the Wise Man (and the type named) and the City Watch now."""
    for name in (holders_.wise_man, holders_.city_watch):
        if name is not None and (name == DIRK or name not in game.names):
            raise ModuleError(not_a_player(name))
    if holders_.wise_man is not None and holders_.wise_man_type not in game.variant.type_ids:
        raise ModuleError(QT_TRANSLATE_NOOP("AlhambraError", "the Wise Man's holder names a building type"))
    if holders_.wise_man is None:  # nobody holds him: no type is named
        holders_ = Holders(None, None, holders_.city_watch)
    game.state = game.state.with_(KEY, holders_ or None)


# ---- as steps of the game's history --------------------------------------------------------
def holders_step(holders_: Holders) -> Edit:
    """Who holds the Wise Man (and the type he names) and the City Watch."""
    return Edit(Line("Module", QT_TRANSLATE_NOOP("Module", "Hand out the Wise Man and the City Watch")),
                lambda g: set_holders(g, holders_))
