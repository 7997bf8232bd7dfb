"""Issue 10, place by click: a tile chosen in the palette, a reserve, the filter or by a typed
code lights its legal cells with their wall lengths; a click on a lit cell builds it; Escape
or a second click on the tile lets go. Real mouse and key events throughout."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QMessageBox

from alhambra_gui.app.autosave import Autosave
from alhambra_gui.app.session import GameSession
from alhambra_gui.engine import Cell, Side, Tile, Walls, load_game
from alhambra_gui.widgets.tiles.tile_hand import TileHand
from alhambra_gui.widgets.window.main_window import MainWindow

LEFT = Qt.MouseButton.LeftButton
SHIFT = Qt.KeyboardModifier.ShiftModifier


def shown_window(qtbot, tmp_path, game) -> MainWindow:
    """``game`` in a shown 1440×900 main window whose questions are answered "Discard"."""
    main = MainWindow(GameSession(game), Autosave(tmp_path / "appdata"))
    main.files.ask = lambda *_args: QMessageBox.StandardButton.Discard
    qtbot.addWidget(main)
    main.resize(1440, 900)
    main.show()
    qtbot.waitExposed(main)
    return main


@pytest.fixture
def window(qtbot, tmp_path, example_path):
    """The three-player example in a shown main window, Anna's city in front."""
    main = shown_window(qtbot, tmp_path, load_game(example_path("three-players")))
    main.show_city("Anna")
    qtbot.waitUntil(main.city_page("Anna").view.isVisible)
    return main


def click_cell(qtbot, view, cell, modifier=Qt.KeyboardModifier.NoModifier) -> None:
    qtbot.mouseClick(view.viewport(), LEFT, modifier, view.view_point(cell))


def free_tile_with_choices(session, player="Anna", least=2) -> Tile:
    city = session.game.player(player).city
    return next(t for t in session.game.free_tiles() if len(city.legal_cells(t)) >= least)


def test_a_palette_click_lights_the_legal_cells_with_their_walls(qtbot, window):
    session, view = window.session, window.city_page("Anna").view
    tile = free_tile_with_choices(session)
    chip = window.palette_dock.chip_for(tile)
    qtbot.mouseClick(chip, LEFT)
    assert chip.chosen and TileHand.of(session).held.tile == tile
    city = session.game.player("Anna").city
    legal = set(city.legal_cells(tile))
    assert set(view.city_scene().highlighted_cells()) == legal
    expected = {}
    for cell in legal:
        after = city.copy()
        after.put(cell, tile)
        expected[cell] = after.longest_wall()
    # The figures come a share of a frame at a time (widgets/city/wall_figures.py).
    qtbot.waitUntil(lambda: not view.city_scene().wall_figures_pending())
    assert view.city_scene().wall_hints() == expected


def test_hovering_shows_the_ghost_and_the_verdict(qtbot, window):
    session, view = window.session, window.city_page("Anna").view
    tile = free_tile_with_choices(session)
    qtbot.mouseClick(window.palette_dock.chip_for(tile), LEFT)
    cell = sorted(view.city_scene().highlighted_cells())[0]
    qtbot.mouseMove(view.viewport(), view.view_point(cell))
    ghost = view.city_scene().ghost
    assert ghost.isVisible() and ghost.tile == tile
    assert ghost.pos().toPoint() == QPoint(cell.x * 64, cell.y * 64)  # on the hovered cell
    assert ": legal. Longest wall would be " in view.overlay_text()


def test_a_click_on_a_lit_cell_builds_the_tile_and_lets_go(qtbot, window):
    session, view = window.session, window.city_page("Anna").view
    tile = free_tile_with_choices(session)
    chip = window.palette_dock.chip_for(tile)
    qtbot.mouseClick(chip, LEFT)
    cell = sorted(view.city_scene().highlighted_cells())[0]
    click_cell(qtbot, view, cell)
    assert session.game.player("Anna").city.get(cell) == tile
    assert TileHand.of(session).held is None
    assert view.city_scene().highlighted_cells() == () and not chip.chosen
    assert view.cursor_cell() == cell


def test_an_illegal_cell_is_refused_and_the_tile_stays_in_hand(qtbot, window):
    session, view, page = window.session, window.city_page("Anna").view, window.city_page("Anna")
    tile = free_tile_with_choices(session)
    qtbot.mouseClick(window.palette_dock.chip_for(tile), LEFT)
    far = Cell(6, 6)
    click_cell(qtbot, view, far)
    assert "does not share a side with the city" in page.banner_text()
    assert TileHand.of(session).held.tile == tile
    assert session.game.player("Anna").city.get(far) is None
    click_cell(qtbot, view, far, SHIFT)  # anyway, as a physical city stands
    assert session.game.player("Anna").city.get(far) == tile


