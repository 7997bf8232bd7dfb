"""Application layer: Qt objects that own the game, its undo stack, files and settings.

Widgets render from here and never hold game state of their own.
"""
