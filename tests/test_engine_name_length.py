"""A name's length is what a person sees (issue 26, item 14): NFC first, then grapheme
clusters, so a name typed with combining accents is as long as it looks."""

from __future__ import annotations

import json
import unicodedata

import pytest
from hypothesis import given
from hypothesis import strategies as st

from alhambra_gui.engine import Game, GameFileError, PlayerError, game_from_dict
from alhambra_gui.engine.names import MAX_NAME_CODE_POINTS, name_problem, visible_length

#: 25 letters, each typed as the letter and a combining acute accent (50 code points).
ACCENTED = "".join(c + "\u0301" for c in "aeiouyaeiouyaeiouyaeiouya")


@pytest.mark.parametrize(("text", "seen"), [
    ("Anna", 4),
    (ACCENTED, 25),
    (unicodedata.normalize("NFC", ACCENTED), 25),
    ("Zoe\u0308", 3),  # Zoë, the diaeresis typed apart
    ("\U0001f1e9\U0001f1ea", 1),  # a flag: two regional indicators
    ("\U0001f468\u200d\U0001f469\u200d\U0001f467", 1),  # a family: three people joined
    ("\U0001f44d\U0001f3fd", 1),  # a thumb with a skin tone
    ("\u1100\u1161\u11a8", 1),  # a Hangul syllable in jamo
    ("\u0915\u094d\u0937", 1),  # Devanagari kssa: a conjunct (Unicode 15.1)
    ("李小龍", 3),
])
def test_what_a_person_sees(text, seen):
    assert visible_length(text) == seen


def test_a_name_typed_with_combining_accents_fits():
    assert len(ACCENTED) == 50
    assert name_problem(ACCENTED) is None
    assert Game([ACCENTED, "Ben"]).names[0] == ACCENTED
    assert name_problem("e\u0301" * 40) is None
    assert "is longer than 40 characters" in str(name_problem("e\u0301" * 41))
    assert "is longer than 40 characters" in str(name_problem("\U0001f1e9\U0001f1ea" * 41))
    with pytest.raises(PlayerError, match="longer than 40 characters"):
        Game(["x" * 41])


def test_a_file_with_such_a_name_loads_and_one_too_long_is_refused():
    data = {"format": "alhambra-game", "version": 1, "players": [{"name": ACCENTED}, {"name": "Ben"}]}
    assert game_from_dict(json.loads(json.dumps(data)), "g.json").names == [ACCENTED, "Ben"]
    data["players"][1]["name"] = "o\u0308" * 41
    with pytest.raises(GameFileError, match=r"^g.json: players: the name .* is longer than 40 characters"):
        game_from_dict(data, "g.json")


def test_a_name_of_marks_on_marks_is_refused_for_what_it_holds():
    stacked = "a" + "\u0301" * MAX_NAME_CODE_POINTS  # one cluster, 321 code points
    assert visible_length(stacked) == 1
    assert "holds more than 320 letters and marks" in str(name_problem(stacked))


@given(st.text(max_size=60))
def test_the_length_seen_is_the_same_in_nfc_and_nfd_and_never_more_than_the_code_points(text):
    assert visible_length(text) == visible_length(unicodedata.normalize("NFD", text))
    assert visible_length(text) <= len(unicodedata.normalize("NFC", text))
