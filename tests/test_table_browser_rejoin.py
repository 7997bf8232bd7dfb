"""A phone that left without a word (its tab closed: a phone's browser may close it while the
camera takes the photo) joins again with the next code (Debian's Chromium through Playwright,
at a phone's size). Seen in an evening of three phones (polish17): Chen's new phone found
every seat greyed out as "taken", her own too, and nothing said why or what to do. Her seat,
whose phone is away, says so and when it is free (two minutes after its phone went, or at once
when the computer disconnects that phone), and a tap on it says the same; once the computer
disconnects the phone it left, the seat is hers."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser

from alhambra_gui.engine import Game
from alhambra_gui.table import limits

from . import phone_browser as pb
from .table_client import file_table


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    with pb.browser_of_its_own() as started:
        yield started


def test_a_phone_back_at_the_table_finds_its_seat_and_what_to_do(tmp_path, browser) -> None:
    with file_table(tmp_path / "game.json", Game(["Anna", "Ben", "Chen"])) as (server, _host):
        with pb.seated(server, "Ben", "en-GB", browser), pb.seated(server, "Chen", "zh-TW", browser):
            pass  # Chen's phone left without a word: its tab closed, Ben's too
        with pb.seated(server, "Anna", "en-GB", browser) as anna:  # Anna is at the table
            back = pb.phone(browser, "en-GB")
            try:
                back.goto(server.url(server.status().code))
                back.locator("#seats:not([hidden])").wait_for()
                chen = back.locator(".seat", has_text="Chen")
                said = chen.inner_text()
                assert chen.is_enabled() and "away" in said and "2 min" in said, said
                assert back.locator(".seat", has_text="Anna").is_disabled()  # her phone is here
                # Ben's phone has been away for two minutes: his seat is free (it stayed greyed out
                # as taken, though the table would give it)
                server.table.access.seated("Ben").seen -= limits.SEAT_IDLE_SECONDS
                back.reload()
                ben = back.locator(".seat", has_text="Ben")
                ben.wait_for()
                assert ben.is_enabled() and ben.inner_text() == "Ben", ben.inner_text()
                chen = back.locator(".seat", has_text="Chen")
                chen.tap()
                back.locator("#message.bad").wait_for()
                message = back.locator("#message").inner_text()
                assert "the computer disconnects" in message, message
                chens = next(p for p in server.status().phones if p.seat == "Chen")
                server.disconnect(chens.id)  # the computer's Disconnect Phone
                back.locator(".seat:not([disabled])", has_text="Chen").wait_for()
                back.locator(".seat", has_text="Chen").tap()
                back.locator("#play:not([hidden])").wait_for()
                assert back.locator("#who").inner_text() == "Chen"
            finally:
                back.context.close()
            assert anna.locator("#who").inner_text() == "Anna"
