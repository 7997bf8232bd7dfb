"""The table server's WebSocket and its pushes: a phone opens ``/ws`` (Origin checked, sockets
bounded), says hello with its token, and is sent its state whenever the game or the table
changes; a phone that leaves or is disconnected is told why and its sockets are closed.

``Pushes`` is the base of the server's facets: it declares what they share (the table, the
host, the origins) and the pushes every facet makes after a change."""

from __future__ import annotations

import asyncio
import contextlib
import json
from collections.abc import Coroutine, Mapping
from typing import Any

from aiohttp import WSMsgType, web

from ..engine import Game
from .access import AccessError, Phone
from .answers import Speak, error
from .guards import Origins
from .limits import HELLO_SECONDS, MAX_MESSAGE_BYTES, MAX_SOCKETS
from .table import Host, Table


class Pushes:
    host: Host
    table: Table
    origins: Origins
    speak: Speak
    languages: frozenset[str]
    _sockets: dict[int, set[web.WebSocketResponse]]
    _socket_count: int
    _tasks: set[asyncio.Future[None]]  # sends under way (kept until done)
    _cancelled: set[int]  # phones whose reading under way stops at its next step

    async def _socket(self, request: web.Request) -> web.StreamResponse:
        if not self.origins.origin_ok(request.headers.get("Origin")):
            return error(403, "wrong_origin")
        if self._socket_count >= MAX_SOCKETS:
            return error(503, "too_many_sockets")
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
                self.table.access.heard(phone)  # gone from now, unless it connects again
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

    def _publish(self, game: Game, renames: Mapping[str, str] | None = None) -> None:
        self.table.publish(game, renames)
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
