"""The reserves dock: sections per player and Dirk, drops into reserves, refusals, Dirk's picker."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor

from alhambra_gui.app import labels
from alhambra_gui.engine import DIRK, Cell, Tile, Walls
from alhambra_gui.widgets.paint.tones import app_palette, text_colour
from alhambra_gui.widgets.tiles.mime import TileDrag
from alhambra_gui.widgets.tiles.reserve import ReserveDock
from alhambra_gui.widgets.tiles.tile_filter import TilePickerDialog
from tests.drag_events import drag_and_drop

pytestmark = pytest.mark.gui


def drop_on(widget, drag: TileDrag, modifiers=Qt.KeyboardModifier.NoModifier) -> tuple[bool, bool]:
    """Real enter/move/drop events with real mime data; (enter accepted, drop accepted)."""
    return drag_and_drop(widget, drag.to_mime(), modifiers=modifiers)


@pytest.fixture
def dock(session, show_widget):
    return show_widget(ReserveDock(session), 340, 600)


@pytest.fixture
def dirk_dock(dirk_session, show_widget):
    return show_widget(ReserveDock(dirk_session), 340, 600)


def test_one_section_per_player_with_their_reserve(dock, session):
    assert dock.section_names() == ["Anna", "Ben", "Chen"]
    assert dock.section(DIRK) is None
    for player in session.game.players:
        section = dock.section(player.name)
        assert sorted(section.tiles()) == sorted(player.reserve)
        assert player.name in section.header.text()
        # the player's colour, darkened or lightened where the window needs it to be read
        shown = text_colour(app_palette(), QColor(session.player_colour(player.name))).name()
        assert shown in section.header.text()
        for chip in section.chips():
            assert chip.toolTip().endswith(f"in {player.name}'s reserve")
            assert chip.payload == TileDrag(chip.tile, "reserve", player.name)
            assert TileDrag.from_mime(chip.mime_data()) == chip.payload


def test_dirk_has_a_section_only_when_he_plays(dirk_dock, dirk_session):
    assert dirk_dock.section_names() == ["Anna", "Ben", DIRK]
    section = dirk_dock.section(DIRK)
    assert sorted(section.tiles()) == sorted(dirk_session.game.dirk)
    assert len(section.chips()) == 8
    assert section.give_button is not None and section.give_button.isVisibleTo(dirk_dock)
    assert all(chip.payload == TileDrag(chip.tile, "dirk") for chip in section.chips())
    dirk_session.set_dirk(False)
    assert dirk_dock.section(DIRK) is None
    dirk_session.undo_stack.undo()
    assert len(dirk_dock.section(DIRK).chips()) == 8


def test_palette_tile_dropped_into_a_reserve(dock, session):
    tile = session.game.free_tiles()[0]
    section = dock.section("Ben")
    assert drop_on(section, TileDrag(tile, "palette")) == (True, True)
    assert tile in session.game.player("Ben").reserve
    assert tile in dock.section("Ben").tiles()
    assert session.undo_stack.text(0) == (
        f"Put {labels.tile_label(session.game.variant, tile)} into Ben's reserve")


def test_own_city_tile_dropped_into_the_reserve_is_unbuilt(dock, session):
    tile = Tile("pavilion", 6, Walls("N"))
    assert session.game.player("Anna").city.get((1, 0)) == tile
    assert drop_on(dock.section("Anna"), TileDrag(tile, "city", "Anna", Cell(1, 0))) == (True, True)
    assert session.game.player("Anna").city.get((1, 0)) is None
    assert tile in session.game.player("Anna").reserve
    assert tile in dock.section("Anna").tiles()


def test_another_players_city_tile_is_not_accepted(dock, session):
    tile = Tile("pavilion", 6, Walls("N"))
    assert drop_on(dock.section("Ben"), TileDrag(tile, "city", "Anna", Cell(1, 0))) == (False, False)
    assert session.game.player("Anna").city.get((1, 0)) == tile


def test_a_refused_removal_shows_the_reason_and_changes_nothing(dock, session):
    city = session.game.player("Anna").city
    cell = Cell(1, 1)  # Chambers 10 holds Anna's city together
    reasons = labels.reasons_text(city.check_remove(cell), session.game.variant)
    assert reasons
    before = session.game.copy()
    entered, dropped = drop_on(dock.section("Anna"), TileDrag(city.get(cell), "city", "Anna", cell))
    assert entered and not dropped
    assert session.game == before and session.undo_stack.count() == 0
    assert reasons in dock.message()
    assert "Chambers 10" in dock.message()
    assert dock.message_label.isVisibleTo(dock)
    assert Tile("chambers", 10) not in dock.section("Anna").tiles()


def test_shift_drop_takes_a_tile_back_anyway(dock, session):
    cell = Cell(1, 1)
    tile = session.game.player("Anna").city.get(cell)
    drop_on(dock.section("Anna"), TileDrag(tile, "city", "Anna", cell), Qt.KeyboardModifier.ShiftModifier)
    assert tile in session.game.player("Anna").reserve
    assert dock.message() == ""


def test_a_reserve_tile_changes_hands(dock, session):
    tile = Tile("arcades", 6, Walls("SW"))
    assert tile in session.game.player("Anna").reserve
    assert drop_on(dock.section("Chen"), TileDrag(tile, "reserve", "Anna")) == (True, True)
    assert tile in session.game.player("Chen").reserve
    assert tile not in session.game.player("Anna").reserve
    assert tile in dock.section("Chen").tiles() and tile not in dock.section("Anna").tiles()
    # dropping a tile onto its own reserve does nothing
    assert drop_on(dock.section("Chen"), TileDrag(tile, "reserve", "Chen")) == (False, False)


def test_dirk_takes_tiles_from_the_palette_and_the_reserves(dirk_dock, dirk_session):
    section = dirk_dock.section(DIRK)
    free = dirk_session.game.free_tiles()[0]
    assert drop_on(section, TileDrag(free, "palette")) == (True, True)
    assert free in dirk_session.game.dirk and free in section.tiles()
    kept = Tile("tower", 8, Walls("NES"))  # Ben's reserve
    assert drop_on(section, TileDrag(kept, "reserve", "Ben")) == (True, True)
    assert kept in dirk_session.game.dirk and kept not in dirk_session.game.player("Ben").reserve
    built = dirk_session.game.player("Ben").city.get((1, -1))
    assert drop_on(section, TileDrag(built, "city", "Ben", Cell(1, -1))) == (False, False)
    assert len(dirk_session.game.dirk) == 10


def test_a_dirk_tile_goes_back_into_a_reserve(dirk_dock, dirk_session):
    tile = dirk_session.game.dirk[0]
    assert drop_on(dirk_dock.section("Anna"), TileDrag(tile, "dirk")) == (True, True)
    assert tile in dirk_session.game.player("Anna").reserve and tile not in dirk_session.game.dirk


def test_give_dirk_a_tile_with_the_keyboard(qtbot, dirk_dock, dirk_session):
    tile = Tile("garden", 12, Walls("S"))
    assert dirk_session.game.locate(tile) is None
    qtbot.mouseClick(dirk_dock.section(DIRK).give_button, Qt.MouseButton.LeftButton)
    picker = dirk_dock.findChild(TilePickerDialog)
    assert picker is not None and picker.isVisible()
    assert len(picker.tiles()) == len(dirk_session.game.free_tiles())
    qtbot.keyClicks(picker.filter_edit, "g12")
    assert picker.tiles() == [tile]
    qtbot.keyClick(picker.filter_edit, Qt.Key.Key_Return)
    assert tile in dirk_session.game.dirk
    assert tile in dirk_dock.section(DIRK).tiles()
    assert not picker.isVisible()


def test_context_menu_of_a_reserve_tile(dirk_dock, dirk_session):
    tile = Tile("garden", 10)  # Anna's reserve
    actions = {a.text(): a for a in dirk_dock.menu_for("Anna", tile).actions()}
    assert set(actions) == {"Return to the bag", "Move to Ben's reserve", "Give to Dirk"}
    actions["Give to Dirk"].trigger()
    assert tile in dirk_session.game.dirk
    back = {a.text(): a for a in dirk_dock.menu_for(DIRK, tile).actions()}
    back["Return to the bag"].trigger()
    assert dirk_session.game.locate(tile) is None
    assert tile not in dirk_dock.section(DIRK).tiles()


def test_sections_follow_undo_and_a_new_game(dock, session):
    tile = session.game.free_tiles()[0]
    session.reserve("Anna", tile)
    assert tile in dock.section("Anna").tiles()
    session.undo_stack.undo()
    assert tile not in dock.section("Anna").tiles()
    session.new_game(["Xia", "Yann"], dirk=True)
    assert dock.section_names() == ["Xia", "Yann", DIRK]
    assert dock.section("Xia").empty_label.isVisibleTo(dock)
