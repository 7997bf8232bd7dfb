"""Issue 12, one translation system: the engine's refusals, the types' names and the
numbers of things reach the user in their language. A German catalogue (extracted by
lupdate, a few messages translated, compiled by lrelease) changes exactly those; without
it the app speaks English, plural forms included."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator
from PySide6.QtGui import QTextDocument

from alhambra_gui.app import labels
from alhambra_gui.app.plurals import SourcePlurals
from alhambra_gui.engine import City, Game, IllegalMoveError, Player, Tile, Walls, get_variant
from alhambra_gui.engine.assets import load_json
from alhambra_gui.engine.variant import VARIANTS
from alhambra_gui.engine.vocabulary import TYPE_NAMES, VARIANT_TITLES
from alhambra_gui.engine.words import Joined, Line, english_plural
from alhambra_gui.widgets.city.city_page import CityPage
from alhambra_gui.widgets.dialogs.new_game_dialog import NewGameDialog
from alhambra_gui.widgets.tiles.mime import TileDrag
from alhambra_gui.widgets.tiles.palette import PaletteDock
from alhambra_gui.widgets.tiles.reserve import ReserveDock
from tests.catalogues import read_ts, temporary_catalogue, update
from tests.test_engine_error_lines import SAMPLES, lines_in, raised
from tests.test_gui_names_and_drawing import drop

pytestmark = pytest.mark.gui

GARDEN_8_NW = Tile("garden", 8, Walls("NW"))  # Anna's reserve; at (0, 2) its north wall meets Garden 10
GARDEN_8_SW = Tile("garden", 8, Walls("SW"))
GERMAN = {
    # An engine error: the template of a name check, its values filled in after.
    ("AlhambraError", "two players have the same name: {first} and {second}"):
        "zwei Spieler haben denselben Namen: {first} und {second}",
    # A refused placement: sentences inside a sentence, and a tile named as the app names it.
    ("AlhambraError", "{tile} cannot be built here"): "{tile} kann hier nicht gebaut werden",
    ("Rule", "at ({x}, {y}) {reason}"): "bei ({x}, {y}): {reason}",
    ("Rule", "the tile does not share a side with the city"):
        "das Plättchen grenzt an keiner Seite an die Stadt",
    ("AlhambraError", "{tile} is already {where}"): "{tile} liegt schon {where}",
    ("", "in %1's city at (%2, %3)"): "in der Stadt von %1 bei (%2, %3)",
    # The city view's refusal banner.
    ("", "%1 cannot be built there: %2"): "%1 kann dort nicht gebaut werden: %2",
    ("Rule", "its wall to the {side} meets an open side of {neighbour}"):
        "seine Mauer im {side} trifft auf eine offene Seite von {neighbour}",
    ("Rule", "north"): "Norden",
    # Names: from the engine's vocabulary, translated where every other string is.
    ("BuildingType", "Garden"): "Garten",
    ("Variant", "Granada"): "Granada (deutsch)",
    ("", "walls %1"): "Mauern %1",
    # Plural forms: German has two.
    ("CityPage", "%n problem(s)"): ("%n Problem", "%n Probleme"),
    ("ReserveDock", "%n tile(s)"): ("%n Plättchen", "%n Plättchen (mehrere)"),
    ("Module", "%n chest(s) on the city's buildings"):
        ("%n Truhe auf den Gebäuden der Stadt", "%n Truhen auf den Gebäuden der Stadt"),
}


@pytest.fixture(scope="module")
def extracted(tmp_path_factory):
    """The app's strings as lupdate finds them (the update command's own run)."""
    ts = update.catalogue("de", tmp_path_factory.mktemp("i18n"))
    update.lupdate(update.sources(), ts, "de")
    return read_ts(ts)


@pytest.fixture(scope="module")
def german_qm(tmp_path_factory):
    return temporary_catalogue(tmp_path_factory.mktemp("qm"), "de", GERMAN)


@contextmanager
def installed(qm: Path) -> Iterator[None]:
    """The compiled catalogue installed while the block runs (asked before any other)."""
    translator = QTranslator()
    assert translator.load(str(qm))
    QCoreApplication.installTranslator(translator)
    try:
        yield
    finally:
        QCoreApplication.removeTranslator(translator)


@pytest.fixture
def german(german_qm, qapp):
    with installed(german_qm):
        yield


# ---- what lupdate sees ----------------------------------------------------------------------

def test_every_engine_sentence_and_name_is_extracted_in_its_context(extracted):
    found = {(m.context, m.source) for m in extracted}
    for make, _english in SAMPLES:
        for line in lines_in(raised(make).line):
            assert (line.context, line.text) in found
    assert {("BuildingType", name) for name in TYPE_NAMES.values()} <= found
    assert {("Variant", title) for title in VARIANT_TITLES.values()} <= found
    assert ("Module", "%n chest(s) on the city's buildings") in found


def test_every_text_with_a_plural_ending_has_plural_forms_and_shows_its_number(extracted):
    """A "(s)" in a text lupdate did not take as plural would show as it is ("1 tile(s)"),
    and a plural text without %n would not show its number."""
    for message in extracted:
        source, plural = message.source, message.numerus
        if "(s)" in source:
            assert plural, (message.context, source)
        if plural:
            assert "%n" in source, (message.context, source)
            assert "(s)" not in english_plural(source, 1) + english_plural(source, 2)


def test_the_variant_data_holds_no_display_words():
    for name in VARIANTS:
        data = load_json("variants", f"{name}.json")
        assert "title" not in data and all("names" not in t for t in data["types"])
        variant = get_variant(name)
        assert variant.title == VARIANT_TITLES[name]
        assert [t.name for t in variant.types] == [TYPE_NAMES[i] for i in variant.type_ids]
    assert len(get_variant("granada").types) == 9


# ---- engine errors ---------------------------------------------------------------------------

def test_a_bad_player_name_is_refused_in_german_in_the_new_game_dialog(qtbot, german):
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    edit = dialog.name_edit(1)
    edit.selectAll()
    qtbot.keyClicks(edit, "player 1")
    assert not dialog.ok_button.isEnabled()
    assert "zwei Spieler haben denselben Namen: 'Player 1' und 'player 1'" in dialog.message_label.text()


def test_an_engine_error_is_translated_template_first_then_its_values(german):
    refused = raised(lambda: City().place(GARDEN_8_SW, (5, 5)))
    assert isinstance(refused, IllegalMoveError)
    assert labels.error_text(refused) == ("Garten 8 (Mauern S, W) kann hier nicht gebaut werden: "
                                          "bei (5, 5): das Plättchen grenzt an keiner Seite an die Stadt")
    game = Game([Player("Anna", City({(1, 0): GARDEN_8_SW})), "Ben"])
    in_use = raised(lambda: game.take_into_reserve("Ben", GARDEN_8_SW))
    assert labels.error_text(in_use) == "Garten 8 (Mauern S, W) liegt schon in der Stadt von Anna bei (1, 0)"
    assert str(in_use) == 'garden 8 walls "SW" is already in Anna\'s city at (1, 0)'  # the CLI's English
    modules = raised(lambda: Game(["A"], variant="granada", modules=["city_gates"]))
    assert labels.error_text(modules) == "the expansion modules are for Alhambra, not Granada (deutsch)"


def test_without_a_catalogue_the_app_names_the_engine_words_in_english(qapp):
    refused = raised(lambda: City().place(GARDEN_8_SW, (5, 5)))
    assert labels.error_text(refused) == ("Garden 8 (walls S, W) cannot be built here: "
                                          "at (5, 5) the tile does not share a side with the city")
    assert labels.error_text(ValueError("not the engine's")) == "not the engine's"


def test_a_violation_in_german_in_the_refusal_banner_and_the_problem_tooltip(page, session, german):
    assert not drop(page.view, TileDrag(GARDEN_8_NW, "reserve", "Anna"), (0, 2))
    assert page.banner_text() == (
        "Garten 8 (Mauern N, W) kann dort nicht gebaut werden: "
        "seine Mauer im Norden trifft auf eine offene Seite von Garten 10 (Mauern W)")
    lone = Game([Player("Anna", City({(5, 5): GARDEN_8_SW}))])
    session.replace_game(lone, None)
    mark = page.view.city_scene().problem_items()[0]
    assert mark.toolTip().splitlines() == [
        "Garten 8 (Mauern S, W):", "• das Plättchen grenzt an keiner Seite an die Stadt"]


# ---- names -----------------------------------------------------------------------------------

def test_type_names_in_german_in_the_palette_and_its_filter(qtbot, session, show_widget, german):
    palette = show_widget(PaletteDock(session), 340, 700)
    assert palette.group_header("garden").text().startswith("Garten (G)")
    qtbot.keyClicks(palette.filter_edit, "GARTEN 8")
    assert set(palette.visible_tiles()) == {t for t in session.game.variant.catalogue
                                            if (t.type, t.price) == ("garden", 8)}
    assert labels.type_name(session.game.variant, "garden") == "Garten"
    assert labels.type_name(session.game.variant, "tower") == "Tower"  # not translated: English


def test_type_names_are_english_without_a_catalogue(qapp):
    granada = get_variant("granada")
    assert [labels.type_name(granada, t) for t in granada.type_ids][:2] == ["Arena", "Bath house"]
    assert labels.variant_name(granada) == "Granada"


# ---- plural forms ----------------------------------------------------------------------------

def lone_tiles(count: int) -> Game:
    """Anna's city of ``count`` tiles apart from everything: one problem each."""
    tiles = [GARDEN_8_SW, Tile("tower", 9, Walls("NE")), Tile("garden", 10, Walls("W"))]
    city = City({(5 + 2 * i, 5): tile for i, tile in enumerate(tiles[:count])})
    assert len(city.violations()) == count
    return Game([Player("Anna", city, list(tiles[:count]))])


