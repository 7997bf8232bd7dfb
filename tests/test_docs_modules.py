"""docs/modules.md lists every module of the app once, with its box and the kind the chooser
says (issue 32: the README's module table lists all 46 with their kind)."""

from __future__ import annotations

from pathlib import Path

from alhambra_gui.engine.modules.base import BOX_NAMES, KIND_NAMES
from alhambra_gui.engine.modules.registry import all_modules

PAGE = Path(__file__).resolve().parents[1] / "docs" / "modules.md"


def test_the_modules_page_lists_every_module_with_its_box_and_kind():
    rows = {line.split("|")[4].strip(" `"): [c.strip() for c in line.split("|")[1:4]]
            for line in PAGE.read_text(encoding="utf-8").splitlines()
            if line.startswith("| ") and line.count("|") == 5 and line.rstrip().endswith("` |")}
    modules = all_modules()
    assert len(modules) == 46 and set(rows) == {m.id for m in modules}
    for module in modules:
        box = BOX_NAMES[module.box] if module.box else "any box"
        assert rows[module.id] == [module.name, box, KIND_NAMES[module.kind]], module.id
