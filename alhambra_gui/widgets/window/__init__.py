"""The main window and its frame: menus and actions, the docks' layout, files, language, start."""
