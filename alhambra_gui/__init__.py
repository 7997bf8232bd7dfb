"""Alhambra table companion: digitise cities, check placements, run the scorings."""

__version__ = "0.1.0"
APP_ID = "io.github.alhambra_gui.alhambra_gui"
