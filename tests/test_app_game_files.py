"""The app layer's decisions about a session's files, without a window: what opens at start,
what a window that stopped left, the question before a game is replaced, a file that cannot
be read. The questions are answered by stubs that record what was asked."""

from __future__ import annotations

import json

from alhambra_gui.app.autosave import Autosave
from alhambra_gui.app.game_files import Answer, GameFiles
from alhambra_gui.app.session import GameSession
from alhambra_gui.engine import Tile, save_game

GARDEN_8_SW = Tile.from_dict({"type": "garden", "price": 8, "walls": "SW"})


class Questions:
    """Answers every question with ``answer``; keeps what was asked and said."""

    def __init__(self, answer: Answer) -> None:
        self.answer = answer
        self.asked: list[tuple[str, tuple[Answer, ...], Answer]] = []
        self.said: list[str] = []

    def ask(self, title: str, _text: str, answers: tuple[Answer, ...], default: Answer) -> Answer:
        self.asked.append((title, answers, default))
        return self.answer


def files_of(session: GameSession, folder, answer: Answer = Answer.CANCEL) -> tuple[GameFiles, Questions]:
    questions = Questions(answer)
    return GameFiles(session, Autosave(folder), questions.ask, questions.said.append), questions


def test_a_first_start_opens_the_sample_game(qtbot, tmp_path):
    session = GameSession()
    files, questions = files_of(session, tmp_path / "data")
    assert files.start(None) == "a sample game"
    assert session.is_sample and not session.is_modified
    assert questions.asked == [] and questions.said == []


def test_a_stopped_windows_changes_are_offered_back_and_restored_when_wanted(qtbot, tmp_path, session):
    stopped, _ = files_of(session, tmp_path / "data")
    session.place("Anna", GARDEN_8_SW, (0, 2))
    stopped.flush_autosave()
    stopped.schedule.write()  # (its timer may not have fired)
    stopped.autosave.abandon()  # the window stops without closing
    later = GameSession()
    files, questions = files_of(later, tmp_path / "data", Answer.YES)
    assert files.start(None) == "the autosaved game"
    assert questions.asked == [("Restore the game?", (Answer.YES, Answer.NO), Answer.YES)]
    assert later.game.player("Anna").city.get((0, 2)) == GARDEN_8_SW
    assert later.is_modified  # its changes are still unsaved


def test_unsaved_changes_are_asked_about_before_another_game(qtbot, tmp_path, session):
    files, questions = files_of(session, tmp_path / "data", Answer.CANCEL)
    session.place("Anna", GARDEN_8_SW, (0, 2))
    assert not files.maybe_save()  # Cancel: the game stays
    assert questions.asked[-1] == ("Unsaved changes", (Answer.SAVE, Answer.DISCARD, Answer.CANCEL),
                                   Answer.SAVE)
    questions.answer = Answer.SAVE  # a game never saved, and no place chosen: not saved
    assert session.path is None
    assert not files.maybe_save()
    questions.answer = Answer.DISCARD
    assert files.maybe_save()


def test_a_file_that_cannot_be_read_leaves_the_game_and_says_why(qtbot, tmp_path, session):
    files, questions = files_of(session, tmp_path / "data")
    before = session.game
    broken = tmp_path / "broken.json"
    broken.write_text(json.dumps({"format": "alhambra-game", "version": 1, "players": 7}), encoding="utf-8")
    assert not files.open(broken)
    assert session.game is before
    assert len(questions.said) == 1 and "broken.json" in questions.said[0]


def test_a_game_saved_where_the_window_chose_is_remembered(qtbot, tmp_path, session):
    files, _questions = files_of(session, tmp_path / "data")
    chosen = tmp_path / "night.json"
    files.choose_save_path = lambda: chosen
    remembered: list[bool] = []
    files.recentFilesChanged.connect(lambda: remembered.append(True))
    assert session.path is None
    assert files.save()
    assert session.path == chosen and not session.is_modified
    assert remembered == [True]
    save_game(session.game, tmp_path / "other.json")
    assert files.open(tmp_path / "other.json") and session.path == tmp_path / "other.json"
