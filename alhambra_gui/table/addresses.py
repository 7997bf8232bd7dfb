"""Which address the table listens on: one of this computer's own, chosen, never all of them.

The phones reach the table over the local network, so the default is the computer's address
there (the one its route to other networks leaves from); ``127.0.0.1`` serves only this
computer (for trying the page in a browser here). A wildcard address (``0.0.0.0``, ``::``)
would serve every network the computer is on, a café's too, and is refused.
"""

from __future__ import annotations

import ipaddress
import socket

from ..engine.errors import SentenceError
from ..engine.names import excerpt
from ..engine.words import QT_TRANSLATE_NOOP

LOOPBACK = "127.0.0.1"


class AddressError(SentenceError):
    """An address the table will not listen on, said in one sentence (in the errors' context:
    the command line prints its English, the desktop its translation, ``labels.error_text``)."""


def lan_addresses() -> list[str]:
    """This computer's IPv4 addresses on its networks (loopback not included), the likeliest
    first. Nothing is sent: connecting a UDP socket only picks the route."""
    found: list[str] = []
    for target in ("192.0.2.1", "10.255.255.255"):  # documentation and private ranges: no packet leaves
        try:
            with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
                probe.connect((target, 9))
                found.append(probe.getsockname()[0])
        except OSError:
            pass
    try:
        infos = socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET, socket.SOCK_STREAM)
        found += [str(info[4][0]) for info in infos]
    except OSError:
        pass
    usable = [a for a in dict.fromkeys(found) if _usable(a)]
    return usable


def _usable(address: str) -> bool:
    ip = ipaddress.ip_address(address)
    return not (ip.is_loopback or ip.is_unspecified or ip.is_multicast or ip.is_link_local)


def default_address() -> str:
    """The computer's LAN address, or loopback when it has none."""
    found = lan_addresses()
    return found[0] if found else LOOPBACK


def check_address(text: str) -> str:
    """An address given by the user: a single IP address, not a wildcard."""
    try:
        ip = ipaddress.ip_address(text.strip().strip("[]"))
    except ValueError:
        raise AddressError(QT_TRANSLATE_NOOP(
            "AlhambraError", "{address} is not an IP address: give one of this computer's addresses, "
                             "e.g. {example}"), address=excerpt(text), example=default_address()) from None
    if ip.is_unspecified:
        raise AddressError(QT_TRANSLATE_NOOP(
            "AlhambraError", "{address} would serve every network this computer is on: give one of its "
                             "addresses, e.g. {example}"), address=str(ip), example=default_address())
    if ip.is_multicast:
        raise AddressError(QT_TRANSLATE_NOOP(
            "AlhambraError", "{address} is a multicast address, not one of this computer's"), address=str(ip))
    return str(ip)
