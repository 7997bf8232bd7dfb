"""The installed package carries its resources (run from another directory, not the checkout)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]

PROBE = """
import json
from alhambra_gui.engine import get_variant
from alhambra_gui.engine.assets import resource_root
import alhambra_gui

alhambra = get_variant("alhambra")
granada = get_variant("granada")
print(json.dumps({
    "package": alhambra_gui.__file__,
    "root": str(resource_root()),
    "tiles": len(alhambra.catalogue),
    "alhambra_types": list(alhambra.type_ids),
    "granada_types": len(granada.type_ids),
    "granada_tiles": granada.tile_count(),
}))
"""


def test_resources_ship_with_the_installed_package(tmp_path):
    result = subprocess.run([sys.executable, "-c", PROBE], capture_output=True, text=True,
                            cwd=tmp_path, timeout=120)
    assert result.returncode == 0, (
        "alhambra_gui must be importable from another directory (is the package installed?)\n"
        + result.stderr)
    found = json.loads(result.stdout)
    assert found["tiles"] == 54
    assert found["alhambra_types"] == ["pavilion", "seraglio", "arcades", "chambers", "garden", "tower"]
    assert found["granada_types"] == 9
    assert found["granada_tiles"] == 54
    root = Path(found["root"])
    assert (root / "variants" / "alhambra-tiles.json").is_file()
    assert len(json.loads((root / "variants" / "alhambra-tiles.json").read_text(encoding="utf-8"))) == 54
    assert not Path(found["package"]).is_relative_to(tmp_path)


def test_shipped_catalogue_matches_the_rules(tmp_path):
    shared = REPO / "tests" / "data" / "rules-alhambra-tiles.json"
    probe = ("import json\nfrom alhambra_gui.engine import get_variant\n"
             "print(json.dumps([t.to_dict() for t in get_variant('alhambra').catalogue]))")
    result = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                            cwd=tmp_path, timeout=120)
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout) == json.loads(shared.read_text(encoding="utf-8"))
