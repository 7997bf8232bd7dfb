"""The game file (spec/game-file.md): round trips, atomic saving, and every broken file."""

from __future__ import annotations

import copy
import errno
import json
import os
from pathlib import Path

import pytest

from alhambra_gui.engine import (
    Game,
    GameFileError,
    Player,
    RecordedScoring,
    Tile,
    Walls,
    dumps,
    game_from_dict,
    game_to_dict,
    load_game,
    loads,
    save_game,
)

EXAMPLES = ["three-players", "two-players-dirk"]


class _Delete:
    """A field left out of the file (its repr names the test the same in every process)."""

    def __repr__(self) -> str:
        return "DELETE"


DELETE = _Delete()


def example_dict(example_path, name: str = "two-players-dirk") -> dict:
    return json.loads(example_path(name).read_text(encoding="utf-8"))


def edited(data: dict, path: tuple, value) -> dict:
    """A deep copy of ``data`` with the value at ``path`` replaced (or deleted)."""
    result = copy.deepcopy(data)
    node = result
    for key in path[:-1]:
        node = node[key]
    if value is DELETE:
        del node[path[-1]]
    elif isinstance(node, list) and path[-1] == len(node):
        node.append(value)
    else:
        node[path[-1]] = value
    return result


def granada_dict(**changes) -> dict:
    data = {"format": "alhambra-game", "version": 1, "variant": "granada", "players": [
        {"name": "Ana", "city": [{"x": 1, "y": 0, "type": "library", "value": 11, "moats": "NE"},
                                 {"x": 0, "y": 1, "type": "park", "value": 2, "moats": ""}],
         "reserve": [{"type": "school", "value": 13, "moats": "SW"}]},
        {"name": "Bo", "city": [{"x": -1, "y": 0, "type": "library", "value": 6, "moats": "W"}]}]}
    data.update(changes)
    return data


def write(tmp_path: Path, content: str | bytes, name: str = "game.json") -> Path:
    path = tmp_path / name
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content, encoding="utf-8")
    return path


def load_error(tmp_path: Path, content: str | bytes | dict) -> str:
    text = json.dumps(content) if isinstance(content, dict | list) else content
    with pytest.raises(GameFileError) as error:
        load_game(write(tmp_path, text))
    message = str(error.value)
    assert "\n" not in message
    return message


# ---- round trips -------------------------------------------------------------------------------

@pytest.mark.parametrize("name", EXAMPLES)
def test_examples_round_trip(name, example_path, tmp_path):
    game = load_game(example_path(name))
    assert loads(dumps(game)) == game
    save_game(game, tmp_path / "copy.json")
    assert load_game(tmp_path / "copy.json") == game
    assert game_to_dict(game) == game_to_dict(loads(dumps(game)))


@pytest.mark.parametrize("name", EXAMPLES)
def test_examples_keep_their_content(name, example_path):
    data = example_dict(example_path, name)
    game = load_game(example_path(name))
    assert game.names == [p["name"] for p in data["players"]]
    for player, entry in zip(game.players, data["players"], strict=True):
        assert len(player.city) == len(entry["city"])
        for item in entry["city"]:
            assert player.city.get((item["x"], item["y"])) == Tile.from_dict(item)
        assert player.reserve == [Tile.from_dict(t) for t in entry["reserve"]]
    assert game.dirk_in_play == ("dirk" in data)


def test_saved_file_follows_the_format(example_path):
    game = load_game(example_path("two-players-dirk"))
    data = json.loads(dumps(game))
    assert (data["format"], data["version"], data["variant"]) == ("alhambra-game", 1, "alhambra")
    cities = [[(t["x"], t["y"]) for t in p["city"]] for p in data["players"]]
    assert all((0, 0) not in city for city in cities)
    assert all(city == sorted(city, key=lambda c: (c[1], c[0])) for city in cities)
    assert set(data["players"][0]["city"][0]) == {"x", "y", "type", "price", "walls"}
    assert len(data["dirk"]["tiles"]) == 8


