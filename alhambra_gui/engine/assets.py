"""Where the shipped data files live.

An installed wheel carries the repository's top-level ``resources/`` folder as
``alhambra_gui/resources``; a source checkout (or an editable install) has it
beside the package. Both are read through ``importlib.resources``.
"""

from __future__ import annotations

import json
from functools import cache
from importlib.resources import as_file, files
from importlib.resources.abc import Traversable
from pathlib import Path
from typing import Any


@cache
def resource_root() -> Traversable:
    packaged = files("alhambra_gui") / "resources"
    if packaged.is_dir():
        return packaged
    checkout = Path(__file__).resolve().parents[2] / "resources"
    if checkout.is_dir():
        return checkout
    raise FileNotFoundError("the alhambra_gui resources folder is missing from this installation")


def resource(*parts: str) -> Traversable:
    """A file or folder below the resources root."""
    node = resource_root()
    for part in parts:
        node = node / part
    return node


def resource_path(*parts: str) -> Path:
    """A real file-system path to a resource (resources are never zipped here)."""
    with as_file(resource(*parts)) as path:
        return Path(path)


def load_json(*parts: str) -> Any:
    return json.loads(resource(*parts).read_text(encoding="utf-8"))
