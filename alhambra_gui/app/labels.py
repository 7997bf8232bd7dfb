"""Translatable words for engine values: building types, tiles, places, broken rules."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale

from ..engine import DIRK, Location, Rule, Side, Tile, Variant, Violation


def QT_TR_NOOP(text: str) -> str:
    """Marks a string for translation where it is defined; ``tr`` translates it when used."""
    return text


_SIDE_WORDS = {
    Side.N: QT_TR_NOOP("north"),
    Side.E: QT_TR_NOOP("east"),
    Side.S: QT_TR_NOOP("south"),
    Side.W: QT_TR_NOOP("west"),
}


def tr(text: str) -> str:
    """Translate outside a QObject. lupdate files bare ``tr("...")`` calls under the empty
    context, so this is the context they are looked up in."""
    return QCoreApplication.translate("", text)


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
        edges = tr("no moats") if variant.edge_key == "moats" else tr("no walls")
    elif variant.edge_key == "moats":
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
    return f"{whole}½" if value - whole == 0.5 else f"{value:g}"


def side_word(side: Side) -> str:
    return tr(_SIDE_WORDS[side])


def location_text(location: Location) -> str:
    if location.place == "dirk":
        return tr("with Dirk")
    if location.place == "reserve":
        return tr("in %1's reserve").replace("%1", location.holder)
    assert location.cell is not None
    return (tr("in %1's city at (%2, %3)").replace("%1", location.holder)
            .replace("%2", str(location.cell.x)).replace("%3", str(location.cell.y)))


def reason_text(violation: Violation, variant: Variant | None = None) -> str:
    """Why a cell is refused, in words a player understands."""
    moat = variant is not None and variant.edge_key == "moats"
    if violation.rule is Rule.WALL_MISMATCH:
        side = side_word(violation.side) if violation.side else "?"
        text = tr("moat meets land to the %1") if moat else tr("wall meets open side to the %1")
        return text.replace("%1", side)
    texts = {
        Rule.OCCUPIED: tr("the cell is already built on"),
        Rule.NOT_ADJACENT: tr("does not share a side with the city"),
        Rule.UNREACHABLE: tr("not reachable on foot from the fountain"),
        Rule.HOLE: tr("would enclose a hole"),
        Rule.FOUNTAIN: tr("the fountain never moves"),
        Rule.EMPTY: tr("there is no tile here"),
    }
    return texts[violation.rule]


def reasons_text(violations: tuple[Violation, ...] | list[Violation],
                 variant: Variant | None = None) -> str:
    return "; ".join(dict.fromkeys(reason_text(v, variant) for v in violations))


def violation_text(violation: Violation, variant: Variant | None = None) -> str:
    """A whole-city problem, with its cell: "(1, 0): wall meets open side to the west"."""
    return f"({violation.cell.x}, {violation.cell.y}): {reason_text(violation, variant)}"


def holder_name(name: str) -> str:
    return tr("Dirk") if name == DIRK else name