def test_unknown_fields_are_kept(example_path):
    data = edited(example_dict(example_path), ("comment",), "from the club night")
    data["players"][0]["nickname"] = "blue"
    data["players"][0]["colour"] = "#1f5fbf"
    game = loads(json.dumps(data))
    again = json.loads(dumps(game))
    assert again["comment"] == "from the club night"
    assert again["players"][0]["nickname"] == "blue"
    assert again["players"][0]["colour"] == "#1f5fbf"



def test_unknown_fields_of_a_modules_piece_are_kept_as_a_tiles_are():
    """A hut in a city, a camp in a reserve, each with a field no one knows: written back."""
    data = {"format": "alhambra-game", "version": 1, "modules": ["building_huts", "camps"],
            "players": [{"name": "Anna",
                         "city": [{"x": 1, "y": 0, "kind": "hut", "type": "garden", "walls": "E",
                                   "painted": "by hand"}],
                         "reserve": [{"kind": "camp", "bastions": "N", "note": [1, 2]}]},
                        {"name": "Ben"}]}
    again = json.loads(dumps(loads(json.dumps(data))))
    assert again["players"][0]["city"][0]["painted"] == "by hand"
    assert again["players"][0]["reserve"][0] == {"kind": "camp", "bastions": "N", "note": [1, 2]}
    assert again["players"][0] == data["players"][0]

def test_unknown_fields_are_read_once_shared_by_every_snapshot_and_written_exactly(example_path):
    """Issue 19: a drop copied every unknown value for the undo snapshot (0.7 s for 2 MB)."""
    data = example_dict(example_path)
    data["from_another_program"] = [[], [{"deep": [1, 2.5, None, True]}], "text"]
    data["players"][1]["notes"] = {"rounds": [[3], []], "by": "Ben"}
    game = loads(json.dumps(data))
    snapshots = [game]
    for _ in range(3):  # the session edits a copy and keeps the game before it for undo
        after = snapshots[-1].copy()
        after.take_into_reserve("Ben", after.free_tiles()[0])
        snapshots.append(after)
    top, notes = game.extra["from_another_program"], game.players[1].extra["notes"]
    assert all(s.extra["from_another_program"] is top for s in snapshots)
    assert all(s.players[1].extra["notes"] is notes for s in snapshots)
    assert top == ((), ({"deep": (1, 2.5, None, True)},), "text")  # arrays are read as tuples
    with pytest.raises(TypeError, match="kept as it was read"):
        top[1][0]["deep"] = []
    with pytest.raises(TypeError, match="kept as it was read"):
        notes.update(by="Anna")
    again = json.loads(dumps(snapshots[-1]))
    assert again["from_another_program"] == data["from_another_program"]
    assert again["players"][1]["notes"] == data["players"][1]["notes"]
    assert dumps(loads(dumps(game))) == dumps(game)


@pytest.mark.parametrize("colour", ["blue", "#12345", "#1f5fbf; background: url(x)", 7])
def test_a_players_colour_is_a_colour(example_path, colour):
    """Issue 8: the colour is pasted into styles; anything but #rrggbb is refused on load."""
    data = example_dict(example_path)
    data["players"][0]["colour"] = colour
    with pytest.raises(GameFileError, match=r"players\[0\]\.colour: must be a colour written #rrggbb"):
        loads(json.dumps(data))


def test_game_with_money_and_scorings_round_trips():
    game = Game([Player("Anna", money={"denar": 3, "florin": 12}), Player("Ben")], dirk=True)
    game.scorings.append(RecordedScoring(1, {"Anna": 4, "Ben": 2, "Dirk": 0}))
    assert loads(dumps(game)) == game
    assert json.loads(dumps(game))["players"][0]["money"]["florin"] == 12


def test_granada_file_loads_and_round_trips(tmp_path):
    game = load_game(write(tmp_path, json.dumps(granada_dict())))
    assert game.variant.name == "granada"
    assert game.player("Ana").city.get((1, 0)) == Tile("library", 11, Walls("NE"))
    assert game.player("Ana").city.longest_wall() == 2
    assert game.score(1).points()["Ana"] == 2 + 2 * 1 + 1  # moat 2, library 2 faces, park 1
    data = json.loads(dumps(game))
    assert data["players"][0]["city"][0] == {"x": 1, "y": 0, "type": "library", "value": 11,
                                             "moats": "NE"}
    assert loads(dumps(game)) == game


