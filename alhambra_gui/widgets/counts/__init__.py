"""Counts only: the form of a city nobody digitised, its menu switch, its drawing."""
