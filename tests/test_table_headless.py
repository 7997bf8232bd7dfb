"""``alhambra-gui table GAME.json``: the first line of standard output is the join URL, each
confirmed city is in the file before the phone is answered, SIGTERM and Ctrl+C stop it with
every confirmed change saved, and bad arguments are one sentence and exit 2. Also the table's
logic without a network: drafts, the table's checks, what a phone is shown."""

from __future__ import annotations

import io
import json
import os
import signal
import subprocess
import sys
import threading
from pathlib import Path
from types import SimpleNamespace

import pytest

from alhambra_gui.cli import main as cli_main
from alhambra_gui.engine import Game, Tile, load_game, save_game
from alhambra_gui.photo import Proposal
from alhambra_gui.photo.proposal import BUILDING, CellProposal
from alhambra_gui.table.addresses import AddressError, check_address, default_address
from alhambra_gui.table.checks import CityRefused, apply_city
from alhambra_gui.table.drafts import Draft, DraftError
from alhambra_gui.table.reading import Reading
from alhambra_gui.table.views import GameView

from .table_client import Phone
from .table_page import page_script

GARDEN_8 = Tile.from_dict({"type": "garden", "price": 8, "walls": "NE"})
PAVILION_8 = Tile.from_dict({"type": "pavilion", "price": 8, "walls": ""})


def start(path: Path, *extra: str) -> tuple[subprocess.Popen, str]:
    command = [sys.executable, "-m", "alhambra_gui", "table", str(path), "--host", "127.0.0.1", "--port", "0",
               *extra]
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    return process, process.stdout.readline().strip()


class Remote:
    """A phone of a server in another process (its address and port read from the join URL)."""

    def __init__(self, url: str) -> None:
        netloc = url.split("/")[2]
        origins = SimpleNamespace(netloc=netloc)
        self.server = SimpleNamespace(port=int(netloc.rsplit(":", 1)[1]), origins=origins)
        self.phone = Phone(self.server)  # type: ignore[arg-type]
        self.code = url.split("#join=", 1)[1]


def a_proposal() -> Reading:
    """A reading of a 3 x 1 block: the fountain in the middle, a Garden 8 east of it (sure), a
    Pavilion 8 west of it (unsure)."""
    cells = (CellProposal(0, 0, BUILDING, "pavilion", "", _ref(PAVILION_8), 0.4),
             CellProposal(1, 0, "fountain", None, "", None, 0.9),
             CellProposal(2, 0, BUILDING, "garden", "NE", _ref(GARDEN_8), 0.95))
    return Reading(Proposal(3, 1, cells, (1, 0)))


def _ref(tile: Tile):
    from alhambra_gui.table.drafts import to_ref

    return to_ref(tile)


@pytest.mark.parametrize("stop", [signal.SIGTERM, signal.SIGINT])
def test_the_table_serves_a_file_and_stops_with_every_confirmed_change_saved(tmp_path, stop) -> None:
    path = tmp_path / "game.json"
    save_game(Game(["Anna", "Ben"]), path)
    process, url = start(path)
    try:
        assert url.startswith("http://127.0.0.1:") and len(url.split("#join=")[1]) == 6
        remote = Remote(url)
        phone = remote.phone
        assert phone.join(remote.code).status == 200
        assert process.stdout.readline().strip() != url  # the next phone's code
        assert phone.sit("Anna").status == 200
        phone.request("GET", "/api/state")
    finally:
        process.send_signal(stop)
        _out, errors = process.communicate(timeout=20)
    assert process.returncode == 0, errors
    assert "every confirmed change is saved" in errors
    assert load_game(path) == Game(["Anna", "Ben"])  # nothing was confirmed: the file as it was


