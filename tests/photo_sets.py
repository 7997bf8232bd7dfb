"""The painted photos the reader is measured on (issue 29): the conditions, the tuning seeds
and the HELD-OUT set.

The held-out set was fixed before any tuning for issue 29 and is never tuned on: its seeds
(``HELD_OUT``) lie in a frozen range that the tuning scripts refuse (``tuning_seeds``); only
``python -m tests.photo_found --held-out`` reads it, to report. Do not change the range, the
conditions or the number of photos to make a figure look better: say the figure.

Every condition paints legal cities (no hole either, ``photo_hard.legal_city``), 20 photos a
condition; the turned conditions are the same photos turned a quarter, a half and three
quarters (taken from another side of the table).
"""

from __future__ import annotations

#: Seeds that only the held-out measurement uses. Frozen.
HELD_OUT_RANGE = range(700_000, 710_000)
HELD_OUT = range(700_000, 700_020)
#: The tuning set's first seed (photos FIRST_SEED, FIRST_SEED + 1, ...).
FIRST_SEED = 1000
PHOTOS = 20

_LEGAL = {"legal": True}
#: Each condition's painting options (tests/photo_scene.render_scene; ``tiles`` 14 unless said).
SETS: dict[str, dict] = {
    "usual": _LEGAL,
    "rough: blur 1.5 px, noise, JPEG 60, cast 0.2, shifts 3.5 %, twists 3°":
        {**_LEGAL, "shift": 0.035, "twist": 3.0, "blur_px": 1.5, "noise": 5.0, "quality": 60, "cast": 0.2},
    "far printing: each badge moved up to 0.3 more": {**_LEGAL, "badge_drift": 0.3},
    "strong colour cast (0.35)": {**_LEGAL, "cast": 0.35},
    "small photo: cells 75 px wide": {**_LEGAL, "cell_px": 75},
    "45-tile cities, tilt 25°, five strays": {**_LEGAL, "tiles": 45, "tilt": 25.0, "strays": 5},
    "sparse cities with long arms": {"sparse": True},
    "5–10-tile cities": {**_LEGAL, "tiles": (5, 10)},
    "strong perspective: tilt 30–45°, the camera near":
        {**_LEGAL, "tilt": (30.0, 45.0), "distance": (1.0, 1.4)},
    "a second city's edge in the photo": {**_LEGAL, "neighbour": True},
    "glare over the tiles": {**_LEGAL, "glare": True},
    "a hand or a die on a tile": {**_LEGAL, "hand_or_die": True},
}
#: The photos of the usual condition taken from another side (quarter turns counter-clockwise).
TURNS = {"turned a quarter (photo from the west)": 1, "turned a half": 2, "turned three quarters": 3}


def options(condition: str, seed: int) -> tuple[int | tuple[int, int], dict]:
    """The city's size and the painting options of a condition's photo ``seed``."""
    given = dict(SETS.get(condition, _LEGAL))
    if given.pop("hand_or_die", False):
        given["hand" if seed % 2 == 0 else "die"] = True
    return given.pop("tiles", 14), given


def tuning_seeds(first: int, photos: int) -> range:
    """The seeds a tuning script may paint; any of the held-out set's is refused."""
    seeds = range(first, first + photos)
    if seeds and seeds.start < HELD_OUT_RANGE.stop and HELD_OUT_RANGE.start < seeds.stop:
        raise SystemExit(f"seeds {seeds.start}–{seeds.stop - 1} reach into the held-out set "
                         f"({HELD_OUT_RANGE.start}–{HELD_OUT_RANGE.stop - 1}), which is never tuned on")
    return seeds
