"""The statistics against tables worked out by hand.

Four games (points per scoring):

| day | Anna        | Ben          | Chen        | winner        |
|-----|-------------|--------------|-------------|---------------|
| 0   | 10+20+30=60 | 5+15+20=40   | -           | Anna          |
| 1   | 10+10+10=30 | 20+20+20=60  | 0+0+30=30   | Ben           |
| 2   | 20+20+10=50 | 10+20+20=50  | -           | Anna and Ben  |
| 3   | -           | 1+1+1=3      | 9+9+9=27    | Chen          |

Anna: 3 games, 2 wins, average 140/3, best 60; Ben: 4 games, 2 wins, average 153/4, best 60;
Chen: 2 games, 1 win, average 28.5, best 30. Head to head: Anna-Ben 3 games, Anna ahead once
(day 0), Ben once (day 1), level once (day 2).
"""

from __future__ import annotations

import pytest

from alhambra_gui.history import History, stats
from tests.history_games import made


@pytest.fixture
def history(tmp_path):
    history = History.open(tmp_path / "h.sqlite").history
    history.add(made({"Anna": (10, 20, 30), "Ben": (5, 15, 20)}, day=0, wall={"Anna": 7, "Ben": 3},
                     towers={"Anna": 2, "Ben": 4},
                     terms={"Anna": [("buildings", "tower", 16, 1), ("buildings", "garden", 8, 2),
                                     ("wall", "wall", 6, None)]}))
    history.add(made({"Anna": (10, 10, 10), "Ben": (20, 20, 20), "Chen": (0, 0, 30)}, day=1,
                     wall={"Anna": 12, "Ben": 5, "Chen": 9}, towers={"Chen": 5},
                     terms={"Anna": [("buildings", "tower", 0, None), ("buildings", "garden", 4, 1),
                                     ("wall", "wall", 6, None)]}))
    history.add(made({"Anna": (20, 20, 10), "Ben": (10, 20, 20)}, day=2))
    history.add(made({"Ben": (1, 1, 1), "Chen": (9, 9, 9)}, day=3))
    yield history
    history.close()


def ids(history):
    return {p.name: p.id for p in history.profiles()}


def test_standings(history):
    table = {s.name: (s.games, s.wins, round(s.average, 3), s.best, s.best_wall, round(s.win_rate, 3))
             for s in stats.standings(history)}
    assert table == {"Anna": (3, 2, 46.667, 60, 12, 0.667), "Ben": (4, 2, 38.25, 60, 5, 0.5),
                     "Chen": (2, 1, 28.5, 30, 9, 0.5)}
    assert [s.name for s in stats.standings(history)] == ["Anna", "Ben", "Chen"]  # wins, then average


def test_a_players_points_by_source_and_majorities(history):
    anna = stats.player_stats(history, ids(history)["Anna"])
    assert anna.by_source == {("buildings", "tower"): 16, ("buildings", "garden"): 12, ("wall", "wall"): 12}
    assert (anna.scorings_known, anna.scorings) == (2, 9)
    assert anna.majorities_won == {"tower": 1, "garden": 1}
    assert [(t, w) for _, t, w in anna.totals] == [(60, True), (30, False), (50, True)]
    assert stats.player_stats(history, 999) is None


def test_head_to_head(history):
    who = ids(history)
    pairs = {(h.first, h.second): (h.games, h.first_ahead, h.second_ahead, h.level)
             for h in stats.head_to_head(history)}
    anna, ben, chen = who["Anna"], who["Ben"], who["Chen"]
    assert pairs[(anna, ben)] == (3, 1, 1, 1)
    assert pairs[(anna, chen)] == (1, 0, 0, 1)  # 30 and 30
    assert pairs[(ben, chen)] == (2, 1, 1, 0)


def test_records_name_the_first_to_reach_them(history):
    found = {r.what: (r.value, r.name) for r in stats.records(history)}
    assert found == {"total": (60, "Anna"), "wall": (12, "Anna"), "buildings:tower": (5, "Chen")}
    assert stats.records(history, stats.standings(history)) == stats.records(history)  # as the page asks
    assert {r.variant for r in stats.records(history)} == {"alhambra"}
    history.add(made({"Anton": (1, 2, 3), "Berta": (1, 1, 1)}, day=4, wall={"Berta": 20}, variant="granada"))
    wall = next(r for r in stats.records(history) if r.what == "wall")
    assert (wall.value, wall.name, wall.variant) == (20, "Berta", "granada")  # a moat, worded so
    assert stats.player_stats(history, ids(history)["Berta"]).variants == {"granada"}
    assert stats.player_stats(history, ids(history)["Ben"]).variants == {"alhambra"}


