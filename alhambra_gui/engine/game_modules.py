"""Which modules a game is played with: ``Game.set_modules`` made here. The state of the
modules leaving play goes; the tiles are described anew when a module claiming the catalogue's
tiles comes or goes."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import replace
from typing import Protocol

from .context import RecordedScoring
from .counts_rules import within
from .marks import Marks
from .modules.facets import StepScorer
from .player import Player
from .ruleset import Ruleset
from .tiles import Tile
from .variant import Variant


class ModularGame(Protocol):
    """What of a game its modules change (``Game`` is one)."""

    ruleset: Ruleset
    players: list[Player]
    dirk: list[Tile] | None
    dirk_marks: dict[Tile, Marks]
    state: Marks
    scorings: list[RecordedScoring]
    steps: list[RecordedScoring]

    @property
    def variant(self) -> Variant: ...


def play_with(game: ModularGame, ruleset: Ruleset) -> None:
    """Play ``game`` with the modules of ``ruleset`` (``Game.set_modules``)."""
    keys = ruleset.keys_of_modules_out()
    _redescribe(game, ruleset)

    def kept(tile: Tile) -> bool:
        return not tile.is_piece or ruleset.piece_module(tile.kind) is not None

    for player in game.players:
        _player_with(player, ruleset, keys, kept)
    if game.dirk is not None:
        game.dirk = [t for t in game.dirk if kept(t)]
    dirk_keys = frozenset(f.key for f in ruleset.fields("tile") if f.dirk)
    game.dirk_marks = {t: kept_marks for t, m in game.dirk_marks.items()
                       if t in (game.dirk or ()) and (kept_marks := Marks(
                           (k, v) for k, v in m.items() if k in dirk_keys))}
    game.state = game.state.without(keys["game"])
    game.scorings = [replace(s, inputs=s.inputs.without(keys["scoring"]),
                             typed=_without(s.typed, keys["typed"])) for s in game.scorings]
    steps = {m.step for m in ruleset.modules_with(StepScorer)}
    game.steps = [s for s in game.steps if s.step in steps]  # a step's points go with its module
    game.ruleset = ruleset


def _player_with(player: Player, ruleset: Ruleset, keys: Mapping[str, frozenset[str]],
                 kept: Callable[[Tile], bool]) -> None:
    """A player's city, reserve, state, counts and figures without what ``keys`` name of the
    modules leaving play; the pieces that are not ``kept`` go."""
    city = player.city
    for cell, tile in city:
        if not kept(tile):
            city.take(cell)
        elif keys["tile"] & city.marks(cell).keys():
            city.set_marks(cell, city.marks(cell).without(keys["tile"]))
    player.reserve = [t for t in player.reserve if kept(t)]
    city.set_state(city.state.without(keys["city"]))
    player.reserve_marks = {t: m.without(keys["tile"]) for t, m in player.reserve_marks.items()
                            if m.without(keys["tile"]) and kept(t)}
    player.state = player.state.without(keys["player"])
    player.counts = player.counts and within(player.counts, ruleset.module_ids)
    player.typed = player.typed.without(keys["typed"])
    player.immediate = tuple(g for g in player.immediate if g.module not in keys["typed"])
    city.bind(ruleset)


def _redescribe(game: ModularGame, ruleset: Ruleset) -> None:
    """The game's tiles as the modules coming into play describe them: the catalogue's
    tiles become the pieces of a module that claims the tiles (land tiles printed alike);
    its pieces become the catalogue's tiles again when it leaves — those the catalogue
    holds, once each (the others go with the module)."""
    before, after = game.ruleset.tile_claimant, ruleset.tile_claimant
    if before is after:
        return
    used: set[Tile] = set()

    def described(tile: Tile) -> Tile:
        if after is not None and not tile.is_piece and not tile.is_fountain:
            return after.claimed(tile)
        if before is not None and tile.is_piece and tile.kind in before.piece_kinds and after is None:
            plain = Tile(tile.type, tile.price, tile.walls)
            if plain in game.variant.catalogue and plain not in used:
                used.add(plain)
                return plain
        return tile

    for player in game.players:
        city = player.city
        for cell, tile in list(city):
            if (new := described(tile)) != tile:
                marks = city.marks(cell)
                city.take(cell)
                city.put(cell, new, marks)
        pairs = [(t, described(t)) for t in player.reserve]
        player.reserve = [new for _, new in pairs]
        held = player.reserve_marks
        player.reserve_marks = {new: held[t] for t, new in pairs if t in held}
    if game.dirk is not None:
        pairs = [(t, described(t)) for t in game.dirk]
        game.dirk = [new for _, new in pairs]
        game.dirk_marks = {new: game.dirk_marks[t] for t, new in pairs if t in game.dirk_marks}


def _without(copies: Marks, module_ids: frozenset[str]) -> Marks:
    """A recorded scoring's copies of the typed figures without these modules'."""
    return Marks({name: typed.without(module_ids) for name, typed in copies.items()
                  if isinstance(typed, Marks) and typed.without(module_ids)})
