"""Seeded mutations of real game files and odd Unicode, thousands of them, through the loader,
``check --json`` and a save/reload round trip (issue 8): exit codes only 0, 1 or 2, never a
traceback, never partial output; whatever loads saves and loads back the same."""

from __future__ import annotations

import contextlib
import io
import json
import random
from pathlib import Path

import pytest

from alhambra_gui.cli import main as cli_main
from alhambra_gui.engine import GameFileError, load_game, save_game
from alhambra_gui.engine.assets import resource_path
from tests.conftest import DATA

SEEDS = [json.loads((DATA / f"{name}.json").read_text(encoding="utf-8"))
         for name in ("three-players", "two-players-dirk")]
SEEDS.append(json.loads(resource_path("samples", "modules-game.json").read_text(encoding="utf-8")))
ODD_TEXT = ["", " ", "\u200b", "Ａｎｎａ", "Anna", "\u202eevil", "\x1b[31m", "<b>x</b>", "陈", "💥",
            "a" * 41, "\ud800", "Dirk", "=1+1", "\n", "ſw", "NESW", "nesw", "NN", "-"]
ODD_VALUES = [None, True, False, 0, -1, 10 ** 30, 1.5, [], {}, "x", [[[[]]]], {"a": {"b": {}}}]


def mutate(doc: object, rng: random.Random) -> object:
    """One random change somewhere inside ``doc`` (a JSON value), returned as a new value."""
    doc = json.loads(json.dumps(doc))
    places: list[tuple[object, object]] = []
    stack = [doc]
    while stack:
        value = stack.pop()
        if isinstance(value, dict):
            places += [(value, k) for k in value]
            stack += list(value.values())
        elif isinstance(value, list):
            places += [(value, i) for i in range(len(value))]
            stack += value
    if not places:
        return rng.choice(ODD_VALUES)
    container, key = rng.choice(places)
    action = rng.randrange(6)
    if action == 0 and isinstance(container, dict):
        del container[key]
    elif action == 1 and isinstance(container, list):
        container.append(json.loads(json.dumps(container[key])))  # a duplicate
    elif action == 2:
        container[key] = rng.choice(ODD_TEXT)  # type: ignore[index]
    elif action == 3:
        container[key] = rng.choice(ODD_VALUES)  # type: ignore[index]
    elif action == 4 and isinstance(container, dict):
        container[rng.choice(ODD_TEXT)] = rng.choice(ODD_VALUES + ODD_TEXT)
    else:
        value = container[key]  # type: ignore[index]
        if isinstance(value, int) and not isinstance(value, bool):
            container[key] = value + rng.choice([-101, -1, 1, 100, 10 ** 4])  # type: ignore[index]
    return doc


def file_bytes(doc: object, rng: random.Random) -> bytes:
    text = json.dumps(doc, ensure_ascii=rng.random() < 0.5)
    data = text.encode("utf-8", errors="surrogatepass")
    cut = rng.random()
    if cut < 0.05:
        data = data[:rng.randrange(len(data) + 1)]  # truncated
    elif cut < 0.08:
        at = rng.randrange(len(data))
        data = data[:at] + bytes([rng.randrange(256)]) + data[at + 1:]  # a byte flipped
    elif cut < 0.1:
        data = b"\xef\xbb\xbf" + data  # a byte-order mark
    return data


def check(path: Path) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stderr(err):
        code = cli_main(["check", str(path), "--json"], out)
    return code, out.getvalue(), err.getvalue()


@pytest.mark.parametrize("seed", range(4))
def test_thousands_of_mutated_files(tmp_path, seed):
    rng = random.Random(seed)
    path, saved = tmp_path / "game.json", tmp_path / "saved.json"
    outcomes = {0: 0, 1: 0, 2: 0}
    for _ in range(600):
        doc = rng.choice(SEEDS)
        for _ in range(rng.randrange(1, 4)):
            doc = mutate(doc, rng)
        path.write_bytes(file_bytes(doc, rng))
        code, out, err = check(path)
        assert code in outcomes, (code, err)
        outcomes[code] += 1
        if code == 2:
            assert out == "" and err.startswith("alhambra-gui: error: game.json") and err.count("\n") == 1
            continue
        assert err == ""
        report = json.loads(out)
        assert [p["legal"] for p in report["players"]].count(False) == (code == 1) * sum(
            not p["legal"] for p in report["players"])
        game = load_game(path)
        save_game(game, saved)
        assert load_game(saved) == game
    assert outcomes[2] and outcomes[0] + outcomes[1], outcomes  # both kinds were tried


def test_a_file_that_cannot_be_saved_leaves_nothing(tmp_path):
    game = load_game(DATA / "three-players.json")
    game.extra["note"] = "\udfff"
    with pytest.raises(GameFileError):
        save_game(game, tmp_path / "x.json")
    assert list(tmp_path.iterdir()) == []
