"""One tab of the main window: a player's header, the city view and its refusal banner.

The banner lies over the top of the view (it never moves the city): drags and clicks pass
through it to the city, except on its buttons.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ...app import labels
from ...app.change import Change
from ...app.labels import arg
from ...app.session import GameSession
from ..counts.counts_form import CountsForm, header_parts
from ..modules.facets import CityPart
from ..modules.registry import parts_with
from ..paint.plain import PlainLabel, escape
from ..paint.retranslating import Retranslating
from ..paint.tones import (
    ERROR,
    LARGE_CONTRAST,
    app_palette,
    box_style,
    follow_palette,
    follow_palette_by,
    name_ink,
    text_colour,
)
from .city_view import CityView
from .fact_line import FactLine

#: The most lines a refusal takes beside its button; a longer one has the button below it.
BESIDE_LINES = 2
#: A width no refusal wraps at: the label's height there is one line's.
ONE_LINE = 100_000


class CityPage(Retranslating, QWidget):
    """Header (name in the player's colour, buildings, longest wall, problems), banner, view."""

    def __init__(self, session: GameSession, player: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._session = session
        self._player = player
        self._name = QLabel()  # the name in the player's colour: composed, escaped rich text
        self._name.setTextFormat(Qt.TextFormat.RichText)
        self._name.setObjectName("cityName")
        self._stats = FactLine()  # the facts, then the counts switch; wraps between them, never in one
        self._stats.setObjectName("cityStats")
        self._supplies_shown: list[str] = []  # what the header shows of the modules' supplies
        self._view = CityView(session, player, self)
        self._banner, self._banner_label, self._force = self._make_banner()
        self._force_below = False
        header = QHBoxLayout()
        header.setContentsMargins(6, 4, 6, 0)
        header.addWidget(self._name)
        header.addSpacing(12)
        header.addWidget(self._stats, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        layout.addLayout(header)
        layout.addWidget(self._view, 1)
        self._view.viewport().installEventFilter(self)  # the banner follows the view's width
        self.setFocusProxy(self._view)
        # A counts-only player: the form of typed counts in place of the view (counts_form).
        self.counts_form = CountsForm(session, player, self, self._view, self._view.refused)
        self._stats.add_trailing(self.counts_form.switch_button)
        self._stats.add_trailing(self.counts_form.city_button)
        layout.insertWidget(layout.indexOf(self._view), self.counts_form, 1)
        self._view.refused.connect(self._on_refused)
        self._view.refusalCleared.connect(self.hide_banner)
        session.changed.connect(self._on_changed)
        self._word()
        follow_palette_by(self._name, self._update_header)  # its colours are in its text

    def _retranslate(self) -> None:
        """A refusal shown in the words of before is put aside, as with its ✕; the page's
        words again (the view, the counts form: their own)."""
        self._on_close()
        self._word()

    def _word(self) -> None:
        """The banner's words and the header."""
        self._force.setText(self.tr("Place anyway"))
        self._force.setToolTip(self.tr("Do it although it breaks the building rules; the city then "
                                       "shows the problem in red until it is fixed"))
        self._close.setToolTip(self.tr("Hide this message"))
        self._update_header()

    def _make_banner(self) -> tuple[QFrame, QLabel, QPushButton]:
        banner = QFrame(self._view.viewport())
        banner.setObjectName("refusalBanner")
        follow_palette(banner, lambda palette: box_style("refusalBanner", palette, ERROR))
        banner.setAcceptDrops(False)  # a drag over the banner is a drag over the city below
        label = PlainLabel(banner)
        label.setWordWrap(True)
        label.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        force = QPushButton(banner)
        force.setObjectName("placeAnyway")
        force.clicked.connect(self._on_force)
        close = QToolButton(banner)
        close.setObjectName("closeBanner")
        close.setText("✕")
        close.setAutoRaise(True)
        close.clicked.connect(self._on_close)
        grid = QGridLayout(banner)
        grid.setContentsMargins(8, 4, 4, 4)
        grid.setColumnStretch(0, 1)
        grid.addWidget(label, 0, 0)
        grid.addWidget(force, 0, 1)
        grid.addWidget(close, 0, 2, Qt.AlignmentFlag.AlignTop)
        banner.hide()
        self._close = close
        return banner, label, force

    # ---- for the main window and tests ---------------------------------------------------
    @property
    def view(self) -> CityView:
        return self._view

    @property
    def player(self) -> str:
        return self._player

    @property
    def force_button(self) -> QPushButton:
        return self._force

    def header_text(self) -> str:
        return f"{self._player} — {self._plain_stats}"

    def name_html(self) -> str:
        """The player's name as the header shows it: rich text in their colour."""
        return self._name.text()

    def banner_text(self) -> str:
        """The refusal shown, or "" when the banner is hidden."""
        return self._banner_label.text() if not self._banner.isHidden() else ""

    def hide_banner(self) -> None:
        self._banner.hide()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize and not self._banner.isHidden():
            self._place_banner()
        return super().eventFilter(watched, event)

    def _place_banner(self) -> None:
        """Across the top of the view, as tall as its text needs at that width."""
        area = self._view.viewport().rect()
        width = max(area.width() - 16, 120)
        self._place_force(width)
        height = self._banner.heightForWidth(width)
        self._banner.setGeometry(8, 6, width, max(height, self._banner.minimumSizeHint().height()))
        self._banner.raise_()

    def _place_force(self, width: int) -> None:
        """The "… anyway" button beside the text, or below it on the right when beside it the
        text would wrap into a narrow column of more than ``BESIDE_LINES`` lines (a German
        reason beside "Trotzdem platzieren" took six)."""
        grid, force, label = self._banner.layout(), self._force, self._banner_label
        assert isinstance(grid, QGridLayout)
        margins, gap = grid.contentsMargins(), grid.horizontalSpacing()
        beside = width - margins.left() - margins.right() - self._close.sizeHint().width() \
            - force.sizeHint().width() - 2 * gap
        below = not force.isHidden() and label.heightForWidth(beside) > BESIDE_LINES * self._line_height()
        self._force_below = below
        grid.removeWidget(force)
        if below:
            grid.addWidget(force, 1, 0, 1, 2, Qt.AlignmentFlag.AlignRight)
        else:
            grid.addWidget(force, 0, 1)
        grid.activate()

    def _line_height(self) -> int:
        """The height of one line of the refusal as the label lays it out: a Chinese line is
        taller than the font's ``lineSpacing`` (its glyphs come from a fallback font with more
        room above and below), and two lines of it measured as three."""
        label = self._banner_label
        return max(label.heightForWidth(ONE_LINE), label.fontMetrics().lineSpacing())

    def force_below(self) -> bool:
        """Whether the "… anyway" button stands below the refusal's text."""
        return self._force_below

    # ---- slots -------------------------------------------------------------------------------
    def _on_refused(self, text: str, force_label: str) -> None:
        self._banner_label.setText(text)
        self._force.setText(force_label)
        self._force.setVisible(bool(force_label))
        self._banner.show()
        self._place_banner()

    def _on_close(self) -> None:
        """✕: the refusal is put aside (its red cell and its "… anyway" go with it)."""
        self._view.editor.clear_refusal()
        self.hide_banner()

    def _on_force(self) -> None:
        if self._view.force_last():
            self.hide_banner()

    def _on_changed(self, change: Change) -> None:
        """The header follows its city, and the supplies it shows, which another city's
        edit may take from (a gate, a wall piece); an edit of another city that leaves them
        as they were changes nothing it shows (a drop, a typed count elsewhere)."""
        if change.replaced:
            self.hide_banner()
        if change.touches_city(self._player) or self._supplies() != self._supplies_shown:
            self._update_header()

    def _supplies(self) -> list[str]:
        """What is left of the supplies of the modules in play (gates, wall pieces, …)."""
        game = self._session.game
        return [text for _, ui in parts_with(CityPart, game.ruleset.modules)
                for text in ui.supply_texts(game)]

    def _update_header(self) -> None:
        city = self._session.game.player(self._player).city
        palette = app_palette()
        ink = name_ink(palette, self._session.player_colour(self._player), LARGE_CONTRAST)
        self._name.setText(f'<span style="color:{ink.name()}; font-size:14pt; font-weight:600">'
                           f"{escape(self._player)}</span>")
        parts = []
        problems = ""
        rules = self._session.game.ruleset
        buildings = sum(1 for cell, tile in city if rules.is_building_tile(tile, city.marks(cell)))
        pieces = sum(1 for _cell, tile in city if not rules.is_building_kind(tile) and not tile.is_fountain)
        parts.append(self.tr("%n building(s)", "", buildings))
        if len(city) > buildings + pieces:  # a building site is a tile, not yet a building
            parts.append(self.tr("%n building site(s)", "", len(city) - buildings - pieces))
        if pieces:
            parts.append(self.tr("%n piece(s) of the modules", "", pieces))
        longest = labels.edge_text(self._session.game.variant, "Longest wall: %1")
        parts.append(arg(longest, str(city.longest_wall())))
        self._supplies_shown = self._supplies()
        parts += self._supplies_shown
        found = len(city.violations())
        if found:
            problems = self.tr("%n problem(s)", "", found)
        if typed_parts := header_parts(self._session.game, self._player):
            parts, problems = typed_parts, ""  # the kept city is not shown
        facts: list[tuple[str, QColor | None]] = [(part, None) for part in parts]
        if problems:
            facts.append((problems, text_colour(palette, ERROR)))
        self._stats.set_facts(facts)
        self._plain_stats = self._stats.text()
