"""The whole table from photos (issue 29), with no widget: each player's photo read, the table
checked together (a tile read in two cities is kept by the surer one, the other shows its next
best, both asked about), and every city put in as one undo step."""

from __future__ import annotations

import random

import pytest

from alhambra_gui.app.photo_import import PhotoImport, PhotoRefused, TableImport
from alhambra_gui.app.session import GameSession
from alhambra_gui.engine import Game, Player, Tile
from alhambra_gui.photo.catalogue import TileRef, catalogue

from .photo_hard import encloses, fits, frontier
from .photo_readings import each_photo_read_once  # noqa: F401  (each photo file read once a process)
from .photo_scene import render_scene


def city_of(rng: random.Random, pool: list[TileRef], tiles: int, first: TileRef | None = None):
    """A legal city from ``pool`` (``first`` placed beside the fountain first)."""
    city: dict[tuple[int, int], TileRef | None] = {(0, 0): None}
    order = ([first] if first else []) + [t for t in pool if t != first]
    for tile in order:
        if len(city) > tiles:
            break
        spots = [c for c in frontier(city) if fits(city, c, tile) and not encloses(city, c)]
        if spots:
            city[rng.choice(spots)] = tile
    return city


@pytest.fixture(scope="module")
def photos(tmp_path_factory):
    """Two painted cities of other tiles, but for one tile painted in both (a misreading's
    stand-in: no table holds a tile twice)."""
    rng = random.Random(29)
    pool = list(catalogue())
    rng.shuffle(pool)
    shared = next(t for t in pool if not t.walls)
    anna = city_of(rng, pool[:27], 8, shared)
    ben = city_of(rng, [t for t in pool[27:] if t != shared], 8, shared)
    folder = tmp_path_factory.mktemp("table")
    paths = []
    for name, city, seed in (("anna", anna, 31), ("ben", ben, 32)):
        scene = render_scene(seed, city=city, tilt=8.0, table="wood", strays=0, shadow=False)
        path = folder / f"{name}.jpg"
        path.write_bytes(scene.jpeg)
        paths.append(path)
    return paths, shared, anna, ben


def read_table(qtbot, importer, sources) -> TableImport:
    job = importer.read_table(sources)
    with qtbot.waitSignal(job.finished, timeout=120000) as signal:
        pass
    return signal.args[0]


def test_the_table_keeps_a_tile_read_in_two_cities_once_and_puts_every_city_in_as_one_step(qtbot, photos):
    (anna_photo, ben_photo), shared, _, _ = photos
    session = GameSession(Game([Player("Anna"), Player("Ben"), Player("Cleo")]))
    importer = PhotoImport(session)
    result = read_table(qtbot, importer, [("Anna", anna_photo), ("Ben", ben_photo)])
    readings = [result.reading("Anna"), result.reading("Ben")]
    holders = [r for r in readings if any(c.tile == shared for c in r.proposal.cells)]
    assert len(holders) == 1  # one city keeps it
    assert [c.tile for c in result.table.conflicts] == [shared]
    conflict = result.table.conflicts[0]
    loser = readings[conflict.other].proposal.cell(*conflict.other_at)
    assert loser.tile != shared and loser.confidence < 0.6  # its next best, outlined
    keeper = readings[conflict.kept_by].proposal.cell(*conflict.kept_at)
    assert keeper.tile == shared and keeper.confidence < 0.6  # asked about too
    assert all(r.doubt is not None for r in readings)
    drafts = {"Anna": importer.draft(readings[0], "Anna"), "Ben": importer.draft(readings[1], "Ben")}
    importer.accept_table(drafts)
    assert session.undo_stack.count() == 1
    assert session.undo_stack.undoText() == "Import the cities from photos"
    for player, draft in drafts.items():
        assert dict(session.game.player(player).city) == draft.tiles()
    session.undo_stack.undo()
    assert all(not session.game.player(p).city.tiles() for p in ("Anna", "Ben"))
    qtbot.waitUntil(lambda: importer.running() == 0)


def test_cities_sharing_a_tile_are_refused_together(photos):
    (_, _), shared, _, _ = photos
    session = GameSession(Game([Player("Anna"), Player("Ben")]))
    importer = PhotoImport(session)
    from alhambra_gui.app.photo_city import Draft
    from alhambra_gui.photo.proposal import BUILDING, CellProposal, Proposal

    def draft(col: int) -> Draft:
        cells = tuple(CellProposal(c, 0, "fountain" if c == 0 else (BUILDING if c == col else "empty"),
                                   shared.type if c == col else None, shared.walls if c == col else "",
                                   shared if c == col else None, 1.0) for c in range(2))
        return Draft(Proposal(2, 1, cells, (0, 0)))

    with pytest.raises(PhotoRefused, match=r"is in Anna's and Ben's cities\."):
        importer.accept_table({"Anna": draft(1), "Ben": draft(1)})
    session.game.build("Ben", Tile.from_dict(shared.to_dict()), (1, 0), force=True)
    importer.accept_table({"Anna": draft(1), "Ben": Draft(Proposal(1, 1, (CellProposal(
        0, 0, "fountain", None, "", None, 1.0),), (0, 0)))})  # Ben's city is replaced: its tile is free
    assert session.game.player("Anna").city.get((1, 0)) == Tile.from_dict(shared.to_dict())
    assert session.game.player("Ben").city.tiles() == []


def test_a_photo_given_for_more_players_than_it_shows_cities_is_refused_in_one_sentence(qtbot, photos):
    (anna_photo, _), _, _, _ = photos
    importer = PhotoImport(GameSession(Game([Player("Anna"), Player("Ben")])))
    job = importer.read_table([("Anna", anna_photo), ("Ben", anna_photo)])
    with qtbot.waitSignal(job.failed, timeout=120000) as signal:
        pass
    assert signal.args[0].text == ("anna.jpg shows fewer cities than the players who chose it: give the "
                                   "others a photo of their own.")
    qtbot.waitUntil(lambda: importer.running() == 0)
