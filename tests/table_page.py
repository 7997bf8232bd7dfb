"""The phone page's script as the tests read it: all its modules (resources/table/*.js)."""

from __future__ import annotations

from alhambra_gui.engine.assets import resource
from alhambra_gui.table.server import PAGE


def page_script() -> str:
    """The text of every module of the page's script, one after another."""
    return "\n".join(resource("table", name).read_text(encoding="utf-8")
                     for name, _type in PAGE.values() if name.endswith(".js"))