def test_escape_or_a_second_click_lets_go(qtbot, window):
    session, view = window.session, window.city_page("Anna").view
    tile = free_tile_with_choices(session)
    chip = window.palette_dock.chip_for(tile)
    qtbot.mouseClick(chip, LEFT)
    qtbot.mouseClick(chip, LEFT)
    assert TileHand.of(session).held is None and not chip.chosen
    assert view.city_scene().highlighted_cells() == ()
    qtbot.mouseClick(chip, LEFT)
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Escape)
    assert TileHand.of(session).held is None and view.city_scene().highlighted_cells() == ()
    steps = session.undo_stack.count()
    click_cell(qtbot, view, Cell(1, -1))  # an empty hand: a click builds nothing
    assert session.undo_stack.count() == steps


def test_a_reserve_click_shows_its_owners_city_lit(qtbot, window):
    session = window.session
    tile = free_tile_with_choices(session, "Ben")
    session.reserve("Ben", tile)
    chip = next(c for c in window.reserves.section("Ben").chips() if c.tile == tile)
    qtbot.mouseClick(chip, LEFT)
    assert window.current_player() == "Ben" and chip.chosen
    view = window.city_page("Ben").view
    qtbot.waitUntil(view.isVisible)  # a city seen for the first time is built as it is shown
    legal = set(session.game.player("Ben").city.legal_cells(tile))
    assert set(view.city_scene().highlighted_cells()) == legal
    cell = sorted(legal)[0]
    click_cell(qtbot, view, cell)
    assert session.game.player("Ben").city.get(cell) == tile
    assert tile not in session.game.player("Ben").reserve


def test_a_typed_code_shows_its_ghost_at_the_cursor_with_its_cells(qtbot, window):
    session, view = window.session, window.city_page("Anna").view
    tile = Tile("pavilion", 4, Walls("ES"))
    view.setFocus()
    view.set_cursor((1, -1))
    qtbot.keyClicks(view, "p4es")
    ghost = view.city_scene().ghost
    assert ghost.isVisible() and ghost.tile == tile
    assert ghost.pos().toPoint() == QPoint(64, -64)
    assert set(view.city_scene().highlighted_cells()) == set(
        session.game.player("Anna").city.legal_cells(tile))
    qtbot.keyClick(view, Qt.Key.Key_Right)  # the ghost follows the cursor
    assert ghost.pos().toPoint() == QPoint(128, -64)
    qtbot.keyClick(view, Qt.Key.Key_Escape)
    assert not ghost.isVisible() and view.city_scene().highlighted_cells() == ()


def test_a_filter_with_one_match_lights_its_cells(qtbot, window):
    session, view = window.session, window.city_page("Anna").view
    tile = free_tile_with_choices(session)
    window.palette_dock.filter_edit.setFocus()
    letter = session.game.variant.building_type(tile.type).letter.lower()
    code = f"{letter}{tile.price}{tile.walls.letters.lower() or '-'}"
    qtbot.keyClicks(window.palette_dock.filter_edit, code)
    assert TileHand.of(session).held.tile == tile
    assert set(view.city_scene().highlighted_cells()) == set(
        session.game.player("Anna").city.legal_cells(tile))
    window.palette_dock.filter_edit.clear()
    assert TileHand.of(session).held is None


@pytest.fixture
def dirk_window(qtbot, tmp_path, example_path):
    """The two-player example with Dirk in a shown main window."""
    return shown_window(qtbot, tmp_path, load_game(example_path("two-players-dirk")))


