"""The imports between a package's modules, read from their source (type-only imports
under ``TYPE_CHECKING`` included), for tests about the architecture."""

from __future__ import annotations

import ast
from collections.abc import Iterable, Mapping
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def imported(source: str, name: str, is_package: bool, known: frozenset[str] = frozenset()) -> set[str]:
    """The dotted names a module's source imports: ``from pkg import x`` names ``pkg.x``
    where that is one of the ``known`` modules, else ``pkg``."""
    package = name if is_package else name.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[:len(package.split(".")) - node.level + 1]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            for alias in node.names:
                full = f"{target}.{alias.name}"
                found.add(full if full in known else target)
    return found


def graph(package: str) -> dict[str, set[str]]:
    """Each module of ``package`` (a folder under the project) with the modules of the
    package it imports."""
    files = sorted((ROOT / package.replace(".", "/")).rglob("*.py"))
    names = {module_name(f): f for f in files}
    known = frozenset(names)
    return {name: {d for d in imported(f.read_text(encoding="utf-8"), name, f.name == "__init__.py", known)
                   if d in names and d != name} for name, f in names.items()}


def cycles(edges: Mapping[str, Iterable[str]]) -> list[list[str]]:
    """The groups of modules that import one another round a cycle (strongly connected
    components of more than one module), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        for near in edges.get(node, ()):
            if near not in index:
                visit(near)
                low[node] = min(low[node], low[near])
            elif near in stack:
                low[node] = min(low[node], index[near])
        if low[node] == index[node]:
            group = []
            while True:
                top = stack.pop()
                group.append(top)
                if top == node:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for node in sorted(edges):
        if node not in index:
            visit(node)
    return found
