"""Fit when a city is doubted for its buildings (issue 29), with cross-validation on the
painted tuning photos only, and write it to ``resources/photo/confidence.json``.

    python -m tests.photo_doubt_fit RECORDING... [--folds K] [--write]

Each RECORDING is made by ``python -m tests.photo_replay record FILE --seeds FIRST PHOTOS``
(tuning seeds only: the held-out set is never recorded). The photos are decided again with the
code as it is; each building's chance of being wrong is a logistic model of its confidence's
log-odds, its type's margin and the city's size (``doubt.wrong_chance``), and a city is doubted
when its buildings' chances add up to a threshold: the least sum among the training photos that must be
doubted (read more than a cell off and not doubted otherwise), times a margin.

The photos are split by seed into K folds (all conditions of a seed in one fold, so a photo and
its turned copies are never on both sides): the model and the threshold are fitted on K - 1
folds and judged on the fold left out. The margin kept is BUFFER below the largest for which no
photo of a left-out fold is read wrongly without doubt; the report gives, per margin, the photos of the
left-out folds read wrongly without doubt and doubted (of them read exactly). With ``--write``
the model is fitted on all the photos and written with that margin.

To refit after the reader changes: record the tuning seeds again (a change before the cells'
measures needs it), then run this with ``--write``; the figures go into the commit message.
"""

from __future__ import annotations

import json
import math
import pickle
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from alhambra_gui.photo.decide import building_signs, likeliest
from alhambra_gui.photo.doubt import UNSURE, Signs
from alhambra_gui.photo.geometry import Corners, Homography

from . import photo_replay
from .photo_found import _city

CONFIDENCE = Path(__file__).resolve().parent.parent / "resources" / "photo" / "confidence.json"
MARGINS = (1.0, 0.95, 0.9, 0.85, 0.8, 0.75, 0.7, 0.65, 0.6, 0.55, 0.5)
#: The margin kept lies this far below the largest that left no left-out photo read wrongly
#: without doubt: at that one, the least sum of a photo to be doubted is the threshold itself (the
#: fit before this one doubted from 0.3 with the nearest tuning photo at 0.33, and on the held-out
#: set 5 photos were read wrongly without doubt).
BUFFER = 0.1
_L2 = 0.01
_EDGE = 1e-4
_LOG = False


@dataclass
class Photo:
    """One tuning photo decided again: its seed, how many cells it is off (None: its fountain
    was not found, every cell), whether it is doubted for something else than its buildings,
    and per building its signs and whether it is right."""

    name: str
    seed: int
    off: int | None
    doubted_otherwise: bool
    buildings: list[tuple[Signs, bool]] = field(default_factory=list)

    @property
    def must(self) -> bool:
        """Read more than a cell off and doubted for nothing else: the buildings must doubt it."""
        return not self.doubted_otherwise and (self.off is None or self.off > 1)


class _Unpickler(pickle.Unpickler):
    """A recording made with ``python -m tests.photo_replay`` names its classes in ``__main__``."""

    def find_class(self, module: str, name: str) -> Any:
        if module == "__main__":
            return getattr(photo_replay, name)
        return super().find_class(module, name)


def photos(paths: list[Path]) -> list[Photo]:
    """The recorded photos (those the reader refused are doubted: left out)."""
    found = []
    for path in paths:
        with path.open("rb") as stream:
            for item in _Unpickler(stream).load():
                if not item.error:
                    found.append(_photo(item))
    return found


def _photo(item: Any) -> Photo:
    reading = photo_replay.again(item)
    best, _ = likeliest(reading.basis)
    truth = item.truth
    here = _fountain_found(truth, reading)
    expected = _city(truth.cells, truth.fountain)
    seen = _city([c.to_dict() for c in reading.proposal.cells], reading.proposal.fountain)
    off = sum(seen.get(k) != expected.get(k) for k in set(seen) | set(expected)) if here else None
    fx, fy = best.proposal.fountain
    buildings = [(signs, here and expected.get((c.col - fx, c.row - fy)) == _tile(c.tile))
                 for c, signs in building_signs(reading.basis, best.proposal)]
    other = reading.doubt is not None and reading.doubt.kind != UNSURE
    return Photo(item.name, item.seed, off, other, buildings)


def _tile(tile: Any) -> Any:
    return tile.to_dict() if tile is not None else None


def _fountain_found(truth: Any, reading: Any) -> bool:
    mine = Homography.from_corners(reading.corners, reading.cols, reading.rows)
    back = np.linalg.inv(np.array(Homography.from_corners(Corners.from_points(truth.corners), truth.cols,
                                                          truth.rows).matrix))
    x, y = mine.point(reading.proposal.fountain[0] + 0.5, reading.proposal.fountain[1] + 0.5)
    u, v, w = back @ np.array([x, y, 1.0])
    return (int(np.floor(u / w)), int(np.floor(v / w))) == truth.fountain


def _features(signs: Signs) -> list[float]:
    sure = min(max(signs.confidence, _EDGE), 1.0 - _EDGE)
    return [1.0, math.log(sure / (1.0 - sure)), signs.type_margin, float(signs.small)]


