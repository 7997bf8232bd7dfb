"""Typed figures and immediate points through the session, with no widget: each figure
typed one undoable step that merges per player and figure, each gain its own step, a
refusal pushing nothing (tests/typed_module.py is the module)."""

from __future__ import annotations

import pytest

from alhambra_gui.app.change import Change
from alhambra_gui.engine import Game, ModuleError
from tests.typed_module import ID, registered


@pytest.fixture
def typed_session(make_session):
    with registered():
        yield make_session(Game(["Anna", "Ben"], modules=[ID]))


def _figure(session, name, key):
    return session.game.player(name).typed[ID][key]


def test_values_typed_into_one_figure_merge_into_one_step(typed_session):
    session = typed_session
    changes = []
    session.changed.connect(changes.append)
    for value in (1, 2, 3):
        session.figures.set_figure("Anna", ID, "black", value)
    assert session.undo_stack.count() == 1
    assert session.undo_stack.undoText() == "Type Anna's Black birds: 3"
    assert changes[-1] == Change.of_cities(["Anna"])
    session.figures.set_figure("Anna", ID, "white", 1)  # another figure: another step
    session.figures.set_figure("Ben", ID, "white", 1)  # another player: another step
    assert session.undo_stack.count() == 3
    session.undo_stack.undo()
    session.undo_stack.undo()
    assert _figure(session, "Anna", "black") == 3 and "white" not in session.game.player("Anna").typed[ID]
    session.undo_stack.undo()
    assert not session.game.player("Anna").typed
    assert not session.is_modified


def test_a_refused_figure_pushes_nothing_and_names_player_module_and_limit(typed_session):
    session = typed_session
    session.figures.set_figure("Ben", ID, "white", 4)
    with pytest.raises(ModuleError) as caught:
        session.figures.set_figure("Anna", ID, "white", 2)
    assert str(caught.value) == "Anna, 'test_aviary': White birds: 6 among the players (the box has 5)"
    assert session.undo_stack.count() == 1
    assert "white" not in session.game.player("Anna").typed.get(ID, {})


def test_each_gain_is_its_own_step_and_counts_in_the_total(typed_session):
    session = typed_session
    session.figures.add_gain("Ben", ID, 2)
    session.figures.add_gain("Ben", ID, 2)
    assert session.undo_stack.count() == 2
    assert session.undo_stack.undoText() == 'Enter 2 points of "Aviary" for Ben'
    assert session.game.totals()["Ben"] == 5 + 4
    session.figures.take_back_gain("Ben", ID)
    assert session.undo_stack.undoText() == 'Take back Ben\'s last points of "Aviary"'
    assert session.game.totals()["Ben"] == 7
    session.undo_stack.undo()
    assert session.game.totals()["Ben"] == 9


# ---- the command line ------------------------------------------------------------------------
def _write(tmp_path, typed_a, immediate=()):
    import json

    path = tmp_path / "game.json"
    path.write_text(json.dumps({"format": "alhambra-game", "version": 1, "modules": [ID], "players": [
        {"name": "Anna", "typed": {ID: typed_a}, "immediate": list(immediate)}, {"name": "Ben"}]}))
    return str(path)


def test_check_and_score_on_the_command_line(tmp_path, capsys):
    import io
    import json

    from alhambra_gui.cli import main

    with registered():
        bad = _write(tmp_path, {"white": 6})
        assert main(["check", bad], io.StringIO()) == 2
        expected = "game.json: players[0].typed.test_aviary.white: 6 white birds (the box has 5)"
        assert capsys.readouterr().err == f"alhambra-gui: error: {expected}\n"
        good = _write(tmp_path, {"white": 2, "wall": 4}, [{"module": ID, "points": 2, "round": 1}])
        assert main(["check", good], io.StringIO()) == 0
        out = io.StringIO()
        assert main(["score", good, "--round", "1", "--json"], out) == 0
        anna = json.loads(out.getvalue())["players"][0]
        assert (anna["wall"], anna["modules"], anna["immediate"], anna["total"]) == (4, {ID: 2}, {ID: 7}, 6)
        out = io.StringIO()
        main(["score", good, "--round", "1"], out)
        assert out.getvalue().splitlines()[-4:] == [
            "Immediate points (won during play; in the game's total, not in this scoring's):",
            "player  test_aviary  in all", "Anna              7       7", "Ben               5       5"]
