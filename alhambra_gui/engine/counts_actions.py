"""Switching a player between their digitised city and typed counts, and typing counts.

Switching keeps both: the city stays as it was while the counts are used, and the counts
stay while the city is used. The first switch to counts fills them from the city (an
empty city gives zeros), so that nothing changes until the table types other numbers.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable
from typing import TYPE_CHECKING

from .counts import Counts, CountsError, typed
from .counts_rules import check
from .modules.facets import CountsInput
from .names import player_word
from .words import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from .game import Game


def from_city(game: Game, name: str) -> Counts:
    """What scoring sees in a player's digitised city, as typed counts: the finished
    buildings per type (Granada: with the highest value of each), the longest wall, and
    what each module in play takes from the city (the chests on buildings, …)."""
    player = game.player(name)
    city, rules = player.city, game.ruleset
    buildings: dict[str, int] = {}
    highest: dict[str, int] = {}
    for cell, tile in city:
        if rules.is_building_tile(tile, city.marks(cell)):
            buildings[tile.type] = buildings.get(tile.type, 0) + 1
            highest[tile.type] = max(highest.get(tile.type, 0), tile.price)
    typed_in = {m.id: m.counts_from_city(game, player) for m in rules.modules_with(CountsInput)}
    highest = highest if game.variant.ties_by_highest else {}
    return Counts(buildings, city.longest_wall(), highest, typed_in)


def use_counts(game: Game, name: str, *, refill: bool = False) -> None:
    """Score a player from typed counts: those kept from before, or (the first time, or
    ``refill``) the counts of the digitised city."""
    player = game.player(name)
    if player.counts is None or refill:
        player.counts = from_city(game, name)
    else:
        player.counts = dataclasses.replace(player.counts, in_use=True)


def use_city(game: Game, name: str) -> None:
    """Score a player from the digitised city again; the typed counts are kept."""
    player = game.player(name)
    if typed(player) is None:
        raise CountsError(QT_TRANSLATE_NOOP("AlhambraError", "{name} is scored from the city already"),
                          name=player_word(player.name))
    assert player.counts is not None
    player.counts = dataclasses.replace(player.counts, in_use=False)


def set_counts(game: Game, name: str, counts: Counts) -> None:
    """Type a player's counts (refused with a sentence when no city could have them)."""
    player = game.player(name)
    check(counts, game.variant, game.modules, player.name)
    player.counts = counts


def check_kept(before: Game, after: Game) -> None:
    """Refuse a change of a city that is kept while its player is scored from counts (a
    safety net after every edit: the table switches to the city first)."""
    for player in after.players:
        if typed(player) is None:
            continue
        old = next((p for p in before.players if p.name == player.name), None)
        if old is not None and typed(old) is not None and dict(old.city) != dict(player.city):
            raise _kept(player.name)


def refuse_kept(game: Game, names: Iterable[str]) -> None:
    """Refuse, before trying, to change the city of a player scored from typed counts."""
    for name in names:
        if typed(game.player(name)) is not None:
            raise _kept(name)


def _kept(name: str) -> CountsError:
    return CountsError(QT_TRANSLATE_NOOP(
        "AlhambraError",
        "{name} is scored from typed counts: the city is kept as it was until the table switches back to it"),
        name=player_word(name))
