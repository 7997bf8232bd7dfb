"""Translatable words for engine values: building types, tiles, places, broken rules,
module names and the lines that explain module points.

The engine's own words (rule sentences, module names) are English source texts it marks
for translation in the context of their class (``Rule``, ``Module``); they are translated
here, in that context, so every word has one source. They are spoken through ``speech``
(in the language in force, or a phone's), whose names the window reaches here too.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from ..engine import DIRK, Cell, City, Location, Side, Tile, Variant, Violation, get_variant
from ..engine.modules import registry
from ..engine.modules.base import Module
from ..engine.names import isolated
from ..engine.rules import SIDE_WORDS
from ..engine.variant import VARIANTS
from ..engine.words import FULL_STOP, STOPS, Joined, Line, Word, fill
from ..engine.words import QT_TRANSLATE_NOOP as QT_TRANSLATE_NOOP  # the window marks words in a context too

# How the app speaks (speech.py), named here too: the window says ``labels.tr``, ``labels.arg``.
from .speech import QT_TR_NOOP as QT_TR_NOOP
from .speech import arg as arg
from .speech import integer_text as integer_text
from .speech import joined as joined
from .speech import listed as listed
from .speech import signed as signed
from .speech import speaking as speaking
from .speech import spoken_locale, translated
from .speech import tr as tr
from .speech import translate as translate


def type_name(variant: Variant, type_id: str) -> str:
    """A building type of the variant in the user's language (the English names are the
    engine's ``vocabulary``, translated in the context ``BuildingType``); an id the variant
    does not know is shown as it is."""
    try:
        return translate("BuildingType", variant.building_type(type_id).name)
    except ValueError:
        return type_id


def type_short(variant: Variant, type_id: str) -> str:
    """A building type's short heading in the user's language: its letter in English ("C"),
    the language's short word elsewhere ("Gem", "宮"), never a code letter of another
    language (``engine.vocabulary.TYPE_SHORTS``, in the context ``BuildingType``)."""
    try:
        return translate("BuildingType", variant.building_type(type_id).letter)
    except ValueError:
        return type_id


def variant_name(variant: Variant) -> str:
    """The variant's title in the user's language ("Alhambra", "Granada")."""
    return translate("Variant", variant.title)


#: Every text that names walls, with its Granada twin that names moats (and land). The one
#: place that decides between them: ``edge_text`` picks for the variant. (A text about a
#: number of things has plural forms, which lupdate takes only from a literal
#: ``tr(text, "", n)`` call: such twins are two calls where they are used.)
MOAT_TEXTS: dict[str, str] = {
    QT_TR_NOOP("Longest wall: %1"): QT_TR_NOOP("Longest moat: %1"),
    QT_TR_NOOP("%1: legal. Longest wall would be %2."): QT_TR_NOOP("%1: legal. Longest moat would be %2."),
    QT_TR_NOOP("Wall"): QT_TR_NOOP("Moat"),
    QT_TR_NOOP("wall %1"): QT_TR_NOOP("moat %1"),
    QT_TR_NOOP("walls %1"): QT_TR_NOOP("moats %1"),
    QT_TR_NOOP("no walls"): QT_TR_NOOP("no moats"),
    QT_TR_NOOP("Wall (scoring %1 now)"): QT_TR_NOOP("Moat (scoring %1 now)"),
    QT_TR_NOOP("%1: %2, wall %3, reserve %4"): QT_TR_NOOP("%1: %2, moat %3, reserve %4"),
    QT_TR_NOOP("no outer wall: 0 points"): QT_TR_NOOP("no outer moat: 0 points"),
    QT_TR_NOOP("Longest wall ever: %1, by %2 (%3)"): QT_TR_NOOP("Longest moat ever: %1, by %2 (%3)"),
    QT_TR_NOOP("%1: %2, %3 (%4 %), average %5, best %6, best wall %7."):
        QT_TR_NOOP("%1: %2, %3 (%4 %), average %5, best %6, best moat %7."),
    QT_TR_NOOP("type a letter, a price and any walls, e.g. g8 or g8ne."):
        QT_TR_NOOP("type the letters, a value and any moats, e.g. pa8 or pa8ne."),
    QT_TR_NOOP("each wall letter (N, E, S, W) may appear once."):
        QT_TR_NOOP("each moat letter (N, E, S, W) may appear once."),
    QT_TR_NOOP("could be %1: type the walls too."): QT_TR_NOOP("could be %1: type the moats too."),
    # A player scored from typed counts (counts only).
    QT_TR_NOOP("Longest wall: %1 (typed)"): QT_TR_NOOP("Longest moat: %1 (typed)"),
    QT_TR_NOOP("%1: counts only, %2, wall %3, reserve %4"):
        QT_TR_NOOP("%1: counts only, %2, moat %3, reserve %4"),
    QT_TR_NOOP("no outer wall typed: 0 points"): QT_TR_NOOP("no outer moat typed: 0 points"),
    QT_TR_NOOP("%1 free tiles match (%2): type more to pick one, e.g. the walls (- for none)."):
        QT_TR_NOOP("%1 free tiles match (%2): type more to pick one, e.g. the moats (- for none)."),
    QT_TR_NOOP("build it there; while you drag, every legal cell lights up with the wall it would give"):
        QT_TR_NOOP("build it there; while you drag, every legal cell lights up with the moat it would give"),
}


def edge_text(variant: Variant | None, wall_text: str) -> str:
    """``wall_text`` (a source text of ``MOAT_TEXTS`` about walls) translated, or in Granada
    its twin about moats: Granada never shows "wall" for its moats."""
    moats = variant is not None and variant.moats
    return tr(MOAT_TEXTS[wall_text] if moats else wall_text)


def tile_label(variant: Variant, tile: Tile) -> str:
    """The short name, e.g. "Garden 8" (``tile_long_label`` adds the walls); a module's piece
    as its module names it ("Garden hut")."""
    if tile.is_piece:
        return piece_label(tile, full=False)
    if tile.is_fountain:
        return tr("Fountain")
    return f"{type_name(variant, tile.type)} {tile.price}"


def tile_long_label(variant: Variant, tile: Tile) -> str:
    """The full name that tells one physical tile from another: "Garden 10 (walls N, W)"
    (Granada: "Park 8 (moats S)"); the fountain is just "Fountain"."""
    if tile.is_fountain:
        return tile_label(variant, tile)
    if tile.is_piece:
        return piece_label(tile)
    if not tile.walls.letters:
        edges = edge_text(variant, "no walls")
    else:
        edges = arg(edge_text(variant, "walls %1"), sides_text(tile.walls.letters))
    return arg(tr("%1 (%2)", "a tile's name and its walls"), tile_label(variant, tile), edges)


def piece_label(tile: Tile, *, full: bool = True) -> str:
    """A module's piece in words, as its module names it: "Garden hut", or ``full`` "Garden
    hut (walls S)" (a piece of no module known is its kind)."""
    module = registry.piece_module(tile.kind)
    return sentence_text(module.piece_name(tile, full)) if module is not None else tile.kind


