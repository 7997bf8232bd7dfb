"""Every translated text is filled in one pass (``labels.arg``): a chain of
``.replace("%1", …).replace("%2", …)`` fills a name that holds "%2" with the next value.

The source is parsed, not grepped: a ``.replace`` call whose first argument is a literal
placeholder ("%1", "%n", …) is the pattern, wherever it is written and however it is
wrapped over lines."""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "alhambra_gui"


def placeholder_replaces(source: str) -> list[int]:
    """The lines of ``source`` that fill a placeholder with ``str.replace``."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                and node.func.attr == "replace" and node.args
                and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str)
                and node.args[0].value.startswith("%")):
            found.append(node.lineno)
    return found


def test_the_check_finds_a_chained_fill_however_it_is_written():
    planted = ('text = tr("%1 gives %2")\\\n'
               '    .replace("%1", a)\n'
               'other = (x\n         .replace(\n    "%2", b))\n'
               'fine = name.replace("&", "&&")\n')
    assert sorted(placeholder_replaces(planted)) == [1, 3]


def test_no_text_in_the_program_is_filled_with_replace():
    found = [f"{path.relative_to(PACKAGE)}:{line}" for path in sorted(PACKAGE.rglob("*.py"))
             for line in placeholder_replaces(path.read_text(encoding="utf-8"))]
    assert found == [], "fill these with labels.arg (one pass): " + ", ".join(found)
