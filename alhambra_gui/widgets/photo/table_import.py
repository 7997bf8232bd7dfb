"""File ▸ Import Cities from Photos…: every player's city from their own photo, read together.

One row per player: their photo; *Photo of the whole table…* gives every player one photo
holding all the cities (each city in it is found, the largest going to the first player; a
tab's *Another player's city…* swaps two cities read from one photo). *Read the photos* reads
them all off the GUI thread (a progress bar and *Stop reading*), finding each city in its
photo by itself, then checks the table as a whole (``app.photo_import.PhotoImport.read_table``):
a tile read in two cities stays in the one that shows it more surely, the other shows its next
likeliest, and both are outlined. A tab per player shows the proposal as the city view shows
it, with what to check in one sentence; a click on a cell corrects it. Accept puts every city
read into the game as one undoable step. A single city is better read, with its corners and
calibration, by File ▸ Import City from Photo….
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QPoint, QSize, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QMenu,
    QProgressBar,
    QPushButton,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ...app import settings
from ...app.labels import arg, tr
from ...app.photo_city import Draft
from ...app.photo_import import PhotoImport, PhotoRefused, Reading, Refusal, TableImport, TileRef
from ...app.photo_job import PhotoJob
from ...app.session import GameSession
from ...engine import Tile
from ..paint.tones import ERROR, follow_palette, message_style
from .photo_layout import PHOTO_FILTER, fitted_size
from .photo_menus import FORGET, correction_menu
from .photo_preview import ProposalPreview

#: Choosing from a menu at a global position; replaced by tests.
Chooser = Callable[[QMenu, QPoint], object]
#: The dialog's size where the screen has room for it.
WANTED_SIZE = QSize(1100, 760)


class TablePhotoDialog(QDialog):
    """Reads every player's city from their photo, checks the table, and puts them in on Accept."""

    #: A reading ended: with the cities, refused, or stopped.
    readDone = Signal()

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tablePhotoDialog")
        self.setWindowTitle(self.tr("Import the cities from photos"))
        self.session = session
        self.importer = PhotoImport(session, self)
        self.job: PhotoJob | None = None
        self.photos: dict[str, Path] = {}
        self.result_read: TableImport | None = None
        self.drafts: dict[str, Draft] = {}
        self.readings: dict[str, Reading] = {}
        self.swap_buttons: dict[str, QPushButton] = {}
        self.previews: dict[str, ProposalPreview] = {}
        self.notes: dict[str, QLabel] = {}
        self.choose: Chooser = lambda menu, where: menu.exec(where)
        self._file_labels: dict[str, QLabel] = {}
        self._build()
        self._update_state()
        room = self.screen().availableGeometry().size()
        self.resize(fitted_size(room, self.minimumSizeHint(), WANTED_SIZE))

    # ---- layout ------------------------------------------------------------------------------
    def _build(self) -> None:
        rows = QGridLayout()
        for index, player in enumerate(self.session.player_names()):
            button = QPushButton(arg(self.tr("Photo of %1's city…"), player))
            button.setAutoDefault(False)
            button.clicked.connect(lambda _checked=False, p=player: self.open_dialog(p))
            label = QLabel(self.tr("No photo"))
            label.setTextFormat(Qt.TextFormat.PlainText)
            self._file_labels[player] = label
            rows.addWidget(button, index, 0)
            rows.addWidget(label, index, 1)
        rows.setColumnStretch(1, 1)
        self.table_button = QPushButton(self.tr("Photo of the whole table…"))
        self.table_button.setObjectName("tablePhoto")
        self.table_button.setAutoDefault(False)
        self.table_button.clicked.connect(self.open_table_dialog)
        rows.addWidget(self.table_button, len(self._file_labels), 0)
        self.read_button = QPushButton(self.tr("Read the photos"))
        self.read_button.setObjectName("readPhotos")
        self.read_button.clicked.connect(self.read)
        self.progress = QProgressBar()
        self.progress.setRange(0, 100)
        self.progress.setFormat(self.tr("Reading the photos…"))
        self.stop_button = QPushButton(self.tr("Stop reading"))
        self.stop_button.setAutoDefault(False)
        self.stop_button.clicked.connect(self.stop_reading)
        line = QHBoxLayout()
        for shown in (self.read_button, self.progress, self.stop_button):
            line.addWidget(shown)
        line.addStretch(1)
        self.tabs = QTabWidget()
        self.tabs.currentChanged.connect(lambda _index: QTimer.singleShot(0, self._fit_shown))
        self.message = QLabel()
        self.message.setObjectName("tableMessage")
        self.message.setWordWrap(True)
        self.message.setTextFormat(Qt.TextFormat.PlainText)
        follow_palette(self.message, lambda palette: message_style(palette, ERROR, extra="font-weight: 600;"))
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.accept_button = self.buttons.addButton(self.tr("Accept"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.accept_button.setObjectName("acceptCities")
        self.buttons.accepted.connect(self.accept_cities)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(rows)
        layout.addLayout(line)
        layout.addWidget(self.tabs, 1)
        layout.addWidget(self.message)
        layout.addWidget(self.buttons)
        self._show_progress(False)

    # ---- photos and reading ------------------------------------------------------------------
    def open_dialog(self, player: str) -> None:
        path, _ = QFileDialog.getOpenFileName(self, arg(self.tr("The photo of %1's city"), player),
                                              settings.last_directory.get(), tr(PHOTO_FILTER))
        if path:
            self.set_photo(player, path)

    def open_table_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("The photo of the whole table"),
                                              settings.last_directory.get(), tr(PHOTO_FILTER))
        if path:
            for player in self.session.player_names():
                self.set_photo(player, path)

    def set_photo(self, player: str, path: str | Path) -> None:
        """The photo of ``player``'s city (read with the others by ``read``)."""
        self.photos[player] = Path(path)
        self._file_labels[player].setText(Path(path).name)
        self._update_state()

    def read(self) -> bool:
        """Start reading every photo chosen (off the GUI thread; ``readDone`` tells when it ended)."""
        players = [p for p in self.session.player_names() if p in self.photos]
        if not players:
            self.message.setText(self.tr("Choose a photo of at least one city first."))
            return False
        self._cancel()
        self.job = self.importer.read_table([(p, self.photos[p]) for p in players])
        self.job.progressed.connect(self.progress.setValue)
        self.job.finished.connect(self._on_read)
        self.job.failed.connect(self._on_refused)
        self.progress.setValue(0)
        self.message.setText("")
        self._show_progress(True)
        self._update_state()
        return True

    def stop_reading(self) -> None:
        if self.job is not None:
            self._cancel()
            self.message.setText(self.tr("Reading stopped."))
            self.readDone.emit()

    def _cancel(self) -> None:
        if self.job is not None:
            self.job.cancel()
            self.job = None
        self._show_progress(False)
        self._update_state()

    def _show_progress(self, shown: bool) -> None:
        self.progress.setVisible(shown)
        self.stop_button.setVisible(shown)
        self.read_button.setVisible(not shown)

    def _on_read(self, result: TableImport) -> None:
        self.job = None
        self._show_progress(False)
        self.result_read = result
        self.readings = {p: result.reading(p) for p in result.players}
        self.drafts = {p: self.importer.draft(self.readings[p], p) for p in result.players}
        self.tabs.clear()
        self.previews, self.notes, self.swap_buttons = {}, {}, {}
        for player in result.players:
            self.tabs.addTab(self._page(player), player)
        QTimer.singleShot(0, self._fit_shown)
        conflicts = len(result.table.conflicts)
        self.message.setText(self.tr("%n tile(s) were read in two cities: each stays in the city that shows "
                                     "it more surely; check the cells outlined.", "", conflicts)
                             if conflicts else "")
        self._update_state()
        self.readDone.emit()

    def _page(self, player: str) -> QWidget:
        page = QWidget()
        column = QVBoxLayout(page)
        note = QLabel(self.importer.notice(self.readings[player], player))
        note.setWordWrap(True)
        note.setTextFormat(Qt.TextFormat.PlainText)
        preview = ProposalPreview(self.session.game, player, page)
        preview.cellClicked.connect(lambda col, row, where, p=player: self._on_cell(p, col, row, where))
        top = QHBoxLayout()
        top.addWidget(note, 1)
        sharing = self.sharing(player)
        if sharing:  # cities read from one photo: which is whose is told by hand
            swap = QPushButton(self.tr("Another player's city…"))
            swap.setAutoDefault(False)
            swap.clicked.connect(lambda _checked=False, p=player, b=swap: self._on_swap(p, b))
            top.addWidget(swap)
            self.swap_buttons[player] = swap
        column.addLayout(top)
        column.addWidget(preview, 1)
        self.previews[player], self.notes[player] = preview, note
        preview.show_draft(self.session.game, self.drafts[player])
        return page

    def sharing(self, player: str) -> list[str]:
        """The other players whose city was read from the same photo as ``player``'s."""
        photo = self.photos.get(player)
        return [p for p in self.readings if p != player and self.photos.get(p) == photo]

    def _on_swap(self, player: str, button: QPushButton) -> None:
        menu = QMenu(self)
        for other in self.sharing(player):
            menu.addAction(arg(self.tr("This is %1's city"), other)).setData(other)
        chosen = self.choose(menu, button.mapToGlobal(button.rect().bottomLeft()))
        picked = chosen.data() if chosen is not None and hasattr(chosen, "data") else None
        if isinstance(picked, str):
            self.swap(player, picked)
        menu.deleteLater()

    def swap(self, player: str, other: str) -> None:
        """``player``'s city read is ``other``'s, and ``other``'s is ``player``'s (corrections go
        with their city)."""
        mine, theirs = self.drafts[player], self.drafts[other]
        self.readings[player], self.readings[other] = self.readings[other], self.readings[player]
        for name, before in ((player, theirs), (other, mine)):
            reading = self.readings[name]
            self.drafts[name] = self.importer.draft(reading, name, before.corrections)
            self.notes[name].setText(self.importer.notice(reading, name))
            self.previews[name].show_draft(self.session.game, self.drafts[name])
        QTimer.singleShot(0, self._fit_shown)

    def _fit_shown(self) -> None:
        """The city of the tab shown fitted to its view (a view sized only once shown)."""
        page = self.tabs.currentWidget()
        for preview in self.previews.values():
            if preview.parent() is page:
                preview.fit()

    def _on_refused(self, refusal: Refusal) -> None:
        self.job = None
        self._show_progress(False)
        self.message.setText(refusal.text)
        self._update_state()
        self.readDone.emit()

    # ---- corrections and accepting -------------------------------------------------------------
    def _on_cell(self, player: str, col: int, row: int, where: QPoint) -> None:
        draft = self.drafts.get(player)
        if draft is None or (col, row) == draft.fountain:
            return
        menu = correction_menu(self, self.session, player, (col, row) in draft.corrections)
        chosen = self.choose(menu, where)
        data = chosen.data() if chosen is not None and hasattr(chosen, "data") else None
        if chosen is not None:
            self.correct(player, col, row, None if data == FORGET else data, forget=data == FORGET)
        menu.deleteLater()

    def correct(self, player: str, col: int, row: int, tile: object, forget: bool = False) -> None:
        """Put ``tile`` on a cell of ``player``'s proposal (None: empty; ``forget``: as read)."""
        draft = self.drafts[player]
        if forget:
            draft.corrections.pop((col, row), None)
        else:
            draft.corrections[(col, row)] = tile if isinstance(tile, (TileRef, Tile)) else None
        self.previews[player].show_draft(self.session.game, draft)

    def accept_cities(self) -> bool:
        """Put every city read into the game, as one undoable step."""
        if not self.drafts:
            self.message.setText(self.tr("Read the photos first."))
            return False
        try:
            self.importer.accept_table(self.drafts)
        except PhotoRefused as error:
            self.message.setText(str(error))
            return False
        self.accept()
        return True

    def _update_state(self) -> None:
        reading = self.job is not None
        self.read_button.setEnabled(bool(self.photos) and not reading)
        self.accept_button.setEnabled(bool(self.drafts) and not reading)

    def done(self, result: int) -> None:
        """Closing stops a reading under way and waits for its thread."""
        self._cancel()
        self.importer.shut_down()
        super().done(result)
