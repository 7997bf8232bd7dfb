"""The measurement script (tests/photo_measure.py), on synthetic photos and on ../shared/photos."""

from __future__ import annotations

import json
from pathlib import Path

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


# The three photos of the printed tiles live beside the repository, not in it (their licence
# keeps them out of it); where they are (the project's machines) the issue's thresholds are
# checked on them, elsewhere on three photos painted like them (tests/photo_scene.py): the test
# runs everywhere, skipped nowhere.
def photos_with_truth(folder: Path, painted_into: Path, seeds: tuple[int, ...] = (51, 52, 53)) -> Path:
    """``folder`` when it holds photos with truth, else ``painted_into`` with painted ones."""
    if any(folder.glob("*.truth.json")):
        return folder
    write_samples(painted_into, seeds)
    return painted_into


def test_the_issue_thresholds_hold_on_the_photos_of_the_printed_tiles(tmp_path):
    results = photo_measure.measure(photos_with_truth(photo_measure.SHARED_PHOTOS, tmp_path))["all"]
    assert results["with"].kind_rate >= 0.98
    assert results["with"].wall_rate >= 0.95
    assert results["with"].tile_rate >= 0.95
    assert results["without"].kind_rate >= 0.90


def test_without_the_photos_of_the_printed_tiles_painted_ones_are_measured(tmp_path):
    """Before: the test was skipped where ../shared/photos is not (a user's checkout)."""
    folder = photos_with_truth(tmp_path / "none", tmp_path, (51,))
    assert folder == tmp_path and len(list(folder.glob("*.truth.json"))) == 1
    shared = tmp_path / "shared"
    shared.mkdir()
    (shared / "a.truth.json").write_text("{}", encoding="utf-8")
    assert photos_with_truth(shared, tmp_path / "unused") == shared
