"""What an edit of a city would do, worked out before it is made.

A dragged tile: the legal cells once when the drag enters, then one verdict (legal or the
reasons in words, and the longest wall the city would then have) per hovered cell. A typed
tile code: the tile it names. Plain engine calls plus translated sentences; no widgets.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from ...app import labels
from ...app.labels import arg, tr
from ...app.session import refusal
from ...engine import (
    NO_MARKS,
    ORIGIN,
    AlhambraError,
    Cell,
    City,
    CodeError,
    Game,
    Move,
    PieceMaker,
    Rule,
    Tile,
    Variant,
    Violation,
    isolated,
    named_tiles,
    parse_code,
    parse_piece_code,
    placements,
    turned_tiles,
)
from ..modules.facets import AidPart
from ..modules.registry import part_as
from ..tiles.mime import TileDrag


@dataclass(frozen=True)
class CityAction:
    """One edit of a city, as the view hands it to the session."""

    kind: Literal["place", "swap", "move", "unbuild"]
    cell: Cell
    tile: Tile | None = None
    source: Cell | None = None
    #: A placement a module helps: what it adds with the tile (a gate on a side), by the module.
    aided: Move | None = None
    #: Quarter turns clockwise the tile is built with (a tile that may lie turned).
    turn: int = 0


@dataclass(frozen=True)
class Verdict:
    """What dropping (or typing) a tile on one cell would do, and whether the rules allow it."""

    cell: Cell
    action: CityAction | None
    reasons: tuple[Violation, ...] = ()
    wall: int | None = None
    text: str = ""
    #: The city's rules allow it but the game would refuse it (a module's rule): why.
    refused: str = ""

    @property
    def legal(self) -> bool:
        return self.action is not None and not self.reasons and not self.refused


def verdict_text(verdict: Verdict, variant: Variant, city: City | None = None) -> str:
    """What a drop on the hovered cell would do, with no coordinates (the cell is framed):
    "Garden 8 (walls S, W): legal. Longest wall would be 9."; ``city`` is the city before
    the edit (it names a replaced tile and the neighbours a reason speaks of)."""
    action = verdict.action
    if action is None or action.tile is None:
        return verdict.text
    head = _head(action, variant, city)
    if verdict.reasons:
        return arg(tr("%1: illegal — %2"), head,
            labels.reasons_text(verdict.reasons, variant, city))
    if verdict.refused:
        return arg(tr("%1: illegal — %2"), head, verdict.refused)
    return arg(labels.edge_text(variant, "%1: legal. Longest wall would be %2."), head,
        str(verdict.wall))


def _head(action: CityAction, variant: Variant, city: City | None) -> str:
    """The tile a verdict is about, as the preview names it ("Move Garden 8 here")."""
    assert action.tile is not None
    name = labels.tile_long_label(variant, action.tile)
    replaced = city.get(action.cell) if city is not None else None
    if action.kind == "swap":
        old = labels.tile_long_label(variant, replaced) if replaced else "?"
        head = arg(tr("%1 in place of %2"), name, old)
    elif action.aided is not None and (ui := part_as(action.aided.module, AidPart)) is not None:
        head = f"{name} {ui.aid_text(action.aided.aid)}"
    elif action.kind == "move":
        head = arg(tr("Move %1 here"), name)
    else:
        head = name
    if action.turn:  # a tile that may lie turned says how it lies
        head = arg(tr("%1, lying with walls %2"), head,
                   labels.sides_text(action.tile.walls.turned(action.turn).letters) or "–")
    return head


def refusal_text(action: CityAction, variant: Variant, tile: Tile | None,
                 reasons: tuple[Violation, ...], city: City | None = None) -> str:
    """The sentence of the refusal banner: which tile was refused and why, without the
    cell (the city frames it in red); ``city``: the city the edit was refused in."""
    texts = {
        "place": tr("%1 cannot be built there: %2"),
        "swap": tr("%1 cannot take the place of %3: %2"),
        "move": tr("%1 cannot move there: %2"),
        "unbuild": tr("%1 cannot go back to the reserve: %2"),
    }
    name = labels.tile_long_label(variant, tile) if tile else "?"
    replaced = city.get(action.cell) if city is not None else None
    old = labels.tile_long_label(variant, replaced) if replaced else tr("the tile there")
    return arg(texts[action.kind], name,
        labels.reasons_text(reasons, variant, city), old)


class DragPreview:
    """A tile dragged over one city: the legal cells once (and the cells where it fits only
    with a module's help, a gate), then one verdict per hovered cell."""

    def __init__(self, game: Game, player: str, drag: TileDrag) -> None:
        self.game, self.player = game, player
        self.city = game.player(player).city
        self.variant = game.variant
        self.drag = drag
        #: The dragged tile's marks (a reserve tile's added walls travel with it).
        self.marks = game.player(drag.player).reserve_marks.get(drag.tile, NO_MARKS) \
            if drag.source == "reserve" and drag.player in game.names else NO_MARKS
        if drag.turn and drag.source != "city":  # held turned: every cell is judged so
            self.marks = game.ruleset.turned(drag.tile, self.marks, drag.turn)
        self.kind: Literal["place", "move"] | None = None
        self.refusal = ""
        self.removal: tuple[Violation, ...] = ()
        self.after: City | None = None
        self.legal: frozenset[Cell] = frozenset()
        #: Cells legal only with a module's help (a gate), with what it adds there.
        self.aided: dict[Cell, Move] = {}
        self._verdicts: dict[Cell, Verdict] = {}
        self._classify(player)
        if self.kind == "place" and game.ruleset.modules and player in game.names:
            self.aided = placements(game, player, drag.tile, drag.turn).aided_cells()

    def _classify(self, player: str) -> None:
        drag, name = self.drag, labels.tile_long_label(self.variant, self.drag.tile)
        owner = drag.player or ""
        if drag.source in ("palette", "supply") or (drag.source == "reserve" and owner == player):
            self.kind = "place"
            self.legal = frozenset(self.city.legal_cells(drag.tile, self.marks))
        elif drag.source == "city" and owner == player and drag.cell == ORIGIN:
            self.refusal = labels.reason_text(Violation(Rule.FOUNTAIN, ORIGIN), self.variant)
        elif drag.source == "city" and owner == player and drag.cell is not None \
                and self.city.get(drag.cell) == drag.tile:
            self.kind = "move"
            self.removal = self.city.check_remove(drag.cell)
            if not self.removal:
                self.after = self.city.without(drag.cell)
                self.legal = frozenset(self.after.legal_cells(drag.tile)) - {drag.cell}
        elif drag.source == "dirk":
            self.refusal = tr("%1 is with Dirk: it cannot be built in %2's city.")
        elif drag.source == "reserve":
            self.refusal = tr("%1 is in %3's reserve: it cannot be built in %2's city.")
        else:
            self.refusal = tr("%1 belongs to %3's city: it cannot be built in %2's city.")
        self.refusal = arg(self.refusal, name, isolated(player),
            isolated(owner))

    def verdict(self, cell: Cell) -> Verdict:
        found = self._verdicts.get(cell)
        if found is None:
            found = self._verdicts[cell] = self._judge(cell)
        return found

    def _judge(self, cell: Cell) -> Verdict:
        tile = self.drag.tile
        if self.kind is None:
            return Verdict(cell, None, text=self.refusal)
        if self.kind == "move":
            return self._judge_move(cell, tile)
        turn = self.drag.turn
        if cell in self.city:
            action = CityAction("swap", cell, tile, turn=turn)
            reasons = self.city.check_swap(cell, tile, marks=self.marks)
            if not reasons:  # the city the check judged, its facts worked out
                return self._finish(action, reasons, self.city.swapped(cell, tile, self.marks), built=True)
            after = self.city.copy()
        elif cell in self.aided:
            action = CityAction("place", cell, tile, aided=self.aided[cell], turn=turn)
            reasons, after = (), self.city.copy()
        else:
            action = CityAction("place", cell, tile, turn=turn)
            reasons = () if cell in self.legal else self.city.check_place(tile, cell, marks=self.marks)
            after = self.city.copy()
        return self._finish(action, reasons, after)

    def _judge_move(self, cell: Cell, tile: Tile) -> Verdict:
        source = self.drag.cell
        assert source is not None
        if cell == source:
            text = arg(tr("Drop %1 on another cell to move it."),
                labels.tile_long_label(self.variant, tile))
            return Verdict(cell, None, text=text)
        action = CityAction("move", cell, tile, source)
        if self.removal or self.after is None:
            return self._finish(action, self.removal, None)
        reasons = () if cell in self.legal else self.after.check_place(tile, cell)
        return self._finish(action, reasons, self.after.copy())

    def _finish(self, action: CityAction, reasons: tuple[Violation, ...], after: City | None, *,
                built: bool = False) -> Verdict:
        """``after``: the city the action leaves, but for the tile in hand (``built``: with it)."""
        wall, refused = None, ""
        if not reasons and after is not None and action.tile is not None:
            if not built:
                after.put(action.cell, action.tile, self.marks)
            wall = after.longest_wall()
            refused = self._refusal(action)
        verdict = Verdict(action.cell, action, reasons, wall, refused=refused)
        text = verdict_text(verdict, self.variant, self.city)
        return Verdict(action.cell, action, reasons, wall, text, refused)

    def _refusal(self, action: CityAction) -> str:
        """What the game would refuse of an edit the city's rules allow (a module's rule:
        the trader disc left apart from the city, a chest's tile moved into Dirk's way…),
        asked of the same checks the edit passes; "" when it would be made."""
        if not self.game.ruleset.modules or self.player not in self.game.names:
            return ""
        player, tile, cell = self.player, action.tile, action.cell
        assert tile is not None
        if action.kind == "move" and action.source is not None:
            source = action.source
            error = refusal(self.game, lambda g: g.move(player, source, cell),
                            ("move", player, source, cell))
        elif action.kind == "swap":
            error = refusal(self.game, lambda g: g.swap(player, cell, tile, turn=action.turn),
                            ("swap", player, cell, tile, action.turn))
        else:
            aid = action.aided.aid if action.aided is not None else NO_MARKS
            error = refusal(self.game, lambda g: g.build(player, tile, cell, aid=aid, turn=action.turn),
                            ("place", player, tile, cell, aid, action.turn))
        return "" if error is None else labels.error_text(error)


@dataclass(frozen=True)
class CodeResult:
    """A typed tile code worked out: the tile it names (if one), the sentence to show, the edit."""

    tile: Tile | None
    from_reserve: bool = False
    text: str = ""
    action: CityAction | None = None


def resolve_code(game: Game, player: str, code: str, cell: Cell) -> CodeResult:
    """The tile a code like ``g8`` or ``g8ne`` names among the free tiles and the player's reserve.

    When several match, the one that is legal on ``cell`` wins; a trailing ``-`` means no walls.
    """
    variant, head = game.variant, arg(tr("Code %1: "), code)
    try:
        piece = parse_piece_code(game.ruleset.modules_with(PieceMaker), variant, code)
    except CodeError as error:
        return CodeResult(None, text=head + labels.full_stop(labels.error_text(error)))
    if piece is not None:
        return _resolve_piece(game, player, piece, cell, head)
    try:
        typed = parse_code(variant, code)
    except CodeError as error:
        return CodeResult(None, text=head + labels.full_stop(labels.error_text(error)))
    reserve = game.player(player).reserve
    claimed = game.ruleset.tile_claimant is not None  # a module's pieces are the tiles
    named = [] if claimed else named_tiles(variant, typed, reserve)
    turns: dict[Tile, int] = {}
    if not named and not claimed:  # walls as a tile lies turned (a module lets it lie so)
        turns = dict(turned_tiles(variant, typed, reserve, game.ruleset.turns_to))
        named = list(turns)
    if not named:  # a module's piece typed as a tile is (a magical tile), maybe turned
        try:
            turns = {tile: turn for module in game.ruleset.modules_with(PieceMaker)
                     for tile, turn in module.coded_pieces(typed, game)}
        except CodeError as error:  # the module says how to type it
            return CodeResult(None, text=head + labels.full_stop(labels.error_text(error)))
        named = list(turns)
    usable = list(dict.fromkeys(t for t in named if t in reserve or claimed or game.locate(t) is None))
    if not named or not usable:
        where = game.locate(named[0]) if named else None
        text = arg(tr("%1 is already %2."), labels.tile_long_label(variant, named[0]),
            labels.location_text(where)) if where else tr("there is no such tile.")
        return CodeResult(None, text=head + text)
    city = game.player(player).city
    marks = {t: game.ruleset.turned(t, NO_MARKS, turns[t]) for t in turns}
    legal = [t for t in usable if not (city.check_swap(cell, t, marks=marks.get(t, NO_MARKS)) if cell in city
                                       else city.check_place(t, cell, marks=marks.get(t, NO_MARKS)))]
    if len(usable) == 1 or len(legal) == 1:
        tile = usable[0] if len(usable) == 1 else legal[0]
        drag = TileDrag(tile, "reserve" if tile in reserve else "palette", player, turn=turns.get(tile, 0))
        verdict = DragPreview(game, player, drag).verdict(cell)
        return CodeResult(tile, tile in reserve, head + verdict.text, verdict.action)
    # each as it must be typed to name it alone: a wall-less one ends in "-" ("g10-", not "g10")
    options = ", ".join(labels.tile_code(variant, t) + ("" if t.walls.letters else "-")
                        for t in (legal or usable))
    text = labels.edge_text(variant, "could be %1: type the walls too.") if legal else \
        tr("none of %1 fits here.")
    return CodeResult(None, text=head + arg(text, options))


def _resolve_piece(game: Game, player: str, piece: Tile, cell: Cell, head: str) -> CodeResult:
    """A piece's code: the one alike in the player's reserve, else one more from its supply
    (refused with the supply's reason when it holds none like it)."""
    held = piece in game.player(player).reserve
    if not held:
        try:
            game.require_free(piece, player)
        except AlhambraError as error:
            return CodeResult(None, text=head + arg(tr("%1: %2."), labels.tile_long_label(
                game.variant, piece), labels.error_text(error)))
    drag = TileDrag(piece, "reserve" if held else "palette", player)
    verdict = DragPreview(game, player, drag).verdict(cell)
    return CodeResult(piece, held, head + verdict.text, verdict.action)
