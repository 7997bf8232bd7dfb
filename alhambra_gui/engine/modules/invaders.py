"""Invaders (MODULES.md §10, box 4: The Treasure Chamber): after each scoring an attack card
turns up; its direction costs points for every city tile left open to it.

The game's state ``invaders`` holds the direction of scorings 1, 2, 3 (a tuple of three
``Side`` or None for a card not yet drawn; the file writes ``["N", "W", null]``). A city
tile is *unprotected* against a direction when the cell on that side holds no city tile
and that side has no wall (printed or added); the fountain counts, reserves never do.
Scoring r costs r × the unprotected tiles against its direction; scoring 3 also costs 1 ×
those against each of the two perpendicular directions. Dirk is never attacked.
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping
from typing import TYPE_CHECKING, Any, ClassVar

from ..city import City
from ..counts import CountInput, Counts, typed
from ..edits import Edit
from ..errors import ModuleError
from ..geometry import SIDES, Cell, Side
from ..marks import Marks
from ..rules import side_word
from ..tally import Term
from ..words import QT_TRANSLATE_NOOP, Line
from .base import Field, FieldReader, Module
from .facets import CountsInput, OwnScoring, TermScorer

if TYPE_CHECKING:
    from ..context import GameView, PlayerView
    from ..tally import ScoringContext
    from ..variant import Variant

KEY = "invaders"
Attacks = tuple[Side | None, Side | None, Side | None]
NO_ATTACKS: Attacks = (None, None, None)


def _read(reader: FieldReader, data: Any, place: str) -> Hashable | None:
    items = reader.array(data, place, 3)
    found: list[Side | None] = []
    for i, item in enumerate(items):
        if item is None:
            found.append(None)
            continue
        sides = reader.walls(item, f"{place}[{i}]")
        if len(sides) != 1:
            raise reader.fail(f"{place}[{i}]", QT_TRANSLATE_NOOP(
                "AlhambraError", "must be one direction: N, E, S or W (null: not drawn yet)"))
        side = next(iter(sides))
        if side in found:
            raise reader.fail(place, QT_TRANSLATE_NOOP(
                "AlhambraError", "each attack card comes from another direction"))
        found.append(side)
    attacks = tuple(found + [None] * (3 - len(found)))
    return attacks if any(attacks) else None


def _write(value: Any) -> Any:
    shown = [side.name if side is not None else None for side in value]
    while shown and shown[-1] is None:
        shown.pop()
    return shown


class Invaders(Module, TermScorer, OwnScoring, CountsInput):
    id = "invaders"
    box = 4
    name = QT_TRANSLATE_NOOP("Module", "Invaders")
    summary = QT_TRANSLATE_NOOP(
        "Module", "After each scoring an attack card comes from one direction: every city tile "
        "open to it costs points.")
    reminder = QT_TRANSLATE_NOOP("Module", "From which direction does this scoring's attack card come?")
    fields: ClassVar[tuple[Field, ...]] = (Field("game", KEY, _read, _write),)
    terms: ClassVar[Mapping[str, str]] = {KEY: QT_TRANSLATE_NOOP("Module", "Invaders")}

    def setup_lines(self) -> tuple[Line, ...]:
        return (Line("Module", QT_TRANSLATE_NOOP("Module", "the {count} attack cards, shuffled"), count=4),)

    def score_terms(self, context: ScoringContext) -> Mapping[str, tuple[Term, ...]]:
        return {p.name: self.own_terms(context, p) for p in context.game.players}

    def own_terms(self, context: ScoringContext, player: PlayerView) -> tuple[Term, ...]:
        side = attacks(context.game.state)[context.round - 1]
        return (self._term(context.round, side, player),)

    def _term(self, round_: int, side: Side | None, player: PlayerView) -> Term:
        if side is None:
            line = Line("Module", QT_TRANSLATE_NOOP(
                "Module", "no attack card for scoring {round} yet"), round=round_)
            return Term(self.id, KEY, 0, lines=(line,))
        counts = typed(player)
        open_to = typed_open(counts) if counts is not None else unprotected_all(player.city)
        line = attack_line(round_, side, open_to)
        return Term(self.id, KEY, -penalty(round_, side, open_to), lines=(line,))

    # ---- counts only: the unprotected sides in each direction are typed ----
    count_file_keys = (KEY,)

    def count_inputs(self, game: GameView, player: PlayerView, counts: Counts) -> tuple[CountInput, ...]:
        return tuple(CountInput(side.name, Line("Module", QT_TRANSLATE_NOOP(
            "Module", "Tiles open to the {side}"), side=side_word(side)), high=_MOST_OPEN,
            hint=Line("Module", QT_TRANSLATE_NOOP(
                "Module", "City tiles (the fountain too) with no wall and no tile on that side")))
            for side in SIDES)

    def count_step(self, game: GameView, player: PlayerView, key: str, value: int) -> Line:
        return Line("Module", QT_TRANSLATE_NOOP("Module", "Type {name}'s tiles open to the {side}: {value}"),
                    side=side_word(Side[key]), value=value)

    def counts_from_city(self, game: GameView, player: PlayerView) -> Marks:
        return Marks({side.name: n or None for side, n in unprotected_all(player.city).items()})

    def read_counts(self, reader: FieldReader, data: Mapping[str, Any], place: str) -> Marks:
        if KEY not in data:
            return Marks()
        where = f"{place}.{KEY}"
        reader.mapping(data[KEY], where, QT_TRANSLATE_NOOP(
            "AlhambraError", "an object of the tiles open to N, E, S and W"))
        for key in data[KEY]:
            if key not in Side.__members__:
                raise reader.fail(where, QT_TRANSLATE_NOOP(
                    "AlhambraError", "{key} is not a direction (N, E, S, W)"), key=key[:10])
        return Marks({key: reader.integer(value, f"{where}.{key}", 0, _MOST_OPEN) or None
                      for key, value in data[KEY].items()})

    def write_counts(self, typed: Marks, variant: Variant) -> dict[str, Any]:
        return {KEY: {side.name: typed.get(side.name, 0) for side in SIDES}}


#: More tiles than the game's 54 and the fountain cannot be open to one side.
_MOST_OPEN = 55


def attacks(state: Marks) -> Attacks:
    value = state.get(KEY)
    return value if isinstance(value, tuple) else NO_ATTACKS


def unprotected(city: City, side: Side) -> int:
    """City tiles (the fountain included) with no wall and no city tile on ``side`` (a
    camp is no city tile: it does not protect)."""
    return len(open_sides(city, side))


def unprotected_all(city: City) -> dict[Side, int]:
    return {side: unprotected(city, side) for side in SIDES}


def open_sides(city: City, side: Side) -> list[Cell]:
    """The cells of the tiles open to an attack from ``side`` (for drawing), in reading order."""
    tiles = city.facts.tiles
    return sorted((c for c, t in tiles.items() if c.neighbour(side) not in tiles and side not in t.walls),
                  key=lambda c: (c.y, c.x))


def typed_open(counts: Counts) -> dict[Side, int]:
    typed_in = counts.module(Invaders.id)
    return {side: int(value) if isinstance(value := typed_in.get(side.name, 0), int) else 0 for side in SIDES}


def perpendicular(side: Side) -> tuple[Side, Side]:
    """The two directions at right angles, clockwise first (N → E and W)."""
    i = SIDES.index(side)
    return SIDES[(i + 1) % 4], SIDES[(i + 3) % 4]


def attacked(round_: int, side: Side) -> tuple[Side, ...]:
    """The directions an attack from ``side`` hits in scoring ``round_``: its own, and in
    scoring 3 the two perpendicular ones too (its flanks)."""
    return (side, *perpendicular(side)) if round_ == 3 else (side,)


def penalty(round_: int, side: Side, open_to: Mapping[Side, int]) -> int:
    """The points an attack costs (a positive number): ``round_`` × the tiles open to it,
    and in scoring 3 one more for each tile open to either perpendicular direction."""
    return round_ * open_to[side] + sum(open_to[s] for s in attacked(round_, side)[1:])


def attack_line(round_: int, side: Side, open_to: Mapping[Side, int]) -> Line:
    """"Invaders from the north: 2 open sides × 3 = −6, plus 1 east and 2 west = −9"."""
    main = open_to[side] * round_
    if round_ != 3:
        return Line("Module", QT_TRANSLATE_NOOP(
            "Module", "Invaders from the {side}: {count} open sides × {round} = −{points}"),
            side=side_word(side), count=open_to[side], round=round_, points=main)
    first, second = perpendicular(side)
    return Line("Module", QT_TRANSLATE_NOOP(
        "Module", "Invaders from the {side}: {count} open sides × {round} = −{main}, plus {first} "
        "{first_side} and {second} {second_side} = −{points}"),
        side=side_word(side), count=open_to[side], round=round_, main=main, first=open_to[first],
        first_side=side_word(first), second=open_to[second], second_side=side_word(second),
        points=penalty(round_, side, open_to))


def set_attack(game: GameView, round_: int, side: Side | None) -> None:
    """The attack card of scoring ``round_`` (1-3): its direction, or None (not drawn yet)."""
    if round_ not in (1, 2, 3):
        raise ModuleError(QT_TRANSLATE_NOOP("AlhambraError", "there is no scoring {round}"), round=round_)
    now = list(attacks(game.state))
    if side is not None and side in now and now[round_ - 1] != side:
        scoring = now.index(side) + 1
        raise ModuleError(QT_TRANSLATE_NOOP(
            "AlhambraError", "the attack from that direction came in scoring {round}"), round=scoring)
    now[round_ - 1] = side
    chosen: Attacks = (now[0], now[1], now[2])
    game.state = game.state.with_(KEY, chosen if any(chosen) else None)


# ---- as steps of the game's history --------------------------------------------------------
def attack_step(round_: int, side: Side | None) -> Edit:
    """The attack card of scoring ``round_``; the cities' penalties change with it (any city)."""
    return Edit(Line("Module", QT_TRANSLATE_NOOP("Module", "Choose the attack card of scoring {round}"),
                     round=round_), lambda g: set_attack(g, round_, side), None)
