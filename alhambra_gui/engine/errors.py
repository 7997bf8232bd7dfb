"""Narrow exceptions. Each derives from ValueError and carries one readable sentence."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .rules import Violation


class AlhambraError(ValueError):
    """Base of every error the engine raises on bad input."""


class UnknownTileError(AlhambraError):
    """The tile is not in the variant's catalogue."""


class TileInUseError(AlhambraError):
    """The physical tile is already somewhere else in the game."""


class PlayerError(AlhambraError):
    """Bad player name, count or an unknown player."""


class IllegalMoveError(AlhambraError):
    """A placement, removal, swap or move breaks the building rules."""

    def __init__(self, message: str, violations: tuple[Violation, ...]) -> None:
        super().__init__(message)
        self.violations = violations


class GameFileError(AlhambraError):
    """A game file that cannot be loaded; the message names the file and the place."""


class ModuleError(AlhambraError):
    """An unknown module, a module that does not fit the game, or an action that breaks a
    module's rule (no wall piece left, a chest on the fountain, …)."""
