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


def _two_windows_on_one_file(tmp_path, answer: Answer):
    """Two sessions (two windows) with the same game file open, each with its own autosave."""
    from alhambra_gui.engine import Game

    path = tmp_path / "night.json"
    save_game(Game(["Anna", "Ben"]), path)
    first, second = GameSession(), GameSession()
    first_files, _ = files_of(first, tmp_path / "data1")
    second_files, questions = files_of(second, tmp_path / "data2", answer)
    assert first_files.open(path) and second_files.open(path)
    return path, (first, first_files), (second, second_files, questions)


def test_a_save_over_a_file_another_window_wrote_since_is_asked_and_cancel_keeps_it(qtbot, tmp_path):
    """Two windows on one game file: the second's save wrote over the first's, which were
    lost without a word. It asks first; Cancel leaves the file as the other window wrote it."""
    from alhambra_gui.engine import load_game

    path, (first, first_files), (second, second_files, questions) = _two_windows_on_one_file(
        tmp_path, Answer.CANCEL)
    first.place("Anna", GARDEN_8_SW, (0, 1))
    assert first_files.save() and first_files.save()  # its own writes ask nothing
    second.place("Ben", Tile.from_dict({"type": "tower", "price": 13, "walls": "E"}), (1, 0))
    assert not second_files.save()
    assert questions.asked == [("File Changed Elsewhere", (Answer.SAVE, Answer.CANCEL), Answer.CANCEL)]
    assert load_game(path).player("Anna").city.get((0, 1)) == GARDEN_8_SW
    assert second.is_modified  # its game is still there to save elsewhere


def test_save_anyway_writes_over_it_and_asks_no_more(qtbot, tmp_path):
    from alhambra_gui.engine import load_game

    path, (first, first_files), (_second, second_files, questions) = _two_windows_on_one_file(
        tmp_path, Answer.SAVE)
    first.place("Anna", GARDEN_8_SW, (0, 1))
    assert first_files.save()
    assert second_files.save() and len(questions.asked) == 1
    assert load_game(path).player("Anna").city.get((0, 1)) is None  # the second window's game
    assert second_files.save() and len(questions.asked) == 1  # now the file is as it wrote it


def test_a_file_written_by_another_process_is_asked_about_and_one_gone_is_saved_again(qtbot, tmp_path):
    """The second writer a process of its own (another copy of the app, a sync tool): the
    same question. A file deleted meanwhile loses nothing: the save puts it back unasked."""
    import subprocess
    import sys

    from alhambra_gui.engine import Game, load_game

    path = tmp_path / "night.json"
    save_game(Game(["Anna", "Ben"]), path)
    session = GameSession()
    files, questions = files_of(session, tmp_path / "data", Answer.CANCEL)
    assert files.open(path)
    session.place("Anna", GARDEN_8_SW, (0, 1))
    other = ("from alhambra_gui.engine import Game, save_game; import sys; "
             "save_game(Game(['Anna', 'Ben', 'Chen']), sys.argv[1])")
    subprocess.run([sys.executable, "-c", other, str(path)], check=True)
    assert not files.save() and len(questions.asked) == 1
    assert load_game(path).names == ["Anna", "Ben", "Chen"]
    path.unlink()
    questions.answer = Answer.SAVE
    assert files.save() and len(questions.asked) == 1
    assert load_game(path).player("Anna").city.get((0, 1)) == GARDEN_8_SW
