"""What the modules' parts add to the scoreboard's sentences and the exports: what a
recorded scoring holds for a player from them, and the words of a term that has none."""

from __future__ import annotations

from ...app import labels
from ...app.labels import arg, tr
from ...engine import Game, StepScorer, Term
from .facets import ScoreWords
from .registry import all_parts_with, part_as


def recorded_lines(game: Game, round_: int, name: str) -> list[str]:
    """A player's module inputs in a recorded scoring, one text each ("Camps +3"), and the
    points of a module's step recorded before it ("Palace staff, before the leftover tiles −3")."""
    return [*(line for ui in all_parts_with(ScoreWords) for line in ui.recorded_lines(game, round_, name)),
            *step_lines(game, round_, name)]


def step_lines(game: Game, round_: int, name: str) -> list[str]:
    """The points a player lost or won in the modules' steps recorded before scoring
    ``round_``, one text each (none where the step gave them nothing)."""
    lines = []
    for recorded in game.steps:
        points = recorded.points.get(name, 0)
        if recorded.round != round_ or not points:
            continue
        for scorer in game.ruleset.modules:  # the module whose step it is, by its name
            if isinstance(scorer, StepScorer) and scorer.step == recorded.step:
                lines.append(arg(tr("%1, %2 %3", "a module, its step, the points"),
                                 labels.module_name(scorer), labels.translate("Module", scorer.step_title),
                                 f"+{points}" if points > 0 else labels.integer_text(points)))
    return lines


def recorded_rounds(game: Game) -> list[int]:
    """The scorings that hold something recorded: scorings recorded, and those a module's step
    was recorded before."""
    return sorted({r.round for r in (*game.scorings, *game.steps)})


def empty_term_lines(term: Term) -> list[str]:
    """What a module's term says when it has no lines of its own."""
    ui = part_as(term.source, ScoreWords)
    return ui.empty_term_lines(term) if ui is not None else []
