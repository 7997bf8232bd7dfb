"""Letting a part of the window go before the session announces what replaces it.

A page of a game being replaced is deleted later (``deleteLater``: it may be inside one of
its own event handlers), but until then every widget in it still follows the session. So
whoever removes it first disconnects it: it hears nothing of the new game, and no part of it
has to guard against a game it was not made for.
"""

from __future__ import annotations

from PySide6.QtCore import QObject


def detach(session: QObject, root: QObject) -> None:
    """Disconnect ``root`` and every object under it from every signal of ``session`` and
    of the objects the session owns (its undo stack, the tile in hand, its edits)."""
    senders = [session, *session.findChildren(QObject)]
    for receiver in (root, *root.findChildren(QObject)):
        for sender in senders:
            sender.disconnect(receiver)
