"""Issue 27, item 9: code letters in German and Chinese. A narrow score table heads the
building types with the language's short words ("Gem" for Gemächer, 宮 for 宮室), never
with an English code letter (German showed Gemächer as C); the letters that are the typed
codes' grammar (the sides N E S W under each tile, the types' letters) stay, and the keys
sheet explains each of them in the language shown."""

from __future__ import annotations

import contextlib

import pytest
from PySide6.QtCore import Qt

from alhambra_gui.app import labels
from alhambra_gui.engine import SIDES, Game, Player, get_variant, vocabulary
from alhambra_gui.widgets.dialogs.keys_sheet import KeysSheet
from alhambra_gui.widgets.score.scoreboard import ScoreboardDock
from tests import pseudo_l10n

pytestmark = pytest.mark.gui

SHORT = {
    "en": ["P", "S", "A", "C", "G", "T"],
    "de": ["Pav", "Ser", "Ark", "Gem", "Gar", "Turm"],
    "zh_TW": ["亭", "宅", "樓", "宮", "園", "塔"],
}
NORTH = {"en": "north", "de": "Norden", "zh_TW": "北"}


@pytest.fixture
def speaking(tmp_path):
    """Run a block in a language (its real catalogue installed)."""
    held = contextlib.ExitStack()

    def speak(language: str) -> None:
        if language != "en":
            catalogue = pseudo_l10n.real_catalogue(tmp_path, language)
            held.enter_context(pseudo_l10n.installed(catalogue, language))

    with held:
        yield speak


@pytest.mark.parametrize("language", ["en", "de", "zh_TW"])
def test_a_narrow_score_table_heads_the_types_in_the_language(qtbot, make_session, show_widget, speaking,
                                                              language):
    speaking(language)
    modules = ["treasure_chamber", "city_gates", "characters", "other_points"]  # wide: letters
    session = make_session(Game([Player(n) for n in ("Anna", "Ben", "Chen", "Dana")], modules=modules))
    board = show_widget(ScoreboardDock(session), 360, 600, exposed=True)
    table, model = board.score_view, board.score_model
    qtbot.waitUntil(lambda: model.compact)
    header = table.horizontalHeader()
    shown = [model.headerData(header.logicalIndex(v), Qt.Orientation.Horizontal)
             for v in range(header.count()) if not header.isSectionHidden(header.logicalIndex(v))]
    types = [text for text in shown if text in SHORT[language]]
    assert types == SHORT[language], shown
    if language != "en":  # no English code letter heads a column
        assert not set(shown) & set(SHORT["en"]), shown


@pytest.mark.parametrize("language", ["en", "de", "zh_TW"])
def test_the_keys_sheet_explains_every_letter_in_the_language(qtbot, make_session, speaking, language):
    speaking(language)
    session = make_session(Game([Player("Anna"), Player("Ben")]))
    sheet = KeysSheet(session)
    qtbot.addWidget(sheet)
    texts = sheet.texts()
    for side in SIDES:  # each side's letter, then its word in this language
        at = texts.index(side.name)
        assert texts[at + 1] == labels.side_word(side)
    assert labels.side_word(SIDES[0]) == NORTH[language]
    variant = get_variant("alhambra")
    for kind in variant.types:  # each type's letter, then its name in this language
        at = texts.index(kind.letter.lower())
        assert texts[at + 1] == labels.type_name(variant, kind.id)


def test_the_short_headings_are_the_variants_letters_in_english():
    """One source of truth: the letters marked for translation are the variants' own."""
    letters = [t.letter for name in ("alhambra", "granada") for t in get_variant(name).types]
    assert sorted(vocabulary.TYPE_SHORTS) == sorted(letters)


#: A tile's walls facing north and east as each language writes them in a description.
NORTH_EAST = {"en": "N, E", "de": "N, O", "zh_TW": "北、東"}


@pytest.mark.parametrize("language", ["en", "de", "zh_TW"])
def test_a_tile_described_names_its_walls_in_the_language(qapp, speaking, language):
    """German wrote "Mauern N, E" (Ost is O) and Chinese the Latin letters: a description
    names the sides in the language's own letters, a module's piece too, while the typed
    code keeps its nesw grammar."""
    from alhambra_gui.engine import Tile, Walls
    from alhambra_gui.engine.modules.medina import medina

    speaking(language)
    variant = get_variant("alhambra")
    garden = Tile("garden", 8, Walls("NE"))
    assert NORTH_EAST[language] in labels.tile_long_label(variant, garden)
    assert NORTH_EAST[language] in labels.piece_label(medina(5, "NE"))
    assert labels.tile_code(variant, garden).endswith("NE")


def test_the_command_line_keeps_the_english_letters():
    """The engine's sentence (what the command line prints) names the sides as before."""
    from alhambra_gui.engine.modules import registry
    from alhambra_gui.engine.modules.medina import medina
    from alhambra_gui.engine.words import fill

    piece = medina(5, "NE")
    line = registry.piece_module(piece.kind).piece_name(piece, True)
    assert fill(line.text, **dict(line.values)) == "Medina 5 (walls N, E)"


