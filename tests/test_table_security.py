"""The table server's security checks, each against a real server on loopback.

Each test makes the attack and asserts it is refused; where a check is one function, the test
then switches that check off (monkeypatch) and shows the same attack getting through, so the
assertion is known to fail on a server that skips the check.
"""

from __future__ import annotations

import asyncio
import io
import socket
import struct
import time
import zlib
from pathlib import Path

import aiohttp
import pytest
from PIL import Image

from alhambra_gui.engine import Game
from alhambra_gui.table import access, guards, limits, pushes, reading, server, uploads
from alhambra_gui.table.access import Access

from .table_client import LOOPBACK, Phone, file_table, joined, wait_code


@pytest.fixture
def table(tmp_path: Path):
    with file_table(tmp_path / "game.json", Game(["Anna", "Ben"])) as (srv, _host):
        yield srv


def _png(width: int, height: int) -> bytes:
    """A PNG whose header claims ``width`` x ``height`` pixels and whose data is a few bytes (a
    decompression bomb's header: the decoder would make the pixels from almost nothing)."""
    buffer = io.BytesIO()
    Image.new("L", (1, 1)).save(buffer, "PNG")
    data = bytearray(buffer.getvalue())
    ihdr = 8  # the IHDR chunk: length, type, 13 bytes of data, CRC
    data[ihdr + 8:ihdr + 16] = struct.pack(">II", width, height)
    crc = zlib.crc32(bytes(data[ihdr + 4:ihdr + 21]))
    data[ihdr + 21:ihdr + 25] = struct.pack(">I", crc)
    return bytes(data)


# ---- tokens and join codes -----------------------------------------------------------------
def test_no_token_is_refused(table, monkeypatch) -> None:
    phone = Phone(table)
    for method, path in (("GET", "/api/state"), ("POST", "/api/seat"), ("POST", "/api/seats/Anna/confirm"),
                         ("GET", "/api/seats/Anna/options?x=1&y=0")):
        answer = phone.request(method, path, {"player": "Anna"} if path == "/api/seat" else None)
        assert (answer.status, answer.data["error"]) == (401, "no_token"), path
    assert phone.request("GET", "/api/state", token="not-a-token").status == 401
    # a server that skips the check answers anyone
    seated = joined(table)
    monkeypatch.setattr(Access, "phone", lambda self, token: seated_phone(table, seated))
    assert Phone(table).request("GET", "/api/state").status == 200


def seated_phone(srv, phone: Phone):
    return next(p for p in srv.table.access.phones() if p.token == phone.token)


def test_a_join_code_serves_one_phone(table) -> None:
    code = table.status().code
    first = Phone(table)
    assert first.join(code).status == 200
    second = Phone(table)
    answer = second.join(code)
    assert (answer.status, answer.data["error"]) == (403, "used_code")
    assert second.join(wait_code(table, code)).status == 200  # the next code, shown on the desktop


def test_a_server_that_keeps_its_code_lets_a_second_phone_in(table, monkeypatch) -> None:
    monkeypatch.setattr(Access, "renew", lambda self, why="": self.code)  # the check switched off
    code = table.status().code
    assert Phone(table).join(code).status == 200
    assert Phone(table).join(code).status == 200


def test_an_expired_join_code_is_refused(table, monkeypatch) -> None:
    code = table.status().code
    monkeypatch.setattr(table.table.access, "issued", time.monotonic() - limits.JOIN_CODE_SECONDS - 1)
    answer = Phone(table).join(code)
    assert (answer.status, answer.data["error"]) == (403, "expired_code")
    monkeypatch.setattr(access, "JOIN_CODE_SECONDS", 10 ** 9)  # a server whose codes never run out
    code = table.status().code
    monkeypatch.setattr(table.table.access, "issued", time.monotonic() - 3600)
    assert Phone(table).join(code).status == 200


def test_a_join_code_is_not_guessed_from_its_case_or_spaces_only() -> None:
    clock = [0.0]
    gate = Access(lambda: clock[0])
    code = gate.code
    with pytest.raises(access.AccessError):
        gate.join(code[:-1])
    phone = gate.join(f" {code.lower()[:3]} {code.lower()[3:]} ")
    assert phone.token and gate.code != code
    clock[0] += limits.JOIN_CODE_SECONDS + 1
    with pytest.raises(access.AccessError, match="expired_code"):
        gate.join(gate.code)


