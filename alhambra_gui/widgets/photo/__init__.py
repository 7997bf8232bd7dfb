"""Import a city from a photo: the dialog, the canvas with its handles, the loupe, the proposal."""