def test_lower_case_walls_are_read():
    data = {"format": "alhambra-game", "version": 1, "players": [
        {"name": "A", "city": [{"x": 1, "y": 0, "type": "garden", "price": 8, "walls": "ne"}]}]}
    assert loads(json.dumps(data)).players[0].city.get((1, 0)).walls == Walls("NE")


# ---- atomic saving --------------------------------------------------------------------------------

def test_save_leaves_no_temporary_files(example_path, tmp_path):
    game = load_game(example_path("three-players"))
    target = tmp_path / "game.json"
    save_game(game, target)
    save_game(game, target)  # overwriting as well
    assert [p.name for p in tmp_path.iterdir()] == ["game.json"]
    assert load_game(target) == game


def test_failed_save_keeps_the_old_file(example_path, tmp_path, monkeypatch):
    target = write(tmp_path, example_path("three-players").read_text(encoding="utf-8"))
    before = target.read_bytes()
    game = load_game(example_path("two-players-dirk"))

    def broken_replace(*args, **kwargs):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "replace", broken_replace)
    with pytest.raises(GameFileError, match=r"^game\.json: cannot save \(No space left on device\)"):
        save_game(game, target)
    assert target.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == ["game.json"]


def test_saving_into_a_missing_folder_is_refused_not_created(tmp_path):
    """Issue 8, finding 10: a folder the user did not make is not made behind their back."""
    target = tmp_path / "new" / "game.json"
    with pytest.raises(GameFileError, match=r"the folder .* does not exist"):
        save_game(Game(["Anna"]), target)
    assert not (tmp_path / "new").exists()


# ---- broken files ------------------------------------------------------------------------------------

CASES = [
    # (path in the two-player example, new value, the message after "game.json: ")
    (("format",), "chess-game", "format: not an Alhambra game file"),
    (("format",), DELETE, "format: "),
    (("version",), 2, "version: format version 2 is not supported"),
    (("version",), "1", "version: must be a whole number"),
    (("variant",), "catan", "variant: must be one of alhambra, granada"),
    (("players", 0, "city", 3), {"x": 0, "y": -2, "type": "garden", "price": 8, "walls": "NS"},
     'players[0].city[3]: no tile garden 8 with walls "NS"'),
    (("players", 0, "city", 3, "type"), "castle", "players[0].city[3]: 'castle' is not"),
    (("players", 0, "city", 3, "type"), 7, "players[0].city[3].type: must be a text"),
    (("players", 0, "city", 3, "walls"), "NX", "players[0].city[3].walls: "),
    (("players", 0, "city", 3, "walls"), ["N"], "players[0].city[3].walls: must be a text"),
    (("players", 1, "reserve", 1), {"type": "garden", "price": 10, "walls": ""},
     'players[1].reserve[1]: garden 10 no walls is used twice (also at players[0].reserve[0])'),
    (("dirk", "tiles", 0), {"type": "tower", "price": 9, "walls": "NW"},
     "dirk.tiles[0]: tower 9 walls \"NW\" is used twice (also at players[0].city[3])"),
    (("players", 0, "city", 1, "x"), -1, "players[0].city[1]: two tiles on one cell (-1, 0)"),
    (("players", 0, "city", 1, "x"), 0, "players[0].city[1]: a tile on the fountain's cell (0, 0)"),
    (("players", 0, "city", 1, "x"), True, "players[0].city[1].x: must be a whole number"),
    (("players", 0, "city", 1, "price"), False, "players[0].city[1].price: must be a whole number"),
    (("players", 0, "city", 1, "y"), 1.0, "players[0].city[1].y: must be a whole number"),
    (("players", 0, "city", 1, "x"), 101, "players[0].city[1].x: 101 is out of range"),
    (("players", 0, "city", 1, "y"), -101, "players[0].city[1].y: -101 is out of range"),
    (("players", 0, "city", 1, "x"), DELETE, "players[0].city[1].x: must be a whole number"),
    (("players", 0, "city"), {}, "players[0].city: must be a list"),
    (("players", 0), "Anna", "players[0]: must be a player"),
    (("players", 0, "name"), DELETE, "players[0].name: must be a text"),
    (("players",), [{"name": f"P{i}"} for i in range(7)], "players: must hold 1 to 6 entries, not 7"),
    (("players",), [], "players: must hold 1 to 6 entries, not 0"),
    (("players", 1, "name"), "anna", "players: two players have the same name"),
    (("players", 1, "name"), "Dirk", "players: the name 'Dirk' is reserved"),
    (("players", 1, "name"), "", "players: a player's name cannot be empty"),
    (("players", 2), {"name": "Chen"}, "dirk: Dirk plays only in two-player Alhambra games"),
    (("dirk",), [], "dirk: must be an object"),
    (("players", 0, "money"), {"euro": 5}, "players[0].money: 'euro' is not a currency"),
    (("players", 0, "money"), {"denar": -1}, "players[0].money.denar: -1 is out of range"),
    (("players", 0, "money"), {"denar": "7"}, "players[0].money.denar: must be a whole number"),
    (("scorings",), [{"round": 2, "points": {}}], "scorings[0].round: scoring 1 is due here, not 2"),
    (("scorings",), [{"round": 1, "points": {"Zed": 3}}], "scorings[0].points: 'Zed' is not a player"),
    (("scorings",), [{"round": 1, "points": {"Anna": 2.5}}],
     "scorings[0].points.Anna: must be a whole number"),
    (("scorings",), [{"round": r, "points": {}} for r in (1, 2, 3, 3, 4)], "scorings: must hold 0 to 4"),
]


