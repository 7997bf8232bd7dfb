"""Issue 31: what one edit of the six full cities with every module in play words, lays out
and paints again, counted rather than timed (continues tests/test_gui_edit_costs.py; the
benchmarks in tests/benchmarks/test_frame_bench.py time it)."""

from __future__ import annotations

from alhambra_gui.widgets.window.language_menu import switch_language
from tests.benchmarks.frames import SHOWN, settle
from tests.benchmarks.test_frame_bench import _drop
from tests.test_gui_edit_costs import Calls, drop_and_undo, opened

__all__ = ["opened"]  # the fixture, shared


def test_an_edit_of_the_same_modules_and_scoring_words_no_reminder_again(opened, monkeypatch):
    """The scoreboard's reminder reads the modules in play and the scoring due: a drop and
    its undo change neither, and the reminder is neither worded again (sixteen modules'
    sentences translated) nor reads its folding from the settings; a scoring recorded,
    another set of modules and a switch of language each word it again, as a box made
    anew words it."""
    from alhambra_gui.widgets.modules.reminders import ReminderBox

    worded = Calls(monkeypatch, ReminderBox, "_word")
    window = opened()
    session, box = window.session, window.findChild(ReminderBox)
    text = box.text()
    assert text.startswith("Before scoring 1, check:")
    worded.count = 0
    drop_and_undo(window)
    assert worded.count == 0 and box.text() == text
    session.record_scoring()
    settle()
    assert worded.count == 1 and box.text().startswith("Before scoring 2, check:")
    before = box.text().count("\n")
    session.edit("modules", lambda game: game.set_modules([m for m in game.modules if m != "handymen"]))
    settle()
    assert worded.count == 2 and box.text().count("\n") == before - 1
    try:
        switch_language(window, "de")
        settle()
        assert worded.count == 3 and box.text().startswith("Vor Wertung 2")
        fresh = ReminderBox("fresh")
        fresh.show_for(session.game, 2)
        assert box.text() == fresh.text()
    finally:
        switch_language(window, "en")
        settle()
    assert box.text().startswith("Before scoring 2, check:")


def test_an_edit_words_only_the_palette_headers_whose_free_tiles_changed(opened, monkeypatch):
    """Each of the palette's type headers says how many of its tiles are free: a drop from a
    reserve and its undo change no type's free tiles, and no header is worded again (all six
    were, on every edit: the type's name translated, the sentence filled); a reserve's tile
    put back in the bag words its type's header, which says one more, and a switch of
    language words them all."""
    from alhambra_gui.widgets.tiles import palette as palette_module
    from alhambra_gui.widgets.tiles import palette_groups
    from alhambra_gui.widgets.tiles.palette import PaletteDock

    window = opened()
    session, palette = window.session, window.findChild(PaletteDock)
    headers = {t: palette.group_header(t).text() for t in palette.group_names()}
    filled = Calls(monkeypatch, palette_module, "arg")  # the tiles' tooltips
    worded = Calls(monkeypatch, palette_groups, "arg")  # the type headers
    drop_and_undo(window)
    assert filled.count == worded.count == 0
    assert {t: palette.group_header(t).text() for t in palette.group_names()} == headers
    tile = session.game.player(SHOWN).reserve[0]
    session.release(tile)
    settle()
    assert worded.count == 1  # its header
    assert filled.count == 1  # the free tile's code in its tooltip
    figures = headers[tile.type].split(" — ")[1].split()
    assert palette.group_header(tile.type).text().split(" — ")[1].split() == \
        [str(int(figures[0]) + 1), *figures[1:]]
    assert {t: palette.group_header(t).text() for t in palette.group_names() if t != tile.type} == \
        {t: text for t, text in headers.items() if t != tile.type}
    try:
        switch_language(window, "de")
        settle()
        assert all("frei" in palette.group_header(t).text() for t in palette.group_names())
    finally:
        switch_language(window, "en")
        settle()


def test_a_drop_words_again_only_the_score_rows_whose_texts_changed(opened, monkeypatch):
    """The "If scored now" table derives every row's texts with the scoring: a row whose texts
    are those it shows keeps them (each of the 7 rows' 26 cells was asked for again and
    compared on every edit); the rows a drop changed are announced, and the table shows what
    a table made anew shows."""
    from PySide6.QtCore import Qt

    from alhambra_gui.widgets.score.score_model import ScoreTableModel
    from alhambra_gui.widgets.score.score_table import ScoreTable

    window = opened()
    session = window.session
    model = window.findChild(ScoreTable, "scoreTable").model()
    refreshing, asked = [False], [0]
    text, texts_of = ScoreTableModel._text, ScoreTableModel._texts

    def counted_text(self, row: int, column: int) -> str:  # asked for the texts shown, not by a view
        asked[0] += refreshing[0]
        return text(self, row, column)

    def counted_texts(self) -> list[list[str]]:
        refreshing[0] = True
        try:
            return texts_of(self)
        finally:
            refreshing[0] = False

    monkeypatch.setattr(ScoreTableModel, "_text", counted_text)
    monkeypatch.setattr(ScoreTableModel, "_texts", counted_texts)
    announced: list[int] = []
    model.dataChanged.connect(lambda first, last: announced.extend(range(first.row(), last.row() + 1)))

    def texts(table) -> list[list[str]]:
        return [[table.index(r, c).data(Qt.ItemDataRole.DisplayRole) for c in range(table.columnCount())]
                for r in range(table.rowCount())]

    drop_and_undo(window)  # (the table's first refresh reads every row: none is shown yet)
    for step in ("drop", "undo"):
        asked[0] = 0
        announced.clear()
        if step == "drop":
            assert _drop(window)()
        else:
            session.undo_stack.undo()
        settle()
        rows = set(announced)
        assert rows and asked[0] == len(rows) * model.columnCount(), (step, asked[0], rows)
        fresh = ScoreTableModel(session)
        assert texts(model) == texts(fresh), step


