"""Measure the photo recogniser on photos with known truth (``../shared/photos`` by default).

    python -m tests.photo_measure [FOLDER]

For every ``*.truth.json`` (format ``alhambra-photo-truth``) beside its photo, the
recogniser runs with the truth's corners and grid twice: without calibration, and with one
calibration cell per building type present plus the fountain (the first such cell in
row-major order). It reports the share of cells whose kind and type are right, of building
cells with all four sides right, and of building cells matched to the exact catalogue tile.
Nothing is copied from the folder.
"""

from __future__ import annotations

import json
import os
import sys
import time
from dataclasses import dataclass
from pathlib import Path

from alhambra_gui.photo import recognise

#: ``../shared/photos`` beside the repository (ALHAMBRA_SHARED_PHOTOS names another folder).
SHARED_PHOTOS = Path(os.environ.get("ALHAMBRA_SHARED_PHOTOS")
                     or Path(__file__).resolve().parents[2] / "shared" / "photos")


@dataclass
class Tally:
    """Counts of right answers over some cells."""

    cells: int = 0
    kinds: int = 0
    buildings: int = 0
    walls: int = 0
    tiles: int = 0
    seconds: float = 0.0

    def add(self, other: Tally) -> None:
        for name in ("cells", "kinds", "buildings", "walls", "tiles"):
            setattr(self, name, getattr(self, name) + getattr(other, name))
        self.seconds += other.seconds

    @property
    def kind_rate(self) -> float:
        return self.kinds / self.cells if self.cells else 0.0

    @property
    def wall_rate(self) -> float:
        return self.walls / self.buildings if self.buildings else 0.0

    @property
    def tile_rate(self) -> float:
        return self.tiles / self.buildings if self.buildings else 0.0


def calibration(truth: dict) -> dict[tuple[int, int], str]:
    """One known cell per building type present, and the fountain."""
    known: dict[tuple[int, int], str] = {}
    for cell in truth["cells"]:
        label = cell["type"] if cell["kind"] == "building" else cell["kind"]
        if label != "empty" and label not in known.values():
            known[(cell["col"], cell["row"])] = label
    return known


def measure_photo(truth_path: Path, calibrated: bool) -> Tally:
    truth = json.loads(truth_path.read_text(encoding="utf-8"))
    photo = truth_path.with_name(truth.get("image") or truth_path.name.replace(".truth.json", ".jpg"))
    corners = [(float(x), float(y)) for x, y in truth["corners"]]
    start = time.perf_counter()
    proposal = recognise(photo, corners, truth["block"]["cols"], truth["block"]["rows"],
                         known=calibration(truth) if calibrated else None)
    tally = Tally(seconds=time.perf_counter() - start)
    for mine, right in zip(proposal.to_dict()["cells"], truth["cells"], strict=True):
        tally.cells += 1
        tally.kinds += (mine["kind"], mine["type"]) == (right["kind"], right["type"])
        if right["kind"] == "building":
            tally.buildings += 1
            tally.walls += mine["walls"] == right["walls"]
            tally.tiles += mine["tile"] == right["tile"]
    return tally


def measure(folder: Path) -> dict[str, dict[str, Tally]]:
    """Per photo (and ``"all"``), per mode (``"without"``, ``"with"`` calibration): the tallies."""
    results: dict[str, dict[str, Tally]] = {"all": {"without": Tally(), "with": Tally()}}
    for truth_path in sorted(folder.glob("*.truth.json")):
        name = truth_path.name.removesuffix(".truth.json")
        results[name] = {}
        for mode, calibrated in (("without", False), ("with", True)):
            tally = measure_photo(truth_path, calibrated)
            results[name][mode] = tally
            results["all"][mode].add(tally)
    return results


def report(results: dict[str, dict[str, Tally]]) -> str:
    lines = [f"{'photo':<12} {'calibration':<12} {'kind+type':>10} {'walls':>7} {'tile':>7} {'seconds':>8}"]
    for name, modes in sorted(results.items(), key=lambda item: (item[0] == "all", item[0])):
        for mode, t in modes.items():
            rates = f"{t.kind_rate:>10.1%} {t.wall_rate:>7.1%} {t.tile_rate:>7.1%}"
            lines.append(f"{name:<12} {mode:<12} {rates} {t.seconds:>8.2f}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    folder = Path(args[0]) if args else SHARED_PHOTOS
    if not any(folder.glob("*.truth.json")):
        print(f"no photos with truth in {folder}", file=sys.stderr)
        return 1
    print(report(measure(folder)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