@pytest.mark.parametrize(("path", "value", "message"), CASES,
                         ids=[f"{'.'.join(map(str, c[0]))}={c[1]!r}"[:60] for c in CASES])
def test_broken_file(path, value, message, example_path, tmp_path):
    text = load_error(tmp_path, edited(example_dict(example_path), path, value))
    assert text.startswith(f"game.json: {message}"), text


@pytest.mark.parametrize(("content", "message"), [
    ("{", "game.json: not valid JSON: "),
    ("", "game.json: not valid JSON: "),
    ("[1, 2]", "game.json: "),
    ("null", "game.json: "),
    ('"alhambra"', "game.json: "),
    ("[" * 100_000, "game.json: "),
])
def test_not_a_game_at_all(content, message, tmp_path):
    text = load_error(tmp_path, content)
    assert text.startswith(message)
    if content.startswith(("[1", "null", '"')):
        assert "JSON object" in text


def test_bad_json_names_line_and_column(tmp_path):
    assert "line 3, column" in load_error(tmp_path, '{\n"format": "alhambra-game",\n"version": }')


def test_not_utf8(tmp_path):
    assert load_error(tmp_path, b'{"format": "\xff"}') == "game.json: the file is not UTF-8 text"


def test_huge_file_is_refused_before_reading(tmp_path):
    message = load_error(tmp_path, '{"format": "alhambra-game"}' + " " * 2_100_000)
    assert message.startswith("game.json: ") and "larger" in message


def test_missing_file(tmp_path):
    with pytest.raises(GameFileError, match=r"^nothing\.json: cannot read the file"):
        load_game(tmp_path / "nothing.json")


@pytest.mark.parametrize(("changes", "message"), [
    ({"dirk": {"tiles": []}}, "dirk: Dirk plays only in two-player Alhambra games"),
    ({"players": [{"name": "A", "city": [{"x": 1, "y": 0, "type": "park", "value": 4,
                                           "moats": "NESW"}]}]},
     "players[0].city[0]: a face has at most 3 moats"),
    ({"players": [{"name": "A", "city": [{"x": 1, "y": 0, "type": "park", "value": 14}]}]},
     "players[0].city[0]: value 14 is outside 2-13"),
    ({"players": [{"name": "A", "city": [{"x": 1, "y": 0, "type": "garden", "value": 4}]}]},
     "players[0].city[0]: 'garden' is not a building type of Granada"),
    ({"players": [{"name": "A", "reserve": [{"type": "park", "value": 4, "moats": "N"},
                                             {"type": "park", "value": 4, "moats": "S"}]}]},
     "players[0].reserve[1]: "),
])
def test_broken_granada_file(changes, message, tmp_path):
    text = load_error(tmp_path, granada_dict(**changes))
    assert text.startswith(f"game.json: {message}"), text


