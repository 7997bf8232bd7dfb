"""A phone shows the newest state the table sent it, whatever order the answers arrive in: the
answer to a tap (HTTP) and a push of the game changed meanwhile (WebSocket) travel apart, and an
older answer arriving last took the newer push back. Seen making the README's pictures: a phone
that took its seat as the desktop recorded the final scoring kept showing the game unfinished,
no winner, until the next change. In a real browser (Debian's Chromium through Playwright)."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator

import pytest
from playwright.sync_api import Browser, Route

from alhambra_gui.engine import Game

from . import phone_browser as pb
from .table_client import file_table


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    with pb.browser_of_its_own() as started:
        yield started


def finished(game: Game) -> Game:
    done = game.copy()
    for _ in range(3):
        done.record_scoring()
    return done


def test_a_seat_taken_as_the_game_changes_shows_the_change(tmp_path, browser) -> None:
    """The seat's answer is held back until the push of the finished game has reached the page:
    it arrives last, older (Playwright's route holds the HTTP answer; the socket is not routed)."""
    with file_table(tmp_path / "game.json", Game(["Anna", "Ben"])) as (server, host):
        ben = pb.phone(browser)

        def seat_answered_late(route: Route) -> None:
            answer = route.fetch()  # the seat is taken, its state made
            host.game = finished(host.game)  # the desktop records the final scoring meanwhile
            server.publish(host.game.copy())
            ben.wait_for_timeout(500)  # the push reaches the page first
            route.fulfill(response=answer)

        try:
            ben.goto(server.url(server.status().code))
            ben.locator("#seats:not([hidden])").wait_for()
            wait_until(lambda: any(p.connected for p in server.status().phones))
            ben.route("**/api/seat", seat_answered_late)
            with ben.expect_response("**/api/seat"):
                ben.locator(".seat", has_text="Ben").tap()
            ben.wait_for_timeout(300)  # the page reads the late answer
            assert ben.locator("#who").inner_text() == "Ben"
            assert pb.state(ben)["table"]["finished"]
            assert ben.locator("#winner").is_visible()  # the newer push stays shown
        finally:
            ben.context.close()


def test_a_finished_game_offers_no_photograph(tmp_path, browser) -> None:
    """Noticed playing: after the final scoring the phone still offered "Photograph my city",
    as if the city could still count. The game is over: the phone shows the winner and the
    table, and its empty bar at the foot goes too."""
    with file_table(tmp_path / "game.json", finished(Game(["Anna", "Ben"]))) as (server, _host):
        ben = pb.phone(browser)
        try:
            ben.goto(server.url(server.status().code))
            ben.locator("#seats:not([hidden])").wait_for()
            ben.locator(".seat", has_text="Ben").tap()
            ben.locator("#winner").wait_for()
            assert pb.state(ben)["table"]["finished"]
            assert not ben.locator("#photo-button").is_visible()
            assert not ben.locator("#actions").is_visible()
        finally:
            ben.context.close()


def wait_until(condition: Callable[[], bool], seconds: float = 10.0) -> None:
    end = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < end, "timed out"
        time.sleep(0.02)
