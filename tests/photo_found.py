"""Measure the city found in a photo without its corners (issue 21), against its truth.

    python -m tests.photo_found [PHOTOS_PER_CONDITION] [--seeds FIRST] [--only WORDS]
    python -m tests.photo_found --shared [FOLDER]            # ../shared/photos, corners withheld

Painted photos are drawn from seeds FIRST, FIRST + 1, ... (FIRST_SEED unless given: another
FIRST checks a rule on photos it was not made on); --only keeps the conditions whose name
holds WORDS.

Each photo is read twice: with the truth's corners and grid, and with the block found by
``find_and_recognise``. Three figures, as the issue asks: the share of photos whose fountain
was found (the proposal's fountain cell is the truth's), the share of building tiles proposed
exactly (type, price and walls) at their place relative to the fountain, and the share of
proposed buildings that are wrong (no building there in the truth). Turned photos are the
painted ones turned a quarter, a half and three quarters.
"""

from __future__ import annotations

import json
import sys
import time
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from alhambra_gui.photo import recognise
from alhambra_gui.photo.geometry import Corners, Homography
from alhambra_gui.photo.pipeline import find_and_recognise
from alhambra_gui.photo.proposal import Proposal

from .photo_measure import SHARED_PHOTOS
from .photo_scene import render_scene
from .photo_synthetic import CONDITIONS, FIRST_SEED

TURNS = {"turned a quarter (photo from the west)": 1, "turned a half": 2, "turned three quarters": 3}


@dataclass
class Counts:
    """Photos with their fountain found; building tiles exact; proposed buildings wrong."""

    photos: int = 0
    fountains: int = 0
    buildings: int = 0
    exact: int = 0
    proposed: int = 0
    wrong: int = 0
    seconds: float = 0.0

    def add(self, other: Counts) -> None:
        for name in ("photos", "fountains", "buildings", "exact", "proposed", "wrong", "seconds"):
            setattr(self, name, getattr(self, name) + getattr(other, name))

    def rates(self) -> str:
        return (f"{self.fountains / max(self.photos, 1):.1%} / {self.exact / max(self.buildings, 1):.1%} / "
                f"{self.wrong / max(self.proposed, 1):.1%}")


@dataclass(frozen=True)
class Truth:
    """What a photo shows: its block (corners, size), its cells (truth format) and the fountain."""

    corners: list[tuple[float, float]]
    cols: int
    rows: int
    cells: list[dict]
    fountain: tuple[int, int]


def compare(truth: Truth, corners: Corners, cols: int, rows: int, proposal: Proposal) -> Counts:
    """The counts of one reading of a block (``corners``, ``cols`` x ``rows``) against the truth."""
    mine = Homography.from_corners(corners, cols, rows)
    back = np.linalg.inv(np.array(Homography.from_corners(Corners.from_points(truth.corners), truth.cols,
                                                          truth.rows).matrix))
    x, y = mine.point(proposal.fountain[0] + 0.5, proposal.fountain[1] + 0.5)
    u, v, w = back @ np.array([x, y, 1.0])
    found = (int(np.floor(u / w)), int(np.floor(v / w))) == truth.fountain
    expected = _city(truth.cells, truth.fountain)
    seen = _city([c.to_dict() for c in proposal.cells], proposal.fountain)
    return Counts(photos=1, fountains=int(found), buildings=len(expected),
                  exact=sum(1 for k, t in expected.items() if found and seen.get(k) == t),
                  proposed=len(seen), wrong=sum(1 for k in seen if not found or k not in expected))


def _city(cells: list[dict], fountain: tuple[int, int]) -> dict[tuple[int, int], object]:
    x, y = fountain
    return {(c["col"] - x, c["row"] - y): c["tile"] for c in cells if c["kind"] == "building"}


