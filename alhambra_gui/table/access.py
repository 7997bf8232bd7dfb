"""Who may speak to the table: single-use, short-lived join codes traded for session tokens.

The desktop shows one join code at a time (in the QR code and as text). A phone that sends it
gets a session token of its own and the code is used up: the next phone needs the next code,
which the desktop then shows. A code also runs out after ``JOIN_CODE_SECONDS``. Every request
but the page itself carries the token; the desktop can end a phone's session at any time.
"""

from __future__ import annotations

import hmac
import secrets
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field

from .limits import JOIN_CODE_LENGTH, JOIN_CODE_LETTERS, JOIN_CODE_SECONDS, MAX_PHONES, SEAT_IDLE_SECONDS


class AccessError(Exception):
    """A request that may not be answered: ``status`` is its HTTP status, ``reason`` a short key
    the phone words in its language."""

    def __init__(self, status: int, reason: str) -> None:
        super().__init__(reason)
        self.status = status
        self.reason = reason


@dataclass
class Phone:
    """One joined phone: its id (shown on the desktop), token, seat and language."""

    id: int
    token: str
    joined: float
    seat: str | None = None
    language: str = "en"
    address: str = ""
    sockets: int = 0
    extra: dict[str, object] = field(default_factory=dict)
    #: When it was last heard from: a request, or its last connection closing.
    seen: float = 0.0


def new_code() -> str:
    return "".join(secrets.choice(JOIN_CODE_LETTERS) for _ in range(JOIN_CODE_LENGTH))


def normal_code(text: str) -> str:
    """A code as typed: case and spaces do not matter."""
    return "".join(text.split()).upper()


class Access:
    """The join code in force and the phones joined. Not thread-safe: the server's loop owns it."""

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self._clock = clock
        self._phones: dict[str, Phone] = {}
        self._next_id = 1
        self._spent: dict[str, str] = {}  # codes no more in force -> why (for the phone to say)
        self.code = ""
        self.issued = 0.0
        self.renew()

    # ---- join codes ---------------------------------------------------------------------
    def renew(self, why: str = "expired_code") -> str:
        """A new join code (the one before is good no more: ``why``)."""
        if self.code:
            self._spent[self.code] = why
            while len(self._spent) > 32:
                del self._spent[next(iter(self._spent))]
        self.code = new_code()
        self.issued = self._clock()
        return self.code

    def expires_in(self) -> float:
        return max(0.0, self.issued + JOIN_CODE_SECONDS - self._clock())

    def code_in_force(self) -> str:
        """The join code to show: renewed when it has run out."""
        if self.expires_in() <= 0:
            self.renew()
        return self.code

    def join(self, code: str, address: str = "") -> Phone:
        """Trade the join code for a phone's session; the code is used up."""
        given = normal_code(code)
        if self.expires_in() <= 0:
            self.renew()
        if not given or not hmac.compare_digest(given.encode(), self.code.encode()):
            raise AccessError(403, self._spent.get(given, "bad_code"))
        if len(self._phones) >= MAX_PHONES:
            raise AccessError(503, "table_full")
        now = self._clock()
        phone = Phone(self._next_id, secrets.token_urlsafe(32), now, address=address, seen=now)
        self._next_id += 1
        self._phones[phone.token] = phone
        self.renew("used_code")
        return phone

    # ---- sessions -----------------------------------------------------------------------
    def phone(self, token: str | None) -> Phone:
        """The phone whose token this is, or AccessError 401."""
        if not token:
            raise AccessError(401, "no_token")
        for known, phone in self._phones.items():  # compared in constant time, every one
            if hmac.compare_digest(known.encode(), token.encode("utf-8", "replace")):
                self.heard(phone)
                return phone
        raise AccessError(401, "bad_token")

    def heard(self, phone: Phone) -> None:
        """The phone spoke (a request) or its connection closed: it was there now."""
        phone.seen = self._clock()

    def gone(self, phone: Phone) -> bool:
        """Whether the phone has had no connection open for ``SEAT_IDLE_SECONDS``."""
        return phone.sockets <= 0 and self._clock() - phone.seen >= SEAT_IDLE_SECONDS

    def away(self, phone: Phone) -> float | None:
        """The seconds until the phone is ``gone`` while it has no connection open (0: gone);
        None while it has one."""
        return None if phone.sockets > 0 else max(0.0, SEAT_IDLE_SECONDS - (self._clock() - phone.seen))

    def phones(self) -> list[Phone]:
        return sorted(self._phones.values(), key=lambda p: p.id)

    def by_id(self, phone_id: int) -> Phone | None:
        return next((p for p in self._phones.values() if p.id == phone_id), None)

    def seated(self, seat: str) -> Phone | None:
        return next((p for p in self._phones.values() if p.seat == seat), None)

    def take_seat(self, phone: Phone, seat: str) -> Phone | None:
        """The phone plays ``seat``; a seat another phone holds is refused (409), unless that
        phone is ``gone``: it loses the seat, and is returned."""
        holder = self.seated(seat)
        released = None
        if holder is not None and holder is not phone:
            if not self.gone(holder):
                raise AccessError(409, "seat_taken")
            holder.seat, released = None, holder
        phone.seat = seat
        return released

    def rename_seats(self, renames: Mapping[str, str]) -> None:
        """Players renamed on the desktop (old name: new name): their phones keep their seats."""
        for phone in self._phones.values():
            if phone.seat is not None:
                phone.seat = renames.get(phone.seat, phone.seat)

    def vacate_missing(self, names: Sequence[str]) -> list[Phone]:
        """Players taken out on the desktop: the phones at their seats are seated nowhere (they
        choose a seat again); those phones are returned."""
        vacated = [phone for phone in self._phones.values()
                   if phone.seat is not None and phone.seat not in names]
        for phone in vacated:
            phone.seat = None
        return vacated

    def leave(self, phone: Phone) -> None:
        self._phones.pop(phone.token, None)

    def check_seat(self, phone: Phone, seat: str) -> None:
        """A phone acts for its own seat only (403 for any other)."""
        if phone.seat is None or not hmac.compare_digest(phone.seat.encode(), seat.encode()):
            raise AccessError(403, "not_your_seat")
