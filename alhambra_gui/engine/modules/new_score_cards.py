"""New score cards (MODULES.md §1, box 5: Power of the Sultan): one card per scoring lists
the six building types in a new order; the type at position i scores with the value row
the base game gives the i-th type. The game's state ``new_score_cards`` holds the three
card numbers (for scorings 1, 2, 3); until they are chosen the base values apply.
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING, Any, ClassVar

from ..assets import load_json
from ..errors import ModuleError
from ..scoring import Award, Entrant, ScoringRule
from ..words import QT_TRANSLATE_NOOP, Line
from .base import Field, FieldReader, Module

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
    cards = tuple(reader.integer(n, f"{place}[{i}]", 1, len(card_letters())) for i, n in enumerate(numbers))
    if len(set(cards)) != 3:
        raise reader.fail(place, QT_TRANSLATE_NOOP("AlhambraError", "the three cards must be different"))
    return cards


@dataclass(frozen=True)
class CardScoring:
    """The base majority rule, each type paid with the row its card position gives it."""

    base: ScoringRule
    rows: Mapping[int, Mapping[str, str]]  # scoring -> type -> the type whose base row it takes

    def award(self, round_: int, building_type: str, entrants: Sequence[Entrant]) -> dict[str, Award]:
        return self.base.award(round_, self.rows[round_][building_type], entrants)


class NewScoreCards(Module):
    id = "new_score_cards"
    box = 5
    name = QT_TRANSLATE_NOOP("Module", "New score cards")
    summary = QT_TRANSLATE_NOOP(
        "Module", "Three cards, one per scoring, give the building types new values.")
    reminder = QT_TRANSLATE_NOOP("Module", "Is this scoring's card the one entered?")
    fields: ClassVar[tuple[Field, ...]] = (Field("game", KEY, _read, list),)

    def setup_lines(self) -> tuple[Line, ...]:
        return (Line("Module", QT_TRANSLATE_NOOP(
            "Module", "draw 3 of the {count} new score cards, one for each scoring"),
            count=len(card_letters())),)

    def building_rule(self, rule: ScoringRule, game: GameView) -> ScoringRule:
        chosen = cards(game.state)
        if chosen is None:
            return rule
        base_order = game.variant.type_ids
        rows = {round_: dict(zip(card_order(game.variant, card), base_order, strict=True))
                for round_, card in enumerate(chosen, start=1)}
        return CardScoring(rule, rows)


def cards(state: Marks) -> tuple[int, int, int] | None:
    value = state.get(KEY)
    if isinstance(value, tuple) and len(value) == 3:
        return (int(value[0]), int(value[1]), int(value[2]))
    return None


def set_cards(game: GameView, chosen: tuple[int, int, int] | None) -> None:
    """The cards for scorings 1, 2 and 3 (None: not chosen yet)."""
    if chosen is not None:
        known = card_letters()
        if len(set(chosen)) != 3 or any(c not in known for c in chosen):
            raise ModuleError(QT_TRANSLATE_NOOP(
                "AlhambraError", "choose three different cards from 1 to {count}"),
                              count=len(known))
    game.state = game.state.with_(KEY, tuple(chosen) if chosen else None)
