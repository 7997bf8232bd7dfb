"""Where particular modules are named in the program's source, read as Python (imports, names
and strings parsed, not grepped): an import of a module's own file, its id as a string, a
class its files define.

A module's own files are ``engine/modules/<id>.py`` and ``widgets/modules/<id>/``; the two
registries (``engine/modules/registry.py``, ``widgets/modules/registry.py``) list them. No
other file may name one: the core asks the registries.
"""

from __future__ import annotations

import ast
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "alhambra_gui"
REGISTRIES = (PACKAGE / "engine" / "modules" / "registry.py", PACKAGE / "widgets" / "modules" / "registry.py")


@dataclass(frozen=True)
class Reference:
    path: str
    line: int
    what: str

    def __str__(self) -> str:
        return f"{self.path}:{self.line}: {self.what}"


def own_files(module_id: str) -> list[Path]:
    """The files that belong to one module."""
    engine = PACKAGE / "engine" / "modules" / f"{module_id}.py"
    widgets = PACKAGE / "widgets" / "modules" / module_id
    return [engine, *sorted(widgets.rglob("*.py"))] if widgets.is_dir() else [engine]


#: The bases of a module's own classes: its engine module, its window part, its panel.
MODULE_BASES = frozenset({"Module", "ModuleUI", "ModulePanel"})


def defined_names(paths: Iterable[Path]) -> set[str]:
    """The module classes a module's files define (its engine module, its window part, its
    panel); anything else of a module's files can only be reached through an import of
    them, which is found as such."""
    names: set[str] = set()
    for path in paths:
        if path.is_file():
            tree = ast.parse(path.read_text(encoding="utf-8"))
            names.update(node.name for node in tree.body if isinstance(node, ast.ClassDef)
                         and any(isinstance(b, ast.Name) and b.id in MODULE_BASES for b in node.bases))
    return names


def references(source: str, path: str, module_ids: Iterable[str], names: Iterable[str],
               kinds: Iterable[str] = ()) -> Iterator[Reference]:
    """Where ``source`` names a module: imports one of its files (``…modules.city_gates``, or
    ``city_gates`` from a ``modules`` package), writes its id or one of its kinds of piece
    as a string, or names one of its module classes."""
    ids, named, strings = set(module_ids), set(names), set(module_ids) | set(kinds)
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.ImportFrom):
            parts = (node.module or "").split(".")
            if "modules" in parts and parts[-1] in ids:
                yield Reference(path, node.lineno, f"imports the module {parts[-1]}")
            elif parts[-1:] == ["modules"] or not node.module:
                for alias in node.names:
                    if alias.name in ids:
                        yield Reference(path, node.lineno, f"imports the module {alias.name}")
            for alias in node.names:
                if alias.name in named:
                    yield Reference(path, node.lineno, f"imports {alias.name}")
        elif isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name.split(".")[-1] in ids and ".modules." in alias.name:
                    yield Reference(path, node.lineno, f"imports the module {alias.name}")
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value in strings:
            yield Reference(path, node.lineno, f"writes {node.value!r}")
        elif isinstance(node, ast.Name) and node.id in named:
            yield Reference(path, node.lineno, f"names {node.id}")
        elif isinstance(node, ast.Attribute) and node.attr in named:
            yield Reference(path, node.lineno, f"names {node.attr}")


def program_references(module_ids: Iterable[str], kinds: Iterable[str] = ()) -> list[Reference]:
    """Every place outside the modules' own files and the registries that names a module."""
    ids, kinds = list(module_ids), list(kinds)
    owned = {p for m in ids for p in own_files(m)} | set(REGISTRIES)
    names = defined_names(owned - set(REGISTRIES))
    found: list[Reference] = []
    for path in sorted(PACKAGE.rglob("*.py")):
        if path in owned:
            continue
        rel = str(path.relative_to(PACKAGE))
        found += references(path.read_text(encoding="utf-8"), rel, ids, names, kinds)
    return found
