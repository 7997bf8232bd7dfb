"""What the game refuses reaches each phone in the language its page speaks: a phone says its
language when it joins, and the table says the engine's sentence (an illegal placement, a
module's check, a city kept for typed counts) as the window says it in that language, on the
headless table and on the window's alike, while the window goes on in its own language."""

from __future__ import annotations

import concurrent.futures
import copy
import threading

import pytest
from PySide6.QtCore import QCoreApplication

from alhambra_gui.app import labels
from alhambra_gui.app.language import Translators
from alhambra_gui.app.session import GameSession
from alhambra_gui.app.table_host import TableHost
from alhambra_gui.app.voices import Voices
from alhambra_gui.engine import Game, IllegalMoveError, game_from_dict, load_game
from alhambra_gui.engine.counts_actions import use_counts
from alhambra_gui.engine.errors import SentenceError
from alhambra_gui.engine.words import Line
from alhambra_gui.table.drafts import Draft

from .module_games import EVERY_MODULE
from .table_client import LOOPBACK, Phone, file_table, joined
from .test_table_headless import a_proposal

HUT = {"kind": "hut", "type": "garden", "walls": "SW"}  # in Ben's reserve
UNFIT_HUT = {"kind": "piece", "piece": HUT, "fits": False}  # offered at (1, 1), where it may not stand


@pytest.fixture(scope="module")
def voices(qapp) -> Voices:
    return Voices()


def refused_there(game: Game) -> SentenceError:
    """The engine's own refusal of Ben's hut at (1, 1)."""
    try:
        hut = next(t for t in game.player("Ben").reserve if t.kind == "hut")
        game.copy().build("Ben", hut, (1, 1))
    except IllegalMoveError as error:
        return error
    raise AssertionError("the hut was built")


def as_the_window_says(error: BaseException, language: str) -> str:
    """The sentence the window shows for ``error`` with ``language`` in force."""
    app = QCoreApplication.instance()
    translators = Translators.of(app)
    before = translators.language
    translators.apply(language)
    try:
        return labels.as_sentence(labels.error_text(error))
    finally:
        translators.apply(before)


def edit(phone: Phone, x: int, y: int, offer: dict):
    return phone.request("POST", phone.seat_path("city/edit"), {"x": x, "y": y, "offer": offer})


def test_a_refused_edit_reaches_each_phone_in_its_language(tmp_path, voices) -> None:
    game = game_from_dict(copy.deepcopy(EVERY_MODULE))
    error = refused_there(game)
    path = tmp_path / "game.json"
    with file_table(path, game, voices.say) as (server, _host):
        before = path.read_bytes()
        for language, words, stop in (("de", "kann hier nicht gebaut werden", "."),
                                      ("zh_TW", "無法建在這裡", "。"), ("en", "cannot be built here", ".")):
            ben = joined(server, "Ben", language)
            answer = edit(ben, 1, 1, UNFIT_HUT)
            assert (answer.status, answer.data["error"]) == (409, "game_refused")
            assert answer.data["detail"] == as_the_window_says(error, language)
            assert words in answer.data["detail"], answer.data["detail"]
            assert answer.data["detail"].endswith(stop)  # the language's full stop, the window's too
            assert ben.request("POST", "/api/leave").status == 200
        assert path.read_bytes() == before


def test_a_phone_that_names_no_language_is_told_in_english(tmp_path, voices) -> None:
    game = game_from_dict(copy.deepcopy(EVERY_MODULE))
    with file_table(tmp_path / "game.json", game, voices.say) as (server, _host):
        ben = joined(server, "Ben")  # a page from before it said its language
        detail = edit(ben, 1, 1, UNFIT_HUT).data["detail"]
    assert detail == as_the_window_says(refused_there(game), "en")
    assert detail.startswith("Garden hut (walls S, W) cannot be built here: ")


@pytest.mark.parametrize("language", ["fr", "", "DE", 7, None, ["de"], "de" * 40])
def test_a_language_the_page_does_not_speak_is_refused_at_join(tmp_path, language) -> None:
    with file_table(tmp_path / "game.json", Game(["Anna", "Ben"])) as (server, _host):
        phone = Phone(server)
        code = server.status().code
        answer = phone.request("POST", "/api/join", {"code": code, "language": language})
        assert (answer.status, answer.data["error"]) == (400, "bad_request")
        assert server.status().code == code and not server.table.access.phones()  # nobody joined
        assert phone.join(code, "de").status == 200
        assert server.table.access.phones()[0].language == "de"


def give_draft(server, seat: str) -> None:
    """A photo's reading for the phone at ``seat`` (on the server's thread, which owns drafts)."""
    phone = server.table.access.seated(seat)
    done = threading.Event()

    def give() -> None:
        server.table.drafts[phone.id] = Draft(a_proposal())
        done.set()

    server._loop.call_soon_threadsafe(give)
    assert done.wait(5)


