"""Reading a game file's document (spec/game-file.md), strictly: ``GameReader`` fails at the
first problem with its place, e.g. ``players[0].city[3]: no tile garden 8 with walls "NS"``;
modules read their own fields through it (``modules.base.FieldReader``). Writing, and the
file itself, are ``gamefile``'s.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from . import counts_file
from .city import City
from .context import RecordedScoring
from .errors import AlhambraError
from .figure_checks import typed_problems
from .figure_file import (
    IMMEDIATE,
    TYPED,
    read_immediate,
    read_scoring_typed,
    read_typed,
)
from .file_reader import ValueReader
from .game import CURRENCIES, MARKET_SQUARES, Game
from .geometry import ORIGIN, Cell
from .marks import Marks
from .modules import registry
from .modules.base import Level, module_word
from .modules.facets import FigureTyper, FileChecker, PieceMaker, StepScorer
from .names import MAX_PLAYERS, PLAYER_COLOUR, check_names, excerpt
from .player import Player
from .ruleset import Ruleset
from .scoring import DIRK
from .tiles import Tile
from .unknown import kept
from .variant import VARIANTS, Variant, get_variant
from .words import QT_TRANSLATE_NOOP, Line

FORMAT = "alhambra-game"
VERSION = 1
MONEY_LIMIT = 10_000
#: A recorded scoring's points lie within ±POINTS_LIMIT: more than any scoring can reach
#: (the buildings and the wall give a few hundred; other points, negative too, up to 100
#: lines of ±10 000 per player: tests/test_engine_gamefile.py holds the two together).
POINTS_LIMIT = 10_000_000
_TOP_KEYS = {"format", "version", "variant", "modules", "players", "dirk", "scorings"}
_PLAYER_KEYS = {"name", "city", "reserve", "money", TYPED, IMMEDIATE, *counts_file.PLAYER_KEYS}
_SCORING_KEYS = {"round", "points", "dirk_held", "tiles_known", "market_tiles", TYPED}
_STEP_ONCE = QT_TRANSLATE_NOOP(
    "AlhambraError", "the step {step} comes once, after scoring {before}, before scoring {round}")


def _module_keys(*levels: Level) -> Mapping[str, str]:
    """Every registered module's file keys at these levels, with the module's id."""
    return registry.field_owners(*levels)


def _unknown(data: Mapping[str, Any], known: set[str], level: Level) -> dict[str, Any]:
    """The fields of an object that neither the format nor a module (at ``level``) knows:
    kept as they are (frozen, see ``engine.unknown``), and written back on save."""
    return kept(data, known | _module_keys(level).keys())



class GameReader(ValueReader):
    """Reads one document, failing at the first problem with its place. Modules read their
    own fields through it (``modules.base.FieldReader``)."""

    def __init__(self, source: str) -> None:
        super().__init__(source)
        self.seen: dict[tuple[Any, ...], str] = {}
        self.rules = Ruleset(get_variant("alhambra"))
        #: Where each tile stands in the file, to name the place of a module's problem.
        self.places: dict[tuple[str, Cell | Tile], str] = {}
        self.player_places: dict[str, str] = {}
        #: The unknown fields of each tile's entry (``Game.tile_extra``).
        self.tile_extra: dict[Tile, dict[str, Any]] = {}
        self.dirk_extra: dict[str, Any] = {}
        self.dirk_marks: dict[Tile, Marks] = {}

    @property
    def variant(self) -> Variant:
        return self.rules.variant

    def game(self, data: Any) -> Game:
        self.mapping(data, "", QT_TRANSLATE_NOOP("AlhambraError", "a game"))
        if data.get("format") != FORMAT:
            raise self.fail("format", QT_TRANSLATE_NOOP(
                "AlhambraError", 'not an Alhambra game file (format must be "{format}")'), format=FORMAT)
        version = self.integer(data.get("version"), "version", 1, 10_000)
        if version != VERSION:
            raise self.fail("version", QT_TRANSLATE_NOOP(
                "AlhambraError",
                "format version {version} is not supported (this app reads version {known})"),
                version=version, known=VERSION)
        variant = data.get("variant", "alhambra")
        if variant not in VARIANTS:
            raise self.fail("variant", QT_TRANSLATE_NOOP("AlhambraError", "must be one of {names}"),
                            names=", ".join(VARIANTS))
        self.rules = self.ruleset(get_variant(variant), data.get("modules", []))
        state = self.fields(data, "", "game")
        players = self.array(data.get("players"), "players", MAX_PLAYERS, minimum=1)
        roster = [self.player(p, f"players[{i}]") for i, p in enumerate(players)]
        try:
            check_names([p.name for p in roster])
        except AlhambraError as error:
            raise self.fail("players", error.line) from None
        dirk = self.dirk(data["dirk"], len(roster)) if data.get("dirk") is not None else None
        game = Game(roster, variant=self.variant, dirk=dirk, modules=self.rules.module_ids)
        game.dirk_marks = self.dirk_marks
        game.state = state
        participants = set(game.names) | ({DIRK} if game.dirk_in_play else set())
        scorings = data.get("scorings")  # optional: absent or null means none recorded yet
        recorded = self.scorings([] if scorings is None else scorings, participants)
        game.scorings = [s for s in recorded if not s.step]
        game.steps = [s for s in recorded if s.step]
        game.extra = kept(data, _TOP_KEYS | _module_keys("game").keys())
        game.tile_extra, game.dirk_extra = self.tile_extra, self.dirk_extra
        for module in self.rules.checked(FileChecker):
            for place, what in module.problems(game, _FilePlaces(self)):
                raise self.fail(place, what)
        for place, what in typed_problems(game, _FilePlaces(self)):
            raise self.fail(place, what)
        return game

    def ruleset(self, variant: Variant, modules: Any) -> Ruleset:
        ids = [self.text(m, f"modules[{i}]", 40) for i, m in enumerate(self.array(modules, "modules", 100))]
        if len(set(ids)) != len(ids):
            raise self.fail("modules", QT_TRANSLATE_NOOP("AlhambraError", "a module is listed twice"))
        try:
            return Ruleset.of(variant, ids)
        except AlhambraError as error:
            raise self.fail("modules", error.line) from None

    def fields(self, data: Mapping[str, Any], place: str, *levels: Level) -> Marks:
        """The module fields of one object at these levels; a field of a module that is not
        in play is refused."""
        values: dict[str, Any] = {}
        for key, module_id in _module_keys(*levels).items():
            if key not in data:
                continue
            where = f"{place}.{key}" if place else key
            found = next((f for f in self.rules.fields(*levels) if f.key == key), None)
            if found is None:
                raise self.fail(where, QT_TRANSLATE_NOOP(
                    "AlhambraError", "the game does not list the module {module}"),
                                module=module_word(module_id))
            values[key] = found.read(self, data[key], where)
        return Marks(values)

    def player(self, data: Any, place: str) -> Player:
        self.mapping(data, place, QT_TRANSLATE_NOOP("AlhambraError", "a player"))
        name = data.get("name")
        if not isinstance(name, str):
            raise self.fail(f"{place}.name", QT_TRANSLATE_NOOP("AlhambraError", "must be a text"))
        self.player_places[name] = place
        city = City()
        for i, item in enumerate(self.array(data.get("city", []), f"{place}.city", 200)):
            where = f"{place}.city[{i}]"
            cell = self.cell(item, where)
            if cell == ORIGIN:
                raise self.fail(where, QT_TRANSLATE_NOOP(
                    "AlhambraError", "a tile on the fountain's cell (0, 0)"))
            if cell in city:
                raise self.fail(where, QT_TRANSLATE_NOOP("AlhambraError", "two tiles on one cell ({x}, {y})"),
                                x=cell.x, y=cell.y)
            city.put(cell, self.tile(item, where, {"x", "y"}), self.fields(item, where, "tile"))
            self.places[(name, cell)] = where
        reserve, marks = [], {}
        for i, item in enumerate(self.array(data.get("reserve", []), f"{place}.reserve", 200)):
            where = f"{place}.reserve[{i}]"
            tile = self.tile(item, where)
            reserve.append(tile)
            if found := self.fields(item, where, "tile"):
                marks[tile] = self.reserve_marks(found, where)
            self.places[(name, tile)] = where
        city.set_state(self.fields(data, place, "city"))
        money = self.money(data.get("money", {}), f"{place}.money")
        colour = data.get("colour")
        if colour is not None and not (isinstance(colour, str) and PLAYER_COLOUR.fullmatch(colour)):
            raise self.fail(f"{place}.colour", QT_TRANSLATE_NOOP(
                "AlhambraError", "must be a colour written #rrggbb"))
        extra = kept(data, _PLAYER_KEYS | _module_keys("player", "city").keys())
        player = Player(name, city, reserve, money, extra, marks, self.fields(data, place, "player"),
                        counts_file.read(self, data, place, self.rules.module_ids))
        if data.get(TYPED) is not None:
            player.typed = read_typed(self, data[TYPED], f"{place}.{TYPED}", self.rules)
        if data.get(IMMEDIATE) is not None:
            player.immediate = read_immediate(self, data[IMMEDIATE], f"{place}.{IMMEDIATE}", self.rules)
        return player

    def reserve_marks(self, marks: Marks, place: str) -> Marks:
        for key in self.rules.city_only_keys() & marks.keys():
            raise self.fail(f"{place}.{key}", QT_TRANSLATE_NOOP(
                "AlhambraError", "is only allowed on a tile built in a city"))
        return marks

    # ---- places for module problems (modules.base.Locate) ----
    def tile_place(self, player: str, cell: Cell | None, tile: Tile, key: str) -> str:
        """The place of a tile of a city, a reserve or (``player`` Dirk) Dirk's pile; with
        ``key`` "" the entry itself."""
        where = self.places.get((player, tile if cell is None else cell), self.player_places.get(player, ""))
        return f"{where}.{key}" if key else where

    def player_place(self, player: str, key: str) -> str:
        return f"{self.player_places.get(player, 'players')}.{key}"

    def dirk(self, data: Any, player_count: int) -> list[Tile]:
        self.mapping(data, "dirk", QT_TRANSLATE_NOOP("AlhambraError", "an object with tiles"))
        if player_count != 2 or not self.variant.dirk_allowed:
            raise self.fail("dirk", QT_TRANSLATE_NOOP(
                "AlhambraError", "Dirk plays only in two-player Alhambra games"))
        self.dirk_extra = kept(data, {"tiles"})
        tiles = []
        for i, item in enumerate(self.array(data.get("tiles", []), "dirk.tiles", 200)):
            where = f"dirk.tiles[{i}]"
            tiles.append(self.tile(item, where))
            self.places[(DIRK, tiles[-1])] = where
            if found := self.fields(item, where, "tile"):
                self.dirk_marks[tiles[-1]] = self.dirk_tile_marks(found, where)
        return tiles

    def dirk_tile_marks(self, marks: Marks, place: str) -> Marks:
        """A tile of Dirk's pile holds only the marks a module allows there (an extension)."""
        allowed = {f.key for f in self.rules.fields("tile") if f.dirk}
        for key in sorted(marks.keys() - allowed):
            raise self.fail(f"{place}.{key}", QT_TRANSLATE_NOOP(
                "AlhambraError", "is not allowed on a tile of Dirk's pile"))
        return marks

    def scorings(self, data: Any, names: set[str]) -> list[RecordedScoring]:
        """The recorded scorings and, each right before the scoring it precedes, the modules'
        scoring steps (palace staff's before the leftover tiles)."""
        result: list[RecordedScoring] = []
        steps = registry.count_with(StepScorer)  # in play or not: a step is refused with its reason
        for i, item in enumerate(self.array(data, "scorings", 3 + steps)):
            place = f"scorings[{i}]"
            self.mapping(item, place, QT_TRANSLATE_NOOP("AlhambraError", "an object"))
            due = sum(1 for s in result if not s.step) + 1
            if item.get("step") is not None:
                result.append(self.step(item, place, names, due, result))
                continue
            round_ = self.integer(item.get("round"), f"{place}.round", 1, 3)
            if round_ != due:
                raise self.fail(f"{place}.round", QT_TRANSLATE_NOOP(
                    "AlhambraError", "scoring {due} is due here, not {round}"), due=due, round=round_)
            points = self.points(item, place, names)
            dirk_held, known, market = (None if item.get(key) is None
                                        else self.integer(item[key], f"{place}.{key}", 0, high)
                                        for key, high in (("dirk_held", 1000), ("tiles_known", 1000),
                                                          ("market_tiles", MARKET_SQUARES)))
            inputs = self.fields(item, place, "scoring")
            extra = _unknown(item, _SCORING_KEYS, "scoring")
            copies = read_scoring_typed(self, item[TYPED], f"{place}.{TYPED}", self.rules, names - {DIRK}) \
                if item.get(TYPED) is not None else Marks()
            result.append(RecordedScoring(round_, points, dirk_held, known, inputs, extra,
                                          typed=copies, market_tiles=market))
        return result

    def step(self, item: Mapping[str, Any], place: str, names: set[str], due: int,
             before: list[RecordedScoring]) -> RecordedScoring:
        """A module's scoring step: its module in play, once, right before the scoring it precedes."""
        name = self.text(item["step"], f"{place}.step", 40)
        scorer = next((m for m in self.rules.modules_with(StepScorer) if m.step == name), None)
        if scorer is None:
            owner = next((m for m in registry.modules_with(StepScorer) if m.step == name), None)
            if owner is not None:
                raise self.fail(f"{place}.step", QT_TRANSLATE_NOOP(
                    "AlhambraError", "the game does not list the module {module}"),
                    module=module_word(owner.id))
            raise self.fail(f"{place}.step", QT_TRANSLATE_NOOP(
                "AlhambraError", "{step} is not a scoring step of a module in play"), step=excerpt(name))
        round_ = self.integer(item.get("round"), f"{place}.round", 1, 3)
        if round_ != scorer.step_round or due != round_ or any(s.step == name for s in before):
            raise self.fail(f"{place}.round", _STEP_ONCE, step=Line("Module", scorer.step_title),
                            before=scorer.step_round - 1, round=scorer.step_round)
        extra = _unknown(item, {"round", "step", "points"}, "scoring")
        return RecordedScoring(round_, self.points(item, place, names), extra=extra, step=name)

    def points(self, item: Mapping[str, Any], place: str, names: set[str]) -> dict[str, int]:
        """A recorded scoring's points, by participant."""
        points = self.mapping(item.get("points"), f"{place}.points", QT_TRANSLATE_NOOP(
            "AlhambraError", "an object"))
        for name, value in points.items():
            if name == DIRK and name not in names:
                raise self.fail(f"{place}.points", QT_TRANSLATE_NOOP(
                    "AlhambraError", "Dirk is not in play"))
            if name not in names:
                raise self.fail(f"{place}.points", QT_TRANSLATE_NOOP(
                    "AlhambraError", "{name} is not a player"),
                                name=excerpt(name))
            self.integer(value, f"{place}.points.{name}", -POINTS_LIMIT, POINTS_LIMIT)
        return dict(points)

    def tile(self, data: Any, place: str, placed: set[str] | None = None) -> Tile:
        """A tile's entry; ``placed``: the keys that say where it stands (a city's x and y)."""
        variant = self.variant
        self.mapping(data, place, QT_TRANSLATE_NOOP("AlhambraError", "a tile"))
        if data.get("kind") is not None or _claimant(data) is not None or self.rules.tile_claimant:
            piece = self.piece(data, place)
            known = {"kind", *self.rules.tile_to_dict(piece), *(placed or ())}
            if extra := _unknown(data, known, "tile"):  # kept as for a tile
                self.tile_extra[piece] = extra
            return piece
        kind = self.text(data.get("type"), f"{place}.type", 40)
        value = self.integer(data.get(variant.value_key), f"{place}.{variant.value_key}", 0, 99)
        tile = Tile(kind, value, self.walls(data.get(variant.edge_key, ""), f"{place}.{variant.edge_key}"))
        try:
            variant.check_tile(tile)
        except AlhambraError as error:
            raise self.fail(place, error.line) from None
        key = variant.identity(tile)
        if key in self.seen:
            raise self.fail(place, QT_TRANSLATE_NOOP(
                "AlhambraError", "{tile} is used twice (also at {place})"),
                            tile=variant.tile_word(tile), place=self.seen[key])
        self.seen[key] = place
        if extra := _unknown(data, {"type", variant.value_key, variant.edge_key, *(placed or ())}, "tile"):
            self.tile_extra[tile] = extra
        return tile

    def piece(self, data: Mapping[str, Any], place: str) -> Tile:
        """A module's piece, read by the module in play whose kind it is (or, for an entry
        without kind, whose ``claim_key`` it holds: ``"magical": true``; else the one in play
        whose pieces are the building tiles)."""
        claimant = _claimant(data) if data.get("kind") is None else None
        if claimant is None and data.get("kind") is None and self.rules.tile_claimant is not None:
            return self.rules.tile_claimant.read_piece(self, data, place)
        if claimant is not None:
            if claimant not in self.rules.modules_with(PieceMaker):
                where = f"{place}.{claimant.claim_key}" if place else str(claimant.claim_key)
                raise self.fail(where, QT_TRANSLATE_NOOP(
                    "AlhambraError", "the game does not list the module {module}"),
                    module=module_word(claimant.id))
            return claimant.read_piece(self, data, place)
        where = f"{place}.kind" if place else "kind"
        kind = self.text(data["kind"], where, 40)
        module = self.rules.piece_module(kind)
        if module is None:
            owner = registry.piece_module(kind)
            if owner is not None:
                raise self.fail(where, QT_TRANSLATE_NOOP(
                    "AlhambraError", "the game does not list the module {module}"),
                    module=module_word(owner.id))
            raise self.fail(where, QT_TRANSLATE_NOOP(
                "AlhambraError", "{kind} is not a kind of piece (one of {kinds})"), kind=excerpt(kind),
                kinds=", ".join(k for m in registry.modules_with(PieceMaker) for k in m.piece_kinds)
                or "none")
        return module.read_piece(self, data, place)

    def money(self, data: Any, place: str) -> dict[str, int]:
        self.mapping(data, place, QT_TRANSLATE_NOOP("AlhambraError", "an object of currencies"))
        for currency in data:
            if currency not in CURRENCIES:
                raise self.fail(place, QT_TRANSLATE_NOOP(
                    "AlhambraError", "{name} is not a currency ({names})"),
                                name=excerpt(currency), names=", ".join(CURRENCIES))
        return {c: self.integer(v, f"{place}.{c}", 0, MONEY_LIMIT) for c, v in data.items()}


