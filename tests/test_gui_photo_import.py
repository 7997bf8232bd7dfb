"""File ▸ Import city from photo… with pytest-qt, on a painted photo (tests/photo_scene.py):
corners dragged with real mouse events, the grid, a calibration click, corrections,
accept as one undoable step, and the refusals."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication

from alhambra_gui.app import language
from alhambra_gui.app.session import GameSession
from alhambra_gui.engine import Game, Player, Tile
from alhambra_gui.photo import TileRef
from alhambra_gui.photo.catalogue import catalogue
from alhambra_gui.widgets.photo.photo_import import PhotoImportDialog
from alhambra_gui.widgets.shared.action_ids import ActionId

from .photo_scene import render_scene

LEFT = Qt.MouseButton.LeftButton


@pytest.fixture(scope="module")
def scene():
    return render_scene(7, 12, tilt=12, turn=8, table="wood")


@pytest.fixture(scope="module")
def photo(scene, tmp_path_factory):
    path = tmp_path_factory.mktemp("photo") / "city.jpg"
    path.write_bytes(scene.jpeg)
    return path


@pytest.fixture
def game():
    return Game([Player("Anna"), Player("Ben")])


@pytest.fixture
def dialog(qtbot, game, photo):
    session = GameSession(game)
    d = PhotoImportDialog(session, "Anna")
    qtbot.addWidget(d)
    d.show()
    qtbot.waitExposed(d)
    assert d.load_photo(photo, find=False)
    return d


def placed(d, scene):
    """The dialog with the scene's true corners and grid."""
    d.set_grid(scene.cols, scene.rows)
    d.canvas.set_corners(scene.corners)
    return d


def read(d, qtbot):
    """Read the photo and wait until the reading (off the GUI thread) has ended."""
    with qtbot.waitSignal(d.readDone, timeout=30000):
        assert d.read()
    assert not d.reading()


