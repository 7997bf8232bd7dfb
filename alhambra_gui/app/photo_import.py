"""The photo import of the open game: a player's city read from a photo off the GUI thread,
proposed, corrected, and put into the game as one undoable step.

The dialog, a table server and the tests all go through ``PhotoImport``:

    importer = PhotoImport(session)
    job = importer.read(source, "Anna")               # a file, its bytes or an RGB array;
    job.progressed.connect(...)                       #   corners=, grid= and known= optional
    job.finished.connect(lambda reading: ...)         # a photo.reading.Reading
    job.failed.connect(lambda refusal: ...)           # a Refusal: one sentence (and the block found)
    job.cancel()                                      # stops the work itself; nothing delivered
    draft = importer.draft(reading, "Anna")           # corrections go into draft.corrections
    importer.accept(draft, "Anna")                    # one undo step; PhotoRefused says why not

The whole table at once: ``read_table([("Anna", photo), ("Ben", photo)])`` delivers a
``TableImport`` (each player's reading, every tile in one city only, and the tiles that were
read twice); ``accept_table({"Anna": draft, "Ben": draft})`` puts all the cities in as one step.

Without Qt, ``alhambra_gui.photo.reading.read_city`` reads the same (the command line's
``photo`` calls it).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QObject
from PySide6.QtGui import QImage

from ..engine import AlhambraError, Game
from ..engine.names import isolated
from ..photo import Corners, PhotoError, UnreadablePhotoError
from ..photo.catalogue import TileRef, building_types, catalogue
from ..photo.cities import read_cities
from ..photo.errors import FoundBlockError
from ..photo.geometry import Homography, Point
from ..photo.hints import readings
from ..photo.image import decode, opened_photo
from ..photo.known import EMPTY, FOUNTAIN
from ..photo.locate import Found
from ..photo.pipeline import MAX_CELLS, MAX_SPAN
from ..photo.progress import Progress
from ..photo.reading import Reading, Source, read_city
from ..photo.table import TablePhotoError, TableReading, resolve
from . import labels
from .change import Change
from .commands import Describe
from .labels import arg, tr
from .photo_city import (
    Block,
    Correction,
    Draft,
    elsewhere_refusals,
    refusals,
    replace_city,
    standing_pieces,
    used_elsewhere,
)
from .photo_job import PhotoJob, Wording, Work
from .photo_table import held_off_table, table_refusals
from .photo_texts import correct_text, doubt_text, refusal_text, unreadable_text
from .session import GameSession

# With PhotoImport, the reader's plain values the dialog shows (the widgets import nothing of photo/).
__all__ = ["EMPTY", "FOUNTAIN", "MAX_CELLS", "MAX_SPAN", "Corners", "Homography", "PhotoImport",
           "PhotoRefused", "Reading", "Refusal", "TileRef", "block_map", "building_types", "catalogue"]


class PhotoRefused(ValueError):
    """What stands in the way of accepting a city or showing a photo: one translated sentence."""


@dataclass(frozen=True)
class TableImport:
    """The players' cities read from their photos together: each player's reading (in the
    order asked), and the tiles read in two cities (``photo.table.Conflict``, by index)."""

    players: tuple[str, ...]
    table: TableReading

    def reading(self, player: str) -> Reading:
        return self.table.readings[self.players.index(player)]


@dataclass(frozen=True)
class Refusal:
    """A reading that failed: ``text``, one translated sentence; ``corners`` and ``grid``, the
    block found in the photo when the reading refused it (for the user to correct), else None."""

    text: str
    corners: Corners | None = None
    grid: tuple[int, int] | None = None


def photo_name(source: Source) -> str:
    """How a sentence names a photo: its file's name, else "The photo sent"."""
    return Path(source).name if isinstance(source, (str, Path)) else tr("The photo sent")


