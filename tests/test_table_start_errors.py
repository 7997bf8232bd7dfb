"""What keeps the table from starting is said in one sentence, never a traceback: the headless
``alhambra-gui table`` prints its English on one line of standard error and exits with 2, as
every command does with a refused file; the desktop's invite says the same sentence in the
user's language (the errors' context of the catalogues, ``labels.error_text``)."""

from __future__ import annotations

import io
import json
import signal
import socket

import pytest

from alhambra_gui.app import labels, language
from alhambra_gui.cli import main as cli_main
from alhambra_gui.engine import Game, save_game
from alhambra_gui.table.addresses import AddressError, check_address
from alhambra_gui.table.server import TableServer, TableStartError

from .table_client import LOOPBACK

NOT_HERE = "192.0.2.1"  # a documentation address: no computer has it


@pytest.fixture
def game_file(tmp_path):
    path = tmp_path / "game.json"
    save_game(Game(["Anna", "Ben"]), path)
    return path


@pytest.fixture
def taken_port():
    with socket.socket() as taken:
        taken.bind((LOOPBACK, 0))
        taken.listen()
        yield taken.getsockname()[1]


def refused(capsys, *arguments: str) -> str:
    before = signal.getsignal(signal.SIGINT), signal.getsignal(signal.SIGTERM)
    out = io.StringIO()
    assert cli_main(["table", *arguments], out) == 2
    assert out.getvalue() == ""  # no join URL: nothing started
    assert (signal.getsignal(signal.SIGINT), signal.getsignal(signal.SIGTERM)) == before
    said = capsys.readouterr().err
    assert said.count("\n") == 1 and said.endswith("\n") and "Traceback" not in said
    assert said.startswith("alhambra-gui table: error: ")
    return said.removeprefix("alhambra-gui table: error: ").rstrip("\n")


def test_a_port_in_use_is_one_sentence_and_exit_2(capsys, game_file, taken_port) -> None:
    said = refused(capsys, str(game_file), "--host", LOOPBACK, "--port", str(taken_port))
    assert said == f"port {taken_port} on {LOOPBACK} is in use: choose another port"


def test_an_address_of_another_computer_is_one_sentence_and_exit_2(capsys, game_file) -> None:
    said = refused(capsys, str(game_file), "--host", NOT_HERE, "--port", "0")
    assert said.startswith(f"{NOT_HERE} is not an address of this computer: give one of its addresses, e.g. ")


@pytest.mark.parametrize(("host", "starts"), [
    ("example.org", "'example.org' is not an IP address: give one of this computer's addresses"),
    ("0.0.0.0", "0.0.0.0 would serve every network this computer is on"),
    ("224.0.0.1", "224.0.0.1 is a multicast address, not one of this computer's"),
    ("\x1b[31mred", "'\\u001b[31mred' is not an IP address"),  # a terminal's escape shown, never sent
])
def test_a_bad_address_is_one_sentence_and_exit_2(capsys, game_file, host, starts) -> None:
    assert refused(capsys, str(game_file), "--host", host).startswith(starts)


@pytest.mark.parametrize("content", [None, "{not json", json.dumps({"format": "alhambra-game", "version": 7}),
                                     "directory"])
def test_a_bad_game_file_is_one_sentence_and_exit_2(capsys, tmp_path, content) -> None:
    path = tmp_path / "game.json"
    if content == "directory":
        path.mkdir()
    elif content is not None:
        path.write_text(content, encoding="utf-8")
    said = refused(capsys, str(path), "--host", LOOPBACK, "--port", "0")
    assert "game.json" in said


def test_a_port_out_of_range_is_one_sentence_and_exit_2(capsys, game_file) -> None:
    assert refused(capsys, str(game_file), "--port", "70000") == "port 70000 is not between 0 and 65535"


class _Host:
    def table_changed(self) -> None:
        pass


def test_the_start_errors_are_translated_like_every_other_error(qapp, taken_port) -> None:
    server = TableServer(_Host(), Game(["Anna"]), LOOPBACK, taken_port)  # type: ignore[arg-type]
    with pytest.raises(TableStartError) as in_use:
        server.start()
    with pytest.raises(AddressError) as bad:
        check_address("0.0.0.0")
    translators = language.Translators.of(qapp)
    try:
        translators.apply("de")
        german = f"Port {taken_port} auf {LOOPBACK} ist belegt: wähle einen anderen Port"
        assert labels.error_text(in_use.value) == german
        assert labels.error_text(bad.value).startswith("0.0.0.0 würde in jedem Netz dieses Computers")
        translators.apply("zh_TW")
        chinese = f"{LOOPBACK} 上的連接埠 {taken_port} 已被使用：請選擇其他連接埠"
        assert labels.error_text(in_use.value) == chinese
    finally:
        translators.apply("en")
    assert str(in_use.value) == f"port {taken_port} on {LOOPBACK} is in use: choose another port"  # the CLI's