def test_loads_names_its_source():
    with pytest.raises(GameFileError, match=r"^club\.json: version: "):
        loads('{"format": "alhambra-game", "version": 3, "players": []}', source="club.json")


def test_placement_problems_are_not_load_errors():
    data = {"format": "alhambra-game", "version": 1, "players": [{"name": "A", "city": [
        {"x": 1, "y": 0, "type": "seraglio", "price": 7, "walls": "W"},
        {"x": 5, "y": 5, "type": "garden", "price": 11, "walls": ""}]}]}
    city = loads(json.dumps(data)).players[0].city
    assert [v.rule.value for v in city.violations()] == ["wall_mismatch", "unreachable", "not_adjacent"]


# ---- findings of the first review ----------------------------------------------------------------

def test_a_file_that_is_not_an_object_says_so(tmp_path):
    assert load_error(tmp_path, "[1, 2]") == "game.json: the file must hold one JSON object (a game)"


def test_null_scorings_mean_none_recorded(example_path):
    data = edited(example_dict(example_path), ("scorings",), None)
    assert game_from_dict(data, "g.json").scorings == []


def test_dirk_points_need_dirk_in_play(example_path, tmp_path):
    data = example_dict(example_path, "three-players")
    data["scorings"] = [{"round": 1, "points": {"Anna": 9, "Dirk": 4}}]
    assert load_error(tmp_path, data) == "game.json: scorings[0].points: Dirk is not in play"


def test_a_granada_duplicate_is_named_with_moats(tmp_path):
    data = granada_dict()
    data["players"][1]["reserve"] = [{"type": "library", "value": 11, "moats": "NE"}]
    assert load_error(tmp_path, data) == ('game.json: players[1].reserve[0]: library 11 moats "NE" '
                                          "is used twice (also at players[0].city[0])")


def test_saved_files_keep_their_permissions(tmp_path, example_path):
    path = tmp_path / "shared.json"
    path.write_text("{}", encoding="utf-8")
    path.chmod(0o640)
    save_game(load_game(example_path("three-players")), path)
    assert path.stat().st_mode & 0o777 == 0o640
    fresh = tmp_path / "fresh.json"
    save_game(load_game(example_path("three-players")), fresh)
    umask = os.umask(0)
    os.umask(umask)
    assert fresh.stat().st_mode & 0o777 == 0o666 & ~umask


def test_a_number_too_long_to_read_is_a_file_error(tmp_path):
    text = '{"format": "alhambra-game", "version": ' + "1" * 5000 + "}"
    assert load_error(tmp_path, text) == "game.json: a number in the file is too long to read"


def test_dirks_counts_at_a_scoring_round_trip(example_path):
    game = load_game(example_path("two-players-dirk"))
    game.record_scoring()
    data = game_to_dict(game)
    assert data["scorings"][0]["dirk_held"] == 8
    assert data["scorings"][0]["tiles_known"] == 38
    assert "market_tiles" not in data["scorings"][0]  # none given
    assert loads(dumps(game)) == game
    game.record_scoring(market_tiles=2)
    assert game_to_dict(game)["scorings"][1]["market_tiles"] == 2
    assert loads(dumps(game)) == game
    data = game_to_dict(game)
    data["scorings"][1]["market_tiles"] = 5
    with pytest.raises(GameFileError, match=r"scorings\[1\]\.market_tiles"):
        game_from_dict(data, "game.json")


def test_a_file_with_a_byte_order_mark_loads(tmp_path, example_path):
    path = tmp_path / "notepad.json"
    path.write_bytes(b"\xef\xbb\xbf" + example_path("three-players").read_bytes())
    assert load_game(path) == load_game(example_path("three-players"))


def test_names_differing_only_by_spaces_are_the_same_player(tmp_path, example_path):
    data = example_dict(example_path)
    data["players"][1]["name"] = "Anna "
    assert load_error(tmp_path, data) == \
        "game.json: players: two players have the same name: 'Anna' and 'Anna '"


