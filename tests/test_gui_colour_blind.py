"""Issue 27, item 12: colour-blind players tell every building type from every other. The
palette and a city are rendered, then seen as a protanope, a deuteranope and a tritanope see
them (tests/cvd.py: Machado et al. 2009 at severity 1.0); every pair of types stays apart by
its symbol, and by its colour (CIEDE2000 ≥ 10) where the colour carries the type: the
tiles' ground, the symbols of the score table's headings. Symbols and colours are the
variants' data (resources/variants), drawn by widgets/paint/type_symbols.py."""

from __future__ import annotations

import itertools

import numpy as np
import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage

from alhambra_gui.engine import Game, Player, Tile, Walls, get_variant
from alhambra_gui.widgets.city.city_page import CityPage
from alhambra_gui.widgets.paint.tile_painter import tile_layout
from alhambra_gui.widgets.paint.type_symbols import symbol_names, symbol_pixmap
from alhambra_gui.widgets.tiles.palette import PaletteDock
from tests.cvd import VISIONS, ciede2000, colour_lab, lab, pixels, seen

pytestmark = pytest.mark.gui

#: The least CIEDE2000 between two types' colours, in every vision.
COLOUR_APART = 10.0
#: The most two symbols' shapes may overlap (intersection over union, at one size).
SHAPES_APART = 0.75
SHAPE = 16  # the size the shapes are compared at


def shape(mask: np.ndarray) -> np.ndarray:
    """A symbol's mask cut to its bounding box, centred in a square as wide as its longer
    side (its proportions kept: a bar is no square) and sampled at SHAPE × SHAPE."""
    rows, cols = np.nonzero(mask)
    assert rows.size >= 6, "a symbol is drawn"
    cut = mask[rows.min():rows.max() + 1, cols.min():cols.max() + 1]
    side = max(cut.shape)
    square = np.zeros((side, side), bool)
    top, left = (side - cut.shape[0]) // 2, (side - cut.shape[1]) // 2
    square[top:top + cut.shape[0], left:left + cut.shape[1]] = cut
    at = ((np.arange(SHAPE) + 0.5) * side / SHAPE).astype(int)
    return square[at[:, None], at[None, :]]


def overlap(one: np.ndarray, other: np.ndarray) -> float:
    return float((one & other).sum() / max(1, (one | other).sum()))


def read_tile(image: np.ndarray, tile: Tile, moats: bool, vision: str) -> tuple[np.ndarray, np.ndarray]:
    """A rendered tile (its square of pixels) as ``vision`` sees it: its ground colour (the
    commonest) in CIELAB, and its symbol's shape (the pixels of the symbol's box far from
    the ground)."""
    seen_lab = lab(seen(image, vision))
    flat = image.reshape(-1, 3)
    values, counts = np.unique(flat, axis=0, return_counts=True)
    ground = colour_lab_of(values[counts.argmax()], vision)
    box = tile_layout(QRectF(0, 0, image.shape[1], image.shape[0]), tile.walls, moats).symbol_box
    top, left = int(box.top()), int(box.left())
    inside = seen_lab[top:int(box.bottom()) + 1, left:int(box.right()) + 1]
    mask = ciede2000(inside, np.broadcast_to(ground, inside.shape)) > 20
    return ground, shape(mask)


def colour_lab_of(srgb: np.ndarray, vision: str) -> np.ndarray:
    return lab(seen(np.asarray(srgb, float), vision))


def assert_apart(found: dict[str, tuple[np.ndarray, np.ndarray]], where: str, vision: str) -> None:
    for (one, (ground1, shape1)), (other, (ground2, shape2)) in itertools.combinations(found.items(), 2):
        apart = float(ciede2000(ground1, ground2))
        assert apart >= COLOUR_APART, (where, vision, one, other, round(apart, 1))
        assert overlap(shape1, shape2) <= SHAPES_APART, (where, vision, one, other)


def plain_tile(variant_name: str, type_id: str) -> Tile:
    variant = get_variant(variant_name)
    if variant.faces:
        return Tile(type_id, variant.face_values[0], Walls(""))
    tiles = [t for t in variant.catalogue if t.type == type_id]
    return min(tiles, key=lambda t: (len(t.walls.letters), t.price))


@pytest.mark.parametrize("variant", ["alhambra", "granada"])
def test_the_palette_tells_every_type_apart_in_every_vision(qtbot, make_session, show_widget, variant):
    palette = show_widget(PaletteDock(make_session(Game([Player("Anna"), Player("Ben")], variant=variant))),
                          320, 900, exposed=True)
    types = get_variant(variant).type_ids
    chips = {}
    for type_id in types:  # each type's chip with the fewest walls
        chip = min((c for c in palette.chips() if c.tile.type == type_id),
                   key=lambda c: len(c.tile.walls.letters))
        chips[type_id] = chip
    moats = get_variant(variant).moats
    for vision in VISIONS:
        found = {}
        for type_id, chip in chips.items():
            side = chip.width() - 8  # a chip draws its tile at (4, 2), as wide as it is less 8
            image = pixels(chip.grab().toImage())[2:2 + side, 4:4 + side]
            found[type_id] = read_tile(image, chip.tile, moats, vision)
        assert_apart(found, f"{variant} palette", vision)


