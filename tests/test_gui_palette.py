"""The tile palette dock: groups, used tiles, the filter, Enter, drags, drops, the context menu."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from alhambra_gui.app import labels
from alhambra_gui.engine import SIDES, Cell, Tile, Walls
from alhambra_gui.widgets.tiles.mime import TileDrag
from alhambra_gui.widgets.tiles.palette import PaletteDock
from tests.drag_events import drag_and_drop

pytestmark = pytest.mark.gui

GARDEN_8 = {Tile("garden", 8, Walls("NE")), Tile("garden", 8, Walls("NW")), Tile("garden", 8, Walls("SW"))}


def drop_on(widget, drag: TileDrag, modifiers=Qt.KeyboardModifier.NoModifier) -> tuple[bool, bool]:
    """Real enter/move/drop events with real mime data; (enter accepted, drop accepted)."""
    return drag_and_drop(widget, drag.to_mime(), modifiers=modifiers)


@pytest.fixture
def palette(session, show_widget):
    return show_widget(PaletteDock(session), 340, 700)


def test_all_54_tiles_in_six_groups_in_type_order_sorted_by_price(palette, session):
    variant = session.game.variant
    assert len(palette.chips()) == 54
    assert palette.group_names() == list(variant.type_ids)
    for chip in palette.chips():
        assert chip.tile in variant.catalogue
    by_group = {t: [c.tile for c in palette.chips() if c.tile.type == t] for t in variant.type_ids}
    assert sum(len(tiles) for tiles in by_group.values()) == 54
    for tiles in by_group.values():
        prices = [t.price for t in tiles]
        assert prices == sorted(prices)
    header = palette.group_header("garden")
    assert "Garden" in header.text()
    assert variant.building_type("garden").colour.lower() in header.styleSheet().lower()


def test_a_used_tile_is_faded_not_draggable_and_says_where_it_is(palette, session):
    in_reserve = Tile("arcades", 6, Walls("SW"))  # in Anna's reserve
    in_city = Tile("garden", 10, Walls("W"))  # Anna's city at (0, 1)
    for tile, where in ((in_reserve, "in Anna's reserve"), (in_city, "in Anna's city at (0, 1)")):
        chip = palette.chip_for(tile)
        assert chip.faded and not chip.draggable
        assert chip.mime_data() is None and chip.start_drag() is None
        assert palette.drag_payload(tile) is None
        assert where in chip.toolTip()
    free = session.game.free_tiles()[0]
    chip = palette.chip_for(free)
    assert not chip.faded and chip.draggable
    assert labels.tile_long_label(session.game.variant, free) in chip.toolTip()


@pytest.mark.parametrize(("text", "expected"), [
    ("g8", GARDEN_8),
    ("garden 8", GARDEN_8),
    ("GARDEN 8", GARDEN_8),
    ("g8ne", {Tile("garden", 8, Walls("NE"))}),
    ("garden 8 en", {Tile("garden", 8, Walls("NE"))}),
    ("g10-", {Tile("garden", 10)}),
])
def test_the_filter_narrows_the_palette_as_you_type(qtbot, palette, text, expected):
    qtbot.keyClicks(palette.filter_edit, text)
    assert set(palette.visible_tiles()) == expected
    assert palette.group_header("garden").isVisibleTo(palette)
    assert not palette.group_header("tower").isVisibleTo(palette)


def test_tower_and_a_bare_price(qtbot, palette, session):
    qtbot.keyClicks(palette.filter_edit, "tower")
    towers = [t for t in session.game.variant.catalogue if t.type == "tower"]
    assert sorted(palette.visible_tiles()) == sorted(towers)
    assert [palette.group_header(t).isVisibleTo(palette) for t in palette.group_names()] == [
        t == "tower" for t in palette.group_names()]
    palette.filter_edit.clear()
    qtbot.keyClicks(palette.filter_edit, "8")
    assert {t.price for t in palette.visible_tiles()} == {8}
    assert len(palette.visible_tiles()) == 9
    palette.filter_edit.clear()
    assert len(palette.visible_tiles()) == 54


def test_enter_picks_the_only_free_match(qtbot, palette, session):
    tile = Tile("garden", 8, Walls("NE"))  # g8NE is in Chen's city: make it free first
    session.release(tile)
    qtbot.keyClicks(palette.filter_edit, "g8ne")
    with qtbot.waitSignal(palette.tilePicked, timeout=1000) as blocker:
        qtbot.keyClick(palette.filter_edit, Qt.Key.Key_Return)
    assert blocker.args == [tile]
    assert session.game.locate(tile) is None  # picking builds nothing by itself


def test_enter_picks_nothing_when_several_tiles_match(qtbot, palette, session):
    qtbot.keyClicks(palette.filter_edit, "tower")
    free_towers = [t for t in session.game.free_tiles() if t.type == "tower"]
    assert len(free_towers) > 1
    with qtbot.assertNotEmitted(palette.tilePicked):
        qtbot.keyClick(palette.filter_edit, Qt.Key.Key_Return)
    assert f"{len(free_towers)} free tiles match" in palette.message_label.text()
    assert palette.message_label.isVisibleTo(palette)


def test_enter_picks_a_unique_reserve_tile_but_never_a_built_one(qtbot, palette, session):
    qtbot.keyClicks(palette.filter_edit, "a6sw")  # in Anna's reserve: she may build it
    with qtbot.waitSignal(palette.tilePicked, timeout=1000) as blocker:
        qtbot.keyClick(palette.filter_edit, Qt.Key.Key_Return)
    assert blocker.args == [Tile("arcades", 6, Walls("SW"))]
    palette.filter_edit.clear()
    qtbot.keyClicks(palette.filter_edit, "g10w")  # built in Anna's city
    with qtbot.assertNotEmitted(palette.tilePicked):
        qtbot.keyClick(palette.filter_edit, Qt.Key.Key_Return)
    assert palette.message_label.text() == "Every matching tile is already in play."


def test_enter_on_a_free_chip_picks_it(qtbot, palette, session):
    tile = session.game.free_tiles()[0]
    chip = palette.chip_for(tile)
    chip.setFocus()
    with qtbot.waitSignal(palette.tilePicked, timeout=1000) as blocker:
        qtbot.keyClick(chip, Qt.Key.Key_Return)
    assert blocker.args == [tile]
    used = palette.chip_for(Tile("arcades", 6, Walls("SW")))
    with qtbot.assertNotEmitted(palette.tilePicked):
        qtbot.keyClick(used, Qt.Key.Key_Return)


def test_enter_with_several_matches_names_them_and_picks_none(qtbot, palette, session):
    """Issue 10, finding 5: "g10" matched the wall-less Garden 10 exactly and built it."""
    for tile in (Tile("garden", 10), Tile("garden", 10, Walls("N"))):
        if session.game.locate(tile):
            session.release(tile)
    qtbot.keyClicks(palette.filter_edit, "g10")
    assert len(palette.visible_tiles()) == 3
    free = [t for t in palette.visible_tiles() if session.game.locate(t) is None]
    with qtbot.assertNotEmitted(palette.tilePicked):
        qtbot.keyClick(palette.filter_edit, Qt.Key.Key_Return)
    codes = ", ".join(labels.tile_code(session.game.variant, t) for t in free)
    assert palette.message_label.text() == (
        f"{len(free)} free tiles match ({codes}): type more to pick one, e.g. the walls (- for none).")
    qtbot.keyClick(palette.filter_edit, Qt.Key.Key_Minus)  # g10-: the one without walls
    with qtbot.waitSignal(palette.tilePicked, timeout=1000) as blocker:
        qtbot.keyClick(palette.filter_edit, Qt.Key.Key_Return)
    assert blocker.args == [Tile("garden", 10)]


def test_drag_payload_of_a_free_tile(palette, session):
    tile = session.game.free_tiles()[0]
    assert palette.drag_payload(tile) == TileDrag(tile, "palette")
    chip = palette.chip_for(tile)
    assert TileDrag.from_mime(chip.mime_data()) == TileDrag(tile, "palette")
    drag = chip.start_drag()  # offscreen: exec() returns at once
    assert TileDrag.from_mime(drag.mimeData()) == TileDrag(tile, "palette")


def test_dropping_a_reserve_tile_on_the_palette_returns_it_to_the_bag(palette, session):
    tile = Tile("arcades", 6, Walls("SW"))
    assert session.game.locate(tile).holder == "Anna"
    entered, dropped = drop_on(palette, TileDrag(tile, "reserve", "Anna"))
    assert entered and dropped
    assert session.game.locate(tile) is None
    assert tile not in session.game.player("Anna").reserve
    assert not palette.chip_for(tile).faded
    assert session.undo_stack.count() == 1
    assert "Return" in session.undo_stack.text(0)


def test_the_palette_refuses_its_own_tiles_and_foreign_data(palette, session):
    tile = session.game.free_tiles()[0]
    assert drop_on(palette, TileDrag(tile, "palette")) == (False, False)
    assert session.undo_stack.count() == 0


def test_a_city_tile_returns_to_the_bag_only_if_the_city_allows_it(palette, session):
    before = session.game.copy()
    key = Tile("chambers", 10)  # Anna (1, 1): removing it would break the city
    assert drop_on(palette, TileDrag(key, "city", "Anna", Cell(1, 1))) == (True, False)
    assert session.game == before and session.undo_stack.count() == 0
    assert "would enclose a hole" in palette.message_label.text()
    assert palette.message_label.isVisibleTo(palette)
    loose = Tile("pavilion", 6, Walls("N"))  # Anna (1, 0): removable
    assert drop_on(palette, TileDrag(loose, "city", "Anna", Cell(1, 0))) == (True, True)
    assert session.game.player("Anna").city.get((1, 0)) is None
    assert session.game.locate(loose) is None and not palette.chip_for(loose).faded
    assert not palette.message_label.isVisibleTo(palette)
    assert drop_on(palette, TileDrag(key, "city", "Anna", Cell(1, 1)), Qt.KeyboardModifier.ShiftModifier) \
        == (True, True)  # Shift: anyway
    assert session.game.locate(key) is None


def test_context_menu_puts_a_free_tile_into_a_reserve(palette, session):
    tile = session.game.free_tiles()[0]
    actions = {a.text(): a for a in palette.actions_for(tile)}
    assert set(actions) == {"Put into Anna's reserve", "Put into Ben's reserve", "Put into Chen's reserve"}
    actions["Put into Ben's reserve"].trigger()
    assert tile in session.game.player("Ben").reserve
    chip = palette.chip_for(tile)
    assert chip.faded and "in Ben's reserve" in chip.toolTip()


def test_context_menu_of_a_used_tile_returns_it_to_the_bag(palette, session):
    tile = Tile("garden", 7, Walls("NSW"))  # Chen's reserve
    actions = {a.text(): a for a in palette.actions_for(tile)}
    assert list(actions) == ["Return to the bag"]
    actions["Return to the bag"].trigger()
    assert session.game.locate(tile) is None
    city_tile = Tile("garden", 10, Walls("W"))
    assert not palette.actions_for(city_tile)[0].isEnabled()


def test_context_menu_gives_a_tile_to_dirk(qtbot, dirk_session):
    palette = PaletteDock(dirk_session)
    qtbot.addWidget(palette)
    tile = dirk_session.game.free_tiles()[0]
    actions = {a.text(): a for a in palette.actions_for(tile)}
    assert "Give to Dirk" in actions
    actions["Give to Dirk"].trigger()
    assert tile in dirk_session.game.dirk
    assert palette.chip_for(tile).toolTip().endswith("with Dirk")


def test_the_palette_follows_undo_and_redo(palette, session):
    tile = session.game.free_tiles()[0]
    session.reserve("Chen", tile)
    assert palette.chip_for(tile).faded
    session.undo_stack.undo()
    assert not palette.chip_for(tile).faded and palette.chip_for(tile).draggable
    session.undo_stack.redo()
    assert "in Chen's reserve" in palette.chip_for(tile).toolTip()


def test_granada_faces_take_the_chosen_moats(qtbot, palette, session):
    session.new_game(["Ana", "Bo"], variant="granada")
    assert len(palette.chips()) == 9 * 12
    assert len(palette.group_names()) == 9
    face = Tile("arena", 8)
    buttons = [palette.moat_picker.button(side) for side in SIDES]
    qtbot.mouseClick(buttons[0], Qt.MouseButton.LeftButton)  # N
    qtbot.mouseClick(buttons[1], Qt.MouseButton.LeftButton)  # E
    assert palette.drag_payload(face) == TileDrag(Tile("arena", 8, Walls("NE")), "palette")
    assert palette.chip_for(face).shown_tile == Tile("arena", 8, Walls("NE"))  # drawn with its moats
    assert "moats N, E" in palette.chip_for(face).toolTip()
    qtbot.mouseClick(buttons[2], Qt.MouseButton.LeftButton)  # S: three moats, the most a face has
    assert not buttons[3].isEnabled()
    qtbot.keyClicks(palette.filter_edit, "ar8e")  # typed moats win over the buttons
    with qtbot.waitSignal(palette.tilePicked, timeout=1000) as blocker:
        qtbot.keyClick(palette.filter_edit, Qt.Key.Key_Return)
    assert blocker.args == [Tile("arena", 8, Walls("E"))]
    session.place("Ana", Tile("arena", 8, Walls("E")), (1, 0))
    assert palette.chip_for(face).faded
    assert "in Ana's city at (1, 0)" in palette.chip_for(face).toolTip()
    assert palette.chip_for(face).shown_tile == Tile("arena", 8, Walls("E"))
    back = palette.actions_for(face)[0]
    assert back.text() == "Return to the bag" and not back.isEnabled()  # built: the city's own business
    session.unbuild("Ana", (1, 0))
    palette.actions_for(face)[0].trigger()
    assert session.game.locate(face) is None and not palette.chip_for(face).faded


def test_the_tile_pickers_examples_come_from_the_games_own_types(qtbot, session):
    from alhambra_gui.widgets.tiles.tile_filter import TilePickerDialog

    dialog = TilePickerDialog(session, "Pick")
    qtbot.addWidget(dialog)
    assert dialog.filter_edit.placeholderText() == "Filter: g8, Garden 8, Tower …"
    session.new_game(["Ana", "Bo"], variant="granada")
    granada = TilePickerDialog(session, "Pick")
    qtbot.addWidget(granada)
    text = granada.filter_edit.placeholderText()
    assert "Garden" not in text and "Tower" not in text
    types = session.game.variant.types
    assert f"{types[4].letter.lower()}8" in text


def test_the_supplies_of_six_modules_scroll_with_the_tiles_and_leave_them_room(
        qtbot, make_session, show_widget):
    """At a 720-pixel screen's height the second set's six supplies stood still above the
    tiles and left them a strip of one row; now they scroll away with them."""
    from PySide6.QtWidgets import QScrollArea

    from alhambra_gui.engine import Game, Player

    modules = ["bazaars", "camps", "building_huts", "medina", "street_traders", "caliphs_guidelines"]
    session = make_session(Game([Player("Anna"), Player("Ben")], modules=modules))
    dock = show_widget(PaletteDock(session), 300, 560, settle=True)
    scroll = dock.findChild(QScrollArea)
    assert dock.supply.isVisible() and scroll.widget().isAncestorOf(dock.supply)
    assert scroll.viewport().height() >= 0.75 * dock.widget().height()
    header = dock.group_header("tower")
    scroll.ensureWidgetVisible(header)
    qtbot.waitUntil(lambda: scroll.verticalScrollBar().value() > 0)
    top = header.mapTo(scroll.viewport(), header.rect().topLeft()).y()
    assert 0 <= top < scroll.viewport().height()
    assert dock.supply.mapTo(scroll.viewport(), dock.supply.rect().bottomLeft()).y() < top
