"""The photo import's windows for issue 29: File ▸ Import Cities from Photos… reads every
player's photo and puts the cities in as one step; a doubted reading offers its runner-up with
one click, and the dialog says so in one sentence."""

from __future__ import annotations

import json
import sys

import pytest
from PySide6.QtCore import Qt

from alhambra_gui.app.session import GameSession
from alhambra_gui.engine import Game, Player, Tile
from alhambra_gui.photo.catalogue import catalogue
from alhambra_gui.photo.decide import decide
from alhambra_gui.photo.geometry import Corners
from alhambra_gui.photo.reading import Reading
from alhambra_gui.widgets.photo.photo_import import PhotoImportDialog
from alhambra_gui.widgets.photo.table_import import TablePhotoDialog
from alhambra_gui.widgets.shared.action_ids import ActionId

from .photo_readings import each_photo_read_once  # noqa: F401  (each photo file read once a process)
from .photo_scene import render_scene
from .test_app_photo_table import photos  # noqa: F401  (two painted cities sharing a tile)
from .test_gui_any_screen import screen_file
from .test_photo_prior import basis, seen
from .test_qt_options import run_app

LEFT = Qt.MouseButton.LeftButton


def shown_whole(label) -> bool:
    """Whether a label's text fits in it (wrapped when it wraps)."""
    box = label.contentsRect()
    flags = int(Qt.TextFlag.TextWordWrap) if label.wordWrap() else 0
    needed = label.fontMetrics().boundingRect(box, flags, label.text())
    return needed.width() <= box.width() and needed.height() <= box.height()


def test_a_doubted_reading_offers_its_runner_up_with_one_click(qtbot, tmp_path):
    session = GameSession(Game([Player("Anna"), Player("Ben")]))
    dialog = PhotoImportDialog(session, "Anna")
    qtbot.addWidget(dialog)
    dialog.show()
    walled = next(t for t in catalogue() if t.walls == "W")
    made = basis(2, 1, (0, 0), [seen(1, 0, walled)])  # walled toward the fountain: it breaks a rule
    reading = Reading.of(decide(made), Corners((0, 0), (2, 0), (2, 1), (0, 1)), False, basis=made)
    assert reading.doubt is not None and reading.runner_up is not None
    width = dialog.width()
    dialog.show_reading(reading)
    assert dialog.message.text() == \
        "The city read breaks the building rules at 1 cell: check the cells outlined."
    assert dialog.other_button.isVisible() and dialog.other_button.text() == "Show the other reading"
    assert dialog.draft.proposal.cell(1, 0).tile == walled
    assert (1, 0) in dialog.draft.doubtful()  # the cell in question, outlined in orange
    assert dialog.preview.marked() == 1 + len(dialog.draft.doubtful()) + len(dialog.draft.unresolved())
    qtbot.waitUntil(lambda: shown_whole(dialog.summary), timeout=2000)  # not cut off beside the buttons
    assert dialog.width() == width  # the dialog does not grow to hold the summary on one line
    dialog.grab().save(str(tmp_path / "doubted.png"))
    qtbot.mouseClick(dialog.other_button, LEFT)
    runner = reading.runner_up.proposal.cell(1, 0).tile
    assert runner != walled and dialog.draft.proposal.cell(1, 0).tile == runner
    assert dialog.other_button.text() == "Show the first reading"
    assert dialog.message.text().startswith("This is the other reading")
    qtbot.mouseClick(dialog.other_button, LEFT)
    assert dialog.draft.proposal.cell(1, 0).tile == walled
    dialog.grab().save(str(tmp_path / "runner-up.png"))


def test_every_player_s_photo_is_read_and_the_cities_go_in_as_one_step(qtbot, tmp_path):
    paths = []
    for name, seed, tiles in (("anna", 7, 12), ("ben", 33, 8)):
        path = tmp_path / f"{name}.jpg"
        path.write_bytes(render_scene(seed, tiles, legal=True, tilt=10.0, strays=0).jpeg)
        paths.append(path)
    session = GameSession(Game([Player("Anna"), Player("Ben")]))
    dialog = TablePhotoDialog(session)
    qtbot.addWidget(dialog)
    dialog.show()
    assert not dialog.read_button.isEnabled() and not dialog.accept_button.isEnabled()
    dialog.set_photo("Anna", paths[0])
    dialog.set_photo("Ben", paths[1])
    with qtbot.waitSignal(dialog.readDone, timeout=120000):
        qtbot.mouseClick(dialog.read_button, LEFT)
    assert dialog.tabs.count() == 2 and [dialog.tabs.tabText(k) for k in range(2)] == ["Anna", "Ben"]
    for player in ("Anna", "Ben"):
        shown = dialog.previews[player].session.game.player(player).city
        assert dict(shown) == dialog.drafts[player].tiles() and len(shown) >= 6
    preview = dialog.previews["Anna"]
    qtbot.waitUntil(lambda: preview.mapFromScene(preview.fit_rect()).boundingRect().height()
                    > 0.8 * preview.viewport().height())  # the city fills its view
    dialog.grab().save(str(tmp_path / "table.png"))
    assert dialog.accept_button.isEnabled()
    qtbot.mouseClick(dialog.accept_button, LEFT)
    assert dialog.result() == TablePhotoDialog.DialogCode.Accepted
    assert session.undo_stack.count() == 1
    for player in ("Anna", "Ben"):
        assert dict(session.game.player(player).city) == dialog.drafts[player].tiles()


