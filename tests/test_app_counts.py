"""Typed counts through the session: each switch and each number one undoable step that
names itself, and the city of a counts-only player kept."""

from __future__ import annotations

import pytest

from alhambra_gui.app.change import Change
from alhambra_gui.engine.counts import CountsError, typed


def test_switching_is_one_step_each_way_and_undo_restores_both(session):
    city = dict(session.game.player("Ben").city)
    changes = []
    session.changed.connect(changes.append)
    session.counts.set_counts_only("Ben", True)
    assert changes == [Change.of_cities(["Ben"])]
    assert session.undo_stack.undoText() == "Score Ben from typed counts"
    session.counts.set_wall("Ben", 11)
    session.counts.set_counts_only("Ben", False)
    assert session.undo_stack.undoText() == "Score Ben from the digitised city"
    assert dict(session.game.player("Ben").city) == city
    assert session.game.player("Ben").counts.wall == 11
    session.undo_stack.undo()
    assert typed(session.game.player("Ben")).wall == 11
    for _ in range(2):
        session.undo_stack.undo()
    assert session.game.player("Ben").counts is None and dict(session.game.player("Ben").city) == city
    assert session.undo_stack.count() == 3 and session.is_modified is False


@pytest.mark.parametrize(("edit", "text"), [
    (lambda s: s.counts.set_count("Ben", "tower", 3), "Type Ben's count of Tower: 3"),
    (lambda s: s.counts.set_wall("Ben", 8), "Type Ben's longest wall: 8"),
    (lambda s: s.counts.refill("Ben"), "Take Ben's counts from the digitised city"),
])
def test_each_typed_number_names_its_step(session, edit, text):
    session.counts.set_counts_only("Ben", True)
    edit(session)
    assert session.undo_stack.undoText() == text


def test_a_count_no_city_could_have_pushes_nothing(session):
    session.counts.set_counts_only("Ben", True)
    steps = session.undo_stack.count()
    with pytest.raises(CountsError, match="Ben's counts: wall: 999 is out of range"):
        session.counts.set_wall("Ben", 999)
    assert session.undo_stack.count() == steps


def test_moving_a_tile_of_a_kept_city_is_refused_with_the_reason(session):
    session.counts.set_counts_only("Anna", True)
    cell = next(c for c, _ in session.game.player("Anna").city)
    with pytest.raises(CountsError, match="Anna is scored from typed counts: the city is kept"):
        session.unbuild("Anna", cell, force=True)
    session.counts.set_counts_only("Anna", False)
    session.unbuild("Anna", cell, force=True)
    assert cell not in session.game.player("Anna").city


def test_a_modules_number_typed_keeps_its_others_but_never_corrects_itself(make_session):
    """With the number typed, the module keeps its other numbers possible (keep_counts); the
    number typed itself is refused when no city could have it, not changed."""
    from alhambra_gui.engine import Game, Player

    game = Game([Player("Anna"), Player("Ben")], modules=["caliphs_guidelines"])
    game.state = game.state.with_("caliphs_guidelines", (7,))
    session = make_session(game)
    session.counts.set_counts_only("Anna", True)
    session.counts.set_count("Anna", "tower", 2)
    with pytest.raises(CountsError, match="5 building types, but 1 are counted"):
        session.counts.set_number("Anna", "caliphs_guidelines", "7", 5)
    session.counts.set_number("Anna", "caliphs_guidelines", "7", 1)
    assert session.game.player("Anna").counts.typed_number("caliphs_guidelines", "7") == 1


# ---- a run of numbers into one field is one step ----------------------------------------------

def test_numbers_typed_one_after_the_other_into_one_field_merge_into_one_step(session):
    session.counts.set_counts_only("Ben", True)
    wall = typed(session.game.player("Ben")).wall
    changes = []
    session.changed.connect(changes.append)
    for value in (wall + 1, wall + 2, wall + 3):
        session.counts.set_wall("Ben", value)
    assert session.undo_stack.count() == 2  # the switch, then one step for the three clicks
    assert session.undo_stack.undoText() == f"Type Ben's longest wall: {wall + 3}"
    assert changes == [Change.of_cities(["Ben"])] * 3
    session.undo_stack.undo()
    assert typed(session.game.player("Ben")).wall == wall  # all three at once
    session.undo_stack.redo()
    assert typed(session.game.player("Ben")).wall == wall + 3


@pytest.mark.parametrize("other", [
    lambda s: s.counts.set_count("Ben", "tower", 2),  # another field
    lambda s: s.counts.set_wall("Chen", 3),  # another player's
    lambda s: s.counts.refill("Ben"),  # not a number typed
])
def test_another_field_or_player_between_starts_a_new_step(session, other):
    session.counts.set_counts_only("Ben", True)
    session.counts.set_counts_only("Chen", True)
    session.counts.set_wall("Ben", 4)
    other(session)
    session.counts.set_wall("Ben", 5)
    assert session.undo_stack.count() == 5
    session.undo_stack.undo()
    assert typed(session.game.player("Ben")).wall == 4


def test_counts_of_two_types_merge_each_into_its_own_step(session):
    session.counts.set_counts_only("Ben", True)
    session.counts.set_count("Ben", "tower", 1)
    session.counts.set_count("Ben", "tower", 2)
    session.counts.set_count("Ben", "garden", 1)
    session.counts.set_count("Ben", "garden", 2)
    assert [session.undo_stack.text(i) for i in range(session.undo_stack.count())] == [
        "Score Ben from typed counts", "Type Ben's count of Tower: 2", "Type Ben's count of Garden: 2"]


def test_a_saved_step_is_not_merged_into(session, tmp_path):
    session.counts.set_counts_only("Ben", True)
    session.counts.set_wall("Ben", 4)
    session.save_as(tmp_path / "game.json")
    session.counts.set_wall("Ben", 5)
    assert session.undo_stack.count() == 3  # undo goes back to what the file holds
    session.undo_stack.undo()
    assert not session.is_modified
