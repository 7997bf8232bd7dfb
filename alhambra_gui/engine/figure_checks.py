"""The box's checks on typed figures and immediate gains, across the table and over the
recorded scorings (MODULES.md §19; ``figure_file.py`` says what each check is). A game that
breaks one is refused: a file with its place, an edit with the player and the module.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterator, Sequence
from typing import TYPE_CHECKING

from .errors import sentence
from .figure_file import SUPPLY_OVER_TIME, figures_of_marks
from .figures import Figure
from .marks import NO_MARKS, Marks
from .modules.facets import CheckSwitch, FigureTyper, GainScorer
from .names import player_word
from .places import PLAIN_PLACES
from .tiles import type_word
from .words import QT_TRANSLATE_NOOP, Line, Text

if TYPE_CHECKING:
    from .context import GameView
    from .modules.base import Locate

#: One state of the table's figures: each player's ``typed`` by name, and where it stands
#: (None: the game as it stands; else the index of the recorded scoring that keeps it).
State = tuple[dict[str, Marks], int | None]


def typed_problems(game: GameView, locate: Locate, last: str | None = None) -> Iterator[tuple[Text, Line]]:
    """Every problem of the players' figures and gains, with its place. ``last``: the player
    just edited, taken last in the table's sums (a sum past the supply blames them)."""
    order = tuple(n for n in game.names if n != last) + ((last,) if last in game.names else ())
    states = _states(game)
    figures = _figures_key(states, order)
    for module in game.ruleset.modules_with(FigureTyper):
        yield from _table_problems(game, module, states, order, locate, figures)
        for name, key, what in module.figure_problems(game, order):
            yield locate.typed(name, module.id, key), what
    yield from _gains(game, locate)


#: The problems of a module's figures across the table and over time, by all they read
#: (``_table_problems``): an edit of a city changes no figure, so a check after it finds them
#: here. Past this many, the oldest goes (as in ``City.kept``): never what this check just
#: found, which the check after the next edit asks for.
_TABLE_KEPT = 64
_table_kept: dict[Hashable, tuple[tuple[Text, Line], ...]] = {}


def _figures_key(states: list[State], order: Sequence[str]) -> Hashable:
    """Every figure the table checks read: each state's figures by player, in ``order``."""
    return tuple((tuple(state[0].get(n, NO_MARKS) for n in order), state[1]) for state in states)


def _table_problems(game: GameView, module: FigureTyper, states: list[State], order: Sequence[str],
                    locate: Locate, figures: Hashable) -> tuple[tuple[Text, Line], ...]:
    """The problems of ``module``'s figures across the table at each time and over the
    recorded scorings: read from the figures (``figures``, with the players' ``order``), the
    variant and the modules in play (which may switch a check off), and worded by ``locate``;
    kept by those when worded as an edit words them (a check after an edit of a city finds
    them kept; a file's places are its own)."""
    key = (module.id, game.variant.name, game.ruleset.module_ids, order, figures)
    found = _table_kept.get(key) if locate is PLAIN_PLACES else None
    if found is None:
        found = tuple(problem for figure in module.figures(game.variant) for problem in (
            *(p for state in states for p in _table(module.id, figure, state, order, locate)),
            *_over_time(game, module.id, figure, states, order, locate)))
        if locate is PLAIN_PLACES:
            if len(_table_kept) >= _TABLE_KEPT:  # figures that keep changing: the oldest goes
                del _table_kept[next(iter(_table_kept))]
            _table_kept[key] = found
    return found


def _states(game: GameView) -> list[State]:
    recorded: list[State] = [({n: _marks(s.typed.get(n)) for n in game.names}, i)
                             for i, s in enumerate(game.scorings)]
    return [*recorded, ({p.name: p.typed for p in game.players}, None)]


def _marks(value: Hashable) -> Marks:
    return value if isinstance(value, Marks) else NO_MARKS


def _value(state: State, name: str, module_id: str, figure: Figure) -> Hashable:
    found = figures_of_marks(state[0].get(name, NO_MARKS), module_id).get(figure.key)
    return figure.default if found is None else found


def _place(locate: Locate, state: State, name: str, module_id: str, key: str) -> Text:
    return locate.typed(name, module_id, key, state[1])


def _item(figure: Figure, kind: str) -> Line:
    return sentence(figure.item or "{type}", type=type_word(kind))


# ---- the table at one time ----------------------------------------------------------------------
def _table(module_id: str, figure: Figure, state: State, order: Sequence[str],
           locate: Locate) -> Iterator[tuple[Text, Line]]:
    if figure.supply is not None:
        total = 0
        for name in order:
            amount = figure.amount(_value(state, name, module_id, figure))
            total += amount
            if amount and total > figure.supply:
                yield _place(locate, state, name, module_id, figure.key), sentence(QT_TRANSLATE_NOOP(
                    "AlhambraError", "{what}: {total} among the players (the box has {supply})"),
                    what=figure.words, total=total, supply=figure.supply)
                break
    if figure.one_holder:
        holders: dict[str, str] = {}
        for name in order:
            value = _value(state, name, module_id, figure)
            for kind in value if isinstance(value, tuple) else ():
                if str(kind) in holders:
                    yield _place(locate, state, name, module_id, figure.key), sentence(QT_TRANSLATE_NOOP(
                        "AlhambraError", "{item} is {name}'s"), item=_item(figure, str(kind)),
                        name=player_word(holders[str(kind)]))
                    return
                holders[str(kind)] = name