def tile_code(variant: Variant, tile: Tile) -> str:
    """The short code typed on the keyboard: letter + price + walls, e.g. ``g8NE``; a piece's
    as its module writes it (``hgS``)."""
    if tile.is_piece:
        module = registry.piece_module(tile.kind)
        return module.piece_code(tile, variant) if module is not None else tile.kind
    letter = variant.building_type(tile.type).letter.lower()
    return f"{letter}{tile.price}{tile.walls.letters}"


def number_text(value: float) -> str:
    """A number as the window, its exports and the command line all write it: a whole one
    as it is, any other with one decimal ("2.5", "70.3"; "2,5" in German: the language's
    decimal sign), a minus sign below zero. The command line writes the same with a point."""
    shown = round(value, 1)
    if shown == int(shown):
        return integer_text(int(shown))
    digits = spoken_locale().toString(abs(shown), "f", 1)
    return f"\N{MINUS SIGN}{digits}" if shown < 0 else digits


def side_word(side: Side) -> str:
    return translate("Rule", SIDE_WORDS[side])


def sides_text(letters: str) -> str:
    """The sides a tile's walls face in the user's letters, in ``NESW`` order: "N, E" in
    English, "N, O" in German, "北、東" in Chinese ("" for none). The typed codes keep their
    ``nesw`` letters (the keys sheet explains them); only the words shown are translated."""
    names = {"N": tr("N", "compass letter: north"), "E": tr("E", "compass letter: east"),
             "S": tr("S", "compass letter: south"), "W": tr("W", "compass letter: west")}
    return tr(", ", "between compass letters").join(names[letter] for letter in letters)


def location_text(location: Location) -> str:
    if location.place == "dirk":
        return tr("with Dirk")
    if location.place == "reserve":
        return arg(tr("in %1's reserve"), isolated(location.holder))
    assert location.cell is not None
    return (arg(tr("in %1's city at (%2, %3)"), isolated(location.holder),
            str(location.cell.x), str(location.cell.y)))


def neighbour_text(violation: Violation, variant: Variant | None, city: City | None) -> str:
    """The tile on the violation's side by its full name, "the fountain", or (without the
    city) "the neighbouring tile"."""
    near = violation.neighbour
    tile = city.get(near) if city is not None and near is not None else None
    if tile is None or variant is None:
        return tr("the neighbouring tile")
    return tr("the fountain") if tile.is_fountain else tile_long_label(variant, tile)


def reason_text(violation: Violation, variant: Variant | None = None, *,
                standing: bool = False, city: City | None = None) -> str:
    """Why a cell is refused (or, ``standing``, what is wrong with a city as it is), in
    words a player understands: the rule's one sentence, translated; ``city`` names the
    neighbour a rule about one side speaks of."""
    moats = variant is not None and variant.moats
    text = translate("Rule", violation.sentence(moats=moats, standing=standing))
    side = side_word(violation.side) if violation.side else "?"
    if "{neighbour}" in text:
        text = fill(text, neighbour=neighbour_text(violation, variant, city))
    return fill(text, side=side)


