"""The table server on the desktop: Game ▸ Invite Phones… starts it for the open game.

``TableHost`` starts and stops the server (``alhambra_gui.table``, in its own thread), and is
the server's ``Host``: a city a phone confirms arrives here from the server's thread, crosses
to the GUI thread by a queued signal and is put into the game through the same checked edit
the window uses (``GameSession.edit``) as one undo step, "Anna's city from their phone"; so does
a phone's edit of a marker or a piece in its city (named as the window names it). What the game
refuses is said to the phone in its page's language (``voices``). Every
change of the game, from the window or a phone, is pushed to the phones at once. The server
stops when the game is replaced (File ▸ New, Open) or the window closes.
"""

from __future__ import annotations

import concurrent.futures
from collections.abc import Callable, Mapping

from PySide6.QtCore import QObject, Qt, Signal

from ..engine import Edit, Game, Tile
from ..engine.names import isolated
from ..table.checks import CityRefused, apply_city, city_buildings
from ..table.server import TableServer
from ..table.table import TableStatus
from . import labels, settings
from .change import Change
from .labels import arg, tr
from .session import GameSession
from .voices import Voices

Cell = tuple[int, int]


class TableHost(QObject):
    """The table server of one window's session, while it runs."""

    #: The phones, the join code or the conflicts changed, or the server started or stopped.
    statusChanged = Signal()
    # A phone's change the game refused, or a phone's city that replaced an edit made on the
    # desktop since its photo: one sentence in the language of the moment.
    notice = Signal(str)
    # (player, the step's words, change, touched, future): a phone's change, from the
    # server's thread to the GUI thread.
    _changeArrived = Signal(object)

    def __init__(self, session: GameSession, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.server: TableServer | None = None
        self._replaced: str | None = None  # the player whose desktop edit a phone's city replaced
        self._voices: Voices | None = None  # each phone's language, for the game's refusals
        self._changeArrived.connect(self._apply, Qt.ConnectionType.QueuedConnection)
        session.changed.connect(self._on_changed)

    # ---- the window's side -------------------------------------------------------------------
    def start(self, address: str, port: int = 0) -> None:
        """Serve the open game on ``address`` (TableStartError when it cannot)."""
        self.stop()
        if self._voices is None:  # made once, on the GUI thread; the server's thread only reads them
            self._voices = Voices()
        server = TableServer(self, self.session.game.copy(), address, port, self._voices.say)
        server.start()
        self.server = server
        if port:  # offered again next time (a port picked by the system is not the user's)
            settings.table_address.set(address)
            settings.table_port.set(port)
        self.statusChanged.emit()

    def stop(self) -> None:
        server, self.server = self.server, None
        if server is not None:
            server.stop()
            self.statusChanged.emit()

    def running(self) -> bool:
        return self.server is not None

    def status(self) -> TableStatus | None:
        return self.server.status() if self.server is not None else None

    def join_url(self) -> str:
        """The address the QR code carries: the page with the join code in force."""
        server = self.server
        return "" if server is None else server.url(server.status().code)

    def end_phone(self, phone_id: int) -> None:
        """End a phone's session: it must join again with a new code."""
        if self.server is not None:
            self.server.disconnect(phone_id)

    def renew_code(self) -> None:
        if self.server is not None:
            self.server.renew_code()

    # ---- the server's side (Host) ---------------------------------------------------------------
    def submit_city(self, player: str, tiles: Mapping[Cell, Tile],
                    base: Mapping[Cell, Tile] | None = None) -> concurrent.futures.Future[None]:
        kept = dict(tiles)

        def text() -> str:  # the undo step's name in the language of the moment
            return arg(tr("%1's city from their phone"), isolated(player))

        def change(game: Game) -> None:
            if base is not None and city_buildings(game, player) != dict(base):
                self._replaced = player  # an edit on the desktop since the photo: said once made
            apply_city(game, player, kept)

        return self._submit(player, text, change, Change.of_cities([player]))

    def submit_edit(self, player: str, edit: Edit) -> concurrent.futures.Future[None]:
        return self._submit(player, lambda: labels.sentence_text(edit.step), edit.change,
                            Change(cities=edit.cities, bought=edit.bought))

    def _submit(self, player: str, text: Callable[[], str], change: Callable[[Game], object],
                touched: Change) -> concurrent.futures.Future[None]:
        future: concurrent.futures.Future[None] = concurrent.futures.Future()
        self._changeArrived.emit((player, text, change, touched, future))
        return future

    def table_changed(self) -> None:
        self.statusChanged.emit()  # queued to the GUI thread's receivers

    # ---- the GUI thread ----------------------------------------------------------------------------
    def _apply(self, request: tuple[str, Callable[[], str], Callable[[Game], object], Change,
                                    concurrent.futures.Future[None]]) -> None:
        player, text, change, touched, future = request
        self._replaced = None
        try:
            self.session.edit(text, change, touched)
        except Exception as error:  # refused: the game stays as it was, and the phone is told why
            self.notice.emit(refusal_text(player, error))
            future.set_exception(error)
            return
        if self._replaced is not None:
            self.notice.emit(arg(tr("%1's phone confirmed their city after it was changed on this computer: "
                                    "the phone's city is in the game, and Edit ▸ Undo brings back the "
                                    "city as it was."), isolated(player)))
        future.set_result(None)  # after the change was published (session.changed came first)

    def _on_changed(self, change: Change) -> None:
        if self.server is None:
            return
        if change.replaced:  # another game is open: this one's table closes
            self.stop()
        else:
            self.server.publish(self.session.game.copy(), dict(change.renamed))


def refusal_text(player: str, error: BaseException) -> str:
    """Why the game refused a phone's change, in one sentence: a tile of its city that is
    elsewhere now (an edit on the desktop since the photo), or the game's own words."""
    if isinstance(error, CityRefused) and error.refusals:
        first = error.refusals[0]
        tile = labels.word_text(first.tile.word())
        why = arg(tr("%1 is in it twice"), tile) if first.where is None else \
            arg(tr("%1 is %2"), tile, labels.location_text(first.where))
        return arg(tr("%1's phone confirmed a city the game cannot take: %2."), isolated(player), why)
    return arg(tr("The game refused a change from %1's phone: %2."), isolated(player),
               labels.error_text(error).rstrip("."))
