"""The line of facts above a city keeps its height while its facts shrink: "1 building"
becoming "2 buildings" sent the page's button to a second line, the next undo brought it back,
and the city below moved up and down under the pointer with each edit."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QPushButton, QVBoxLayout, QWidget

from alhambra_gui.widgets.city.fact_line import FactLine
from tests.event_loop import settle

pytestmark = pytest.mark.gui

SHORT = [("1 building", None), ("Longest wall: 3", None)]
LONGER = [("2 buildings", None), ("Longest wall: 14", None)]


def header_and_city(qtbot):
    page = QWidget()
    layout = QVBoxLayout(page)
    facts = FactLine()
    facts.add_trailing(QPushButton("Type the counts instead"))
    city = QWidget()
    city.setMinimumHeight(200)
    layout.addWidget(facts)
    layout.addWidget(city, 1)
    qtbot.addWidget(page)
    return page, facts, city


def one_line_width(facts: FactLine) -> int:
    """The least width at which the short facts and the button share one line."""
    facts.set_facts(SHORT)
    line = facts.heightForWidth(4000)
    return next(w for w in range(100, 4000, 2) if facts.heightForWidth(w) == line)


def test_the_city_stays_where_it_is_while_the_facts_grow_and_shrink(qtbot):
    page, facts, city = header_and_city(qtbot)
    width = one_line_width(facts) + 4  # the short facts fit one line, the longer ones do not
    facts._layout._tallest.clear()  # (the search above asked every width)
    page.resize(width + 2 * page.layout().contentsMargins().left(), 400)
    page.show()
    facts.set_facts(SHORT)
    settle()
    one_line = city.y()
    facts.set_facts(LONGER)
    settle()
    assert len(facts.lines()) >= 1 and city.y() > one_line, "the longer facts take a second line"
    two_lines = city.y()
    facts.set_facts(SHORT)  # an undo
    settle()
    assert city.y() == two_lines, "the city does not move back up"
    facts.set_facts(LONGER)  # a redo
    settle()
    assert city.y() == two_lines
