"""The history's refusals: one sentence each, in the errors' context (translated by the app
as every engine error is, ``app.labels.error_text``)."""

from __future__ import annotations

from ..engine.errors import SentenceError


class HistoryError(SentenceError):
    """A game or a profile change the history refuses (not finished, already there, a name
    taken), or a profile or game that is not in it."""


class HistoryUnavailable(HistoryError):
    """The database cannot be used at all (damaged and moved aside, from a newer version,
    read-only for a write, a disk error): the app goes on without it."""


class HistoryBusy(HistoryUnavailable):
    """Another program holds the history (a write of its own under way): nothing was
    changed; the same step can be tried again."""
