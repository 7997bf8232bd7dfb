"""The import contracts of ``pyproject.toml`` hold on the package, and each fails on a planted
violation: the no-cycle contract on a cycle inside a package and on one between wings, the
wings' order on an upward import. The graph is grimp's (import-linter's own), type-only
imports included; a planted import is added to a copy of it. Beside the contracts, no module
of the package imports itself round a cycle (a check at the level of modules, the ``__init__``
of a package included)."""

from __future__ import annotations

from copy import deepcopy
from pathlib import Path

import grimp
import pytest
from importlinter import configuration
from importlinter.application.use_cases import read_user_options
from importlinter.contracts.acyclic_siblings import AcyclicSiblingsContract
from importlinter.contracts.forbidden import ForbiddenContract
from importlinter.contracts.layers import LayersContract
from importlinter.domain.contract import Contract

from tests.import_graph import cycles

ROOT = Path(__file__).resolve().parents[1]
configuration.configure()  # as lint-imports does: its readers of the configuration
OPTIONS = read_user_options(str(ROOT / "pyproject.toml"))
NAMES = [c["name"] for c in OPTIONS.contracts_options]
KINDS: dict[str, type[Contract]] = {"layers": LayersContract, "forbidden": ForbiddenContract,
                                    "acyclic_siblings": AcyclicSiblingsContract}
NO_CYCLE = next(name for name in NAMES if name.startswith("No import cycle anywhere"))
WINGS = "The wings of widgets/ import downward only"


@pytest.fixture(scope="module")
def package() -> grimp.ImportGraph:
    return grimp.build_graph(*OPTIONS.session_options["root_packages"], include_external_packages=True,
                             cache_dir=None)


def contract(name: str) -> Contract:
    options = next(c for c in OPTIONS.contracts_options if c["name"] == name)
    kind = KINDS[options["type"]]
    return kind(name=name, session_options=OPTIONS.session_options, contract_options=options)


def kept(name: str, graph: grimp.ImportGraph, *planted: tuple[str, str]) -> bool:
    graph = deepcopy(graph)
    for importer, imported in planted:
        graph.add_import(importer=f"alhambra_gui.{importer}", imported=f"alhambra_gui.{imported}")
    return contract(name).check(graph, verbose=False).kept


def module_cycles(graph: grimp.ImportGraph) -> list[list[str]]:
    ours = {m for m in graph.modules if m.split(".")[0] == "alhambra_gui"}
    return cycles({m: graph.find_modules_directly_imported_by(m) & ours for m in ours})


@pytest.mark.parametrize("name", NAMES)
def test_every_contract_is_kept(package, name):
    assert kept(name, package)


def test_the_contracts_named_here_are_those_of_the_configuration():
    assert WINGS in NAMES
    assert contract(NO_CYCLE).__class__ is AcyclicSiblingsContract


def test_a_cycle_between_two_modules_breaks_the_no_cycle_contract(package):
    # as app/ was: the session made its commands, the commands called back into the session
    assert not kept(NO_CYCLE, package, ("app.commands", "app.session"))


def test_a_cycle_between_wings_breaks_both_contracts(package):
    # as paint/ was: the tile painter asked the modules' registry, whose parts paint with it
    planted = ("widgets.paint.tile_painter", "widgets.modules.registry")
    assert not kept(NO_CYCLE, package, planted)
    assert not kept(WINGS, package, planted)


def test_an_upward_import_between_wings_breaks_the_wings_contract(package):
    # as the scoreboard was: it took its scrolling body from the window's layout
    assert not kept(WINGS, package, ("widgets.score.scoreboard", "widgets.window.window_layout"))
    assert kept(WINGS, package, ("widgets.window.window_layout", "widgets.score.scoreboard"))  # downward


def test_no_module_imports_itself_round_a_cycle(package):
    assert module_cycles(package) == []


def test_a_module_importing_its_own_package_round_a_cycle_is_found(package):
    graph = deepcopy(package)
    graph.add_import(importer="alhambra_gui.engine.city", imported="alhambra_gui.engine")
    planted = {"alhambra_gui.engine", "alhambra_gui.engine.city"}
    assert any(planted <= set(group) for group in module_cycles(graph))
    assert kept(NO_CYCLE, package, ("engine.city", "engine"))  # which the contract alone lets by
