"""The history of game nights: its window, statistics and plots, the BG Stats QR code."""
