"""The table as the server keeps it, without any networking: the phones and their seats, each
phone's draft, the conflicts, the game as last published, and what each phone is shown. The
server's loop thread owns it; the host hands it games and answers its commands."""

from __future__ import annotations

import concurrent.futures
import itertools
import math
import threading
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from typing import Any, Protocol

from ..engine import Edit, Game, Tile
from ..engine.modules.facets import TermScorer
from ..engine.words import Line
from .access import Access, AccessError, Phone
from .answers import Speak, english
from .checks import Conflict, built, standing
from .drafts import Draft
from .views import GameView

Cell = tuple[int, int]


class Host(Protocol):
    """Who holds the game: the desktop's session, or the headless command's file."""

    def submit_city(self, player: str, tiles: Mapping[Cell, Tile],
                    base: Mapping[Cell, Tile] | None = None) -> concurrent.futures.Future[None]:
        """Make ``tiles`` the player's city, checked (``checks.apply_city``), as one change; the
        future fails with ``checks.CityRefused`` or another error when the game refuses it.
        The host publishes the new game before it resolves the future. ``base``: the city as
        the game held it when the phone's photo was read; when it changed since (an edit on
        the desktop meanwhile), the phone's city replaces that edit, and the host says so."""
        ...

    def submit_edit(self, player: str, edit: Edit) -> concurrent.futures.Future[None]:
        """Make a phone's edit of the player's city (``city_edits.edit_for``: a marker, a
        piece) as one checked change, like ``submit_city``."""
        ...

    def table_changed(self) -> None:
        """The phones, the join code or the conflicts changed (called from the server's thread)."""
        ...


@dataclass(frozen=True)
class PhoneStatus:
    id: int
    seat: str | None
    address: str
    connected: bool


@dataclass(frozen=True)
class TableStatus:
    """What the desktop shows of the table: the join code, the phones, the conflicts."""

    code: str
    expires_in: float
    phones: tuple[PhoneStatus, ...]
    conflicts: tuple[Conflict, ...]


class Table:
    def __init__(self, game: Game, clock: Callable[[], float] = time.monotonic,
                 speak: Speak = english) -> None:
        self.access = Access(clock)
        self.speak = speak  # the game's words in a phone's language (its module terms' names)
        self.drafts: dict[int, Draft] = {}
        self.bases: dict[int, dict[Cell, Tile]] = {}  # phone id -> its seat's city when its photo came
        self.conflicts: list[Conflict] = []
        self.view = GameView(game, 1)
        self.readings: dict[int, int] = {}  # phone id -> percent of its reading under way
        #: Numbers every state told a phone, in the order made (on the server's thread): the
        #: phone shows none older than the one it shows (an answer and a push travel apart).
        self._told = itertools.count(1)
        self._status_lock = threading.Lock()
        self._status = self._make_status()
        #: Told (on the server's thread) whenever ``status`` changed.
        self.on_change: Callable[[], None] = lambda: None

    # ---- the game ---------------------------------------------------------------------
    def publish(self, game: Game, renames: Mapping[str, str] | None = None) -> None:
        """A new state of the game (a copy the host will not change); ``renames``: players
        renamed by it (old name: new name), whose phones and conflicts follow them. The phones
        of players taken out choose a seat again."""
        if renames:
            self.access.rename_seats(renames)
            self.conflicts = [replace(c, claimant=renames.get(c.claimant, c.claimant),
                                      holder=renames.get(c.holder, c.holder)) for c in self.conflicts]
        for phone in self.access.vacate_missing(game.names):  # players taken out on the desktop
            self._forget(phone.id)
        self.view = GameView(game, self.view.version + 1)
        self.refresh_conflicts()

    def refresh_conflicts(self) -> None:
        wanted: dict[str, list[Tile]] = {}
        for phone in self.access.phones():
            draft = self.drafts.get(phone.id)
            if phone.seat is not None and draft is not None:
                wanted[phone.seat] = built(self.view.game, draft.tiles(self.view.game, phone.seat).values())
        self.conflicts = standing(self.conflicts, self.view.game, wanted)
        self.touch()

    def add_conflicts(self, found: list[Conflict]) -> None:
        self.conflicts = list(dict.fromkeys([*self.conflicts, *found]))
        self.touch()

    # ---- phones -------------------------------------------------------------------------
    def seat(self, phone: Phone, name: str) -> None:
        if name not in self.view.game.names:
            raise AccessError(404, "no_such_seat")
        if phone.seat != name:
            self.drafts.pop(phone.id, None)
        released = self.access.take_seat(phone, name)
        if released is not None:  # a phone gone long since: its city in the making goes with the seat
            self._forget(released.id)
        self.touch()

    def drop(self, phone: Phone) -> None:
        """The phone's session ends (it left, or the desktop ended it)."""
        self.access.leave(phone)
        self._forget(phone.id)

    def _forget(self, phone_id: int) -> None:
        """A phone's city in the making: its draft, the city it was read against, its reading."""
        self.drafts.pop(phone_id, None)
        self.bases.pop(phone_id, None)
        self.readings.pop(phone_id, None)
        self.refresh_conflicts()

    def _away(self, holder: Phone | None) -> int | None:
        """How many seconds the seat's phone, away (no connection open), keeps it still; None
        for a free seat and for one whose phone is here."""
        left = self.access.away(holder) if holder is not None else None
        return None if left is None else math.ceil(left)

    def state(self, phone: Phone) -> dict[str, Any]:
        """Everything the phone shows, for its seat."""
        view = self.view
        seat = phone.seat
        held = {p.seat: p for p in self.access.phones()  # a phone gone long since holds its seat no more
                if p.seat is not None and p is not phone and not self.access.gone(p)}
        table = dict(view.table)
        table["players"] = [{**p, "taken": p["name"] in held, "away": self._away(held.get(p["name"]))}
                            for p in table["players"]]
        data: dict[str, Any] = {"type": "state", "told": next(self._told), "version": view.version,
                                "phone": phone.id, "seat": seat, "table": table}
        if seat is not None:
            draft = self.drafts.get(phone.id)
            data["city"] = view.city(seat)
            points = view.points(seat)
            names = term_names(view.game)
            data["points"] = {**points, "modules": [  # each term named as the window names it
                {**m, "name": self.speak(names[m["key"]], phone.language) if m["key"] in names else None}
                for m in points["modules"]]}
            data["draft"] = draft.to_dict(view.game.ruleset) if draft is not None else None
            data["reading"] = self.readings.get(phone.id)
            data["conflicts"] = [c.to_dict(view.game) for c in self.conflicts
                                 if seat in (c.claimant, c.holder)]
        return data

    # ---- what the desktop shows -----------------------------------------------------------
    def touch(self) -> None:
        status = self._make_status()
        with self._status_lock:
            self._status = status
        self.on_change()

    def status(self) -> TableStatus:
        """Safe to call from any thread."""
        with self._status_lock:
            return self._status

    def _make_status(self) -> TableStatus:
        access = self.access
        phones = tuple(PhoneStatus(p.id, p.seat, p.address, p.sockets > 0) for p in access.phones())
        return TableStatus(access.code, access.expires_in(), phones, tuple(self.conflicts))


def term_names(game: Game) -> dict[str, Line]:
    """The names of the module terms of the game's scorings (``TermScorer.terms``), as lines
    the phone's language says."""
    return {key: Line("Module", text)
            for m in game.ruleset.checked(TermScorer) for key, text in m.terms.items()}