# ---- whatever the app records, it opens again (issue "Nothing lost, nothing stuck") ----------

def test_negative_other_points_make_a_game_that_opens_again(tmp_path):
    """The file the issue found unopenable: a recorded scoring below zero."""
    text = ('{"format":"alhambra-game","version":1,"modules":["other_points"],"players":[{"name":"Anna"},'
            '{"name":"Ben"}],"scorings":[{"round":1,"points":{"Anna":0,"Ben":-3},'
            '"other_points":{"Ben":[{"label":"Invaders","points":-3}]}}]}')
    game = loads(text)
    assert game.scorings[0].points == {"Anna": 0, "Ben": -3}
    save_game(game, tmp_path / "again.json")
    assert load_game(tmp_path / "again.json") == game


def test_a_recorded_scoring_opens_again_however_far_other_points_take_it(tmp_path):
    """Every line at its limit, as many lines as a player may have, both signs: the file's
    range of recorded points holds what any scoring can reach."""
    from alhambra_gui.engine.game_reader import POINTS_LIMIT
    from alhambra_gui.engine.modules import other_points

    game = Game(["Anna", "Ben"], modules=["other_points"])
    lines = other_points.MAX_LINES
    given = [("Anna", "", other_points.LIMIT)] * lines + [("Ben", "", -other_points.LIMIT)] * lines
    game.record_scoring(1, other_points.inputs(given, game))
    assert game.scorings[0].points == {"Anna": lines * other_points.LIMIT, "Ben": -lines * other_points.LIMIT}
    save_game(game, tmp_path / "far.json")
    assert load_game(tmp_path / "far.json") == game
    most_a_city_scores = 6 * 30 + 216  # six majorities of scoring 3 (at most 16 + 8 + 1), the longest wall
    assert lines * other_points.LIMIT + most_a_city_scores <= POINTS_LIMIT


def test_more_lines_of_other_points_than_a_file_holds_are_refused_when_given():
    from alhambra_gui.engine import AlhambraError
    from alhambra_gui.engine.modules import other_points

    game = Game(["Anna", "Ben"], modules=["other_points"])
    with pytest.raises(AlhambraError, match="at most 100 lines of other points"):
        other_points.inputs([("Anna", "", 1)] * (other_points.MAX_LINES + 1), game)


@pytest.mark.parametrize("label", ["Camps\u202e21", "a\x00b", "\x1b[31mred", "bell\x07", "cr\r"])
def test_a_label_of_other_points_holds_no_control_or_direction_character(tmp_path, label):
    from alhambra_gui.engine import AlhambraError
    from alhambra_gui.engine.modules import other_points

    game = Game(["Anna", "Ben"], modules=["other_points"])
    with pytest.raises(AlhambraError, match="holds a control or text-direction character"):
        other_points.inputs([("Ben", label, 3)], game)
    data = {"format": "alhambra-game", "version": 1, "modules": ["other_points"],
            "players": [{"name": "Anna"}, {"name": "Ben"}],
            "scorings": [{"round": 1, "points": {"Anna": 0, "Ben": 3},
                          "other_points": {"Ben": [{"label": label, "points": 3}]}}]}
    message = load_error(tmp_path, data)
    assert message.startswith("game.json: scorings[0].other_points.Ben[0].label: the label '")
    assert all(c.isprintable() for c in message)


def test_other_points_name_the_player_as_every_command_does():
    from alhambra_gui.engine.modules import other_points

    game = Game(["Anna", "Ben"], modules=["other_points"])
    assert other_points.entries(other_points.inputs([("anna", "Camps", 3), ("ＢＥＮ", "", -1)], game)) == (
        ("Anna", "Camps", 3), ("Ben", "", -1))


