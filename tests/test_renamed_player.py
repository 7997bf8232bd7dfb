"""A player renamed on the desktop (Game ▸ Players…): their phone keeps its seat under the new name
and Edit ▸ Undo gives the old name back to it; the history keeps the game under the new name."""

from __future__ import annotations

import copy

from alhambra_gui.app.roster_edits import Seat
from alhambra_gui.app.session import GameSession
from alhambra_gui.app.table_host import TableHost
from alhambra_gui.engine import Tile, Walls, game_from_dict, rename_players
from alhambra_gui.table.checks import Conflict
from alhambra_gui.table.drafts import Draft
from alhambra_gui.table.table import Table
from tests.module_games import EVERY_MODULE

from .table_client import LOOPBACK, joined
from .test_table_headless import a_proposal


def every_module_game():
    return game_from_dict(copy.deepcopy(EVERY_MODULE), "every-module.json")


def test_the_table_moves_seats_and_conflicts_to_the_new_name() -> None:
    game = every_module_game()
    table = Table(game.copy())
    ben = table.access.join(table.access.code)
    table.seat(ben, "Ben")
    table.drafts[ben.id] = Draft(a_proposal())  # Ben's photo shows Anna's Garden 8
    garden = Tile("garden", 8, Walls("NE"))
    table.add_conflicts([Conflict(garden, "Ben", "Anna")])
    renamed = game.copy()
    rename_players(renamed, {"Ben": "Jonas"})
    table.publish(renamed, {"Ben": "Jonas"})
    state = table.state(ben)
    assert state["seat"] == "Jonas"
    assert [p["name"] for p in state["table"]["players"]] == ["Anna", "Jonas"]
    assert state["city"] is not None and state["draft"] is not None
    assert table.conflicts == [Conflict(garden, "Jonas", "Anna")]
    assert state["conflicts"] == [{"tile": {"type": "garden", "price": 8, "walls": "NE"},
                                   "claimant": "Jonas", "holder": "Anna"}]


def test_the_window_s_rename_and_its_undo_reach_the_seated_phone(qtbot) -> None:
    session = GameSession(every_module_game())
    host = TableHost(session)
    host.start(LOOPBACK, 0)
    try:
        phone = joined(host.server, "Ben")
        colours = [session.player_colour(n) for n in session.player_names()]

        def seat() -> str | None:
            return phone.request("GET", "/api/state").data["seat"]

        session.roster.set_players([Seat(was, new, colour) for was, new, colour
                                    in zip(("Anna", "Ben"), ("Anna", "Jonas"), colours, strict=True)])
        qtbot.waitUntil(lambda: seat() == "Jonas", timeout=10000)
        options = "city/options?x=1&y=0"
        assert phone.request("GET", phone.seat_path(options, "Jonas")).status == 200
        assert phone.request("GET", phone.seat_path(options, "Ben")).status in (403, 404)
        session.undo_stack.undo()
        qtbot.waitUntil(lambda: seat() == "Ben", timeout=10000)
    finally:
        host.stop()


def test_a_game_finished_after_a_rename_enters_the_history_under_the_new_name(qapp, tmp_path) -> None:
    from alhambra_gui.app.history import GameHistory
    from alhambra_gui.engine import Game

    game = Game(["Anna", "Ben"])
    game.build("Ben", Tile("tower", 12), (1, 0))
    session = GameSession(game)
    history = GameHistory(session, tmp_path / "history.sqlite")
    added: list[int] = []
    history.gameAdded.connect(added.append)
    session.record_scoring()  # Ben scores for his tower in scoring 1
    session.roster.set_players([Seat("Anna", "Anna", session.player_colour("Anna")),
                                Seat("Ben", "Jonas", session.player_colour("Ben"))])
    session.record_scoring()
    session.record_scoring()
    assert added, "the finished game did not enter the history"
    row = history.store().game(added[0])
    assert [seat.name for seat in row.seats] == ["Anna", "Jonas"]
    assert [seat.total for seat in row.seats] == [0, sum(s.points["Jonas"] for s in session.game.scorings)]
    # each scoring's terms, scoring 1's too (scored under Ben's name, kept under Jonas's)
    assert sorted(history.store().terms(added[0])[1]) == [1, 2, 3]
    history.close()
