"""The code ``dataclasses`` generates for each class (``__init__``, ``__repr__``, ``__eq__``,
a frozen class's ``__setattr__``...), kept compiled between starts, as Python keeps a
module's bytecode.

``dataclasses`` writes each method as source text and hands it to ``exec``, which parses and
compiles it on every start: some 430 texts for the window's 72 classes, a tenth of the
instructions of the start to a usable window (issue 31). Here ``exec`` in the
``dataclasses`` module is given the code compiled from the same text, read from one file
beside the package's bytecode (``__pycache__``, or ``sys.pycache_prefix``), and texts not
seen before are compiled as ``exec`` compiles them and added to it. The classes are the same
as without: the text is the key, the code what ``compile`` makes of it with the same flags.
The file is written only where Python writes bytecode (not with ``sys.dont_write_bytecode``),
at most once a process unless more texts are compiled after (``keep``, and at exit); one
that cannot be read is ignored and written anew.
"""

from __future__ import annotations

import atexit
import builtins
import dataclasses
import marshal
import os
import sys
from types import CodeType
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # read when the first class is made (``alhambra-gui --help`` makes none)
    from pathlib import Path

#: Texts kept at most: past it, a write keeps only the texts this process used (the classes
#: of older versions of the app go).
MOST_TEXTS = 4000


class _Codes:
    """The compiled texts: those read from the file, those compiled since, those used."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path
        self.codes: dict[str, CodeType] | None = None  # read on the first class
        self.used: set[str] = set()
        self.unsaved = False

    def code(self, text: str) -> CodeType:
        if self.codes is None:
            self.path = self.path or cache_path()
            self.codes = _read(self.path)
        code = self.codes.get(text)
        if code is None:
            # As exec compiles a text: the flags of dataclasses.py (no __future__ switch),
            # not this module's annotations switch.
            code = self.codes[text] = compile(text, "<string>", "exec", dont_inherit=True)
            self.unsaved = True
        self.used.add(text)
        return code

    def keep(self) -> None:
        """Write the file if texts were compiled since it was read (where bytecode is written)."""
        if not self.unsaved or self.codes is None or self.path is None or sys.dont_write_bytecode:
            return
        self.unsaved = False
        kept = self.codes if len(self.codes) <= MOST_TEXTS else {t: self.codes[t] for t in self.used}
        temporary = self.path.with_name(f"{self.path.name}.{os.getpid()}.tmp")
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            temporary.write_bytes(_magic() + marshal.dumps(kept))
            os.replace(temporary, self.path)
        except OSError:  # a folder Python could not write its bytecode to either
            temporary.unlink(missing_ok=True)


def _magic() -> bytes:
    """The interpreter's bytecode version (its marshal format with it), first in the file."""
    from importlib.util import MAGIC_NUMBER

    return MAGIC_NUMBER


def _read(path: Path | None) -> dict[str, CodeType]:
    magic = _magic()
    try:
        data = path.read_bytes() if path is not None else b""
        if data[:len(magic)] != magic:
            return {}
        codes = marshal.loads(data[len(magic):])
    except (OSError, ValueError, EOFError, TypeError):  # none yet, or damaged: compiled anew
        return {}
    if not isinstance(codes, dict):
        return {}
    return {text: code for text, code in codes.items()
            if isinstance(text, str) and isinstance(code, CodeType)}


def cache_path() -> Path | None:
    """Where the compiled texts are kept: beside the package's bytecode, tagged with the
    interpreter (another Python keeps its own)."""
    from importlib.util import cache_from_source
    from pathlib import Path

    try:
        beside = Path(cache_from_source(str(Path(__file__).with_name("__init__.py"))))
    except NotImplementedError:  # an interpreter without a cache tag
        return None
    return beside.with_name(f"dataclass_code.{sys.implementation.cache_tag}.marshal")


_codes = _Codes()


def _exec(source: Any, globals: dict[str, Any] | None = None, locals: Any = None) -> None:
    """``exec`` as ``dataclasses`` calls it, with a text's code compiled once."""
    if isinstance(source, str):
        source = _codes.code(source)
    builtins.exec(source, globals, locals)


def install() -> None:
    """From now on, ``dataclasses`` runs kept code (once a process: before the first class)."""
    if getattr(dataclasses, "exec", None) is not _exec:
        dataclasses.exec = _exec  # type: ignore[attr-defined]  # a global that shadows the builtin
        atexit.register(keep)


def keep() -> None:
    """Write the texts compiled since the file was read (the window calls it once its docks
    are built; at exit for the others)."""
    _codes.keep()