def test_a_confirmed_city_is_saved_before_it_is_answered(tmp_path) -> None:
    from .table_client import file_table

    path = tmp_path / "game.json"
    with file_table(path, Game(["Anna", "Ben"])) as (server, _host):
        phone = Phone(server)
        phone.join()
        phone.sit("Anna")
        found = server.table.access.phones()[0]
        draft = Draft(a_proposal())
        done = threading.Event()
        def give() -> None:  # on the server's thread, which owns the drafts
            server.table.drafts[found.id] = draft
            done.set()

        server._loop.call_soon_threadsafe(give)
        done.wait(5)
        answer = phone.confirm()
        assert answer.status == 200, answer.data
        on_disk = load_game(path).player("Anna").city  # read as soon as the phone was answered
        assert {(c.x, c.y): t for c, t in on_disk} == {(1, 0): GARDEN_8, (-1, 0): PAVILION_8}
        assert sorted(c["x"] for c in answer.data["city"]["cells"]) == [-1, 1]


@pytest.mark.parametrize(("arguments", "said"), [
    (["--host", "0.0.0.0"], "would serve every network"),
    (["--host", "::"], "would serve every network"),
    (["--host", "example.org"], "is not an IP address"),
    (["--port", "70000"], "is not between 0 and 65535"),
])
def test_bad_arguments_are_one_sentence_and_exit_2(tmp_path, capsys, arguments, said) -> None:
    path = tmp_path / "game.json"
    save_game(Game(["Anna"]), path)
    assert cli_main(["table", str(path), *arguments], io.StringIO()) == 2
    errors = capsys.readouterr().err
    assert said in errors and "Traceback" not in errors and errors.count("\n") == 1


def test_a_bad_port_is_said_before_the_server_and_the_photo_reader_are_loaded(tmp_path) -> None:
    """A mistyped argument is answered at once: the server (aiohttp) and the checks of a phone's
    city (the photo reader, numpy) are imported only for a table that starts."""
    path = tmp_path / "game.json"
    save_game(Game(["Anna"]), path)
    code = ("import sys; from alhambra_gui.app.table_command import main; "
            f"code = main([{str(path)!r}, '--port', '70000']); "
            "print(code, sorted(m for m in ('aiohttp', 'numpy', 'alhambra_gui.photo') if m in sys.modules))")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=60)
    assert "is not between 0 and 65535" in done.stderr
    assert done.stdout.strip() == "2 []"


def test_the_command_says_its_counts_in_english_plurals() -> None:
    """Standard error read "Anna's city from their phone: 14 tile(s); saved to game.json" in
    English: the command's QCoreApplication had no English plural forms (only the window
    installed them)."""
    code = ("from alhambra_gui.app import labels; from alhambra_gui.app.table_command import speaking_app; "
            "from alhambra_gui.engine.words import Line; speaking_app(); "
            "print(labels.sentence_text(Line.counted('TableCommand', "
            "\"{player}'s city from their phone: %n tile(s)\", 14, player='Anna')))")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", LANGUAGE="en", LC_ALL="C.UTF-8", LANG="C.UTF-8")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=60)
    assert done.stdout.strip() == "Anna's city from their phone: 14 tiles", done.stderr


def test_a_bad_file_is_refused_like_every_command_refuses_it(tmp_path, capsys) -> None:
    path = tmp_path / "game.json"
    path.write_text(json.dumps({"format": "alhambra-game", "version": 7}), encoding="utf-8")
    assert cli_main(["table", str(path), "--host", "127.0.0.1"], io.StringIO()) == 2
    assert "game.json" in capsys.readouterr().err


def test_the_default_address_is_one_of_this_computers_never_a_wildcard() -> None:
    address = default_address()
    assert address not in ("0.0.0.0", "::") and check_address(address) == address
    with pytest.raises(AddressError):
        check_address("0.0.0.0")


# ---- the table's logic --------------------------------------------------------------------------
def test_a_draft_takes_corrections_inside_its_block_and_a_ring_around_it() -> None:
    draft = Draft(a_proposal())
    assert draft.unsure() == [(-1, 0)]
    draft.correct((-1, 0), None)
    assert draft.unsure() == [] and draft.buildings() == {(1, 0): GARDEN_8}
    draft.correct((0, 1), PAVILION_8)  # just below the block: a tile the photo missed
    assert draft.buildings()[(0, 1)] == PAVILION_8
    for cell, reason in (((0, 0), "fountain_cell"), ((5, 0), "outside_block"), ((0, -2), "outside_block")):
        with pytest.raises(DraftError, match=reason):
            draft.correct(cell, None)


