"""Autosave: every running window keeps its own autosave, under a lock, in the application
data folder; the game a window closes with is remembered for the next start.

- ``sessions/<id>.json`` holds the session's game after every change, and ``<id>.meta`` its
  file and whether it has unsaved changes. ``<id>.lock`` (a ``QLockFile``) is held while
  the session runs, so another window never takes a live session for a crashed one; the
  lock of a process that died is stale, and its autosave is then offered for restore.
- Before a game is opened the session's meta says so, until the game is shown: a start
  after a crash *while opening* knows what crashed it and asks, instead of opening the
  same game blindly again. The record of a game opened from its file is written once, with
  the end of that mark, and flushed to the disk a moment later (``sync``), off the way of
  the open: until then it survives the process's crash, not the system's.
- ``last-game.json`` is the game shown when a window last closed cleanly. A window that
  stopped with its game saved in a file (nothing unsaved) leaves that file for the next
  start instead: it is the game the window was working on, also right after Save As.
- An autosave that cannot be read is kept aside in ``kept/``, never deleted.
- The schedule's writes (``write(..., later=True)``) put the game into words on the GUI
  thread and leave the files to a thread of their own (``_Writer``): replaced atomically and
  flushed to the disk as ever, one write after the other, in order; everything else the
  autosave does to its files (opening marks, the clean end, a crash left for the tests)
  first waits for the writes in hand (``wait``).
"""

from __future__ import annotations

import contextlib
import json
import os
import threading
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from pathlib import Path

from PySide6.QtCore import QDateTime, QLockFile, QStandardPaths

from ..engine import Game, GameFileError, load_game, save_game
from ..engine.errors import sentence
from ..engine.files import about_file, read_bytes, write_atomically
from ..engine.gamefile import dumps
from ..engine.words import QT_TRANSLATE_NOOP

LAST_GAME = "last-game.json"
META_BYTES = 64_000


def reachable(path: Path | None) -> Path | None:
    """``path`` if a file is there that the app may look at, else None: a source the
    autosave remembers may since be out of reach (a folder closed to the user), or never
    have been a name this system takes (too long, a NUL); asking must not raise."""
    if path is None:
        return None
    try:
        return path if path.is_file() else None
    except (OSError, ValueError):
        return None


def default_folder() -> Path:
    location = QStandardPaths.StandardLocation.AppDataLocation
    return Path(QStandardPaths.writableLocation(location))


@dataclass(frozen=True)
class Orphan:
    """A session that ended without closing: what it was working on when it stopped."""

    id: str
    game_path: Path | None  # its autosaved game, if it had unsaved changes
    source: Path | None  # the file it came from
    opening: str  # what it was opening when it stopped ("" if it was not opening)
    sample: bool = False  # the game was the sample game, never saved to a file

    @property
    def saved(self) -> Path | None:
        """The file that holds all of its game (nothing unsaved, not opening), if reachable."""
        return reachable(self.source) if self.game_path is None and not self.opening else None

    def written_at(self) -> QDateTime | None:
        """When its game was last autosaved (None: no game, or its time cannot be read)."""
        if self.game_path is None:
            return None
        try:
            return QDateTime.fromSecsSinceEpoch(int(self.game_path.stat().st_mtime))
        except OSError:
            return None