class PhotoImport(QObject):
    """Reads photos of the players' cities for one game session and puts them in."""

    def __init__(self, session: GameSession, parent: QObject | None = None) -> None:
        super().__init__(parent if parent is not None else session)
        self.session = session
        self._jobs: set[PhotoJob] = set()

    # ---- reading -------------------------------------------------------------------------------
    def read(self, source: Source, player: str, corners: Corners | Sequence[Point] | None = None,
             grid: tuple[int, int] | None = None,
             known: Mapping[tuple[int, int], str] | None = None) -> PhotoJob:
        """Start reading ``player``'s city from ``source`` off the GUI thread: on the block of
        ``corners`` and ``grid`` when both are given, else on the block found in the photo.
        Tiles the game holds elsewhere are proposed as seen but marked. The job is started;
        its ``failed`` carries a ``Refusal``."""
        unavailable = used_elsewhere(self.session.game, player)
        hinted = readings(self.session.game)  # tiles as the modules in play may lay them
        known = dict(known or {})
        name, finding = photo_name(source), corners is None

        def work(progress: Progress) -> Reading:
            return read_city(source, corners, grid, known=known, unavailable=unavailable, progress=progress,
                             readings=hinted)

        return self._start(work, lambda error: refused(error, name, finding))

    def read_table(self, sources: Sequence[tuple[str, Source]]) -> PhotoJob:
        """Start reading each player's city from their photo (each block found in its photo),
        then the table checked together; ``finished`` carries a ``TableImport``. A photo given
        for several players is one photo of their cities: each city in it is found, the largest
        going to the first of them (``photo.cities``). Tiles the game holds outside these
        players' cities and reserves are proposed as seen but marked."""
        players = tuple(player for player, _ in sources)
        photos = [source for _, source in sources]
        unavailable = held_off_table(self.session.game, players)
        hinted = readings(self.session.game)
        names = [photo_name(source) for source in photos]
        groups = photo_groups(photos)

        def work(progress: Progress) -> TableImport:
            read: dict[int, Reading] = {}
            for g, chosen in enumerate(groups):
                def part(fraction: float, g: int = g) -> None:
                    progress((g + fraction) / len(groups))

                first = chosen[0]
                try:
                    if len(chosen) == 1:
                        found = [read_city(photos[first], unavailable=unavailable, progress=part,
                                           readings=hinted)]
                    else:
                        found = read_cities(photos[first], unavailable, part, hinted)
                except PhotoError as error:
                    raise TablePhotoError(first, error) from error
                if len(found) < len(chosen):
                    raise TablePhotoError(first, FewerCitiesError(len(found), len(chosen)))
                read.update(zip(chosen, found, strict=False))
            return TableImport(players, resolve([read[k] for k in range(len(photos))]))

        def word(error: PhotoError | MemoryError) -> Refusal:
            if isinstance(error, TablePhotoError) and isinstance(error.reason, FewerCitiesError):
                sentence = tr("%1 shows fewer cities than the players who chose it: give the others a "
                              "photo of their own.")
                return Refusal(arg(sentence, names[error.index]))
            if isinstance(error, TablePhotoError):
                sentence = refused(error.reason, names[error.index], True).text
                return Refusal(arg(tr("%1's photo: %2"), isolated(players[error.index]), sentence))
            return refused(error, "", True)

        return self._start(work, word)

    def _start(self, work: Work, word: Wording) -> PhotoJob:
        job = PhotoJob(work, self, word)
        self._jobs.add(job)
        job.ended.connect(lambda: self._ended(job))
        return job.start()

    def _ended(self, job: PhotoJob) -> None:
        job.wait()  # run() has returned: the thread ends at once
        self._jobs.discard(job)
        job.deleteLater()

    def running(self) -> int:
        """How many readings still work in their threads (cancelled ones until they stop)."""
        return sum(1 for job in self._jobs if job.running())

    def shut_down(self) -> None:
        """Cancel every reading and wait until their threads have stopped (before the owner goes)."""
        for job in list(self._jobs):
            job.cancel()
            job.wait()

    # ---- the photo shown -------------------------------------------------------------------------
    @staticmethod
    def load_image(path: str | Path) -> QImage:
        """The photo as shown to the user, turned by its EXIF orientation as the reader turns it
        and opened as it opens it (a regular file only, at most MAX_PIXELS decoded). Raises
        PhotoRefused with one sentence."""
        try:
            with opened_photo(path) as opened:
                image = decode(opened, path, opened.size)
        except UnreadablePhotoError as error:
            raise PhotoRefused(unreadable_text(error, Path(path).name)) from None
        data = image.tobytes()
        return QImage(data, image.width, image.height, 3 * image.width, QImage.Format.Format_RGB888).copy()

    # ---- proposing and accepting ---------------------------------------------------------------
    def notice(self, reading: Reading, player: str) -> str:
        """What to tell ``player`` of a reading, one translated sentence ("" when nothing)."""
        return notice(reading, elsewhere_refusals(self.session.game, player, reading.proposal))

    def draft(self, reading: Reading, player: str, corrections: Mapping[Block, Correction] | None = None
              ) -> Draft:
        """The reading's proposal for ``player``, with ``corrections`` (block cell -> a tile, a
        piece, or None for empty) and the pieces the city holds on the block's cells kept."""
        proposal = reading.proposal
        return Draft(proposal, dict(corrections or {}), standing_pieces(self.session.game, player, proposal))

    def problems(self, draft: Draft, player: str) -> list[str]:
        """Why ``draft`` cannot become ``player``'s city as it stands, one sentence each (none: it can)."""
        if draft.unresolved():
            col, row = draft.unresolved()[0]
            return [arg(tr("Column %1, row %2 holds a building but no tile of its type is left: pick one."),
                        str(col + 1), str(row + 1))]
        tiles = draft.tiles().values()
        return [correct_text(problem) for problem in refusals(self.session.game, player, tiles)]

    def accept_table(self, drafts: Mapping[str, Draft], text: Describe | None = None) -> None:
        """Make each draft its player's city, all as one undoable step named by ``text`` (by
        default "Import the cities from photos"). Raises PhotoRefused with the first thing in
        the way; nothing changes then."""
        for player, draft in drafts.items():
            if draft.unresolved():
                col, row = draft.unresolved()[0]
                words = tr("%1's city: column %2, row %3 holds a building but no tile of its type is left: "
                           "pick one.")
                raise PhotoRefused(arg(words, isolated(player), str(col + 1), str(row + 1)))
        cities = {player: draft.tiles() for player, draft in drafts.items()}
        problems = table_refusals(self.session.game, {p: tiles.values() for p, tiles in cities.items()})
        if problems:
            raise PhotoRefused(correct_text(problems[0]))

        def change(game: Game) -> None:
            for player, tiles in cities.items():
                replace_city(game, player, tiles)

        try:
            self.session.edit(text or (lambda: tr("Import the cities from photos")), change,
                              Change.of_cities(cities))
        except AlhambraError as error:
            raise PhotoRefused(labels.as_sentence(labels.error_text(error))) from None

    def accept(self, draft: Draft | Reading, player: str, text: Describe | None = None) -> None:
        """Make ``draft`` (or a reading as it was proposed) ``player``'s city, as one undoable
        step named by ``text`` (by default "Import Anna's city from a photo"). Raises
        PhotoRefused with the first thing in the way; nothing changes then."""
        if isinstance(draft, Reading):
            draft = self.draft(draft, player)
        problems = self.problems(draft, player)
        if problems:
            raise PhotoRefused(problems[0])
        tiles = draft.tiles()

        def named() -> str:  # the undo step's name in the language of the moment
            return arg(tr("Import %1's city from a photo"), isolated(player))

        try:
            self.session.edit(text or named, lambda game: replace_city(game, player, tiles),
                              Change.of_cities([player]))
        except AlhambraError as error:  # a city kept while typed counts score
            raise PhotoRefused(labels.as_sentence(labels.error_text(error))) from None


