"""A game file's JSON is decoded with the garbage collector paused: its lists and objects are
new containers without cycles, and the collections they set off walked everything the app
holds (a 2 MB file of 600 000 lists took three times as long in a window's process)."""

from __future__ import annotations

import gc
import json

from alhambra_gui.engine.gamefile import decoded


def test_no_collection_runs_while_a_file_is_decoded_and_the_collector_comes_back():
    text = json.dumps({"unknown": [[i, i + 1] for i in range(50_000)]})
    collections: list[int] = []

    def seen(phase: str, info: dict) -> None:
        if phase == "start":
            collections.append(info["generation"])

    gc.callbacks.append(seen)
    try:
        data = decoded(text)
    finally:
        gc.callbacks.remove(seen)
    assert isinstance(data, dict) and len(data["unknown"]) == 50_000
    assert collections == []  # 50 000 lists: some 70 collections with the collector on
    assert gc.isenabled()


def test_a_collector_paused_by_its_caller_stays_paused():
    gc.disable()
    try:
        decoded("[1, [2]]")
        assert not gc.isenabled()
    finally:
        gc.enable()
