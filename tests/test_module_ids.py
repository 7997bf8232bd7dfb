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