class Autosave:
    def __init__(self, folder: Path | None = None) -> None:
        self.folder = folder or default_folder()
        self.id = os.urandom(6).hex()  # 48 random bits (uuid would import platform at start-up)
        self._lock: QLockFile | None = None
        self._source: Path | None = None
        self._modified = False
        self._opening = ""
        self._sample = False
        #: The record on the disk has not been flushed (``sync`` flushes it).
        self._unsynced = False
        self._writer = _Writer()
        #: Told (on the writer's thread) why a write given ``later`` failed.
        self.on_failure: Callable[[GameFileError], None] = lambda _error: None

    # ---- places --------------------------------------------------------------------------
    @property
    def sessions(self) -> Path:
        return self.folder / "sessions"

    @property
    def path(self) -> Path:
        """This session's autosaved game."""
        return self.sessions / f"{self.id}.json"

    def _meta(self, session_id: str) -> Path:
        return self.sessions / f"{session_id}.meta"

    # ---- this session ------------------------------------------------------------------------
    def claim(self) -> None:
        """Take this session's lock (once; every write claims it)."""
        if self._lock is not None:
            return
        self._ensure(self.sessions)
        self._lock = QLockFile(str(self.sessions / f"{self.id}.lock"))
        self._lock.setStaleLockTime(0)  # only a dead process's lock is stale
        self._lock.tryLock(0)

    def write(self, game: Game, source: Path | None, *, clean: bool = False, sample: bool = False,
              later: bool = False) -> None:
        """Autosave the game (its file ``source``; ``clean``: it has no unsaved changes;
        ``sample``: it is the sample game, so that a restore can say so). ``later``: the
        game is put into words now and its files written by the writer's thread, after the
        writes before it (``wait``); a failure then goes to ``on_failure``."""
        self.claim()
        text = None if clean else dumps(game)
        self._source, self._modified, self._sample = source, not clean, sample
        # a game opened from its file: its record is written as it is shown
        meta = None if clean and self._opening else self._meta_text()
        files = partial(self._write_files, text, meta, clean)
        if later:
            self._writer.submit(partial(self._in_background, files))
        else:
            self.wait()
            files()

    def wait(self) -> None:
        """Return once the writes given ``later`` are on the disk (or failed)."""
        self._writer.wait()

    def _write_files(self, game: str | None, meta: str | None, clean: bool) -> None:
        if game is not None:
            write_atomically(self.path, game)
        if meta is not None:
            self._put_meta(meta)
        if clean:
            self.path.unlink(missing_ok=True)

    def _in_background(self, files: Callable[[], None]) -> None:
        try:
            files()
        except GameFileError as error:
            self._failed(error)
        except OSError as error:  # the autosave of a clean game not removed
            self._failed(_autosave_error(error))

    def _failed(self, error: GameFileError) -> None:
        with contextlib.suppress(RuntimeError):  # its listener gone with its window
            self.on_failure(error)

    def begin_opening(self, what: str) -> None:
        """Say what is being opened, until ``end_opening``. The mark guards against the
        window's crash while it opens (a file that brings it down is not reopened blindly):
        written, not flushed to the disk, which a crash of the process does not need and
        which would hold up every File ▸ Open."""
        self.wait()
        self.claim()
        self._opening = what
        self._write_meta(durable=False)

    def end_opening(self) -> None:
        """The game is shown: the mark goes, and with it the record of a game opened from
        its file is written (``write`` waits for this), not flushed: ``sync`` does that
        later, off the way of the open."""
        self.wait()
        if self._opening:
            self._opening = ""
            self._write_meta(durable=False)

    def sync(self) -> None:
        """Flush to the disk the record written without (``end_opening``), if any."""
        self.wait()
        if self._unsynced and self._lock is not None:
            self._write_meta()

    def close(self, game: Game | None, source: Path | None) -> None:
        """A clean end, once the writes in hand are on the disk: remember the game for the
        next start, drop this session's files."""
        self.wait()
        if game is not None:
            self._ensure(self.folder)
            save_game(game, self.folder / LAST_GAME)
            write_atomically(self.folder / f"{LAST_GAME}.source", str(source or ""))
        self._remove(self.id)
        if self._lock is not None:
            self._lock.unlock()
            self._lock = None

    def abandon(self) -> None:
        """Let go of the lock without cleaning up: what a crash leaves once the writes in
        hand are on the disk (for tests)."""
        self.wait()
        if self._lock is not None:
            self._lock.unlock()
            self._lock = None

    def _write_meta(self, *, durable: bool = True) -> None:
        self._put_meta(self._meta_text(), durable=durable)

    def _meta_text(self) -> str:
        meta = {"source": str(self._source or ""), "modified": self._modified, "opening": self._opening,
                "sample": self._sample}
        return json.dumps(meta, ensure_ascii=False)

    def _put_meta(self, text: str, *, durable: bool = True) -> None:
        write_atomically(self._meta(self.id), text, durable=durable)
        self._unsynced = not durable

    # ---- other sessions ------------------------------------------------------------------------
    def orphans(self) -> list[Orphan]:
        """Sessions whose window is gone without closing (their lock is free or stale), the
        last written first; their lock is taken, so that no other start offers them too."""
        found: list[Orphan] = []
        try:
            metas = sorted(self.sessions.glob("*.meta"), key=_newest_first) if self.sessions.is_dir() else []
        except OSError:  # the app's own folder out of reach: nothing can be offered
            return found
        for meta in metas:
            session_id = meta.stem
            if session_id == self.id:
                continue
            lock = QLockFile(str(self.sessions / f"{session_id}.lock"))
            lock.setStaleLockTime(0)
            if not lock.tryLock(0):
                continue  # a live window's session
            lock.unlock()
            orphan = self._read_orphan(session_id)
            if orphan.game_path is None and not orphan.opening and orphan.saved is None:
                self._remove(session_id)  # nothing unsaved, nothing being opened, no file
                continue
            found.append(orphan)
        return found

    def _read_orphan(self, session_id: str) -> Orphan:
        try:
            meta = json.loads(read_bytes(self._meta(session_id), META_BYTES))
        except (GameFileError, ValueError):
            meta = {}
        source = str(meta.get("source") or "") if isinstance(meta, dict) else ""
        opening = str(meta.get("opening") or "") if isinstance(meta, dict) else ""
        sample = isinstance(meta, dict) and meta.get("sample") is True
        game = self.sessions / f"{session_id}.json"
        return Orphan(session_id, reachable(game), Path(source) if source else None, opening, sample)

    def load(self, orphan: Orphan) -> Game:
        """An orphan's game; GameFileError (after keeping the file aside) if unreadable."""
        assert orphan.game_path is not None
        try:
            return load_game(orphan.game_path)
        except GameFileError as error:
            kept = self.keep_aside(orphan.game_path)
            raise _kept_as(error, kept) from None

    def forget(self, orphan: Orphan) -> None:
        self._remove(orphan.id)

    def keep_aside(self, path: Path) -> Path:
        """Move an unreadable autosave to ``kept/`` (never delete what may hold work)."""
        kept = self.folder / "kept"
        self._ensure(kept)
        target = kept / f"{path.stem}-{os.urandom(3).hex()}{path.suffix}"
        try:
            path.replace(target)
        except OSError as error:
            raise _autosave_error(error) from None
        return target

    # ---- the last game -------------------------------------------------------------------------
    def last_game(self) -> tuple[Game, Path | None] | None:
        """The game a window last closed with, and its file; None if there is none.
        GameFileError if it cannot be read (it is then kept aside)."""
        path = reachable(self.folder / LAST_GAME)
        if path is None:
            return None
        try:
            game = load_game(path)
        except GameFileError as error:
            kept = self.keep_aside(path)
            raise _kept_as(error, kept) from None
        try:
            source = read_bytes(self.folder / f"{LAST_GAME}.source", META_BYTES).decode("utf-8")
        except (GameFileError, UnicodeDecodeError):
            source = ""
        return game, Path(source) if source else None

    # ---- files ---------------------------------------------------------------------------------
    def _remove(self, session_id: str) -> None:
        for suffix in (".json", ".meta"):
            with contextlib.suppress(OSError):  # what cannot be removed is offered once more
                (self.sessions / f"{session_id}{suffix}").unlink(missing_ok=True)

    @staticmethod
    def _ensure(folder: Path) -> None:
        try:
            folder.mkdir(parents=True, exist_ok=True)  # the app's own data folder
        except OSError as error:
            raise _autosave_error(error) from None


