"""Layout flaws seen in a real window that opened on a 1280×720 screen (its first size
1152×648): the Typed figures dock gets the height its rows need before the scoreboard
below, the docks keep their widths as the player goes from a city's page to a counts-only
player's page, and the modules bar's list of modules, wrapped, breaks between their names."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QTextLayout, QTextOption

from alhambra_gui.app import labels
from alhambra_gui.engine.modules.registry import module
from alhambra_gui.widgets.window.column_heights import RESERVES_SHARE
from alhambra_gui.widgets.window.language_menu import switch_language
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


def wrapped_lines(label) -> list[str]:
    """The lines a word-wrapped label shows its plain text in (as Qt lays it out: words
    wrapped at its contents' width, a line break a line separator)."""
    text = label.text().replace("\n", "\N{LINE SEPARATOR}")
    layout = QTextLayout(text, label.font())
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    layout.setTextOption(option)
    lines = []
    layout.beginLayout()
    while (line := layout.createLine()).isValid():
        line.setLineWidth(label.contentsRect().width() - 2 * label.margin())
        lines.append(text[line.textStart():line.textStart() + line.textLength()])
    layout.endLayout()
    return lines


@pytest.mark.parametrize("modules", [
    ("extensions", "buildings_of_power", "bonus_cards", "new_score_cards", "gates_without_end"),
    ("handymen", "palace_staff", "red_palace", "gates_without_end"),
    ("wishing_well", "medina", "major_construction_projects", "gates_without_end"),
])
def test_the_modules_bar_wraps_between_the_modules_names_in_chinese(qtbot, opened, modules):  # noqa: F811
    """Seen in Chinese: "…權力建築和無盡之" above "門" alone (Gates without end, 無盡之門, cut
    in two), "紅色宮" above "殿", "許願" above "井"."""
    window = opened("sample-game")
    switch_language(window, "zh_TW")  # and its font, as the window speaks it
    try:
        new_game(qtbot, window, modules=modules)
        label = window.modules_bar.label
        lines = [line.replace("\N{WORD JOINER}", "").strip() for line in wrapped_lines(label)]
        names = [labels.module_name(module(m)) for m in modules]
    finally:
        switch_language(window, "en")
    assert len(lines) > 1, "the list wraps (else this test tests nothing)"
    assert all(len(line) > 1 for line in lines), lines
    for name in names:
        assert any(name in line for line in lines), (name, lines)  # whole on one line