# ---- over the recorded scorings ---------------------------------------------------------------
def _over_time(game: GameView, module_id: str, figure: Figure, states: list[State],
               order: Sequence[str], locate: Locate) -> Iterator[tuple[Text, Line]]:
    over_time = figure.over_time and figure.supply is not None and not any(
        SUPPLY_OVER_TIME in m.switched_off for m in game.ruleset.modules_with(CheckSwitch))
    for i, then in enumerate(states[:-1]):
        for later in states[i + 1:]:
            if figure.kept:
                yield from _kept(module_id, figure, then, later, order, locate)
            if figure.grows:
                yield from _grows(module_id, figure, then, later, order, locate)
            if over_time:
                yield from _supply_over_time(module_id, figure, then, later, order, locate)


def _kept(module_id: str, figure: Figure, then: State, later: State, order: Sequence[str],
          locate: Locate) -> Iterator[tuple[Text, Line]]:
    round_ = (then[1] or 0) + 1
    held = {str(k): n for n in order for k in _entries(_value(then, n, module_id, figure))}
    for name in order if figure.one_holder else ():
        for kind in _entries(_value(later, name, module_id, figure)):
            if held.get(str(kind), name) != name:
                yield _place(locate, later, name, module_id, figure.key), sentence(QT_TRANSLATE_NOOP(
                    "AlhambraError", "{item} was {name}'s in scoring {round}"),
                    item=_item(figure, str(kind)), name=player_word(held[str(kind)]), round=round_)
                return
    for name in order:
        now = _entries(_value(later, name, module_id, figure))
        for kind in _entries(_value(then, name, module_id, figure)):
            if kind not in now:
                word = _item(figure, str(kind)) if figure.shape == "types" else str(kind)
                yield _place(locate, later, name, module_id, figure.key), sentence(QT_TRANSLATE_NOOP(
                    "AlhambraError", "{item} was listed in scoring {round} and stays listed"),
                    item=word, round=round_)
                return


def _entries(value: Hashable) -> tuple[Hashable, ...]:
    return value if isinstance(value, tuple) else ()


def _grows(module_id: str, figure: Figure, then: State, later: State, order: Sequence[str],
           locate: Locate) -> Iterator[tuple[Text, Line]]:
    for name in order:
        before = figure.size(_value(then, name, module_id, figure))
        now = figure.size(_value(later, name, module_id, figure))
        if now < before:
            yield _place(locate, later, name, module_id, figure.key), sentence(QT_TRANSLATE_NOOP(
                "AlhambraError", "{now} is below the {before} of scoring {round}: it never falls"),
                now=now, before=before, round=(then[1] or 0) + 1)
            return


def _supply_over_time(module_id: str, figure: Figure, then: State, later: State,
                      order: Sequence[str], locate: Locate) -> Iterator[tuple[Text, Line]]:
    assert figure.supply is not None
    held = sum(figure.amount(_value(then, n, module_id, figure)) for n in order)
    left = figure.supply - held
    gained, blamed = 0, None
    for name in order:
        more = figure.amount(_value(later, name, module_id, figure)) - \
            figure.amount(_value(then, name, module_id, figure))
        if more > 0:
            gained, blamed = gained + more, name
    if blamed is not None and gained > left:
        yield _place(locate, later, blamed, module_id, figure.key), sentence(QT_TRANSLATE_NOOP(
            "AlhambraError",
            "{what}: {gained} more since scoring {round}, when the box held only {left} more"),
            what=figure.words, gained=gained, round=(then[1] or 0) + 1, left=left)


# ---- immediate gains --------------------------------------------------------------------------
def _gains(game: GameView, locate: Locate) -> Iterator[tuple[Text, Line]]:
    gainers = {m.id: m for m in game.ruleset.modules_with(GainScorer)}
    due = min(3, len(game.scorings) + 1)
    for player in game.players:
        before = 1
        for index, gain in enumerate(player.immediate):
            module = gainers.get(gain.module)
            if module is None:
                yield locate.gain(player.name, index, gain.module), sentence(QT_TRANSLATE_NOOP(
                    "AlhambraError", "the game does not list the module {module}"), module=gain.module)
                return
            what = _gain_problem(module, gain.points, gain.round, before, due)
            if what is not None:
                yield locate.gain(player.name, index, gain.module), what
                return
            before = gain.round


def _gain_problem(module: GainScorer, points: int, round_: int, before: int, due: int) -> Line | None:
    if round_ > due:
        return sentence(QT_TRANSLATE_NOOP(
            "AlhambraError", "a gain before scoring {round}, but scoring {due} is the next"),
            round=round_, due=due)
    if round_ < before:
        return sentence(QT_TRANSLATE_NOOP(
            "AlhambraError", "a gain before scoring {round} after one before scoring {before}"),
            round=round_, before=before)
    amounts = module.gain_amounts(round_)
    if points not in amounts:
        return sentence(QT_TRANSLATE_NOOP(
            "AlhambraError", "{points} points are no gain before scoring {round} (one of {amounts})"),
            points=points, round=round_, amounts=", ".join(map(str, amounts)))
    return None
