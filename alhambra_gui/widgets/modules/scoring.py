"""What the modules' parts add to the scoreboard's sentences and the exports: what a
recorded scoring holds for a player from them, and the words of a term that has none."""

from __future__ import annotations

from ...engine import Game, Term
from .facets import ScoreWords
from .registry import all_parts_with, part_as


def recorded_lines(game: Game, round_: int, name: str) -> list[str]:
    """A player's module inputs in a recorded scoring, one text each ("Camps +3")."""
    return [line for ui in all_parts_with(ScoreWords) for line in ui.recorded_lines(game, round_, name)]


def empty_term_lines(term: Term) -> list[str]:
    """What a module's term says when it has no lines of its own."""
    ui = part_as(term.source, ScoreWords)
    return ui.empty_term_lines(term) if ui is not None else []