class _Writer:
    """Writes an autosave's files off the GUI thread: each write on a thread of its own that
    first waits for the one before, so that writes land in the order given and never
    interleave. Not a daemon: a process that ends without closing still finishes the write
    in hand."""

    def __init__(self) -> None:
        self._last: threading.Thread | None = None

    def submit(self, write: Callable[[], None]) -> None:
        before = self._last

        def run() -> None:
            if before is not None:
                before.join()
            write()

        self._last = threading.Thread(target=run, name="autosave")
        self._last.start()

    def wait(self) -> None:
        """Return once every write submitted is done (the last waited for those before it)."""
        if self._last is not None:
            self._last.join()
            self._last = None


def _newest_first(meta: Path) -> tuple[float, str]:
    try:
        return -meta.stat().st_mtime, meta.name
    except OSError:
        return 0.0, meta.name


def _autosave_error(error: OSError) -> GameFileError:
    why = sentence(QT_TRANSLATE_NOOP("AlhambraError", "cannot save ({reason})"), reason=error.strerror)
    return GameFileError(about_file("autosave.json", why))


def _kept_as(error: GameFileError, kept: Path) -> GameFileError:
    """The error of an unreadable game that was moved aside, saying where it went."""
    return GameFileError(sentence(QT_TRANSLATE_NOOP("AlhambraError", "{what} (kept as {file})"),
                                  what=error.line, file=str(kept)))
