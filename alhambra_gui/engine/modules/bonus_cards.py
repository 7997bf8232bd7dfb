"""Bonus cards (MODULES.md §2, box 1: The Vizier's Favour): a card showing one of the ten
wall-less tiles counts as one more building of its type for its holder, while that tile
is built (and finished) in the holder's own city. A player's cards are the state
``bonus_cards`` (a set of the tiles they show).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Hashable, Iterable, Iterator, Mapping
from typing import TYPE_CHECKING, Any, ClassVar

from ..counts import CountInput, Counts, typed
from ..edits import Edit, tile_name
from ..errors import ModuleError, sentence
from ..geometry import NO_WALLS
from ..marks import NO_MARKS, Marks
from ..names import player_word
from ..tally import CountPart
from ..tiles import Tile, type_word
from ..words import QT_TRANSLATE_NOOP, Line, Text
from .base import Field, FieldReader, Locate, Module
from .facets import BuildingCounter, CountsInput, FileChecker, OwnScoring

if TYPE_CHECKING:
    from ..context import GameView, PlayerView
    from ..tally import ScoringContext
    from ..variant import Variant

KEY = "bonus_cards"


def cards(variant: Variant) -> tuple[Tile, ...]:
    """The bonus cards: one per wall-less tile of the catalogue (ten in Alhambra)."""
    return tuple(t for t in variant.catalogue if not t.walls)


#: How a list of cards names its parts: one item, an unknown card, a card given twice.
CARD_WORDS = (QT_TRANSLATE_NOOP("AlhambraError", "a card with type and price"),
              QT_TRANSLATE_NOOP("AlhambraError", "there is no bonus card {type} {price} "
                                                 "(the cards show the ten tiles without walls)"),
              QT_TRANSLATE_NOOP("AlhambraError", "the same card is listed twice"))


def read_cards(reader: FieldReader, data: Any, place: str,
               words: tuple[str, str, str] = CARD_WORDS) -> frozenset[Tile]:
    """A file's list of bonus cards (or of their tiles): each a wall-less catalogue tile
    given by type and price, none twice; ``words`` say what is wrong in the caller's terms."""
    item_word, unknown, twice = words
    known = cards(reader.variant)
    found: set[Tile] = set()
    for i, item in enumerate(reader.array(data, place, len(known))):
        where = f"{place}[{i}]"
        reader.mapping(item, where, item_word)
        card = Tile(reader.text(item.get("type"), f"{where}.type", 40),
                    reader.integer(item.get("price"), f"{where}.price", 0, 99), NO_WALLS)
        if card not in known:
            raise reader.fail(where, unknown, type=type_word(card.type), price=card.price)
        if card in found:
            raise reader.fail(where, twice)
        found.add(card)
    return frozenset(found)


#: The counts' list of bonus card tiles speaks of tiles (those in the city), not of cards.
TILE_WORDS = (QT_TRANSLATE_NOOP("AlhambraError", "a tile with type and price"),
              QT_TRANSLATE_NOOP("AlhambraError", "no bonus card shows {type} {price} "
                                                 "(the cards show the ten tiles without walls)"),
              QT_TRANSLATE_NOOP("AlhambraError", "the same tile is listed twice"))
#: Its key in the file's counts: the tiles shown on bonus cards that stand in the city.
COUNT_KEY = "bonus_tiles"


def card_key(card: Tile) -> str:
    """A card's key among the typed numbers (1: its tile stands in the city)."""
    return f"{card.type} {card.price}"


def _typed(tiles: Iterable[Tile]) -> Marks:
    return Marks({card_key(t): 1 for t in tiles})


def typed_tiles(counts: Counts, variant: Variant) -> frozenset[Tile]:
    """The bonus cards' tiles typed as standing in the city."""
    ticked = counts.module(BonusCards.id)
    return frozenset(c for c in cards(variant) if ticked.get(card_key(c)) == 1)


def _read(reader: FieldReader, data: Any, place: str) -> Hashable | None:
    return read_cards(reader, data, place) or None


