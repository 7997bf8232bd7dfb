"""The engine's modules import one another without a cycle, type-only imports included:
the expansion modules, the scores and the counts know a game through ``engine.context``'s
views, and ``game`` builds on them."""

from tests.import_graph import cycles, graph, imported


def test_the_engine_has_no_import_cycle():
    assert cycles(graph("alhambra_gui.engine")) == []


def test_the_check_finds_a_planted_cycle():
    edges = graph("alhambra_gui.engine")
    edges["alhambra_gui.engine.tally"].add("alhambra_gui.engine.game")  # as tally once did
    assert any("alhambra_gui.engine.game" in group and "alhambra_gui.engine.tally" in group
               for group in cycles(edges))


def test_type_only_imports_count():
    source = "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from .game import Game\n"
    assert "alhambra_gui.engine.game" in imported(source, "alhambra_gui.engine.tally", False)


def test_relative_imports_resolve_from_a_subpackage():
    known = frozenset({"alhambra_gui.engine.modules.base"})
    source = "from ..city import City\nfrom . import base\n"
    found = imported(source, "alhambra_gui.engine.modules.x", False, known)
    assert found == {"alhambra_gui.engine.city", "alhambra_gui.engine.modules.base"}
