"""The refusal banner over the city at 1280×720: its "… anyway" button stands beside a short
refusal and below a long one, so that a German reason is not squeezed into a narrow column
beside "Trotzdem platzieren" (it took six lines there)."""

from __future__ import annotations

import pytest

from alhambra_gui.widgets.tiles.mime import TileDrag
from tests.event_loop import settle
from tests.test_gui_city_drag import drop
from tests.test_gui_docks_720 import opened  # noqa: F401 - the fixture

pytestmark = pytest.mark.gui

NEIGHBOURS = ((0, 1), (1, 0), (0, -1), (-1, 0))


def refuse(window, walls: str) -> object:
    """Drop a free tile with these walls on the first empty cell beside the city it may not
    go to; the page with its banner."""
    page = window.current_page()
    city = window.session.game.player(page.player).city
    tile = next(t for t in window.session.game.free_tiles() if t.walls.letters == walls)
    cells = [(x, y) for y in range(-3, 4) for x in range(-3, 4)]
    bad = next(c for c in cells if city.get(c) is None and not city.can_place(tile, c)
               and any(city.get((c[0] + dx, c[1] + dy)) for dx, dy in NEIGHBOURS))
    assert not drop(page.view, TileDrag(tile, "palette"), bad)
    settle()
    return page


def text_lines(page) -> float:
    label = page._banner_label
    return label.height() / label.fontMetrics().lineSpacing()


def test_a_long_german_refusal_has_its_button_below(qtbot, opened):  # noqa: F811
    page = refuse(opened("sample-game", "de"), "NW")
    assert "kann dort nicht gebaut werden" in page.banner_text()
    force, label = page.force_button, page._banner_label
    assert force.geometry().top() >= label.geometry().bottom(), "the button below the text"
    assert page.force_below()
    assert label.width() > 2 * force.width(), "the text has the banner's width"
    assert text_lines(page) <= 4


def test_a_short_refusal_keeps_its_button_beside(qtbot, opened):  # noqa: F811
    from alhambra_gui.widgets.city.city_page import BESIDE_LINES

    window = opened("sample-game")
    window.resize(1600, 900)
    page = refuse(window, "NW")
    label = page._banner_label
    assert label.heightForWidth(label.width()) <= BESIDE_LINES * label.fontMetrics().lineSpacing()
    assert not page.force_below()
    assert page.force_button.geometry().left() > label.geometry().right()


def test_a_short_chinese_refusal_keeps_its_button_beside(qtbot, opened):  # noqa: F811
    """A Chinese line is taller than the font's lineSpacing (the CJK glyphs come from a
    fallback font with more room above and below): two lines measured as more than two and
    the button went below a text that fits beside it in two lines."""
    from alhambra_gui.widgets.city.city_page import BESIDE_LINES

    page = refuse(opened("sample-game", "zh_TW"), "NW")
    label, force = page._banner_label, page.force_button
    one_line = label.heightForWidth(100_000)
    width = label.width() if not page.force_below() else label.width() - force.width()
    assert label.heightForWidth(width) <= BESIDE_LINES * one_line, "two lines beside the button at most"
    assert not page.force_below()
    assert force.geometry().left() > label.geometry().right()
