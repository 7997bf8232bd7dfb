"""One player's city: its page, the view with drops, clicks and keys, the scene, edit previews."""
