"""A module's scoring step (``StepScorer``: palace staff's, before the leftover tiles): the
module whose step it is, its points as the cities stand, and the step as it is recorded —
once, right before the scoring it precedes (``Game.score_step``, ``Game.record_step``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .context import RecordedScoring
from .counts import typed
from .errors import AlhambraError
from .marks import NO_MARKS
from .modules.facets import StepScorer
from .names import excerpt
from .tally import PlayerScore, RoundScore, ScoringContext
from .words import QT_TRANSLATE_NOOP, Line

if TYPE_CHECKING:
    from .context import GameView


def step_scorer(game: GameView, step: str) -> StepScorer:
    """The module in play whose scoring step ``step`` is."""
    found = next((m for m in game.ruleset.modules_with(StepScorer) if m.step == step), None)
    if found is None:
        raise AlhambraError(QT_TRANSLATE_NOOP(
            "AlhambraError", "no module in play has the scoring step {step}"), step=excerpt(step))
    return found


def score_step(game: GameView, step: str) -> RoundScore:
    """A module's scoring step as the cities stand: its points only; nothing is recorded."""
    scorer = step_scorer(game, step)
    context = ScoringContext(game, scorer.step_round, NO_MARKS, game.ruleset)
    terms = scorer.step_terms(context)
    players = tuple(PlayerScore(p.name, terms.get(p.name, ()), typed=typed(p) is not None)
                    for p in game.players)
    return RoundScore(scorer.step_round, players, None, step)


def step_to_record(game: GameView, step: str) -> RecordedScoring:
    """The step ``step`` scored now, to be recorded: refused if it is recorded already or the
    scorings recorded are not those before the one it precedes."""
    scorer = step_scorer(game, step)
    title = Line("Module", scorer.step_title)
    if any(s.step == step for s in game.steps):
        raise AlhambraError(QT_TRANSLATE_NOOP("AlhambraError", "the step {step} is already recorded"),
                            step=title)
    if len(game.scorings) != scorer.step_round - 1:
        raise AlhambraError(QT_TRANSLATE_NOOP(
            "AlhambraError", "the step {step} comes after scoring {before}, before scoring {round}"),
            step=title, before=scorer.step_round - 1, round=scorer.step_round)
    return RecordedScoring(scorer.step_round, score_step(game, step).points(), step=step)
