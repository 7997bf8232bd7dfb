"""How things are drawn and written: tiles and marks, tones, plain text, fonts, room for texts."""