# ---- seats --------------------------------------------------------------------------------------
def test_a_phone_acts_for_its_own_seat_only(table, monkeypatch) -> None:
    anna, ben = joined(table, "Anna"), joined(table, "Ben")
    for method, tail in (("POST", "confirm"), ("POST", "discard"), ("GET", "options?x=1&y=0"),
                         ("POST", "photo"), ("GET", "city/options?x=1&y=0"), ("POST", "city/edit"),
                         ("GET", "reserve/options"), ("POST", "reserve/edit")):
        answer = ben.request(method, anna.seat_path(tail), b"\xff\xd8\xff" if tail == "photo" else None)
        assert (answer.status, answer.data["error"]) == (403, "not_your_seat"), tail
    taken = ben.sit("Anna")
    assert (taken.status, taken.data["error"]) == (409, "seat_taken")
    monkeypatch.setattr(Access, "check_seat", lambda self, phone, seat: None)
    answer = ben.request("POST", anna.seat_path("discard"))
    assert answer.status == 200  # a server without the check lets Ben act for Anna


def test_a_seat_passes_only_from_a_phone_gone_for_minutes() -> None:
    """A phone closed without leaving (its battery gone) held its seat for the rest of the
    evening: the player's new phone was told "Another phone plays that seat" forever. The seat
    passes to another phone once its holder has had no connection for ``SEAT_IDLE_SECONDS``;
    before that, or while its page is open, it is refused."""
    clock = [0.0]
    gate = Access(lambda: clock[0])
    old, new = gate.join(gate.code), gate.join(gate.code)
    gate.take_seat(old, "Anna")
    clock[0] += limits.SEAT_IDLE_SECONDS - 1
    with pytest.raises(access.AccessError, match="seat_taken"):
        gate.take_seat(new, "Anna")
    old.sockets = 1  # its page open: never gone, however long
    clock[0] += 10 * limits.SEAT_IDLE_SECONDS
    with pytest.raises(access.AccessError, match="seat_taken"):
        gate.take_seat(new, "Anna")
    old.sockets = 0
    gate.heard(old)  # its connection closed just now
    with pytest.raises(access.AccessError, match="seat_taken"):
        gate.take_seat(new, "Anna")
    clock[0] += limits.SEAT_IDLE_SECONDS
    assert gate.take_seat(new, "Anna") is old
    assert (new.seat, old.seat) == ("Anna", None)
    with pytest.raises(access.AccessError, match="not_your_seat"):
        gate.check_seat(old, "Anna")  # the old phone, if it wakes, acts for no seat


def test_a_request_keeps_a_phone_from_being_gone(table, monkeypatch) -> None:
    """Every request a phone makes counts as being there (the seat stays its own)."""
    anna, ben = joined(table, "Anna"), joined(table)
    gate = table.table.access
    holder = gate.seated("Anna")
    holder.seen -= limits.SEAT_IDLE_SECONDS + 1  # quiet for longer than the limit ...
    assert anna.request("GET", "/api/state").status == 200  # ... until it asks for its state
    taken = ben.sit("Anna")
    assert (taken.status, taken.data["error"]) == (409, "seat_taken")
    holder.seen -= limits.SEAT_IDLE_SECONDS + 1
    assert ben.sit("Anna").status == 200
    answer = anna.request("POST", anna.seat_path("discard"))
    assert (answer.status, answer.data["error"]) == (403, "not_your_seat")


# ---- names and origins ----------------------------------------------------------------------------
def test_a_wrong_host_header_is_refused(table, monkeypatch) -> None:
    for host in ("evil.example", f"evil.example:{table.port}", f"localhost:{table.port}", "127.0.0.1:1"):
        answer = Phone(table, host_header=host).request("GET", "/")
        assert answer.status == 421, host
    assert Phone(table).request("GET", "/").status == 200
    monkeypatch.setattr(guards.Origins, "host_ok", lambda self, header: True)
    assert Phone(table, host_header="evil.example").request("GET", "/").status == 200


async def _open_socket(srv, origin: str | None, token: str = "") -> tuple[int, list[dict]]:
    """Open the WebSocket with this Origin: the HTTP status of the refusal (101 when it opened)
    and the messages received until it closed or went quiet."""
    headers = {"Host": srv.origins.netloc}
    if origin is not None:
        headers["Origin"] = origin
    async with aiohttp.ClientSession() as session:
        try:
            ws = await session.ws_connect(f"http://{LOOPBACK}:{srv.port}/ws", headers=headers)
        except aiohttp.WSServerHandshakeError as error:
            return error.status, []
        await ws.send_json({"type": "hello", "token": token})
        messages = []
        try:
            while True:
                message = await ws.receive(timeout=2)
                if message.type != aiohttp.WSMsgType.TEXT:
                    break
                messages.append(message.json())
        except TimeoutError:
            pass
        await ws.close()
        return 101, messages


def test_a_foreign_websocket_origin_is_refused(table, monkeypatch) -> None:
    phone = joined(table, "Anna")
    for origin in ("http://evil.example", f"http://evil.example:{table.port}", None, "null"):
        status, _ = asyncio.run(_open_socket(table, origin, phone.token))
        assert status == 403, origin
    status, messages = asyncio.run(_open_socket(table, table.origins.origin, phone.token))
    assert status == 101 and messages[0]["type"] == "state" and messages[0]["seat"] == "Anna"
    monkeypatch.setattr(guards.Origins, "origin_ok", lambda self, header: True)
    status, messages = asyncio.run(_open_socket(table, "http://evil.example", phone.token))
    assert status == 101 and messages[0]["type"] == "state"


