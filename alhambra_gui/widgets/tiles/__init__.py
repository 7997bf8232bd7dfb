"""Tiles outside a city: the palette, reserves, Dirk's pile, the tile in hand, what a drag carries."""
