"""Medina (MODULES.md §14, Queenie; reprinted in The Red Palace): nine medina pieces, prices
2–10, each with the walls the user gives, built by the rules of a tile with those walls.
Every scoring is a negative majority (**Decision** of MODULES.md: the leading scoring app's
model): fewest built medinas first, between equal numbers the cheaper dearest medina
first (none is cheapest); places 1, 2, 3 pay the penalties of the scoring, tied players
pool those of the places they cover and share them rounded up; a player with no medina
pays a little more. Dirk ranks with the medinas in his pile but is never penalised.

A medina is a ``Tile`` of the kind ``medina``: its price and walls, no type.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING, Any, ClassVar

from ..assets import load_json
from ..codes import CodeError, PieceCode, parse_walls
from ..counts import CountInput, Counts, typed
from ..errors import sentence
from ..geometry import Walls
from ..marks import Marks
from ..scoring import DIRK
from ..tally import Term
from ..tiles import Tile
from ..words import QT_TRANSLATE_NOOP, Line, Text, sides_word
from .base import FieldReader, Locate, Module, at, pieces_of
from .facets import CountsInput, FileChecker, PieceMaker, TermScorer
from .supply import SupplyLine

if TYPE_CHECKING:
    from ..context import GameView, PlayerView
    from ..tally import ScoringContext
    from ..variant import Variant

KIND = "medina"
TERM = "medina"
#: The keys of the file's counts: the medinas built and the price of the dearest.
COUNT_KEY = "medinas"
DEAREST_KEY = "dearest_medina"


@cache
def _data() -> dict[str, Any]:
    data: dict[str, Any] = load_json("modules", "medina.json")
    return data


def prices() -> tuple[int, ...]:
    """The medinas of the game, by price (each price once)."""
    return tuple(int(p) for p in _data()["prices"])


def penalties(round_: int) -> tuple[int, ...]:
    """What places 1, 2, … pay in scoring ``round_`` (positive numbers)."""
    return tuple(int(p) for p in _data()["penalties"][round_ - 1])


def without(round_: int) -> int:
    """What a player with no medina pays more in scoring ``round_``."""
    return int(_data()["without"][round_ - 1])


def in_game(game: GameView) -> frozenset[int]:
    """The prices of the medinas in the game (cities, reserves, Dirk's pile)."""
    return frozenset(t.price for _, _, t in pieces_of(game, KIND))


def medina(price: int, walls: Walls | str = "") -> Tile:
    """A medina as described: its price and its walled sides."""
    return Tile("", price, walls if isinstance(walls, Walls) else Walls.parse(walls), kind=KIND)


def offered(game: GameView) -> tuple[SupplyLine, ...]:
    """The medinas by price, each there once (left 0 when in the game already)."""
    used = in_game(game)
    return tuple(SupplyLine(medina(price), 0 if price in used else 1, sides=True) for price in prices())


@dataclass(frozen=True)
class Standing:
    """One participant's place among the medinas: ``count`` built, the ``dearest`` price (0:
    none), the first ``place`` of their ``group`` (everyone with the same count and dearest
    price, in the order given), the penalties those places pool and the share (rounded up)."""

    name: str
    count: int
    dearest: int
    place: int
    group: tuple[str, ...]
    pool: int
    share: int


def standings(round_: int, entrants: Sequence[tuple[str, int, int]]) -> dict[str, Standing]:
    """The places of (name, medinas, dearest price) in scoring ``round_``: fewest first, then
    the cheaper dearest medina."""
    paid = penalties(round_)
    found: dict[str, Standing] = {}
    place = 1
    for key in sorted({(count, dearest) for _, count, dearest in entrants}):
        group = tuple(name for name, *standing in entrants if tuple(standing) == key)
        pool = sum(paid[p - 1] for p in range(place, place + len(group)) if p <= len(paid))
        share = -(-pool // len(group))
        found.update((name, Standing(name, *key, place, group, pool, share)) for name in group)
        place += len(group)
    return found


class Medina(Module, PieceMaker, TermScorer, CountsInput, FileChecker):
    id = "medina"
    box = 11
    name = QT_TRANSLATE_NOOP("Module", "Medina")
    summary = QT_TRANSLATE_NOOP(
        "Module", "Every scoring the players with the fewest and cheapest medinas pay a penalty, "
        "and more without any.")
    reminder = QT_TRANSLATE_NOOP("Module", "Is every medina entered where it stands?")
    piece_kinds = (KIND,)
    terms: ClassVar[Mapping[str, str]] = {TERM: QT_TRANSLATE_NOOP("Module", "Medina")}

    def setup_lines(self) -> tuple[Line, ...]:
        return (Line("Module", QT_TRANSLATE_NOOP("Module", "the {count} medinas"), count=len(prices())),)

    # ---- the piece ----
    def read_piece(self, reader: FieldReader, data: Mapping[str, Any], place: str) -> Tile:
        low, high = min(prices()), max(prices())
        price = reader.integer(data.get("price"), at(place, "price"), low, high)
        return medina(price, reader.walls(data.get("walls", ""), at(place, "walls")))

    def piece_to_dict(self, tile: Tile) -> dict[str, Any]:
        return {"kind": KIND, "price": tile.price, "walls": str(tile.walls)}

    def piece_name(self, tile: Tile, full: bool = True) -> Line:
        if not full:
            return Line("Module", QT_TRANSLATE_NOOP("Module", "Medina {price}"), price=tile.price)
        if not tile.walls:
            return Line("Module", QT_TRANSLATE_NOOP("Module", "Medina {price} (no walls)"), price=tile.price)
        return Line("Module", QT_TRANSLATE_NOOP("Module", "Medina {price} (walls {sides})"),
                    price=tile.price, sides=sides_word(tile.walls.letters))

    # ---- its code: m, the price, the walled sides (m5n, m7-) ----
    code_letter = "m"

    def piece_code(self, tile: Tile, variant: Variant) -> str:
        return f"{self.code_letter}{tile.price}{tile.walls.letters}"

    def read_code(self, code: PieceCode, variant: Variant) -> Tile:
        walls = parse_walls(code.sides) if code.sides else Walls("")
        if code.letters or code.number is None or walls is None:
            raise CodeError(QT_TRANSLATE_NOOP(
                "AlhambraError", "type m, the price and any walled sides, e.g. m5 or m5n"))
        return medina(code.number, walls)

    def supply_refusal(self, game: GameView, tile: Tile, holder: str | None = None) -> Line | None:
        if tile.price not in prices():
            return sentence(QT_TRANSLATE_NOOP(
                "AlhambraError", "there is no medina {price} (prices {low} to {high})"),
                price=tile.price, low=min(prices()), high=max(prices()))
        if any(t.price == tile.price for _, _, t in pieces_of(game, KIND)):
            return sentence(_TWICE, price=tile.price)
        return None

    def supply_lines(self, game: GameView) -> tuple[SupplyLine, ...]:
        return offered(game)

    def problems(self, game: GameView, locate: Locate) -> Iterator[tuple[Text, Line]]:
        seen: set[int] = set()
        for owner, cell, tile in pieces_of(game, KIND):
            if tile.price in seen:
                yield locate.tile(owner, cell, tile, ""), sentence(_TWICE, price=tile.price)
            seen.add(tile.price)

    # ---- scoring ----
    def score_terms(self, context: ScoringContext) -> Mapping[str, tuple[Term, ...]]:
        game = context.game
        entrants = [(p.name, *medinas_of(p)) for p in game.players]
        if game.dirk is not None:
            dirk = [t.price for t in game.dirk if t.kind == KIND]
            entrants.append((DIRK, len(dirk), max(dirk, default=0)))
        found = standings(context.round, entrants)
        return {p.name: (self._term(context.round, found[p.name], typed(p) is not None),)
                for p in game.players}

    def _term(self, round_: int, standing: Standing, typed_in: bool) -> Term:
        extra = without(round_) if standing.count == 0 else 0
        lines = [_built_line(standing, typed_in), _place_line(standing)]
        if extra:
            lines.append(Line("Module", QT_TRANSLATE_NOOP("Module", "no medina: −{points} more"),
                              points=extra))
        return Term(self.id, TERM, -(standing.share + extra), lines=tuple(lines))

    # ---- counts only: the medinas built and the dearest price ----
    count_file_keys = (COUNT_KEY, DEAREST_KEY)

    def count_inputs(self, game: GameView, player: PlayerView, counts: Counts) -> tuple[CountInput, ...]:
        built = counts.typed_number(self.id, COUNT_KEY)
        return (CountInput(COUNT_KEY, Line("Module", QT_TRANSLATE_NOOP("Module", "Medinas built")),
                           high=len(prices()), hint=Line("Module", QT_TRANSLATE_NOOP(
                               "Module", "Medinas in the city, not in the reserve"))),
                CountInput(DEAREST_KEY, Line("Module", QT_TRANSLATE_NOOP(
                    "Module", "Price of the dearest medina")), high=max(prices()), enabled=built > 0,
                    low=least_dearest(built),
                    hint=Line("Module", QT_TRANSLATE_NOOP(
                        "Module", "Between equal numbers of medinas the cheaper dearest one ranks first"))))

    def count_step(self, game: GameView, player: PlayerView, key: str, value: int) -> Line:
        if key == DEAREST_KEY:
            return Line("Module", QT_TRANSLATE_NOOP("Module", "Type {name}'s dearest medina: {value}"),
                        value=value)
        return Line("Module", QT_TRANSLATE_NOOP("Module", "Type {name}'s medinas: {value}"), value=value)

    def counts_from_city(self, game: GameView, player: PlayerView) -> Marks:
        count, dearest = built(player)
        return Marks({COUNT_KEY: count or None, DEAREST_KEY: dearest or None})

    def keep_counts(self, counts: Counts, variant: Variant) -> Marks:
        """The dearest price at least what that many medinas cost (none without a medina)."""
        count, dearest = typed_medinas(counts)
        kept = max(dearest, least_dearest(count)) if count else None
        return counts.module(self.id).with_(DEAREST_KEY, kept)

    def counts_problems(self, counts: Counts, variant: Variant) -> Iterator[tuple[str, Line]]:
        count, dearest = typed_medinas(counts)
        if count == 0 and dearest:
            yield DEAREST_KEY, sentence(QT_TRANSLATE_NOOP(
                "AlhambraError", "no medina is counted, so none is the dearest"))
        elif count and dearest < prices()[count - 1]:
            yield DEAREST_KEY, sentence(QT_TRANSLATE_NOOP(
                "AlhambraError", "the dearest of {count} medinas costs at least {price}"),
                count=count, price=prices()[count - 1])

    def read_counts(self, reader: FieldReader, data: Mapping[str, Any], place: str) -> Marks:
        count = reader.integer(data.get(COUNT_KEY, 0), f"{place}.{COUNT_KEY}", 0, len(prices()))
        dearest = reader.integer(data.get(DEAREST_KEY, 0), f"{place}.{DEAREST_KEY}", 0, max(prices()))
        return Marks({COUNT_KEY: count or None, DEAREST_KEY: dearest or None})

    def write_counts(self, typed: Marks, variant: Variant) -> dict[str, Any]:
        return {COUNT_KEY: typed.get(COUNT_KEY, 0), DEAREST_KEY: typed.get(DEAREST_KEY, 0)}


_TWICE = QT_TRANSLATE_NOOP("AlhambraError", "the medina {price} is in the game already (each price once)")


def built(player: PlayerView) -> tuple[int, int]:
    """The medinas built in the player's city and the dearest price (0: none)."""
    found = [t.price for _, t in player.city if t.kind == KIND]
    return len(found), max(found, default=0)


def least_dearest(count: int) -> int:
    """The least price the dearest of ``count`` medinas can have (0 for none)."""
    return prices()[count - 1] if 0 < count <= len(prices()) else 0


def typed_medinas(counts: Counts) -> tuple[int, int]:
    return counts.typed_number(Medina.id, COUNT_KEY), counts.typed_number(Medina.id, DEAREST_KEY)


def medinas_of(player: PlayerView) -> tuple[int, int]:
    """What ranks a player: from the typed counts, or the city."""
    counts = typed(player)
    return typed_medinas(counts) if counts is not None else built(player)


def _built_line(standing: Standing, typed_in: bool) -> Line:
    if standing.count == 0:
        return Line("Module", QT_TRANSLATE_NOOP("Module", "no medina (typed)") if typed_in
                    else QT_TRANSLATE_NOOP("Module", "no medina built"))
    text = Module.tr("%n medina(s) (typed), the dearest {price}", "", standing.count) if typed_in else \
        Module.tr("%n medina(s) built, the dearest {price}", "", standing.count)
    return Line.counted("Module", text, standing.count, price=standing.dearest)


def _place_line(standing: Standing) -> Line:
    """"place 3: −3", "places 1–2 shared by 2: ⌈15 / 2⌉ = −8", "place 4: no penalty"."""
    size = len(standing.group)
    last = standing.place + size - 1
    if not standing.pool:
        if size == 1:
            return Line("Module", QT_TRANSLATE_NOOP("Module", "place {place}: no penalty"),
                        place=standing.place)
        return Line("Module", QT_TRANSLATE_NOOP("Module", "places {first}–{last} shared: no penalty"),
                    first=standing.place, last=last)
    if size == 1:
        return Line("Module", QT_TRANSLATE_NOOP("Module", "place {place}: −{points}"),
                    place=standing.place, points=standing.share)
    return Line("Module", QT_TRANSLATE_NOOP(
        "Module", "places {first}–{last} shared by {count}: ⌈{pool} / {count}⌉ = −{points}"),
        first=standing.place, last=last, count=size, pool=standing.pool, points=standing.share)
