"""tests/photo_scene.render_scene paints each photo once in a process: what it gives is what
painting gives, and each caller's truth is its own."""

from __future__ import annotations

import numpy as np

from tests import photo_scene


def test_a_photo_asked_for_again_is_the_one_painted_and_not_painted_again(monkeypatch):
    painted: list[int] = []
    paint = photo_scene.paint_scene

    def counted(seed, *args, **options):
        painted.append(seed)
        return paint(seed, *args, **options)

    monkeypatch.setattr(photo_scene, "paint_scene", counted)
    monkeypatch.setattr(photo_scene, "_PAINTED", type(photo_scene._PAINTED)())
    first = photo_scene.render_scene(31, 6, strays=1)
    again = photo_scene.render_scene(31, 6, strays=1)
    fresh = paint(31, 6, strays=1)
    assert painted == [31]
    for scene in (first, again):
        assert np.array_equal(scene.photo, fresh.photo) and not scene.photo.flags.writeable
        assert (scene.jpeg, scene.corners, scene.cells, scene.options) == \
            (fresh.jpeg, fresh.corners, fresh.cells, fresh.options)
    first.cells[0]["type"] = "changed by a test"
    first.corners.clear()
    assert again.cells == fresh.cells and again.corners == fresh.corners
    assert photo_scene.render_scene(31, 6, strays=2).options["strays"] == 2
    assert painted == [31, 31]