def both(photo: str | Path | np.ndarray, truth: Truth) -> dict[str, Counts]:
    """The counts with the truth's corners given, and with the block found."""
    source = photo.astype(np.float32) if isinstance(photo, np.ndarray) else photo
    start = time.perf_counter()
    given = recognise(source, truth.corners, truth.cols, truth.rows)
    with_corners = compare(truth, Corners.from_points(truth.corners), truth.cols, truth.rows, given)
    with_corners.seconds = time.perf_counter() - start
    start = time.perf_counter()
    try:
        block, proposal = find_and_recognise(source)
    except ValueError:  # a PhotoError: nothing found counts as nothing right
        without = Counts(photos=1, buildings=len(_city(truth.cells, truth.fountain)))
    else:
        without = compare(truth, block.corners, block.cols, block.rows, proposal)
    without.seconds = time.perf_counter() - start
    return {"with corners": with_corners, "found": without}


def turned(photo: np.ndarray, corners: list[tuple[float, float]], turns: int
           ) -> tuple[np.ndarray, list[tuple[float, float]]]:
    """The photo turned ``turns`` quarter turns counter-clockwise, and its corners there."""
    height, width = photo.shape[:2]
    for _ in range(turns):
        corners = [(y, width - x) for x, y in corners]
        height, width = width, height
    return np.ascontiguousarray(np.rot90(photo, turns)), corners


def painted(photos: int, first: int = FIRST_SEED, only: str = "") -> dict[str, dict[str, Counts]]:
    """Per condition (the painting's, then the turned photos; those whose name holds ``only``):
    the counts over ``photos`` photos, from seed ``first`` on."""
    table: dict[str, dict[str, Counts]] = {}
    for name, condition in {**CONDITIONS, **{turn: {} for turn in TURNS}}.items():
        if only not in name:
            continue
        options = dict(condition)
        tiles = options.pop("tiles", 14)
        totals = {"with corners": Counts(), "found": Counts()}
        for seed in range(first, first + photos):
            scene = render_scene(seed, tiles, **options)
            photo, corners = turned(scene.photo, list(scene.corners), TURNS.get(name, 0))
            truth = Truth(corners, scene.cols, scene.rows, scene.cells, scene.fountain)
            for mode, counts in both(photo, truth).items():
                totals[mode].add(counts)
        table[name] = totals
    return table


def shared(folder: Path) -> dict[str, dict[str, Counts]]:
    """Per photo with truth in ``folder``: the counts with its corners and with them withheld."""
    table = {}
    for path in sorted(folder.glob("*.truth.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        photo = path.with_name(data.get("image") or path.name.replace(".truth.json", ".jpg"))
        fountain = (int(data["fountain"]["col"]), int(data["fountain"]["row"]))
        truth = Truth([(float(x), float(y)) for x, y in data["corners"]], data["block"]["cols"],
                      data["block"]["rows"], data["cells"], fountain)
        table[path.name.removesuffix(".truth.json")] = both(photo, truth)
    return table


def report(table: dict[str, dict[str, Counts]], title: str) -> str:
    lines = [f"| {title} | corners given | corners found | seconds (given / found) |", "|---|---|---|---|"]
    total = {"with corners": Counts(), "found": Counts()}
    for name, modes in table.items():
        for mode, counts in modes.items():
            total[mode].add(counts)
        lines.append(f"| {name} | {modes['with corners'].rates()} | {modes['found'].rates()} | "
                     f"{modes['with corners'].seconds / max(modes['with corners'].photos, 1):.2f} / "
                     f"{modes['found'].seconds / max(modes['found'].photos, 1):.2f} |")
    lines.append(f"| all | {total['with corners'].rates()} | {total['found'].rates()} | |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if args[:1] == ["--shared"]:
        folder = Path(args[1]) if len(args) > 1 else SHARED_PHOTOS
        print(report(shared(folder), "photo (fountain / exact tiles / wrong buildings)"))
        return 0
    first = int(_option(args, "--seeds") or FIRST_SEED)
    only = _option(args, "--only") or ""
    photos = int(args[0]) if args else 30
    print(report(painted(photos, first, only),
                 f"painted photos, {photos} a condition from seed {first} (fountain / exact / wrong)"))
    return 0


def _option(args: list[str], name: str) -> str | None:
    """The value after ``name`` in ``args`` (both taken out of them), None without it."""
    if name not in args:
        return None
    at = args.index(name)
    value = args[at + 1]
    del args[at:at + 2]
    return value


if __name__ == "__main__":
    sys.exit(main())