@pytest.mark.parametrize("variant", ["alhambra", "granada"])
def test_a_city_tells_every_type_apart_in_every_vision(qtbot, make_session, show_widget, variant):
    game = Game([Player("Anna"), Player("Ben")], variant=variant)
    types = get_variant(variant).type_ids
    cells = {}
    for i, type_id in enumerate(types):
        cell = (i % 3 + 1, i // 3 - 1)
        game.player("Anna").city.put(cell, plain_tile(variant, type_id))
        cells[type_id] = cell
    page = show_widget(CityPage(make_session(game), "Anna"), 700, 600, exposed=True)
    view = page.view
    view.fit()
    shot = view.viewport().grab().toImage()
    moats = get_variant(variant).moats
    for vision in VISIONS:
        found = {}
        for type_id, cell in cells.items():
            rect = view.mapFromScene(view.city_scene().tile_item(cell).sceneBoundingRect()).boundingRect()
            image = pixels(shot.copy(rect.adjusted(1, 1, -1, -1)))
            found[type_id] = read_tile(image, plain_tile(variant, type_id), moats, vision)
        assert_apart(found, f"{variant} city", vision)


@pytest.mark.parametrize("variant", ["alhambra", "granada"])
def test_the_headings_symbols_tell_every_type_apart(qtbot, variant):
    """A heading's symbol is in its type's colour, outlined: its fill carries the colour."""
    kinds = get_variant(variant)
    drawn = {}
    for kind in kinds.types:
        alpha = symbol_pixmap(kinds, kind.id, 32).toImage().convertToFormat(QImage.Format.Format_Alpha8)
        opaque = np.frombuffer(alpha.constBits(), np.uint8).reshape(32, alpha.bytesPerLine())[:, :32] > 128
        drawn[kind.id] = shape(opaque)
    for vision in VISIONS:
        found = {kind.id: (colour_lab(QColor(kind.colour), vision), drawn[kind.id]) for kind in kinds.types}
        assert_apart(found, f"{variant} headings", vision)


def test_every_symbol_a_type_names_is_drawn_and_a_variants_symbols_differ():
    for name in ("alhambra", "granada"):
        kinds = get_variant(name).types
        assert {k.symbol for k in kinds} <= set(symbol_names())
        assert len({k.symbol for k in kinds}) == len(kinds)


def test_ciede2000_matches_sharmas_test_data():
    """Sharma, Wu and Dalal (2005), pairs 1, 7 and 17 of their table."""
    pairs = [((50.0, 2.6772, -79.7751), (50.0, 0.0, -82.7485), 2.0425),
             ((50.0, 0.0, 0.0), (50.0, -1.0, 2.0), 2.3669),
             ((50.0, 2.5, 0.0), (73.0, 25.0, -18.0), 27.1492)]
    for one, other, expected in pairs:
        assert float(ciede2000(np.array(one), np.array(other))) == pytest.approx(expected, abs=1e-4)


def test_the_points_by_source_legend_carries_each_types_symbol(qtbot, tmp_path, show_widget):
    """History ▸ Statistics: each building type's swatch beside its name has its symbol on it
    (paint.type_symbols.draw_type_symbol), each type's unlike every other's."""
    from PySide6.QtCore import QPointF

    from alhambra_gui.app.autosave import Autosave
    from alhambra_gui.app.session import GameSession
    from alhambra_gui.widgets.history.plot_parts import SWATCH
    from alhambra_gui.widgets.window.main_window import MainWindow
    from tests.history_games import fill_history
    from tests.test_gui_history_plots import painted_labels, show_statistics

    window = show_widget(MainWindow(GameSession(), Autosave(tmp_path / "appdata")), 1296, 810)
    store = window.history_menu.history.store()
    fill_history(store, 12)
    window.history_menu.history.imported()
    panel = show_statistics(window, store, "Anna")
    plot = panel.sources_plot
    axis = plot.getAxis("left")
    shown = plot.viewport().grab().toImage()
    symbols = {}
    for (rect, _text), category in zip(painted_labels(axis), axis.categories, strict=True):
        if category.building is None:
            continue
        corner = plot.mapFromScene(QPointF(rect.right() + 4, rect.center().y() - SWATCH / 2))
        square = pixels(shown.copy(corner.x() + 1, corner.y() + 1, SWATCH - 2, SWATCH - 2))
        ground = lab(seen(np.array([QColor(category.colour).getRgb()[:3]], float), "normal"))[0]
        mask = ciede2000(lab(seen(square, "normal")), np.broadcast_to(ground, square.shape)) > 20
        assert mask.sum() >= 4, category.text  # a symbol is drawn on the swatch
        symbols[category.building] = mask
    assert len(symbols) >= 6
    for (one, mask1), (other, mask2) in itertools.combinations(symbols.items(), 2):
        if one[0] == other[0]:  # within a variant, no two alike
            assert (mask1 != mask2).any(), (one, other)
