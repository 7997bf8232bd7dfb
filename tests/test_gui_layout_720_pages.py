"""Layout flaws seen in a real window that opened on a 1280×720 screen (its first size
1152×648): the Typed figures dock gets the height its rows need before the scoreboard
below, and the docks keep their widths as the player goes from a city's page to a
counts-only player's page."""

from __future__ import annotations

import pytest

from alhambra_gui.widgets.window.column_heights import RESERVES_SHARE
from alhambra_gui.widgets.window.window_layout import CITY_MIN_WIDTH
from tests.event_loop import settle
from tests.test_gui_any_screen import settled
from tests.test_gui_docks_720 import opened  # noqa: F401 - the fixture
from tests.test_gui_scoreboard_720 import click_dock_tab

pytestmark = pytest.mark.gui

#: Modules whose figures the table types (the Typed figures dock's panels).
TYPED = ["buildings_of_power", "watchtowers", "falconers", "art_of_the_moors", "alhambra_zoo"]


def new_game(qtbot, window, *, variant: str = "alhambra", modules: tuple[str, ...] = (),
             counts_only: tuple[str, ...] = ()) -> None:
    session = window.session
    session.new_game(["Anna", "Ben", "Clara"], variant=variant, modules=list(modules))
    qtbot.waitUntil(lambda: settled(window))
    for name in counts_only:
        session.counts.set_counts_only(name, True)
    qtbot.waitUntil(lambda: settled(window))
    settle()


def test_the_typed_figures_dock_gets_the_height_its_rows_need(qtbot, opened):  # noqa: F811
    """Before: the dock kept the reserves' height (some 200 pixels: two rows of figures of
    five modules' panels), the scoreboard below keeping the rest."""
    window = opened("sample-game")
    new_game(qtbot, window, modules=tuple(TYPED), counts_only=("Anna", "Ben", "Clara"))
    click_dock_tab(qtbot, window, "Typed figures")
    settle()
    dock, board = window.typed_dock, window.scoreboard
    column = dock.height() + board.height()
    wanted = min(dock.needed_height(), int(column * RESERVES_SHARE))
    assert dock.height() >= wanted - 10, (dock.height(), dock.needed_height(), column)


@pytest.mark.parametrize(("variant", "language"),
                         [("alhambra", "en"), ("granada", "en"), ("granada", "de"), ("alhambra", "zh_TW")])
def test_the_docks_keep_their_widths_on_a_counts_only_page(qtbot, opened, variant, language):  # noqa: F811
    """Before: a counts-only player's page, first shown, needed 456 pixels, the city's least
    room being 400: the scoreboard (or the palette, at its least) gave way and stayed so."""
    window = opened("sample-game", language)
    modules = ("city_walls", "treasure_chamber", "bonus_cards") if variant == "alhambra" else ()
    new_game(qtbot, window, variant=variant, modules=modules, counts_only=("Clara",))
    widths = [(window.palette_dock.width(), window.scoreboard.width())]
    for name in ("Clara", "Anna", "Clara"):
        window.show_city(name)
        qtbot.waitUntil(lambda: settled(window))
        settle()
        widths.append((window.palette_dock.width(), window.scoreboard.width()))
    assert widths == [widths[0]] * len(widths)
    assert window.tabs.minimumSizeHint().width() <= CITY_MIN_WIDTH
