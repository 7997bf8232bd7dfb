"""The table server's sessions: a phone trades the join code for a token (``/api/join``), and
every later request names its phone by that token; a route below ``/api/seats/{seat}/`` is
answered only for the phone that holds that seat (``with_seat``). Picking a seat and leaving.
At join the page says its language (one of ``TableServer.languages``): the game's refusals
are said to the phone in it."""

from __future__ import annotations

from collections.abc import Awaitable, Callable

from aiohttp import web

from .access import Phone
from .answers import Handler, error, json_body
from .pushes import Pushes

PhoneHandler = Callable[[web.Request, Phone], Awaitable[web.StreamResponse]]
SeatHandler = Callable[[web.Request, Phone, str], Awaitable[web.StreamResponse]]


class Sessions(Pushes):
    def _phone(self, request: web.Request) -> Phone:
        header = request.headers.get("Authorization", "")
        token = header[len("Bearer "):] if header.startswith("Bearer ") else None
        return self.table.access.phone(token)

    def _with_phone(self, handler: PhoneHandler) -> Handler:
        async def checked(request: web.Request) -> web.StreamResponse:
            return await handler(request, self._phone(request))
        return checked

    def _with_seat(self, handler: SeatHandler) -> Handler:
        async def checked(request: web.Request) -> web.StreamResponse:
            phone = self._phone(request)
            seat = request.match_info["seat"]
            self.table.access.check_seat(phone, seat)
            return await handler(request, phone, seat)
        return checked

    async def _join(self, request: web.Request) -> web.StreamResponse:
        body = await json_body(request)
        code, language = body.get("code"), body.get("language", "en")
        if not isinstance(code, str) or not isinstance(language, str) or language not in self.languages:
            return error(400, "bad_request")
        try:
            phone = self.table.access.join(code, request.remote or "")
        finally:
            self.table.touch()  # the code was renewed: used, or run out
        phone.language = language  # the game's refusals are said to it in the page's language
        return web.json_response({"token": phone.token, "state": self.table.state(phone)})

    async def _state(self, request: web.Request, phone: Phone) -> web.StreamResponse:
        return web.json_response(self.table.state(phone))

    async def _seat(self, request: web.Request, phone: Phone) -> web.StreamResponse:
        player = (await json_body(request)).get("player")
        if not isinstance(player, str):
            return error(400, "bad_request")
        self.table.seat(phone, player)
        await self._push_all()
        return web.json_response(self.table.state(phone))

    async def _leave(self, request: web.Request, phone: Phone) -> web.StreamResponse:
        await self._drop(phone.id, "left")
        return web.json_response({})