def test_a_websocket_without_a_good_token_is_closed(table) -> None:
    status, messages = asyncio.run(_open_socket(table, table.origins.origin, "guessed"))
    assert status == 101 and messages == [{"type": "bye", "reason": "bad_token"}]


def test_websockets_are_limited_in_number(table, monkeypatch) -> None:
    monkeypatch.setattr(pushes, "MAX_SOCKETS", 2)
    phone = joined(table, "Anna")

    async def crowd() -> int:
        headers = {"Host": table.origins.netloc, "Origin": table.origins.origin}
        async with aiohttp.ClientSession() as session:
            open_ = [await session.ws_connect(f"http://{LOOPBACK}:{table.port}/ws", headers=headers)
                     for _ in range(2)]
            for ws in open_:
                await ws.send_json({"type": "hello", "token": phone.token})
                await ws.receive(timeout=2)
            try:
                await session.ws_connect(f"http://{LOOPBACK}:{table.port}/ws", headers=headers)
            except aiohttp.WSServerHandshakeError as error:
                return error.status
            finally:
                for ws in open_:
                    await ws.close()
            return 101

    assert asyncio.run(crowd()) == 503


# ---- uploads ------------------------------------------------------------------------------------
def test_a_100_mb_upload_is_refused_before_it_is_read(table) -> None:
    phone = joined(table, "Anna")
    started = time.monotonic()
    with socket.create_connection((LOOPBACK, table.port), timeout=10) as raw:
        raw.sendall((f"POST {phone.seat_path('photo')} HTTP/1.1\r\nHost: {table.origins.netloc}\r\n"
                     f"Authorization: Bearer {phone.token}\r\nContent-Type: image/jpeg\r\n"
                     f"Content-Length: {100 * 1024 * 1024}\r\n\r\n").encode() + b"\xff\xd8\xff" + bytes(4096))
        head = raw.recv(4096)
    assert head.startswith(b"HTTP/1.1 413"), head[:80]
    assert time.monotonic() - started < 5  # answered at once, the 100 MB never sent


def _chunked_photo_upload(srv, phone: Phone):
    """A photo upload without a length (chunked), its headers sent, its body still to come."""
    import http.client

    connection = http.client.HTTPConnection(LOOPBACK, srv.port, timeout=10)
    connection.putrequest("POST", phone.seat_path("photo"), skip_host=True)
    for key, value in (("Host", srv.origins.netloc), ("Authorization", f"Bearer {phone.token}"),
                       ("Content-Type", "image/jpeg"), ("Transfer-Encoding", "chunked")):
        connection.putheader(key, value)
    connection.endheaders()
    return connection


def test_an_upload_without_a_length_stops_being_read_at_the_limit(table, monkeypatch) -> None:
    monkeypatch.setattr(uploads, "MAX_UPLOAD_BYTES", 256 * 1024)
    phone = joined(table, "Anna")

    def body():
        yield b"\xff\xd8\xff\xe0"
        for _ in range(100):
            yield bytes(64 * 1024)

    connection = _chunked_photo_upload(table, phone)
    try:
        for chunk in body():
            connection.send(f"{len(chunk):x}\r\n".encode() + chunk + b"\r\n")
    except OSError:
        pass  # the server stopped reading and closed: the answer is waiting
    try:
        assert connection.getresponse().status == 413
    finally:
        connection.close()  # the server's stop need not wait for this connection to time out


def test_a_text_file_named_jpg_is_refused_unread(table, monkeypatch) -> None:
    phone = joined(table, "Anna")
    answer = phone.upload(b"These are not the pixels you are looking for.\n" * 50)
    assert (answer.status, answer.data["error"]) == (415, "not_image")
    decoded = []
    monkeypatch.setattr(uploads, "sniff", lambda head: "image/jpeg")
    monkeypatch.setattr(uploads, "read_photo", lambda data, *_: decoded.append(data) or (_ for _ in ()).throw(
        reading.RefusedPhoto("unreadable")))
    assert phone.upload(b"not a photo").status == 422 and decoded  # without the sniffing, decoded


@pytest.mark.parametrize("size", [(8000, 8000), (20000, 20000)])
def test_a_decompression_bomb_is_refused_by_its_header(table, monkeypatch, size) -> None:
    phone = joined(table, "Anna")
    answer = phone.upload(_png(*size), "image/png")
    assert (answer.status, answer.data["error"]) == (422, "too_large")
    if size == (8000, 8000):  # beyond the reader's bound, below Pillow's own
        monkeypatch.setattr(reading, "MAX_PIXELS", 10 ** 9)
        assert phone.upload(_png(*size), "image/png").data["error"] != "too_large"


