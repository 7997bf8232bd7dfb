"""The BG Stats link, the play file and the CSV of the history."""

from __future__ import annotations

import csv
import io
import json
import random
import re
from datetime import timedelta
from urllib.parse import unquote, urlsplit

import pytest

from alhambra_gui.history import History, bgstats, export, record_of
from tests.history_games import START, finished, made, random_record


@pytest.fixture
def history(tmp_path):
    history = History.open(tmp_path / "h.sqlite").history
    yield history
    history.close()


def decoded(url: str) -> dict:
    parts = urlsplit(url)
    assert (parts.scheme, parts.netloc, parts.path) == ("https", "app.bgstatsapp.com", "/createPlay.html")
    assert parts.query.startswith("data=")
    return json.loads(unquote(parts.query.removeprefix("data=")))


def test_the_create_play_link_holds_every_field(history):
    game_id = history.add(record_of(finished(), ended=START + timedelta(hours=2), started=START))
    row = history.game(game_id)
    play = decoded(bgstats.link(bgstats.play(history, row)))
    assert play["sourceName"] == "Alhambra Companion"
    assert play["sourcePlayId"] == row.play_id and len(play["sourcePlayId"]) == 32
    assert play["playDate"] == "2025-01-10 21:00:00" and play["durationMin"] == 120
    assert play["game"] == {"name": "Alhambra", "bggId": 6249, "highestWins": True, "noPoints": False,
                            "sourceGameId": "alhambra"}
    assert [(p["name"], p["score"], p["winner"], p["rank"], p["startPlayer"]) for p in play["players"]] == [
        ("Anna", 92, False, 2, True), ("Ben", 92, False, 2, False), ("Chen", 136, True, 1, False)]
    assert all(type(p[k]) is bool for p in play["players"] for k in ("winner", "startPlayer"))
    assert play["comments"].splitlines()[2].startswith("Chen 136 (18 + 43 + 75): seraglio 17")


def test_names_with_markup_and_controls_are_url_encoded_as_typed(history):
    name = "<b>Ana</b> & \"Bo\" %20 ?=#"
    row = history.game(history.add(made({name: (1, 2, 3), "Zoë": (0, 0, 1)})))
    url = bgstats.link(bgstats.play(history, row))
    data = url.split("?", 1)[1].removeprefix("data=")
    assert all(c not in data for c in "<>&# =+\\")  # a ? is a query's own
    assert '%5C"Bo%5C"' in data  # the JSON's escape of the name's quote, the quote itself as is
    assert decoded(url)["players"][0]["name"] == name and decoded(url)["players"][1]["name"] == "Zoë"


def test_the_link_encodes_only_what_a_link_needs(history):
    """The JSON's own ``{}":,[]`` stay as they are (a third of a QR code's room went to
    encoding them); spaces, line breaks, ``%&+=#`` and every character beyond ASCII do not."""
    row = history.game(history.add(record_of(finished("six-players.json"))))
    url = bgstats.link(bgstats.play(history, row))
    data = url.split("?", 1)[1].removeprefix("data=")
    assert data.startswith('{"sourceName":"Alhambra%20Companion","sourcePlayId":"')
    assert '"players":[{"name":"Anna","score":' in data
    assert not any(code in data.upper() for code in ("%22", "%7B", "%7D", "%3A", "%2C", "%5B"))
    assert re.fullmatch(r"[A-Za-z0-9\-._~:@/?!$'()*,;{}\[\]\"%]+", data)
    assert decoded(url) == bgstats.play(history, row)


