"""A process that works on a history as a command line or a window would, one step per line
of standard input (JSON), each answered by one line (JSON) on standard output: the
two-process property (tests/test_history_two_processes.py) drives two of these at once.

Each step opens the history anew (as each ``alhambra-gui history`` command and each new
window does: the opening migrates, or creates, the file), does one thing and closes it.
A refusal the history words (a name taken, two players who sat at one table) is an answer
like any other; anything else (a traceback, the file moved aside) is reported as
``broken``, which the property never accepts."""

from __future__ import annotations

import json
import sys
import traceback
from pathlib import Path
from typing import Any

from alhambra_gui.history import History, HistoryError
from tests.history_games import made


def step(order: dict[str, Any]) -> dict[str, Any]:
    opened = History.open(Path(order["path"]))
    if opened.history is None or opened.problem is not None:
        return {"broken": opened.problem.english() if opened.problem else "no history"}
    history = opened.history
    try:
        return {"done": act(history, order)}
    except HistoryError as refused:
        return {"refused": str(refused)}
    finally:
        history.close()


def act(history: History, order: dict[str, Any]) -> Any:
    what = order["what"]
    if what == "add":
        return history.add(made(dict.fromkeys(order["names"], (1, 2, 3)) | {order["token"]: (0, 0, 1)}))
    if what == "delete":
        return history.delete(order["id"])
    if what == "undo_delete":
        return history.restore(order["id"])
    if what in ("rename", "merge"):
        first, second = (history.profile(n) for n in order["names"])
        if first is None or second is None:
            return None
        if what == "rename":
            old = history.rename(first.id, second.name + " K")
            return history.rename(first.id, old)  # and back: the names stay the pool's
        return history.unmerge(history.merge(first.id, second.id))
    if what == "list":
        return [[row.id, history.game_file(row.id)] for row in history.games()]
    return None  # "open": the opening itself (create, migrate) was the step


def main() -> None:
    for line in sys.stdin:
        try:
            answer = step(json.loads(line))
        except Exception:  # the property fails on it, with the traceback to read
            answer = {"broken": traceback.format_exc()}
        sys.stdout.write(json.dumps(answer) + "\n")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
