"""The measurement script (tests/photo_measure.py), on synthetic photos and on ../shared/photos."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from . import photo_measure
from .photo_scene import render_scene


def write_samples(folder, seeds):
    for seed in seeds:
        scene = render_scene(seed, 10)
        (folder / f"synthetic-{seed}.jpg").write_bytes(scene.jpeg)
        truth = scene.truth() | {"image": f"synthetic-{seed}.jpg"}
        (folder / f"synthetic-{seed}.truth.json").write_text(json.dumps(truth), encoding="utf-8")


def test_the_script_measures_every_photo_with_and_without_calibration(tmp_path, capsys):
    write_samples(tmp_path, (41, 42))
    results = photo_measure.measure(tmp_path)
    assert set(results) == {"all", "synthetic-41", "synthetic-42"}
    total = results["all"]["with"]
    assert total.cells == sum(results[n]["with"].cells for n in ("synthetic-41", "synthetic-42"))
    assert total.kind_rate >= 0.98 and total.wall_rate >= 0.95 and total.tile_rate >= 0.95
    assert results["all"]["without"].kind_rate >= 0.9
    assert photo_measure.main([str(tmp_path)]) == 0
    table = capsys.readouterr().out.splitlines()
    assert table[0].split() == ["photo", "calibration", "kind+type", "walls", "tile", "seconds"]
    assert [line.split()[:2] for line in table[1:]][-2:] == [["all", "without"], ["all", "with"]]


def test_the_calibration_is_one_cell_per_type_present_and_the_fountain():
    truth = {"cells": [
        {"col": 0, "row": 0, "kind": "empty", "type": None},
        {"col": 1, "row": 0, "kind": "building", "type": "garden"},
        {"col": 2, "row": 0, "kind": "building", "type": "garden"},
        {"col": 0, "row": 1, "kind": "fountain", "type": None},
        {"col": 1, "row": 1, "kind": "building", "type": "tower"},
    ]}
    assert photo_measure.calibration(truth) == {(1, 0): "garden", (0, 1): "fountain", (1, 1): "tower"}


def test_a_folder_without_truth_is_reported(tmp_path, capsys):
    assert photo_measure.main([str(tmp_path)]) == 1
    assert "no photos with truth" in capsys.readouterr().err


# The photos of the printed tiles live beside the repository, not in it; where they are
# (the project's machines), the issue's thresholds are checked on them; elsewhere the test
# is still collected, and skipped saying what is missing.
@pytest.mark.skipif(not any(photo_measure.SHARED_PHOTOS.glob("*.truth.json")),
                    reason="needs the photos with truth in ../shared/photos beside the repository")
def test_the_issue_thresholds_hold_on_the_shared_photos():
    results = photo_measure.measure(photo_measure.SHARED_PHOTOS)["all"]
    assert results["with"].kind_rate >= 0.98
    assert results["with"].wall_rate >= 0.95
    assert results["with"].tile_rate >= 0.95
    assert results["without"].kind_rate >= 0.90


def test_without_the_shared_photos_their_test_is_skipped_saying_why(tmp_path):
    """Before: it was defined only where the folder exists, and vanished silently elsewhere."""
    env = {**os.environ, "ALHAMBRA_SHARED_PHOTOS": str(tmp_path / "none")}
    done = subprocess.run([sys.executable, "-m", "pytest", "-q", "-rs", "-p", "no:cacheprovider",
                           f"{__file__}::test_the_issue_thresholds_hold_on_the_shared_photos"],
                          capture_output=True, text=True, env=env, timeout=120, check=False,
                          cwd=Path(__file__).resolve().parents[1])
    assert "1 skipped" in done.stdout, done.stdout
    assert "needs the photos with truth in ../shared/photos" in done.stdout
