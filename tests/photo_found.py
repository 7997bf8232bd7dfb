"""Measure the city read from a photo, its corners given and found by the reader (issues 21
and 29), against its truth.

    python -m tests.photo_found [PHOTOS_PER_CONDITION] [--seeds FIRST] [--only WORDS] [--found]
    python -m tests.photo_found --held-out [--only WORDS] [--found]  # the frozen held-out set
    python -m tests.photo_found --shared [FOLDER]            # ../shared/photos, corners withheld

Painted photos (tests/photo_sets.py) are drawn from seeds FIRST, FIRST + 1, ... (the tuning
set: photo_sets.FIRST_SEED unless given; seeds of the held-out set are refused); --held-out
reads the held-out set instead, only to report. --only keeps the conditions whose name holds
WORDS; --found reads each photo with the block found only (not also with its corners given).

Per condition and mode: the share of photos whose fountain was found; of building tiles
proposed exactly (type, price and walls) at their place relative to the fountain; of proposed
buildings that are wrong (no such building there in the truth); of photos whose whole city is
exact; of photos whose score is exact (each type's count and the longest wall, all that a
city's points depend on); the photos read with doubt; and the photos read wrongly without
doubt (not exact, not doubted, and more than one cell off).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import Counter
from dataclasses import dataclass, fields
from pathlib import Path

import numpy as np

from alhambra_gui.engine import City, Tile
from alhambra_gui.photo import Reading, read_city
from alhambra_gui.photo.geometry import Corners, Homography

from .photo_measure import SHARED_PHOTOS
from .photo_scene import Scene, render_scene
from .photo_sets import FIRST_SEED, HELD_OUT, PHOTOS, SETS, TURNS, options, tuning_seeds

MODES = ("with corners", "found")


@dataclass
class Counts:
    """Photos with their fountain found; building tiles exact; proposed buildings wrong; whole
    cities exact; scores exact; photos doubted; photos wrong without doubt."""

    photos: int = 0
    fountains: int = 0
    buildings: int = 0
    exact: int = 0
    proposed: int = 0
    wrong: int = 0
    cities: int = 0
    scores: int = 0
    doubted: int = 0
    silent: int = 0
    seconds: float = 0.0

    def add(self, other: Counts) -> None:
        for item in fields(self):
            setattr(self, item.name, getattr(self, item.name) + getattr(other, item.name))

    def rates(self) -> str:
        n = max(self.photos, 1)
        return (f"{self.fountains / n:.1%} / {self.exact / max(self.buildings, 1):.1%} / "
                f"{self.wrong / max(self.proposed, 1):.1%} / {self.cities / n:.0%} / {self.scores / n:.0%} / "
                f"{self.doubted} / {self.silent}")


@dataclass(frozen=True)
class Truth:
    """What a photo shows: its block (corners, size), its cells (truth format) and the fountain."""

    corners: list[tuple[float, float]]
    cols: int
    rows: int
    cells: list[dict]
    fountain: tuple[int, int]


def compare(truth: Truth, reading: Reading) -> Counts:
    """The counts of one reading against the truth."""
    proposal = reading.proposal
    mine = Homography.from_corners(reading.corners, reading.cols, reading.rows)
    back = np.linalg.inv(np.array(Homography.from_corners(Corners.from_points(truth.corners), truth.cols,
                                                          truth.rows).matrix))
    x, y = mine.point(proposal.fountain[0] + 0.5, proposal.fountain[1] + 0.5)
    u, v, w = back @ np.array([x, y, 1.0])
    found = (int(np.floor(u / w)), int(np.floor(v / w))) == truth.fountain
    expected = _city(truth.cells, truth.fountain)
    seen = _city([c.to_dict() for c in proposal.cells], proposal.fountain)
    exact = sum(1 for k, t in expected.items() if found and seen.get(k) == t)
    wrong = sum(1 for k in seen if not found or k not in expected)
    whole = found and exact == len(expected) and len(seen) == len(expected)
    off = len(expected) + len(seen) if not found else sum(seen.get(k) != expected.get(k)
                                                          for k in set(seen) | set(expected))
    doubted = reading.doubt is not None
    return Counts(photos=1, fountains=int(found), buildings=len(expected), exact=exact, proposed=len(seen),
                  wrong=wrong, cities=int(whole), scores=int(_score(expected) == _score(seen)),
                  doubted=int(doubted), silent=int(not whole and not doubted and off > 1))


def read_painted(condition: str, seed: int) -> tuple[Scene, Reading, Counts]:
    """A condition's painted photo ``seed``, read with its block found, and the reading's counts
    against its truth."""
    tiles, given = options(condition, seed)
    scene = render_scene(seed, tiles, **given)
    reading = read_city(scene.photo.astype(np.float32))
    truth = Truth(list(scene.corners), scene.cols, scene.rows, scene.cells, scene.fountain)
    return scene, reading, compare(truth, reading)


def _city(cells: list[dict], fountain: tuple[int, int]) -> dict[tuple[int, int], object]:
    x, y = fountain
    return {(c["col"] - x, c["row"] - y): c["tile"] for c in cells if c["kind"] == "building"}


def _score(city: dict[tuple[int, int], object]) -> tuple[object, ...]:
    """All a city's points depend on: each type's count and its longest outer wall."""
    tiles = {cell: Tile.from_dict(tile) for cell, tile in city.items() if isinstance(tile, dict)}
    return tuple(sorted(Counter(t.type for t in tiles.values()).items())), City(tiles).longest_wall()


def read_both(photo: str | Path | np.ndarray, truth: Truth,
              modes: tuple[str, ...] = MODES) -> dict[str, Counts]:
    """The counts with the truth's corners given, and with the block found."""
    source = photo.astype(np.float32) if isinstance(photo, np.ndarray) else photo
    result = {}
    for mode in modes:
        start = time.perf_counter()
        try:
            reading = read_city(source, truth.corners, (truth.cols, truth.rows)) if mode == "with corners" \
                else read_city(source)
        except ValueError:  # a PhotoError: nothing read counts as nothing right
            counts = Counts(photos=1, buildings=len(_city(truth.cells, truth.fountain)), doubted=1)
        else:
            counts = compare(truth, reading)
        counts.seconds = time.perf_counter() - start
        result[mode] = counts
    return result


