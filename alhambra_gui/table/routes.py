"""The table server's routes of a seat's city: the draft a photo left (the tiles a cell can
hold, a cell corrected, the draft discarded or confirmed into the game) and the edits of the
city the game holds (a cell's offers, one of them made). Each is answered for the phone that
holds the seat only (``Sessions.with_seat``), and every change goes through the host, which
makes it with the window's checked commands."""

from __future__ import annotations

import asyncio

from aiohttp import web

from ..engine.edits import Edit
from ..engine.errors import SentenceError
from .access import AccessError, Phone
from .answers import error, json_body, queried_cell, refusal
from .checks import CityRefused, conflicts_of, refusal_to_dict
from .city_edits import BadPiece, edit_for, offers
from .drafts import Draft, described, draft_tile
from .pushes import Pushes
from .reserve_edits import edit_for as reserve_edit
from .reserve_edits import offers as reserve_offers


class Routes(Pushes):
    # ---- corrections and confirming ------------------------------------------------------------
    def _draft(self, phone: Phone) -> Draft:
        draft = self.table.drafts.get(phone.id)
        if draft is None:
            raise AccessError(409, "no_draft")
        return draft

    async def _options(self, request: web.Request, phone: Phone, seat: str) -> web.StreamResponse:
        cell = queried_cell(request)
        game = self.table.view.game
        options = self._draft(phone).options(game, seat, cell)
        return web.json_response({"x": cell[0], "y": cell[1], "options": options,
                                  "describe": described(game)})

    async def _cell(self, request: web.Request, phone: Phone, seat: str) -> web.StreamResponse:
        body = await json_body(request)
        x, y, given = body.get("x"), body.get("y"), body.get("tile")
        if type(x) is not int or type(y) is not int or not (given is None or isinstance(given, dict)):
            return error(400, "bad_request")
        draft = self._draft(phone)
        tile = None
        if given is not None:
            try:
                tile = draft_tile(self.table.view.game, draft, (x, y), given)
            except SentenceError as refused:  # no tile a city of this game may hold
                return error(400, "no_such_tile", detail=refusal(refused, phone.language, self.speak))
        draft.correct((x, y), tile)
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
            return error(409, "missing_tiles", cells=[list(c) for c in draft.missing()])
        game = self.table.view.game
        tiles = draft.tiles(game, seat)
        try:
            await asyncio.wrap_future(self.host.submit_city(seat, tiles, self.table.bases.get(phone.id)))
        except CityRefused as refused:
            found = conflicts_of(seat, refused.refusals)
            if found:
                self.table.add_conflicts(found)
            await self._push_all()
            return error(409, "refused", refusals=[refusal_to_dict(self.table.view.game, r)
                                                   for r in refused.refusals])
        except Exception as other:  # the game refused it another way (a city kept for typed counts)
            return error(409, "game_refused", detail=refusal(other, phone.language, self.speak))
        if self.table.drafts.get(phone.id) is draft:
            del self.table.drafts[phone.id]
            self.table.bases.pop(phone.id, None)
        self.table.refresh_conflicts()
        await self._push_all()
        return web.json_response(self.table.state(phone))

    # ---- the markers and pieces of the city in the game ------------------------------------------
    async def _city_options(self, request: web.Request, phone: Phone, seat: str) -> web.StreamResponse:
        cell = queried_cell(request)
        return web.json_response({"x": cell[0], "y": cell[1],
                                  "options": offers(self.table.view.game, seat, cell)})

    async def _city_edit(self, request: web.Request, phone: Phone, seat: str) -> web.StreamResponse:
        body = await json_body(request)
        x, y = body.get("x"), body.get("y")
        if type(x) is not int or type(y) is not int:
            return error(400, "bad_request")
        try:
            edit = edit_for(self.table.view.game, seat, (x, y), body.get("offer"))
        except BadPiece as refused:  # why, in the phone's language
            return error(409, "bad_piece", detail=refusal(refused.why, phone.language, self.speak))
        return await self._make(phone, seat, edit)

    # ---- the reserve in the game -------------------------------------------------------------------
    async def _reserve_options(self, request: web.Request, phone: Phone, seat: str) -> web.StreamResponse:
        return web.json_response({"options": reserve_offers(self.table.view.game, seat)})

    async def _reserve_edit(self, request: web.Request, phone: Phone, seat: str) -> web.StreamResponse:
        body = await json_body(request)
        return await self._make(phone, seat, reserve_edit(self.table.view.game, seat, body.get("offer")))

    async def _make(self, phone: Phone, seat: str, edit: Edit) -> web.StreamResponse:
        try:  # the host makes it with the window's checked commands, then publishes the game
            await asyncio.wrap_future(self.host.submit_edit(seat, edit))
        except Exception as refused:  # the rules refused it (a fifth chest of a colour)
            return error(409, "game_refused", detail=refusal(refused, phone.language, self.speak))
        return web.json_response(self.table.state(phone))