def test_a_city_the_game_keeps_is_refused_in_the_phones_language(tmp_path, voices) -> None:
    game = Game(["Anna", "Ben"])
    use_counts(game, "Anna")  # Anna is scored from typed counts: her city is kept as it is
    path = tmp_path / "game.json"
    with file_table(path, game, voices.say) as (server, _host):
        anna = joined(server, "Anna", "de")
        give_draft(server, "Anna")
        answer = anna.confirm()
    assert (answer.status, answer.data["error"]) == (409, "game_refused")
    detail = answer.data["detail"]
    assert "Anna" in detail and "typed counts" not in detail and detail.endswith(".")
    assert detail == labels.as_sentence(voices.say(_kept_line("Anna"), "de"))
    assert len(load_game(path).player("Anna").city) == 0


def _kept_line(name: str):
    from alhambra_gui.engine.counts_actions import refuse_kept

    game = Game([name])
    use_counts(game, name)
    with pytest.raises(SentenceError) as refused:
        refuse_kept(game, [name])
    return refused.value.line


def test_the_window_s_table_tells_a_german_phone_in_german_and_the_window_in_english(qtbot, voices) -> None:
    game = game_from_dict(copy.deepcopy(EVERY_MODULE))
    session = GameSession(game)
    host = TableHost(session)
    notices: list[str] = []
    host.notice.connect(notices.append)
    host.start(LOOPBACK, 0)
    try:
        with concurrent.futures.ThreadPoolExecutor(1) as pool:  # the window's thread takes the edit
            def ben_refused():
                ben = joined(host.server, "Ben", "de")
                return edit(ben, 1, 1, UNFIT_HUT)

            running = pool.submit(ben_refused)
            qtbot.waitUntil(running.done, timeout=30000)
            answer = running.result()
    finally:
        host.stop()
    assert (answer.status, answer.data["error"]) == (409, "game_refused")
    error = refused_there(game)
    assert answer.data["detail"] == as_the_window_says(error, "de")
    assert "kann hier nicht gebaut werden" in answer.data["detail"]
    assert notices and notices[-1].startswith("The game refused a change from Ben's phone: Garden hut")
    assert session.game.player("Ben").city.get((1, 1)) is None


def test_a_voice_speaks_on_its_own_thread_only(voices) -> None:
    line = refused_there(game_from_dict(copy.deepcopy(EVERY_MODULE))).line
    heard: list[str] = []
    inside = threading.Event()
    go_on = threading.Event()

    def speak() -> None:
        with labels.speaking(voices.voice("de")):
            inside.set()
            go_on.wait(5)
            heard.append(labels.sentence_text(line))

    thread = threading.Thread(target=speak)
    thread.start()
    inside.wait(5)
    here = labels.sentence_text(line)  # this thread speaks the language in force meanwhile
    go_on.set()
    thread.join(5)
    assert here.startswith("Garden hut") and heard[0].startswith("Garten-Bauhütte")


def test_a_voice_says_a_number_of_things_in_its_language_s_form(voices) -> None:
    for n, english, german in ((1, "1 chest on the city's buildings", "1 Schatztruhe auf einem Gebäude"),
                               (3, "3 chests on the city's buildings", "3 Schatztruhen auf Gebäuden")):
        line = Line.counted("Module", "%n chest(s) on the city's buildings", n)
        assert voices.say(line, "en") == english
        assert voices.say(line, "de").startswith(german)


def test_a_phone_s_points_name_each_module_term_in_its_language(tmp_path, voices) -> None:
    garden = {"x": 1, "y": 0, "type": "garden", "price": 8, "walls": "NE"}
    game = game_from_dict({"format": "alhambra-game", "version": 1, "modules": ["red_palace", "palace_staff"],
                           "players": [{"name": "Anna", "city": [garden]}, {"name": "Ben"}]})
    with file_table(tmp_path / "game.json", game, voices.say) as (server, _host):
        names = {}
        for language in ("de", "zh_TW", "en"):
            phone = joined(server, "Anna", language)
            terms = phone.request("GET", "/api/state").data["points"]["modules"]
            names[language] = {m["key"]: m["name"] for m in terms}
            assert phone.request("POST", "/api/leave").status == 200
    assert names["de"] == {"red_palace": "Wächter", "palace_staff": "Palastpersonal"}
    assert names["zh_TW"]["palace_staff"] == "宮廷僕役"
    assert names["en"] == {"red_palace": "Guards", "palace_staff": "Palace staff"}


def test_a_supply_piece_of_no_box_says_why_in_the_phone_s_language(tmp_path, voices) -> None:
    path = tmp_path / "game.json"
    with file_table(path, game_from_dict(copy.deepcopy(EVERY_MODULE)), voices.say) as (server, _host):
        ben = joined(server, "Ben", "de")
        offers = ben.request("GET", ben.seat_path("city/options?x=0&y=-1")).data["options"]
        bazaar = next(o for o in offers if o["kind"] == "supply" and o["module"] == "bazaars")
        hut = next(o for o in offers if o["kind"] == "supply" and o["module"] == "building_huts")
        before = path.read_bytes()
        for offer, said in (({**bazaar, "types": ["tower", "tower", "garden"]},
                             "Ein Bazar zeigt 3 verschiedene Gebäudearten."),
                            ({**hut, "walls": ""}, "Eine Bauhütte hat mindestens eine Seite mit Mauer.")):
            answer = edit(ben, 0, -1, offer)
            assert (answer.status, answer.data["error"], answer.data["detail"]) == (409, "bad_piece", said)
        assert path.read_bytes() == before
