"""What every route of the table server shares: an error answer (a reason the phone words in
its language), a refusal of the game said in the phone's language, a JSON body read within its
bound, a cell from the query, and the headers every answer carries."""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable
from typing import Any

from aiohttp import web

from ..engine.errors import SentenceError
from ..engine.words import FULL_STOP, STOPS, Line
from .access import AccessError
from .guards import Origins
from .limits import MAX_JSON_BYTES

Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]
#: Says one of the game's sentences in a language the phone page speaks ("en", "de", "zh_TW"),
#: as the window says it in that language (``app.voices``); without the app: its English.
Speak = Callable[[Line, str], str]


#: The source a description from a phone is read as (a piece, a tile): a refusal of it says
#: why without that name and the key (no file is at stake).
PHONE = "phone"


def english(line: Line, language: str) -> str:
    """A sentence's English, whatever the language asked (a table without the app's catalogues)."""
    return line.english()


def refusal(error: BaseException, language: str, speak: Speak) -> str:
    """Why the game refused a phone's change, one sentence in the phone's language: the
    engine's sentence (a placement the rules forbid, a module's check, a piece or tile the
    phone described as none of the box is) as the window says it; any other error's own text."""
    if not isinstance(error, SentenceError):
        return str(error)
    line = error.line
    said = dict(line.values)
    what = said.get("what")
    if said.get("source") == PHONE and isinstance(what, Line):  # what the phone described: why
        line = what
    text = speak(line, language).strip()
    text = text[:1].upper() + text[1:]
    return text if text.endswith(STOPS) else speak(Line("AlhambraError", FULL_STOP, sentence=text), language)


def error(status: int, reason: str, **extra: Any) -> web.Response:
    response = web.json_response({"error": reason, **extra}, status=status)
    if status in (413, 415, 429):
        response.force_close()  # what the client still sends is not read
    return response


async def json_body(request: web.Request) -> dict[str, Any]:
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


def queried_cell(request: web.Request) -> tuple[int, int]:
    try:
        return int(request.query["x"]), int(request.query["y"])
    except (KeyError, ValueError):
        raise AccessError(400, "bad_request") from None


def secure(response: web.StreamResponse, origins: Origins) -> None:
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
