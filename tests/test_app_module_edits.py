"""The modules' edits through the session, with no widget: each module's step (engine
``<module>.<x>_step``) made by ``session.modules.make`` is one undoable step that changes the
game, names itself in Edit ▸ Undo, tells the views which cities it touched, and goes back
whole on undo; a refused edit pushes nothing. The window's parts, the phones and these
tests make the same steps."""

from __future__ import annotations

import pytest

from alhambra_gui.app.change import Change
from alhambra_gui.engine import Cell, Side, Tile, Walls, game_to_dict
from alhambra_gui.engine.errors import AlhambraError
from alhambra_gui.engine.modules import (
    bonus_cards,
    building_sites,
    caliphs_guidelines,
    characters,
    city_gates,
    city_walls,
    handymen,
    invaders,
    new_score_cards,
    street_traders,
    treasure_chamber,
)
from alhambra_gui.engine.modules.registry import module_ids
from tests.test_engine_modules import spec_game

GARDEN, SERAGLIO = Cell(1, 0), Cell(2, 0)
TOWER_13 = Tile("tower", 13, Walls("E"))  # in Anna's reserve
PAVILION_8 = Tile("pavilion", 8)  # the bonus card Anna holds
ANNA = Change.of_cities(["Anna"])
NONE = Change(cities=frozenset())
ANY = Change()


@pytest.fixture
def modules_session(make_session):
    """The spec's example (Anna: a gated garden with a chest, a seraglio, a site; the bonus
    card Pavilion 8; Ben: nothing) with every module in play but The Red Palace (its land
    tiles would replace these catalogue tiles)."""
    game = spec_game()
    game.set_modules([m for m in module_ids() if m != "red_palace"])
    return make_session(game)


STEPS = [
    (lambda g: treasure_chamber.chest_step(g, "Anna", SERAGLIO, True), "Put a chest on Seraglio 7", ANNA,
     lambda g: treasure_chamber.has_chest(g.player("Anna").marks_of(SERAGLIO))),
    (lambda g: treasure_chamber.chest_step(g, "Anna", TOWER_13, True), "Put a chest on Tower 13", NONE,
     lambda g: treasure_chamber.has_chest(g.player("Anna").marks_of(TOWER_13))),
    (lambda g: handymen.handyman_step(g, "Anna", SERAGLIO, True), "Put a handyman on Seraglio 7", ANNA,
     lambda g: handymen.has_handyman(g.player("Anna").marks_of(SERAGLIO))),
    (lambda g: street_traders.resident_step(g, "Anna", SERAGLIO, True), "Put a resident on Seraglio 7", ANNA,
     lambda g: street_traders.has_resident(g.player("Anna").marks_of(SERAGLIO))),
    (lambda g: street_traders.trader_step("Anna", Cell(3, 0)),
     "Put the trader disc at (3, 0) beside Anna's city",
     ANNA, lambda g: street_traders.trader(g.player("Anna").city) == Cell(3, 0)),
    (lambda g: building_sites.site_step(g, "Anna", SERAGLIO, True),
     "Mark Seraglio 7 as a building site", ANNA,
     lambda g: building_sites.is_site(g.player("Anna").marks_of(SERAGLIO))),
    (lambda g: city_gates.gate_step(g, "Anna", GARDEN, Side.E, False, force=True),
     "Take the gate off the east side of Garden 8", ANNA,
     lambda g: not city_gates.gates(g.player("Anna").city.state)),
    (lambda g: city_walls.wall_step(g, "Anna", SERAGLIO, Side.N, True),
     "Add a wall piece to Seraglio 7 (north)",
     ANNA, lambda g: city_walls.added(g.player("Anna").marks_of(SERAGLIO)) == Walls("N")),
    (lambda g: bonus_cards.card_step("Anna", PAVILION_8, False),
     "Take the bonus card Pavilion 8 from Anna", NONE,
     lambda g: bonus_cards.holder(g, PAVILION_8) is None),
    (lambda g: bonus_cards.pass_step(PAVILION_8, "Anna", "Ben"),
     "Pass the bonus card Pavilion 8 from Anna to Ben",
     NONE, lambda g: bonus_cards.holder(g, PAVILION_8) == "Ben"),
    (lambda g: characters.holders_step(characters.Holders("Ben", "garden", "Anna")),
     "Hand out the Wise Man and the City Watch", NONE,
     lambda g: characters.holders(g.state) == characters.Holders("Ben", "garden", "Anna")),
    (lambda g: new_score_cards.cards_step((5, None, None)), "Choose the new score cards", NONE,
     lambda g: new_score_cards.cards(g.state) == (5, None, None)),
    (lambda g: caliphs_guidelines.mission_step(g, 3, True), "Put mission 3 in play", ANY,
     lambda g: caliphs_guidelines.missions(g.state) == (3,)),
    (lambda g: invaders.attack_step(1, Side.N), "Choose the attack card of scoring 1", ANY,
     lambda g: invaders.attacks(g.state)[0] is Side.N),
]


@pytest.mark.parametrize(("make", "text", "touched", "done"), STEPS, ids=[s[1] for s in STEPS])
def test_a_module_edit_is_one_named_step_that_undo_takes_back(modules_session, make, text, touched, done):
    session = modules_session
    before = game_to_dict(session.game)
    changes: list[Change] = []
    session.changed.connect(changes.append)
    session.modules.make(make(session.game))
    assert done(session.game)
    assert session.undo_stack.count() == 1 and session.undo_stack.undoText() == text
    assert changes == [touched]
    session.undo_stack.undo()
    assert game_to_dict(session.game) == before and not done(session.game)
    session.undo_stack.redo()
    assert done(session.game)


@pytest.mark.parametrize("make", [
    lambda g: city_gates.gate_step(g, "Anna", GARDEN, Side.E, False),  # the seraglio would be stranded
    lambda g: treasure_chamber.chest_step(g, "Anna", GARDEN, True),  # it has one already
    lambda g: bonus_cards.card_step("Ben", PAVILION_8, True),  # Anna holds it
    lambda g: building_sites.site_step(g, "Ben", Cell(1, 0), True),  # Ben has no tile there
])
def test_a_refused_module_edit_pushes_nothing(modules_session, make):
    session = modules_session
    before = game_to_dict(session.game)
    with pytest.raises(AlhambraError):
        session.modules.make(make(session.game))
    assert session.undo_stack.count() == 0 and game_to_dict(session.game) == before


def test_a_module_step_is_named_again_in_the_language_switched_to(modules_session, qapp):
    from alhambra_gui.app.language import Translators

    session = modules_session
    session.modules.make(treasure_chamber.chest_step(session.game, "Anna", SERAGLIO, True))
    translators = Translators.of(qapp)
    try:
        translators.apply("de")
        session.retranslate()
        assert session.undo_stack.undoText() == "Schatztruhe auf Serail 7 stellen"
    finally:
        translators.apply("en")
        session.retranslate()
    assert session.undo_stack.undoText() == "Put a chest on Seraglio 7"
