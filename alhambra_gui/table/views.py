"""The game as a phone sees it, as plain JSON data: the table (players, totals, the winner),
one player's city as the game file describes it with its longest wall and problems, and that
city's points "if scored now", every number with the engine's explanation. The phone words
them in its language (resources/table/strings.json)."""

from __future__ import annotations

from typing import Any

from ..engine import DIRK, Game, RoundScore, explain_award, game_to_dict
from ..engine.explain import ranks
from ..engine.names import PLAYER_COLOUR
from ..engine.tally import PlayerScore

#: The players' colours when the file holds none (the desktop's, by seat).
SEAT_COLOURS = ("#d35400", "#2471a3", "#229954", "#7d3c98", "#c0392b", "#b7950b")


def colour_of(game: Game, name: str) -> str:
    colour = game.player(name).extra.get("colour")
    if isinstance(colour, str) and PLAYER_COLOUR.fullmatch(colour):
        return colour
    return SEAT_COLOURS[game.names.index(name) % len(SEAT_COLOURS)]


def scoring_round(game: Game) -> int:
    """The scoring "if scored now" means: the next one, or the last after the game."""
    return game.next_round or 3


class GameView:
    """Everything phones are shown of one state of the game, worked out once for all phones."""

    def __init__(self, game: Game, version: int) -> None:
        self.game = game
        self.version = version
        self.round = scoring_round(game)
        self.score: RoundScore = game.score(self.round)
        self.file = game_to_dict(game)
        self.table = self._table()

    def _table(self) -> dict[str, Any]:
        game, variant = self.game, self.game.variant
        totals = game.totals()
        now = self.score.points()
        rank = ranks({n: t for n, t in totals.items() if n != DIRK})
        players = [{"name": n, "colour": colour_of(game, n), "total": totals.get(n, 0),
                    "now": now.get(n, 0), "rank": rank.get(n)} for n in game.names]
        dirk = None
        if game.dirk is not None:
            dirk = {"name": DIRK, "total": totals.get(DIRK, 0), "now": now.get(DIRK, 0)}
        return {
            "variant": variant.name, "edge": "moats" if variant.moats else "walls",
            "types": [{"id": t.id, "letter": t.letter, "colour": t.colour} for t in variant.types],
            "modules": list(game.modules), "round": self.round, "scorings": len(game.scorings),
            "finished": game.finished, "winners": game.winners(), "players": players, "dirk": dirk,
            "photo": not variant.faces, "editable": self._editable(),
        }

    def _editable(self) -> bool:
        """Whether a phone may edit its city: build a tile of its reserve or the bag, move one
        into the reserve, put the modules' markers and pieces (``city_edits``); not once the
        game is over (its scores recorded, as a photo would change nothing they say)."""
        return not self.game.finished

    def city(self, name: str) -> dict[str, Any]:
        """The player's city as its file entries (tiles, pieces and their marks), its gates,
        the trader disc, its reserve (file entries too), its longest wall and what it breaks."""
        index = self.game.names.index(name)
        entry = self.file["players"][index]
        city = self.game.player(name).city
        run = city.wall_run()
        return {"cells": entry.get("city", []), "gates": entry.get("gates", []),
                "trader": entry.get("trader"),
                "reserve": entry.get("reserve", []),
                "wall": {"length": run.length, "segments": [[s.cell.x, s.cell.y, s.side.name]
                                                            for s in run.segments]},
                "violations": [v.to_dict() for v in city.violations()]}

    def points(self, name: str) -> dict[str, Any]:
        """The player's points if scored now: each building type with why, the wall, the modules."""
        player = next(p for p in self.score.players if p.name == name)
        return {"round": self.round, "buildings": self._buildings(player), "wall": player.wall,
                "modules": [{"key": t.key, "points": t.points} for t in player.module_terms],
                "total": player.total, "counts_only": player.typed}

    def _buildings(self, player: PlayerScore) -> list[dict[str, Any]]:
        rows = []
        for type_id, award in player.buildings.items():
            e = explain_award(award, type_id, self.round)
            rows.append({"type": type_id, "count": e.count, "points": e.points, "kind": e.kind,
                         "place": e.place, "shared_with": list(e.shared_with),
                         "place_points": list(e.place_points), "multiplier": e.multiplier,
                         "type_total": e.type_total})
        return rows
