"""The widgets: they render from the application layer and never hold game state."""
