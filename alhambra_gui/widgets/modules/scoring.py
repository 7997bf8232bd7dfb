"""What the modules' parts add to the scoreboard's sentences and the exports: what a
recorded scoring holds for a player from them, and the words of a term that has none."""

from __future__ import annotations

from ...engine import Game, Term
from .registry import all_parts, part


def recorded_lines(game: Game, round_: int, name: str) -> list[str]:
    """A player's module inputs in a recorded scoring, one text each ("Camps +3")."""
    return [line for ui in all_parts() for line in ui.recorded_lines(game, round_, name)]


def empty_term_lines(term: Term) -> list[str]:
    """What a module's term says when it has no lines of its own."""
    ui = part(term.source)
    return ui.empty_term_lines(term) if ui is not None else []
