"""What the table server allows: sizes, counts, rates and times, in one place (the README
documents them)."""

from __future__ import annotations

#: The port the table is offered on first (the desktop's Invite Phones, the headless command).
DEFAULT_PORT = 8765
#: A join code: this many letters from an alphabet without look-alikes (no 0/O, 1/I/L).
JOIN_CODE_LETTERS = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"
JOIN_CODE_LENGTH = 6
#: How long a join code stays good (it is single use: one phone trades it for a token).
JOIN_CODE_SECONDS = 10 * 60
#: A seat whose phone has had no connection open for this long (closed without leaving, its
#: battery gone) may be taken by another phone; until then another phone is refused it.
SEAT_IDLE_SECONDS = 2 * 60
#: Phones joined at once (six players, and as many again for phones that joined twice).
MAX_PHONES = 12
#: WebSocket connections open at once, all phones together.
MAX_SOCKETS = 16
#: How long a new WebSocket may take to say who it is.
HELLO_SECONDS = 5.0
#: The largest WebSocket message a phone may send (it sends only its hello).
MAX_MESSAGE_BYTES = 4096
#: The largest photo a phone may send: a 48-megapixel phone JPEG is 15-25 MB.
MAX_UPLOAD_BYTES = 32 * 1024 * 1024
#: The largest JSON request (a seat, a cell's correction).
MAX_JSON_BYTES = 8192
#: Requests from one address: a burst of REQUEST_BURST, then REQUEST_RATE a second.
REQUEST_RATE = 30.0
REQUEST_BURST = 60
#: Photo readings running at once (each takes a core for a second or two).
MAX_READINGS = 2
