"""The table server: aiohttp in a thread of its own, serving the phone page and the table's API.

Every request passes the guards first (rate per address, requests in flight, the Host header),
then, below ``/api/`` and on the WebSocket, the session token; a phone acts only for its own seat.
The routes (README, "Phones at the table", documents each with its request and answer):

    GET  /  /phone.js  /phone.css  /strings.json     the page (nothing else is ever served)
    POST /api/join                                   {"code"} -> {"token", "state"}
    GET  /api/state                                  -> the phone's state
    POST /api/seat                                   {"player"} -> state
    POST /api/leave                                  -> {}
    POST /api/seats/{seat}/photo                     JPEG or PNG bytes -> state (with the draft)
    GET  /api/seats/{seat}/options?x=&y=             -> {"options": [...]}
    POST /api/seats/{seat}/cell                      {"x", "y", "tile"} -> state
    POST /api/seats/{seat}/confirm                   -> state, or 409 with the refusals
    POST /api/seats/{seat}/discard                   -> state
    GET  /api/seats/{seat}/city/options?x=&y=        -> {"options": [...]} (markers, pieces)
    POST /api/seats/{seat}/city/edit                 {"x", "y", "offer"} -> state, or 409
    GET  /ws                                         WebSocket: {"type": "hello", "token"} first; pushes
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextlib
import errno
import json
import threading
from collections.abc import Awaitable, Callable, Coroutine, Mapping
from typing import Any

from aiohttp import WSMsgType, web

from ..engine import Game, Tile
from ..engine.assets import resource
from ..engine.errors import SentenceError
from ..engine.names import printable
from ..engine.words import QT_TRANSLATE_NOOP
from ..photo import TileRef, hints
from ..photo.progress import ReadingCancelled
from .access import AccessError, Phone
from .addresses import default_address
from .checks import CityRefused, city_buildings, conflicts_of, refusal_to_dict
from .city_edits import edit_for, offers
from .drafts import Draft, DraftError
from .guards import Origins, RateLimit, sniff
from .limits import (
    HELLO_SECONDS,
    MAX_JSON_BYTES,
    MAX_MESSAGE_BYTES,
    MAX_READINGS,
    MAX_SOCKETS,
    MAX_UPLOAD_BYTES,
)
from .reading import RefusedPhoto, read_photo
from .table import Host, Table, TableStatus

#: The page's files: request path -> (file in resources/table/, content type). Nothing else.
PAGE = {
    "/": ("index.html", "text/html; charset=utf-8"),
    "/phone.js": ("phone.js", "text/javascript; charset=utf-8"),
    "/phone.css": ("phone.css", "text/css; charset=utf-8"),
    "/strings.json": ("strings.json", "application/json; charset=utf-8"),
}
#: HTTP requests being answered at once, all phones together.
MAX_IN_FLIGHT = 32
Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]


class TableStartError(SentenceError):
    """The server could not start (the port is in use, the address is not this computer's…),
    said in one sentence in the errors' context: the command line prints its English, the
    desktop its translation (``app.labels.error_text``)."""


def _error(status: int, reason: str, **extra: Any) -> web.Response:
    response = web.json_response({"error": reason, **extra}, status=status)
    if status in (413, 415, 429):
        response.force_close()  # what the client still sends is not read
    return response


class TableServer:
    """The server for one game. ``start`` binds it and runs it in its own thread; the methods
    a host calls (``publish``, ``disconnect``, ``renew_code``, ``status``, ``stop``) are safe
    from any thread."""

    def __init__(self, host: Host, game: Game, address: str, port: int = 0) -> None:
        self.host = host
        self.address = address
        self.port = port
        self.table = Table(game)
        self.table.on_change = host.table_changed
        self.rate = RateLimit()
        self.origins = Origins(address, port)
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._runner: web.AppRunner | None = None
        self._sockets: dict[int, set[web.WebSocketResponse]] = {}
        self._socket_count = 0
        self._in_flight = 0
        self._readings = concurrent.futures.ThreadPoolExecutor(MAX_READINGS,
                                                               thread_name_prefix="table-reading")
        self._tasks: set[asyncio.Future[None]] = set()  # sends under way (kept until done)
        self._cancelled: set[int] = set()
        self._stopping = False
        self._page = {path: resource("table", name).read_bytes() for path, (name, _t) in PAGE.items()}

    # ---- the host's side ------------------------------------------------------------------
    def start(self) -> None:
        """Bind to the address and port and serve; TableStartError when that cannot be done."""
        started = threading.Event()
        failure: list[BaseException] = []
        self._thread = threading.Thread(target=self._serve, args=(started, failure), name="table-server",
                                        daemon=True)
        self._thread.start()
        started.wait()
        if failure:
            self._thread.join()
            raise _start_error(failure[0], self.address, self.port)

    def url(self, code: str | None = None) -> str:
        """The page's address; with a join code, the address the QR code carries."""
        base = f"{self.origins.origin}/"
        return base if code is None else f"{base}#join={code}"

    def publish(self, game: Game) -> None:
        """The game changed: every phone is shown the new state (``game`` is a copy the host
        keeps unchanged)."""
        self._call(self._publish, game)

    def disconnect(self, phone_id: int) -> None:
        self._call(self._disconnect, phone_id)

    def renew_code(self) -> None:
        self._call(self.table.access.renew)
        self._call(self.table.touch)

    def status(self) -> TableStatus:
        return self.table.status()

    def stop(self) -> None:
        """Tell every phone, close, and wait for the server's thread to end."""
        loop, thread = self._loop, self._thread
        if loop is None or thread is None:
            return
        self._stopping = True  # a reading under way stops at its next step
        if loop.is_running():
            asyncio.run_coroutine_threadsafe(self._shutdown(), loop).result(timeout=10)
            loop.call_soon_threadsafe(loop.stop)
        thread.join(timeout=10)
        self._readings.shutdown(wait=False, cancel_futures=True)
        self._loop = self._thread = None

    def _call(self, function: Callable[..., object], *args: object) -> None:
        loop = self._loop
        if loop is not None and loop.is_running():
            loop.call_soon_threadsafe(function, *args)

    # ---- the server's thread -------------------------------------------------------------
    def _serve(self, started: threading.Event, failure: list[BaseException]) -> None:
        loop = asyncio.new_event_loop()
        asyncio.set_event_loop(loop)
        try:
            self._runner = web.AppRunner(self._app(), access_log=None, handle_signals=False)
            loop.run_until_complete(self._runner.setup())
            site = web.TCPSite(self._runner, self.address, self.port, backlog=64, reuse_address=True)
            loop.run_until_complete(site.start())
        except (OSError, ValueError) as error:
            failure.append(error)
            loop.close()
            started.set()
            return
        if self.port == 0:
            sockets: list[Any] = list(getattr(site._server, "sockets", None) or ())
            self.port = int(sockets[0].getsockname()[1])
            self.origins = Origins(self.address, self.port)
        self._loop = loop
        loop.call_soon(self._tick)
        started.set()
        try:
            loop.run_forever()
        finally:
            loop.run_until_complete(self._runner.cleanup())
            loop.close()

    def _tick(self) -> None:
        """Renew a join code that ran out, so that the desktop always shows one in force."""
        access = self.table.access
        if access.expires_in() <= 0:
            access.renew()
            self.table.touch()
        if self._loop is not None:
            self._loop.call_later(5.0, self._tick)

    async def _shutdown(self) -> None:
        for phone_id in list(self._sockets):
            await self._close_sockets(phone_id, "stopped")

    def _app(self) -> web.Application:
        app = web.Application(middlewares=[self._guard], client_max_size=MAX_JSON_BYTES)
        for path in PAGE:
            app.router.add_get(path, self._page_file)
        app.router.add_post("/api/join", self._join)
        app.router.add_get("/api/state", self._with_phone(self._state))
        app.router.add_post("/api/seat", self._with_phone(self._seat))
        app.router.add_post("/api/leave", self._with_phone(self._leave))
        app.router.add_post("/api/seats/{seat}/photo", self._with_seat(self._photo))
        app.router.add_get("/api/seats/{seat}/options", self._with_seat(self._options))
        app.router.add_post("/api/seats/{seat}/cell", self._with_seat(self._cell))
        app.router.add_post("/api/seats/{seat}/confirm", self._with_seat(self._confirm))
        app.router.add_post("/api/seats/{seat}/discard", self._with_seat(self._discard))
        app.router.add_get("/api/seats/{seat}/city/options", self._with_seat(self._city_options))
        app.router.add_post("/api/seats/{seat}/city/edit", self._with_seat(self._city_edit))
        app.router.add_get("/ws", self._socket)
        return app

    @web.middleware
    async def _guard(self, request: web.Request, handler: Handler) -> web.StreamResponse:
        if not self.rate.allow(request.remote or ""):
            return _error(429, "too_many_requests")
        if not self.origins.host_ok(request.headers.get("Host")):
            return _error(421, "wrong_host")
        counted = request.path != "/ws"  # a WebSocket lives long: MAX_SOCKETS bounds those
        if counted and self._in_flight >= MAX_IN_FLIGHT:
            return _error(503, "busy")
        self._in_flight += counted
        try:
            response = await handler(request)
        except AccessError as error:
            response = _error(error.status, error.reason)
        except DraftError as error:
            response = _error(400, error.reason)
        except web.HTTPException as error:
            response = _error(error.status, "not_found" if error.status == 404 else "refused")
        finally:
            self._in_flight -= counted
        if not response.prepared:
            _secure(response, self.origins)
        return response

    # ---- the page ---------------------------------------------------------------------------
    async def _page_file(self, request: web.Request) -> web.StreamResponse:
        content_type = PAGE[request.path][1]
        return web.Response(body=self._page[request.path], headers={"Content-Type": content_type})

    # ---- sessions -----------------------------------------------------------------------------
    def _phone(self, request: web.Request) -> Phone:
        header = request.headers.get("Authorization", "")
        token = header[len("Bearer "):] if header.startswith("Bearer ") else None
        return self.table.access.phone(token)

    def _with_phone(self, handler: Callable[[web.Request, Phone], Awaitable[web.StreamResponse]]) -> Handler:
        async def checked(request: web.Request) -> web.StreamResponse:
            return await handler(request, self._phone(request))
        return checked

    def _with_seat(self, handler: Callable[[web.Request, Phone, str],
                                           Awaitable[web.StreamResponse]]) -> Handler:
        async def checked(request: web.Request) -> web.StreamResponse:
            phone = self._phone(request)
            seat = request.match_info["seat"]
            self.table.access.check_seat(phone, seat)
            return await handler(request, phone, seat)
        return checked

    async def _join(self, request: web.Request) -> web.StreamResponse:
        body = await _json(request)
        code = body.get("code")
        if not isinstance(code, str):
            return _error(400, "bad_request")
        try:
            phone = self.table.access.join(code, request.remote or "")
        finally:
            self.table.touch()  # the code was renewed: used, or run out
        return web.json_response({"token": phone.token, "state": self.table.state(phone)})

    async def _state(self, request: web.Request, phone: Phone) -> web.StreamResponse:
        return web.json_response(self.table.state(phone))

    async def _seat(self, request: web.Request, phone: Phone) -> web.StreamResponse:
        player = (await _json(request)).get("player")
        if not isinstance(player, str):
            return _error(400, "bad_request")
        self.table.seat(phone, player)
        await self._push_all()
        return web.json_response(self.table.state(phone))

    async def _leave(self, request: web.Request, phone: Phone) -> web.StreamResponse:
        await self._drop(phone.id, "left")
        return web.json_response({})

    # ---- the photo ------------------------------------------------------------------------------
    async def _photo(self, request: web.Request, phone: Phone, seat: str) -> web.StreamResponse:
        if not self.table.view.table["photo"]:
            return _error(400, "no_photo_variant")
        length = request.content_length
        if length is not None and length > MAX_UPLOAD_BYTES:
            return _error(413, "too_large")
        if phone.id in self.table.readings:
            return _error(409, "reading")
        head = await _read_head(request)
        if sniff(head) is None:
            return _error(415, "not_image")
        data = await _read_rest(request, head)
        if data is None:
            return _error(413, "too_large")
        game = self.table.view.game
        base = city_buildings(game, seat)
        unavailable = [TileRef(t.type, t.price, t.walls.letters) for t, where in game.locations()
                       if where.holder != seat and not t.is_piece]
        self.table.readings[phone.id] = 0
        await self._push(phone)
        loop = asyncio.get_running_loop()
        self._cancelled.discard(phone.id)
        try:
            reading = await loop.run_in_executor(self._readings, read_photo, data, unavailable,
                                                 self._progress(loop, phone.id), hints.readings(game))
        except RefusedPhoto as error:
            return _error(422, error.reason)
        except ReadingCancelled:
            return _error(410, "gone")
        finally:
            self.table.readings.pop(phone.id, None)
        if self.table.access.by_id(phone.id) is not phone or phone.seat != seat:
            return _error(410, "gone")
        self.table.drafts[phone.id] = Draft(reading)
        self.table.bases[phone.id] = base
        self.table.refresh_conflicts()
        await self._push(phone)
        return web.json_response(self.table.state(phone))

    def _progress(self, loop: asyncio.AbstractEventLoop, phone_id: int) -> Callable[[float], None]:
        shown = [-10]

        def progress(fraction: float) -> None:  # on the reading's thread
            if phone_id in self._cancelled or self._stopping:
                raise ReadingCancelled
            percent = round(100 * fraction)
            if percent >= shown[0] + 5:
                shown[0] = percent
                loop.call_soon_threadsafe(self._reading_at, phone_id, percent)
        return progress

    def _reading_at(self, phone_id: int, percent: int) -> None:
        if phone_id in self.table.readings:
            self.table.readings[phone_id] = percent
            self._send(phone_id, {"type": "progress", "percent": percent})

    # ---- corrections and confirming ------------------------------------------------------------
    def _draft(self, phone: Phone) -> Draft:
        draft = self.table.drafts.get(phone.id)
        if draft is None:
            raise AccessError(409, "no_draft")
        return draft

    async def _options(self, request: web.Request, phone: Phone, seat: str) -> web.StreamResponse:
        cell = _queried_cell(request)
        options = self._draft(phone).options(self.table.view.game, seat, cell)
        return web.json_response({"x": cell[0], "y": cell[1], "options": options})

    async def _cell(self, request: web.Request, phone: Phone, seat: str) -> web.StreamResponse:
        body = await _json(request)
        x, y, given = body.get("x"), body.get("y"), body.get("tile")
        if not isinstance(x, int) or not isinstance(y, int) or not (given is None or isinstance(given, dict)):
            return _error(400, "bad_request")
        tile = None
        if given is not None:
            try:
                ref = TileRef(str(given["type"]), int(given["price"]), str(given.get("walls", "")))
                self.table.view.game.variant.check_tile(Tile.from_dict(ref.to_dict()))
            except (KeyError, TypeError, ValueError):
                return _error(400, "no_such_tile")
            tile = ref
        self._draft(phone).correct((x, y), tile)
        self.table.refresh_conflicts()
        await self._push(phone)
        return web.json_response(self.table.state(phone))

    async def _discard(self, request: web.Request, phone: Phone, seat: str) -> web.StreamResponse:
        self.table.drafts.pop(phone.id, None)
        self.table.refresh_conflicts()
        await self._push_all()
        return web.json_response(self.table.state(phone))

    async def _confirm(self, request: web.Request, phone: Phone, seat: str) -> web.StreamResponse:
        draft = self._draft(phone)
        if draft.missing():
            return _error(409, "missing_tiles", cells=[list(c) for c in draft.missing()])
        game = self.table.view.game
        tiles = draft.tiles(game, seat)
        try:
            await asyncio.wrap_future(self.host.submit_city(seat, tiles, self.table.bases.get(phone.id)))
        except CityRefused as refused:
            found = conflicts_of(seat, refused.refusals)
            if found:
                self.table.add_conflicts(found)
            await self._push_all()
            return _error(409, "refused", refusals=[refusal_to_dict(self.table.view.game, r)
                                                    for r in refused.refusals])
        except Exception as error:  # the game refused it another way (a city kept for typed counts)
            return _error(409, "game_refused", detail=str(error))
        if self.table.drafts.get(phone.id) is draft:
            del self.table.drafts[phone.id]
            self.table.bases.pop(phone.id, None)
        self.table.refresh_conflicts()
        await self._push_all()
        return web.json_response(self.table.state(phone))

    # ---- the markers and pieces of the city in the game ------------------------------------------
    async def _city_options(self, request: web.Request, phone: Phone, seat: str) -> web.StreamResponse:
        cell = _queried_cell(request)
        return web.json_response({"x": cell[0], "y": cell[1],
                                  "options": offers(self.table.view.game, seat, cell)})

    async def _city_edit(self, request: web.Request, phone: Phone, seat: str) -> web.StreamResponse:
        body = await _json(request)
        x, y = body.get("x"), body.get("y")
        if type(x) is not int or type(y) is not int:
            return _error(400, "bad_request")
        edit = edit_for(self.table.view.game, seat, (x, y), body.get("offer"))
        try:  # the host makes it with the window's checked commands, then publishes the game
            await asyncio.wrap_future(self.host.submit_edit(seat, edit))
        except Exception as error:  # the rules refused it (a fifth chest of a colour)
            return _error(409, "game_refused", detail=str(error))
        return web.json_response(self.table.state(phone))

    # ---- pushes ----------------------------------------------------------------------------------
    async def _socket(self, request: web.Request) -> web.StreamResponse:
        if not self.origins.origin_ok(request.headers.get("Origin")):
            return _error(403, "wrong_origin")
        if self._socket_count >= MAX_SOCKETS:
            return _error(503, "too_many_sockets")
        ws = web.WebSocketResponse(max_msg_size=MAX_MESSAGE_BYTES, heartbeat=30.0)
        await ws.prepare(request)
        self._socket_count += 1
        phone: Phone | None = None
        try:
            phone = await self._hello(ws)
            if phone is None:
                return ws
            phone.sockets += 1
            self._sockets.setdefault(phone.id, set()).add(ws)
            self.table.touch()
            await ws.send_json(self.table.state(phone))
            async for message in ws:  # the phone says nothing more; its messages are dropped
                if message.type == WSMsgType.ERROR:
                    break
        finally:
            self._socket_count -= 1
            if phone is not None:
                phone.sockets -= 1
                self._sockets.get(phone.id, set()).discard(ws)
                self.table.touch()
        return ws

    async def _hello(self, ws: web.WebSocketResponse) -> Phone | None:
        try:
            message = await asyncio.wait_for(ws.receive(), HELLO_SECONDS)
            hello = json.loads(message.data) if message.type == WSMsgType.TEXT else {}
            token = hello.get("token") if isinstance(hello, dict) else None
            return self.table.access.phone(token if isinstance(token, str) else None)
        except (TimeoutError, ValueError, AccessError):
            await ws.send_json({"type": "bye", "reason": "bad_token"})
            await ws.close(code=4401)
            return None

    def _publish(self, game: Game) -> None:
        self.table.publish(game)
        for phone_id in list(self._sockets):
            phone = self.table.access.by_id(phone_id)
            if phone is not None:
                self._send(phone_id, self.table.state(phone))

    async def _push(self, phone: Phone) -> None:
        self._send(phone.id, self.table.state(phone))

    async def _push_all(self) -> None:
        for phone in self.table.access.phones():
            if phone.id in self._sockets:
                self._send(phone.id, self.table.state(phone))

    def _send(self, phone_id: int, data: Mapping[str, Any]) -> None:
        text = json.dumps(data)
        for ws in list(self._sockets.get(phone_id, ())):
            if not ws.closed:
                self._later(_send_quietly(ws, text))

    def _later(self, work: Coroutine[Any, Any, None]) -> None:
        task = asyncio.ensure_future(work)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    def _disconnect(self, phone_id: int) -> None:
        self._later(self._drop(phone_id, "disconnected"))

    async def _drop(self, phone_id: int, reason: str) -> None:
        phone = self.table.access.by_id(phone_id)
        if phone is None:
            return
        self._cancelled.add(phone_id)
        self.table.drop(phone)
        await self._close_sockets(phone_id, reason)
        await self._push_all()

    async def _close_sockets(self, phone_id: int, reason: str) -> None:
        for ws in list(self._sockets.pop(phone_id, ())):
            if not ws.closed:
                await _send_quietly(ws, json.dumps({"type": "bye", "reason": reason}))
                await ws.close(code=4000)


async def _send_quietly(ws: web.WebSocketResponse, text: str) -> None:
    with contextlib.suppress(ConnectionError, RuntimeError):  # the phone went away
        await ws.send_str(text)


async def _json(request: web.Request) -> dict[str, Any]:
    length = request.content_length
    if length is not None and length > MAX_JSON_BYTES:
        raise AccessError(413, "too_large")
    try:
        body = json.loads(await request.content.read(MAX_JSON_BYTES + 1) or b"{}")
    except ValueError:
        raise AccessError(400, "bad_request") from None
    if not isinstance(body, dict):
        raise AccessError(400, "bad_request")
    return body


def _queried_cell(request: web.Request) -> tuple[int, int]:
    try:
        return int(request.query["x"]), int(request.query["y"])
    except (KeyError, ValueError):
        raise AccessError(400, "bad_request") from None


async def _read_head(request: web.Request) -> bytes:
    head = b""
    while len(head) < 16:
        chunk = await request.content.read(16 - len(head))
        if not chunk:
            break
        head += chunk
    return head


async def _read_rest(request: web.Request, head: bytes) -> bytes | None:
    """The upload, or None when it passes MAX_UPLOAD_BYTES (nothing more is read then)."""
    parts, size = [head], len(head)
    while True:
        chunk = await request.content.read(1 << 16)
        if not chunk:
            return b"".join(parts)
        size += len(chunk)
        if size > MAX_UPLOAD_BYTES:
            return None
        parts.append(chunk)


def _secure(response: web.StreamResponse, origins: Origins) -> None:
    """Headers for every answer: only this page's own scripts, styles and socket; never framed,
    never cached, no referrer."""
    response.headers["Content-Security-Policy"] = (
        "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' blob: data:; "
        f"connect-src 'self' ws://{origins.netloc}; base-uri 'none'; form-action 'none'; "
        "frame-ancestors 'none'")
    response.headers["X-Content-Type-Options"] = "nosniff"
    response.headers["X-Frame-Options"] = "DENY"
    response.headers["Referrer-Policy"] = "no-referrer"
    response.headers["Cache-Control"] = "no-store"


def _start_error(error: BaseException, address: str, port: int) -> TableStartError:
    code = getattr(error, "errno", None)
    if code in (errno.EADDRINUSE, 10048):  # 10048: Windows
        return TableStartError(QT_TRANSLATE_NOOP(
            "AlhambraError", "port {port} on {address} is in use: choose another port"),
            port=str(port), address=address)
    if code in (errno.EADDRNOTAVAIL, 10049):
        return TableStartError(QT_TRANSLATE_NOOP(
            "AlhambraError", "{address} is not an address of this computer: give one of its addresses, "
                             "e.g. {example}"), address=address, example=default_address())
    if code in (errno.EACCES, 10013):
        return TableStartError(QT_TRANSLATE_NOOP(
            "AlhambraError", "port {port} may not be used without an administrator's rights: choose "
                             "one above 1023"), port=str(port))
    why = getattr(error, "strerror", None) or str(error)
    return TableStartError(QT_TRANSLATE_NOOP("AlhambraError", "the table cannot start on {place}: {why}"),
                           place=f"{address}:{port}", why=printable(why))
