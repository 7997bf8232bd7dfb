"""How the history's values read in the app: dates in the user's time zone and language,
variants, modules and score terms in the user's words."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from datetime import datetime

from PySide6.QtCore import QDateTime, QLocale

from ...app import labels
from ...app.labels import tr
from ...engine import VARIANTS, TermScorer, all_modules, get_variant, modules_with


def date_text(moment: datetime, *, time: bool = True) -> str:
    """A moment (UTC) in local time, as the language writes a short date (and the time)."""
    local = QDateTime.fromSecsSinceEpoch(int(moment.timestamp())).toLocalTime()
    locale = QLocale()
    return locale.toString(local, QLocale.FormatType.ShortFormat) if time \
        else locale.toString(local.date(), QLocale.FormatType.ShortFormat)


def variant_text(variant: str) -> str:
    return labels.variant_name(get_variant(variant)) if variant in VARIANTS else variant


def module_text(module_id: str) -> str:
    found = next((m for m in all_modules() if m.id == module_id), None)
    return labels.module_name(found) if found is not None else module_id


def modules_text(module_ids: Iterable[str]) -> str:
    return labels.listed(module_text(m) for m in module_ids)


def term_title(variant: str, source: str, key: str) -> str:
    """A term of a score: a building type's majority, the wall (moat), a module's term."""
    chosen = get_variant(variant if variant in VARIANTS else "alhambra")
    if source == "buildings":
        owner = next((get_variant(v) for v in (chosen.name, *VARIANTS) if key in get_variant(v).type_ids),
                     chosen)
        return labels.type_name(owner, key)
    if source == "wall":
        return labels.edge_text(chosen, "Wall")
    if source == "play":  # the points won during play, outside the scorings (bgstats.DURING_PLAY)
        return tr("during play", "points won outside the scorings, after a player's scorings")
    titles = {k: t for m in modules_with(TermScorer) for k, t in m.terms.items()}
    return labels.translate("Module", titles.get(key, key))


def term_namer(variant: str) -> Callable[[str, str], str]:
    return lambda source, key: term_title(variant, source, key)
