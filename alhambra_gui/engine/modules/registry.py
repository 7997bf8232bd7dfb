"""The one list of the modules the app models, in the order they are shown and scored.

The list is data (``resources/modules/registry.json``): each module's id, the facets it
implements and the kinds of piece it brings. A module's code (``engine/modules/<id>.py``) is
imported the first time something asks for that module: a game that plays no module, or a
question about one facet, loads only the modules it needs.

This is the only place outside a module's own file that knows which modules exist.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from functools import cache
from importlib import import_module
from typing import TypeVar, cast

from ..assets import load_json
from . import facets
from .base import Level, Module
from .facets import PieceMaker, implements

F = TypeVar("F")
C = TypeVar("C")


@dataclass(frozen=True)
class Entry:
    """One module as the list says it, before its code is imported."""

    id: str
    facets: frozenset[str]
    piece_kinds: tuple[str, ...]
    #: Its keys in a game file, by level (``Field.level``).
    keys: Mapping[str, tuple[str, ...]]
    always_available: bool
    #: The facets its part in the window implements (``widgets/modules/facets.py``; names
    #: only, for the window's registry); None: it has no part there.
    window: frozenset[str] | None = None
    #: The option it adds to ``score`` (flag, metavar, help: ``ScoringInputs.score_option``).
    score_option: tuple[str, str, str] | None = None
    #: Its scoring step and the scoring that step comes before (``StepScorer``).
    step: tuple[str, int] | None = None


@cache
def index() -> tuple[Entry, ...]:
    """The registry's own modules, in its order, as listed in the data."""
    return tuple(Entry(e["id"], frozenset(e["facets"]), tuple(e.get("piece_kinds", ())),
                       {level: tuple(keys) for level, keys in e.get("keys", {}).items()},
                       e.get("always_available", False),
                       frozenset(e["window"]) if "window" in e else None,
                       cast("tuple[str, str, str]", tuple(e["score_option"])) if "score_option" in e
                       else None,
                       (e["step"][0], e["step"][1]) if "step" in e else None)
                 for e in load_json("modules", "registry.json")["modules"])


#: Modules registered for a while after the registry's own (``registered``).
_EXTRA: list[type[Module]] = []
#: The modules made so far, by id.
_MADE: dict[str, Module] = {}
_FACETS: dict[type, tuple[Module, ...]] = {}
_OWNERS: dict[tuple[Level, ...], dict[str, str]] = {}
_LISTED: dict[type, frozenset[str]] = {}


def class_in(code_name: str, base: type[C], key: str, module_id: str) -> type[C]:
    """The class that the code ``code_name`` defines itself, derived from ``base``, whose
    ``key`` is ``module_id`` (a module's engine class, a module's window part), imported now."""
    code = import_module(code_name)
    for value in vars(code).values():
        if (isinstance(value, type) and issubclass(value, base) and value.__module__ == code.__name__
                and getattr(value, key, None) == module_id):
            return value
    raise LookupError(f"{code.__name__} defines no {base.__name__} whose {key} is {module_id!r}")


def module_class(module_id: str) -> type[Module]:
    """The class of one of the registry's own modules: the one of its file with that id."""
    return class_in(f"{__package__}.{module_id}", Module, "id", module_id)


@contextmanager
def registered(*kinds: type[Module]) -> Iterator[None]:
    """These modules too, after the registry's own, while the block runs: a module made for
    a test passes through every layer (file, rules, window, codes, photo) as the modules of
    the box do, through their facets."""
    _EXTRA.extend(kinds)
    _forget(kinds)
    try:
        yield
    finally:
        del _EXTRA[len(_EXTRA) - len(kinds):]
        _forget(kinds)


def _forget(kinds: tuple[type[Module], ...]) -> None:
    _FACETS.clear()
    _OWNERS.clear()
    _LISTED.clear()
    for kind in kinds:
        _MADE.pop(kind.id, None)
    _ids.cache_clear()


@cache
def _ids() -> tuple[str, ...]:
    return (*(e.id for e in index()), *(k.id for k in _EXTRA if k.id not in {e.id for e in index()}))


def module_ids() -> tuple[str, ...]:
    return _ids()


def _extra(module_id: str) -> type[Module] | None:
    return next((k for k in reversed(_EXTRA) if k.id == module_id), None)


def module(module_id: str) -> Module:
    """One module (KeyError: no module has this id)."""
    made = _MADE.get(module_id)
    if made is None:
        kind = _extra(module_id)
        if kind is None:
            if module_id not in _ids():
                raise KeyError(module_id)
            kind = module_class(module_id)
        made = _MADE[module_id] = kind()
    return made


def all_modules() -> tuple[Module, ...]:
    """Every module, each imported if it was not yet."""
    return tuple(module(i) for i in _ids())