def test_a_table_of_exactly_these_players(history):
    who = ids(history)
    games = stats.table_games(history, [who["Anna"], who["Ben"]])
    assert len(games) == 2  # days 0 and 2, not the three-player game
    table = {s.name: (s.games, s.wins) for s in stats.standings(history, games)}
    assert table == {"Anna": (2, 2), "Ben": (2, 1)}


def test_deleted_games_count_nowhere(history):
    history.delete(history.games()[0].id)  # day 3: Ben and Chen
    table = {s.name: s.games for s in stats.standings(history)}
    assert table == {"Anna": 3, "Ben": 3, "Chen": 1}


def test_tables_that_met_and_a_tables_head_to_head(history):
    history.add(made({"Ben": (2, 2, 2), "Anna": (1, 1, 1)}, day=4))  # Anna and Ben again
    who = ids(history)
    found = stats.tables(history)
    assert [(t.names, t.games) for t in found] == [(("Anna", "Ben"), 3)]  # the others met once
    games = stats.table_games(history, found[0].profile_ids)
    (pair,) = stats.head_to_head(history, games)
    assert (pair.first, pair.second, pair.games, pair.first_ahead, pair.second_ahead) == (
        who["Anna"], who["Ben"], 3, 1, 1)


def test_head_to_head_counts_what_the_seats_say_of_every_pair(tmp_path):
    """The pairs counted as the seats pass equal SQLite's own join of the seats with
    themselves, over every game, one table's games, no game, and with a player seated
    twice at one table (a history edited by hand)."""
    import random
    import sqlite3

    from tests.history_games import PLAYERS, random_record

    history = History.open(tmp_path / "many.sqlite").history
    rng = random.Random(31)
    for day in range(60):
        history.add(random_record(rng, day))
    names = ids(history)
    history.delete(history.games()[0].id)
    edited = sqlite3.connect(tmp_path / "many.sqlite")  # by hand: one player seated twice at a table
    with edited:
        edited.execute("UPDATE seats SET profile_id = (SELECT min(profile_id) FROM seats b "
                       "WHERE b.game_id = seats.game_id) WHERE id = (SELECT max(id) FROM seats)")
    edited.close()

    def joined(game_ids=None):
        where = "" if game_ids is None else f"AND a.game_id IN ({','.join(map(str, game_ids))})"
        return [tuple(r) for r in history.rows(
            "SELECT a.profile_id, b.profile_id, count(*), sum(a.rank < b.rank), sum(b.rank < a.rank) "
            "FROM seats a JOIN seats b ON b.game_id = a.game_id AND b.profile_id > a.profile_id "
            f"JOIN games g ON g.id = a.game_id AND {History.live('g')} {where} "
            "GROUP BY a.profile_id, b.profile_id")]

    def counted(game_ids=None):
        return [(h.first, h.second, h.games, h.first_ahead, h.second_ahead)
                for h in stats.head_to_head(history, game_ids)]

    assert history.rows("SELECT 1 FROM seats GROUP BY game_id, profile_id HAVING count(*) > 1")
    some = stats.table_games(history, [names["Anna"], names["Chen"]])
    assert len(PLAYERS) == 6 and some
    for game_ids in (None, some, []):
        assert counted(game_ids) == joined(game_ids)
    assert counted()
    history.close()


def test_a_moat_is_a_source_of_its_own(history):
    """A player of both games had one "Wall" bar holding their Granada moats' points too
    (play16): with the moated variants asked for, a moat's points are ("wall", "moat")."""
    history.add(made({"Anna": (1, 2, 3), "Ben": (0, 0, 1)}, day=4, variant="granada",
                     terms={"Anna": [("wall", "wall", 3, None)]}))
    anna = stats.player_stats(history, ids(history)["Anna"], ("granada",))
    assert anna.by_source[("wall", "moat")] == 3
    assert anna.by_source[("wall", "wall")] == 12
