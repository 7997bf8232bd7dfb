"""The app's photo import with no widget (issue 28): read a painted photo off the GUI thread,
cancel, propose, accept as one undo step, refuse with one sentence; and the reading without
Qt on the photo's bytes, as a headless server calls it."""

from __future__ import annotations

import threading

import pytest

from alhambra_gui.app import photo_import as app_photo_import
from alhambra_gui.app.language import Translators
from alhambra_gui.app.photo_import import PhotoImport, PhotoRefused, Reading, Refusal
from alhambra_gui.app.session import GameSession
from alhambra_gui.engine import Game, Player, Tile
from alhambra_gui.photo import read_city

from .photo_scene import render_scene


@pytest.fixture(scope="module")
def scene():
    return render_scene(7, 12, tilt=12, turn=8, table="wood")


@pytest.fixture
def session():
    return GameSession(Game([Player("Anna"), Player("Ben")]))


def truth_city(scene):
    fx, fy = scene.fountain
    return {(c["col"] - fx, c["row"] - fy): Tile.from_dict(c["tile"]) for c in scene.cells if c["tile"]}


def finished(qtbot, job) -> Reading:
    with qtbot.waitSignal(job.finished, timeout=60000) as signal:
        pass
    return signal.args[0]


def test_the_photo_s_bytes_are_read_without_qt_finding_the_block(scene):
    reading = read_city(scene.jpeg)
    assert reading.found and (reading.cols, reading.rows) == (scene.cols, scene.rows)
    assert reading.proposal.fountain == scene.fountain
    data = reading.to_dict()
    assert data["doubt"] is False and data["doubt_reason"] == ""
    assert data["grid"] == {"cols": scene.cols, "rows": scene.rows}


def test_a_reading_off_the_gui_thread_is_proposed_and_accepted_as_one_undo_step(qtbot, scene, session):
    importer = PhotoImport(session)
    job = importer.read(scene.jpeg, "Anna", scene.corners, (scene.cols, scene.rows))
    percents = []
    job.progressed.connect(percents.append)
    reading = finished(qtbot, job)
    assert not reading.found and reading.doubt is None
    assert percents and percents == sorted(percents) and percents[-1] == 100
    draft = importer.draft(reading, "Anna")
    assert sum(draft.tiles().get(c) == t for c, t in truth_city(scene).items()) >= len(truth_city(scene)) - 1
    importer.accept(draft, "Anna")
    assert dict(session.game.player("Anna").city) == draft.tiles()
    assert session.undo_stack.count() == 1
    assert session.undo_stack.undoText() == "Import Anna's city from a photo"
    session.undo_stack.undo()
    assert session.game.player("Anna").city.tiles() == []
    importer.accept(reading, "Ben", text=lambda: "Ben's city from his phone")  # a reading as proposed
    assert session.undo_stack.undoText() == "Ben's city from his phone"
    qtbot.waitUntil(lambda: importer.running() == 0)


def test_cancel_stops_the_work_and_delivers_nothing(qtbot, scene, session, monkeypatch):
    held, release, steps = threading.Event(), threading.Event(), []

    def slow(*_args, progress, **_kwargs):
        progress(0.1)
        held.set()
        release.wait(10)
        steps.append("after cancel")
        progress(0.5)  # raises ReadingCancelled
        steps.append("went on")

    monkeypatch.setattr(app_photo_import, "read_city", slow)
    importer = PhotoImport(session)
    job = importer.read(scene.jpeg, "Anna")
    delivered = []
    job.finished.connect(delivered.append)
    job.failed.connect(delivered.append)
    qtbot.waitUntil(held.is_set)
    job.cancel()
    release.set()
    with qtbot.waitSignal(job.ended, timeout=10000):
        pass
    assert steps == ["after cancel"] and delivered == [] and importer.running() == 0


def test_a_refused_photo_is_one_sentence(qtbot, session):
    job = PhotoImport(session).read(b"not a photo at all", "Anna")
    with qtbot.waitSignal(job.failed, timeout=10000) as signal:
        pass
    refusal = signal.args[0]
    assert isinstance(refusal, Refusal) and refusal.corners is None
    assert refusal.text.startswith("The photo sent ") and refusal.text.endswith(".")
    assert "Traceback" not in refusal.text and "\n" not in refusal.text


def test_a_tile_elsewhere_in_the_game_is_refused_and_nothing_changes(qtbot, scene, session):
    first = next(c for c in scene.cells if c["tile"])
    session.game.take_into_reserve("Ben", Tile.from_dict(first["tile"]))
    importer = PhotoImport(session)
    reading = finished(qtbot, importer.read(scene.jpeg, "Anna", scene.corners, (scene.cols, scene.rows)))
    cell = reading.proposal.cell(first["col"], first["row"])
    assert cell.elsewhere  # proposed as the photo shows it, marked
    assert importer.notice(reading, "Anna").endswith(
        "is already in Ben's reserve. Correct that cell, or take the tile from there first.")
    with pytest.raises(PhotoRefused, match="is already in Ben's reserve"):
        importer.accept(reading, "Anna")
    assert session.undo_stack.count() == 0 and session.game.player("Anna").city.tiles() == []


def test_what_to_do_follows_a_tile_elsewhere_as_chinese_writes_it(qapp, qtbot, scene, session):
    """Before: the two sentences were joined by an English space, so the Chinese read
    "…預定建築庫存中。 請修正該格…", a space after the full stop (seen playing)."""
    first = next(c for c in scene.cells if c["tile"])
    session.game.take_into_reserve("Ben", Tile.from_dict(first["tile"]))
    importer = PhotoImport(session)
    reading = finished(qtbot, importer.read(scene.jpeg, "Anna", scene.corners, (scene.cols, scene.rows)))
    translators = Translators.of(qapp)
    translators.apply("zh_TW")
    try:
        text = importer.notice(reading, "Anna")
        with pytest.raises(PhotoRefused) as refused:
            importer.accept(reading, "Anna")
    finally:
        translators.apply("en")
    for said in (text, str(refused.value)):
        assert said.endswith("。請修正該格，或先將板塊從那裡移走。"), said
        assert " " not in said.split("Ben")[-1], said