def test_a_chinese_refusal_is_punctuated_as_chinese(qapp, speaking):
    """The refusal read "樓閣 5 (城牆 北、西)無法建在那裡：…的城牆; 無法從獅子泉步行到達": an
    English semicolon and brackets inside a Chinese sentence."""
    from alhambra_gui.engine import City, Tile, Walls

    speaking("zh_TW")
    city = City()
    city.put((2, 0), Tile("chambers", 5, Walls("NSW")))
    arcades = Tile("arcades", 5, Walls("NW"))
    broken = city.check_place(arcades, (1, 0))  # its open east meets a wall, its west wall the fountain
    assert len(broken) >= 2, broken
    reasons = labels.reasons_text(broken, get_variant("alhambra"), city)
    name = labels.tile_long_label(get_variant("alhambra"), arcades)
    assert "；" in reasons and "; " not in reasons, reasons
    assert name == "樓閣 5（城牆 北、西）", name


def test_chinese_lists_are_separated_as_chinese(qapp, speaking):
    """The market's explanation read "（小明 8, 美玲 5）" and Save As offered "… 小明, 美玲.json":
    English commas inside Chinese. Lists without a final "and" take the language's separator."""
    from alhambra_gui.engine import Game, MarketAward, Player, Tile, Walls
    from alhambra_gui.widgets.score.endgame_dialog import award_text
    from alhambra_gui.widgets.window.file_menu import suggested_name

    speaking("zh_TW")
    award = MarketAward(Tile("garden", 8, Walls("S")), "dirham", "小明", {"小明": 8, "美玲": 5})
    assert "小明 8、美玲 5" in award_text(award, "園林 8"), award_text(award, "園林 8")
    assert "小明、美玲" in suggested_name(Game([Player("小明"), Player("美玲")]))


def test_english_and_german_lists_keep_their_commas(qapp, speaking):
    speaking("de")
    assert labels.joined(["Anna 7", "Ben 3"]) == "Anna 7, Ben 3"


#: The points won during play, told after a player's scorings in the BG Stats comments.
DURING = {"en": "during play", "de": "während des Spiels", "zh_TW": "遊戲中獲得"}


@pytest.mark.parametrize("language", ["en", "de", "zh_TW"])
def test_the_comments_tell_the_points_won_during_play_in_the_language(qapp, speaking, language, tmp_path):
    """The QR code's comments word their terms in the app's language, the points won during
    play too (the history words them in English: "2 during play")."""
    import dataclasses

    from alhambra_gui.history import History, bgstats
    from alhambra_gui.widgets.history.history_words import term_namer
    from tests.history_games import made

    speaking(language)
    history = History.open(tmp_path / "h.sqlite").history
    try:
        record = made({"Emil": (2, 2, 5)})
        row = history.game(history.add(dataclasses.replace(
            record, seats=(dataclasses.replace(record.seats[0], total=11),))))
        said = bgstats.comments(history, row, term_namer(row.variant))
    finally:
        history.close()
    assert said == f"Emil 11 (2 + 2 + 5 + 2 {DURING[language]})"


@pytest.mark.parametrize("language", ["en", "de", "zh_TW"])
def test_a_table_too_narrow_for_the_letters_heads_the_types_with_their_symbols(
        qtbot, make_session, show_widget, speaking, language):
    """Played in German at 1280×720: "Pav", "Ser" … did not fit beside three players' numbers
    in the room the window gives the scoreboard, and the table scrolled sideways, its wall
    column cut. Narrower than the letters need, the types are headed by their symbols alone
    (the names in the tooltip) and every column is in sight; wider, the letters come back.
    (A table too wide even so keeps its letters and scrolls: the test above.)"""
    speaking(language)
    session = make_session(Game([Player(n) for n in ("Anna", "Ben", "Chen")]))
    board = show_widget(ScoreboardDock(session), 600, 600, exposed=True)
    table, model = board.score_view, board.score_model
    heading = Qt.Orientation.Horizontal
    types = [c for c in range(model.columnCount()) if model.column(c).kind == "type"]
    for width in range(600, 200, -10):  # narrower until the letters no longer fit
        board.resize(width, 600)
        qtbot.waitUntil(lambda: table._content_key() == table._fitted_for)
        if model.symbols_only:
            break
    else:
        pytest.fail("the letters fitted at every width")
    assert [model.headerData(c, heading) for c in types] == [""] * 6
    assert all(not model.headerData(c, heading, Qt.ItemDataRole.DecorationRole).isNull() for c in types)
    name = labels.type_name(get_variant("alhambra"), model.column(types[0]).key)
    assert name in model.headerData(types[0], heading, Qt.ItemDataRole.ToolTipRole)
    header = table.horizontalHeader()
    shown = sum(header.sectionSize(c) for c in range(1, model.columnCount()) if not table.isColumnHidden(c))
    assert shown <= table.viewport().width()  # every column in sight: no sideways scroll
    assert table.horizontalScrollBarPolicy() == Qt.ScrollBarPolicy.ScrollBarAlwaysOff
    board.resize(width + 60, 600)
    qtbot.waitUntil(lambda: not model.symbols_only)
    assert [model.headerData(c, heading) for c in types] == SHORT[language]