def _write(value: Any) -> Any:
    return [{"type": t.type, "price": t.price} for t in sorted(value)]


class BonusCards(Module, BuildingCounter, OwnScoring, CountsInput, FileChecker):
    id = "bonus_cards"
    box = 1
    name = QT_TRANSLATE_NOOP("Module", "Bonus cards")
    summary = QT_TRANSLATE_NOOP(
        "Module", "A card showing a wall-less tile counts as one more building while that tile "
        "stands in its holder's city.")
    reminder = QT_TRANSLATE_NOOP("Module", "Who holds which bonus card now?")
    fields: ClassVar[tuple[Field, ...]] = (Field("player", KEY, _read, _write),)

    def setup_lines(self) -> tuple[Line, ...]:
        return (Line("Module", QT_TRANSLATE_NOOP("Module", "the {count} bonus cards"), count=10),)

    def count_parts(self, context: ScoringContext, player: PlayerView,
                    building_type: str) -> tuple[CountPart, ...]:
        return tuple(
            CountPart(self.id, 1, Line("Module", QT_TRANSLATE_NOOP(
                "Module", "bonus card {type} {price}: +1"), type=card.type, price=card.price))
            for card in sorted(held(player.state))
            if card.type == building_type and stands_in_city(context, player, card))

    # ---- counts only: which held cards' tiles stand in the city is ticked ----
    count_file_keys = (COUNT_KEY,)

    def count_inputs(self, game: GameView, player: PlayerView, counts: Counts) -> tuple[CountInput, ...]:
        ticked = typed_tiles(counts, game.variant)
        inputs = []
        for card in cards(game.variant):
            on = card in ticked
            room = counts.count(card.type) > sum(1 for t in ticked if t.type == card.type)
            inputs.append(CountInput(
                card_key(card), Line("Module", QT_TRANSLATE_NOOP(
                    "Module", "{type} {price} (bonus card) stands in the city"),
                    type=type_word(card.type), price=card.price),
                high=1, tick=True, type=card.type, shown=card in held(player.state), enabled=on or room,
                hint=Line("Module", QT_TRANSLATE_NOOP(
                    "Module", "The bonus card counts one building more while its tile stands in "
                    "its holder's city"))))
        return tuple(inputs)

    def count_step(self, game: GameView, player: PlayerView, key: str, value: int) -> Line:
        card = next(c for c in cards(game.variant) if card_key(c) == key)
        text = QT_TRANSLATE_NOOP("Module", "Type {type} {price} as built in {name}'s city") if value else \
            QT_TRANSLATE_NOOP("Module", "Type {type} {price} as not built in {name}'s city")
        return Line("Module", text, type=type_word(card.type), price=card.price)

    def counts_from_city(self, game: GameView, player: PlayerView) -> Marks:
        city, shown = player.city, cards(game.variant)
        return _typed(t for c, t in city if t in shown and game.ruleset.is_building(city.marks(c)))

    def keep_counts(self, counts: Counts, variant: Variant) -> Marks:
        """No more of a type's cards' tiles than its count: the dearest go."""
        kept: list[Tile] = []
        for kind in variant.type_ids:
            kept += sorted(t for t in typed_tiles(counts, variant) if t.type == kind)[:counts.count(kind)]
        return _typed(kept)

    def counts_problems(self, counts: Counts, variant: Variant) -> Iterator[tuple[str, Line]]:
        known = {card_key(c) for c in cards(variant)}
        for key in sorted(counts.module(self.id).keys() - known):
            kind, _, price = key.rpartition(" ")
            yield COUNT_KEY, sentence(QT_TRANSLATE_NOOP(
                "AlhambraError", "no bonus card shows {type} {price}"), type=type_word(kind), price=price)
        ticked = Counter(t.type for t in typed_tiles(counts, variant))
        for kind, number in sorted(ticked.items()):
            if number > counts.count(kind):
                yield COUNT_KEY, sentence(QT_TRANSLATE_NOOP(
                    "AlhambraError",
                    "{number} {type} tiles of bonus cards stand in a city of {count} {type} buildings"),
                    number=number, type=type_word(kind), count=counts.count(kind))

    def read_counts(self, reader: FieldReader, data: Mapping[str, Any], place: str) -> Marks:
        if COUNT_KEY not in data:
            return NO_MARKS
        return _typed(read_cards(reader, data[COUNT_KEY], f"{place}.{COUNT_KEY}", TILE_WORDS))

    def write_counts(self, typed: Marks, variant: Variant) -> dict[str, Any]:
        tiles = sorted(c for c in cards(variant) if typed.get(card_key(c)) == 1)
        return {COUNT_KEY: [{"type": t.type, "price": t.price} for t in tiles]}

    def problems(self, game: GameView, locate: Locate) -> Iterator[tuple[Text, Line]]:
        holders: dict[Tile, str] = {}
        for player in game.players:
            for card in sorted(held(player.state)):
                if card in holders:
                    yield (locate.player(player.name, KEY), sentence(QT_TRANSLATE_NOOP(
                        "AlhambraError", "the bonus card {type} {price} is held by {name} too"),
                        type=type_word(card.type), price=card.price, name=player_word(holders[card])))
                holders[card] = player.name