def test_a_cell_offers_its_tile_first_and_never_a_tile_used_elsewhere() -> None:
    game = Game(["Anna", "Ben"])
    game.build("Ben", Tile.from_dict({"type": "garden", "price": 6, "walls": "ESW"}), (1, 0), force=True)
    draft = Draft(a_proposal())
    options = draft.options(game, "Anna", (1, 0))
    tiles = [Tile.from_dict(o["tile"]) for o in options]
    assert tiles[0] == GARDEN_8 and options[0]["current"]
    assert Tile.from_dict({"type": "garden", "price": 6, "walls": "ESW"}) not in tiles  # Ben's
    assert PAVILION_8 not in tiles  # on another cell of this draft
    gardens = len([t for t in tiles if t.type == "garden"])
    assert all(t.type == "garden" for t in tiles[:gardens])  # the type read there first


def test_a_tile_in_another_city_refuses_the_city_and_changes_nothing() -> None:
    game = Game(["Anna", "Ben"])
    game.build("Ben", GARDEN_8, (1, 0), force=True)
    before = game.copy()
    with pytest.raises(CityRefused) as refused:
        apply_city(game, "Anna", {(1, 0): GARDEN_8})
    assert [(r.tile, r.where.holder) for r in refused.value.refusals] == [(GARDEN_8, "Ben")]
    assert game == before
    with pytest.raises(CityRefused):
        apply_city(game, "Anna", {(1, 0): PAVILION_8, (-1, 0): PAVILION_8})  # one tile twice
    apply_city(game, "Ben", {(0, 1): PAVILION_8})  # Ben's own city replaced: his Garden 8 goes
    assert dict(game.player("Ben").city) == {next(iter(game.player("Ben").city))[0]: PAVILION_8}


def test_a_phone_is_shown_its_city_its_wall_and_why_it_scores() -> None:
    game = Game(["Anna", "Ben"])
    game.build("Anna", GARDEN_8, (1, 0), force=True)
    view = GameView(game, 1)
    city = view.city("Anna")
    assert city["cells"] == [{"x": 1, "y": 0, "type": "garden", "price": 8, "walls": "NE"}]
    assert city["wall"]["length"] == 2 and sorted(city["wall"]["segments"]) == [[1, 0, "E"], [1, 0, "N"]]
    points = view.points("Anna")
    garden = next(b for b in points["buildings"] if b["type"] == "garden")
    assert (garden["kind"], garden["place"], garden["points"]) == ("alone", 1, 5)
    assert points["total"] == 5 + 2 and view.table["players"][0]["now"] == 7


def test_a_phone_is_shown_the_module_markers_where_they_sit() -> None:
    from .module_games import CHESTS, module_game

    view = GameView(module_game(), 1)
    cells = view.city("Anna")["cells"]
    chests = sorted((c["x"], c["y"]) for c in cells if c.get("chest"))
    assert chests == sorted(CHESTS["Anna"])
    assert view.table["modules"] == list(module_game().modules)
    keys = {m["key"] for m in view.points("Anna")["modules"]}
    assert "treasure_chamber" in keys


