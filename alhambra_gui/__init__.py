"""Alhambra table companion: digitise cities, check placements, run the scorings."""

__version__ = "0.1.0"
APP_ID = "io.github.alhambra_gui.alhambra_gui"
#: The names that decide where the settings and the data folder live (Qt's organization and
#: application names; history/places.py finds the same folder without Qt).
ORGANIZATION = "alhambra-gui"
APPLICATION = "Alhambra Companion"

from . import dataclass_code  # noqa: E402  (after the names: it names none of them)

dataclass_code.install()  # the dataclasses' methods compiled once, not on every start (issue 31)