def test_a_click_on_a_reserve_or_on_dirk_puts_the_tile_in_hand_there(qtbot, dirk_window):
    from alhambra_gui.engine import DIRK

    session, reserves = dirk_window.session, dirk_window.reserves
    first, second = session.game.free_tiles()[:2]
    qtbot.mouseClick(dirk_window.palette_dock.chip_for(first), LEFT)
    dirk = reserves.section(DIRK)
    qtbot.mouseClick(dirk, LEFT, pos=QPoint(dirk.width() // 2, dirk.height() - 4))
    where = session.game.locate(first)
    assert where is not None and where.holder == DIRK
    assert TileHand.of(session).held is None  # the tile left the hand with the palette
    qtbot.mouseClick(dirk_window.palette_dock.chip_for(second), LEFT)
    anna = reserves.section("Anna")
    qtbot.mouseClick(anna, LEFT, pos=QPoint(anna.width() // 2, anna.height() - 4))
    where = session.game.locate(second)
    assert (where.place, where.holder) == ("reserve", "Anna")
    assert second in anna.tiles()


def test_a_reserve_tile_clicked_onto_its_own_reserve_stays_in_hand(qtbot, dirk_window):
    session, reserves = dirk_window.session, dirk_window.reserves
    anna = reserves.section("Anna")
    if not anna.chips():
        session.reserve("Anna", session.game.free_tiles()[0])
    chip = anna.chips()[0]
    qtbot.mouseClick(chip, LEFT)
    held = TileHand.of(session).held
    assert held is not None and held.tile == chip.tile
    before = session.undo_stack.count()
    qtbot.mouseClick(anna, LEFT, pos=QPoint(anna.width() // 2, anna.height() - 4))
    assert session.undo_stack.count() == before
    assert TileHand.of(session).held == held


def test_a_press_on_one_reserve_released_outside_it_puts_nothing_there(qtbot, dirk_window):
    session, reserves = dirk_window.session, dirk_window.reserves
    tile = session.game.free_tiles()[0]
    qtbot.mouseClick(dirk_window.palette_dock.chip_for(tile), LEFT)
    anna = reserves.section("Anna")
    inside = QPoint(anna.width() // 2, anna.height() - 4)
    qtbot.mousePress(anna, LEFT, pos=inside)
    qtbot.mouseRelease(anna, LEFT, pos=QPoint(anna.width() // 2, anna.height() + 40))  # below it
    assert session.game.locate(tile) is None
    assert TileHand.of(session).held is not None and TileHand.of(session).held.tile == tile


def test_the_ghosts_price_is_not_covered_by_the_cells_wall_number(qtbot, window):
    """The lit cell under the pointer shows the ghost, faded: its wall number (said in the
    overlay) is left out there, so it cannot read as the tile's price ("P 3" for Pavilion 2);
    the other lit cells keep theirs, and it comes back when the pointer moves on."""
    from PySide6.QtGui import QImage, QPainter

    from alhambra_gui.widgets.city.city_items import cell_rect

    session, view = window.session, window.city_page("Anna").view
    tile = free_tile_with_choices(session)
    qtbot.mouseClick(window.palette_dock.chip_for(tile), LEFT)
    scene = view.city_scene()
    cell, other = sorted(scene.highlighted_cells())[:2]
    qtbot.waitUntil(lambda: not scene.wall_figures_pending())  # the figures come a share a turn
    qtbot.mouseMove(view.viewport(), view.view_point(cell))
    assert scene.ghost.isVisible() and cell in scene.wall_hints()
    assert cell not in scene.wall_hints_shown() and other in scene.wall_hints_shown()
    assert f"Longest wall would be {scene.wall_hints()[cell]}" in view.overlay_text()

    def drawn() -> QImage:
        image = QImage(128, 128, QImage.Format.Format_ARGB32)
        painter = QPainter(image)
        scene.render(painter, target=image.rect().toRectF(), source=cell_rect(cell))
        painter.end()
        return image

    shown = drawn()
    scene._wall_hints.set_hints(())  # the same cell with no number at all
    assert drawn() == shown
    scene.begin_drag(TileHand.of(session).held)
    qtbot.mouseMove(view.viewport(), view.view_point(other))
    assert cell in scene.wall_hints_shown() and other not in scene.wall_hints_shown()


def test_a_granada_face_in_hand_takes_the_moats_chosen_after_it(qtbot, window):
    """Played: a face clicked in the palette, then E chosen; the chip showed "10 E" but the
    cells lit were the bare face's, and a click on one built the face without its moat."""
    session = window.session
    session.new_game(["Anna", "Bo"], variant="granada")
    page = window.city_page("Anna")
    window.show_city("Anna")
    qtbot.waitUntil(page.view.isVisible)
    palette, view = window.palette_dock, page.view
    face = Tile("arena", 10)
    qtbot.mouseClick(palette.chip_for(face), LEFT)
    assert Cell(-1, 0) in view.city_scene().highlighted_cells()
    qtbot.mouseClick(palette.moat_picker.button(Side.E), LEFT)
    moated = Tile("arena", 10, Walls("E"))
    assert TileHand.of(session).held.tile == moated and palette.chip_for(face).chosen
    city = session.game.player("Anna").city
    assert set(view.city_scene().highlighted_cells()) == set(city.legal_cells(moated))
    assert Cell(-1, 0) not in view.city_scene().highlighted_cells()  # its moat would face the fountain
    click_cell(qtbot, view, Cell(0, 1))
    assert session.game.player("Anna").city.get(Cell(0, 1)) == moated


def test_moats_typed_in_the_filter_stay_when_a_button_is_pressed(qtbot, window):
    session = window.session
    session.new_game(["Anna", "Bo"], variant="granada")
    palette = window.palette_dock
    qtbot.keyClicks(palette.filter_edit, "ar8s")
    assert TileHand.of(session).held.tile == Tile("arena", 8, Walls("S"))
    qtbot.mouseClick(palette.moat_picker.button(Side.N), LEFT)
    assert TileHand.of(session).held.tile == Tile("arena", 8, Walls("S"))
