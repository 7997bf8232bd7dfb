"""The photo import on a city with the second set's pieces (on the painted photo of
tests/photo_scene.py): the recogniser reads building tiles only, so a hut the city held on a
cell of the block stays there and its cell is to be checked; a piece is set on a cell by
hand (one the player has, or another described); a camp outside the block stays where it
lies when the city is accepted."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from alhambra_gui.app.session import GameSession
from alhambra_gui.engine import Game, Player, Side
from alhambra_gui.engine.modules import building_huts, camps
from alhambra_gui.widgets.photo.photo_import import PhotoImportDialog
from alhambra_gui.widgets.photo.photo_pieces import DESCRIBE

from .photo_scene import render_scene
from .test_gui_photo_import import choosing, click, placed, read

HUT = building_huts.hut("tower", "N")


@pytest.fixture(scope="module")
def scene():
    return render_scene(7, 12, tilt=12, turn=8, table="wood")


@pytest.fixture
def dialog(qtbot, scene, tmp_path):
    path = tmp_path / "city.jpg"
    path.write_bytes(scene.jpeg)
    game = Game([Player("Anna"), Player("Ben")], modules=["building_huts", "camps"])
    game.player("Anna").city.put((-30, 0), camps.camp("E"))  # far outside any block
    d = PhotoImportDialog(GameSession(game), "Anna")
    qtbot.addWidget(d)
    d.show()
    qtbot.waitExposed(d)
    assert d.load_photo(path, find=False)
    placed(d, scene)
    return d


def empty_block(d) -> tuple[int, int]:
    return next((c.col, c.row) for c in d.draft.proposal.cells if c.kind == "empty")


def test_a_hut_standing_in_the_block_is_kept_and_to_be_checked(dialog, qtbot):
    read(dialog, qtbot)
    block = empty_block(dialog)
    game = dialog.session.game
    game.player("Anna").city.put(dialog.draft.to_city(block), HUT)
    read(dialog, qtbot)
    assert dialog.draft.standing == {block: HUT}
    assert block in dialog.draft.doubtful()
    shown = dialog.preview.session.game.player("Anna").city
    assert shown.get(dialog.draft.to_city(block)) == HUT
    assert "to check" in dialog.summary.text()


def test_a_piece_set_on_a_cell_by_hand_and_the_camp_outside_kept(dialog, qtbot):
    read(dialog, qtbot)
    block = empty_block(dialog)
    dialog.choose = choosing(DESCRIBE + "building_huts")
    click(dialog.preview.viewport(), dialog.preview.view_point(block).center())
    editor = dialog.piece_editor
    assert editor is not None and editor.ok_button.text() == "Set it on the cell"
    qtbot.mouseClick(editor.form.types.button("tower"), Qt.MouseButton.LeftButton)
    qtbot.mouseClick(editor.form.sides.button(Side.S), Qt.MouseButton.LeftButton)
    qtbot.mouseClick(editor.form.sides.button(Side.N), Qt.MouseButton.LeftButton)
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    assert dialog.draft.corrections[block] == HUT
    menu = dialog.correction_menu(*block)
    pieces = next(a.menu() for a in menu.actions() if a.text() == "A piece of the modules")
    assert [a.text() for a in pieces.actions()][-1] == "Another: Building huts…"
    assert dialog.accept_city()
    city = dialog.session.game.player("Anna").city
    assert city.get(dialog.draft.to_city(block)) == HUT
    assert city.get((-30, 0)) == camps.camp("E")