def test_the_play_file_links_players_games_and_plays_by_id(history):
    history.add(made({"Anna": (1, 2, 3), "Ben": (3, 3, 3)}, day=0))
    history.add(made({"Ben": (1, 1, 1), "Chen": (2, 2, 2)}, day=1, variant="granada"))
    data = export.play_file(history)
    players = {p["id"]: p["name"] for p in data["players"]}
    games = {g["id"]: g for g in data["games"]}
    assert sorted(players.values()) == ["Anna", "Ben", "Chen"]
    assert {g["name"] for g in games.values()} == {"Alhambra", "Granada"}
    assert "bggId" not in next(g for g in games.values() if g["name"] == "Granada")
    first, second = data["plays"]
    assert games[first["gameRefId"]]["bggId"] == 6249
    assert [(players[s["playerRefId"]], s["score"], s["winner"], s["seatOrder"])
            for s in first["playerScores"]] == [("Anna", "6", False, 1), ("Ben", "9", True, 2)]
    assert games[second["gameRefId"]]["name"] == "Granada"
    assert data == export.play_file(history)  # the same history, the same file (stable ids)


def test_the_csv_has_a_line_per_player_and_neutralises_formulas(history):
    history.add(made({"=HYPERLINK(1)": (1, 2, 3), "Ben": (3, 3, 3)}))
    rows = list(csv.reader(io.StringIO(export.text(history, export.CSV))))
    assert rows[0] == list(export.CSV_HEADER)
    assert rows[1][6] == "'=HYPERLINK(1)" and rows[1][8:12] == ["1", "2", "3", "6"]
    assert rows[2][6:] == ["Ben", "Ben", "3", "3", "3", "9", "1", "yes", "0"]


def test_the_comments_carry_each_players_points_by_category(history):
    """Played in the app, every scoring's terms are known: the comments tell each category's
    points over the whole game (they add up to the total); a game file read afterwards knows
    the final scoring's only, and the comments tell those."""
    game_id = history.add(random_record(random.Random(6), 0, 4))
    row = history.game(game_id)
    terms = history.terms(game_id)
    for seat, line in zip(row.seats, bgstats.comments(history, row).splitlines(), strict=True):
        summed: dict[str, int] = {}
        for scored in terms[seat.seat].values():
            for _source, key, points in scored:
                summed[key] = summed.get(key, 0) + points
        told = line.split(": ", 1)[1].split(", ")
        assert told == [f"{key} {points}" for key, points in summed.items() if points], line
        assert sum(summed.values()) == seat.total
    assert bgstats.comments(history, row, detail=bgstats.POINTS).splitlines()[0] == \
        f"{row.seats[0].player} {row.seats[0].total} ({' + '.join(map(str, history.scores(game_id)[0]))})"


@pytest.mark.parametrize(("name", "written"), [
    ("-inf", "'-inf"), ("+nan", "'+nan"), ("-Infinity", "'-Infinity"), ("=1+1", "'=1+1"),
    ("+49 170", "'+49 170"), ("@SUM(A1)", "'@SUM(A1)"), ("\tTab", "'\tTab"), ("\rCR", "'\rCR"),
    ("-", "'-"), ("007", "'007"), ("1e5", "'1e5"), (".5", "'.5"),
    ("-2", "-2"), ("0.5", "0.5"), ("Anna", "Anna"), ("inf", "inf")])
def test_the_csv_guards_every_name_a_spreadsheet_would_read_otherwise(history, name, written):
    """Issue 26, item 13: a name a spreadsheet reads as a formula (#NAME? for "-inf") or as a
    number that is not the name ("007" as 7) is written after an apostrophe; names written
    as a spreadsheet shows them back stay as they are, and so do the numbers."""
    history.add(made({name: (1, 2, 3), "Ben": (-3, 3, 3)}))
    rows = list(csv.reader(io.StringIO(export.text(history, export.CSV), newline="")))
    assert rows[1][6:8] == [written, written]
    assert rows[2][8:12] == ["-3", "3", "3", "3"]  # numbers stay numbers


