"""The engine's public names are imported on first use (``engine/__init__.py``, PEP 562):
the table of where each lives says what the imports the type checker reads say, every name
of ``__all__`` is reached, and ``score`` does not import the parts it does not use."""

from __future__ import annotations

import ast
import json
import subprocess
import sys
from importlib import import_module
from pathlib import Path

import pytest

import alhambra_gui.engine as engine

SOURCE = Path(engine.__file__).read_text(encoding="utf-8")
EXAMPLE = Path(__file__).parent / "data" / "three-players.json"


def _typed_imports() -> dict[str, str]:
    """The names the ``if TYPE_CHECKING:`` block imports, with their part of the engine."""
    block = next(n for n in ast.parse(SOURCE).body if isinstance(n, ast.If))
    return {alias.name: str(node.module) for node in block.body if isinstance(node, ast.ImportFrom)
            for alias in node.names}


def test_the_table_says_what_the_type_checkers_imports_say():
    assert _typed_imports() == engine._HOMES
    assert sorted(engine.__all__) == sorted(engine._HOMES)


@pytest.mark.parametrize("name", sorted(engine.__all__))
def test_each_public_name_is_its_parts_own(name):
    assert getattr(engine, name) is getattr(import_module(f"alhambra_gui.engine.{engine._HOMES[name]}"), name)


def test_an_unknown_name_is_an_attribute_error():
    with pytest.raises(AttributeError, match="no attribute 'nothing_here'"):
        engine.nothing_here  # noqa: B018


def test_score_imports_neither_the_explanations_nor_the_codes():
    code = ("import io, sys, json; from alhambra_gui.cli import main; "
            f"main(['score', {str(EXAMPLE)!r}, '--round', '3'], io.StringIO()); "
            "print(json.dumps(sorted(sys.modules)))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    loaded = set(json.loads(done.stdout))
    assert "alhambra_gui.engine.game" in loaded
    assert not loaded & {"alhambra_gui.engine.explain", "alhambra_gui.engine.codes",
                         "alhambra_gui.engine.spreadsheet", "importlib.resources", "zipfile", "tempfile"}


@pytest.mark.parametrize("command", [["score", str(EXAMPLE), "--round", "3"], ["check", str(EXAMPLE)]])
def test_score_and_check_load_nothing_of_the_moves_command(command):
    """The search for a tile's cells (``engine.moves``) is the moves command's: a process
    that scores or checks a game never imports it."""
    code = ("import io, sys, json; from alhambra_gui.cli import main; "
            f"main({command!r}, io.StringIO()); print(json.dumps(sorted(sys.modules)))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    loaded = set(json.loads(done.stdout))
    assert "alhambra_gui.engine.game" in loaded
    assert "alhambra_gui.engine.moves" not in loaded
