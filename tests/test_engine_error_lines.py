"""Issue 12: an engine error carries its sentence as a template with values (``error.line``),
so that the app can translate it; ``str(error)`` stays the English sentence the command
line prints and spec/game-file.md quotes."""

from __future__ import annotations

import json
import re

import pytest

from alhambra_gui.engine import City, Game, Side, Tile, Walls, loads
from alhambra_gui.engine.counts_actions import use_city
from alhambra_gui.engine.errors import CONTEXT, AlhambraError, NotationError
from alhambra_gui.engine.modules import city_gates, other_points, treasure_chamber
from alhambra_gui.engine.names import check_names
from alhambra_gui.engine.words import Joined, Line, Word, english_plural, fill

GARDEN_8_SW = Tile("garden", 8, Walls("SW"))


def file(players: list[dict], **top: object) -> str:
    return json.dumps({"format": "alhambra-game", "version": 1, **top, "players": players})


def anna_game() -> Game:
    """Anna with a Garden 8 at (1, 0), Ben; city gates and the treasure chamber in play."""
    return loads(file([{"name": "Anna", "city": [{"x": 1, "y": 0, **GARDEN_8_SW.to_dict()}]},
                       {"name": "Ben"}], modules=["city_gates", "treasure_chamber"]))


#: Each sentence as the engine wrote it before errors carried templates (checked against
#: that version), from the engine's corners: a placement, names, a file, modules, counts.
SAMPLES = [
    (lambda: City().place(GARDEN_8_SW, (5, 5)),
     'garden 8 walls "SW" cannot be built here: at (5, 5) '
     "the tile does not share a side with the city"),
    (lambda: check_names(["Anna", "anna "]), "two players have the same name: 'Anna' and 'anna '"),
    (lambda: check_names(["x" * 41]), "the name 'xxxxxxxxxxxxxxxxxxxx…' is longer than 40 characters"),
    (lambda: loads(file([{"name": "a\nb"}])),
     "game: players: the name 'a\\u000ab' holds a control character"),
    (lambda: Game(["Anna"]).player("Zed"), "there is no player called 'Zed'"),
    (lambda: loads(file([{"name": "A", "city": [{"x": 1, "y": 0, "type": "garden", "price": 8,
                                                  "walls": "X"}]}])),
     'game: players[0].city[0].walls: walls "X" must be distinct letters from NESW'),
    (lambda: loads(file([{"name": "A", "gates": []}])),
     "game: players[0].gates: the game does not list the module 'city_gates'"),
    (lambda: Game(["A"], variant="granada", modules=["city_gates"]),
     "the expansion modules are for Alhambra, not Granada"),
    (lambda: anna_game().take_into_reserve("Ben", GARDEN_8_SW),
     'garden 8 walls "SW" is already in Anna\'s city at (1, 0)'),
    (lambda: city_gates.set_gate(anna_game(), "Anna", (1, 0), Side.N, False),
     "there is no gate on that edge"),
    (lambda: treasure_chamber.set_chest(anna_game(), "Anna", (0, 0), True),
     "a chest goes on one of the player's own buildings"),
    (lambda: use_city(anna_game(), "Anna"), "Anna is scored from the city already"),
    (lambda: loads(file([{"name": "A", "reserve": [{"type": "castle", "price": 8, "walls": ""}]}])),
     "game: players[0].reserve[0]: 'castle' is not a building type of Alhambra"),
    (lambda: loads(file([{"name": "A", "reserve": [{"type": "park", "value": 20, "moats": ""}]}],
                        variant="granada")),
     "game: players[0].reserve[0]: value 20 is outside 2-13"),
    (lambda: City().remove((0, 0)), "this tile cannot be removed: at (0, 0) the fountain never moves"),
    (lambda: other_points.parse("Ben3"),
     "--other 'Ben3': write NAME=POINTS or NAME=POINTS:LABEL, e.g. Ben=3:Camps"),
]


def raised(make) -> ValueError:
    with pytest.raises(ValueError) as caught:
        make()
    return caught.value


def lines_in(line: Line):
    """The line and every line inside it."""
    yield line
    for _, value in line.values:
        inner = value.lines if isinstance(value, Joined) else (value,) if isinstance(value, Line) else ()
        for found in inner:
            yield from lines_in(found)


