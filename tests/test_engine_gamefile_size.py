"""The game file's size check (``gamefile.dumps``): the indented text is made only when it
fits, its size worked out from the compact text (json's C encoder) and the indentation the
value's shape adds (``indent_growth``)."""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from alhambra_gui.engine import GameFileError, file_reader, gamefile, load_game

from .benchmarks.cities import SIX_PLAYERS, unknown_field_text

_SCALARS = st.none() | st.booleans() | st.integers() | st.text(max_size=4)  # lone surrogates too
_JSON = st.recursive(_SCALARS, lambda inner: st.lists(inner, max_size=4)
                     | st.dictionaries(st.text(max_size=3), inner, max_size=4), max_leaves=25)


@given(_JSON)
def test_the_growth_is_what_indentation_adds(value):
    indented = json.dumps(value, indent=1, ensure_ascii=False)
    compact = json.dumps(value, separators=(",", ":"), ensure_ascii=False)
    assert gamefile.indent_growth(value) == len(indented) - len(compact)


def test_a_game_that_fits_is_written_indented():
    game = load_game(SIX_PLAYERS)
    indented = json.dumps(gamefile.game_to_dict(game), indent=1, ensure_ascii=False) + "\n"
    assert gamefile.dumps(game) == indented


def test_a_game_past_the_limit_indented_is_never_indented(tmp_path, monkeypatch):
    """Near the limit, the compact text is written without the indented one being made (json's
    pure-Python encoder took seconds for it): the same text as before."""
    path = tmp_path / "big.json"
    path.write_text(unknown_field_text(), encoding="utf-8")
    game = load_game(path)
    data = gamefile.game_to_dict(game)
    compact = json.dumps(data, separators=(",", ":"), ensure_ascii=False) + "\n"
    # indented, it would pass the limit (indent_growth is held to json's own indentation above;
    # making the indented text here would take the seconds this test is about)
    assert len(compact.encode()) + gamefile.indent_growth(data) > gamefile.MAX_FILE_BYTES
    made: list[object] = []
    dumps = json.dumps

    def counted(*args, **kwargs):
        made.append(kwargs.get("indent"))
        return dumps(*args, **kwargs)

    monkeypatch.setattr(json, "dumps", counted)
    assert gamefile.dumps(game) == compact
    assert None in made
    assert 1 not in made


def _walked_sound(data, monkeypatch) -> bool:
    """What the walk that names each place finds (the quick walk told it found a problem)."""
    with monkeypatch.context() as patch:
        patch.setattr(file_reader, "_sound", lambda _data: False)
        try:
            file_reader.check_texts_and_depth(data, "game.json")
        except GameFileError:
            return False
    return True


def _nested(levels: int, inner: object) -> object:
    for _ in range(levels):
        inner = [inner]
    return inner


@pytest.mark.parametrize("inner", [[], {}, ["\ud800"], {"": [[]]}])
@pytest.mark.parametrize("levels", range(file_reader.MAX_DEPTH - 2, file_reader.MAX_DEPTH + 2))
def test_the_quick_walk_finds_what_the_naming_walk_finds_at_the_depth_limit(levels, inner, monkeypatch):
    """The quick walk leaves empty values out before it looks at a level's items (a 2 MB file of
    empty lists): at the deepest level allowed, an empty array still counts as a level. (Both
    walks count the levels of arrays and objects; a text or number below the deepest one is
    refused by the naming walk alone, before and after this change: not asserted here.)"""
    for data in (_nested(levels, inner), {"notes": _nested(levels, [inner, inner])}):
        assert file_reader._sound(data) == _walked_sound(data, monkeypatch)


@given(_JSON)
def test_the_quick_walk_finds_what_the_naming_walk_finds(value):
    with pytest.MonkeyPatch.context() as monkeypatch:
        assert file_reader._sound(value) == _walked_sound(value, monkeypatch)
