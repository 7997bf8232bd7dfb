"""The window parts of the modules, by module id: the one list the core widgets ask (the
UI twin of ``engine.modules.registry``). A module without a part here has nothing of its
own in the window beyond what the core shows of every module.

Which modules have a part, and which facets each implements, is data (the registry's list,
``engine.window_parts``); a part's code (``widgets/modules/<id>/``) is imported the first
time something asks for that part: a game that plays no module opens its window without
importing any.

The parts' painters (a piece's, a tile's marks) are handed down to the painters of ``paint/``
as one ``Painters`` (``painters``): the painters never ask for a module.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from functools import cache
from typing import TypeVar, cast

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter

from ...engine import (
    Marks,
    Module,
    PieceMaker,
    Tile,
    TileTurner,
    Variant,
    implements,
    modules_with,
    piece_module,
    window_parts,
)
from ...engine.modules.registry import class_in
from ..paint.painters import Painters, PiecePainter
from . import facets
from .facets import MarkPart, PiecePart
from .ui import ModuleUI

F = TypeVar("F")

#: The parts made so far, by module id.
_MADE: dict[str, ModuleUI] = {}


def _part_class(module_id: str) -> type[ModuleUI]:
    """The class of one module's part: the one of its folder with that module id."""
    return class_in(f"{__package__}.{module_id}", ModuleUI, "module_id", module_id)


def part(module_id: str) -> ModuleUI | None:
    """The window part of one module (None: it has none)."""
    made = _MADE.get(module_id)
    if made is None:
        if module_id not in window_parts():
            return None
        made = _MADE[module_id] = _part_class(module_id)()
    return made


def _made(module_id: str) -> ModuleUI:
    found = part(module_id)
    assert found is not None, module_id
    return found


def parts(modules: Iterable[Module]) -> list[tuple[Module, ModuleUI]]:
    """The parts of these modules (those in play, say), in their order."""
    return [(module, _made(module.id)) for module in modules if module.id in window_parts()]


def all_parts() -> list[ModuleUI]:
    """Every module's part, in the registry's order (each imported if it was not yet)."""
    return [_made(i) for i in window_parts()]


#: The parts that implement each facet, by module id (asked often: a tile's tooltip asks
#: for the parts with marks; a Protocol's isinstance check is slow).
_LISTED: dict[type, frozenset[str]] = {}


def _listed(kind: type) -> frozenset[str]:
    """The ids of the modules whose part implements ``kind`` as the list says (a facet of
    ``facets.py``); for any other kind, every part's, to be asked."""
    found = _LISTED.get(kind)
    if found is None:
        listed = window_parts()
        if kind.__module__ == facets.__name__:
            found = frozenset(i for i, names in listed.items() if kind.__name__ in names)
        else:
            found = frozenset(listed)
        _LISTED[kind] = found
    return found


def part_as(module_id: str, kind: type[F]) -> F | None:
    """The part of one module if it implements ``kind`` (a facet of ``facets.py``)."""
    if module_id not in _listed(kind):
        return None
    found = _made(module_id)
    return cast("F", found) if implements(found, kind) else None


def parts_with(kind: type[F], modules: Iterable[Module]) -> list[tuple[Module, F]]:
    """The parts of these modules (those in play, say) that implement ``kind``, in their order."""
    found = []
    for module in modules:
        ui = part_as(module.id, kind)
        if ui is not None:
            found.append((module, ui))
    return found


def all_parts_with(kind: type[F]) -> list[F]:
    """Every part that implements ``kind``, in the registry's order (marks are drawn and keys
    listed whatever is in play: a game without a module holds none of its marks)."""
    wanted = _listed(kind)
    return [ui for ui in (part_as(i, kind) for i in window_parts() if i in wanted) if ui is not None]


def piece_part(kind: str) -> ModuleUI | None:
    """The part of the module whose pieces are of this kind (it draws them)."""
    module = piece_module(kind)
    return part(module.id) if module is not None else None


class _PiecePainters(Mapping[str, PiecePainter]):
    """Each kind of piece's painter, its module's part imported when a piece of the kind is
    first drawn."""

    def __init__(self) -> None:
        self._found: dict[str, PiecePainter | None] = {}

    def _painter(self, kind: str) -> PiecePainter | None:
        if kind not in self._found:
            module = piece_module(kind)
            ui = part_as(module.id, PiecePart) if module is not None else None
            self._found[kind] = ui.paint_piece if ui is not None else None
        return self._found[kind]

    def __getitem__(self, kind: str) -> PiecePainter:
        found = self._painter(kind)
        if found is None:
            raise KeyError(kind)
        return found

    def __iter__(self) -> Iterator[str]:
        kinds = (kind for module in modules_with(PieceMaker) for kind in module.piece_kinds)
        return (kind for kind in kinds if self._painter(kind) is not None)

    def __len__(self) -> int:
        return sum(1 for _ in self)


@cache
def _mark_parts() -> tuple[MarkPart, ...]:
    return tuple(all_parts_with(MarkPart))


def paint_marks(painter: QPainter, rect: QRectF, tile: Tile, variant: Variant, marks: Marks) -> None:
    """What every part with marks draws over a tile, in the registry's order (asked only for
    a tile that holds marks: the parts with marks are imported when the first is drawn)."""
    for ui in _mark_parts():
        ui.paint_marks(painter, rect, tile, variant, marks)


@cache
def painters() -> Painters:
    """What the parts draw, handed to the painters: each module's pieces by kind, and every
    part's marks in the registry's order (marks are drawn whatever is in play: a game without
    a module holds none of its marks)."""
    return Painters(_PiecePainters(), (paint_marks,), turn_of)


def turn_of(tile: Tile, marks: Marks) -> int:
    """How a tile lies turned by its marks, as the module that lets it lie turned says (the
    painters are handed this: a tile's marks hold a turn only while its module is in play)."""
    turner = next((m for m in modules_with(TileTurner) if m.turnable(tile)), None)
    return turner.turn_of(marks) % 4 if turner is not None else 0
