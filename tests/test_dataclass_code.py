"""Issue 31: the code ``dataclasses`` generates is compiled once and kept beside the
package's bytecode (``alhambra_gui.dataclass_code``); the classes are the same as without."""

from __future__ import annotations

import dataclasses
import os
import subprocess
import sys
from importlib.util import MAGIC_NUMBER
from pathlib import Path

import pytest

from alhambra_gui import dataclass_code

#: Imports some of the engine's classes, counting the texts compiled (by ``exec`` handed a
#: text, or ``compile``); writes the kept code as the window does once its docks are built.
START = """
import builtins
texts = []
real_exec, real_compile = builtins.exec, builtins.compile
def counted_exec(source, *args):
    if isinstance(source, str):
        texts.append(source)
    return real_exec(source, *args)
def counted_compile(source, filename, mode, *args, **kwargs):
    if mode == "exec":  # (typing compiles annotations' strings in "eval" mode)
        texts.append(source)
    return real_compile(source, filename, mode, *args, **kwargs)
builtins.exec, builtins.compile = counted_exec, counted_compile
import alhambra_gui.engine.tally, alhambra_gui.engine.explain, alhambra_gui.engine.city
from alhambra_gui import dataclass_code
dataclass_code.keep()
print(len(texts))
"""


def _start(prefix: Path) -> int:
    env = dict(os.environ, PYTHONPYCACHEPREFIX=str(prefix))
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    run = subprocess.run([sys.executable, "-c", START], env=env, capture_output=True, text=True, check=True)
    return int(run.stdout)


def test_a_second_start_compiles_no_dataclass_method(tmp_path):
    """The first start compiles the classes' methods (some 30 texts for these modules) and
    keeps them; the next one compiles none."""
    first, second = _start(tmp_path), _start(tmp_path)
    assert first >= 20
    assert second == 0
    assert list(tmp_path.rglob("dataclass_code.*.marshal"))


def _point_class() -> type:
    """A frozen, ordered class whose field types are objects (not the strings this module's
    annotations switch would make of them)."""
    namespace = {"__annotations__": {"x": int, "y": str}, "y": "a"}
    return dataclasses.dataclass(frozen=True, order=True)(type("Point", (), namespace))


def test_the_classes_are_the_same_as_without(monkeypatch):
    """Same signature, annotations (evaluated, as ``dataclasses`` compiles them), equality,
    order, hash, repr and frozenness as the classes ``exec`` compiles each time."""
    kept = _point_class()
    monkeypatch.setattr(dataclasses, "exec", exec)
    plain = _point_class()
    evaluated = {"x": int, "y": str, "return": None}
    assert kept.__init__.__annotations__ == plain.__init__.__annotations__ == evaluated
    assert kept.__init__.__defaults__ == plain.__init__.__defaults__ == ("a",)
    assert repr(kept(1)) == repr(plain(1)) == "Point(x=1, y='a')"
    assert kept(1) == kept(1, "a") and kept(1) < kept(2) and hash(kept(1)) == hash(plain(1))
    with pytest.raises(dataclasses.FrozenInstanceError):
        kept(1).x = 2  # type: ignore[attr-defined]


@pytest.fixture
def writes_bytecode(monkeypatch):
    """As where Python writes bytecode (the tests may run with PYTHONDONTWRITEBYTECODE)."""
    monkeypatch.setattr(sys, "dont_write_bytecode", False)


def test_a_text_is_compiled_once_and_written_once(tmp_path, writes_bytecode):
    codes = dataclass_code._Codes(tmp_path / "kept.marshal")
    text = "def __create_fn__():\n def f(self):\n  return 1\n return f"
    assert codes.code(text) is codes.code(text)
    codes.keep()
    written = (tmp_path / "kept.marshal").stat().st_mtime_ns
    codes.keep()  # nothing new: not written again
    assert (tmp_path / "kept.marshal").stat().st_mtime_ns == written
    again = dataclass_code._Codes(tmp_path / "kept.marshal")
    assert again.code(text).co_consts == codes.code(text).co_consts and not again.unsaved


def test_a_damaged_or_foreign_file_is_compiled_anew(tmp_path, writes_bytecode):
    path = tmp_path / "kept.marshal"
    text = "def __create_fn__():\n def f(self):\n  return 2\n return f"
    for content in (b"not marshal", MAGIC_NUMBER + b"\xff\x00", b"\x00\x00\r\n" + b"x"):
        path.write_bytes(content)
        codes = dataclass_code._Codes(path)
        namespace: dict[str, object] = {}
        exec(codes.code(text), {}, namespace)
        assert namespace["__create_fn__"]()(None) == 2  # type: ignore[operator]
        codes.keep()
        assert path.read_bytes().startswith(MAGIC_NUMBER)


def test_nothing_is_written_where_bytecode_is_not(tmp_path, monkeypatch):
    monkeypatch.setattr(sys, "dont_write_bytecode", True)
    codes = dataclass_code._Codes(tmp_path / "kept.marshal")
    codes.code("x = 1")
    codes.keep()
    assert not (tmp_path / "kept.marshal").exists()


def test_past_the_most_texts_only_those_used_are_kept(tmp_path, monkeypatch, writes_bytecode):
    monkeypatch.setattr(dataclass_code, "MOST_TEXTS", 2)
    path = tmp_path / "kept.marshal"
    old = dataclass_code._Codes(path)
    for n in range(3):
        old.code(f"x = {n}")
    old.keep()  # three kept: this process used them all
    new = dataclass_code._Codes(path)
    new.code("y = 1")
    new.keep()
    assert set(dataclass_code._read(path)) == {"y = 1"}