def _listed(kind: type) -> frozenset[str]:
    """The ids of the modules that implement ``kind``: those the list says do (a facet of
    ``facets.py``: only modules made for a test are made to know it); every module for any
    other kind, to be asked."""
    found = _LISTED.get(kind)
    if found is None:
        if kind.__module__ != facets.__name__:
            found = frozenset(_ids())
        else:
            extra = {k.id for k in _EXTRA}
            found = frozenset({*(e.id for e in index() if kind.__name__ in e.facets and e.id not in extra),
                               *(i for i in extra if implements(module(i), kind))})
        _LISTED[kind] = found
    return found


def count_with(kind: type) -> int:
    """How many modules implement ``kind`` (a facet of ``facets.py``), none imported for it."""
    return len(_listed(kind))


def modules_with(kind: type[F]) -> tuple[F, ...]:
    """Every module that implements ``kind`` (a facet of ``facets.py``), in play or not, in
    the registry's order."""
    found = _FACETS.get(kind)
    if found is None:
        wanted = _listed(kind)
        found = _FACETS[kind] = tuple(m for m in (module(i) for i in _ids() if i in wanted)
                                      if implements(m, kind))
    return cast("tuple[F, ...]", found)


def module_as(module_id: str, kind: type[F]) -> F | None:
    """The module ``module_id`` if it implements ``kind`` (None: it has nothing to say so)."""
    if module_id not in _listed(kind):
        return None
    found = module(module_id)
    return cast("F", found) if implements(found, kind) else None


def piece_module(kind: str) -> PieceMaker | None:
    """The module whose pieces are of this kind (in play or not: a piece is named the same)."""
    entry = next((e for e in index() if kind in e.piece_kinds and _extra(e.id) is None), None)
    if entry is not None:
        return cast("PieceMaker", module(entry.id))
    made = (module(extra.id) for extra in _EXTRA)
    return next((m for m in made if isinstance(m, PieceMaker) and kind in m.piece_kinds), None)


def field_owners(*levels: Level) -> Mapping[str, str]:
    """Every module's keys in a game file at these levels, with the module's id (no module
    is imported for it)."""
    found = _OWNERS.get(levels)
    if found is None:
        extra = {kind.id for kind in _EXTRA}
        found = {key: e.id for e in index() if e.id not in extra
                 for level in levels for key in e.keys.get(level, ())}
        found.update((f.key, kind.id) for kind in _EXTRA for f in kind.fields if f.level in levels)
        _OWNERS[levels] = found
    return found


def keys_of(module_id: str, level: Level) -> tuple[str, ...]:
    """One module's keys in a game file at ``level`` (its module is not imported for it)."""
    kind = _extra(module_id)
    if kind is not None:
        return tuple(f.key for f in kind.fields_at(level))
    return next(e.keys.get(level, ()) for e in index() if e.id == module_id)


def score_options() -> tuple[tuple[str, tuple[str, str, str]], ...]:
    """Each module that adds an option to ``score``, with it (flag, metavar, help), in the
    registry's order, as the list says (no module is imported for it: the command's parser
    is built before it knows which modules the game plays)."""
    return tuple((entry.id, entry.score_option) for entry in _entries() if entry.score_option is not None)


def score_steps() -> tuple[tuple[str, str, int], ...]:
    """Each module with a scoring step of its own: (its id, the step, the scoring it comes
    before), as the list says."""
    return tuple((entry.id, *entry.step) for entry in _entries() if entry.step is not None)


def _entries() -> Iterator[Entry]:
    """The list's entries, and one made from its class for each module registered for a
    while (which takes the place of a listed one of its id)."""
    extra = {kind.id for kind in _EXTRA}
    yield from (e for e in index() if e.id not in extra)
    for module_id in sorted(extra, key=_ids().index):
        made = module(module_id)
        inputs = cast("facets.ScoringInputs", made) if implements(made, facets.ScoringInputs) else None
        stepper = cast("facets.StepScorer", made) if implements(made, facets.StepScorer) else None
        yield Entry(module_id, frozenset(), (), {}, made.always_available, None,
                    None if inputs is None else inputs.score_option,
                    None if stepper is None else (stepper.step, stepper.step_round))


def window_parts() -> Mapping[str, frozenset[str]]:
    """The registry's modules that have a part in the window, in its order, with the names of
    the facets that part implements, as the list says (nothing is imported for it)."""
    return {e.id: e.window for e in index() if e.window is not None}


def always_available() -> frozenset[str]:
    """The ids of the modules whose fields may be in any game (``Module.always_available``)."""
    return frozenset({*(e.id for e in index() if e.always_available and _extra(e.id) is None),
                      *(k.id for k in _EXTRA if k.always_available)})
