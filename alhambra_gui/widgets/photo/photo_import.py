"""File ▸ Import city from photo…: the player's city read from a photo, checked, then accepted.

Left, the photo: four handles on the outer corners of a block of cells that holds the
city, its columns x rows, the grid drawn through the homography as the handles move, a
loupe for the corner being placed. A click on a cell of the photo tells the recogniser
what lies there (calibration) and reads the photo again. Right, the proposal as the city
view shows it; a click on one of its cells corrects it. Nothing changes in the game until
Accept, which replaces the player's city as one undoable step.

The reading (``app.photo_import.PhotoImport``, which also accepts the city) runs off the
GUI thread with a progress bar and a Stop button that ends the work itself; a change of the
corners, the grid or the calibration cells cancels the reading under way, so a proposal is
never shown for a block that has changed since. The dialog opens sized to the screen it opens on.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QPoint, Signal
from PySide6.QtGui import QAction, QPalette
from PySide6.QtWidgets import (
    QDialog,
    QFileDialog,
    QMenu,
    QWidget,
)

from ...app import settings
from ...app.labels import arg, tr
from ...app.photo_city import Draft
from ...app.photo_import import (
    FOUNTAIN,
    MAX_CELLS,
    MAX_SPAN,
    Corners,
    PhotoImport,
    PhotoRefused,
    Reading,
    Refusal,
    TileRef,
)
from ...app.photo_job import PhotoJob
from ...app.photo_texts import corners_sentence
from ...app.session import GameSession
from ...engine import Tile
from ..paint.tones import ERROR, INFO, app_palette, follow_palette, message_style
from .photo_canvas import PhotoCanvas
from .photo_layout import PHOTO_FILTER, fitted_size, lay_out
from .photo_loupe import Loupe
from .photo_menus import FORGET, calibration_menu, correction_menu
from .photo_pieces import DESCRIBE, describe
from .photo_preview import ProposalPreview

#: Choosing from a menu at a global position; replaced by tests.
Chooser = Callable[[QMenu, QPoint], QAction | None]


class PhotoImportDialog(QDialog):
    """Reads one player's city from a photo and puts it into the game on Accept."""

    # A reading ended: with a proposal, refused, or stopped.
    readDone = Signal()

    def __init__(self, session: GameSession, player: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("photoImportDialog")
        self.setWindowTitle(arg(self.tr("Import %1's city from a photo"), player))
        self.session, self.player = session, player
        self._path: Path | None = None
        self.known: dict[tuple[int, int], str] = {}
        self.draft: Draft | None = None
        self.reading_shown: Reading | None = None  # the reading the draft was made from
        self._showing_other = False  # the runner-up is shown
        self.choose: Chooser = lambda menu, where: menu.exec(where)
        self.piece_editor: QWidget | None = None  # a piece described for a cell (photo_pieces.py)
        self.importer = PhotoImport(session, self)
        self.job: PhotoJob | None = None  # the reading under way whose result is wanted
        self.canvas = PhotoCanvas(self)
        self.loupe = Loupe(self)
        self.preview = ProposalPreview(session.game, player, self)
        self._build()
        self.canvas.cornersChanged.connect(self._on_corners_changed)
        self.canvas.handleFocused.connect(self._show_loupe)
        self.canvas.cellClicked.connect(self._on_photo_cell)
        self.preview.cellClicked.connect(self._on_preview_cell)
        self._update_state()
        self.resize(fitted_size(self.screen().availableGeometry().size(), self.minimumSizeHint()))

    # ---- layout ------------------------------------------------------------------------------
    def _build(self) -> None:
        parts = lay_out(self, self.canvas, self.loupe, self.preview, MAX_CELLS)
        (self.open_button, self.file_label, self.cols_spin, self.rows_spin, self.read_button, self.progress,
         self.stop_button, self.help, self.summary, self.message, self.buttons, self.accept_button,
         self.other_button) = parts
        self.open_button.clicked.connect(self.open_dialog)
        for spin in (self.cols_spin, self.rows_spin):
            spin.valueChanged.connect(self._on_grid_changed)
        self.read_button.clicked.connect(self.read)
        self.stop_button.clicked.connect(self.stop_reading)
        self._show_progress(False)
        self._message_hue = ERROR  # a refusal's red; a note's blue (say)
        follow_palette(self.message, self._message_style)
        self.buttons.accepted.connect(self.accept_city)
        self.buttons.rejected.connect(self.reject)
        self.other_button.clicked.connect(self.show_other)

    # ---- the photo, corners and grid ---------------------------------------------------------
    def open_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Open a photo of the city"),
                                              settings.last_directory.get(), tr(PHOTO_FILTER))
        if path:
            self.load_photo(path)

    def load_photo(self, path: str | Path, find: bool = True) -> bool:
        """Show a photo and (with ``find``) look for the city's block in it, which proposes the
        corners, the grid and the city at once; False (and why) when it cannot be read."""
        try:
            image = PhotoImport.load_image(path)
        except PhotoRefused as error:
            self.say(str(error))
            return False
        self._path = Path(path)
        self.file_label.setText(self._path.name)
        self.known, self.draft, self.reading_shown = {}, None, None
        self.canvas.set_grid(self.cols_spin.value(), self.rows_spin.value())
        self.canvas.set_image(image)
        self.canvas.select_handle(0)
        self.canvas.setFocus()
        self.say("")
        self._show_draft()
        if find:
            self.find_block()
        return True

    def find_block(self) -> None:
        """Start finding the city's block in the photo and reading it (off the GUI thread)."""
        if self._path is not None:
            self._start(self.importer.read(self._path, self.player))

    def _place(self, corners: Corners, cols: int, rows: int) -> None:
        """The block found, shown as if the user had placed it (nothing is read again)."""
        for spin in (self.cols_spin, self.rows_spin):
            spin.blockSignals(True)
        self.set_grid(cols, rows)
        for spin in (self.cols_spin, self.rows_spin):
            spin.blockSignals(False)
        self.cols_spin.setMaximum(min(MAX_CELLS, MAX_SPAN - rows))
        self.rows_spin.setMaximum(min(MAX_CELLS, MAX_SPAN - cols))
        self.canvas.set_grid(cols, rows)
        self.canvas.set_corners(list(corners.points))
        self.canvas.mark_cells({})

    def set_grid(self, cols: int, rows: int) -> None:
        self.rows_spin.setMaximum(MAX_CELLS)
        self.cols_spin.setMaximum(MAX_CELLS)
        self.cols_spin.setValue(cols)
        self.rows_spin.setValue(rows)

    def _on_grid_changed(self) -> None:
        # No block beyond the largest city: columns and rows add up to at most MAX_SPAN.
        cols, rows = self.cols_spin.value(), self.rows_spin.value()
        self.cols_spin.setMaximum(min(MAX_CELLS, MAX_SPAN - rows))
        self.rows_spin.setMaximum(min(MAX_CELLS, MAX_SPAN - cols))
        self.canvas.set_grid(self.cols_spin.value(), self.rows_spin.value())
        self._forget_reading()

    def _on_corners_changed(self) -> None:
        self._forget_reading()

    def _forget_reading(self) -> None:
        """The block changed: calibration cells and the proposal no longer fit it."""
        self._cancel_reading()
        self.known = {}
        self.canvas.mark_cells({})
        if self.draft is not None:
            self.draft, self.reading_shown = None, None
            self._show_draft()
        self.say(corners_sentence() if self.canvas.corner_error() else "")
        self._update_state()

    def _show_loupe(self, index: int) -> None:
        cols, rows = self.canvas.grid()
        corner = ((0, 0), (cols, 0), (cols, rows), (0, rows))[index]
        self.loupe.show_corner(self.canvas.image(), self.canvas.handles[index].pos(),
                               self.canvas.homography(), (cols, rows), corner)

    # ---- reading and calibration ----------------------------------------------------------------
    def read(self) -> bool:
        """Start reading the photo with the corners, grid and calibration cells (off the GUI
        thread; ``readDone`` tells when it ended). A reading under way is replaced."""
        if self._path is None:
            self.say(self.tr("Open a photo of the city first."))
            return False
        self._start(self.importer.read(self._path, self.player, self.canvas.corners(), self.canvas.grid(),
                                       self.known))
        return True

    def _start(self, job: PhotoJob) -> None:
        self._cancel_reading()
        self.job = job
        job.progressed.connect(self.progress.setValue)
        job.finished.connect(self._on_read)
        job.failed.connect(self._on_read_refused)
        self.progress.setValue(0)
        self._show_progress(True)
        self._update_state()

    def reading(self) -> bool:
        """Whether a reading is under way."""
        return self.job is not None

    def stop_reading(self) -> None:
        """Stop the reading under way (the work itself stops at its next step)."""
        if self.job is not None:
            self._cancel_reading()
            self.say(self.tr("Reading stopped."))
            self.readDone.emit()

    def _cancel_reading(self) -> None:
        if self.job is not None:
            self.job.cancel()
            self.job = None
        self._show_progress(False)

    def _show_progress(self, shown: bool) -> None:
        self.progress.setVisible(shown)
        self.stop_button.setVisible(shown)
        self.read_button.setVisible(not shown)

    def _on_read(self, reading: Reading) -> None:
        self.job = None
        self._show_progress(False)
        if reading.found:
            self._place(reading.corners, reading.cols, reading.rows)
        self.show_reading(reading)
        self.readDone.emit()

    def show_reading(self, reading: Reading, other: bool = False) -> None:
        """Show a reading's proposal (the corrections made so far kept) and what to tell of it;
        a doubted reading offers its runner-up (``other``: this is the runner-up shown)."""
        corrections = self.draft.corrections if self.draft is not None else {}
        self.reading_shown = reading
        self.draft = self.importer.draft(reading, self.player, corrections)
        worry = self.importer.notice(reading, self.player)
        if other:
            self.say(self.tr("This is the other reading: check the cells outlined, or go back to the first."))
        elif not worry and reading.found:
            self.say(self.tr("The city was found in the photo: check the corners and the grid."), note=True)
        else:
            self.say(worry)
        offered = reading.runner_up is not None and (other or reading.doubt is not None)
        back, ahead = self.tr("Show the first reading"), self.tr("Show the other reading")
        self.other_button.setText(back if other else ahead)
        self.other_button.setVisible(offered)
        self._showing_other = other
        self._show_draft()

    def show_other(self) -> None:
        """Show the runner-up of the reading shown (one click), or the first reading again."""
        shown = self.reading_shown
        if shown is None or shown.runner_up is None:
            return
        swapped = replace(shown.runner_up, runner_up=replace(shown, runner_up=None))
        self.show_reading(swapped, other=not self._showing_other)

    def _on_read_refused(self, refusal: Refusal) -> None:
        self.job = None
        self._show_progress(False)
        if refusal.corners is not None and refusal.grid is not None:
            self._place(refusal.corners, *refusal.grid)  # the block found, for the user to correct
        self.say(refusal.text)
        self._update_state()
        self.readDone.emit()

    def done(self, result: int) -> None:
        """Closing stops a reading under way and waits for its thread."""
        self._cancel_reading()
        self.importer.shut_down()
        super().done(result)

    def calibrate(self, col: int, row: int, label: str | None) -> bool:
        """Tell the recogniser what lies on a cell (None forgets it), and read the photo again."""
        if label is None:
            self.known.pop((col, row), None)
        else:
            if label == FOUNTAIN:
                self.known = {c: k for c, k in self.known.items() if k != FOUNTAIN}
            self.known[(col, row)] = label
            if self.draft is not None:
                self.draft.corrections.pop((col, row), None)
        self.canvas.mark_cells(self.known)
        return self.read()

    def _on_photo_cell(self, col: int, row: int, where: QPoint) -> None:
        menu = self.calibration_menu(col, row)
        chosen = self.choose(menu, where)
        if chosen is not None:
            self.calibrate(col, row, None if chosen.data() == FORGET else str(chosen.data()))
        menu.deleteLater()

    def calibration_menu(self, col: int, row: int) -> QMenu:
        return calibration_menu(self, self.session.game.variant, col, row, (col, row) in self.known)

    # ---- corrections on the proposal ------------------------------------------------------------
    def correct(self, col: int, row: int, tile: TileRef | Tile | None) -> None:
        """Put ``tile`` (or a module's piece) on a cell of the proposal (None: make it empty)."""
        if self.draft is None:
            return
        self.draft.corrections[(col, row)] = tile
        self._show_draft()

    def _on_preview_cell(self, col: int, row: int, where: QPoint) -> None:
        if self.draft is None or (col, row) == self.draft.fountain:
            return
        menu = self.correction_menu(col, row)
        chosen = self.choose(menu, where)
        if chosen is not None:
            data = chosen.data()
            if data == FORGET:
                self.draft.corrections.pop((col, row), None)
                self._show_draft()
            elif isinstance(data, str) and data.startswith(DESCRIBE):
                self.piece_editor = describe(self.session, self.player, data.removeprefix(DESCRIBE), self,
                                             lambda piece: self.correct(col, row, piece))
            else:
                self.correct(col, row, data if isinstance(data, (TileRef, Tile)) else None)
        menu.deleteLater()

    def correction_menu(self, col: int, row: int) -> QMenu:
        corrected = self.draft is not None and (col, row) in self.draft.corrections
        return correction_menu(self, self.session, self.player, corrected)

    # ---- showing and accepting ---------------------------------------------------------------------
    def _show_draft(self) -> None:
        self.preview.show_draft(self.session.game, self.draft)
        self._update_state()

    def _update_state(self) -> None:
        draft = self.draft
        reading = self.job is not None
        self.read_button.setEnabled(self._path is not None and not self.canvas.corner_error())
        self.accept_button.setEnabled(draft is not None and not reading)
        # Enter reads the photo until there is a proposal, then accepts it.
        self.accept_button.setDefault(draft is not None)
        self.read_button.setDefault(draft is None)
        if draft is None:
            self.summary.setText(self.tr("Place the corners and the grid, then read the photo.")
                                 if self._path else self.tr("Open a photo of the city taken from above."))
            return
        city = self.preview.session.game.player(self.player).city
        count = len(city)
        parts = [self.tr("%n building(s)", "", count),
                 arg(self.tr("Longest wall: %1"), str(city.longest_wall()))]
        doubtful = len(draft.doubtful()) + len(draft.unresolved())
        if doubtful:
            parts.append(self.tr("%n cell(s) to check (outlined in orange)", "", doubtful))
        problems = len(city.violations())
        if problems:
            parts.append(self.tr("%n problem(s) (in red)", "", problems))
        self.summary.setText(" · ".join(parts))

    def say(self, text: str, *, note: bool = False) -> None:
        """One sentence in the dialog ("" clears it): what stands in the way, in red, or with
        ``note`` what to check, in blue."""
        hue = INFO if note else ERROR
        if hue != self._message_hue:
            self._message_hue = hue
            self.message.setStyleSheet(self._message_style(app_palette()))
        self.message.setText(text)

    def _message_style(self, palette: QPalette) -> str:
        return message_style(palette, self._message_hue, extra="font-weight: 600;")

    def accept_city(self) -> bool:
        """Replace the player's city by the proposal, as one undoable step."""
        if self.draft is None:
            self.say(self.tr("Read the photo first."))
            return False
        try:
            self.importer.accept(self.draft, self.player)
        except PhotoRefused as error:
            self.say(str(error))
            return False
        self.accept()
        return True
