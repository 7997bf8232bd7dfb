"""Where the shipped data files live.

An installed wheel carries the repository's top-level ``resources/`` folder as
``alhambra_gui/resources``; a source checkout (or an editable install) has it
beside the package. Both are read as ``importlib.resources`` Traversables: where the package
is a folder on disk (always, as installed here) the folder itself, so that a command does not
import ``importlib.resources`` (and the zip, temp-file and archive modules it brings) to find
it; otherwise through ``importlib.resources``.
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from importlib.resources.abc import Traversable


@cache
def resource_root() -> Traversable:
    package = Path(__file__).resolve().parents[1]
    for folder in (package / "resources", package.parent / "resources"):
        if folder.is_dir():
            return folder
    from importlib.resources import files  # a package that is not a folder (a zip)

    packaged = files("alhambra_gui") / "resources"
    if packaged.is_dir():
        return packaged
    raise FileNotFoundError("the alhambra_gui resources folder is missing from this installation")


def resource(*parts: str) -> Traversable:
    """A file or folder below the resources root."""
    node = resource_root()
    for part in parts:
        node = node / part
    return node


def resource_path(*parts: str) -> Path:
    """A real file-system path to a resource (resources are never zipped here)."""
    found = resource(*parts)
    if isinstance(found, Path):
        return found
    from importlib.resources import as_file

    with as_file(found) as path:
        return Path(path)


def load_json(*parts: str) -> Any:
    return json.loads(resource(*parts).read_text(encoding="utf-8"))
