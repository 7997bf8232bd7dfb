"""The table server: aiohttp in a thread of its own, serving the phone page and the table's API.
Its facets: ``sessions`` (join, token, seat), ``uploads`` (the photo), ``routes`` (a seat's
draft and city), ``pushes`` (the WebSocket); ``answers`` holds what they share.

Every request passes the guards first (rate per address, requests in flight, the Host header),
then, below ``/api/`` and on the WebSocket, the session token; a phone acts only for its own seat.
The routes (README, "Phones at the table", documents each with its request and answer):

    GET  /  /phone.js …  /phone.css  /strings.json   the page (``page_files``; nothing else is served)
    POST /api/join                                   {"code", "language"} -> {"token", "state"}
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
import errno
import json
import threading
from collections.abc import Callable, Mapping
from typing import Any

from aiohttp import web

from ..engine import Game
from ..engine.assets import resource
from ..engine.errors import SentenceError
from ..engine.names import printable
from ..engine.words import QT_TRANSLATE_NOOP
from .access import AccessError
from .addresses import default_address
from .answers import Handler, Speak, english, error, secure
from .drafts import DraftError
from .guards import Origins, RateLimit
from .limits import MAX_JSON_BYTES, MAX_READINGS
from .routes import Routes
from .sessions import Sessions
from .table import Host, Table, TableStatus
from .uploads import Uploads

#: The content type of each kind of the page's files.
PAGE_TYPES = {".js": "text/javascript; charset=utf-8", ".css": "text/css; charset=utf-8",
              ".json": "application/json; charset=utf-8"}


def page_files() -> dict[str, tuple[str, str]]:
    """The page's files: request path -> (file in resources/table/, content type). Nothing else
    is served: the page (``index.html``) at ``/``, and beside it its script's modules, its style
    and its words, each at its name."""
    files = {"/": ("index.html", "text/html; charset=utf-8")}
    for item in sorted(resource("table").iterdir(), key=lambda entry: entry.name):
        suffix = "." + item.name.rpartition(".")[2]
        if suffix in PAGE_TYPES:
            files["/" + item.name] = (item.name, PAGE_TYPES[suffix])
    return files


PAGE = page_files()
#: HTTP requests being answered at once, all phones together.
MAX_IN_FLIGHT = 32


class TableStartError(SentenceError):
    """The server could not start (the port is in use, the address is not this computer's…),
    said in one sentence in the errors' context: the command line prints its English, the
    desktop its translation (``app.labels.error_text``)."""


#: How long the stop waits for requests under way before cancelling them.
SHUTDOWN_SECONDS = 1.0


class TableServer(Sessions, Uploads, Routes):
    """The server for one game. ``start`` binds it and runs it in its own thread; the methods
    a host calls (``publish``, ``disconnect``, ``renew_code``, ``status``, ``stop``) are safe
    from any thread."""

    def __init__(self, host: Host, game: Game, address: str, port: int = 0, speak: Speak = english) -> None:
        self.host = host
        self.speak = speak
        self.address = address
        self.port = port
        self.table = Table(game, speak=speak)
        self.table.on_change = host.table_changed
        self.rate = RateLimit()
        self.origins = Origins(address, port)
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._runner: web.AppRunner | None = None
        self._sockets = {}
        self._socket_count = 0
        self._in_flight = 0
        self._readings = concurrent.futures.ThreadPoolExecutor(MAX_READINGS,
                                                               thread_name_prefix="table-reading")
        self._tasks = set()
        self._cancelled = set()
        self._stopping = False
        self._page = {path: resource("table", name).read_bytes() for path, (name, _t) in PAGE.items()}
        #: The languages the page speaks (its words' catalogues): a phone says which at join.
        self.languages = frozenset(json.loads(self._page["/strings.json"]))

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

    def publish(self, game: Game, renames: Mapping[str, str] | None = None) -> None:
        """The game changed: every phone is shown the new state (``game`` is a copy the host
        keeps unchanged); ``renames``: players renamed by the change, phones keep their seats."""
        self._call(self._publish, game, renames)

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
            # A request still under way at the stop (an upload a phone stopped sending) is given
            # a second, then cancelled: the desktop's Stop never waits on a phone.
            self._runner = web.AppRunner(self._app(), access_log=None, handle_signals=False,
                                         shutdown_timeout=SHUTDOWN_SECONDS)
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
        app.router.add_get("/api/seats/{seat}/reserve/options", self._with_seat(self._reserve_options))
        app.router.add_post("/api/seats/{seat}/reserve/edit", self._with_seat(self._reserve_edit))
        app.router.add_get("/ws", self._socket)
        return app

    @web.middleware
    async def _guard(self, request: web.Request, handler: Handler) -> web.StreamResponse:
        if not self.rate.allow(request.remote or ""):
            return error(429, "too_many_requests")
        if not self.origins.host_ok(request.headers.get("Host")):
            return error(421, "wrong_host")
        counted = request.path != "/ws"  # a WebSocket lives long: MAX_SOCKETS bounds those
        if counted and self._in_flight >= MAX_IN_FLIGHT:
            return error(503, "busy")
        self._in_flight += counted
        try:
            response = await handler(request)
        except AccessError as refused:
            response = error(refused.status, refused.reason)
        except DraftError as refused:
            response = error(400, refused.reason)
        except web.HTTPException as refused:
            response = error(refused.status, "not_found" if refused.status == 404 else "refused")
        finally:
            self._in_flight -= counted
        if not response.prepared:
            secure(response, self.origins)
        return response

    # ---- the page ---------------------------------------------------------------------------
    async def _page_file(self, request: web.Request) -> web.StreamResponse:
        content_type = PAGE[request.path][1]
        return web.Response(body=self._page[request.path], headers={"Content-Type": content_type})


def _start_error(failure: BaseException, address: str, port: int) -> TableStartError:
    code = getattr(failure, "errno", None)
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
    why = getattr(failure, "strerror", None) or str(failure)
    return TableStartError(QT_TRANSLATE_NOOP("AlhambraError", "the table cannot start on {place}: {why}"),
                           place=f"{address}:{port}", why=printable(why))
