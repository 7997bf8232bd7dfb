"""What the Statistics page costs at 10 000 games (issue 31), as counts rather than times:
a refresh with nothing written reads each statistic once and checks no table again, the
records find the building types without reading every building, and each game's point
and each bar is handed to pyqtgraph once (numpy arrays, one item for all the bars)."""

from __future__ import annotations

import sqlite3
import subprocess
import sys

import pytest

from alhambra_gui.app.history import GameHistory
from alhambra_gui.app.session import GameSession
from alhambra_gui.history import History, stats
from tests.history_games import fill_history

pytestmark = pytest.mark.gui


@pytest.fixture
def history_file(tmp_path):
    path = tmp_path / "history.sqlite"
    history = History.open(path).history
    fill_history(history, 40)
    history.close()
    return path


@pytest.fixture
def panel(qtbot, history_file, monkeypatch):
    from alhambra_gui.widgets.history.history_stats import StatsPanel

    monkeypatch.setenv("ALHAMBRA_GUI_HISTORY", str(history_file))
    panel = StatsPanel(GameHistory(GameSession()))
    qtbot.addWidget(panel)
    panel.resize(1280, 640)
    panel.show()
    return panel


def _statements(panel, run) -> list[str]:
    """The SQL statements ``run`` makes the panel's history connection execute."""
    seen: list[str] = []
    database = panel._history.store()._db
    database.set_trace_callback(seen.append)
    try:
        run()
    finally:
        database.set_trace_callback(None)
    return [s for s in seen if not s.startswith("PRAGMA")]


def test_a_refresh_reads_each_statistic_once_and_checks_nothing_again(panel, history_file):
    again = _statements(panel, panel.refresh)
    assert again, "the refresh read nothing"
    assert len(again) == len(set(again)), [s for s in again if again.count(s) > 1]
    assert not [s for s in again if "CASE WHEN typeof" in s]  # the values were checked at the first
    other = sqlite3.connect(history_file)  # another program writes: everything is checked again
    with other:
        other.execute("UPDATE profiles SET colour = '#112233' WHERE id = 1")
    other.close()
    checked = _statements(panel, panel.refresh)
    assert [s for s in checked if "CASE WHEN typeof(b.type)" in s]  # the buildings
    assert [s for s in checked if "CASE WHEN typeof(o.source)" in s]  # the player's points by source


def test_a_write_by_another_process_makes_the_next_refresh_check_again(panel, history_file):
    """The values are checked once, until any program writes: a second process's write to
    the history makes the next refresh check them again, rather than trust what it checked."""
    panel.refresh()
    assert not [s for s in _statements(panel, panel.refresh) if "CASE WHEN typeof(b.type)" in s]
    code = ("import sqlite3, sys; db = sqlite3.connect(sys.argv[1]); "
            "db.execute(\"UPDATE profiles SET colour = '#112233' WHERE id = 1\"); db.commit(); db.close()")
    subprocess.run([sys.executable, "-c", code, str(history_file)], check=True)
    checked = _statements(panel, panel.refresh)
    assert [s for s in checked if "CASE WHEN typeof(b.type)" in s]  # the buildings
    assert [s for s in checked if "CASE WHEN typeof(o.source)" in s]  # the player's points by source


def test_the_records_find_the_building_types_without_reading_every_building(history_file):
    history = History.open(history_file).history
    stats.records(history)  # the values checked once
    plans = []
    for statement in _statements_of(history, lambda: stats.records(history)):
        plans += [row[-1] for row in history._db.execute(f"EXPLAIN QUERY PLAN {statement}")]
    assert [p for p in plans if "buildings" in p or " b " in f"{p} "]  # they read the buildings…
    assert not [p for p in plans if p.startswith("SCAN") and ("buildings" in p or p.startswith("SCAN b "))]
    history.close()


def _statements_of(history, run) -> list[str]:
    seen: list[str] = []
    history._db.set_trace_callback(seen.append)
    try:
        run()
    finally:
        history._db.set_trace_callback(None)
    return [s for s in seen if s.startswith(("SELECT", "WITH"))]


def test_each_games_point_is_handed_to_pyqtgraph_once(panel, monkeypatch):
    """The line and the dots get each game's point once, as arrays; no point goes to
    pyqtgraph's scatter item, which makes a style key and an atlas place for every point."""
    import pyqtgraph

    from alhambra_gui.widgets.history import plot_parts

    handed: list[int] = []
    scattered: list[int] = []
    set_data, dots = pyqtgraph.ScatterPlotItem.setData, plot_parts.Dots.__init__

    def counted_scatter(item, *args, **kwargs):  # the points laid out (setData replaces them all)
        set_data(item, *args, **kwargs)
        scattered.append(len(item.data))

    def counted_dots(item, xs, ys, *args, **kwargs):
        dots(item, xs, ys, *args, **kwargs)
        handed.append(len(item.xData))

    monkeypatch.setattr(pyqtgraph.ScatterPlotItem, "setData", counted_scatter)
    monkeypatch.setattr(plot_parts.Dots, "__init__", counted_dots)
    panel.refresh()
    found = stats.player_stats(panel._history.store(), panel.player_combo.currentData())
    games, wins = len(found.totals), sum(won for _, _, won in found.totals)
    assert games > wins > 0
    assert sum(handed) == games + wins and sum(scattered) == 0
    curve, won = panel.totals_plot.listDataItems()  # the line and the wins, as data, once
    assert len(curve.xData) == games and len(won.yData) == wins


