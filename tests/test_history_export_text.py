"""The history's exports written as they were when every play was a dictionary handed to
``json.dumps`` and every row a list handed to ``csv.writer``, built here game by game from
what the history reads of each game (``History.game``, ``scores``, ``terms``): the streamed
export writes the same text, to the character, with awkward names, a play id that is no uuid,
a scoring not recorded, a game without its start, both variants; and it leaves out the games
whose scorings or told terms cannot be read, found once until another program writes."""

from __future__ import annotations

import csv
import io
import json
import random
import re
import sqlite3
import subprocess
import sys
import uuid
from pathlib import Path

import pytest

from alhambra_gui.engine.spreadsheet import spreadsheet_safe
from alhambra_gui.history import History, bgstats, export
from alhambra_gui.history.rows import stamp
from tests.history_games import made, random_record

NAMES = ('Zoë "Q" \\ back', "=SUM(1)", "名字\nzwei", "\u2028sep\ttab", "-inf", "Ben")


@pytest.fixture
def path(tmp_path):
    """A history of random games and awkward ones, changed behind the app's back where the
    app never writes so (a play id that is no uuid, one in capitals, a scoring missing)."""
    path = tmp_path / "h.sqlite"
    history = History.open(path).history
    rng = random.Random(31)
    for day in range(14):
        history.add(random_record(rng, day))
    history.add(made(dict(zip(NAMES[:3], [(1, 2, 3), (3, 3, 3), (0, 0, 0)], strict=True)), day=20,
                     variant="granada"))
    history.add(made({NAMES[3]: (1, 2, 3), NAMES[4]: (4, 0, 1), NAMES[5]: (2, 2, 2)}, day=21, minutes=None,
                     modules=("a", "b"), terms={NAMES[4]: [("wall", "wall", 2, None),
                                                           ("buildings", "arcades", 0, 2),
                                                           ("buildings", "garden", 1, 1)]}))
    history.close()
    with sqlite3.connect(path) as db:
        db.execute("UPDATE games SET play_id = 'not a \"uuid\"' WHERE id = 3")
        db.execute("UPDATE games SET play_id = upper(play_id) WHERE id = 4")
        db.execute("DELETE FROM scores WHERE round = 2 "
                   "AND seat_id IN (SELECT id FROM seats WHERE game_id = 5)")
        db.execute("UPDATE terms SET position = 9 - position "  # the score's order, not the keys'
                   "WHERE round = 3 AND seat_id IN (SELECT id FROM seats WHERE game_id = 6)")
    return path


def oldest_first(history: History, ids=None) -> list:
    return sorted((history.game(i) for i in set(history.game_ids() if ids is None else ids)),
                  key=lambda row: (row.ended, row.id))


def play_file_as_built(history: History, ascii_json: bool, ids=None) -> str:
    """The play file as a dictionary of each play, game by game, written by ``json.dumps``
    (the plays, streamed, apart by a comma)."""
    rows = oldest_first(history, ids)
    players: dict[int, dict] = {}
    kinds: dict[str, dict] = {}
    plays = []
    for row in rows:
        when = stamp(row.ended)
        kinds.setdefault(row.variant, {
            "id": len(kinds) + 1, "uuid": str(uuid.uuid5(export._NAMESPACE, f"game:{row.variant}")),
            "modificationDate": when, "cooperative": False, "usesTeams": False,
            **{k: v for k, v in bgstats.game_of(row.variant).items() if k != "sourceGameId"}})
        for seat in row.seats:
            players.setdefault(seat.profile_id, {
                "id": len(players) + 1,
                "uuid": str(uuid.uuid5(export._NAMESPACE, f"player:{seat.profile_id}")),
                "name": seat.player, "isAnonymous": False, "modificationDate": when, "bggUsername": ""})
        final = {seat: {3: rounds[3]} for seat, rounds in history.terms(row.id).items() if 3 in rounds}
        hexadecimal = len(row.play_id) == 32 and all(c in "0123456789abcdefABCDEF" for c in row.play_id)
        plays.append({
            "uuid": str(uuid.UUID(row.play_id)) if hexadecimal else row.play_id, "modificationDate": when,
            "entryDate": when, "playDate": when, "usesTeams": False, "durationMin": row.duration_min or 0,
            "ignored": False, "manualWinner": False, "rounds": 3, "gameRefId": kinds[row.variant]["id"],
            "board": "", "scoringSetting": 0,
            "comments": bgstats.comments_of(row, history.scores(row.id), final),
            "playerScores": [{"score": str(s.total), "winner": s.winner, "newPlayer": False,
                              "startPlayer": s.seat == 0, "playerRefId": players[s.profile_id]["id"],
                              "rank": s.rank, "seatOrder": s.seat + 1} for s in row.seats]})
    def dumps(data) -> str:
        return json.dumps(data, ensure_ascii=ascii_json)

    about = f"This is a play file that Board Game Stats reads (exported by {bgstats.source_name()})."
    return ('{"about": ' + dumps(about) + ', "plays": [' + ",".join(map(dumps, plays)) + '], "players": '
            + dumps(list(players.values())) + ', "locations": [], "games": ' + dumps(list(kinds.values()))
            + "}\n")


