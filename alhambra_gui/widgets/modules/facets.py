"""What a module's window part may offer, one facet each: a part implements a facet only
where its module has something to show (``class TreasureChamberUI(ModuleUI, TileActor,
MarkPart, LossTeller)``), and the core widgets ask the parts that implement it
(``registry.parts_with``), never a particular module. Each facet is a ``Protocol``.

- ``TileActor``: actions on a tile and on an empty cell (context menu, keys), its keys on the
  cheat sheet;
- ``MarkPart``: what its marks on a tile say in a tooltip and how they are drawn;
- ``PiecePart``: its pieces that are not building tiles: drawn, in a supply beside the palette,
  described as printed, typed (codes on the cheat sheet);
- ``CityPart``: items drawn over the whole city (gates on their edges, each an ``OverlayItem``),
  the header's supply line;
- ``AidPart``: the words and the drawing of a placement its module helps (a gate);
- ``PanelPart``: its panel in the Modules dock;
- ``LossTeller``: what taking the module out of the game takes along;
- ``RecordPart``: a way to record a scoring with inputs of its own (other points);
- ``ScoreWords``: what a recorded scoring holds for a player, a term with no lines of its own;
- ``TermHighlighter``: what earned one of its numbers, highlighted on the city.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import ClassVar, Protocol, runtime_checkable

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsItem, QWidget

from ...app.session import GameSession
from ...engine import Cell, Game, Marks, Module, Term, Tile, Variant
from .highlight import Highlight
from .pieces import PieceForm, SupplyItem
from .ui import CellRect, CellTarget, ModulePanel, PanelHost, RecordHost, TileAction, TileTarget


@runtime_checkable
class TileActor(Protocol):
    """Actions of the module on a player's tile (and on an empty cell), with their keys."""

    def tile_actions(self, target: TileTarget) -> list[TileAction]:
        ...

    def cell_actions(self, target: CellTarget) -> list[TileAction]:
        """Actions on an empty cell of the city (its context menu and keys)."""
        return []

    def dirk_actions(self, target: TileTarget) -> list[TileAction]:
        """Actions on a tile of Dirk's pile (``target.player`` is Dirk, ``where`` the tile):
        the few marks a module lets his tiles hold (an extension)."""
        return []

    def key_rows(self) -> list[tuple[str, str]]:
        """(keys, what they do) on the tile under the city's cursor."""
        return []


@runtime_checkable
class MarkPart(Protocol):
    """The module's marks on a tile: said in its tooltip, drawn over it (the registry hands
    ``paint_marks`` to the painters)."""

    def marks_lines(self, marks: Marks) -> list[str]:
        ...

    def paint_marks(self, painter: QPainter, rect: QRectF, tile: Tile, variant: Variant,
                    marks: Marks) -> None:
        ...


@runtime_checkable
class PiecePart(Protocol):
    """The module's pieces (engine.Tile with a kind): drawn (the registry hands ``paint_piece``
    to the painters for every piece of its kinds), its supply, its editor, its codes."""

    def paint_piece(self, painter: QPainter, rect: QRectF, tile: Tile, variant: Variant) -> None:
        """Draw one of its pieces in ``rect``."""
        ...

    def supply_items(self, game: Game) -> list[SupplyItem]:
        """Its supply beside the palette: what is left, one chip each. Worked out from the
        variant, the modules in play and the pieces (tiles of a kind) the game holds alone:
        the window asks again only when one of these changed."""
        ...

    def piece_form(self, game: Game, template: Tile, parent: QWidget) -> PieceForm | None:
        """The fields that describe one of its pieces as printed, starting from ``template``."""
        ...

    def code_rows(self, variant: Variant) -> list[tuple[str, str]]:
        """(a code, what it names) for the cheat sheet: how its pieces are typed."""
        ...


class OverlayItem(QGraphicsItem):
    """A module's item drawn over a city (``CityPart.city_items``), made from what it draws
    (``draws``: its rectangles, side, tooltip). After an edit, the city's scene keeps the item
    drawn before when the new one's ``overlay_key`` is the same: neither taken out of the
    scene nor painted again."""

    def __init__(self, *draws: Hashable) -> None:
        super().__init__()
        self.overlay_key: tuple[object, ...] = (type(self).__name__, *draws)


@runtime_checkable
class CityPart(Protocol):
    """What the module draws over a whole city, and its line in the city's header."""

    def city_items(self, game: Game, player: str, cell_rect: CellRect) -> list[OverlayItem]:
        return []

    def supply_texts(self, game: Game) -> list[str]:
        return []


@runtime_checkable
class AidPart(Protocol):
    """A placement the module helps (engine.city.Move with its aid): its words and drawing."""

    def aid_text(self, aid: Marks) -> str:
        """How a placement with this aid reads after the tile's name ("with a gate on its west side")."""
        ...

    def paint_aid(self, painter: QPainter, cell_rect: QRectF, aid: Marks) -> None:
        ...

    def aided_place_text(self, tile: str, cell: Cell, player: str, aid: Marks) -> str:
        """The undo step's name of such a placement."""
        ...


@runtime_checkable
class PanelPart(Protocol):
    """The module's panel in the Modules dock."""

    #: Where its panel stands in the dock: what changes hands during the game first, what is
    #: drawn once (the score cards) last.
    dock_rank: ClassVar[int] = 50

    def panel(self, session: GameSession, host: PanelHost, module: Module,
              parent: QWidget) -> ModulePanel | None:
        ...


@runtime_checkable
class LossTeller(Protocol):
    """What taking the module out of the game takes along, said before the modules change."""

    def loss_text(self, game: Game) -> str | None:
        """("5 chests"); None: nothing to say beyond that something goes."""
        ...


@runtime_checkable
class RecordPart(Protocol):
    """A Scoring menu entry that records a scoring with inputs of the module's own."""

    module_id: ClassVar[str]

    def record_text(self) -> str | None:
        ...

    def record_tip(self) -> str:
        return ""

    def asks_when_recording(self, game: Game) -> bool:
        """Whether recording a scoring opens the module's dialog first."""
        return False

    def record_shown(self, game: Game) -> bool:
        """Whether its entry is in the Scoring menu for this game (a step of a module in play)."""
        return True

    def record_enabled(self, game: Game) -> bool:
        """Whether its entry can be used now (by default: while a scoring is due)."""
        return game.next_round is not None

    def open_record_dialog(self, session: GameSession, host: RecordHost, parent: QWidget) -> QWidget | None:
        ...


@runtime_checkable
class ScoreWords(Protocol):
    """What the module adds to the scoreboard's sentences and the exports."""

    def recorded_lines(self, game: Game, round_: int, name: str) -> list[str]:
        """What a recorded scoring holds for a player from this module, one text each."""
        return []

    def empty_term_lines(self, term: Term) -> list[str]:
        """What a term of this module says when it has no lines of its own."""
        return []


@runtime_checkable
class TermHighlighter(Protocol):
    """What earned a number of the module's, highlighted on the city while it is selected."""

    def term_highlight(self, game: Game, player: str, key: str) -> Highlight | None:
        """What earned ``player``'s number ``key`` in their city (a term of this module's, or a
        building type's its pieces add to); None: not one of its numbers."""
        ...