def test_unknown_fields_are_kept_at_every_level(example_path, tmp_path):
    """Tiles in a city, in a reserve and in Dirk's pile, a recorded scoring and Dirk's entry
    keep the fields the app does not know, as the top level and the players do."""
    data = example_dict(example_path)
    data["players"][0]["city"][0]["note"] = "chipped corner"
    data["players"][0]["reserve"][0]["bought_for"] = {"dirham": 7}
    data["dirk"]["tiles"][0]["x"] = "not a place: Dirk's tiles stand nowhere"
    data["dirk"]["seat"] = "left"
    data["scorings"] = [{"round": 1, "points": {"Anna": 3, "Ben": 4, "Dirk": 5}, "photo": "round1.jpg"}]
    first = data["players"][0]["city"][0]
    game = loads(json.dumps(data))
    again = json.loads(dumps(game))
    [written] = [t for t in again["players"][0]["city"] if (t["x"], t["y"]) == (first["x"], first["y"])]
    assert written["note"] == "chipped corner"
    assert again["players"][0]["reserve"][0]["bought_for"] == {"dirham": 7}
    assert again["dirk"]["tiles"][0]["x"] == data["dirk"]["tiles"][0]["x"]
    assert again["dirk"]["seat"] == "left"
    assert again["scorings"][0]["photo"] == "round1.jpg"
    assert loads(dumps(game)) == game
    save_game(game, tmp_path / "kept.json")
    assert load_game(tmp_path / "kept.json") == game


def test_a_tiles_unknown_fields_go_where_it_goes_and_with_it_to_the_bag(example_path):
    data = example_dict(example_path)
    entry = data["players"][0]["city"][-1]
    entry["note"] = "chipped corner"
    game = loads(json.dumps(data))
    tile = game.player("Anna").city.get((entry["x"], entry["y"]))
    game.unbuild("Anna", (entry["x"], entry["y"]), force=True)
    assert json.loads(dumps(game))["players"][0]["reserve"][-1]["note"] == "chipped corner"
    game.release(tile)
    assert "chipped corner" not in dumps(game)
    assert loads(dumps(game)) == game


def test_a_name_too_long_for_the_system_is_one_sentence_with_the_name_cut(tmp_path):
    name = "a" * 300 + ".json"  # over the 255 bytes a file name may have
    with pytest.raises(GameFileError) as error:
        save_game(Game(["Anna"]), tmp_path / name)
    assert str(error.value) == f"{'a' * 40}…{'a' * 14}.json: cannot save (File name too long)"
    assert list(tmp_path.iterdir()) == []


def test_a_folder_that_cannot_be_looked_into_is_one_sentence(tmp_path, monkeypatch):
    """As the system says it for a folder the user may not read (the tests run as root, for
    whom no folder is closed: the refusal is the one the system gives)."""
    from pathlib import Path as SystemPath

    def closed(self, *args, **kwargs):
        raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), str(self))

    monkeypatch.setattr(SystemPath, "exists", closed)
    with pytest.raises(GameFileError, match=r"^game\.json: cannot save \(Permission denied\)$"):
        save_game(Game(["Anna"]), tmp_path / "game.json")


def test_a_name_with_a_nul_is_one_sentence_to_save_and_to_open(tmp_path):
    with pytest.raises(GameFileError, match=r"^a\\u0000b\.json: cannot save: no file can have this name$"):
        save_game(Game(["Anna"]), tmp_path / "a\u0000b.json")
    with pytest.raises(GameFileError, match=r"^a\\u0000b\.json: no such file$"):
        load_game(tmp_path / "a\u0000b.json")


def test_a_game_written_asks_for_the_modules_fields_once_a_level(monkeypatch):
    """Issue 31 (the autosave's snapshot, on the GUI thread): writing six full cities with
    all modules asks the ruleset for each level's fields once, not once for every tile of
    every city and reserve (97 times, 70 % of the snapshot); the text is the same."""
    from alhambra_gui.engine.gamefile import dumps, loads
    from alhambra_gui.engine.ruleset import Ruleset
    from tests.benchmarks.frames import six_full_cities_all_modules

    game = six_full_cities_all_modules()
    asked: list[tuple[str, ...]] = []
    fields = Ruleset.fields
    monkeypatch.setattr(Ruleset, "fields",
                        lambda self, *levels: asked.append(levels) or fields(self, *levels))
    text = dumps(game)
    assert sorted(asked) == [("city",), ("game",), ("player",), ("tile",)]
    assert loads(text) == game