def fit(train: list[Photo]) -> np.ndarray:
    """The logistic model's weights (intercept, confidence's log-odds, type's margin, a small
    city) of a
    building being wrong, on the buildings of the photos whose fountain was found."""
    rows = [(_features(s), not right) for p in train if p.off is not None for s, right in p.buildings]
    x = np.array([r[0] for r in rows])
    y = np.array([r[1] for r in rows], dtype=float)
    w = np.zeros(x.shape[1])
    for _ in range(50):
        p = 1.0 / (1.0 + np.exp(-x @ w))
        gradient = x.T @ (p - y) + _L2 * w
        hessian = (x.T * (p * (1 - p))) @ x + _L2 * np.eye(len(w))
        w -= np.linalg.solve(hessian, gradient)
    return w


def expected(weights: np.ndarray, photo: Photo) -> float:
    """The misreadings the photo's buildings expect under the model."""
    if not photo.buildings:
        return 0.0
    z = np.array([_features(s) for s, _ in photo.buildings]) @ weights
    return float(np.sum(1.0 / (1.0 + np.exp(-z))))


def least_must(weights: np.ndarray, train: list[Photo]) -> float:
    """The least misreadings expected among the training photos that must be doubted."""
    return min((expected(weights, p) for p in train if p.must), default=math.inf)


@dataclass
class Judged:
    """Photos of the left-out folds: read wrongly without doubt, doubted, doubted though exact."""

    silent: int = 0
    doubted: int = 0
    exact_doubted: int = 0


def cross_validate(all_photos: list[Photo], folds: int) -> dict[float, Judged]:
    seeds = sorted({p.seed for p in all_photos})
    judged = {margin: Judged() for margin in MARGINS}
    for fold in range(folds):
        left_out = set(seeds[fold::folds])
        train = [p for p in all_photos if p.seed not in left_out]
        weights = fit(train)
        least = least_must(weights, train)
        for photo in (p for p in all_photos if p.seed in left_out):
            score = expected(weights, photo)
            for margin, counts in judged.items():
                doubted = photo.doubted_otherwise or score >= least * margin
                silent = not doubted and photo.off != 0 and (photo.off is None or photo.off > 1)
                counts.silent += int(silent)
                if silent and _LOG:
                    print(f"  margin {margin}: {photo.name[:30]} seed {photo.seed} off {photo.off}: "
                          f"{score:.3f} < {least * margin:.3f}", file=sys.stderr)
                counts.doubted += int(doubted)
                counts.exact_doubted += int(doubted and photo.off == 0)
    return judged


def write(weights: np.ndarray, threshold: float, margin: float, judged: Judged, seen: list[Photo],
          folds: int) -> None:
    data = {
        "format": "alhambra-photo-confidence",
        "version": 2,
        "about": [
            "How likely a building the reader proposes is wrong: a logistic model of the log-odds of "
            "its tile match's confidence (before a doubted city's cells are outlined) and of its type's "
            "margin (the photo's probability of the matched type less the next type's) and of the city's "
            "being small (doubt.SMALL_CITY buildings or fewer); a city is "
            "doubted when its buildings' chances add up to doubted_from (alhambra_gui/photo/doubt.py).",
            f"Fitted by `python -m tests.photo_doubt_fit` on {len(seen)} painted tuning photos (seeds "
            f"{min(p.seed for p in seen)}-{max(p.seed for p in seen)}, every condition, the block found; "
            f"{sum(len(p.buildings) for p in seen)} buildings), never on the held-out set. doubted_from "
            f"is the least sum among the photos that must be doubted (more than a cell off, doubted for "
            f"nothing else) times {margin}, {BUFFER} below the largest margin for which {folds}-fold "
            f"cross-validation by seed left no photo of a left-out fold read wrongly without doubt (at "
            f"{margin}: {judged.silent} read wrongly without doubt, {judged.doubted} doubted, "
            f"{judged.exact_doubted} of them read exactly).",
        ],
        "weights": {"intercept": round(float(weights[0]), 4), "confidence_logit": round(float(weights[1]), 4),
                    "type_margin": round(float(weights[2]), 4), "small_city": round(float(weights[3]), 4)},
        "doubted_from": round(threshold, 4),
    }
    CONFIDENCE.write_text(json.dumps(data, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")


def main(argv: list[str]) -> int:
    args = list(argv)
    folds = 5
    if "--folds" in args:
        at = args.index("--folds")
        folds = int(args[at + 1])
        del args[at:at + 2]
    writing = "--write" in args
    paths = [Path(a) for a in args if a != "--write"]
    seen = photos(paths)
    print(f"{len(seen)} photos, {sum(p.must for p in seen)} to be doubted for their buildings, "
          f"{sum(p.doubted_otherwise for p in seen)} doubted otherwise")
    judged = cross_validate(seen, folds)
    print("| margin | left-out photos read wrongly without doubt | doubted | of them exact |")
    print("|---|---|---|---|")
    for margin, counts in judged.items():
        print(f"| {margin} | {counts.silent} | {counts.doubted} | {counts.exact_doubted} |")
    safe = [m for m, c in judged.items() if c.silent == 0]
    if not safe:
        print("no margin leaves the left-out folds without a photo read wrongly without doubt")
        return 1
    margin = max(m for m in MARGINS if m <= max(safe) - BUFFER + 1e-9)
    weights = fit(seen)
    threshold = least_must(weights, seen) * margin
    print(f"margin {margin}: weights {np.round(weights, 3).tolist()}, doubted from {threshold:.3f} "
          f"misreadings expected")
    if writing:
        write(weights, threshold, margin, judged[margin], seen, folds)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
