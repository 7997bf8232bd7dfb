"""Letting a part of the window go before the session announces what replaces it.

A page of a game being replaced is deleted later (``deleteLater``: it may be inside one of
its own event handlers), but until then every widget in it still follows the session and
hears a switch of language (Qt's LanguageChange, which each widget answers by wording
itself from the game). So whoever removes it first detaches it: it hears nothing of the new
game nor of the language, and no part of it has to guard against a game it was not made for.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject


class _Deaf(QObject):
    """Swallows the LanguageChange of the parts let go: a widget passes it on to the widgets
    in it, so none of them hears it either."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        return event.type() == QEvent.Type.LanguageChange


_DEAF = _Deaf()


def detach(session: QObject, root: QObject) -> None:
    """Disconnect ``root`` and every object under it from every signal of ``session`` and
    of the objects the session owns (its undo stack, the tile in hand, its edits), and let
    no switch of language reach them."""
    senders = [session, *session.findChildren(QObject)]
    for receiver in (root, *root.findChildren(QObject)):
        for sender in senders:
            sender.disconnect(receiver)
    root.installEventFilter(_DEAF)
