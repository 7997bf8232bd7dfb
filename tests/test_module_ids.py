"""A module is named in its own files only: its engine module (``engine/modules/<id>.py``),
its window part (``widgets/modules/<id>/``) and the two registries. Every other file of the
program asks the registries. The source is read as Python (imports, names, strings), so
the check fails for the reason it gives; ``test_a_planted_reference_is_found`` shows it."""

from __future__ import annotations

import pytest

from alhambra_gui.engine.modules.facets import PieceMaker
from alhambra_gui.engine.modules.registry import all_modules, module_ids, modules_with
from tests.module_names import PACKAGE, program_references, references

KINDS = [kind for module in modules_with(PieceMaker) for kind in module.piece_kinds]
MODULES = [type(m) for m in all_modules()]


def test_no_file_but_a_modules_own_names_it():
    found = program_references(module_ids(), KINDS)
    assert [str(r) for r in found] == []


def test_each_module_lives_in_the_files_named_by_its_id():
    from alhambra_gui.widgets.modules.registry import all_parts

    for kind in MODULES:
        assert kind.__module__ == f"alhambra_gui.engine.modules.{kind.id}"
        assert (PACKAGE / "engine" / "modules" / f"{kind.id}.py").is_file()
    for ui in all_parts():
        assert type(ui).__module__ == f"alhambra_gui.widgets.modules.{ui.module_id}"
        assert ui.module_id in module_ids()


@pytest.mark.parametrize(("planted", "what"), [
    ("from ..engine.modules import city_gates\n", "imports the module city_gates"),
    ("from ...engine.modules.city_gates import gate_cells\n", "imports the module city_gates"),
    ("import alhambra_gui.engine.modules.camps\n", "imports the module alhambra_gui.engine.modules.camps"),
    ("from .modules.treasure_chamber import set_chest\n", "imports the module treasure_chamber"),
    ("if game.ruleset.find(CityGates):\n    pass\n", "names CityGates"),
    ("ui = InvadersUI()\n", "names InvadersUI"),
    ('wanted = "handymen"\n', "writes 'handymen'"),
    ('piece = {"kind": "camp"}\n', "writes 'camp'"),
])
def test_a_planted_reference_is_found(planted, what):
    names = {m.__name__ for m in MODULES} | {"InvadersUI"}
    found = list(references(planted, "widgets/city/city_page.py", module_ids(), names, KINDS))
    assert [r.what for r in found] == [what]


def test_words_in_sentences_are_no_references():
    source = 'text = tr("Camps score their bastions")\nwall = city.walls(cell)\n'
    assert list(references(source, "x.py", module_ids(), {m.__name__ for m in MODULES}, KINDS)) == []
