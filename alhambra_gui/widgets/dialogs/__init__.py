"""Dialogs that stand alone: a new game, the end of the game, the keys and codes."""
