"""Other points (MODULES.md §9): labelled points, positive or negative, for anything the
app does not count itself (a house rule, a promotional tile, …), entered for one scoring. They are the
scoring's input ``other_points``: entries of (player, label, points).
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Iterator, Mapping
from typing import TYPE_CHECKING, Any, ClassVar

from ..errors import ModuleError, sentence
from ..marks import NO_MARKS, Marks
from ..names import clean_text, excerpt
from ..tally import Term
from ..words import QT_TRANSLATE_NOOP, Line, Text
from .base import Field, FieldReader, Locate, Module
from .facets import FileChecker, NameKeeper, OwnScoring, ScoringInputs, TermScorer

if TYPE_CHECKING:
    from ..context import GameView, PlayerView
    from ..tally import ScoringContext

KEY = "other_points"
LIMIT = 10_000
LABEL_LENGTH = 60
#: The most lines of other points one player has in one scoring.
MAX_LINES = 100
Entry = tuple[str, str, int]  # player, label, points


def _read(reader: FieldReader, data: Any, place: str) -> Hashable | None:
    entries: list[Entry] = []
    for name, items in reader.mapping(data, place, QT_TRANSLATE_NOOP(
        "AlhambraError", "an object of players' points")).items():
        for i, item in enumerate(reader.array(items, f"{place}.{name}", MAX_LINES)):
            where = f"{place}.{name}[{i}]"
            reader.mapping(item, where, QT_TRANSLATE_NOOP("AlhambraError", "an object with label and points"))
            label = reader.text(item.get("label", ""), f"{where}.label", LABEL_LENGTH)
            if problem := label_problem(label):
                raise reader.fail(f"{where}.label", problem)
            entries.append((name, label, reader.integer(item.get("points"), f"{where}.points",
                                                        -LIMIT, LIMIT)))
    return tuple(entries) if entries else None


def _write(value: Any) -> Any:
    data: dict[str, list[dict[str, Any]]] = {}
    for name, label, points in value:
        data.setdefault(name, []).append({"label": label, "points": points})
    return data


class OtherPoints(Module, ScoringInputs, TermScorer, OwnScoring, FileChecker, NameKeeper):
    id = "other_points"
    name = QT_TRANSLATE_NOOP("Module", "Other points")
    summary = QT_TRANSLATE_NOOP(
        "Module", "Points with a label, entered per scoring, for any module the app does not count "
        "itself.")
    reminder = QT_TRANSLATE_NOOP("Module", "Enter the other points of this scoring.")
    kind = "typed"  # typed with each scoring: the chooser said "computed from the city"
    fields: ClassVar[tuple[Field, ...]] = (Field("scoring", KEY, _read, _write),)
    always_available = True
    terms: ClassVar[Mapping[str, str]] = {KEY: QT_TRANSLATE_NOOP("Module", "Other")}
    score_option = ("--other", "NAME=POINTS[:LABEL]",
                    "other points for a player in this scoring (repeatable)")

    def score_inputs(self, game: GameView, values: list[str]) -> Marks:
        return inputs([parse(text) for text in values], game)

    def score_terms(self, context: ScoringContext) -> Mapping[str, tuple[Term, ...]]:
        return {p.name: self.own_terms(context, p) for p in context.game.players}

    def own_terms(self, context: ScoringContext, player: PlayerView) -> tuple[Term, ...]:
        mine = [(label, points) for name, label, points in entries(context.inputs) if name == player.name]
        lines = tuple(Line("Module", QT_TRANSLATE_NOOP("Module", "{label}: {points}"),
                           label=label, points=points) for label, points in mine)
        return (Term(self.id, KEY, sum(p for _, p in mine), lines=lines),)

    def problems(self, game: GameView, locate: Locate) -> Iterator[tuple[Text, Line]]:
        for i, scoring in enumerate(game.scorings):
            for name, _, _ in entries(scoring.inputs):
                if name not in game.names:
                    yield locate.scoring(i, KEY), sentence(QT_TRANSLATE_NOOP(
                        "AlhambraError", "{name} is not a player"),
                                                           name=excerpt(name))

    def renamed(self, marks: Marks, renames: Mapping[str, str]) -> Marks:
        found = entries(marks)
        if not any(name in renames for name, _, _ in found):
            return marks
        return marks.with_(KEY, tuple((renames.get(name, name), label, points)
                                      for name, label, points in found))

    def forgotten(self, marks: Marks, names: frozenset[str]) -> Marks:
        found = entries(marks)
        if not any(name in names for name, _, _ in found):
            return marks
        return marks.with_(KEY, tuple(entry for entry in found if entry[0] not in names))


def entries(inputs: Marks) -> tuple[Entry, ...]:
    value = inputs.get(KEY)
    return value if isinstance(value, tuple) else ()


def label_problem(label: str) -> Line | None:
    """Why a label of other points cannot be kept (a sentence), or None: a label is shown in
    tooltips and explanations and written to spreadsheets, as names are."""
    if clean_text(label) != label:
        return sentence(QT_TRANSLATE_NOOP(
            "AlhambraError", "the label {label} holds a control or text-direction character"),
            label=excerpt(label))
    return None


def inputs(given: Iterable[Entry], game: GameView | None = None) -> Marks:
    """A scoring's inputs holding these other points. With ``game``, each name is the
    player's as the game has it, matched as every command matches names (``Game.player``:
    "anna" is Anna)."""
    found = tuple((game.player(name).name if game is not None else name, label, points)
                  for name, label, points in given)
    for name, label, points in found:
        if sum(1 for entry in found if entry[0] == name) > MAX_LINES:
            raise ModuleError(QT_TRANSLATE_NOOP(
                "AlhambraError", "a player has at most {count} lines of other points in a scoring"),
                count=MAX_LINES)
        if problem := label_problem(label):
            raise ModuleError(problem)
        if len(label) > LABEL_LENGTH:
            raise ModuleError(QT_TRANSLATE_NOOP("AlhambraError", "a label has at most {count} characters"),
                              count=LABEL_LENGTH)
        if abs(points) > LIMIT:
            raise ModuleError(QT_TRANSLATE_NOOP("AlhambraError", "other points are between {low} and {high}"),
                              low=-LIMIT, high=LIMIT)
    return NO_MARKS.with_(KEY, found or None)


def parse(text: str) -> Entry:
    """``NAME=POINTS[:LABEL]``, as ``score --other`` takes it."""
    name, sep, rest = text.partition("=")
    number, _, label = rest.partition(":")
    try:
        points = int(number.strip())
    except ValueError:
        points = None
    if not sep or not name.strip() or points is None:
        raise ModuleError(QT_TRANSLATE_NOOP(
            "AlhambraError", "--other {text}: write NAME=POINTS or NAME=POINTS:LABEL, e.g. Ben=3:Camps"),
            text=excerpt(text))
    return (name.strip(), label.strip(), points)