def test_the_bars_of_a_plot_are_one_item(panel):
    for plot in (panel.wins_plot, panel.sources_plot):
        bars = [item for item in plot.getPlotItem().items if type(item).__name__ == "BarGraphItem"]
        categories = plot.getAxis("left").categories
        assert len(bars) == 1 and len(bars[0].opts["width"]) == len(categories) > 1


def _counting_rows(history) -> list[object]:
    """The rows the history hands over from now on (every reading goes through ``rows`` or
    ``stream``)."""
    fetched: list[object] = []
    rows, stream = history.rows, history.stream

    def counted_rows(*args, **kwargs):
        found = rows(*args, **kwargs)
        fetched.extend(found)
        return found

    def counted_stream(*args, **kwargs):
        for row in stream(*args, **kwargs):
            fetched.append(row)
            yield row

    history.rows, history.stream = counted_rows, counted_stream
    return fetched


def _same_table(path, games: int) -> None:
    from tests.history_games import made

    history = History.open(path).history
    with history.batch():
        for day in range(games):
            history.add(made({"Anna": (10, 20, 30), "Ben": (5, 5, 5), "Chen": (1, 2, 3)}, day=day))
    history.close()


def test_the_tables_and_the_head_to_head_fetch_a_row_per_seating_not_per_seat(tmp_path):
    """SQLite counts the games by who sat and how they ranked: 40 games of one table ranked
    alike are one row, not 120 seats counted in Python."""
    _same_table(tmp_path / "h.sqlite", 40)
    history = History.open(tmp_path / "h.sqlite").history
    stats.head_to_head(history)  # the seats checked once
    fetched = _counting_rows(history)
    pairs = stats.head_to_head(history)
    assert [(p.games, p.first_ahead, p.second_ahead) for p in pairs] == [(40, 40, 0)] * 3
    assert len(fetched) == 1
    (table,) = stats.tables(history)
    assert table.games == 40 and table.names == ("Anna", "Ben", "Chen")
    history.close()


def test_a_refresh_fetches_a_row_per_game_only_for_the_players_totals(qtbot, tmp_path, monkeypatch):
    """The Statistics page reads the tables and the head to head from one grouped query:
    apart from the plotted totals (a point per game of the player shown), what it fetches
    does not grow with the games."""
    from alhambra_gui.widgets.history.history_stats import StatsPanel

    _same_table(tmp_path / "h.sqlite", 60)
    monkeypatch.setenv("ALHAMBRA_GUI_HISTORY", str(tmp_path / "h.sqlite"))
    panel = StatsPanel(GameHistory(GameSession()))
    qtbot.addWidget(panel)
    fetched = _counting_rows(panel._history.store())
    panel.refresh()
    assert panel.head_to_head.rowCount() == 3 and panel.table_combo.count() == 2
    assert 60 <= len(fetched) < 60 + 40


def test_the_page_out_of_sight_reads_nothing_until_it_is_shown_again(panel, history_file):
    """A change of the history (a game deleted on the Games page) while the Statistics page
    is hidden reads no statistics; the page reads them when it is shown again."""
    history = panel._history
    panel.hide()
    assert _statements(panel, history.changed.emit) == []
    history.store().rename(1, "Annabel")
    shown = _statements(panel, panel.show)
    assert shown and any("FROM seats s" in s for s in shown)
    assert panel.player_combo.findText("Annabel") >= 0
    assert _statements(panel, lambda: (panel.hide(), panel.show())) == []  # read once, nothing changed since
    assert _statements(panel, history.changed.emit)  # in sight: read at once


@pytest.mark.parametrize("standings_read", [False, True])
def test_the_best_total_and_wall_are_found_by_value_not_by_sorting_every_seat(history_file, standings_read):
    """The records of the total and the wall: their value from the standings the page read
    (or one pass), then only the seats holding it joined to their games; no seat sorted."""
    history = History.open(history_file).history
    standings = stats.standings(history) if standings_read else None
    stats.records(history, standings)  # the values checked once
    plans = []
    for statement in _statements_of(history, lambda: stats.records(history, standings)):
        if "buildings" not in statement:
            plans += [row[-1] for row in history._db.execute(f"EXPLAIN QUERY PLAN {statement}")]
    assert [p for p in plans if p.startswith("SCAN s")]  # they read the seats…
    assert not [p for p in plans if "TEMP B-TREE" in p]  # …and sort none
    history.close()


