"""The table server's photo upload: bounded in size before and while it is read, its first
bytes checked as a JPEG or PNG before anything decodes it, then read by the photo reader off
the server's thread (progress pushed to the phone; stopped when the phone goes), and kept as
the phone's draft."""

from __future__ import annotations

import asyncio
import concurrent.futures
from collections.abc import Callable

from aiohttp import web

from ..photo import TileRef, hints
from ..photo.progress import ReadingCancelled
from .access import Phone
from .answers import error
from .checks import city_buildings
from .drafts import Draft
from .guards import sniff
from .limits import MAX_UPLOAD_BYTES
from .pushes import Pushes
from .reading import RefusedPhoto, read_photo


class Uploads(Pushes):
    _readings: concurrent.futures.ThreadPoolExecutor
    _stopping: bool

    async def _photo(self, request: web.Request, phone: Phone, seat: str) -> web.StreamResponse:
        if not self.table.view.table["photo"]:
            return error(400, "no_photo_variant")
        length = request.content_length
        if length is not None and length > MAX_UPLOAD_BYTES:
            return error(413, "too_large")
        if phone.id in self.table.readings:
            return error(409, "reading")
        head = await _read_head(request)
        if sniff(head) is None:
            return error(415, "not_image")
        data = await _read_rest(request, head)
        if data is None:
            return error(413, "too_large")
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
        except RefusedPhoto as refused:
            return error(422, refused.reason)
        except ReadingCancelled:
            return error(410, "gone")
        finally:
            self.table.readings.pop(phone.id, None)
        if self.table.access.by_id(phone.id) is not phone or phone.seat != seat:
            return error(410, "gone")
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
