"""A module's window part (``ModuleUI``: who it is) and what its facets (``facets.py``)
are handed: a tile or an empty cell to act on, an action with its keys, the Modules dock
around a panel, the scoreboard around a way to record.

Every edit a part makes is its engine module's (``engine.modules.<id>``: ``chest_step``…), made
as one undoable step by the session's ``modules.make``: the part only invokes it.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar, Protocol

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QComboBox, QGroupBox, QWidget

from ...app import labels
from ...app.session import GameSession
from ...engine import Cell, Game, Marks, Tile
from ..paint.retranslating import Retranslating

if TYPE_CHECKING:
    from ...engine import Module


@dataclass(frozen=True)
class TileTarget:
    """One of a player's tiles a module may act on: on a city cell, or in the reserve."""

    session: GameSession
    player: str
    where: Cell | Tile
    tile: Tile
    marks: Marks

    @property
    def in_city(self) -> bool:
        return not isinstance(self.where, Tile)

    @property
    def name(self) -> str:
        """The tile in full, for the sentences of a refusal."""
        return labels.tile_long_label(self.session.game.variant, self.tile)


@dataclass(frozen=True)
class CellTarget:
    """An empty cell of a player's city a module may act on (the trader disc put there)."""

    session: GameSession
    player: str
    cell: Cell


#: Makes a module's edit of a tile: with ``True``, "anyway" (the building rules forced).
Attempt = Callable[[bool], None]


@dataclass(frozen=True)
class TileAction:
    """An entry of a tile's context menu and its key: ``what`` names it in a refusal ("The
    chest on Garden 8"); ``attempt`` makes it."""

    text: str
    keys: str
    what: str
    attempt: Attempt
    enabled: bool = True


class PanelHost(Protocol):
    """What a panel asks of the dock around it."""

    def run(self, edit: Callable[[], None]) -> bool:
        """Make an edit; a refusal is shown as a sentence (False)."""
        ...

    def say(self, text: str) -> None:
        """Show a sentence (a pick that cannot be made)."""
        ...


#: What a panel that does not say what it shows (``ModulePanel.shown_from``) gives: it is
#: refreshed on every change.
EVERY_TIME: Hashable = object()


class ModulePanel(Retranslating, QGroupBox):
    """A module's part of the Modules dock: renders from the game it is given and turns a
    pick into an edit run by the dock. Combo boxes act on ``activated`` (the user's picks
    only), so that showing the game's state never edits it."""

    def __init__(self, session: GameSession, host: PanelHost, module: Module,
                 parent: QWidget | None = None) -> None:
        super().__init__(labels.module_name(module), parent)
        self.setObjectName(f"modulePanel_{module.id}")
        self._session = session
        self._host = host
        self._module = module
        #: What the panel showed of the game when it last refreshed (``shown_from``).
        self._shown_key: Hashable = EVERY_TIME

    def refresh(self, game: Game) -> None:
        raise NotImplementedError

    def shown_from(self, game: Game) -> Hashable:
        """What of ``game`` the panel shows (the module's state in it, say): the dock refreshes
        the panel only when this changed, so that an edit elsewhere touches none of its
        widgets. The default, ``EVERY_TIME``, refreshes it on every change."""
        return EVERY_TIME

    def show_game(self, game: Game) -> None:
        """Refresh the panel, unless what it shows of ``game`` is what it shows already."""
        key = self.shown_from(game)
        if key is EVERY_TIME or key != self._shown_key:
            self.refresh(game)
            self._shown_key = key

    def forget_shown(self) -> None:
        """The next ``show_game`` refreshes the panel whatever it shows (after a switch of
        language: its words are made as it refreshes)."""
        self._shown_key = EVERY_TIME

    def _retranslate(self) -> None:
        """After a switch of language: the words the panel wrote when it was built (a panel
        with more of them adds its own); what follows the game comes with the dock's
        ``refresh``."""
        self.setTitle(labels.module_name(self._module))


class RecordHost(Protocol):
    """What a module's way of recording a scoring asks of the scoreboard."""

    def confirm_then(self, parent: QWidget, record: Callable[[], object], inputs: Marks = ...) -> None:
        """Record after the checks before a scoring (the guard's question if needed)."""
        ...


CellRect = Callable[[Cell], QRectF]


class ModuleUI:
    """The window part of one module; ``module_id`` names the engine module it belongs to.
    What it shows, it shows as facets (``facets.py``), each implemented only by the parts
    whose module has something to show there."""

    module_id: ClassVar[str]


def holder_combo(game: Game, nobody: str, parent: QWidget) -> QComboBox:
    """A choice of nobody or one of the players."""
    combo = QComboBox(parent)
    combo.addItem(nobody, None)  # its owner words it again after a switch (paint.text_room.word_items)
    for name in game.names:
        combo.addItem(name, name)
    return combo


def show_choice(combo: QComboBox, value: object) -> None:
    """Show the item whose data is ``value``, without it counting as a pick."""
    combo.blockSignals(True)
    combo.setCurrentIndex(max(0, combo.findData(value)))
    combo.blockSignals(False)