def csv_as_built(history: History, ids=None) -> str:
    """The CSV as a list per player of each game, written by ``csv.writer``."""
    out = io.StringIO()
    writer = csv.writer(out)
    writer.writerow(export.CSV_HEADER)
    for row in oldest_first(history, ids):
        points = history.scorings(row.id)
        for seat in row.seats:
            writer.writerow([row.id, stamp(row.ended), "" if row.duration_min is None else row.duration_min,
                             spreadsheet_safe(row.variant), spreadsheet_safe(" ".join(row.modules)),
                             seat.seat + 1, spreadsheet_safe(seat.player), spreadsheet_safe(seat.name),
                             *(points.get(seat.seat, {}).get(r, "") for r in (1, 2, 3)),
                             seat.total, seat.rank, "yes" if seat.winner else "no", seat.wall])
    return out.getvalue()


@pytest.mark.parametrize("ascii_json", [False, True])
def test_the_play_file_is_the_text_json_writes_of_each_play(path, ascii_json):
    history = History.open(path).history
    written = export.text(history, export.BGSTATS, ascii_json=ascii_json)
    assert written == play_file_as_built(history, ascii_json)
    assert '"uuid": "not a \\"uuid\\""' in written  # escaped as json escapes
    assert ("\\u2028" in written) == ascii_json and ("\u2028" in written) != ascii_json
    plays = {p["uuid"].replace("-", ""): p for p in json.loads(written)["plays"]}
    assert len(plays) == 16 and {p["durationMin"] for p in plays.values()} >= {0, 90}
    assert "-inf 5 (4 + 0 + 1): wall 2, garden 1" in plays[history.game(16).play_id]["comments"]
    missing_one = plays[history.game(5).play_id]["comments"].splitlines()  # its second scoring
    assert all(re.search(r" \(\d+ \+ \d+\)", line) for line in missing_one)
    chosen = [16, 3, 5, 3]
    assert export.text(history, export.BGSTATS, chosen, ascii_json=ascii_json) == play_file_as_built(
        history, ascii_json, chosen)


def test_the_csv_is_the_text_the_csv_module_writes_of_each_row(path):
    history = History.open(path).history
    written = export.text(history, export.CSV)
    assert written == csv_as_built(history)
    assert "'=SUM(1)" in written and ",\"名字\nzwei\"," in written
    assert export.text(history, export.CSV, [16, 5, 1]) == csv_as_built(history, [16, 5, 1])


def spoil(path, game: int, round_: int, key: str, column: str = "points") -> None:
    with sqlite3.connect(path) as db:
        db.execute(f"UPDATE terms SET {column} = 'x' WHERE round = ? AND key = ? AND seat_id = "
                   "(SELECT min(id) FROM seats WHERE game_id = ?)", (round_, key, game))


def test_a_game_whose_told_terms_cannot_be_read_is_left_out_of_the_play_file_only(path):
    spoil(path, 2, 3, "wall")  # a term the play file tells
    spoil(path, 4, 1, "wall")  # a term of the first scoring: the play file never reads it
    history = History.open(path).history
    plays = json.loads(export.text(history, export.BGSTATS))["plays"]
    assert len(plays) == 15
    assert [n.english() for n in history.notes()] == [
        "game 2 of the history is left out: its terms.points holds 'x', which the app cannot read"]
    history.close()
    history = History.open(path).history
    assert {line.split(",")[0] for line in export.text(history, export.CSV).splitlines()[1:]} >= {"2", "4"}


def test_a_second_export_checks_no_row_again_until_another_program_writes(path):
    """The passes over the scorings and the terms that find what cannot be read are made
    once; another connection's write makes them again, and the game it spoilt is left out."""
    history = History.open(path).history
    first = export.text(history, export.BGSTATS)
    asked: list[str] = []
    history._db.set_trace_callback(asked.append)
    assert export.text(history, export.BGSTATS) == first
    assert not [s for s in asked if "typeof" in s]  # no row checked again
    spoil(path, 2, 3, "garden")
    asked.clear()
    again = json.loads(export.text(history, export.BGSTATS))
    assert len([s for s in asked if "typeof(t.points)" in s]) == 1
    assert len(again["plays"]) == 15 and "terms.points holds 'x'" in history.notes()[0].english()


def test_a_write_by_another_process_makes_the_kept_checks_again(path):
    """The same, with the write made by a second process (another window or command line
    on the same history file): the export kept open in this one sees it and leaves the game
    it spoilt out."""
    history = History.open(path).history
    assert len(json.loads(export.text(history, export.BGSTATS))["plays"]) == 16
    subprocess.run([sys.executable, "-c", "import sys; from tests.test_history_export_text import spoil; "
                    "spoil(sys.argv[1], 2, 3, 'garden')", str(path)],
                   check=True, cwd=Path(__file__).resolve().parents[1])
    again = json.loads(export.text(history, export.BGSTATS))
    assert len(again["plays"]) == 15 and "terms.points holds 'x'" in history.notes()[0].english()
