"""A session's files: what opens at start, what a window that stopped left, opening, saving,
the recent files, and what happens on close — the decisions, in the app layer.

The window gives the questions and the sentences their dialogs (``ask``, ``complain``), the
file dialog its place (``choose_save_path``) and the replacement of a game its care
(``replacing``: paint the window once it has settled); tests give stubs.
"""

from __future__ import annotations

import contextlib
from enum import Enum
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QLocale, QObject, QTimer, Signal

from ..engine import AlhambraError, Game, GameFileError, isolated, load_game, printable, resource_path
from . import labels, settings
from .autosave import Autosave, Orphan, reachable
from .autosave_schedule import AutosaveSchedule
from .labels import arg, tr
from .language import Translators, catalogue_notice
from .session import GameSession

if TYPE_CHECKING:
    from collections.abc import Callable
    from contextlib import AbstractContextManager

SAMPLE_GAME = ("samples", "sample-game.json")
LAST_GAME = ":last game:"  # what the autosave says is being opened when it is the last game


class Answer(Enum):
    """The answers a question about the files may offer."""

    SAVE = "save"
    DISCARD = "discard"
    CANCEL = "cancel"
    YES = "yes"
    NO = "no"
    RETRY = "retry"
    IGNORE = "ignore"


class GameFiles(QObject):
    """``GameFiles(session, autosave, ask, complain, parent=None)``: the files of one window's
    session and its autosave."""

    recentFilesChanged = Signal()

    def __init__(self, session: GameSession, autosave: Autosave,
                 ask: Callable[[str, str, tuple[Answer, ...], Answer], Answer],
                 complain: Callable[[str], None], parent: QObject | None = None) -> None:
        """``ask(title, text, answers, default)`` asks a question and returns the answer
        chosen; ``complain(sentence)`` says what went wrong."""
        super().__init__(parent)
        self.session = session
        self.autosave = autosave
        self.ask = ask
        self.complain = complain
        #: Wraps the replacement of the game by another (the window holds its paint).
        self.replacing: Callable[[], AbstractContextManager[object]] = contextlib.nullcontext
        #: Where a game never saved is saved (the window's file dialog); None: not saved.
        self.choose_save_path: Callable[[], Path | None] = lambda: None
        #: When the game is autosaved (a failure is said once).
        self.schedule = AutosaveSchedule(session, autosave, self)
        self.schedule.failed.connect(self._autosave_failed)

    # ---- start-up -------------------------------------------------------------------
    def start(self, path: str | None) -> str:
        """Open what the user expects at start; returns what was opened (for the status bar).

        First what a crashed window left: unsaved changes to restore, or a game that was
        being opened when it stopped (asked about, never reopened blindly). Then the file
        given, else the game the last window closed with, else the sample game. Settings
        that could not be read are said first (they are set aside: the next start is clean)."""
        self._say_what_was_set_aside()
        restored = self._recover(path)
        if restored is not None:
            return restored
        if path and self.open(path):
            return path
        return self._open_last_game()

    def _say_what_was_set_aside(self) -> None:
        """Settings that could not be read, a damaged catalogue: set aside for a start that
        works, and said (once for settings: they are dropped)."""
        if dropped := settings.set_aside():
            self.complain(arg(self.tr("Settings that could not be read were set aside and their defaults "
                                      "used: %1."), labels.listed(tr(title) for title in dropped)))
        app = QCoreApplication.instance()
        if app is not None and (notice := catalogue_notice(Translators.of(app), damaged_only=True)):
            self.complain(notice)

    def _recover(self, path: str | None) -> str | None:
        """What a window that stopped left: its unsaved changes are offered back; a game it
        was opening is asked about, unless the user names another file to open now (that
        one is opened: what stopped the last start is not tried again). Else, with no file
        named, the file a stopped window had saved its game in opens (the newest)."""
        try:
            orphans = self.autosave.orphans()
        except GameFileError:
            return None
        result = None
        for orphan in orphans:
            try:
                if result is None and orphan.game_path is not None:
                    result = self._offer_restore(orphan)
                elif result is None and orphan.opening and _same_file(path or orphan.opening, orphan.opening):
                    result = self._after_a_crash_while_opening(orphan.opening)
            finally:  # whatever happens, a session is offered once: never a start that fails again
                self.autosave.forget(orphan)
        saved = next((orphan.saved for orphan in orphans if orphan.saved is not None), None)
        if result is None and not path and saved is not None and self.open(saved):
            return str(saved)
        return result

    def _offer_restore(self, orphan: Orphan) -> str | None:
        """Say which game would come back (its file, its players, when it was autosaved) and
        restore it if wanted. Only the game comes back: its undo steps lived in the window
        that stopped (the autosave holds the game, not how it came about), so Undo starts
        afresh, and the question says so."""
        try:
            game = self.autosave.load(orphan)
        except GameFileError as error:
            self.complain(arg(self.tr("The autosaved game cannot be read: %1"),
                labels.error_text(error)))
            return None
        answer = self.ask(self.tr("Restore the game?"), self._restore_question(orphan, game),
                          (Answer.YES, Answer.NO), Answer.YES)
        if answer != Answer.YES:
            return None
        source = self._source(orphan.source)
        self.session.replace_game(game, source, modified=True, sample=orphan.sample and source is None)
        return self.tr("the autosaved game")  # "Opened the autosaved game"

    def _restore_question(self, orphan: Orphan, game: Game) -> str:
        if orphan.source is not None:
            name = printable(orphan.source.name)
        else:
            name = self.tr("the sample game") if orphan.sample else self.tr("an untitled game")
        when = orphan.written_at()
        written = QLocale().toString(when, QLocale.FormatType.ShortFormat) if when else self.tr("unknown")
        return labels.arg(self.tr(
            "Alhambra did not close properly last time. Restore the changes that were autosaved?\n\n"
            "Game: %1\nPlayers: %2\nAutosaved: %3\n\n"
            "The game comes back as it was; the steps that led to it cannot be undone."),
            name, labels.listed(isolated(n) for n in game.names), written)

    def _after_a_crash_while_opening(self, what: str) -> str | None:
        """The last start stopped while opening ``what``: ask, rather than crash again."""
        shown = self.tr("the last game") if what == LAST_GAME else what
        answer = self.ask(self.tr("Open it again?"),
                          arg(self.tr("Alhambra stopped while opening %1 last time. Retry opens it "
                                  "again; Ignore opens the sample game; Discard starts an empty "
                                  "game."), shown),
                          (Answer.RETRY, Answer.IGNORE, Answer.DISCARD), Answer.IGNORE)
        if answer == Answer.RETRY:
            if what != LAST_GAME and self.open(what):
                return what
            return self._open_last_game()
        if answer == Answer.DISCARD:
            self.session.new_game([self.tr("Player 1"), self.tr("Player 2")])
            return self.tr("an empty game")
        self.open_sample()
        return self.tr("a sample game")

    def _open_last_game(self) -> str:
        with contextlib.suppress(GameFileError):  # the autosave says so when the game is written
            self.autosave.begin_opening(LAST_GAME)
        try:
            remembered = self.autosave.last_game()
        except GameFileError as error:
            self.complain(arg(self.tr("The last game cannot be read: %1"), labels.error_text(error)))
            remembered = None
        if remembered is None:
            self.open_sample()
            return self.tr("a sample game")
        game, remembered_source = remembered
        source = self._source(remembered_source)
        self.session.replace_game(game, source)
        return str(source) if source else self.tr("the last game")

    def _source(self, remembered: Path | None) -> Path | None:
        """The file a restored game came from, if the app can still reach it; else said."""
        source = reachable(remembered)
        if remembered is not None and source is None:
            name = printable(remembered.name)
            shown = name if len(name) <= 60 else f"{name[:40]}…{name[-19:]}"
            self.complain(arg(self.tr("The game's file %1 cannot be reached: the game is opened without it "
                                      "(File ▸ Save As keeps it)."), shown))
        return source

    def shown(self) -> None:
        """The game is on screen (``AutosaveSchedule.opened``)."""
        self.schedule.opened()

    def open_sample(self) -> None:
        self.session.replace_game(load_game(resource_path(*SAMPLE_GAME)), None, sample=True)

    # ---- files -------------------------------------------------------------------------
    def open(self, path: str | Path) -> bool:
        """Open a game; a broken file leaves the open game untouched and says why."""
        if not self.maybe_save():
            return False
        with contextlib.suppress(GameFileError):  # the autosave says so when the game is written
            self.autosave.begin_opening(str(path))
        try:
            with self.replacing():
                self.session.open(path)
        except GameFileError as error:
            self.autosave.end_opening()
            self.complain(labels.error_text(error))
            return False
        self._remember(Path(path))
        QTimer.singleShot(0, self.shown)  # once the game has been drawn
        return True

    def save(self) -> bool:
        """Save to the game's file (asked first when another window or program wrote it since
        it was opened or saved here: their changes would be lost), else where the user says."""
        if self.session.path is None:
            return self.save_as()
        if self.session.written_elsewhere() and self.ask(
                self.tr("File Changed Elsewhere"),
                arg(self.tr("%1 was changed by another window or program since it was opened here. "
                            "Save this game over it and lose those changes? (File ▸ Save As… keeps "
                            "both.)"), self.session.display_name()),
                (Answer.SAVE, Answer.CANCEL), Answer.CANCEL) != Answer.SAVE:
            return False
        return self.save_to(self.session.path)

    def save_as(self) -> bool:
        path = self.choose_save_path()
        return self.save_to(path) if path is not None else False

    def save_to(self, path: Path) -> bool:
        try:
            self.session.save_as(path)
        except GameFileError as error:
            self.complain(labels.error_text(error))
            return False
        self._remember(path)
        self.schedule.write_game(self.session.game, path, clean=True)
        return True

    def maybe_save(self) -> bool:
        """Before the game is replaced or the window closes: True when it may go ahead."""
        self.schedule.flush()
        if not self.session.is_modified:
            return True
        answer = self.ask(self.tr("Unsaved changes"),
                          arg(self.tr("%1 has unsaved changes. Save them?"), self.session.display_name()),
                          (Answer.SAVE, Answer.DISCARD, Answer.CANCEL), Answer.SAVE)
        if answer == Answer.SAVE:
            return self.save()
        return answer == Answer.DISCARD

    def closing(self) -> bool:
        """The window is about to close: save or discard, then end the session cleanly,
        remembering the game as it is in its file (or as it is, if it has none)."""
        if not self.maybe_save():
            return False
        settings.write_soon()
        remembered: Game | None = self.session.game
        path = self.session.path
        if self.session.is_modified and path is not None:  # discarded: the file's version
            try:
                remembered = load_game(path)
            except AlhambraError:
                remembered = None
        with contextlib.suppress(GameFileError):  # nothing to keep: the session ends either way
            self.autosave.close(remembered, path)
        return True

    # ---- recent files and the autosave ------------------------------------------------------
    def _remember(self, path: Path) -> None:
        """``path`` first in File ▸ Open Recent, its folder where the next file dialog starts:
        written to the settings a moment after the game is shown, not on the way to it."""
        settings.add_recent_file(str(path.resolve()), soon=True)
        settings.last_directory.set_soon(str(path.resolve().parent))
        self.recentFilesChanged.emit()

    def flush_autosave(self) -> None:
        """Write a pending autosave now (before anything risky)."""
        self.schedule.flush()

    def _autosave_failed(self, reason: str) -> None:
        self.complain(arg(self.tr("Autosave failed: %1. Your changes are not protected "
                                  "against a crash until you save."), reason))


def _same_file(one: str, other: str) -> bool:
    """Whether two names given for a file name the same file (or are the same words)."""
    if one == other:
        return True
    try:
        return Path(one).resolve() == Path(other).resolve()
    except (OSError, RuntimeError, ValueError):
        return False