def turned(photo: np.ndarray, corners: list[tuple[float, float]], turns: int
           ) -> tuple[np.ndarray, list[tuple[float, float]]]:
    """The photo turned ``turns`` quarter turns counter-clockwise, and its corners there."""
    height, width = photo.shape[:2]
    for _ in range(turns):
        corners = [(y, width - x) for x, y in corners]
        height, width = width, height
    return np.ascontiguousarray(np.rot90(photo, turns)), corners


def painted(seeds: range, only: str = "", modes: tuple[str, ...] = MODES,
            log: bool = False) -> dict[str, dict[str, Counts]]:
    """Per condition (those whose name holds ``only``): the counts over the photos of ``seeds``."""
    table: dict[str, dict[str, Counts]] = {}
    for name in [*SETS, *TURNS]:
        if only not in name:
            continue
        totals = {mode: Counts() for mode in modes}
        for seed in seeds:
            tiles, given = options(name, seed)
            scene = render_scene(seed, tiles, **given)
            photo, corners = turned(scene.photo, list(scene.corners), TURNS.get(name, 0))
            truth = Truth(corners, scene.cols, scene.rows, scene.cells, scene.fountain)
            for mode, counts in read_both(photo, truth, modes).items():
                totals[mode].add(counts)
                if log and counts.silent + (counts.photos - counts.cities):
                    print(f"  {name[:30]} seed {seed} {mode}: {counts.rates()}", file=sys.stderr, flush=True)
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
        table[path.name.removesuffix(".truth.json")] = read_both(photo, truth)
    return table


def report(table: dict[str, dict[str, Counts]], title: str) -> str:
    modes = list(next(iter(table.values()))) if table else list(MODES)
    head = " | ".join(modes)
    lines = [f"| {title} | {head} | seconds ({' / '.join(modes)}) |", "|---" * (len(modes) + 2) + "|"]
    total = {mode: Counts() for mode in modes}
    for name, counted in table.items():
        for mode, counts in counted.items():
            total[mode].add(counts)
        seconds = " / ".join(f"{c.seconds / max(c.photos, 1):.2f}" for c in counted.values())
        lines.append(f"| {name} | {' | '.join(c.rates() for c in counted.values())} | {seconds} |")
    lines.append(f"| all | {' | '.join(c.rates() for c in total.values())} | |")
    lines.append("(fountain found / exact tiles / wrong buildings / whole city exact / score exact / "
                 "photos read with doubt / photos read wrongly without doubt)")
    lines += [f"{mode}, all: {c.photos} photos, {c.exact} of {c.buildings} buildings exact, "
              f"{c.wrong} of {c.proposed} proposed wrong" for mode, c in total.items()]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    if args.shared is not None:
        print(report(shared(Path(args.shared)), "photo"))
        return 0
    modes = ("found",) if args.found else MODES
    if args.held_out:
        if args.seeds is not None or args.photos is not None:
            raise SystemExit("the held-out set is fixed: it takes no seeds and no number of photos")
        seeds = HELD_OUT
        title = f"held-out painted photos, {len(seeds)} a condition (seeds {seeds.start}–{seeds.stop - 1})"
    else:
        seeds = tuning_seeds(FIRST_SEED if args.seeds is None else args.seeds,
                             PHOTOS if args.photos is None else args.photos)
        title = f"tuning painted photos, {len(seeds)} a condition from seed {seeds.start}"
    print(report(painted(seeds, args.only, modes, args.log), title))
    return 0


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m tests.photo_found",
                                     description="Measure the reader on painted photos against their truth.")
    parser.add_argument("photos", nargs="?", type=int, help="photos a condition (tuning set)")
    parser.add_argument("--seeds", type=int, metavar="FIRST", help="the first seed (tuning set)")
    parser.add_argument("--only", default="", metavar="WORDS", help="only conditions named with WORDS")
    parser.add_argument("--found", action="store_true", help="read with the block found only")
    parser.add_argument("--log", action="store_true", help="print every photo not read exactly")
    parser.add_argument("--held-out", action="store_true", help="the frozen held-out set, to report only")
    parser.add_argument("--shared", nargs="?", const=str(SHARED_PHOTOS), metavar="FOLDER",
                        help="the photos of the printed tiles, corners withheld")
    return parser


if __name__ == "__main__":
    sys.exit(main())
