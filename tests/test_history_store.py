"""The history database: games in and out, copies found, profiles, renames and merges that
undo, deletions that undo until they are purged."""

from __future__ import annotations

import sqlite3

import pytest

from alhambra_gui.engine import loads
from alhambra_gui.history import History, HistoryError, record_of
from tests.history_games import finished, made


@pytest.fixture
def history(tmp_path):
    opened = History.open(tmp_path / "history.sqlite")
    assert opened.problem is None
    yield opened.history
    opened.history.close()


def test_a_finished_game_goes_in_whole_and_comes_back_exactly(history):
    game = finished()
    game_id = history.add(record_of(game))
    row = history.game(game_id)
    assert [(s.player, s.total, s.rank, s.winner) for s in row.seats] == [
        ("Anna", 92, 2, False), ("Ben", 92, 2, False), ("Chen", 136, 1, True)]
    assert history.scores(game_id) == {0: [9, 28, 55], 1: [9, 24, 59], 2: [18, 43, 75]}
    assert loads(history.game_file(game_id)) == game  # reopened exactly
    final = history.terms(game_id)[2][3]
    assert sum(points for _, _, points in final) == 75 and final[-1] == ("wall", "wall", 6)


def test_an_unfinished_game_is_refused_with_its_count():
    game = finished()
    game.scorings.pop()
    with pytest.raises(HistoryError, match="has 2 of its 3 scorings recorded"):
        record_of(game)


def test_the_same_game_file_twice_is_refused_and_found(history):
    record = record_of(finished())
    first = history.add(record)
    assert history.find(record) == first
    with pytest.raises(HistoryError, match=f"already in the history \\(game {first}\\)"):
        history.add(record)
    assert history.count() == 1


def test_a_corrected_game_replaces_itself_and_keeps_its_play_id(history):
    game = finished()
    first = history.add(record_of(game))
    play_id = history.game(first).play_id
    game.scorings.pop()
    game.players[0].city.take(next(iter(game.players[0].city))[0])  # a correction, then scored again
    game.record_scoring()
    again = history.add(record_of(game), replacing=first)
    assert again == first and history.count() == 1
    assert history.game(first).play_id == play_id
    assert loads(history.game_file(first)) == game


def test_scorings_seen_when_recorded_keep_their_terms_and_others_do_not(history):
    game = finished()  # its scorings recorded from one city: scoring 1 seen as it was recorded
    seen = {1: game.score(1), 2: game.score(3)}  # scoring 2 "seen" with other values
    record = record_of(game, scored=seen)
    assert all(set(s.terms) == {1, 3} for s in record.seats)  # 2 does not add up to what was recorded
    assert record_of(game).seats[0].terms.keys() == {3}


def test_deleted_games_come_back_until_they_are_purged(tmp_path):
    history = History.open(tmp_path / "h.sqlite").history
    kept = history.add(made({"A": (1, 1, 1), "B": (2, 2, 2)}))
    gone = history.add(made({"A": (3, 3, 3)}, day=1))
    history.delete(gone)
    assert [r.id for r in history.games()] == [kept]
    history.restore(gone)
    assert [r.id for r in history.games()] == [gone, kept]  # newest first
    history.delete(gone)
    history.close()
    again = History.open(tmp_path / "h.sqlite").history  # a start does not purge what a window may undo
    again.restore(gone)
    again.delete(gone)
    again.purge([gone, kept])  # only what is deleted goes
    assert [r.id for r in again.games()] == [kept]
    assert again.rows("SELECT count(*) FROM seats")[0][0] == 2  # its seats went with it


def test_names_play_as_their_profile_as_the_game_file_compares_names(history):
    history.add(made({"Anna": (1, 1, 1), "Ben": (2, 2, 2)}))
    history.add(made({"ANNA ": (5, 5, 5), "Chen": (1, 1, 1)}, day=1))
    anna = history.profile("anna")
    assert anna is not None and anna.games == 2 and anna.name == "Anna"
    assert [p.name for p in history.profiles()] == ["Anna", "Chen", "Ben"]  # the last table first


def test_a_rename_is_checked_like_a_name_and_undone_by_renaming_back(history):
    history.add(made({"Anna": (1, 1, 1), "Ben": (2, 2, 2)}))
    anna = history.profile("Anna")
    with pytest.raises(HistoryError, match="already knows a player called 'ben'"):
        history.rename(anna.id, "ben")
    with pytest.raises(HistoryError):
        history.rename(anna.id, "x" * 41)
    assert history.rename(anna.id, "Anna K.") == "Anna"
    assert history.game(1).seats[0].player == "Anna K." and history.game(1).seats[0].name == "Anna"


def test_a_merge_moves_the_games_and_the_name_and_undoes(history):
    history.add(made({"Anna": (1, 1, 1), "Ben": (2, 2, 2)}))
    history.add(made({"Annie": (9, 9, 9), "Ben": (1, 1, 1)}, day=1))
    anna, annie = history.profile("Anna"), history.profile("Annie")
    merge = history.merge(annie.id, anna.id)
    assert history.profile("Anna").games == 2 and history.profile("Annie").id == anna.id
    history.add(made({"Annie": (4, 4, 4), "Chen": (1, 1, 1)}, day=2))  # plays as Anna now
    assert history.profile("Anna").games == 3
    history.unmerge(merge)
    assert history.profile("Annie").games == 1 and history.profile("Anna").games == 2
    with pytest.raises(HistoryError, match="sat at one table"):
        history.merge(anna.id, history.profile("Ben").id)


def test_foreign_keys_are_enforced(history):
    with pytest.raises(sqlite3.IntegrityError):
        history._db.execute("INSERT INTO seats (game_id, profile_id, seat, name, total, rank, winner, wall, "
                            "counts_only) VALUES (99, 99, 0, 'x', 0, 1, 0, 0, 0)")
