"""Typed figures and immediate points in a game (MODULES.md §19, spec "The third set of
modules"): reading and writing the file's ``typed`` and ``immediate`` entries, the box's
checks across the table and over the recorded scorings, and the edits that type a figure
or enter a gain.

Every refusal is one sentence with its place: in a file, its path
(``players[1].typed.falconers.white: 6 white falcons (the box has 5)``); after an edit, the
player and the module ("Ben, Falconers: …"). The checks:

- each figure in its range (``Figure``), refused as it is read or typed;
- the supplies shared by the table (all players together), a type held by one player;
- over the recorded scorings (their ``typed`` copies): what is kept stays listed, what may
  only grow never falls, and the supply over time (switched off by a module in play that
  says so: ``SUPPLY_OVER_TIME``);
- each module's own (``FigureTyper.figure_problems``: the city, the table);
- the immediate gains: amounts the module allows, rounds in order and not past the next scoring.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import TYPE_CHECKING, Any

from .errors import ModuleError, sentence
from .figures import Figure, Gain
from .marks import NO_MARKS, Marks
from .modules import registry
from .modules.base import module_word
from .modules.facets import FigureTyper, GainScorer
from .names import excerpt
from .places import PLAIN_PLACES
from .tiles import type_word
from .words import QT_TRANSLATE_NOOP, Line

if TYPE_CHECKING:
    from .context import RulesView
    from .modules.base import FieldReader
    from .ruleset import Ruleset
    from .variant import Variant

TYPED = "typed"
IMMEDIATE = "immediate"
#: The check a module may switch off (``CheckSwitch``): the supplies over time.
SUPPLY_OVER_TIME = "supply_over_time"
#: The most gains a player may enter (more than any game brings).
MAX_GAINS = 200


# ---- one value ----------------------------------------------------------------------------------
def value_problem(figure: Figure, value: Hashable, variant: Variant) -> Line | None:
    """Why ``value`` is not one the figure may have (a sentence), or None."""
    if figure.shape == "number":
        return _number_problem(figure, value)
    if not isinstance(value, tuple):
        return sentence(QT_TRANSLATE_NOOP("AlhambraError", "must be a list"))
    if figure.shape == "types":
        for kind in value:
            if kind not in variant.type_ids:
                return sentence(QT_TRANSLATE_NOOP("AlhambraError", "{type} is not a building type"),
                                type=excerpt(str(kind)))
        return _twice(value, lambda v: type_word(str(v)))
    if figure.most and len(value) > figure.most:
        return sentence(QT_TRANSLATE_NOOP("AlhambraError", "{count} entries (at most {most})"),
                        count=len(value), most=figure.most)
    for entry in value:
        if isinstance(entry, bool) or not isinstance(entry, int):
            return sentence(QT_TRANSLATE_NOOP("AlhambraError", "must be a list of whole numbers"))
        if figure.options and entry not in figure.options:
            return sentence(QT_TRANSLATE_NOOP("AlhambraError", "{value} is not one of {options}"),
                            value=entry, options=", ".join(map(str, figure.options)))
        if not figure.options and not figure.low <= entry <= figure.high:
            return _out_of_range(entry, figure)
    return _twice(value, str) if figure.distinct else None


def _number_problem(figure: Figure, value: Hashable) -> Line | None:
    if value is None and figure.optional:
        return None
    if isinstance(value, bool) or not isinstance(value, int):
        return sentence(QT_TRANSLATE_NOOP("AlhambraError", "must be a whole number"))
    if value > figure.high and figure.too_many:
        return sentence(figure.too_many, value=value, high=figure.high,
                        type=type_word(figure.type) if figure.type else "")
    if not figure.low <= value <= figure.high:
        return _out_of_range(value, figure)
    return None


def _out_of_range(value: int, figure: Figure) -> Line:
    shown = str(value) if len(str(value)) <= 12 else f"{str(value)[:12]}…"
    return sentence(QT_TRANSLATE_NOOP("AlhambraError", "{number} is out of range ({low} to {high})"),
                    number=shown, low=figure.low, high=figure.high)


def _twice(value: tuple[Hashable, ...], word: Any) -> Line | None:
    seen: set[Hashable] = set()
    for entry in value:
        if entry in seen:
            return sentence(QT_TRANSLATE_NOOP("AlhambraError", "{value} is listed twice"), value=word(entry))
        seen.add(entry)
    return None


def ordered(figure: Figure, value: Hashable, variant: Variant) -> Hashable:
    """A value as it is kept: a set of types in the variant's order, a distinct list sorted;
    nothing (None) for what a figure nobody typed is (0, an empty list): typing 0 is typing
    nothing."""
    if value == figure.default:
        return None
    if isinstance(value, tuple) and figure.shape == "types":
        return tuple(t for t in variant.type_ids if t in value)
    if isinstance(value, tuple) and figure.distinct:
        return tuple(sorted(value))
    return value


# ---- the file ----------------------------------------------------------------------------------
def typer(rules: RulesView, module_id: str) -> FigureTyper | None:
    return next((m for m in rules.modules_with(FigureTyper) if m.id == module_id), None)


def read_typed(reader: FieldReader, data: Any, place: str, rules: Ruleset) -> Marks:
    """A player's ``typed`` object (or one in a recorded scoring), each figure in its range."""
    reader.mapping(data, place, QT_TRANSLATE_NOOP("AlhambraError", "an object of typed figures by module"))
    found: dict[str, Marks] = {}
    for module_id, value in data.items():
        where = f"{place}.{module_id}"
        module = typer(rules, module_id)
        if module is None:
            raise reader.fail(where, _not_typing(module_id))
        if figures := _read_figures(reader, module, value, where):
            found[module_id] = figures
    return Marks(found)


