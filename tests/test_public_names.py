"""The window reaches the engine through its public names (``alhambra_gui.engine``) only; a
module's window part may also import its own engine module. Read from the source, as
``tests/test_engine_imports.py`` reads the engine's."""

from __future__ import annotations

from pathlib import Path

from tests.import_graph import ROOT, imported, module_name

ENGINE = frozenset(module_name(p) for p in (ROOT / "alhambra_gui" / "engine").rglob("*.py"))


def past_public_names(paths: list[Path]) -> list[str]:
    found = []
    for path in paths:
        name = module_name(path)
        deps = imported(path.read_text(encoding="utf-8"), name, path.name == "__init__.py", ENGINE)
        parts = name.split(".")
        in_a_part = parts[2:3] == ["modules"] and len(parts) > 3
        own = f"alhambra_gui.engine.modules.{parts[3]}" if in_a_part else None
        for dep in sorted(deps):
            if dep.startswith("alhambra_gui.engine.") and dep != own:
                found.append(f"{name}: {dep}")
    return found


def test_the_widgets_import_the_engine_by_its_public_names():
    paths = sorted((ROOT / "alhambra_gui" / "widgets").rglob("*.py"))
    assert past_public_names(paths) == []


def test_the_check_finds_an_import_past_the_public_names(tmp_path, monkeypatch):
    planted = ROOT / "alhambra_gui" / "widgets" / "city" / "city_page.py"
    text = planted.read_text(encoding="utf-8") + "\nfrom ...engine.counts import typed\n"
    monkeypatch.setattr(Path, "read_text", lambda self, encoding=None: text)
    assert past_public_names([planted]) == ["alhambra_gui.widgets.city.city_page: alhambra_gui.engine.counts"]
