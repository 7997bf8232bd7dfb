"""``history/`` owns its database (issue 28, item 4): no other part of the app writes SQL,
opens SQLite or hashes a game file as the history does (``app/history.py`` held a copy of
the content hash and its own queries)."""

from __future__ import annotations

import ast
import re
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "alhambra_gui"
#: SQL as the app writes it (in capitals: an English sentence never matches).
SQL = re.compile(r"\b(SELECT\b.+\bFROM|INSERT\s+INTO|DELETE\s+FROM|UPDATE\s+\w+\s+SET|PRAGMA|"
                 r"CREATE\s+TABLE)\b", re.DOTALL)


def outside_the_history() -> list[Path]:
    return [p for p in sorted(PACKAGE.rglob("*.py")) if (PACKAGE / "history") not in p.parents]


def strays(path: Path) -> list[str]:
    """What in a file belongs to the history's database: SQL, sqlite3, a game file's hash."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and SQL.search(node.value):
            found.append(f"{path.name}:{node.lineno}: SQL {node.value[:40]!r}")
        if isinstance(node, ast.Import | ast.ImportFrom):
            names = [a.name for a in node.names] + [getattr(node, "module", None) or ""]
            if "sqlite3" in names:
                found.append(f"{path.name}:{node.lineno}: imports sqlite3")
        if isinstance(node, ast.Attribute) and node.attr == "_db":
            found.append(f"{path.name}:{node.lineno}: a database connection (._db)")
    return found


def test_no_sql_outside_the_history():
    found = [line for path in outside_the_history() for line in strays(path)]
    assert found == []


def test_the_content_hash_is_made_in_one_place():
    texts = {p: p.read_text(encoding="utf-8") for p in outside_the_history()}
    found = [p.name for p, text in texts.items() if "hashlib" in text and "game_file_text" in text]
    assert found == []  # record.content_hash hashes a game file; no one else does
    assert "def content_hash(" in (PACKAGE / "history" / "record.py").read_text(encoding="utf-8")


def test_the_check_finds_what_it_looks_for(tmp_path):
    """A planted stray of each kind is found (the checks above can fail)."""
    planted = tmp_path / "planted.py"
    planted.write_text("import sqlite3\n"
                       "def f(store):\n"
                       "    return store._db.execute('SELECT id FROM games WHERE deleted = 0')\n",
                       encoding="utf-8")
    assert len(strays(planted)) == 3
