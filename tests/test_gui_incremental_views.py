"""The scoreboard and the Modules dock follow an edit by what changed (issue 31): after any
sequence of edits made as a player makes them — a tile placed, moved, taken back, bought,
a chest or a resident put on or off, an attack card or a bonus card handed out, a scoring
recorded, Edit ▸ Undo and Redo — the "If scored now" table is never reset, announces
(``dataChanged``) exactly the cells whose text changed, and shows the score worked out
from nothing; the Modules dock keeps its panels, refreshes only those whose part of the
game changed, and each shows what a panel built anew on that game shows (hypothesis)."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QComboBox, QLabel, QWidget

from alhambra_gui.app.session import GameSession
from alhambra_gui.engine import SIDES, AlhambraError
from alhambra_gui.engine.modules import bonus_cards, invaders, street_traders, treasure_chamber
from alhambra_gui.widgets.modules.modules_dock import ModulesDock
from alhambra_gui.widgets.score.scoreboard import ScoreboardDock
from alhambra_gui.widgets.shared.session_model import MANY_CELLS
from tests.benchmarks.frames import six_full_cities_all_modules
from tests.test_engine_incremental_score import fresh_score

EDITS = ("place", "unbuild", "move", "buy", "chest", "resident", "attack", "card", "record",
         "undo", "undo", "redo")


def _texts(model) -> list[list[str]]:
    return [[str(model.index(r, c).data() or "") for c in range(model.columnCount())]
            for r in range(model.rowCount())]


def _shown(panel: QWidget) -> list[object]:
    """What a panel shows: its choices, ticks and texts, in order."""
    found: list[object] = []
    for widget in panel.findChildren(QWidget):
        if isinstance(widget, QComboBox):
            found.append((widget.objectName(), widget.currentData(), widget.isEnabled()))
        elif isinstance(widget, QCheckBox):
            found.append((widget.objectName(), widget.isChecked()))
        elif isinstance(widget, QLabel):
            found.append((widget.objectName(), widget.text()))
    return found


def _edit(data, session: GameSession, kind: str) -> None:
    game = session.game
    name = data.draw(st.sampled_from(game.names))
    city = game.player(name).city
    built = [cell for cell, _ in city]
    stack = session.undo_stack
    if kind == "undo" and stack.canUndo():
        stack.undo()
    elif kind == "redo" and stack.canRedo():
        stack.redo()
    elif kind == "place" and (reserve := game.player(name).reserve):
        tile = data.draw(st.sampled_from(reserve))
        cells = sorted(city.legal_cells(tile))
        if cells:
            session.place(name, tile, data.draw(st.sampled_from(cells)))
    elif kind == "unbuild" and built:
        session.unbuild(name, data.draw(st.sampled_from(built)), force=True)
    elif kind == "move" and built:
        cells = sorted(set(city.facts.frontier) - city.cells())
        session.move(name, data.draw(st.sampled_from(built)), data.draw(st.sampled_from(cells)), force=True)
    elif kind == "buy" and (free := [t for t in game.free_tiles() if not t.is_piece]):
        session.reserve(name, data.draw(st.sampled_from(free)))
    elif kind in ("chest", "resident") and built:
        step = treasure_chamber.chest_step if kind == "chest" else street_traders.resident_step
        session.modules.make(step(game, name, data.draw(st.sampled_from(built)), data.draw(st.booleans())))
    elif kind == "attack":
        side = data.draw(st.sampled_from([*SIDES, None]))
        session.modules.make(invaders.attack_step(data.draw(st.integers(1, 3)), side))
    elif kind == "card":
        card = data.draw(st.sampled_from(bonus_cards.cards(game.variant)))
        holder = bonus_cards.holder(game, card)
        step = bonus_cards.card_step(name, card, True) if holder is None else \
            bonus_cards.card_step(holder, card, False) if holder == name else \
            bonus_cards.pass_step(card, holder, name)
        session.modules.make(step)
    elif kind == "record" and game.next_round is not None:
        session.record_scoring()


@settings(max_examples=8, suppress_health_check=[HealthCheck.too_slow])  # a window per example
@given(st.data())
def test_the_scoreboard_and_the_modules_dock_follow_an_edit_by_what_changed(qapp, data):
    session = GameSession(six_full_cities_all_modules())
    scoreboard, dock = ScoreboardDock(session), ModulesDock(session)
    dock.show()
    try:
        model = scoreboard.score_model
        panels = dock.panels()
        assert {p.objectName() for p in panels} >= {"modulePanel_invaders", "modulePanel_bonus_cards"}
        refreshed: list[str] = []
        for panel in panels:
            def counted(game, panel=panel, refresh=panel.refresh):
                refreshed.append(panel.objectName())
                refresh(game)
            panel.refresh = counted
        resets: list[bool] = []
        announced: set[tuple[int, int]] = set()
        model.modelReset.connect(lambda: resets.append(True))
        model.dataChanged.connect(lambda first, last, *_: announced.update(
            (r, c) for r in range(first.row(), last.row() + 1)
            for c in range(first.column(), last.column() + 1)))
        for _ in range(data.draw(st.integers(1, 10))):
            before, keys = _texts(model), {p.objectName(): p.shown_from(session.game) for p in panels}
            announced.clear()
            refreshed.clear()
            try:
                _edit(data, session, data.draw(st.sampled_from(EDITS)))
            except AlhambraError:
                continue  # refused: nothing changed
            after = _texts(model)
            assert not resets, "the table was reset"
            changed_cells = {(r, c) for r, row in enumerate(after) for c, text in enumerate(row)
                             if text != before[r][c]}
            # Past MANY_CELLS changed cells (a scoring recorded: the next one shown) the model
            # announces the whole table at once, as it documents; else each changed cell alone.
            whole = {(r, c) for r, row in enumerate(after) for c in range(len(row))}
            assert announced == (whole if len(changed_cells) > MANY_CELLS else changed_cells)
            assert model.score == fresh_score(session.game, model.round)
            assert dock.panels() == panels, "the dock built its panels again"
            game = session.game
            changed = {p.objectName() for p in panels if p.shown_from(game) != keys[p.objectName()]}
            assert set(refreshed) == changed
            fresh = ModulesDock(session)
            fresh.show()
            try:
                for old, new in zip(panels, fresh.panels(), strict=True):
                    assert _shown(old) == _shown(new), old.objectName()
            finally:
                fresh.close()
                fresh.deleteLater()
    finally:
        for widget in (scoreboard, dock):
            widget.close()
            widget.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            widget.deleteLater()


def test_a_tile_built_from_a_reserve_takes_its_chip_away_and_keeps_the_others(qapp):
    """The reserve is not filled anew after an edit: the chips of the tiles that stay are the
    same widgets (not made, laid out and drawn again); undo brings one chip back."""
    from alhambra_gui.widgets.tiles.reserve import ReserveDock

    session = GameSession(six_full_cities_all_modules())
    dock = ReserveDock(session)
    dock.show()
    try:
        section = dock.section("Ben")
        chips = {id(chip): chip for chip in section.flow.chips()}
        tile = session.game.player("Ben").reserve[0]
        session.place("Ben", tile, sorted(session.game.player("Ben").city.legal_cells(tile))[0])
        after = section.flow.chips()
        assert sorted(c.tile for c in after) == sorted(session.game.player("Ben").reserve)
        assert all(id(chip) in chips for chip in after) and len(after) == len(chips) - 1
        session.undo_stack.undo()
        again = section.flow.chips()
        assert [c.tile for c in again] == [c.tile for c in chips.values()]  # in the same order
        assert sum(id(chip) not in chips for chip in again) == 1  # the one tile's chip made anew
    finally:
        dock.close()
        dock.deleteLater()


def test_a_city_header_given_the_same_facts_touches_none_of_its_labels(qapp):
    """An edit of another city gives a page's header the same facts: no label is set, styled
    or laid out again (each style set anew polishes its label and lays the line out)."""
    from PySide6.QtCore import QEvent, QObject
    from PySide6.QtGui import QColor

    from alhambra_gui.widgets.city.fact_line import FactLine

    class Events(QObject):
        def __init__(self) -> None:
            super().__init__()
            self.seen: list[QEvent.Type] = []

        def eventFilter(self, watched, event) -> bool:
            if event.type() in (QEvent.Type.StyleChange, QEvent.Type.LayoutRequest, QEvent.Type.Paint):
                self.seen.append(event.type())
            return False

    line = FactLine()
    line.resize(400, 60)
    line.show()
    facts = [("9 buildings", None), ("Longest wall: 6", None), ("2 problems", QColor("red"))]
    line.set_facts(facts)
    for _ in range(3):  # shown, laid out, painted
        qapp.processEvents()
    events = Events()
    for label in [line, *line.findChildren(QLabel)]:
        label.installEventFilter(events)
    line.set_facts(list(facts))
    qapp.processEvents()
    assert events.seen == [] and line.facts() == [text for text, _ in facts]
    line.set_facts([*facts[:2], ("3 problems", QColor("red"))])
    qapp.processEvents()
    assert QEvent.Type.Paint in events.seen and line.text().endswith("3 problems")
    line.close()
    line.deleteLater()


def test_a_drop_repaints_only_the_city_the_reserve_it_came_from_and_the_score_tables(qapp, tmp_path):
    """Issue 31: a tile dropped from a reserve (real drag events) repaints, in the whole
    window with every module in play, nothing outside the city's page, that player's reserve
    and the scoreboard's tables: no dock laid out anew, no palette, no panel."""
    from PySide6.QtCore import QEvent, QObject, QRect

    from alhambra_gui.widgets.score.score_table import ScoreTable
    from alhambra_gui.widgets.tiles.mime import TileDrag
    from tests.benchmarks.frames import SHOWN, open_window, settle
    from tests.drag_events import drop, enter, move

    window = open_window(tmp_path)

    class Paints(QObject):
        def __init__(self) -> None:
            super().__init__()
            self.on = False
            self.rects: list[tuple[str, QRect]] = []

        def eventFilter(self, watched, event) -> bool:
            if self.on and event.type() == QEvent.Type.Paint and isinstance(watched, QWidget):
                area = event.rect()
                self.rects.append((watched.objectName() or type(watched).__name__,
                                   QRect(watched.mapToGlobal(area.topLeft()), area.size())))
            return False

    try:
        game = window.session.game
        tile = game.player(SHOWN).reserve[0]
        view = window.current_page().view
        point = view.view_point(game.player(SHOWN).city.legal_cells(tile)[0])
        mime = TileDrag(tile, "reserve", SHOWN).to_mime()
        paints = Paints()
        qapp.installEventFilter(paints)
        paints.on = True
        enter(view.viewport(), mime, point)
        move(view.viewport(), mime, point)
        assert drop(view.viewport(), mime, point)
        settle()
        paints.on = False
        qapp.removeEventFilter(paints)
        assert tile not in window.session.game.player(SHOWN).reserve

        def on_screen(widget: QWidget) -> QRect:
            return QRect(widget.mapToGlobal(widget.rect().topLeft()), widget.size())

        allowed = [on_screen(window.current_page()), on_screen(window.reserves.section(SHOWN)),
                   *(on_screen(t) for t in window.scoreboard.findChildren(ScoreTable) if t.isVisible())]
        outside = [(name, rect.getRect()) for name, rect in paints.rects
                   if not any(place.contains(rect) for place in allowed)]
        assert paints.rects and outside == []
    finally:
        window.close()
        window.deleteLater()


