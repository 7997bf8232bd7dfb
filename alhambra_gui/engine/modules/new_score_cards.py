"""New score cards (MODULES.md §1, box 5: Power of the Sultan): one card per scoring lists
the six building types in a new order; the type at position i scores with the value row
the base game gives the i-th type. The game's state ``new_score_cards`` holds the card of
scorings 1, 2 and 3, each a number or None while it is not entered: a card entered counts
for its scoring at once, a scoring without one counts with the base values. (The file
writes a card not entered as ``null``; three numbers are the spec's field as it stands.)
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING, Any, ClassVar

from ..assets import load_json
from ..edits import Edit
from ..errors import ModuleError
from ..scoring import Award, Entrant, ScoringRule
from ..words import QT_TRANSLATE_NOOP, Line
from .base import Field, FieldReader, Module
from .facets import BuildingCounter, ScoringInputs

if TYPE_CHECKING:
    from ..context import GameView
    from ..marks import Marks
    from ..variant import Variant

KEY = "new_score_cards"


@cache
def card_letters() -> dict[int, str]:
    """Each card's order of the six types, as type letters (1-18)."""
    return {int(n): str(order) for n, order in load_json("modules", "new_score_cards.json")["cards"].items()}


def card_order(variant: Variant, card: int) -> tuple[str, ...]:
    """The building types in the card's order (type ids)."""
    by_letter = {t.letter: t.id for t in variant.types}
    return tuple(by_letter[letter] for letter in card_letters()[card])


def _read(reader: FieldReader, data: Any, place: str) -> Hashable | None:
    numbers = reader.array(data, place, 3, minimum=3)
    cards = tuple(None if n is None else reader.integer(n, f"{place}[{i}]", 1, len(card_letters()))
                  for i, n in enumerate(numbers))
    entered = [c for c in cards if c is not None]
    if len(set(entered)) != len(entered):
        raise reader.fail(place, QT_TRANSLATE_NOOP("AlhambraError", "the three cards must be different"))
    return cards if entered else None


def _write(cards: Any) -> list[int | None]:
    return list(cards)


@dataclass(frozen=True)
class CardScoring:
    """The base majority rule, each type paid with the row its card position gives it."""

    base: ScoringRule
    #: scoring -> type -> the type whose base row it takes (a scoring without a card: absent)
    rows: Mapping[int, Mapping[str, str]]

    def award(self, round_: int, building_type: str, entrants: Sequence[Entrant]) -> dict[str, Award]:
        row = self.rows.get(round_, {}).get(building_type, building_type)
        return self.base.award(round_, row, entrants)


class NewScoreCards(Module, BuildingCounter, ScoringInputs):
    id = "new_score_cards"
    box = 5
    name = QT_TRANSLATE_NOOP("Module", "New score cards")
    summary = QT_TRANSLATE_NOOP(
        "Module", "Three cards, one per scoring, give the building types new values.")
    reminder = QT_TRANSLATE_NOOP("Module", "Is this scoring's card the one entered?")
    fields: ClassVar[tuple[Field, ...]] = (Field("game", KEY, _read, _write),)

    def setup_lines(self) -> tuple[Line, ...]:
        return (Line("Module", QT_TRANSLATE_NOOP(
            "Module", "draw 3 of the {count} new score cards, one for each scoring"),
            count=len(card_letters())),)

    def building_rule(self, rule: ScoringRule, game: GameView) -> ScoringRule:
        base_order = game.variant.type_ids
        rows = {round_: dict(zip(card_order(game.variant, card), base_order, strict=True))
                for round_, card in enumerate(cards(game.state), start=1) if card is not None}
        return CardScoring(rule, rows) if rows else rule

    def concerns(self, game: GameView, round_: int) -> tuple[Line, ...]:
        if card_for(game.state, round_) is not None:
            return ()
        return (Line("Module", QT_TRANSLATE_NOOP(
            "Module", "No new score card is entered for scoring {round}: it would count with "
                      "the base values."), round=round_),)


#: The cards of scorings 1, 2 and 3; None: not entered (yet).
Cards = tuple[int | None, int | None, int | None]
NO_CARDS: Cards = (None, None, None)


def cards(state: Marks) -> Cards:
    """The card entered for each scoring (None where none is)."""
    value = state.get(KEY)
    if isinstance(value, tuple) and len(value) == 3:
        first, second, third = (None if v is None else int(v) for v in value)
        return (first, second, third)
    return NO_CARDS


def card_for(state: Marks, round_: int) -> int | None:
    """The card entered for scoring 1, 2 or 3 (None: none yet)."""
    return cards(state)[round_ - 1] if 1 <= round_ <= 3 else None


def set_cards(game: GameView, chosen: Cards) -> None:
    """The cards for scorings 1, 2 and 3, each a number or None (not entered)."""
    known = card_letters()
    entered = [c for c in chosen if c is not None]
    if len(set(entered)) != len(entered) or any(c not in known for c in entered):
        raise ModuleError(QT_TRANSLATE_NOOP(
            "AlhambraError", "choose three different cards from 1 to {count}"), count=len(known))
    game.state = game.state.with_(KEY, tuple(chosen) if entered else None)


# ---- as steps of the game's history --------------------------------------------------------
def cards_step(chosen: Cards) -> Edit:
    """The new score cards of the three scorings (None: not turned up yet)."""
    return Edit(Line("Module", QT_TRANSLATE_NOOP("Module", "Choose the new score cards")),
                lambda g: set_cards(g, chosen))