def _claimant(data: Mapping[str, Any]) -> PieceMaker | None:
    """The module (in play or not) whose ``claim_key`` makes an entry without kind its piece
    (an entry with no key set to true names none: no module is imported to know it)."""
    if not any(value is True for value in data.values()):
        return None
    return next((m for m in registry.modules_with(PieceMaker)
                 if m.claim_key is not None and data.get(m.claim_key) is True), None)


class _FilePlaces:
    """Names a module's problem by its place in the file being read."""

    def __init__(self, reader: GameReader) -> None:
        self._reader = reader

    def tile(self, player: str, cell: Cell | None, tile: Tile, key: str) -> str:
        return self._reader.tile_place(player, cell, tile, key)

    def player(self, player: str, key: str) -> str:
        return self._reader.player_place(player, key)

    def game(self, key: str) -> str:
        return key

    def scoring(self, index: int, key: str) -> str:
        return f"scorings[{index}].{key}"

    def typed(self, player: str, module_id: str, key: str, scoring: int | None = None) -> str:
        typer = registry.module_as(module_id, FigureTyper)
        bare = typer is not None and typer.bare_figure  # the file writes its one figure bare
        path = f"{module_id}.{key}" if key and not bare else module_id
        if scoring is not None:
            return f"scorings[{scoring}].typed.{player}.{path}"
        return self._reader.player_place(player, f"typed.{path}")

    def gain(self, player: str, index: int, module_id: str) -> str:
        return self._reader.player_place(player, f"immediate[{index}]")