def test_a_tile_moved_in_its_city_keeps_its_item_and_is_not_painted_anew(qapp, tmp_path, monkeypatch):
    """Issue 31: a built tile moved (real drag events) keeps its item, moved to the new cell
    with the picture cached of it: the tile painter draws no tile while the window repaints
    (a new item would paint the tile once more). Undo moves the same item back."""
    from alhambra_gui.widgets.city.city_items import CELL, TileItem
    from tests.benchmarks.frames import SHOWN, movable, open_window, settle
    from tests.drag_events import drop, enter

    window = open_window(tmp_path)
    try:
        session, view = window.session, window.current_page().view
        scene = view.city_scene()
        source, target = movable(session.game, SHOWN)
        item, items = scene.tile_item(source), set(scene.tile_items())
        painted: list[object] = []
        paint = TileItem.paint
        monkeypatch.setattr(TileItem, "paint",
                            lambda self, *args: painted.append(self.tile) or paint(self, *args))
        mime, point = view.mime_for(source), view.view_point(target)
        enter(view.viewport(), mime, point)
        assert drop(view.viewport(), mime, point)
        settle()
        assert session.game.player(SHOWN).city.get(target) == item.tile
        assert painted == []
        assert scene.tile_item(target) is item
        assert (item.pos().x(), item.pos().y()) == (target.x * CELL, target.y * CELL)
        assert set(scene.tile_items()) == items and scene.tile_item(source) is None
        session.undo_stack.undo()
        settle()
        assert scene.tile_item(source) is item and set(scene.tile_items()) == items and painted == []
    finally:
        window.close()
        window.deleteLater()