@pytest.mark.parametrize(("make", "english"), SAMPLES)
def test_str_of_an_error_is_the_english_sentence_of_before(make, english):
    error = raised(make)
    assert str(error) == english == error.args[0]
    assert error.line.english() == english


@pytest.mark.parametrize(("make", "english"), SAMPLES)
def test_an_error_is_a_template_in_the_error_context_and_its_values(make, english):
    line = raised(make).line
    assert line.context == CONTEXT == "AlhambraError"
    for inner in lines_in(line):
        assert inner.context in ("AlhambraError", "Rule")
        # Every field the template names has its value, kept apart from it (a rule's
        # sentence may leave out the side and the neighbour its violation offers).
        fields = set(re.findall(r"\{(\w+)\}", inner.text))
        assert fields <= {name for name, _ in inner.values}
        if inner.context == CONTEXT:
            assert fields == {name for name, _ in inner.values}


def test_the_values_keep_the_engine_words_apart_from_the_template():
    error = raised(lambda: anna_game().take_into_reserve("Ben", GARDEN_8_SW))
    assert error.line.text == "{tile} is already {where}"
    tile, where = error.line.value("tile"), error.line.value("where")
    assert isinstance(tile, Word) and (tile.kind, tile.subject) == ("tile", GARDEN_8_SW)
    assert isinstance(where, Word) and where.kind == "location" and where.subject.holder == "Anna"
    placed = raised(lambda: City().place(GARDEN_8_SW, (5, 5))).line
    assert placed.text == "{what}: {reasons}"
    assert placed.value("what").text == "{tile} cannot be built here"
    reasons = placed.value("reasons")
    assert isinstance(reasons, Joined)
    assert [(r.text, r.value("x"), r.value("y")) for r in reasons.lines] == [
        ("at ({x}, {y}) {reason}", 5, 5)]
    assert reasons.lines[0].value("reason").text == "the tile does not share a side with the city"


def test_a_name_check_error_is_a_template_with_the_name_as_a_value():
    error = raised(lambda: check_names(["Anna", "Ben", "anna"]))
    assert error.line.text == "two players have the same name: {first} and {second}"
    assert dict(error.line.values) == {"first": "'Anna'", "second": "'anna'"}


def test_a_file_error_keeps_the_inner_sentence_and_shows_the_file_printable():
    error = raised(lambda: loads(file([{"name": "a\u202eb"}]), source="x\ny.json"))
    assert str(error) == ("x\\u000ay.json: players: "
                          "the name 'a\\u202eb' holds a text-direction control character")
    assert error.line.text == "{source}: {place}: {what}"
    assert error.line.value("what").text == "the name {name} holds a text-direction control character"


def test_a_value_holding_braces_is_not_filled_in_again():
    error = raised(lambda: Game(["Anna"]).player("{name}"))
    assert str(error) == "there is no player called '{name}'"
    assert fill("{a} and {b}", a="{b}", b="x") == "{b} and x"


def test_walls_written_wrongly_are_a_notation_error_not_a_game_error():
    error = raised(lambda: Walls.parse("NX"))
    assert isinstance(error, NotationError) and not isinstance(error, AlhambraError)
    assert error.line.value("text") == "NX"


def test_a_counted_line_reads_right_in_english_for_one_and_more():
    def line(n: int) -> Line:
        return Line.counted("Module", "%n chest(s) on the city's buildings", n)

    assert [line(n).english() for n in (0, 1, 2)] == [
        "0 chests on the city's buildings", "1 chest on the city's buildings",
        "2 chests on the city's buildings"]
    assert line(1) != line(2) and line(2) == line(2)
    assert english_plural("%n segment(s) = %n point(s)", 1) == "%n segment = %n point"
    # a verb after the plural ending agrees with the number
    assert english_plural("%n tile(s) were read; %n cell(s) are unsure", 1) == \
        "%n tile was read; %n cell is unsure"
    assert english_plural("%n tile(s) were read; %n cell(s) are unsure", 2) == \
        "%n tiles were read; %n cells are unsure"
    assert english_plural("%n game(s) have a winner", 1) == "%n game has a winner"