@pytest.mark.parametrize("kind", [export.CSV, export.BGSTATS])
def test_an_export_asks_the_same_few_queries_for_any_number_of_games(tmp_path, kind):
    """Issue 31, item 4: one query per table, streamed; no query per game."""
    from tests.history_games import fill_history

    asked = []
    for count in (3, 40):
        history = History.open(tmp_path / f"{count}.sqlite").history
        fill_history(history, count)
        export.text(history, kind)  # the statistics of what is unreadable are made once before
        statements: list[str] = []
        history._db.set_trace_callback(statements.append)
        written = export.text(history, kind)
        assert (written.count("\n") - 1 if kind == export.CSV else written.count('"playDate"')) >= count
        asked.append(len([s for s in statements if s.lstrip().upper().startswith("SELECT")]))
        history.close()
    assert asked[0] == asked[1] <= 4


def test_the_play_files_comments_are_the_final_scorings_as_the_history_tells_them(history):
    """SQLite words each seat's final scoring for the play file (``export._final_told``): the
    same text ``bgstats.comments_of`` makes of the terms read one game at a time, the terms in
    their score's order (positions not in the keys' order), none that scored nothing."""
    rng = random.Random(31)
    for day in range(12):
        history.add(random_record(rng, day))
    history.add(made({"Anna": (1, 2, 3), "Ben": (3, 3, 3)}, day=20, terms={
        "Anna": [("wall", "wall", 2, None), ("buildings", "arcades", 0, 2), ("buildings", "garden", 1, 1)]}))
    plays = export.play_file(history)["plays"]
    rows = [history.game(i) for i in history.game_ids(None, None)]
    assert len(plays) == len(rows) == 13
    for play, row in zip(plays, sorted(rows, key=lambda r: (r.ended, r.id)), strict=True):
        terms = history.terms(row.id)
        final = {seat: {3: rounds[3]} for seat, rounds in terms.items() if 3 in rounds}
        assert play["comments"] == bgstats.comments_of(row, history.scores(row.id), final)
    assert plays[-1]["comments"].splitlines()[0] == "Anna 6 (1 + 2 + 3): wall 2, garden 1"


def test_the_play_file_fetches_a_row_per_seat_not_per_term(history):
    """Issue 31, item 4: the final scoring's terms (some six a seat) are worded by SQLite,
    one text a seat, rather than each term fetched into Python."""
    from tests.history_games import fill_history

    fill_history(history, 30)
    seats = sum(len(history.game(i).seats) for i in history.game_ids(None, None))
    fetched = []
    stream = history.stream

    def counted(*args, **kwargs):
        for row in stream(*args, **kwargs):
            fetched.append(row)
            yield row

    history.stream = counted
    data = export.play_file(history)
    assert len(data["plays"]) == 30 and all(": " in p["comments"] for p in data["plays"])
    assert len(fetched) == seats


def test_the_comments_add_up_with_points_won_during_play(history):
    """A player won 2 points during play (a module's immediate points): the comments said
    "Emil 11 (2 + 2 + 5)", which adds up to 9 (play16's evening); they tell the points won
    during play beside the scorings, in the link and in the play file alike."""
    import dataclasses

    record = made({"Emil": (2, 2, 5), "Fay": (1, 1, 1)})
    seats = (dataclasses.replace(record.seats[0], total=11), record.seats[1])
    row = history.game(history.add(dataclasses.replace(record, seats=seats)))
    assert bgstats.comments(history, row).splitlines() == [
        "Emil 11 (2 + 2 + 5 + 2 during play)", "Fay 3 (1 + 1 + 1)"]
    assert export.play_file(history)["plays"][0]["comments"] == bgstats.comments(history, row)


def test_a_granada_games_comments_call_the_moat_a_moat(history):
    """Granada's longest moat was told as "wall 2" in the comments (play16)."""
    row = history.game(history.add(made({"Ana": (1, 2, 3)}, variant="granada",
                                        terms={"Ana": [("wall", "wall", 2, None)]})))
    assert bgstats.comments(history, row) == "Ana 6 (1 + 2 + 3): moat 2"
    assert export.play_file(history)["plays"][0]["comments"] == "Ana 6 (1 + 2 + 3): moat 2"