def test_a_swap_measures_no_row_header_again_when_its_names_are_the_same(qapp, tmp_path, monkeypatch):
    """Issue 31: a reserve tile swapped for a built one (real drag events) changes the
    majorities' counts, and the tables' needs are measured again; the row headers, whose names
    did not change, are not (Qt's header forgets its measure when any cell changes, and asked
    again reads every row's name, swatch and font). The width kept is the one Qt measures."""
    from alhambra_gui.widgets.score.score_table import ScoreTable
    from alhambra_gui.widgets.shared.session_model import SessionModel
    from alhambra_gui.widgets.tiles.mime import TileDrag
    from tests.benchmarks.frames import SHOWN, open_window, settle, swappable
    from tests.drag_events import drop, enter

    window = open_window(tmp_path)
    try:
        session, view = window.session, window.current_page().view
        tile = session.game.player(SHOWN).reserve[0]
        cell = swappable(session.game, SHOWN, tile)
        tables = window.scoreboard.findChildren(ScoreTable)
        asked: list[str] = []
        row_header = SessionModel.row_header
        monkeypatch.setattr(SessionModel, "row_header",
                            lambda self, *args: asked.append(type(self).__name__) or row_header(self, *args))
        mime, point = TileDrag(tile, "reserve", SHOWN).to_mime(), view.view_point(cell)
        enter(view.viewport(), mime, point)
        assert drop(view.viewport(), mime, point)
        settle()
        assert session.game.player(SHOWN).city.get(cell) == tile
        assert asked == []
        monkeypatch.undo()
        for table in tables:  # the width kept is the one Qt measures now
            assert table._names_width() == table.verticalHeader().sizeHint().width()
    finally:
        window.close()
        window.deleteLater()