def block_map(points: Sequence[Point], cols: int, rows: int) -> Homography | None:
    """The map from grid coordinates to photo pixels of the ``cols`` x ``rows`` block with these
    corners (NW, NE, SE, SW); None when they make no convex block."""
    try:
        return Homography.from_corners(Corners.from_points(points), cols, rows)
    except PhotoError:
        return None


def notice(reading: Reading, elsewhere: Sequence[str]) -> str:
    """What to tell of a reading, one translated sentence ("" when nothing): a tile the game
    has elsewhere (``elsewhere``: where, one sentence each), why it is doubted, or an empty block."""
    if elsewhere:
        return correct_text(elsewhere[0])
    if reading.doubt is not None:
        return doubt_text(reading.doubt)
    if all(cell.kind == EMPTY for cell in reading.proposal.cells):
        return tr("No tiles were found in the block: check the corners and the grid.")
    return ""


class FewerCitiesError(PhotoError):
    """A photo chosen for several players shows fewer cities than they are."""

    def __init__(self, found: int, wanted: int) -> None:
        super().__init__(f"the photo shows {found} cities for {wanted} players")


def photo_groups(photos: Sequence[Source]) -> list[list[int]]:
    """The photos' indices grouped by the photo (a file named twice is one photo)."""
    groups: dict[object, list[int]] = {}
    for k, photo in enumerate(photos):
        key = str(Path(photo).resolve()) if isinstance(photo, (str, Path)) else id(photo)
        groups.setdefault(key, []).append(k)
    return list(groups.values())


def refused(error: PhotoError | MemoryError, name: str, finding: bool) -> Refusal:
    """A reading's refusal worded, with the block found when the reading refused it."""
    if isinstance(error, FoundBlockError) and isinstance(error.found, Found):
        found = error.found
        return Refusal(refusal_text(error.reason, name, False), found.corners, (found.cols, found.rows))
    return Refusal(refusal_text(error, name, finding))
