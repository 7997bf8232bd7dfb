"""A module's id is written in one place: its own engine file (the registry and every other
file ask the module class). A new module is one file plus a line in the registry."""

from __future__ import annotations

import re
from pathlib import Path

from alhambra_gui.engine.modules.registry import MODULES, module_ids

PACKAGE = Path(__file__).resolve().parents[1] / "alhambra_gui"


def test_no_module_id_is_written_outside_its_module_file():
    found = []
    for path in PACKAGE.rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        for module_id in module_ids():
            if path == PACKAGE / "engine" / "modules" / f"{module_id}.py":
                continue
            if re.search(rf"""["']{module_id}["']""", text):
                found.append(f"{path.relative_to(PACKAGE)}: {module_id}")
    assert found == []


def test_each_module_lives_in_the_file_named_by_its_id():
    for kind in MODULES:
        assert kind.__module__ == f"alhambra_gui.engine.modules.{kind.id}"
        assert (PACKAGE / "engine" / "modules" / f"{kind.id}.py").is_file()


#: The modules whose engine part came with the core's seam for pieces: nothing but their own
#: file and the registry may name them (their id, their class, their kinds of piece).
SEAM_ONLY = ("bazaars", "camps", "building_huts", "medina", "street_traders", "caliphs_guidelines")


def test_the_modules_of_the_seam_are_named_only_in_their_own_files():
    kinds = {kind.id: kind for kind in MODULES}
    found = []
    for path in PACKAGE.rglob("*.py"):
        if path == PACKAGE / "engine" / "modules" / "registry.py":
            continue
        text = path.read_text(encoding="utf-8")
        for module_id in SEAM_ONLY:
            if path == PACKAGE / "engine" / "modules" / f"{module_id}.py":
                continue
            kind = kinds[module_id]
            # the class as code (the word "Camps" in a sentence is no reference to it)
            names = [rf"\b{kind.__name__}\b(?=[.(),:\[\]\n])", rf"""["']{module_id}["']""",
                     rf"\bmodules\.{module_id}\b", rf"\bimport [\w, ]*\b{module_id}\b",
                     *(rf"""["']{k}["']""" for k in kind.piece_kinds)]
            found += [f"{path.relative_to(PACKAGE)}: {name}" for name in names if re.search(name, text)]
    assert found == []
