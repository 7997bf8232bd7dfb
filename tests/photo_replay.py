"""Record what the reader saw on the painted tuning photos, and decide them again from it
(issue 29: tuning the naming, the cells' confidence and the doubt without the photos).

    python -m tests.photo_replay record FILE [--only WORDS] [--seeds FIRST] [PHOTOS]
    python -m tests.photo_replay replay FILE [--log]

``record`` reads the tuning photos with the block found (as ``photo_found --found``) and keeps,
per photo, the block found and what was measured on its cells before the tiles were named;
``replay`` names and decides them again with the code as it now is and reports as
``photo_found`` does. Only what follows the measuring is replayed: a change to the block
finder or to the cells' measures needs a new recording. The held-out set is never recorded.
"""

from __future__ import annotations

import pickle
import sys
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

import numpy as np

from alhambra_gui.photo import grow, pipeline, reading
from alhambra_gui.photo.decide import decide, emptied
from alhambra_gui.photo.doubt import BESIDE, PART, TWO_CITIES, Doubt
from alhambra_gui.photo.errors import TwoCitiesError
from alhambra_gui.photo.reading import PART_OUTSIDE, Reading

from .photo_found import Counts, Truth, compare, report, turned
from .photo_scene import render_scene
from .photo_sets import FIRST_SEED, PHOTOS, SETS, TURNS, options, tuning_seeds


@dataclass(frozen=True)
class _Block:
    """The rectified block's size (all the replay needs of it)."""

    cols: int
    rows: int


@dataclass
class Seen:
    """One photo: its condition and seed, its truth, and the block found with its scene (None:
    the reading raised ``error``)."""

    name: str
    seed: int
    truth: Truth
    found: Any = None
    two: bool = False
    scene: Any = None
    error: bool = False
    counts: Any = None
    #: The glared tiles read just beside the block decided (``Basis.beside``): they doubt it.
    beside: tuple[Any, ...] = ()
    #: The block found and the origin the grown block's fountain was kept on (``grow.fountain_kept``;
    #: None: it was not grown to glared tiles).
    kept: Any = None


def _light(scene: Any) -> Any:
    return replace(scene, image=None, block=_Block(scene.block.cols, scene.block.rows))


def record(seeds: range, only: str) -> list[Seen]:
    made: dict[int, Any] = {}
    state: dict[str, Any] = {}
    originals = (pipeline.basis_of, reading.decide, reading.find_block, reading.grown,
                 reading.grown_to_glared, grow.fountain_kept)
    basis_of, decide_of, find_of, grown_of, glared_of, kept_of = originals

    # The basis decided may be a copy of the one made (``observe`` adds the cells beside the
    # block, ``grow.fountain_kept`` keeps some hypotheses), each copy sharing its ``occupied``.
    def basis_spy(scene: Any, labels: Any, readings: Any = ()) -> Any:
        basis = basis_of(scene, labels, readings)
        made[id(basis.occupied)] = (basis, _light(scene))
        return basis

    def decide_spy(basis: Any, *args: Any) -> Any:
        first, state["scene"] = made[id(basis.occupied)]
        state["beside"] = basis.beside
        state["kept"] = state.get("keeping") if basis.hypotheses is not first.hypotheses else None
        return decide_of(basis, *args)

    def find_spy(*args: Any) -> Any:
        try:
            found = find_of(*args)
        except TwoCitiesError as error:
            state["found"], state["two"] = error.found, True
            raise
        state["found"], state["two"] = found, False
        return found

    def grown_spy(*args: Any, **kwargs: Any) -> Any:
        found, basis = grown_of(*args, **kwargs)
        state["found"] = found
        return found, basis

    def glared_spy(*args: Any, **kwargs: Any) -> Any:
        found, basis = glared_of(*args, **kwargs)
        state["found"] = found
        return found, basis

    def kept_spy(basis: Any, found: Any, origin: Any) -> Any:
        state["keeping"] = found, origin
        return kept_of(basis, found, origin)

    def spy(spies: tuple[Any, ...]) -> None:
        (pipeline.basis_of, reading.decide, reading.find_block, reading.grown, reading.grown_to_glared,
         grow.fountain_kept) = spies

    spy((basis_spy, decide_spy, find_spy, grown_spy, glared_spy, kept_spy))
    seen = []
    try:
        for name in [*SETS, *TURNS]:
            if only not in name:
                continue
            for seed in seeds:
                tiles, given = options(name, seed)
                scene = render_scene(seed, tiles, **given)
                photo, corners = turned(scene.photo, list(scene.corners), TURNS.get(name, 0))
                truth = Truth(corners, scene.cols, scene.rows, scene.cells, scene.fountain)
                state.clear()
                made.clear()
                item = Seen(name, seed, truth)
                try:
                    read = reading.read_city(photo.astype(np.float32))
                except ValueError:
                    item.error = True
                else:
                    item.found, item.two, item.scene = state["found"], state["two"], state["scene"]
                    item.beside, item.kept = state["beside"], state["kept"]
                    item.counts = compare(truth, read)
                seen.append(item)
                print(f"{name[:30]} {seed}", file=sys.stderr, flush=True)
    finally:
        spy(originals)
    return seen


def again(item: Seen) -> Reading:
    """The photo's reading decided again from what was recorded (as ``read_city`` ends)."""
    found = item.found
    basis = pipeline.basis_of(item.scene, {})
    if item.kept is not None:
        basis = grow.fountain_kept(basis, *item.kept) or basis
    decision = decide(basis)
    near = found.beside or len(item.beside)  # as read_city: the glared tiles it did not grow to
    beside = Doubt.of(BESIDE, str(near), near) if near else None
    two = Doubt.of(TWO_CITIES) if item.two else None
    if two is None and found.outside >= PART_OUTSIDE:
        two = Doubt.of(PART)
        decision = replace(decision, proposal=emptied(decision.proposal))
    doubt = reading._first(two, decision.doubt, beside)
    if doubt is None:
        decision, doubt = reading.missed(found.covered, decision)
    return Reading.of(decision, found.corners, True, doubt, basis)


def replay(seen: list[Seen], log: bool = False) -> dict[str, dict[str, Counts]]:
    table: dict[str, dict[str, Counts]] = {}
    for item in seen:
        if item.error:
            counts = Counts(photos=1, buildings=sum(c["kind"] == "building" for c in item.truth.cells),
                            doubted=1)
        else:
            counts = compare(item.truth, again(item))
        table.setdefault(item.name, {"found": Counts()})["found"].add(counts)
        if log and counts.photos - counts.cities:
            print(f"  {item.name[:30]} seed {item.seed}: {counts.rates()}", file=sys.stderr)
    return table


def main(argv: list[str]) -> int:
    command, path = argv[0], Path(argv[1])
    args = argv[2:]
    if command == "record":
        only = args[args.index("--only") + 1] if "--only" in args else ""
        first = int(args[args.index("--seeds") + 1]) if "--seeds" in args else FIRST_SEED
        rest = [a for i, a in enumerate(args) if a not in ("--only", "--seeds")
                and (i == 0 or args[i - 1] not in ("--only", "--seeds"))]
        seeds = tuning_seeds(first, int(rest[0]) if rest else PHOTOS)
        path.write_bytes(pickle.dumps(record(seeds, only)))
        return 0
    seen = pickle.loads(path.read_bytes())
    print(report(replay(seen, "--log" in args), f"replayed {path.name}"))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