def test_a_recorded_scoring_measures_no_column_heading_again(qapp, tmp_path, monkeypatch):
    """Issue 31: a scoring recorded changes every score of the "If scored now" table (it
    shows the next scoring), and the table fits its height to its headers again; the
    headings, which did not change, are not measured again (Qt's header forgets its measure
    when any cell changes, and asked again reads every heading's font, symbol and words).
    The height kept is the one Qt measures."""
    from alhambra_gui.widgets.score.score_model import ScoreTableModel
    from alhambra_gui.widgets.score.score_table import ScoreTable
    from tests.benchmarks.frames import open_window, settle

    asked: list[int] = []
    header_data = ScoreTableModel.headerData

    def counted(self, section, orientation, role=Qt.ItemDataRole.DisplayRole):
        if orientation == Qt.Orientation.Horizontal and role != Qt.ItemDataRole.DisplayRole:
            asked.append(section)  # what Qt's measure (and paint) of a heading asks
        return header_data(self, section, orientation, role)

    # before the window is made: PySide keeps the Python method Qt calls back from then on
    monkeypatch.setattr(ScoreTableModel, "headerData", counted)
    window = open_window(tmp_path)
    try:
        session = window.session
        asked.clear()
        session.record_scoring()
        settle()
        assert session.game.next_round == 2 and window.scoreboard.score_model.round == 2
        assert asked == []
        session.undo_stack.undo()
        settle()
        assert asked == []
        monkeypatch.undo()
        for table in window.scoreboard.findChildren(ScoreTable):  # the height kept is Qt's
            assert table._heads_height() == table.horizontalHeader().sizeHint().height()
    finally:
        window.close()
        window.deleteLater()



def test_the_palette_looks_again_only_at_the_places_that_changed(qapp, tmp_path, monkeypatch):
    """Issue 31: the palette follows an edit by the tiles whose place changed. A scoring
    recorded moves no tile: the palette asks for no tile's identity; a tile dropped from
    Ben's reserve into his city: for the tiles of his reserve and his city once each, and
    the tile dropped, not for every tile of the game and every chip (some 150 asks)."""
    from alhambra_gui.engine import Variant
    from alhambra_gui.widgets.tiles.mime import TileDrag
    from alhambra_gui.widgets.tiles.palette import PaletteDock
    from tests.benchmarks.frames import SHOWN, open_window, settle
    from tests.drag_events import drop, enter, move

    asked: list[object] = []
    inside = [False]
    refresh, identity = PaletteDock._refresh, Variant.identity

    def watched(self, **options):
        inside[0] = True
        try:
            return refresh(self, **options)
        finally:
            inside[0] = False

    monkeypatch.setattr(PaletteDock, "_refresh", watched)
    monkeypatch.setattr(Variant, "identity",
                        lambda self, tile: (inside[0] and asked.append(tile)) or identity(self, tile))
    window = open_window(tmp_path)
    try:
        session, view = window.session, window.current_page().view
        asked.clear()
        session.record_scoring()
        settle()
        assert asked == []
        ben = session.game.player(SHOWN)
        tile, before = ben.reserve[0], {*ben.reserve, *(t for _, t in ben.city)}
        cell = ben.city.legal_cells(tile)[0]
        mime, point = TileDrag(tile, "reserve", SHOWN).to_mime(), view.view_point(cell)
        enter(view.viewport(), mime, point)
        move(view.viewport(), mime, point)
        assert drop(view.viewport(), mime, point)
        settle()
        assert session.game.player(SHOWN).city.get(cell) == tile
        assert asked and set(asked) <= before and len(asked) <= len(before) + 2
        assert window.palette_dock.chip_for(tile).faded  # in Ben's city now: faded, as before
    finally:
        window.close()
        window.deleteLater()
