"""Typing a figure and entering an immediate gain, as steps of the game's history
(``edits.Edit``): the window, the phones and the tests make the same step with the same
words. A value out of its range, or one the box's checks refuse (``figure_checks``), is
refused with one sentence naming the player, the module and the limit.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import TYPE_CHECKING

from .edits import Edit
from .errors import ModuleError, sentence
from .figure_checks import typed_problems
from .figure_file import figures_of_marks, gainer, ordered, refusal, typer, value_problem
from .figures import Figure, Gain
from .marks import NO_MARKS, Marks
from .modules.base import module_word
from .modules.facets import FigureTyper
from .names import player_word
from .places import PLAIN_PLACES
from .tiles import type_word
from .words import QT_TRANSLATE_NOOP, Joined, Line

if TYPE_CHECKING:
    from .context import GameView


def figure_of(game: GameView, module_id: str, key: str) -> Figure:
    """The figure ``key`` of a module in play that types figures."""
    module = typer_in_play(game, module_id)
    found = next((f for f in module.figures(game.variant) if f.key == key), None)
    if found is None:
        raise ModuleError(QT_TRANSLATE_NOOP("AlhambraError", "{module} has no figure {key}"),
                          module=module_word(module_id), key=key)
    return found


def typer_in_play(game: GameView, module_id: str) -> FigureTyper:
    module = typer(game.ruleset, module_id)
    if module is None:
        raise ModuleError(QT_TRANSLATE_NOOP("AlhambraError", "the game does not list the module {module}"),
                          module=module_word(module_id))
    return module


def set_figure(game: GameView, name: str, module_id: str, key: str, value: Hashable) -> None:
    """Type one of a player's figures (None: leave an optional one out), then check the
    table: a refusal names the player, the module and the limit."""
    figure = figure_of(game, module_id, key)
    player = game.player(name)
    if (problem := value_problem(figure, value, game.variant)) is not None:
        raise refusal(problem, player.name, module_id)
    figures = figures_of_marks(player.typed, module_id).with_(key, ordered(figure, value, game.variant))
    before, player.typed = player.typed, player.typed.with_(module_id, figures or None)
    _checked(game, player.name, lambda: setattr(player, "typed", before))


def check_typed(game: GameView, name: str) -> None:
    """Refuse a game whose figures or gains break the box's checks, ``name`` (the player
    just edited) blamed for a sum past the supply."""
    for place, what in typed_problems(game, PLAIN_PLACES, name):
        raise ModuleError(sentence(QT_TRANSLATE_NOOP("AlhambraError", "{place}: {what}"),
                                   place=place, what=what))


def _checked(game: GameView, name: str, undo: Callable[[], None]) -> None:
    """Check the table after an edit; a refusal first undoes it, so the game stays as it was."""
    try:
        check_typed(game, name)
    except ModuleError:
        undo()
        raise


def add_gain(game: GameView, name: str, module_id: str, points: int) -> None:
    """Enter points a player won during play, with the number of the next scoring."""
    player = game.player(name)
    module = gainer(game.ruleset, module_id)
    if module is None:
        raise ModuleError(QT_TRANSLATE_NOOP("AlhambraError", "the game does not list the module {module}"),
                          module=module_word(module_id))
    due = len(game.scorings) + 1
    if due > 3:
        raise refusal(sentence(QT_TRANSLATE_NOOP(
            "AlhambraError", "all three scorings are recorded: no more points are won")),
            player.name, module_id)
    if points not in module.gain_amounts(due):
        raise refusal(sentence(QT_TRANSLATE_NOOP(
            "AlhambraError", "{points} points are no gain before scoring {round} (one of {amounts})"),
            points=points, round=due, amounts=", ".join(map(str, module.gain_amounts(due)))),
            player.name, module_id)
    before, player.immediate = player.immediate, (*player.immediate, Gain(module_id, points, due))
    _checked(game, player.name, lambda: setattr(player, "immediate", before))


def take_back_gain(game: GameView, name: str, module_id: str) -> None:
    """Take back the last gain a player entered for a module."""
    player = game.player(name)
    index = next((i for i in range(len(player.immediate) - 1, -1, -1)
                  if player.immediate[i].module == module_id), None)
    if index is None:
        raise refusal(sentence(QT_TRANSLATE_NOOP("AlhambraError", "no points entered to take back")),
                      player.name, module_id)
    player.immediate = player.immediate[:index] + player.immediate[index + 1:]


# ---- as steps of the game's history --------------------------------------------------------
def figure_step(game: GameView, name: str, module_id: str, key: str, value: Hashable) -> Edit:
    """Type a player's figure ("Type Ben's white falcons: 3")."""
    figure = figure_of(game, module_id, key)
    return Edit(Line("Module", QT_TRANSLATE_NOOP("Module", "Type {name}'s {figure}: {value}"),
                     name=player_word(game.player(name).name), figure=figure.words,
                     value=shown(value)), lambda g: set_figure(g, name, module_id, key, value), frozenset())


def gain_step(game: GameView, name: str, module_id: str, points: int) -> Edit:
    """Enter a gain ("Enter 2 points of Palace designers for Ben")."""
    return Edit(Line("Module", QT_TRANSLATE_NOOP("Module", "Enter {points} points of {module} for {name}"),
                     points=points, module=module_word(module_id), name=player_word(game.player(name).name)),
                lambda g: add_gain(g, name, module_id, points), frozenset())


def take_back_step(game: GameView, name: str, module_id: str) -> Edit:
    return Edit(Line("Module", QT_TRANSLATE_NOOP("Module", "Take back {name}'s last points of {module}"),
                     module=module_word(module_id), name=player_word(game.player(name).name)),
                lambda g: take_back_gain(g, name, module_id), frozenset())


def shown(value: Hashable) -> object:
    """A typed value as a step names it: a number, a list joined with commas (building types
    as words the app names), "–" for none."""
    if isinstance(value, tuple) and value and all(isinstance(v, str) for v in value):
        return Joined(tuple(sentence("{type}", type=type_word(str(v))) for v in value), ", ")
    if isinstance(value, tuple):
        return ", ".join(map(str, value)) or "–"
    return "–" if value is None else str(value)


def typed_now(game: GameView, name: str, module_id: str) -> Marks:
    """What a player typed for a module (nothing: empty)."""
    found = game.player(name).typed.get(module_id)
    return found if isinstance(found, Marks) else NO_MARKS