def _not_typing(module_id: str) -> Line:
    if registry.module_as(module_id, FigureTyper) is not None:
        return sentence(QT_TRANSLATE_NOOP("AlhambraError", "the game does not list the module {module}"),
                        module=module_word(module_id))
    return sentence(QT_TRANSLATE_NOOP("AlhambraError", "{module} is not a module whose figures are typed"),
                    module=excerpt(module_id))


def _read_figures(reader: FieldReader, module: FigureTyper, data: Any, place: str) -> Marks:
    figures = module.figures(reader.variant)
    if module.bare_figure:
        return Marks({figures[0].key: _read_value(reader, figures[0], data, place)})
    reader.mapping(data, place, QT_TRANSLATE_NOOP("AlhambraError", "an object of figures"))
    known = {f.key: f for f in figures}
    for key in data:
        if key not in known:
            raise reader.fail(f"{place}.{key[:40]}", QT_TRANSLATE_NOOP(
                "AlhambraError", "is not a figure of {module} (one of {keys})"),
                module=module_word(module.id), keys=", ".join(known))
    return Marks({key: _read_value(reader, known[key], value, f"{place}.{key}")
                  for key, value in data.items()})  # a figure at its default is left out


def _read_value(reader: FieldReader, figure: Figure, data: Any, place: str) -> Hashable:
    value = tuple(data) if isinstance(data, list) else data
    if figure.shape != "number" and isinstance(data, list):
        reader.array(data, place, 100)
    if (problem := value_problem(figure, value, reader.variant)) is not None:
        raise reader.fail(place, problem)
    return ordered(figure, value, reader.variant)


def write_typed(typed: Marks, rules: Ruleset) -> dict[str, Any]:
    """A player's ``typed`` object as the file writes it (modules out of play left out)."""
    data: dict[str, Any] = {}
    for module in rules.modules_with(FigureTyper):
        figures = figures_of_marks(typed, module.id)
        if not figures:
            continue
        written = {key: list(v) if isinstance(v, tuple) else v for key, v in figures.items()}
        data[module.id] = next(iter(written.values())) if module.bare_figure else written
    return data


def figures_of_marks(typed: Marks, module_id: str) -> Marks:
    found = typed.get(module_id)
    return found if isinstance(found, Marks) else NO_MARKS


def read_scoring_typed(reader: FieldReader, data: Any, place: str, rules: Ruleset,
                       names: set[str]) -> Marks:
    """A recorded scoring's ``typed`` copy: each player's figures, by name."""
    reader.mapping(data, place, QT_TRANSLATE_NOOP("AlhambraError", "an object of typed figures by player"))
    copies = {}
    for name, value in data.items():
        if name not in names:
            raise reader.fail(f"{place}.{name[:40]}", QT_TRANSLATE_NOOP(
                "AlhambraError", "{name} is not a player"), name=excerpt(name))
        copies[name] = read_typed(reader, value, f"{place}.{name}", rules)
    return Marks(copies)


def write_scoring_typed(copies: Marks, rules: Ruleset) -> dict[str, Any]:
    return {name: write_typed(typed, rules) for name, typed in copies.items() if isinstance(typed, Marks)}


def read_immediate(reader: FieldReader, data: Any, place: str, rules: Ruleset) -> tuple[Gain, ...]:
    """A player's ``immediate`` list: each gain of a module in play that has gains."""
    gains = []
    for i, item in enumerate(reader.array(data, place, MAX_GAINS)):
        where = f"{place}[{i}]"
        reader.mapping(item, where, QT_TRANSLATE_NOOP(
            "AlhambraError", "an object with module, points and round"))
        module_id = reader.text(item.get("module"), f"{where}.module", 40)
        if gainer(rules, module_id) is None:
            raise reader.fail(f"{where}.module", _not_gaining(module_id))
        round_ = reader.integer(item.get("round"), f"{where}.round", 1, 3)
        points = reader.integer(item.get("points"), f"{where}.points", -3, 3)
        gains.append(Gain(module_id, points, round_))
    return tuple(gains)


def gainer(rules: RulesView, module_id: str) -> GainScorer | None:
    return next((m for m in rules.modules_with(GainScorer) if m.id == module_id), None)


def _not_gaining(module_id: str) -> Line:
    if registry.module_as(module_id, GainScorer) is not None:
        return sentence(QT_TRANSLATE_NOOP("AlhambraError", "the game does not list the module {module}"),
                        module=module_word(module_id))
    return sentence(QT_TRANSLATE_NOOP("AlhambraError", "{module} is not a module with immediate points"),
                    module=excerpt(module_id))


def write_immediate(gains: tuple[Gain, ...]) -> list[dict[str, Any]]:
    return [{"module": g.module, "points": g.points, "round": g.round} for g in gains]


# ---- in words ---------------------------------------------------------------------------------
def refusal(problem: Line, name: str, module_id: str) -> ModuleError:
    """A typed value or a gain refused: one sentence naming the player and the module
    ("Ben, Falconers: 6 white falcons (the box has 5)")."""
    return ModuleError(sentence(QT_TRANSLATE_NOOP("AlhambraError", "{place}: {what}"),
                                place=PLAIN_PLACES.typed(name, module_id, ""), what=problem))
