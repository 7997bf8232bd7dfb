"""The table's page words itself as the phone's language sets words (Debian's Chromium through
Playwright, at a phone's size): the header names the game served (it said "Alhambra" always,
in Latin letters on a Chinese phone and on a Granada table: seen by play15), and sentences
follow one another as the language writes them, with a space between in English and German,
none after a Chinese full stop (seen by play15 on a Chinese phone: "確認前請檢查框出的格子。
點一下…" had a space between; the German sentences keep theirs: test_table_browser.py's doubt
test); once the table has closed, the page says that and no more (it still showed "Your city
is in the game." above "Not at the table", and the seat's name: seen by play15)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser

from alhambra_gui.engine import Game

from . import phone_browser as pb
from .photo_scene import render_scene
from .table_client import file_table


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    with pb.browser_of_its_own() as started:
        yield started


@pytest.mark.parametrize(("variant", "locale", "title"), [
    ("alhambra", "zh-TW", "阿爾罕布拉"), ("granada", "zh-TW", "格拉納達"), ("granada", "en-GB", "Granada"),
])
def test_the_header_names_the_game_served_in_the_phones_language(tmp_path, browser, variant, locale,
                                                                 title) -> None:
    with file_table(tmp_path / "game.json", Game(["Anna", "Ben"], variant=variant)) as (server, _host), \
            pb.seated(server, "Anna", locale, browser) as anna:
        assert anna.locator("#title").inner_text() == title
        assert anna.title() == title


@pytest.mark.parametrize(("locale", "said"), [
    ("en-GB", "Longest moat\n0 moat segments in one line"),
    ("de-DE", "Längster Graben\n0 Grabenstücke am Stück"), ("zh-TW", "最長護城河\n連成一線的 0 段護城河"),
])
def test_a_granada_scoreboard_counts_moat_segments(tmp_path, browser, locale, said) -> None:
    """The longest moat's row said "0 wall segments in one line" under "Longest moat" on a
    Granada table (seen playing this stop)."""
    with file_table(tmp_path / "game.json", Game(["Anna", "Ben"], variant="granada")) as (server, _host), \
            pb.seated(server, "Anna", locale, browser) as anna:
        rows = anna.locator("#points tr").all_inner_texts()  # the city's points, if scored now
    assert [text.split("\t")[0].strip() for text in rows][-2] == said  # the row above the total


@pytest.mark.parametrize(("variant", "shown"), [("alhambra", True), ("granada", False)])
def test_the_actions_bar_shows_only_with_an_action(tmp_path, browser, variant, shown) -> None:
    """A Granada table offers no photograph: its bar at the bottom stood empty over the
    points, a line across the park's row (seen playing this stop)."""
    with file_table(tmp_path / "game.json", Game(["Anna", "Ben"], variant=variant)) as (server, _host), \
            pb.seated(server, "Anna", "en-GB", browser) as anna:
        assert anna.locator("#actions").is_visible() is shown


def test_before_a_seat_the_header_is_in_the_phones_language_too(tmp_path, browser) -> None:
    """The join page, before any seat, still said "Alhambra" in Latin letters on a Chinese
    phone, above a Chinese form and a Chinese refusal of a wrong code (seen on a phone)."""
    with file_table(tmp_path / "game.json", Game(["Anna", "Ben"])) as (server, _host):
        page = pb.phone(browser, "zh-TW")
        try:
            page.goto(server.url("WRONG1"))
            page.locator("#join:not([hidden])").wait_for()
            assert page.locator("#title").inner_text() == "阿爾罕布拉"
            assert page.title() == "阿爾罕布拉"
        finally:
            page.context.close()


def test_a_chinese_phones_sentences_follow_each_other_without_a_space(tmp_path, browser) -> None:
    photo = tmp_path / "city.jpg"
    photo.write_bytes(render_scene(1046, 14).jpeg)
    with file_table(tmp_path / "game.json", Game(["Anna", "Ben"])) as (server, _host), \
            pb.seated(server, "Anna", "zh-TW", browser) as anna:
        pb.photograph(anna, photo)

        def doubted(route) -> None:  # the reader's state, doubting as many cells read unsure
            response = route.fetch()
            body = response.json()
            body["draft"]["doubt"], body["draft"]["doubtful"] = {"kind": "unsure"}, True
            route.fulfill(response=response, json=body)

        anna.route("**/api/state", doubted)
        anna.route_web_socket("**/ws", lambda _socket: None)  # no state pushed over the one asked
        anna.reload()
        anna.locator("#draft-note:not([hidden])").wait_for()
        note = anna.locator("#draft-note").inner_text()
    assert note == ("許多格子讀取不確定：確認前請檢查框出的格子。"
                    "點一下格子即可更換板塊。按「確認」就把這座城邦放進遊戲。")



def test_a_closed_table_leaves_no_word_of_the_table_before(tmp_path, browser) -> None:
    photo = tmp_path / "city.jpg"
    photo.write_bytes(render_scene(1046, 14).jpeg)
    with file_table(tmp_path / "game.json", Game(["Anna", "Ben"])) as (server, _host), \
            pb.seated(server, "Anna", "zh-TW", browser) as anna:
        pb.photograph(anna, photo)
        pb.confirm(anna)
        assert anna.locator("#who").inner_text() == "Anna"
        server.stop()
        anna.locator("#gone:not([hidden])").wait_for()
        assert anna.locator("#gone-text").inner_text() == "牌桌已在電腦上關閉。"
        assert anna.locator("#message").is_hidden()
        assert anna.locator("#who").inner_text() == ""


def test_points_below_zero_are_written_with_a_minus_sign(tmp_path, browser) -> None:
    """Medinas cost every player points from the start (two without one share the first
    place's −3 rounded up, and pay −1 more: −3): the phone wrote "-3" with a hyphen where the
    window writes "−3" (seen by play15)."""
    game = Game(["Anna", "Ben"], modules=["medina"])
    with file_table(tmp_path / "game.json", game) as (server, _host), \
            pb.seated(server, "Anna", "en-GB", browser) as anna:
        total = anna.locator("#points tr.total td.n").inner_text()
        mine = anna.locator("#scoreboard tr.me td.n").inner_text()
    assert total == "\N{MINUS SIGN}3" and mine == "0 · \N{MINUS SIGN}3"
