"""The end-of-game dialog's words and its bag: a currency's name, the sentence of who
receives a market tile, and the tiles that may lie on the market."""

from __future__ import annotations

from ...app import labels
from ...app.labels import arg, tr
from ...engine import Game, MarketAward, Tile, isolated
from ..tiles.tile_filter import palette_tiles
from .score_text import name_list


def currency_name(currency: str) -> str:
    names = {"denar": tr("Denar"), "dirham": tr("Dirham"), "dukat": tr("Ducat"), "florin": tr("Florin")}
    return names.get(currency, currency)


def award_text(award: MarketAward, tile_name: str) -> str:
    """"Garden 8 (walls N) on Dirham → Anna: most Dirham (Anna 7, Ben 3)" and the tie and
    nobody variants."""
    money = currency_name(award.currency)
    amounts = labels.joined(f"{name} {amount}" for name, amount in award.amounts.items())
    if award.recipient is not None:
        text, who = tr("%1 on %2 → %3: most %2 (%4)"), isolated(award.recipient)
    elif award.tied:
        text, who = tr("%1 on %2 stays on the market: %3 tie for most %2 (%4)"), name_list(award.tied)
    else:
        text, who = tr("%1 on %2 stays on the market: nobody holds %2"), ""
    return arg(text, tile_name, money, who, amounts)


def bag_tiles(game: Game) -> list[Tile]:
    """The tiles that may lie on the market: Alhambra's catalogue tiles nowhere in the game;
    Granada's faces (no catalogue) nowhere in it, without moats (the dialog's row adds them)."""
    if not game.variant.faces:
        return game.free_tiles()
    used = {game.variant.identity(t) for t in game.known_tiles()}
    return [t for t in palette_tiles(game.variant) if game.variant.identity(t) not in used]
