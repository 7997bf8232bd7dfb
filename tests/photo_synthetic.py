"""Measure the photo recogniser on painted photos (tests/photo_scene.py) under several conditions.

    python -m tests.photo_synthetic [PHOTOS_PER_CONDITION]

Every photo is a new random city and a new random printing (badge colours drawn from the
types' colour names as screens name them, more or less muted: not the recogniser's prior),
measured without calibration and with one known cell per type present and the fountain.
Prints kind+type / walls / exact tile, as tests/photo_measure.py does for real photos.
"""

from __future__ import annotations

import sys

import numpy as np

from alhambra_gui.photo import recognise

from .photo_measure import Tally, calibration
from .photo_scene import Scene, render_scene
from .photo_sets import tuning_seeds

CONDITIONS: dict[str, dict] = {
    "usual": {},
    "rough: blur 1.5 px, noise, JPEG 60, cast 0.2, shifts 3.5 %, twists 3°":
        {"shift": 0.035, "twist": 3.0, "blur_px": 1.5, "noise": 5.0, "quality": 60, "cast": 0.2},
    "far printing: each badge moved up to 0.3 more": {"badge_drift": 0.3},
    "strong colour cast (0.35)": {"cast": 0.35},
    "small photo: cells 75 px wide": {"cell_px": 75},
    "45-tile cities, tilt 25°, five strays": {"tiles": 45, "tilt": 25.0, "strays": 5},
}
FIRST_SEED = 1000


def tally(scene: Scene, calibrated: bool) -> Tally:
    known = calibration({"cells": scene.cells}) if calibrated else None
    proposal = recognise(scene.photo.astype(np.float32), scene.corners, scene.cols, scene.rows, known=known)
    result = Tally()
    for mine, right in zip(proposal.to_dict()["cells"], scene.cells, strict=True):
        result.cells += 1
        result.kinds += (mine["kind"], mine["type"]) == (right["kind"], right["type"])
        if right["kind"] == "building":
            result.buildings += 1
            result.walls += mine["walls"] == right["walls"]
            result.tiles += mine["tile"] == right["tile"]
    return result


def measure(condition: dict, photos: int) -> dict[str, Tally]:
    options = dict(condition)
    tiles = options.pop("tiles", 14)
    results = {"without": Tally(), "with": Tally()}
    for seed in tuning_seeds(FIRST_SEED, photos):
        scene = render_scene(seed, tiles, **options)
        for mode, calibrated in (("without", False), ("with", True)):
            results[mode].add(tally(scene, calibrated))
    return results


def rates(t: Tally) -> str:
    return f"{t.kind_rate:.1%} / {t.wall_rate:.1%} / {t.tile_rate:.1%}"


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    photos = int(args[0]) if args else 30
    print(f"| painted photos ({photos} per condition) | without calibration | with calibration |")
    print("|---|---|---|")
    for name, condition in CONDITIONS.items():
        results = measure(condition, photos)
        print(f"| {name} | {rates(results['without'])} | {rates(results['with'])} |", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
