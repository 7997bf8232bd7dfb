"""The one-pass fill of translated texts: what a value holds is never filled in again."""

from alhambra_gui.app.labels import arg


def test_values_are_filled_in_one_pass():
    assert arg("Pass %1 from %2 to %3", "card", "%3", "Ben") == "Pass card from %3 to Ben"


def test_a_value_holding_placeholders_stays_as_typed():
    assert arg("%1 wins", "A&B %2 %3 %n") == "A&B %2 %3 %n wins"


def test_placeholders_in_any_order_and_repeated():
    assert arg("%2 before %1, %2 again", "x", "y") == "y before x, y again"


def test_a_placeholder_without_a_value_stays():
    assert arg("%1 and %2", "a") == "a and %2"


def test_ten_and_more_placeholders_are_not_read_as_one_and_a_digit():
    values = [str(i) for i in range(1, 12)]
    assert arg("%1|%10|%11", *values) == "1|10|11"