def test_the_file_menu_opens_the_table_import(qtbot, monkeypatch):
    from alhambra_gui.widgets.photo import table_import
    from alhambra_gui.widgets.window.main_window import MainWindow

    window = MainWindow(GameSession(Game([Player("Anna"), Player("Ben")])))
    qtbot.addWidget(window)
    opened = []
    monkeypatch.setattr(table_import.TablePhotoDialog, "exec", lambda self: opened.append(self.session))
    window.action_map[ActionId.IMPORT_PHOTOS].trigger()
    assert opened == [window.session]
    assert window.action_map[ActionId.IMPORT_PHOTOS].text() == "Import &Cities from Photos…"


def test_a_tile_read_in_two_players_photos_is_kept_once_and_both_cells_outlined(qtbot, photos, tmp_path):  # noqa: F811
    (anna, ben), shared, _, _ = photos
    session = GameSession(Game([Player("Anna"), Player("Ben")]))
    dialog = TablePhotoDialog(session)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.set_photo("Anna", anna)
    dialog.set_photo("Ben", ben)
    with qtbot.waitSignal(dialog.readDone, timeout=120000):
        qtbot.mouseClick(dialog.read_button, LEFT)
    assert dialog.message.text() == ("1 tile was read in two cities: each stays in the city that shows it "
                                     "more surely; check the cells outlined.")
    [conflict] = dialog.result_read.table.conflicts
    players = ("Anna", "Ben")
    keeper, other = dialog.drafts[players[conflict.kept_by]], dialog.drafts[players[conflict.other]]
    assert keeper.proposal.cell(*conflict.kept_at).tile == shared
    assert other.proposal.cell(*conflict.other_at).tile != shared  # its next best
    assert conflict.kept_at in keeper.doubtful() and conflict.other_at in other.doubtful()  # both outlined
    for player in players:
        assert dialog.notes[player].text()  # each tab says why its city is doubted
    dialog.tabs.setCurrentIndex(conflict.other)
    preview = dialog.previews[players[conflict.other]]
    qtbot.waitUntil(lambda: preview.mapFromScene(preview.fit_rect()).boundingRect().height()
                    > 0.8 * preview.viewport().height())  # the tab shown fits its city
    dialog.grab().save(str(tmp_path / "conflict.png"))
    qtbot.mouseClick(dialog.accept_button, LEFT)
    cities = [dict(session.game.player(p).city) for p in players]
    held = [Tile.from_dict(shared.to_dict()) in city.values() for city in cities]
    assert held.count(True) == 1


def test_one_photo_of_the_whole_table_gives_each_player_a_city_and_two_can_be_swapped(
        qtbot, photos, tmp_path, monkeypatch):  # noqa: F811
    from PySide6.QtWidgets import QFileDialog

    from .test_photo_table_cli import side_by_side

    (anna, ben), _, _, _ = photos
    table = side_by_side(anna, ben, tmp_path / "table.jpg")
    session = GameSession(Game([Player("Anna"), Player("Ben")]))
    dialog = TablePhotoDialog(session)
    qtbot.addWidget(dialog)
    dialog.show()
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *_args, **_kw: (str(table), ""))
    qtbot.mouseClick(dialog.table_button, LEFT)
    assert dialog.photos == {"Anna": table, "Ben": table}
    with qtbot.waitSignal(dialog.readDone, timeout=120000):
        qtbot.mouseClick(dialog.read_button, LEFT)
    first = {p: dict(dialog.drafts[p].tiles()) for p in ("Anna", "Ben")}
    assert first["Anna"] != first["Ben"] and all(len(city) >= 6 for city in first.values())
    swap = dialog.swap_buttons["Anna"]
    assert swap.isVisible() and swap.text() == "Another player's city…"
    offered = []

    def choose(menu, _where):
        offered.extend(action.text() for action in menu.actions())
        return menu.actions()[0]

    dialog.choose = choose
    qtbot.mouseClick(swap, LEFT)
    assert offered == ["This is Ben's city"]
    assert dialog.drafts["Anna"].tiles() == first["Ben"] and dialog.drafts["Ben"].tiles() == first["Anna"]
    assert dict(dialog.previews["Anna"].session.game.player("Anna").city) == first["Ben"]
    dialog.grab().save(str(tmp_path / "swapped.png"))
    qtbot.mouseClick(dialog.accept_button, LEFT)
    assert dict(session.game.player("Anna").city) == first["Ben"]
    assert dict(session.game.player("Ben").city) == first["Anna"]


@pytest.mark.skipif(sys.platform == "win32", reason="the offscreen plugin's screen file")
def test_the_dialog_fits_a_1280_by_720_screen_with_accept_in_reach(tmp_path):
    """Before: it opened 1100×760 whatever the screen, on a 1280×720 one its Accept and Cancel
    below the bottom edge (a process of its own on an offscreen screen of that size)."""
    config = screen_file(tmp_path, 1280, 720)
    result = run_app(tmp_path, "-platform", f"offscreen:configfile={config}",
                     module="tests.photo_dialog_probe", PROBE_TABLE="1")
    assert result.returncode == 0, result.stderr
    found = json.loads(result.stdout)
    assert found["on_screen"], found
    assert found["buttons"] == {"acceptCities": True, "readPhotos": True}, found
