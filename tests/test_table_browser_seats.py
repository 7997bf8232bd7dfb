"""A player taken out of the game on the computer (Game ▸ Players…, before the first scoring):
the phone in that seat is told so in its language and chooses a seat again (Debian's Chromium
through Playwright, at a phone's size)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser

from alhambra_gui.app.roster_edits import Seat
from alhambra_gui.app.session import GameSession
from alhambra_gui.app.table_host import TableHost
from alhambra_gui.engine import Game

from . import phone_browser as pb
from .table_client import LOOPBACK


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    with pb.browser_of_its_own() as started:
        yield started


def test_the_phone_of_a_player_taken_out_is_told_and_chooses_a_seat_again(qtbot, browser) -> None:
    session = GameSession(Game(["Anna", "Ben", "Chen"]))
    host = TableHost(session)
    host.start(LOOPBACK, 0)
    try:
        with pb.seated(host.server, "Ben", "de-DE", browser) as ben:
            kept = [Seat(name, name, session.player_colour(name)) for name in ("Anna", "Chen")]
            session.roster.set_players(kept)
            ben.locator("#seats:not([hidden])").wait_for()
            said = ben.locator("#message").inner_text()
            assert said == ("Ben wurde am Computer aus dem Spiel genommen. "
                            "Spielst du noch mit, tippe auf deinen Platz."), said
            assert [s.strip() for s in ben.locator(".seat").all_inner_texts()] == ["Anna", "Chen"]
    finally:
        host.stop()