def test_the_standings_count_every_player_without_sorting_the_seats(history_file):
    """Every player's games, wins, average, best total and wall: counted down the seats'
    index by player (``seats_standing``), no seat sorted or read from its row; a player's
    points by source group their rows by key first."""
    history = History.open(history_file).history
    stats.standings(history)  # the values checked once
    (statement,) = _statements_of(history, lambda: stats.standings(history))
    plan = [row[-1] for row in history._db.execute(f"EXPLAIN QUERY PLAN {statement}")]
    assert "SCAN s USING COVERING INDEX seats_standing" in plan
    assert "USE TEMP B-TREE FOR GROUP BY" not in plan
    asked = _statements_of(history, lambda: stats.player_stats(history, 1))
    assert [s for s in asked if "GROUP BY part, o.source" in s]  # part: the key (a moat apart)
    history.close()


def test_a_players_statistics_are_three_queries(history_file):
    """Their standing and how many of their scorings are known come from one pass over their
    seats; their points by source and their totals from one each."""
    history = History.open(history_file).history
    stats.player_stats(history, 1)  # the values checked once
    asked = _statements_of(history, lambda: stats.player_stats(history, 1))
    assert len(asked) == 3, asked
    found = stats.player_stats(history, 1)
    assert found.standing == stats.standings_of(history, [1])[0]
    assert found.scorings >= found.scorings_known > 0
    history.close()


def _steps(history, statements: list[str]) -> int:
    """The SQLite virtual machine's steps to run these statements again (a count of the
    work, not a time)."""
    steps = [0]

    def step() -> int:
        steps[0] += 1
        return 0

    history._db.set_progress_handler(step, 1)
    try:
        for statement in statements:
            history._db.execute(statement).fetchall()
    finally:
        history._db.set_progress_handler(None, 1)
    return steps[0]


def test_the_most_buildings_of_a_type_are_found_without_joining_every_seat_that_has_them(tmp_path):
    """Many seats share a type's most buildings (some 100 of 800 seats have 7 of a type): the
    first game to reach it is met walking down the games by their end, rather than every such
    seat joined to its game and sorted."""
    from tests.history_games import fill_history

    history = History.open(tmp_path / "h.sqlite").history
    fill_history(history, 200)
    standings = stats.standings(history)
    found = {r.what: r for r in stats.records(history, standings)}  # the values checked once
    sharing = sum(history.tuples(
        "SELECT count(*) FROM buildings WHERE type = ? AND count = ?", (what.split(":")[1], r.value))[0][0]
        for what, r in found.items() if what.startswith("buildings:"))
    assert sharing > 400
    asked = _statements_of(history, lambda: stats.records(history, standings))
    asked = [statement for statement in asked if "buildings" in statement]
    assert _steps(history, asked) < 10 * sharing
    history.close()


def test_the_most_buildings_name_the_first_to_reach_them_whether_many_or_few_did(tmp_path):
    from tests.history_games import made

    history = History.open(tmp_path / "h.sqlite").history
    for day, (anna, ben) in enumerate([(2, 3), (5, 4), (3, 5), (5, 5)] + [(1, 1)] * 20):
        history.add(made({"Anna": (1, 1, 1), "Ben": (1, 1, 1)}, day=day, towers={"Anna": anna, "Ben": ben}))
    nines = history.add(made({"Chen": (1, 1, 1), "Dora": (1, 1, 1)}, day=30, towers={"Chen": 9, "Dora": 9}))
    (best,) = [r for r in stats.records(history) if r.what == "buildings:tower"]
    assert (best.value, best.name) == (9, "Chen")  # few reach it; in one game, the first seat
    history.delete(nines)
    (best,) = [r for r in stats.records(history) if r.what == "buildings:tower"]
    assert (best.value, best.name, best.game_id) == (5, "Anna", 2)  # reached on day 1 first
    for day in range(40, 50):  # now most seats with towers have five: found down the games
        history.add(made({"Ben": (1, 1, 1), "Anna": (1, 1, 1)}, day=day, towers={"Ben": 5, "Anna": 5}))
    (best,) = [r for r in stats.records(history) if r.what == "buildings:tower"]
    assert (best.value, best.name, best.game_id) == (5, "Anna", 2)


def test_a_players_totals_are_read_without_a_python_call_per_game(history_file, monkeypatch):
    """Each game's date, total and win are made column by column (C's ``map``), not by a
    Python function called for each of 6 000 games."""
    from alhambra_gui.history import rows

    history = History.open(history_file).history
    calls = []
    monkeypatch.setattr(stats, "when", lambda text: calls.append(text) or rows.when(text))
    found = stats.player_stats(history, 1)
    assert len(found.totals) == found.standing.games > 1 and calls == []
    assert found.totals[0][0] == rows.when(history.tuples(
        "SELECT g.ended FROM seats s JOIN games g ON g.id = s.game_id WHERE s.profile_id = 1 "
        "ORDER BY g.ended, g.id LIMIT 1")[0][0])
    history.close()
