"""The tuning tool that records what the reader saw on the painted photos and decides them again
(tests/photo_replay.py): deciding again with the code unchanged gives the reading recorded."""

from __future__ import annotations

from dataclasses import asdict

from .photo_replay import record, replay


def test_a_photo_decided_again_as_recorded_is_read_as_it_was():
    # Glare photo 1014: the block found is grown to a glared tile the finder missed, its basis a
    # copy with the cells beside it, its fountain kept among the tiles first found
    # (grow.fountain_kept); replayed without that, its fountain was lost.
    seen = record(range(1014, 1015), "glare")
    assert len(seen) == 1 and not seen[0].error and seen[0].kept is not None
    again = replay(seen)["glare over the tiles"]["found"]
    assert asdict(again) == asdict(seen[0].counts)
    assert again.fountains == 1
