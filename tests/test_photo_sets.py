"""The held-out set stays apart (issue 29, item 4): the measuring tool refuses its seeds for
tuning and takes nothing but the frozen set when asked for it."""

from __future__ import annotations

import pytest

from .photo_found import main
from .photo_sets import FIRST_SEED, HELD_OUT, HELD_OUT_RANGE, tuning_seeds


def test_tuning_seeds_that_reach_into_the_held_out_range_are_refused():
    with pytest.raises(SystemExit, match="reach into the held-out set"):
        tuning_seeds(HELD_OUT_RANGE.start - 5, 20)
    with pytest.raises(SystemExit, match="reach into the held-out set"):
        tuning_seeds(HELD_OUT_RANGE.stop - 1, 3)
    assert tuning_seeds(FIRST_SEED, 20) == range(FIRST_SEED, FIRST_SEED + 20)


def test_the_held_out_set_lies_in_its_frozen_range():
    assert HELD_OUT.start in HELD_OUT_RANGE and HELD_OUT.stop - 1 in HELD_OUT_RANGE


@pytest.mark.parametrize("argv", [["--held-out", "5"], ["--held-out", "--seeds", "1000"]])
def test_the_held_out_set_takes_no_seeds_and_no_number(argv):
    with pytest.raises(SystemExit, match="the held-out set is fixed"):
        main(argv)


def test_the_tool_explains_itself(capsys):
    with pytest.raises(SystemExit) as done:
        main(["--help"])
    assert done.value.code == 0
    assert "--held-out" in capsys.readouterr().out