def mouse(widget, kind, pos: QPointF, buttons=LEFT):
    button = LEFT if kind != QEvent.Type.MouseMove else Qt.MouseButton.NoButton
    event = QMouseEvent(kind, pos, widget.mapToGlobal(pos), button, buttons, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(widget, event)


def click(widget, pos: QPointF):
    mouse(widget, QEvent.Type.MouseButtonPress, pos)
    mouse(widget, QEvent.Type.MouseButtonRelease, pos, Qt.MouseButton.NoButton)


def choosing(data):
    """A menu chooser that picks the action carrying ``data`` (searching submenus)."""
    def choose(menu, _where):
        for action in menu.actions():
            inner = action.menu()
            found = choose(inner, _where) if inner is not None else None
            if found is not None:
                return found
            if action.data() == data and action.isEnabled():
                return action
        return None
    return choose


def test_dragging_a_handle_with_the_mouse_moves_its_corner_and_the_grid(dialog, qtbot):
    canvas = dialog.canvas
    viewport = canvas.viewport()
    before = canvas.corners()[1]
    start = canvas.handle_view_point(1)
    end = start + QPointF(-40, 25)
    mouse(viewport, QEvent.Type.MouseButtonPress, start)
    for step in range(1, 6):
        mouse(viewport, QEvent.Type.MouseMove, start + (end - start) * (step / 5), LEFT)
    mouse(viewport, QEvent.Type.MouseButtonRelease, end, Qt.MouseButton.NoButton)
    after = canvas.corners()[1]
    scale = 1 / canvas.zoom_level()
    assert after[0] - before[0] == pytest.approx(-40 * scale, abs=2 * scale)
    assert after[1] - before[1] == pytest.approx(25 * scale, abs=2 * scale)
    cols, _ = canvas.grid()
    assert canvas.homography().point(cols, 0) == pytest.approx(after, abs=1e-6)
    assert dialog.loupe.centre() == canvas.handles[1].pos()  # the loupe follows the dragged corner


def test_the_arrow_keys_nudge_the_selected_corner(dialog, qtbot):
    canvas = dialog.canvas
    canvas.setFocus()
    qtbot.keyClick(canvas, Qt.Key.Key_3)  # SE
    before = canvas.corners()[2]
    for _ in range(3):
        qtbot.keyClick(canvas, Qt.Key.Key_Right)
    qtbot.keyClick(canvas, Qt.Key.Key_Down, Qt.KeyboardModifier.ShiftModifier)
    assert canvas.corners()[2] == pytest.approx((before[0] + 3, before[1] + 10))


def test_the_grid_has_the_columns_and_rows_asked_for(dialog):
    dialog.set_grid(6, 4)
    canvas = dialog.canvas
    assert canvas.grid() == (6, 4)
    lines = canvas._grid.path().elementCount() // 2
    assert lines == (6 + 1) + (4 + 1)
    assert canvas.homography().point(6, 4) == pytest.approx(canvas.corners()[2], abs=1e-6)
    assert canvas.cell_at(QPointF(*canvas.homography().point(5.5, 3.5))) == (5, 3)


def test_corners_that_make_no_block_are_one_sentence(dialog):
    nw, ne, se, sw = dialog.canvas.corners()
    dialog.canvas.set_corners([nw, se, ne, sw])  # crossed
    dialog.canvas.cornersChanged.emit()
    assert dialog.message.text() == "The corners must go round a convex block in the order NW, NE, SE, SW."
    assert not dialog.read_button.isEnabled()
    assert dialog.canvas.homography() is None


def test_an_unreadable_photo_is_one_sentence(dialog, tmp_path):
    junk = tmp_path / "junk.jpg"
    junk.write_bytes(b"not a photo at all")
    assert not dialog.load_photo(junk)
    assert dialog.message.text() == \
        "junk.jpg is not a photo this program reads (JPEG, PNG, WebP, TIFF, GIF or BMP)."
    assert "Traceback" not in dialog.message.text()


def test_reading_proposes_the_city_and_outlines_the_cells_to_check(dialog, scene, qtbot):
    placed(dialog, scene)
    read(dialog, qtbot)
    proposal = dialog.draft.proposal
    assert proposal.fountain == scene.fountain
    pairs = zip(proposal.cells, scene.cells, strict=True)
    right = sum((c.kind, c.type) == (t["kind"], t["type"]) for c, t in pairs)
    assert right >= 0.9 * len(scene.cells)
    city = dialog.preview.session.game.player("Anna").city
    assert dict(city) == dialog.draft.tiles()
    assert dialog.preview.marked() == 1 + len(dialog.draft.doubtful()) + len(dialog.draft.unresolved())
    assert dialog.session.game.player("Anna").city.tiles() == []  # nothing accepted yet


def test_a_calibration_click_tells_the_recogniser_a_cell_and_reads_again(dialog, scene, qtbot):
    placed(dialog, scene)
    read(dialog, qtbot)
    cell = next(c for c in scene.cells if c["kind"] == "building")
    col, row = cell["col"], cell["row"]
    dialog.choose = choosing(cell["type"])
    where = dialog.canvas.mapFromScene(QPointF(*dialog.canvas.homography().point(col + 0.5, row + 0.5)))
    with qtbot.waitSignal(dialog.readDone, timeout=30000):
        click(dialog.canvas.viewport(), QPointF(where))
    assert dialog.known == {(col, row): cell["type"]}
    assert dialog.draft.proposal.cell(col, row).type == cell["type"]
    assert dialog.draft.proposal.cell(col, row).confidence > 0.6
    assert not dialog.canvas._marks.path().isEmpty()


def test_accept_replaces_the_city_in_one_undoable_step(dialog, scene, game, qtbot):
    game.take_into_reserve("Anna", Tile.from_dict(next(c for c in scene.cells if c["tile"])["tile"]))
    used = {TileRef(**c["tile"]) for c in scene.cells if c["tile"]}
    other = next(t for t in catalogue() if t not in used)
    game.build("Anna", Tile.from_dict(other.to_dict()), (1, 0), force=True)
    old_city = game.player("Anna").city.copy()
    placed(dialog, scene)
    read(dialog, qtbot)
    tiles = dialog.draft.tiles()
    session = dialog.session
    depth = session.undo_stack.count()
    assert dialog.accept_city()
    anna = session.game.player("Anna")
    assert dict(anna.city) == tiles
    assert all(t not in anna.reserve for t in tiles.values())  # the reserve tile went into the city
    assert session.undo_stack.count() == depth + 1
    assert session.undo_stack.undoText() == "Import Anna's city from a photo"
    translators = language.Translators.of(QApplication.instance())
    try:  # the step is named in the language of the moment, the dialog long gone
        translators.apply("de")
        session.retranslate()
        assert session.undo_stack.undoText() == "Stadt von Anna aus einem Foto importieren"
    finally:
        translators.apply("en")
        session.retranslate()
    session.undo_stack.undo()
    assert session.game.player("Anna").city == old_city
    assert len(session.game.player("Anna").reserve) == 1


def test_a_cell_is_corrected_by_a_click_on_the_proposal(dialog, scene, qtbot):
    placed(dialog, scene)
    read(dialog, qtbot)
    block = next((c.col, c.row) for c in dialog.draft.proposal.cells if c.kind == "building")
    dialog.choose = choosing("empty")
    rect = dialog.preview.view_point(block)
    click(dialog.preview.viewport(), rect.center())
    assert dialog.draft.corrections == {block: None}
    assert dialog.draft.to_city(block) not in dialog.preview.session.game.player("Anna").city
    spare = next(t for t in catalogue() if t not in dialog.draft.buildings().values())
    dialog.choose = choosing(spare)
    click(dialog.preview.viewport(), rect.center())
    assert dialog.preview.session.game.player("Anna").city.get(dialog.draft.to_city(block)) == \
        Tile.from_dict(spare.to_dict())


def test_a_tile_elsewhere_in_the_game_cannot_be_accepted(dialog, scene, game, qtbot):
    placed(dialog, scene)
    read(dialog, qtbot)
    block, ref = next(iter(dialog.draft.buildings().items()))
    game.take_into_reserve("Ben", Tile.from_dict(ref.to_dict()))
    menu = dialog.correction_menu(*block)
    offered = [a for m in menu.actions() if m.menu() for a in m.menu().actions() if a.data() == ref]
    assert len(offered) == 1 and not offered[0].isEnabled()  # not offered as a correction either
    assert not dialog.accept_city()
    assert "is already in Ben's reserve." in dialog.message.text()
    assert dialog.session.game.player("Anna").city.tiles() == []
    assert dialog.session.undo_stack.count() == 0


def test_the_file_menu_opens_it_for_the_player_shown(qtbot, monkeypatch):
    from alhambra_gui.widgets.photo import photo_import
    from alhambra_gui.widgets.window.main_window import MainWindow

    window = MainWindow(GameSession(Game([Player("Anna"), Player("Ben")])))
    qtbot.addWidget(window)
    window.show_city("Ben")
    opened = []
    monkeypatch.setattr(photo_import.PhotoImportDialog, "exec", lambda self: opened.append(self.player))
    window.action_map[ActionId.IMPORT_PHOTO].trigger()
    assert opened == ["Ben"]
    file_menu = window.findChild(type(window.menuBar().actions()[0].menu()), "menu_file")
    assert window.action_map[ActionId.IMPORT_PHOTO] in file_menu.actions()


def test_a_city_kept_while_typed_counts_score_is_not_replaced(dialog, scene, qtbot):
    from alhambra_gui.engine.counts_actions import use_counts

    use_counts(dialog.session.game, "Anna")
    placed(dialog, scene)
    read(dialog, qtbot)
    assert not dialog.accept_city()
    assert dialog.message.text().startswith("Anna is scored from typed counts: the city is kept")
    assert dialog.session.game.player("Anna").city.tiles() == []
    assert dialog.session.undo_stack.count() == 0
