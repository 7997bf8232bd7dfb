"""The core's hook for a module's scoring step besides the three scorings (palace staff's
before the leftover tiles, MODULES.md §19.2, spec: a recorded scoring with ``"step"``), shown
with a module made for the test: a toll of one point a built tile, before scoring 3. The step
is read, written in its place, scored alone (``score --before-toll``), recorded once in its
place, counted in the totals, in its scoring's column and in the history."""

from __future__ import annotations

import io
import json
from collections.abc import Mapping

import pytest

from alhambra_gui.cli import main
from alhambra_gui.engine import AlhambraError, Game, GameFileError, Tile, Walls, game_from_dict, game_to_dict
from alhambra_gui.engine.explain import history as history_rows
from alhambra_gui.engine.modules import registry
from alhambra_gui.engine.modules.base import Module
from alhambra_gui.engine.modules.facets import StepScorer, TermScorer
from alhambra_gui.engine.tally import ScoringContext, Term
from alhambra_gui.history import History, record_of


class _Toll(Module, StepScorer, TermScorer):
    id = "test_toll"
    name = "Toll"
    summary = ""
    step = "before_toll"
    step_round = 3
    step_title = "before the toll"
    terms: Mapping[str, str] = {"test_toll": "Toll"}

    def step_terms(self, context: ScoringContext) -> Mapping[str, tuple[Term, ...]]:
        return {p.name: (Term(self.id, "test_toll", -len(p.city)),) for p in context.game.players}

    def score_terms(self, context: ScoringContext) -> Mapping[str, tuple[Term, ...]]:
        return {p.name: (Term(self.id, "test_toll", 0),) for p in context.game.players}


@pytest.fixture(autouse=True)
def toll():
    with registry.registered(_Toll):
        yield


def game(scorings: int = 2) -> Game:
    played = Game(["Anna", "Ben"], modules=["test_toll"])
    played.build("Anna", Tile("garden", 8, Walls("NE")), (0, -1))
    played.build("Anna", Tile("pavilion", 4, Walls("ES")), (1, 0))
    played.build("Ben", Tile("tower", 9, Walls("NW")), (0, -1))
    for _ in range(scorings):
        played.record_scoring()
    return played


def test_the_step_is_recorded_once_before_its_scoring_and_counts_in_the_totals():
    played = game(1)
    with pytest.raises(AlhambraError, match="comes after scoring 2, before scoring 3"):
        played.record_step("before_toll")
    played.record_scoring()
    before = played.totals()
    played.record_step("before_toll")
    assert played.totals() == {"Anna": before["Anna"] - 2, "Ben": before["Ben"] - 1}
    with pytest.raises(AlhambraError, match="already recorded"):
        played.record_step("before_toll")
    rows = {r.name: r for r in history_rows(played)}
    assert rows["Anna"].points[2] == -2 and rows["Anna"].total == before["Anna"] - 2  # in scoring 3's column
    played.record_scoring()
    assert played.recorded_points(3, "Anna") == played.scorings[2].points["Anna"] - 2


def test_the_step_is_written_before_its_scoring_and_read_back():
    played = game()
    played.record_step("before_toll")
    played.record_scoring()
    data = game_to_dict(played)
    assert [s.get("step") for s in data["scorings"]] == [None, None, "before_toll", None]
    assert data["scorings"][2] == {"round": 3, "step": "before_toll", "points": {"Anna": -2, "Ben": -1}}
    assert game_from_dict(data, "game.json") == played


@pytest.mark.parametrize(("change", "message"), [
    (lambda d: d["scorings"].insert(1, d["scorings"].pop(2)),
     r"scorings\[1\]\.round: the step before the toll comes once, after scoring 2, before scoring 3"),
    (lambda d: d["scorings"].__setitem__(3, dict(d["scorings"][2])), r"scorings\[3\]\.round: the step"),
    (lambda d: d.update(modules=[]), r"scorings\[2\]\.step: the game does not list the module 'test_toll'"),
    (lambda d: d["scorings"][2].update(step="later"), r"scorings\[2\]\.step: 'later' is not a scoring step"),
])
def test_a_step_out_of_its_place_is_refused_with_the_place(change, message):
    played = game()
    played.record_step("before_toll")
    played.record_scoring()
    data = game_to_dict(played)
    change(data)
    with pytest.raises(GameFileError, match=message):
        game_from_dict(data, "game.json")


def test_score_gives_the_step_alone(tmp_path):
    path = tmp_path / "game.json"
    path.write_text(json.dumps(game_to_dict(game())))
    out = io.StringIO()
    assert main(["score", str(path), "--round", "3", "--before-toll", "--json"], out) == 0
    assert json.loads(out.getvalue()) == {"round": 3, "step": "before_toll", "players": [
        {"name": "Anna", "modules": {"test_toll": -2}, "total": -2},
        {"name": "Ben", "modules": {"test_toll": -1}, "total": -1}], "dirk": None}
    path.write_text(json.dumps(game_to_dict(Game(["Anna", "Ben"]))))
    assert main(["score", str(path), "--round", "3", "--before-toll"], io.StringIO()) == 2


def test_the_module_leaving_takes_its_step_along_and_the_history_keeps_it(tmp_path):
    played = game()
    played.record_step("before_toll")
    played.record_scoring()
    record = record_of(played)
    anna = record.seats[0]
    assert sum(anna.points) == anna.total  # the step in scoring 3's points
    assert ("test_toll", "test_toll", -2) in [(t.source, t.key, t.points) for t in anna.terms[3]]
    history = History.open(tmp_path / "h.sqlite").history
    game_id = history.add(record)
    assert history.scorings(game_id)[0][3] == played.recorded_points(3, "Anna")
    history.close()
    played.set_modules([])
    assert played.steps == []
