"""What a module's window part may offer, with a neutral default for each: the hooks the
core widgets ask (``registry.parts``), never a particular module.

- on a tile: actions for its context menu and its keys (``tile_actions``), what its marks
  say in a tooltip (``marks_lines``) and how they are drawn over it (``paint_marks``); on an
  empty cell, its actions too (``cell_actions``: the trader disc put there);
- its pieces that are not building tiles: how one is drawn (``paint_piece``), its supply
  beside the palette (``supply_items``) and the editor that describes one as printed
  (``piece_form``), its codes on the cheat sheet (``code_rows``);
- on the city: items drawn over the whole city (``city_items``: gates on their edges, the
  sides open to an attack), the header's supply line (``supply_texts``);
- while a tile is in hand: the words and the drawing of a move its module helps (``aid_text``,
  ``paint_aid``, ``aided_place_text``);
- in the Modules dock: a panel (``panel``); before the modules change: what would go
  (``loss_text``); on the cheat sheet: its keys (``key_rows``);
- in the scoreboard: what earned a term of its own, highlighted on the city when the term's
  number is selected (``term_highlight``); a way to record a scoring with inputs of its own (``record_text``,
  ``asks_when_recording``, ``open_record_dialog``), what a recorded scoring holds for a player
  (``recorded_lines``), a term that has no lines of its own (``empty_term_lines``).

Every edit a part makes is its engine module's (``engine.modules.<id>``: ``chest_step``…), made
as one undoable step by the session's ``modules.make``: the part only invokes it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar, Protocol

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QComboBox, QGraphicsItem, QGroupBox, QWidget

from ...app import labels
from ...app.session import GameSession
from ...engine import Cell, Game, Marks, Term, Tile, Variant
from ..paint.retranslating import Retranslating
from ..paint.tile_painter import paint_plain_piece
from .highlight import Highlight
from .pieces import PieceForm, SupplyItem

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

    def refresh(self, game: Game) -> None:
        raise NotImplementedError

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
    """The window part of one module; ``module_id`` names the engine module it belongs to."""

    module_id: ClassVar[str]
    #: Where its panel stands in the Modules dock: what changes hands during the game first,
    #: what is drawn once (the score cards) last.
    dock_rank: ClassVar[int] = 50

    # ---- on a tile -------------------------------------------------------------------------
    def tile_actions(self, target: TileTarget) -> list[TileAction]:
        return []

    def marks_lines(self, marks: Marks) -> list[str]:
        return []

    def paint_marks(self, painter: QPainter, rect: QRectF, tile: Tile, variant: Variant,
                    marks: Marks) -> None:
        return None

    def cell_actions(self, target: CellTarget) -> list[TileAction]:
        """Actions on an empty cell of the city (its context menu and keys)."""
        return []

    # ---- its pieces (engine.Tile with a kind) ---------------------------------------------
    def paint_piece(self, painter: QPainter, rect: QRectF, tile: Tile, variant: Variant) -> None:
        """Draw one of its pieces in ``rect`` (the tile painter asks for every piece of its kinds)."""
        paint_plain_piece(painter, rect, tile, variant)

    def supply_items(self, game: Game) -> list[SupplyItem]:
        """Its supply beside the palette: what is left, one chip each."""
        return []

    def piece_form(self, game: Game, template: Tile, parent: QWidget) -> PieceForm | None:
        """The fields that describe one of its pieces as printed, starting from ``template``."""
        return None

    def code_rows(self, variant: Variant) -> list[tuple[str, str]]:
        """(a code, what it names) for the cheat sheet: how its pieces are typed."""
        return []

    # ---- on the city ------------------------------------------------------------------------
    def city_items(self, game: Game, player: str, cell_rect: CellRect) -> list[QGraphicsItem]:
        return []

    def supply_texts(self, game: Game) -> list[str]:
        return []

    # ---- a move the module helps (engine.city.Move with its aid) ---------------------------
    def aid_text(self, aid: Marks) -> str:
        """How a placement with this aid reads after the tile's name ("with a gate on its west side")."""
        return ""

    def paint_aid(self, painter: QPainter, cell_rect: QRectF, aid: Marks) -> None:
        return None

    def aided_place_text(self, tile: str, cell: Cell, player: str, aid: Marks) -> str:
        """The undo step's name of such a placement."""
        return ""

    # ---- the Modules dock, the modules bar, the cheat sheet -------------------------------
    def panel(self, session: GameSession, host: PanelHost, module: Module,
              parent: QWidget) -> ModulePanel | None:
        return None

    def loss_text(self, game: Game) -> str | None:
        """What taking the module out of the game takes along ("5 chests"); None: nothing
        to say beyond that something goes."""
        return None

    def key_rows(self) -> list[tuple[str, str]]:
        """(keys, what they do) on the tile under the city's cursor."""
        return []

    # ---- the scoreboard ---------------------------------------------------------------------
    def record_text(self) -> str | None:
        """A Scoring menu entry that records with inputs of the module's own (None: none)."""
        return None

    def record_tip(self) -> str:
        return ""

    def asks_when_recording(self, game: Game) -> bool:
        """Whether recording a scoring opens the module's dialog first."""
        return False

    def open_record_dialog(self, session: GameSession, host: RecordHost, parent: QWidget) -> QWidget | None:
        return None

    def recorded_lines(self, game: Game, round_: int, name: str) -> list[str]:
        """What a recorded scoring holds for a player from this module, one text each."""
        return []

    def empty_term_lines(self, term: Term) -> list[str]:
        """What a term of this module says when it has no lines of its own."""
        return []

    def term_highlight(self, game: Game, player: str, key: str) -> Highlight | None:
        """What earned ``player``'s number ``key`` in their city (a term of this module's, or a
        building type's its pieces add to), highlighted there while the number is selected in
        the scoreboard; None: not one of its numbers."""
        return None



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