@pytest.mark.parametrize(("count", "english", "german_text"), [
    (1, "1 problem", "1 Problem"), (2, "2 problems", "2 Probleme")])
def test_the_number_of_problems_in_english_and_in_german(make_session, show_widget, german_qm,
                                                         count, english, german_text):
    session = make_session(lone_tiles(count))
    page = show_widget(CityPage(session, "Anna"))
    assert page.header_text().endswith(f" · {english}")
    with installed(german_qm):
        session.replace_game(lone_tiles(count), None)  # redrawn under the catalogue
        assert page.header_text().endswith(f" · {german_text}")


@pytest.mark.parametrize(("count", "english", "german_text"), [
    (1, "1 tile", "1 Plättchen"), (2, "2 tiles", "2 Plättchen (mehrere)")])
def test_the_reserve_counts_its_tiles_in_english_and_in_german(make_session, show_widget, german_qm,
                                                               count, english, german_text):
    session = make_session(lone_tiles(count))
    dock = show_widget(ReserveDock(session), 340, 600)
    assert header(dock).endswith(f" · {english}")
    with installed(german_qm):
        session.replace_game(lone_tiles(count), None)
        assert header(dock).endswith(f" · {german_text}")


def header(dock: ReserveDock) -> str:
    """Anna's reserve header as plain text."""
    section = dock.section("Anna")
    assert section is not None
    return plain_text(section.header.text())