def stands_in_city(context: ScoringContext, player: PlayerView, card: Tile) -> bool:
    """Whether the card's tile is a finished building of the player's city (for a player
    scored from typed counts: whether the table ticked it as standing there)."""
    counts = typed(player)
    if counts is not None:
        return typed_as_built(counts, card)
    city = player.city
    cell = next((c for c, tile in city if tile == card), None)
    return cell is not None and context.rules.is_building(city.marks(cell))


def typed_as_built(counts: Counts, card: Tile) -> bool:
    """Whether the table ticked the card's tile as standing in a counts-only city."""
    return counts.typed_number(BonusCards.id, card_key(card)) == 1


def held(state: Marks) -> frozenset[Tile]:
    value = state.get(KEY)
    return value if isinstance(value, frozenset) else frozenset()


def holder(game: GameView, card: Tile) -> str | None:
    return next((p.name for p in game.players if card in held(p.state)), None)


def set_card(game: GameView, name: str, card: Tile, present: bool) -> None:
    """Give a player a bonus card, or take it back."""
    if card not in cards(game.variant):
        raise ModuleError(QT_TRANSLATE_NOOP("AlhambraError", "there is no bonus card {type} {price}"),
                          type=type_word(card.type), price=card.price)
    player = game.player(name)
    owner = holder(game, card)
    if present and owner is not None:
        raise ModuleError(QT_TRANSLATE_NOOP("AlhambraError", "{name} holds the bonus card {type} {price}"),
                          name=player_word(owner), type=type_word(card.type), price=card.price)
    if not present and owner != name:
        raise ModuleError(QT_TRANSLATE_NOOP(
            "AlhambraError", "{name} does not hold the bonus card {type} {price}"),
                          name=player_word(name), type=type_word(card.type), price=card.price)
    now = held(player.state)
    cards_now = now | {card} if present else now - {card}
    player.state = player.state.with_(KEY, frozenset(cards_now) or None)


# ---- as steps of the game's history --------------------------------------------------------
def card_step(name: str, card: Tile, present: bool) -> Edit:
    """Give a player a bonus card, or take it back."""
    text = QT_TRANSLATE_NOOP("Module", "Give {player} the bonus card {card}") if present else \
        QT_TRANSLATE_NOOP("Module", "Take the bonus card {card} from {player}")
    return Edit(Line("Module", text, card=tile_name(card), player=player_word(name)),
                lambda g: set_card(g, name, card, present))


def pass_step(card: Tile, giver: str, taker: str) -> Edit:
    """The bonus card changes hands: one step, never a moment with two holders."""
    def change(game: GameView) -> None:
        set_card(game, giver, card, False)
        set_card(game, taker, card, True)

    text = QT_TRANSLATE_NOOP("Module", "Pass the bonus card {card} from {giver} to {taker}")
    step = Line("Module", text, card=tile_name(card), giver=player_word(giver), taker=player_word(taker))
    return Edit(step, change)
