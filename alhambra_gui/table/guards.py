"""The server's guards against a hostile page or client: the Host header and the WebSocket
Origin (DNS rebinding, cross-site WebSockets), the request rate per address, and what an upload
must look like before any decoder sees it."""

from __future__ import annotations

import time
from collections.abc import Callable

from .limits import REQUEST_BURST, REQUEST_RATE

#: The first bytes of the images the reader takes (JPEG, PNG); nothing else is decoded.
MAGIC = {b"\xff\xd8\xff": "image/jpeg", b"\x89PNG\r\n\x1a\n": "image/png"}
#: The most bytes any signature needs.
SNIFF_BYTES = max(len(m) for m in MAGIC)


def netloc(host: str, port: int) -> str:
    """The host and port as a browser writes them in Host and Origin (IPv6 in brackets)."""
    shown = f"[{host}]" if ":" in host else host
    return shown if port == 80 else f"{shown}:{port}"


class Origins:
    """The names this server answers to: the address it is bound to, with its port."""

    def __init__(self, host: str, port: int) -> None:
        self.netloc = netloc(host, port)
        self.origin = f"http://{self.netloc}"

    def host_ok(self, header: str | None) -> bool:
        """The Host header names this server (a page of another site, its name resolved to this
        address by DNS rebinding, sends that site's name)."""
        return header is not None and header.lower() == self.netloc.lower()

    def origin_ok(self, header: str | None) -> bool:
        """A WebSocket opened by the phone page itself (a browser always sends Origin with it;
        another site's page sends its own)."""
        return header is not None and header.lower() == self.origin.lower()


def sniff(head: bytes) -> str | None:
    """The image type the first bytes show (JPEG or PNG), None for anything else."""
    for magic, kind in MAGIC.items():
        if head.startswith(magic):
            return kind
    return None


class RateLimit:
    """A token bucket per client address: ``burst`` requests at once, then ``rate`` a second."""

    def __init__(self, rate: float = REQUEST_RATE, burst: int = REQUEST_BURST,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.rate, self.burst, self._clock = rate, burst, clock
        self._buckets: dict[str, tuple[float, float]] = {}

    def allow(self, address: str) -> bool:
        now = self._clock()
        level, then = self._buckets.get(address, (float(self.burst), now))
        level = min(float(self.burst), level + (now - then) * self.rate)
        if level < 1.0:
            self._buckets[address] = (level, now)
            return False
        self._buckets[address] = (level - 1.0, now)
        if len(self._buckets) > 1024:  # addresses long quiet are forgotten
            self._buckets = {a: b for a, b in self._buckets.items() if now - b[1] < 60}
        return True