def plain_text(html: str) -> str:
    document = QTextDocument()
    document.setHtml(html)
    return document.toPlainText()


def test_a_counted_engine_line_has_german_plural_forms(german):
    variant = get_variant("alhambra")
    texts = [labels.line_text(Line.counted("Module", "%n chest(s) on the city's buildings", n), variant)
             for n in (1, 3)]
    assert texts == ["1 Truhe auf den Gebäuden der Stadt", "3 Truhen auf den Gebäuden der Stadt"]
    joined = Line("AlhambraError", "{a}", a=Joined((Line("", "x"), Line("", "y"))))
    assert labels.sentence_text(joined) == "x; y"


def test_english_plural_forms_come_from_the_source_texts(qapp):
    """Without any catalogue: Qt's own answer for a numerus text is its source for every
    number ("1 tile(s)"); the source plurals the app installs first make it English."""
    assert labels.tr("%n point(s)", "", 1) == "1 point"
    assert labels.tr("%n point(s)", "", 2) == "2 points"
    assert labels.tr("%n point(s)", "", 0) == "0 points"
    plurals = SourcePlurals()
    assert plurals.translate("", "%n tile(s)", None, 1) == "%n tile"
    assert plurals.translate("", "%n tile(s)", None, 2) == "%n tiles"
    assert plurals.translate("", "%n tile(s)", None, -1) is None  # no number: not its text
    assert plurals.translate("", "Open Game", None, -1) is None
    assert QCoreApplication.translate("", "Longest wall: %1") == "Longest wall: %1"  # untouched


def test_a_typed_count_reads_right_for_one_and_more(qapp):
    from alhambra_gui.widgets.score.score_text import tiles_text, typed_text, wall_text

    alhambra = get_variant("alhambra")
    assert [tiles_text(n) for n in (1, 2, 3.5)] == ["1 tile", "2 tiles", "3.5 tiles"]
    assert [typed_text(n) for n in (1, 2)] == ["1 building (typed)", "2 buildings (typed)"]
    assert wall_text(alhambra, "Anna", 1) == "longest outer wall: 1 segment = 1 point"
    assert wall_text(get_variant("granada"), "Anna", 4) == "longest outer moat: 4 segments = 4 points"


@pytest.mark.parametrize(("locale", "expected"), [
    ("de", "Ann, Ben und Cy"), ("zh_TW", "Ann、Ben和Cy"), ("C", "Ann, Ben, and Cy")])
def test_names_are_listed_as_the_language_lists_them(qapp, locale, expected):
    from PySide6.QtCore import QLocale

    from alhambra_gui.widgets.score.score_text import name_list

    before = QLocale()
    QLocale.setDefault(QLocale(locale))
    try:
        assert name_list(["Ann", "Ben", "Cy"]) == expected
    finally:
        QLocale.setDefault(before)