def reasons_text(violations: tuple[Violation, ...] | list[Violation],
                 variant: Variant | None = None, city: City | None = None) -> str:
    """The reasons a placement breaks the rules, one clause each, joined as the language
    joins clauses ("；" in Chinese)."""
    reasons = dict.fromkeys(reason_text(v, variant, city=city) for v in violations)
    return tr("; ", "between reasons").join(reasons)


def problem_lines(cell: Cell, violations: Iterable[Violation], variant: Variant, city: City) -> list[str]:
    """What is wrong with one cell of a city as it stands, in the present tense, for a
    tooltip on that cell (so no coordinates): the tile's full name, then a line per problem
    ("• its wall to the west meets an open side of Garden 8 (walls S)"); an empty cell (a
    hole) has no name, only its sentence."""
    reasons = list(dict.fromkeys(reason_text(v, variant, standing=True, city=city) for v in violations))
    tile = city.get(cell)
    if tile is None:
        return [reason[:1].upper() + reason[1:] for reason in reasons]
    return [arg(tr("%1:"), tile_long_label(variant, tile)), *(f"• {r}" for r in reasons)]


def module_name(module: Module) -> str:
    return translate("Module", module.name)


def line_text(line: Line, variant: Variant) -> str:
    """A module's explanation line, translated; a value named ``type`` is a building type."""
    values: Mapping[str, object] = {
        name: type_name(variant, str(value)) if name == "type" and not isinstance(value, Word) else
        _value_text(value) for name, value in line.values}
    return fill(translated(line.context, line.text, None, line.n), **values)


def participant_name(name: str) -> str:
    """A participant's name as it is (Dirk's in the user's language): for a cell of its own,
    such as a spreadsheet's."""
    return tr("Dirk") if name == DIRK else name


def holder_name(name: str) -> str:
    """A participant's name for a sentence (Dirk's in the user's language; a name written
    right to left set between direction isolates)."""
    return isolated(participant_name(name))


def error_text(error: BaseException) -> str:
    """What an engine error says, in the user's language: its sentence's template translated
    in its context (``AlhambraError``), then its fields filled, the engine's words among
    them (types, sides, tiles, modules, places, names) named as everywhere else in the app.
    An error without a sentence (not the engine's) says its English text."""
    line = getattr(error, "line", None)
    return sentence_text(line) if isinstance(line, Line) else str(error)


def sentence_text(line: Line) -> str:
    """An engine sentence in the user's language, sentences and words inside it too (one
    about a number of things in the plural form for its number)."""
    text = translated(line.context, line.text, None, line.n)
    return fill(text, **{name: _value_text(v) for name, v in line.values})


def _value_text(value: object) -> object:
    if isinstance(value, Word):
        return word_text(value)
    if isinstance(value, Line):
        return sentence_text(value)
    if isinstance(value, Joined):
        return value.separator.join(sentence_text(line) for line in value.lines)
    return number_text(value) if isinstance(value, float) else value


def word_text(word: Word) -> str:
    """One of the engine's words in the user's language (its English when it names nothing
    the app knows)."""
    subject = word.subject
    if word.kind == "type" and isinstance(subject, str):
        variant = _variant_of(subject)
        return type_name(variant, subject) if variant is not None else str(word)
    if word.kind == "tile" and isinstance(subject, Tile) and subject.is_piece:
        return piece_label(subject)
    if word.kind == "tile" and isinstance(subject, Tile):
        variant = _variant_of(subject.type)
        return tile_long_label(variant, subject) if variant is not None else str(word)
    if word.kind == "tile_name" and isinstance(subject, Tile):  # short: "Garden 8"
        if subject.is_piece:
            return piece_label(subject, full=False)
        if subject.is_fountain:
            return tr("Fountain")
        variant = _variant_of(subject.type)
        return tile_label(variant, subject) if variant is not None else str(word)
    if word.kind == "variant" and isinstance(subject, str) and subject in VARIANTS:
        return variant_name(get_variant(subject))
    if word.kind == "module" and isinstance(subject, str) and subject in registry.module_ids():
        return spoken_locale().quoteString(module_name(registry.module(subject)))
    if word.kind == "side" and isinstance(subject, Side):
        return side_word(subject)
    if word.kind == "sides" and isinstance(subject, str):
        return sides_text(subject) or str(word)
    if word.kind == "location" and isinstance(subject, Location):
        return location_text(subject)
    if word.kind == "player" and isinstance(subject, str):
        return holder_name(subject)
    return str(word)


def _variant_of(type_id: str) -> Variant | None:
    """The variant a building type belongs to (type ids are unique across variants)."""
    return next((v for v in map(get_variant, VARIANTS) if type_id in v.type_ids), None)


def as_sentence(text: str) -> str:
    """A message (an engine's, the photo reader's: "choose three different cards …") as a
    sentence: capital first, full stop last."""
    text = text.strip()
    if not text:
        return text
    return full_stop(text[0].upper() + text[1:])


def full_stop(text: str) -> str:
    """A sentence ended with the language's full stop ("。" in Chinese), unless it ends
    with one already."""
    return text if text.endswith(STOPS) else fill(translated("AlhambraError", FULL_STOP), sentence=text)
