"""The words the variants are shown with: building type names and variant titles.

The variant data files keep ids, letters, colours and points, not display words; the
names live here once, as English source texts marked for translation in the contexts
``BuildingType`` and ``Variant``. The desktop app translates them there
(``app.labels.type_name``, ``app.labels.variant_name``); the command line and the
engine's English sentences use type ids and these English titles.

A type's short heading (a narrow score table's column, a score sheet's) is its letter in
English and the language's own short word elsewhere ("Gem" for Gemächer, 宮 for 宮室): the
variant's letter translated in the context ``BuildingType`` (``app.labels.type_short``). The
letters stay the typed codes' and the file's (``g8ne``), which the keys sheet explains.
"""

from __future__ import annotations

from .words import QT_TRANSLATE_NOOP

#: Every building type of every variant by its id (ids are unique across variants).
TYPE_NAMES: dict[str, str] = {
    # Alhambra, in the order of the scoring table.
    "pavilion": QT_TRANSLATE_NOOP("BuildingType", "Pavilion"),
    "seraglio": QT_TRANSLATE_NOOP("BuildingType", "Seraglio"),
    "arcades": QT_TRANSLATE_NOOP("BuildingType", "Arcades"),
    "chambers": QT_TRANSLATE_NOOP("BuildingType", "Chambers"),
    "garden": QT_TRANSLATE_NOOP("BuildingType", "Garden"),
    "tower": QT_TRANSLATE_NOOP("BuildingType", "Tower"),
    # Granada.
    "arena": QT_TRANSLATE_NOOP("BuildingType", "Arena"),
    "bath_house": QT_TRANSLATE_NOOP("BuildingType", "Bath house"),
    "library": QT_TRANSLATE_NOOP("BuildingType", "Library"),
    "hostel": QT_TRANSLATE_NOOP("BuildingType", "Hostel"),
    "hospital": QT_TRANSLATE_NOOP("BuildingType", "Hospital"),
    "market": QT_TRANSLATE_NOOP("BuildingType", "Market"),
    "park": QT_TRANSLATE_NOOP("BuildingType", "Park"),
    "school": QT_TRANSLATE_NOOP("BuildingType", "School"),
    "residential_area": QT_TRANSLATE_NOOP("BuildingType", "Residential area"),
}

#: Each variant's title by its name (the file's ``variant``).
VARIANT_TITLES: dict[str, str] = {
    "alhambra": QT_TRANSLATE_NOOP("Variant", "Alhambra"),
    "granada": QT_TRANSLATE_NOOP("Variant", "Granada"),
}

#: The variants' type letters as source texts of the context ``BuildingType`` (the letters
#: themselves are the variant data's: tests/test_translations.py keeps the two equal).
TYPE_SHORTS: tuple[str, ...] = (
    QT_TRANSLATE_NOOP("BuildingType", "P"), QT_TRANSLATE_NOOP("BuildingType", "S"),
    QT_TRANSLATE_NOOP("BuildingType", "A"), QT_TRANSLATE_NOOP("BuildingType", "C"),
    QT_TRANSLATE_NOOP("BuildingType", "G"), QT_TRANSLATE_NOOP("BuildingType", "T"),
    QT_TRANSLATE_NOOP("BuildingType", "Ar"), QT_TRANSLATE_NOOP("BuildingType", "Ba"),
    QT_TRANSLATE_NOOP("BuildingType", "Li"), QT_TRANSLATE_NOOP("BuildingType", "Ho"),
    QT_TRANSLATE_NOOP("BuildingType", "Hp"), QT_TRANSLATE_NOOP("BuildingType", "Ma"),
    QT_TRANSLATE_NOOP("BuildingType", "Pa"), QT_TRANSLATE_NOOP("BuildingType", "Sc"),
    QT_TRANSLATE_NOOP("BuildingType", "Re"),
)
