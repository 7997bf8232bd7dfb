"""The open game: owns the Game and its QUndoStack, tells the widgets what changed."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoStack

from ..engine import (
    CURRENCIES,
    DIRK,
    MARKET_SQUARES,
    NO_MARKS,
    AlhambraError,
    Cell,
    Game,
    Location,
    MarketAward,
    Marks,
    Player,
    Tile,
    load_game,
    save_game,
)
from ..engine.counts_actions import refuse_kept
from ..engine.names import PLAYER_COLOUR, isolated
from ..engine.words import Line
from . import labels
from .change import GAME_REPLACED, NO_CITY, Change
from .checked import CHECKED, EditKey
from .commands import Describe, SnapshotCommand, drop_steps
from .counts_edits import CountsEdits
from .figure_edits import FigureEdits
from .file_stamp import FileStamp
from .labels import arg
from .module_edits import ModuleEdits
from .roster_edits import RosterEdits

if TYPE_CHECKING:
    from ..engine import DirkAdvice

#: How many steps Edit ▸ Undo goes back (each keeps a snapshot of the game).
UNDO_LIMIT = 500
PLAYER_COLOURS = ("#d35400", "#2471a3", "#229954", "#7d3c98", "#c0392b", "#b7950b")


class GameSession(QObject):
    """The single source of truth the widgets render from."""

    #: The game changed: a new game, an edit, an undo or a redo. The ``Change`` says what it
    #: touched; the session already holds the new state when it is sent.
    changed = Signal(object)
    #: The file path or the saved/unsaved state changed.
    fileStateChanged = Signal()
    #: The undo stack moved (an edit, undo or redo), after ``is_modified`` is up to date.
    historyChanged = Signal()

    def __init__(self, game: Game | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._game = game or Game(["Anna", "Ben"])
        self._path: Path | None = None
        self._stamp: FileStamp | None = None  # the file as this window last read or wrote it
        self._sample = False  # the sample game the first start shows (until it is saved)
        #: The edits of the expansion modules (chests, wall pieces, gates, cards, …).
        self.modules = ModuleEdits(self, self)
        #: Typed counts: a player scored from counts instead of a digitised city.
        self.counts = CountsEdits(self, self)
        #: Typed figures and immediate points of the third set's modules.
        self.figures = FigureEdits(self, self)
        #: Game ▸ Players…: the players renamed, recoloured, added and taken out.
        self.roster = RosterEdits(self, self.player_colour, self)
        self._end_of_game: tuple[SnapshotCommand, int] | None = None  # the hand-out step, tiles handed
        #: The tiles on the building market as the table last said (Dirk's panel): recorded
        #: with each scoring, since Dirk's hand-out after scoring 2 is dealt from the bag then.
        self.market_tiles = MARKET_SQUARES
        self.undo_stack = QUndoStack(self)
        self.undo_stack.setUndoLimit(UNDO_LIMIT)  # memory levels off in a long evening
        self.undo_stack.cleanChanged.connect(self._on_clean_changed)
        self.undo_stack.indexChanged.connect(self._on_index_changed)

    def __del__(self) -> None:
        drop_steps(getattr(self, "undo_stack", None))

    def _on_clean_changed(self, _clean: bool) -> None:
        self.fileStateChanged.emit()

    def _on_index_changed(self, _index: int) -> None:
        self.historyChanged.emit()

    # ---- reading -------------------------------------------------------------------
    @property
    def game(self) -> Game:
        return self._game

    @property
    def path(self) -> Path | None:
        return self._path

    @property
    def is_modified(self) -> bool:
        return not self.undo_stack.isClean()

    def market_handed_out(self) -> int | None:
        """How many market tiles the end of the game handed out, while that step stands (it is
        neither undone nor replaced by another edit); None before the end of the game."""
        if self._end_of_game is None:
            return None
        step, handed = self._end_of_game
        return handed if step.applied else None

    def dirk_advice(self) -> DirkAdvice | None:
        """What the players give Dirk now, with the market as the table last said; None
        when Dirk is not in play."""
        from ..engine import dirk_advice  # the explanations load when Dirk is first asked about

        return dirk_advice(self._game, self.market_tiles, handed_out=self.market_handed_out() is not None)

    @property
    def is_sample(self) -> bool:
        """The sample game, not yet saved to a file of its own."""
        return self._sample and self._path is None

    def display_name(self) -> str:
        if self._path:
            return self._path.name
        return self.tr("Sample game") if self._sample else self.tr("Untitled game")

    # ---- whole games -----------------------------------------------------------------
    def replace_game(self, game: Game, path: Path | None = None, *, modified: bool = False,
                     sample: bool = False) -> None:
        """Show another game (``sample``: the sample game, named so until it is saved)."""
        self._game = game
        self._path = path
        self._stamp = FileStamp.of(path) if path is not None else None
        self._sample = sample
        self._end_of_game = None
        self.undo_stack.clear()  # an empty stack keeps its clean state: it is set each time
        if modified:
            # A restored autosave differs from its file: one step that cannot be undone away.
            self.undo_stack.resetClean()
        else:
            self.undo_stack.setClean()
        self.changed.emit(GAME_REPLACED)
        self.fileStateChanged.emit()

    def new_game(self, names: Sequence[str], *, dirk: bool = False, variant: str = "alhambra",
                 colours: Sequence[str] = (), modules: Sequence[str] = ()) -> None:
        """Start an empty game; colours (``#rrggbb``) are kept in the file as ``colour``."""
        players = [Player(name) for name in names]
        for player, colour in zip(players, colours, strict=False):
            player.extra["colour"] = colour
        self.replace_game(Game(players, variant=variant, dirk=dirk, modules=modules))

    def open(self, path: str | Path) -> None:
        """Load a file; on GameFileError the open game stays exactly as it was."""
        stamp = FileStamp.of(Path(path))  # before it is read: a write meanwhile is asked about
        game = load_game(path)
        self.replace_game(game, Path(path))
        self._stamp = stamp

    def written_elsewhere(self) -> bool:
        """Whether another window or program wrote the game's file since this window opened or
        saved it (a file gone is not: a save puts it back)."""
        if self._path is None or self._stamp is None:
            return False
        now = FileStamp.of(self._path)
        return now is not None and now != self._stamp

    def save(self) -> None:
        if self._path is None:
            raise ValueError("the game has no file yet: use save_as")
        self.save_as(self._path)

    def save_as(self, path: str | Path) -> None:
        save_game(self._game, path)
        self._path = Path(path)
        self._stamp = FileStamp.of(self._path)
        self.undo_stack.setClean()
        self.fileStateChanged.emit()

    # ---- edits: each one undoable command ------------------------------------------------
    def edit(self, text: Describe, change: Callable[[Game], object], touched: Change | None = None,
             *, merge: Hashable | None = None, key: EditKey = None) -> None:
        """Make ``change`` on a copy of the game and push it as one undoable step named by
        ``text`` (a function that words it in the language of the moment: see
        ``retranslate``); a refusal (AlhambraError) raises before anything is pushed.
        ``touched`` says what the change touches (by default: maybe any city); ``merge`` what
        it edits, for a step right after one that edits the same to merge into it; ``key``: the
        edit named as a preview names it (``refusal``), whose checked copy is then taken."""
        self.undo_stack.push(self._command(text, change, touched, merge, key))

    def retranslate(self) -> None:
        """Word every step of the undo history again, in the language now in force (after a
        switch of View ▸ Language): Edit ▸ Undo and Redo then say them in it."""
        stack = self.undo_stack
        for index in range(stack.count()):
            step = stack.command(index)
            if isinstance(step, SnapshotCommand):
                step.retranslate()
        stack.undoTextChanged.emit(stack.undoText())
        stack.redoTextChanged.emit(stack.redoText())

    def _command(self, text: Describe, change: Callable[[Game], object],
                 touched: Change | None = None, merge: Hashable | None = None,
                 key: EditKey = None) -> SnapshotCommand:
        after = CHECKED.take(self._game, change, key)
        return SnapshotCommand(self._install, text, self._game, after, touched or Change(), merge)

    def _edit(self, text: Describe, change: Callable[[Game], object], players: tuple[str, ...] = (),
              key: EditKey = None) -> None:
        refuse_kept(self._game, players)  # a city kept while typed counts score: said first
        self.edit(text, change, Change.of_cities(players) if players else NO_CITY, key=key)

    def _install(self, game: Game, change: Change) -> None:
        self._game = game
        self.changed.emit(change)

    def _label(self, tile: Tile | None) -> str:
        return labels.tile_label(self._game.variant, tile) if tile is not None else "?"

    def place(self, player: str, tile: Tile, cell: tuple[int, int], *, force: bool = False,
              aid: Marks = NO_MARKS, text: Describe | None = None, turn: int = 0) -> None:
        """Build a tile from the palette or the player's reserve; ``aid``: what a module adds
        with the placement (a gate), and ``text`` the step's name it gives such a placement;
        ``turn``: the quarter turns a tile that may lie turned is built with."""
        cell = Cell(*cell)

        def named() -> str:
            words = self.tr("Place %1 anyway at (%2, %3) in %4's city") if force else \
                self.tr("Place %1 at (%2, %3) in %4's city")
            return arg(words, self._label(tile), str(cell.x), str(cell.y), isolated(player))

        self._edit(text or named, lambda g: g.build(player, tile, cell, force=force, aid=aid, turn=turn),
                   (player,), None if force else ("place", player, tile, cell, aid, turn))

    def reserve(self, player: str, tile: Tile, source: Location | None = None) -> None:
        """Palette → reserve; a tile already in someone's reserve or Dirk's pile changes hands
        (``source``: where it comes from, for a piece described like others elsewhere)."""
        def text() -> str:
            return arg(self.tr("Put %1 into %2's reserve"), self._label(tile), isolated(player))

        def change(game: Game) -> None:
            where = _where(game, tile, source)
            if where is not None and where.place != "city":
                game.release(tile, where)
            game.take_into_reserve(player, tile)

        # From the bag: a purchase (a module's piece from its supply is no tile Dirk is offered).
        bought = tile if not tile.is_piece and _where(self._game, tile, source) is None else None
        self.edit(text, change, Change(cities=frozenset(), bought=bought))

    def unbuild(self, player: str, cell: tuple[int, int], *, force: bool = False) -> None:
        cell = Cell(*cell)
        tile = self._game.player(player).city.get(cell)
        self._edit(lambda: arg(self.tr("Move %1 from (%2, %3) to %4's reserve"), self._label(tile),
                               str(cell.x), str(cell.y), isolated(player)),
                   lambda g: g.unbuild(player, cell, force=force), (player,))

    def swap(self, player: str, cell: tuple[int, int], tile: Tile, *, force: bool = False,
             turn: int = 0) -> None:
        cell = Cell(*cell)
        self._edit(lambda: arg(self.tr("Swap %1 into (%2, %3) in %4's city"), self._label(tile),
                               str(cell.x), str(cell.y), isolated(player)),
                   lambda g: g.swap(player, cell, tile, force=force, turn=turn), (player,),
                   None if force else ("swap", player, cell, tile, turn))

    def move(self, player: str, source: tuple[int, int], target: tuple[int, int],
             *, force: bool = False) -> None:
        source, target = Cell(*source), Cell(*target)
        tile = self._game.player(player).city.get(source)
        self._edit(lambda: arg(self.tr("Move %1 from (%2, %3) to (%4, %5) in %6's city"),
                               self._label(tile), str(source.x), str(source.y),
                               str(target.x), str(target.y), isolated(player)),
                   lambda g: g.move(player, source, target, force=force), (player,),
                   None if force else ("move", player, source, target))

    def release(self, tile: Tile, source: Location | None = None) -> None:
        """Put a tile back into the bag (it returns to the palette); ``source``: where it is."""
        where = _where(self._game, tile, source) if source is not None else self._game.locate(tile)
        holder = (where.holder,) if where and where.place == "city" else ()
        self._edit(lambda: arg(self.tr("Return %1 to the bag"), self._label(tile)),
                   lambda g: g.release(tile, where), holder)

    def give_to_dirk(self, tile: Tile, source: Location | None = None) -> None:
        def text() -> str:
            return arg(self.tr("Give %1 to Dirk"), self._label(tile))

        def change(game: Game) -> None:
            where = _where(game, tile, source)
            if where is not None and where.place == "reserve":
                game.release(tile, where)
            game.give_to_dirk(tile)

        self._edit(text, change)

    def set_dirk(self, in_play: bool) -> None:
        self._edit(lambda: self.tr("Bring Dirk into the game") if in_play else
                   self.tr("Take Dirk out of the game"), lambda g: g.set_dirk(in_play))

    def record_scoring(self, round_: int | None = None, inputs: Marks = NO_MARKS) -> None:
        """Record the next scoring; ``inputs``: what modules are given for it (other points)."""
        due = self._game.next_round
        self._edit(lambda: arg(self.tr("Record scoring %1"), str(round_ or due)),
                   lambda g: g.record_scoring(round_, inputs, self.market_tiles))

    def record_step(self, step: str) -> None:
        """Record a module's scoring step (palace staff's before the leftover tiles)."""
        title = Line("Module", self._game.step_scorer(step).step_title)
        self._edit(lambda: arg(self.tr("Record the step %1"), labels.sentence_text(title)),
                   lambda g: g.record_step(step))

    def set_money(self, money: dict[str, dict[str, int]]) -> None:
        """Each player's money per currency (for the end-of-game market)."""

        self._edit(lambda: self.tr("Enter the players' money"), lambda g: _enter_money(g, money))

    def finish_market(self, money: dict[str, dict[str, int]], awards: Sequence[MarketAward]) -> None:
        """The end of the game as one undoable step: the money entered, then the market
        tiles into their recipients' reserves."""

        def change(game: Game) -> None:
            _enter_money(game, money)
            for award in awards:
                if award.recipient is not None:
                    game.take_into_reserve(award.recipient, award.tile)

        step = self._command(lambda: self.tr("Hand out the market tiles"), change, NO_CITY)
        self._end_of_game = (step, sum(1 for award in awards if award.recipient is not None))
        self.undo_stack.push(step)

    # ---- helpers for widgets -------------------------------------------------------------
    def player_names(self) -> list[str]:
        return self._game.names

    def holder_of(self, tile: Tile) -> str | None:
        where = self._game.locate(tile)
        return None if where is None else (DIRK if where.place == "dirk" else where.holder)

    def players(self) -> list[Player]:
        return self._game.players

    def player_colour(self, name: str, game: Game | None = None) -> str:
        """The player's colour from the file, or one from a fixed set by seat (in ``game``, by
        default the open one)."""
        game = game or self._game
        names = game.names
        colour = game.player(name).extra.get("colour")
        if isinstance(colour, str) and PLAYER_COLOUR.fullmatch(colour):
            return colour
        return PLAYER_COLOURS[names.index(name) % len(PLAYER_COLOURS)]


def refusal(game: Game, change: Callable[[Game], object], key: EditKey = None) -> AlhambraError | None:
    """What an edit would be refused with, worked out before it is made (None: it would be
    made): the drag's preview asks it for the hovered cell. ``key``: the edit as the session's
    method that makes it names it (``EditKey``), whose copy is then made once."""
    return CHECKED.refusal(game, change, key)


def _enter_money(game: Game, money: dict[str, dict[str, int]]) -> None:
    for name, amounts in money.items():
        game.player(name).money = {c: int(amounts.get(c, 0)) for c in CURRENCIES}


def _where(game: Game, tile: Tile, source: Location | None) -> Location | None:
    """Where a tile is taken from: the place given (if it holds the tile); else where the game
    finds it, or for a module's piece its supply (None: pieces alike are many, and the one
    meant is the one whose place is given)."""
    if source is not None:
        return source if game.holds(tile, source) else None
    return None if tile.is_piece else game.locate(tile)
