"""PySide6 replaces Python's ``__import__``: after every module imported once PySide6 is
loaded, it reads and tokenises that module's whole source (``inspect.getsource``) to learn
whether it names PySide6, and so whether PySide's ``__feature__`` switches (``snake_case``,
``true_property``) might apply to it. The app imports some 250 modules of its own to show its
window, and none of them opts into a feature switch: reading them all is a tenth of the
start-up, for nothing.

``skip_feature_scan`` answers "no" without reading, which PySide records as "ignore this
module" (select id -1, the meaning its ``feature.py`` gives it). A module that writes
``from __feature__ import …`` still gets its switches: that import sets them itself.
"""

from __future__ import annotations

import sys
from types import ModuleType

import PySide6.QtCore  # noqa: F401  (loads shibokensupport, whose hook is replaced here)


def _names_no_feature(_module: ModuleType) -> bool:
    return False


def skip_feature_scan() -> bool:
    """From now on no imported module's source is read for PySide's feature switches;
    whether the hook was found (a PySide6 that has none changes nothing)."""
    feature = sys.modules.get("shibokensupport.feature")
    if feature is None or not callable(getattr(feature, "_mod_uses_pyside", None)):
        return False
    feature._mod_uses_pyside = _names_no_feature  # type: ignore[attr-defined]
    return True