def test_an_edit_of_the_cities_measures_the_docks_widths_only_when_they_may_change(opened, monkeypatch):
    """After every change of the game the docks' widths were fitted again: the window laid
    out, the palette's headers and the score tables measured, for nothing when an edit of the
    cities changes no width (a drop, its undo). A tile put back in the bag words its type's
    header anew ("7 of 9 free"): that fit is made; so is one after the window is resized."""
    from alhambra_gui.widgets.window import window_layout

    window = opened()
    session = window.session
    drop_and_undo(window)  # (the first edit's fit: what was fitted at the start is known)
    measured = Calls(monkeypatch, window_layout, "dock_needs")
    drop_and_undo(window)
    assert measured.count == 0
    session.release(session.game.player(SHOWN).reserve[0])
    settle()
    assert measured.count == 1
    window.resize(window.width() - 40, window.height())
    settle()
    measured.count = 0
    drop_and_undo(window)
    assert measured.count == 1  # once, after the first edit since the resize


def test_a_drop_keeps_the_modules_items_over_the_city_that_draw_the_same(opened, monkeypatch):
    """A city drawn again after an edit took every module's item over it out of the scene
    and put a new one in: the trader disc beside Ben's city was painted again after every
    drop elsewhere in it. An item that draws the same is kept (the disc is neither painted
    again nor replaced); one that draws otherwise is replaced, as before (the handymen's
    group, the open sides, the trader disc moved)."""
    from alhambra_gui.engine.modules import street_traders
    from alhambra_gui.widgets.modules.street_traders import TraderItem

    painted = Calls(monkeypatch, TraderItem, "paint")  # (before the window: see ``opened``)
    window = opened()
    scene = window.current_page().view.city_scene()

    def trader_items() -> list[TraderItem]:
        return [i for i in scene.overlay_items() if isinstance(i, TraderItem)]

    (trader,) = trader_items()
    painted.count = 0
    drop_and_undo(window)
    assert trader_items() == [trader] and trader.scene() is scene
    assert painted.count == 0
    session = window.session
    city = session.game.player(SHOWN).city
    elsewhere = next(c for c in sorted(city.facts.frontier, key=lambda c: (c.y, c.x))
                     if c != trader.cell and not street_traders.trader_problem(city, c))
    session.edit("trader", lambda game: street_traders.set_trader(game, SHOWN, elsewhere))
    settle()
    (moved,) = trader_items()
    assert moved is not trader and moved.cell == elsewhere and trader.scene() is None
    assert painted.count == 1


def test_a_move_works_out_the_city_without_its_tile_once(opened, monkeypatch, tmp_path):
    """A move asks for the city without the moved tile three times (whether the tile may
    leave, where it may go, the game's check of the move), and each worked its facts out
    from nothing, as did the city after the move: the tiles were flooded from the fountain
    10 times (what is reachable, what is joined). The city without it is kept with the city
    and the city after the move grows from it: 2 floods; the city moved has the facts of
    the same city read from a file."""
    from alhambra_gui.engine import load_game, save_game
    from alhambra_gui.engine.city_facts import Facts
    from tests.benchmarks.frames import movable, six_full_cities_all_modules
    from tests.drag_events import drop, enter

    window = opened()
    source, target = movable(six_full_cities_all_modules(), SHOWN)  # (asked of another game)
    view = window.current_page().view
    mime, point = view.mime_for(source), view.view_point(target)
    floods = Calls(monkeypatch, Facts, "_flood")
    assert enter(view.viewport(), mime, point) and drop(view.viewport(), mime, point)
    settle()
    assert window.session.game.player(SHOWN).city.get(target) is not None
    assert floods.count == 2, floods.count
    save_game(window.session.game, tmp_path / "moved.json")
    cities = [game.player(SHOWN).city for game in (window.session.game, load_game(tmp_path / "moved.json"))]
    facts = [(c.facts.frontier, c.facts.holes, c.longest_wall(), c.violations(), c.legal_cells(c.get(target)))
             for c in cities]
    assert facts[0] == facts[1]


def test_the_first_edit_announces_no_score_heading(opened):
    """The "If scored now" table heads its building columns with the types' letters when its
    dock is narrow (its own choice, after the model was made): the model knows those
    headings as shown, and the first edit, which changes no heading, announces none (it
    announced them all, and the table measured its columns and painted its headers again)."""
    from PySide6.QtCore import Qt

    from alhambra_gui.widgets.score.score_model import ScoreTableModel
    from alhambra_gui.widgets.score.score_table import ScoreTable

    window = opened()
    table = window.findChild(ScoreTable, "scoreTable")
    model = table.model()
    assert model.compact  # (the six players' table at this size: letters)
    headings: list[Qt.Orientation] = []
    model.headerDataChanged.connect(lambda orientation, *_: headings.append(orientation))
    drop_and_undo(window)
    assert headings == []
    fresh = ScoreTableModel(window.session)
    fresh.compact = True
    horizontal = Qt.Orientation.Horizontal
    heads = [[m.headerData(c, horizontal) for c in range(m.columnCount())] for m in (model, fresh)]
    assert heads[0] == heads[1]