# ---- rate -------------------------------------------------------------------------------------------
def _burst(srv, count: int) -> list[int]:
    import http.client

    connection = http.client.HTTPConnection(LOOPBACK, srv.port, timeout=10)
    statuses = []
    for _ in range(count):
        connection.request("GET", "/strings.json", headers={"Host": srv.origins.netloc})
        response = connection.getresponse()
        response.read()
        statuses.append(response.status)
        if response.getheader("Connection", "").lower() == "close":
            connection.close()
            connection = http.client.HTTPConnection(LOOPBACK, srv.port, timeout=10)
    connection.close()
    return statuses


def test_500_requests_in_a_second_are_mostly_refused(table, monkeypatch) -> None:
    started = time.monotonic()
    statuses = _burst(table, 500)
    elapsed = time.monotonic() - started
    served = statuses.count(200)
    assert statuses.count(429) > 0
    assert served <= limits.REQUEST_BURST + limits.REQUEST_RATE * elapsed + 1
    monkeypatch.setattr(guards.RateLimit, "allow", lambda self, address: True)
    time.sleep(0.1)
    assert _burst(table, 200).count(429) == 0  # without the limit every request is served


def test_requests_in_flight_are_limited(table, monkeypatch) -> None:
    import concurrent.futures

    from .photo_scene import render_scene

    monkeypatch.setattr(server, "MAX_IN_FLIGHT", 1)
    phone = joined(table, "Anna")
    with concurrent.futures.ThreadPoolExecutor(1) as pool:
        reading = pool.submit(phone.upload, render_scene(1046, 14).jpeg)  # holds its slot for a second or two
        end = time.monotonic() + 10
        while time.monotonic() < end and table.table.readings == {}:
            time.sleep(0.01)
        assert Phone(table).request("GET", "/").status == 503
        assert reading.result().status == 200
    assert Phone(table).request("GET", "/").status == 200


# ---- paths --------------------------------------------------------------------------------------------
TRAVERSALS = ["/../../etc/passwd", "/%2e%2e/%2e%2e/etc/passwd", "/phone.js/../../../etc/passwd",
              "//etc/passwd", "/..%2f..%2fetc%2fpasswd", "/resources/table/index.html", "/strings.json/..",
              "/api/../../etc/passwd"]


@pytest.mark.parametrize("path", TRAVERSALS)
def test_no_path_reaches_a_file_beyond_the_page(table, path) -> None:
    with socket.create_connection((LOOPBACK, table.port), timeout=10) as raw:
        request = f"GET {path} HTTP/1.1\r\nHost: {table.origins.netloc}\r\nConnection: close\r\n\r\n"
        raw.sendall(request.encode())
        answer = b""
        while chunk := raw.recv(65536):
            answer += chunk
    status = answer.split(b"\r\n", 1)[0]
    assert status in (b"HTTP/1.1 404 Not Found", b"HTTP/1.1 400 Bad Request"), answer[:200]
    assert b"root:" not in answer


# ---- the desktop ends a session ---------------------------------------------------------------------------
def test_a_disconnected_phone_is_refused(table) -> None:
    phone = joined(table, "Anna")
    table.disconnect(seated_phone(table, phone).id)
    end = time.monotonic() + 5
    while time.monotonic() < end and table.status().phones:
        time.sleep(0.01)
    assert phone.request("GET", "/api/state").status == 401
    assert joined(table, "Anna").seat == "Anna"  # the seat is free again


def test_every_answer_forbids_framing_and_foreign_scripts(table) -> None:
    answer = Phone(table).request("GET", "/")
    assert "script-src 'self'" in answer.headers["content-security-policy"]
    assert answer.headers["x-frame-options"] == "DENY"
    assert answer.headers["x-content-type-options"] == "nosniff"


def test_the_stop_never_waits_on_an_upload_a_phone_stopped_sending(tmp_path) -> None:
    """A phone that began an upload and went quiet (out of Wi-Fi) holds a request open; the
    desktop's Stop cancels it after a moment and the server's thread ends, rather than
    leaving the thread waiting a minute for the request (and Stop returning without it)."""
    with file_table(tmp_path / "game.json", Game(["Anna", "Ben"])) as (srv, _host):
        phone = joined(srv, "Anna")
        connection = _chunked_photo_upload(srv, phone)
        connection.send(b"4\r\n\xff\xd8\xff\xe0\r\n")  # the first bytes, then nothing more
        time.sleep(0.2)  # the request is in the server's hands
        thread = srv._thread
        assert thread is not None and thread.is_alive()
        srv.stop()
        assert not thread.is_alive()
        connection.close()
