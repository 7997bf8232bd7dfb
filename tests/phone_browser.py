"""A phone in Debian's Chromium (Playwright): the table's page at a phone's size, touched as a
player touches it. Used by the browser tests and by packaging/make_table_screenshots.py."""

from __future__ import annotations

import contextlib
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from playwright.sync_api import Browser, Page, Playwright, sync_playwright

CHROMIUM = "/usr/bin/chromium"
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
        "--disable-sync", "--no-first-run", "--disable-dev-shm-usage"]
#: An iPhone's viewport (CSS pixels), as a phone held upright.
PHONE = {"width": 390, "height": 844}
#: The errors the phones' pages let through uncaught since they were last taken: none may be
#: (tests/conftest.py fails a test after which any are left).
_SCRIPT_ERRORS: list[str] = []


def launch(playwright: Playwright) -> Browser:
    return playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)


def phone(browser: Browser, locale: str = "en-GB") -> Page:
    context = browser.new_context(viewport=PHONE, device_scale_factor=2, is_mobile=True, has_touch=True,
                                  locale=locale)
    page = context.new_page()
    page.set_default_timeout(30000)
    page.on("pageerror", lambda error: _SCRIPT_ERRORS.append(f"{page.url}: {error}"))
    return page


def take_script_errors() -> list[str]:
    """The errors the pages' script let through uncaught (a module that fails to load, a name
    it imports that another does not export, a slip in a handler) since last taken."""
    taken = list(_SCRIPT_ERRORS)
    _SCRIPT_ERRORS.clear()
    return taken


def join(page: Page, url: str, seat: str) -> None:
    """Open the QR code's address, then tap the seat."""
    page.goto(url)
    page.locator("#seats:not([hidden])").wait_for()
    page.locator(".seat", has_text=seat).tap()
    page.locator("#play:not([hidden])").wait_for()


@contextlib.contextmanager
def browser_of_its_own() -> Iterator[Browser]:
    """A browser started for the caller (in the caller's thread: Playwright's objects stay in
    the thread that made them), closed afterwards. A test module's tests may share one: each
    phone is a context of its own (``phone``), as apart from the others as another browser's."""
    with sync_playwright() as playwright:
        browser = launch(playwright)
        try:
            yield browser
        finally:
            browser.close()


@contextlib.contextmanager
def seated(server: Any, seat: str, locale: str = "en-GB", browser: Browser | None = None) -> Iterator[Page]:
    """A phone joined to ``server`` (a TableServer) at ``seat``: a fresh context of ``browser``,
    closed afterwards (without a browser: of a fresh browser, closed afterwards)."""
    if browser is None:
        with browser_of_its_own() as own, seated(server, seat, locale, own) as page:
            yield page
        return
    page = phone(browser, locale)
    try:
        join(page, server.url(server.status().code), seat)
        yield page
    finally:
        page.context.close()


def state(page: Page) -> dict[str, Any]:
    """What the table tells this phone now (asked with its own token, as the page asks)."""
    text = page.evaluate("""async () => {
        const token = sessionStorage.getItem('alhambra-token');
        const r = await fetch('/api/state', {headers: {Authorization: 'Bearer ' + token}});
        return await r.text(); }""")
    return json.loads(text)


def photograph(page: Page, photo: Path) -> None:
    """Take the photo (the file input a tap on "Photograph my city" opens) and wait for the draft."""
    page.set_input_files("#photo", str(photo))
    page.locator("#draft-buttons:not([hidden])").wait_for(timeout=60000)


def correct_a_cell(page: Page) -> tuple[int, int]:
    """Tap a cell holding a tile and pick another tile for it (not its own, offered first, nor
    the empty cell after it); the cell, whose draft then holds the tile picked."""
    draft = state(page)["draft"]
    cell = next(c for c in draft["cells"] if c["tile"])
    x, y = cell["x"], cell["y"]
    page.locator(f"rect.cell[data-x='{x}'][data-y='{y}']").tap()
    page.locator("#sheet:not([hidden])").wait_for()
    shown = f"{cell['tile']['price']}"
    options = page.locator(".option:not(.unfit):not(.current)", has_text="·")  # a tile's name · its walls
    for index in range(options.count()):
        option = options.nth(index)
        if shown not in option.inner_text().split("·")[0]:
            option.tap()
            break
    page.locator("#sheet[hidden]").wait_for(state="attached")
    page.locator(f"rect.cell[data-x='{x}'][data-y='{y}']").wait_for(state="attached")
    for _ in range(100):  # the page shows the draft the table sent back
        now = next(c for c in state(page)["draft"]["cells"] if (c["x"], c["y"]) == (x, y))
        if now["tile"] and now["tile"] != cell["tile"]:
            break
        page.wait_for_timeout(50)
    else:
        raise AssertionError(f"cell {x},{y} still holds {cell['tile']}")
    return x, y


def confirm(page: Page) -> None:
    page.locator("#confirm").tap()
    page.locator("#message.good").wait_for()
