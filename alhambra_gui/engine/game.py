"""A game: players with cities, reserves and money, Dirk, and the scoring history."""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from typing import Any

from . import game_modules, game_scoring, game_steps
from .context import Piece, RecordedScoring, city_marked_pieces
from .errors import ModuleError, PlayerError, TileInUseError, sentence
from .figure_checks import typed_problems
from .marks import NO_MARKS, Marks
from .modules.facets import FileChecker, StepScorer
from .names import check_names, excerpt, name_key
from .places import PLAIN_PLACES, Location
from .player import Player
from .ruleset import Ruleset
from .scoring import DIRK
from .tally import (
    RoundScore,
)
from .tiles import Tile
from .variant import Variant, get_variant
from .words import QT_TRANSLATE_NOOP, Line, Text

CURRENCIES = ("denar", "dirham", "dukat", "florin")
#: The building market's squares, one a currency (RULES.md §5).
MARKET_SQUARES = len(CURRENCIES)


class Game:
    def __init__(self, players: Sequence[Player | str], *, variant: str | Variant = "alhambra",
                 dirk: Sequence[Tile] | bool | None = None,
                 scorings: Sequence[RecordedScoring] = (), modules: Iterable[str] = ()) -> None:
        chosen = get_variant(variant) if isinstance(variant, str) else variant
        self.ruleset = Ruleset.of(chosen, modules)
        self.players = [p if isinstance(p, Player) else Player(p) for p in players]
        check_names([p.name for p in self.players])
        for player in self.players:
            player.city.bind(self.ruleset)
        self.dirk: list[Tile] | None = None
        #: Module marks of tiles of Dirk's pile (an extension: ``Field.dirk``); they go with the tile.
        self.dirk_marks: dict[Tile, Marks] = {}
        if dirk is not None and dirk is not False:
            self.set_dirk(True)
            self.dirk = [] if dirk is True else list(dirk)
        self.scorings = list(scorings)
        #: The modules' scoring steps recorded (palace staff's before the leftover tiles),
        #: each before the scoring of its ``round`` (``StepScorer``).
        self.steps: list[RecordedScoring] = []
        self.extra: dict[str, Any] = {}
        #: Fields the app does not know on a tile's entry in the file (city, reserve or
        #: Dirk's), kept on save; they go with the tile wherever it goes, and with it to the bag.
        self.tile_extra: dict[Tile, dict[str, Any]] = {}
        #: Fields the app does not know on the file's ``dirk`` object, kept on save.
        self.dirk_extra: dict[str, Any] = {}
        #: The game's module state (the new score cards, who holds the characters).
        self.state: Marks = NO_MARKS

    @property
    def variant(self) -> Variant:
        return self.ruleset.variant

    @property
    def modules(self) -> tuple[str, ...]:
        """The ids of the modules in play, in the registry's order."""
        return self.ruleset.module_ids

    def copy(self) -> Game:
        """An independent snapshot (undo keeps these). Cities are copied on write, so those
        an edit does not touch keep their derived facts; unknown fields are frozen and
        shared, never copied."""
        twin = Game.__new__(Game)
        twin.ruleset = self.ruleset
        twin.players = [Player(p.name, p.city.copy(), list(p.reserve), dict(p.money),
                               dict(p.extra), dict(p.reserve_marks), p.state, p.counts, p.typed,
                               p.immediate)
                        for p in self.players]
        twin.dirk = None if self.dirk is None else list(self.dirk)
        twin.dirk_marks = dict(self.dirk_marks)
        twin.scorings = list(self.scorings)
        twin.steps = list(self.steps)
        twin.extra = dict(self.extra)  # the values are frozen (engine.unknown): shared, not copied
        twin.tile_extra = dict(self.tile_extra)
        twin.dirk_extra = dict(self.dirk_extra)
        twin.state = self.state
        return twin

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Game):
            return NotImplemented
        return (self.variant.name, self.modules, self.players, self.dirk, self.dirk_marks, self.scorings,
                self.steps, self.extra, self.tile_extra, self.dirk_extra, self.state) == (
            other.variant.name, other.modules, other.players, other.dirk, other.dirk_marks, other.scorings,
            other.steps, other.extra, other.tile_extra, other.dirk_extra, other.state)

    __hash__ = None  # type: ignore[assignment]

    # ---- modules -------------------------------------------------------------------
    def set_modules(self, module_ids: Iterable[str]) -> None:
        """Play with other modules. The state of modules no longer in play goes (their marks
        on tiles, cards held, their pieces, …): a file never holds fields of a module it does
        not list (``game_modules.play_with``)."""
        game_modules.play_with(self, Ruleset.of(self.variant, module_ids))

    def pieces(self) -> Iterator[Piece]:
        """Every player's city tiles, then reserve tiles, with their marks."""
        for p in self.players:
            for cell, tile in p.city:
                yield Piece(p.name, cell, tile, p.city.marks(cell))
            for tile in p.reserve:
                yield Piece(p.name, None, tile, p.reserve_marks.get(tile, NO_MARKS))

    def marked_pieces(self) -> Iterator[Piece]:
        """The pieces that carry a module's marks (a chest, a wall piece, a resident), in the
        order of ``pieces``: what a module's check of its marks reads."""
        for p in self.players:
            yield from city_marked_pieces(p.city, p.name)
            held = p.reserve_marks
            for tile in p.reserve if held else ():
                if marks := held.get(tile, NO_MARKS):
                    yield Piece(p.name, None, tile, marks)

    def set_dirk_marks(self, tile: Tile, marks: Marks) -> None:
        """The marks of a tile of Dirk's pile (only a module's fields allowed there: ``Field.dirk``)."""
        if tile not in (self.dirk or ()):
            raise TileInUseError(QT_TRANSLATE_NOOP("AlhambraError", "{tile} is not in Dirk's pile"),
                                 tile=tile.word())
        if marks:
            self.dirk_marks[tile] = marks
        else:
            self.dirk_marks.pop(tile, None)

    def check_modules(self, last: str | None = None) -> None:
        """Raise ModuleError if the game breaks a module's rule or the box's checks on typed
        figures (a safety net after changes); ``last``: the player just edited, blamed for a
        sum over the table past its supply."""
        for place, what in self.module_problems(last):
            raise ModuleError(sentence(QT_TRANSLATE_NOOP("AlhambraError", "{place}: {what}"),
                                       place=place, what=what) if place else what)

    def module_problems(self, last: str | None = None) -> Iterator[tuple[Text, Line]]:
        """What ``check_modules`` finds, in order (it raises the first)."""
        for module in self.ruleset.checked(FileChecker):
            yield from module.problems(self, PLAIN_PLACES)
        yield from typed_problems(self, PLAIN_PLACES, last)

    # ---- people --------------------------------------------------------------------
    @property
    def names(self) -> list[str]:
        return [p.name for p in self.players]

    def set_dirk(self, in_play: bool) -> None:
        """Bring Dirk in (two-player Alhambra only) or take him out with his tiles."""
        if not in_play:
            if any(DIRK in s.points for s in self.scorings):
                raise PlayerError(QT_TRANSLATE_NOOP(
                    "AlhambraError", "Dirk has points in a recorded scoring: he stays in the game"))
            for tile in self.dirk or ():
                self.tile_extra.pop(tile, None)
            self.dirk = None
            self.dirk_marks = {}
            self.dirk_extra = {}
            return
        if len(self.players) != 2 or not self.variant.dirk_allowed:
            raise PlayerError(QT_TRANSLATE_NOOP(
                "AlhambraError", "Dirk plays only in two-player Alhambra games"))
        if self.dirk is None:
            self.dirk = []

    @property
    def dirk_in_play(self) -> bool:
        return self.dirk is not None

    def player(self, name: str) -> Player:
        """The player of that name, or of the same name as the file rules compare names
        (case, width and invisible characters aside)."""
        for p in self.players:
            if p.name == name:
                return p
        key = name_key(name)
        for p in self.players:
            if name_key(p.name) == key:
                return p
        raise PlayerError(QT_TRANSLATE_NOOP("AlhambraError", "there is no player called {name}"),
                          name=excerpt(name))

    # ---- where the tiles are ------------------------------------------------------------
    def locations(self) -> Iterator[tuple[Tile, Location]]:
        for p in self.players:
            for cell, tile in p.city:
                yield tile, Location(p.name, "city", cell)
            for tile in p.reserve:
                yield tile, Location(p.name, "reserve")
        for tile in self.dirk or ():
            yield tile, Location(DIRK, "dirk")

    def locate(self, tile: Tile) -> Location | None:
        key = self.variant.identity(tile)
        return next((loc for t, loc in self.locations() if self.variant.identity(t) == key), None)

    def holds(self, tile: Tile, where: Location) -> bool:
        """Whether ``tile`` is at ``where``."""
        if where.place == "dirk":
            return tile in (self.dirk or ())
        if where.holder not in self.names:
            return False
        player = self.player(where.holder)
        if where.place == "reserve":
            return tile in player.reserve
        return where.cell is not None and player.city.get(where.cell) == tile

    def known_tiles(self) -> list[Tile]:
        """The tiles out of the bag (a module's pieces never were in it, but those it mixes
        into the bag: magical tiles)."""
        return [tile for tile, _ in self.locations() if self.ruleset.from_bag(tile)]

    def free_tiles(self) -> list[Tile]:
        """Catalogue tiles that are nowhere in the game yet (Alhambra; none while a module's
        pieces replace the catalogue)."""
        if self.ruleset.tile_claimant is not None:
            return []
        used = {self.variant.identity(t) for t in self.known_tiles()}
        return [t for t in self.variant.catalogue if self.variant.identity(t) not in used]

    def require_free(self, tile: Tile, holder: str | None = None) -> None:
        """Refuse a tile that is not free to come into the game: not in the variant, already
        somewhere; a piece of a module not in play, or one its supply does not hold (for
        ``holder``, who would hold it, if said)."""
        if tile.is_piece:
            module = self.ruleset.piece_module(tile.kind)
            if module is None:
                raise ModuleError(QT_TRANSLATE_NOOP(
                    "AlhambraError", "no module in play has pieces of the kind {kind}"),
                    kind=excerpt(tile.kind))
            if (refusal := module.supply_refusal(self, tile, holder)) is not None:
                raise ModuleError(refusal)
            return
        self.variant.check_tile(tile)
        where = self.locate(tile)
        if where is not None:
            raise TileInUseError(QT_TRANSLATE_NOOP("AlhambraError", "{tile} is already {where}"),
                                 tile=tile.word(), where=where.word())

    # ---- changes that keep every physical tile in one place ------------------------------
    def take_into_reserve(self, name: str, tile: Tile) -> None:
        player = self.player(name)
        self.require_free(tile, player.name)
        player.reserve.append(tile)

    def give_to_dirk(self, tile: Tile) -> None:
        if self.dirk is None:
            raise PlayerError(QT_TRANSLATE_NOOP("AlhambraError", "Dirk is not in play"))
        self.require_free(tile, DIRK)
        self.dirk.append(tile)

    def release(self, tile: Tile, where: Location | None = None) -> Location:
        """Put a tile back into the bag, from wherever it is (its marks go with it); ``where``:
        the place it is taken from, for a piece described like others elsewhere (two garden
        huts walled south are alike)."""
        where = self.locate(tile) if where is None else where if self.holds(tile, where) else None
        if where is None:
            raise TileInUseError(QT_TRANSLATE_NOOP(
                "AlhambraError", "{tile} is not in the game"), tile=tile.word())
        if where.place == "city":
            assert where.cell is not None
            self.player(where.holder).city.take(where.cell)
        elif where.place == "dirk":
            assert self.dirk is not None
            self.dirk.remove(tile)
            self.dirk_marks.pop(tile, None)
        else:
            self._take_from_reserve(self.player(where.holder), tile)
        self.tile_extra.pop(tile, None)
        return where

    def build(self, name: str, tile: Tile, cell: tuple[int, int], *, force: bool = False,
              aid: Marks = NO_MARKS, turn: int = 0) -> None:
        """Build a free tile or one from the player's own reserve (with its marks).

        ``aid``: what a module adds with the placement (``city_facts.Placement``); ``turn``:
        the quarter turns clockwise a tile that may lie turned is built with."""
        player = self.player(name)
        from_reserve = self._own_reserve_tile(player, tile)
        marks = self._turned(tile, player.reserve_marks.get(tile, NO_MARKS), turn)
        player.city.place(tile, cell, marks=marks, force=force, aid=aid)
        if from_reserve:
            self._take_from_reserve(player, tile)

    def unbuild(self, name: str, cell: tuple[int, int], *, force: bool = False) -> Tile:
        """City to reserve, with the marks that may leave the city."""
        player = self.player(name)
        tile, marks = player.city.remove_with_marks(cell, force=force)
        self._add_to_reserve(player, tile, marks)
        return tile

    def swap(self, name: str, cell: tuple[int, int], tile: Tile, *, force: bool = False,
             turn: int = 0) -> Tile:
        player = self.player(name)
        from_reserve = self._own_reserve_tile(player, tile)
        marks = self._turned(tile, player.reserve_marks.get(tile, NO_MARKS), turn)
        old, old_marks = player.city.swap_with_marks(cell, tile, marks=marks, force=force)
        if from_reserve:
            self._take_from_reserve(player, tile)
        self._add_to_reserve(player, old, old_marks)
        return old

    def move(self, name: str, source: tuple[int, int], target: tuple[int, int],
             *, force: bool = False) -> None:
        self.player(name).city.move(source, target, force=force)

    def _own_reserve_tile(self, player: Player, tile: Tile) -> bool:
        if tile in player.reserve:
            return True
        self.require_free(tile, player.name)
        return False

    def _turned(self, tile: Tile, marks: Marks, turn: int) -> Marks:
        """The marks ``tile`` is built with, turned ``turn`` quarter turns (refused for a
        tile no module in play lets lie turned)."""
        if not turn % 4:
            return marks
        if self.ruleset.turner(tile) is None:
            raise ModuleError(QT_TRANSLATE_NOOP("AlhambraError", "{tile} cannot be built turned"),
                              tile=tile.word())
        return self.ruleset.turned(tile, marks, turn)

    def _take_from_reserve(self, player: Player, tile: Tile) -> None:
        player.reserve.remove(tile)
        player.reserve_marks.pop(tile, None)

    def _add_to_reserve(self, player: Player, tile: Tile, marks: Marks) -> None:
        player.reserve.append(tile)
        kept = marks.without(self.ruleset.city_only_keys())
        if kept:
            player.reserve_marks[tile] = kept

    # ---- scoring ------------------------------------------------------------------------
    def score(self, round_: int, inputs: Marks = NO_MARKS) -> RoundScore:
        """The scoring of the cities as they stand; nothing is recorded. ``inputs``: what
        modules are given for this scoring (other points); a module whose input is given
        scores even when it is not in play (``game_scoring``)."""
        return game_scoring.score(self, self.ruleset, round_, inputs)

    @property
    def next_round(self) -> int | None:
        return len(self.scorings) + 1 if len(self.scorings) < 3 else None

    def record_scoring(self, round_: int | None = None, inputs: Marks = NO_MARKS,
                       market_tiles: int | None = None) -> RecordedScoring:
        """Record the next scoring; ``market_tiles``: the tiles on the building market now, as
        the table says (kept with Dirk in play: his hand-out after scoring 2 is dealt then)."""
        recorded = game_scoring.scoring_to_record(self, self.ruleset, round_, inputs, market_tiles)
        self.scorings.append(recorded)
        return recorded

    def totals(self) -> dict[str, int]:
        """Cumulative points over the recorded scorings and steps (Dirk included when in play),
        with each player's immediate points (won during play, counted once)."""
        names = self.names + ([DIRK] if self.dirk is not None else [])
        immediate = {p.name: sum(game_scoring.immediate_points(self, p.name).values()) for p in self.players}
        return {n: sum(s.points.get(n, 0) for s in (*self.scorings, *self.steps)) + immediate.get(n, 0)
                for n in names}

    # ---- a module's scoring step (palace staff's before the leftover tiles: game_steps) -----
    def step_scorer(self, step: str) -> StepScorer:
        """The module in play whose scoring step ``step`` is."""
        return game_steps.step_scorer(self, step)

    def score_step(self, step: str) -> RoundScore:
        """A module's scoring step as the cities stand: its points only; nothing is recorded."""
        return game_steps.score_step(self, step)

    def record_step(self, step: str) -> RecordedScoring:
        """Record a module's scoring step: once, right before the scoring it precedes."""
        recorded = game_steps.step_to_record(self, step)
        self.steps.append(recorded)
        return recorded

    def recorded_points(self, round_: int, name: str) -> int | None:
        """A participant's points of scoring ``round_`` with the steps recorded before it
        (None: neither is recorded)."""
        found = [s for s in (*self.steps, *self.scorings[round_ - 1:round_]) if s.round == round_]
        return sum(s.points.get(name, 0) for s in found) if found else None

    @property
    def finished(self) -> bool:
        return len(self.scorings) == 3

    def winners(self) -> list[str]:
        """Players with the highest total after the third scoring; Dirk cannot win."""
        if not self.finished:
            return []
        totals = {n: t for n, t in self.totals().items() if n != DIRK}
        best = max(totals.values())
        return [n for n, t in totals.items() if t == best]