def test_the_page_has_every_word_it_uses_in_its_three_languages() -> None:
    import re

    from alhambra_gui.engine.assets import resource

    words = json.loads(resource("table", "strings.json").read_text(encoding="utf-8"))
    assert set(words) == {"en", "de", "zh_TW"}
    for language in ("de", "zh_TW"):
        assert set(words[language]) == set(words["en"]), language
        for group in ("types", "terms", "pieces"):
            assert set(words[language][group]) == set(words["en"][group]), (language, group)
    script = page_script()
    page = resource("table", "index.html").read_text(encoding="utf-8")
    used = set(re.findall(r'\bS\("([a-z_]+[a-z])"', script)) | set(re.findall(r'data-s="([a-z_]+)"', page))
    byes = {"bye_" + r for r in ("disconnected", "stopped", "left", "bad_token")}  # S("bye_" + reason)
    assert used and used | byes <= set(words["en"]), (used | byes) - set(words["en"])
    server = Path(__file__).parents[1] / "alhambra_gui" / "table"
    reasons = {r for f in server.glob("*.py") for r in re.findall(r'(?:\berror\(\d+, |AccessError\(\d+, |'
                                                                  r'RefusedPhoto\(|DraftError\()"([a-z_]+)"',
                                                                  f.read_text(encoding="utf-8"))}
    words_for_errors = {k.removeprefix("e_") for k in words["en"] if k.startswith("e_")}
    said_otherwise = {"refused", "missing_tiles", "not_found", "busy", "wrong_host", "wrong_origin",
                      "too_many_sockets", "no_token", "bad_token", "not_your_seat", "no_such_seat",
                      "bad_request", "no_draft", "gone", "no_such_tile", "fountain_cell", "outside_block",
                      "game_refused"}
    assert reasons - said_otherwise <= words_for_errors, reasons - said_otherwise - words_for_errors


def test_a_chinese_phone_names_the_city_and_its_wall_as_the_window_does() -> None:
    """The window's Chinese calls a city 城邦 and its wall 最長城牆; the phone said 城市 in
    three sentences and 最長的外部城牆 (seen by play15 on a Chinese phone)."""
    import json
    import xml.etree.ElementTree as ET

    from alhambra_gui.engine.assets import resource

    words = json.loads(resource("table", "strings.json").read_text(encoding="utf-8"))["zh_TW"]
    said = [text for key, text in words.items() if isinstance(text, str)]
    assert [text for text in said if "城市" in text.replace("城市守衛", "")] == []  # the City Watch is a name
    catalogue = ET.fromstring(resource("i18n", "alhambra_gui_zh_TW.ts").read_text(encoding="utf-8"))
    window = {m.findtext("source"): m.findtext("translation") for m in catalogue.iter("message")}
    assert (words["wall"], words["moats"]) == (window["Longest wall"], window["Longest moat"])


@pytest.mark.parametrize(("locale", "serving", "stopped"), [
    ("de_DE.UTF-8", "wird unter http://127.0.0.1:", "Beendet; jede bestätigte Änderung ist gespeichert."),
    ("zh_TW.UTF-8", "正在 http://127.0.0.1:", "已停止；每項已確認的變更都已儲存。"),
    ("C", "Serving game.json at http://127.0.0.1:", "Stopped; every confirmed change is saved."),
])
def test_the_table_speaks_the_systems_language(tmp_path, locale, serving, stopped) -> None:
    path = tmp_path / "game.json"
    save_game(Game(["Anna", "Ben"]), path)
    env = {**os.environ, "LC_ALL": locale, "LANG": locale, "LANGUAGE": "", "HOME": str(tmp_path),
           "XDG_CONFIG_HOME": str(tmp_path / "config")}
    command = [sys.executable, "-m", "alhambra_gui", "table", str(path), "--host", "127.0.0.1", "--port", "0"]
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env)
    try:
        assert process.stdout.readline().decode().startswith("http://127.0.0.1:")
        first = process.stderr.readline().decode("utf-8")
    finally:
        process.send_signal(signal.SIGTERM)
        _out, rest = process.communicate(timeout=20)
    assert serving in first
    assert rest.decode("utf-8").strip().endswith(stopped)
    refused = subprocess.run([*command[:-1], "70000"], capture_output=True, env=env, timeout=60)
    said = refused.stderr.decode("utf-8")
    assert refused.returncode == 2 and said.count("\n") == 1 and "70000" in said
    if locale.startswith("de"):
        assert "Port 70000" in said or "70000 liegt nicht" in said, said
