"""A table server for the tests (the headless command's host, in this process, on loopback) and a
small HTTP client that speaks to it as a phone does."""

from __future__ import annotations

import http.client
import io
import json
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from alhambra_gui.engine import Game, load_game, save_game
from alhambra_gui.table.answers import Speak, english
from alhambra_gui.table.headless import FileHost
from alhambra_gui.table.server import TableServer

LOOPBACK = "127.0.0.1"


@dataclass
class Answer:
    status: int
    data: Any
    headers: dict[str, str]


class Phone:
    """One phone: its token once joined, its seat once chosen."""

    def __init__(self, server: TableServer, host_header: str | None = None) -> None:
        self.server = server
        self.token = ""
        self.seat = ""
        self.host_header = host_header

    def request(self, method: str, path: str, body: bytes | dict | None = None,
                content_type: str | None = None, token: str | None = None) -> Answer:
        connection = http.client.HTTPConnection(LOOPBACK, self.server.port, timeout=60)
        headers = {"Host": self.host_header or self.server.origins.netloc}
        given = self.token if token is None else token
        if given:
            headers["Authorization"] = f"Bearer {given}"
        payload = None
        if isinstance(body, dict):
            payload = json.dumps(body).encode()
            headers["Content-Type"] = "application/json"
        elif body is not None:
            payload = body
            headers["Content-Type"] = content_type or "image/jpeg"
        connection.request(method, path, body=payload, headers=headers)
        response = connection.getresponse()
        raw = response.read()
        connection.close()
        try:
            data = json.loads(raw) if raw else None
        except ValueError:
            data = raw
        return Answer(response.status, data, {k.lower(): v for k, v in response.getheaders()})

    def join(self, code: str | None = None, language: str | None = None) -> Answer:
        body = {"code": code or self.server.status().code}
        if language is not None:
            body["language"] = language
        answer = self.request("POST", "/api/join", body)
        if answer.status == 200:
            self.token = answer.data["token"]
        return answer

    def sit(self, seat: str) -> Answer:
        answer = self.request("POST", "/api/seat", {"player": seat})
        if answer.status == 200:
            self.seat = seat
        return answer

    def seat_path(self, tail: str, seat: str | None = None) -> str:
        from urllib.parse import quote

        return f"/api/seats/{quote(seat or self.seat)}/{tail}"

    def upload(self, data: bytes, content_type: str = "image/jpeg") -> Answer:
        return self.request("POST", self.seat_path("photo"), data, content_type)

    def confirm(self) -> Answer:
        return self.request("POST", self.seat_path("confirm"))


def wait_code(server: TableServer, before: str, timeout: float = 5.0) -> str:
    """The join code once the server has renewed it (a code serves one phone)."""
    import time

    end = time.monotonic() + timeout
    while time.monotonic() < end:
        code = server.status().code
        if code != before:
            return code
        time.sleep(0.01)
    raise AssertionError("the join code was not renewed")


def city_options(phone: Phone, x: int, y: int) -> list[dict]:
    """What the phone's seat may do on cell (x, y) of its city (``city_edits.offers``)."""
    answer = phone.request("GET", phone.seat_path(f"city/options?x={x}&y={y}"))
    assert answer.status == 200, answer.data
    return list(answer.data["options"])


def city_edit(phone: Phone, x: int, y: int, offer: dict) -> Answer:
    """Make one of the cell's offers from the phone."""
    return phone.request("POST", phone.seat_path("city/edit"), {"x": x, "y": y, "offer": offer})


def joined(server: TableServer, seat: str | None = None, language: str | None = None) -> Phone:
    phone = Phone(server)
    assert phone.join(language=language).status == 200
    if seat:
        assert phone.sit(seat).status == 200
    return phone


@contextmanager
def file_table(path: Path, game: Game | None = None,
               speak: Speak = english) -> Iterator[tuple[TableServer, FileHost]]:
    """The headless command's server for the game file ``path`` (written from ``game`` first);
    ``speak``: how it says the game's refusals to a phone (the app's voices, or English)."""
    if game is not None:
        save_game(game, path)
    loaded = load_game(path)
    host = FileHost(loaded, path, io.StringIO(), io.StringIO())
    server = TableServer(host, loaded.copy(), LOOPBACK, 0, speak)
    server.start()
    host.server = server
    try:
        yield server, host
    finally:
        server.stop()
        host.finish()
