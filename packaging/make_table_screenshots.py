"""The README's pictures of the phones' table: ``python packaging/make_table_screenshots.py [OUT_DIR]``.

The phone page in Debian's Chromium at a phone's size (tests/phone_browser.py), served by the
headless table's host in this process on loopback, with a painted photo (tests/photo_scene.py,
never a real one): the seat to pick, the photo's proposal with a cell's tiles offered, the
city confirmed with its points explained, the winner's screen in German, a hut taken from the
modules' supply with its walls said; and the desktop's Game ▸ Invite Phones… dialog with two
phones at the table, rendered offscreen.
"""

from __future__ import annotations

import io
import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from playwright.sync_api import sync_playwright  # noqa: E402

from alhambra_gui.engine import Game, Player, load_game, save_game  # noqa: E402
from alhambra_gui.table.headless import FileHost  # noqa: E402
from alhambra_gui.table.server import TableServer  # noqa: E402
from tests import phone_browser as pb  # noqa: E402
from tests.photo_scene import render_scene  # noqa: E402


def players() -> Game:
    names = (("Anna", "#d35400"), ("Ben", "#2471a3"), ("Chen", "#229954"))
    table = []
    for name, colour in names:
        player = Player(name)
        player.extra["colour"] = colour
        table.append(player)
    return Game(table)


def phone_pictures(out: Path, work: Path) -> None:
    game_file = work / "game.json"
    save_game(players(), game_file)
    photo = work / "city.jpg"
    photo.write_bytes(render_scene(1041, 14).jpeg)  # a cell read unsurely: outlined to check
    game = load_game(game_file)
    host = FileHost(game, game_file, io.StringIO(), io.StringIO())
    server = TableServer(host, game.copy(), "127.0.0.1", 0)
    server.start()
    host.server = server
    try:
        with sync_playwright() as playwright:
            browser = pb.launch(playwright)
            anna = pb.phone(browser)
            anna.goto(server.url(server.status().code))
            anna.locator("#seats:not([hidden])").wait_for()
            anna.screenshot(path=str(out / "phone-seat.png"))
            anna.locator(".seat", has_text="Anna").tap()
            pb.photograph(anna, photo)
            anna.screenshot(path=str(out / "phone-proposal.png"))
            draft = pb.state(anna)["draft"]
            cell = next((c for c in draft["cells"] if c["unsure"]), draft["cells"][0])
            anna.locator(f"rect.cell[data-x='{cell['x']}'][data-y='{cell['y']}']").tap()
            anna.locator("#sheet:not([hidden])").wait_for()
            anna.screenshot(path=str(out / "phone-cell.png"))
            anna.locator("#sheet-close").tap()
            pb.confirm(anna)
            height = anna.evaluate("document.documentElement.scrollHeight")
            anna.set_viewport_size({"width": pb.PHONE["width"], "height": height})  # the whole page
            anna.screenshot(path=str(out / "phone-city.png"))
            finished = host.game.copy()
            for _ in range(3):
                finished.record_scoring()
            host.game = finished
            ben = pb.phone(browser, "de-DE")
            ben.goto(server.url(server.status().code))
            ben.locator(".seat", has_text="Ben").tap()
            server.publish(finished.copy())
            ben.locator("#winner:not([hidden])").wait_for()
            ben.screenshot(path=str(out / "phone-winner-de.png"))
            browser.close()
    finally:
        server.stop()
        host.finish()


def supply_picture(out: Path, work: Path) -> None:
    """Ben's phone, a game with modules: a tap beside his city, a hut from the supply, its walls."""
    import copy

    from alhambra_gui.engine import game_from_dict
    from tests.module_games import EVERY_MODULE

    game_file = work / "modules.json"
    save_game(game_from_dict(copy.deepcopy(EVERY_MODULE)), game_file)
    game = load_game(game_file)
    host = FileHost(game, game_file, io.StringIO(), io.StringIO())
    server = TableServer(host, game.copy(), "127.0.0.1", 0)
    server.start()
    host.server = server
    try:
        with sync_playwright() as playwright:
            browser = pb.launch(playwright)
            ben = pb.phone(browser)
            ben.goto(server.url(server.status().code))
            ben.locator(".seat", has_text="Ben").tap()
            ben.locator("rect.city-cell[data-x='0'][data-y='-1']").tap()
            ben.locator("#sheet-list .option[data-kind='supply']", has_text="Building hut · Garden").tap()
            ben.locator(".side-toggle[data-side='S']").tap()
            ben.locator(".side-toggle[data-side='N']").tap()
            ben.screenshot(path=str(out / "phone-supply.png"))
            browser.close()
    finally:
        server.stop()
        host.finish()


def invite_picture(out: Path) -> None:
    from PySide6.QtWidgets import QApplication

    from alhambra_gui.app.plurals import install_source_plurals
    from alhambra_gui.app.session import GameSession
    from alhambra_gui.app.table_host import TableHost
    from alhambra_gui.widgets.dialogs.invite_dialog import InviteDialog
    from tests.table_client import Phone

    app = QApplication.instance() or QApplication([])
    install_source_plurals(app)
    session = GameSession(players())
    host = TableHost(session)
    dialog = InviteDialog(host)
    dialog.address.setCurrentIndex(dialog.address.findData("127.0.0.1"))
    host.start("127.0.0.1", 0)
    try:
        for seat in ("Anna", "Ben"):
            phone = Phone(host.server)
            phone.join(host.server.status().code)
            phone.sit(seat)
        for _ in range(50):
            app.processEvents()
            if dialog.phones.count() == 2 and "Ben" in dialog.phones.item(1).text():
                break
            import time

            time.sleep(0.02)
        dialog.show()  # as tall and wide as it makes itself
        for _ in range(6):
            app.processEvents()
        dialog.grab().save(str(out / "invite-phones.png"))
    finally:
        host.stop()


def main(argv: list[str]) -> int:
    out = Path(argv[0]) if argv else ROOT / "packaging" / "screenshots"
    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as work:
        phone_pictures(out, Path(work))
        supply_picture(out, Path(work))
    invite_picture(out)
    print(f"phone and invite pictures written to {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
