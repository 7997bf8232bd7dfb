"""Translatable words for engine values: building types, tiles, places, broken rules,
module names and the lines that explain module points.

The engine's own words (rule sentences, module names) are English source texts it marks
for translation in the context of their class (``Rule``, ``Module``); they are translated
here, in that context, so every word has one source.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication, QLocale

from ..engine import DIRK, Location, Side, Tile, Variant, Violation
from ..engine.modules.base import Module
from ..engine.names import isolated
from ..engine.rules import SIDE_WORDS
from ..engine.words import Line, fill


def QT_TR_NOOP(text: str) -> str:
    """Marks a string for translation where it is defined; ``tr`` translates it when used."""
    return text


def tr(text: str) -> str:
    """Translate outside a QObject. lupdate files bare ``tr("...")`` calls under the empty
    context, so this is the context they are looked up in."""
    return QCoreApplication.translate("", text)


def translate(context: str, text: str) -> str:
    """Translate one of the engine's words in its context (``Rule``, ``Module``)."""
    return QCoreApplication.translate(context, text)


def language() -> str:
    return QLocale().name().split("_")[0]


def type_name(variant: Variant, type_id: str) -> str:
    """A building type in the user's language (names live in the variant's data file)."""
    try:
        return variant.building_type(type_id).name(language())
    except ValueError:
        return type_id


def tile_label(variant: Variant, tile: Tile) -> str:
    """The short name, e.g. "Garden 8" (``tile_long_label`` adds the walls)."""
    if tile.is_fountain:
        return tr("Fountain")
    return f"{type_name(variant, tile.type)} {tile.price}"


def tile_long_label(variant: Variant, tile: Tile) -> str:
    if not tile.walls.letters:
        edges = tr("no moats") if variant.moats else tr("no walls")
    elif variant.moats:
        edges = tr("moats %1").replace("%1", ", ".join(tile.walls.letters))
    else:
        edges = tr("walls %1").replace("%1", ", ".join(tile.walls.letters))
    return f"{tile_label(variant, tile)} ({edges})"


def tile_code(variant: Variant, tile: Tile) -> str:
    """The short code typed on the keyboard: letter + price + walls, e.g. ``g8NE``."""
    letter = variant.building_type(tile.type).letter.lower()
    return f"{letter}{tile.price}{tile.walls.letters}"


def number_text(value: float) -> str:
    """A count as players write it: 3, or 3½ for a half."""
    whole = int(value)
    if value == whole:
        return str(whole)
    return f"{whole or ''}½" if value - whole == 0.5 else f"{value:g}"


def side_word(side: Side) -> str:
    return translate("Rule", SIDE_WORDS[side])


def location_text(location: Location) -> str:
    if location.place == "dirk":
        return tr("with Dirk")
    if location.place == "reserve":
        return tr("in %1's reserve").replace("%1", isolated(location.holder))
    assert location.cell is not None
    return (tr("in %1's city at (%2, %3)").replace("%1", isolated(location.holder))
            .replace("%2", str(location.cell.x)).replace("%3", str(location.cell.y)))


def reason_text(violation: Violation, variant: Variant | None = None, *,
                standing: bool = False) -> str:
    """Why a cell is refused (or, ``standing``, what is wrong with a city as it is), in
    words a player understands: the rule's one sentence, translated."""
    moats = variant is not None and variant.moats
    text = translate("Rule", violation.rule.sentence(moats=moats, standing=standing))
    return fill(text, side=side_word(violation.side) if violation.side else "?")


def reasons_text(violations: tuple[Violation, ...] | list[Violation],
                 variant: Variant | None = None) -> str:
    return "; ".join(dict.fromkeys(reason_text(v, variant) for v in violations))


def violation_text(violation: Violation, variant: Variant | None = None) -> str:
    """A whole-city problem, with its cell: "(1, 0): a wall meets an open side to the west"."""
    return f"({violation.cell.x}, {violation.cell.y}): {reason_text(violation, variant, standing=True)}"


def module_name(module: Module) -> str:
    return translate("Module", module.name)


def line_text(line: Line, variant: Variant) -> str:
    """A module's explanation line, translated; a value named ``type`` is a building type."""
    values: Mapping[str, object] = {
        name: type_name(variant, str(value)) if name == "type" else
        number_text(value) if isinstance(value, float) else value
        for name, value in line.values}
    return fill(translate(line.context, line.text), **values)


def holder_name(name: str) -> str:
    """A participant's name for a sentence (Dirk's in the user's language)."""
    return tr("Dirk") if name == DIRK else isolated(name)
