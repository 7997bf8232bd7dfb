"""Entry point: ``alhambra-gui`` / ``python -m alhambra_gui``.

The subcommands run headless (no Qt imported; ``table`` loads QtCore for its translations
only); anything else starts the desktop app.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING

from . import __version__
from .qt_options import display_problem, split_qt_args

if TYPE_CHECKING:  # Qt is imported only when the window starts
    from PySide6.QtWidgets import QMainWindow


def parse_app_args(argv: Sequence[str]) -> argparse.Namespace:
    """The desktop app's arguments, read before Qt is imported (so --help is instant)."""
    parser = argparse.ArgumentParser(
        prog="alhambra-gui",
        description="Table companion for Alhambra and Granada. Without a file it reopens the "
                    "last game (or a sample game).",
        epilog="Qt's own options (-style fusion, -platform offscreen, -reverse, -qwindowgeometry "
               "WxH+X+Y, ...) are passed to Qt. The window needs a display; the headless commands "
               "do not: alhambra-gui check|score|moves|photo FILE ... (see 'alhambra-gui check -h'), and "
               "alhambra-gui history list|show|stats|export|add (see 'alhambra-gui history -h').")
    parser.add_argument("file", nargs="?", help="a game file (.json) to open")
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    return parser.parse_args(list(argv))


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    from .cli import COMMANDS

    if args[:1] == ["table"]:  # the one command that speaks the system's language (QtCore only)
        from .app.table_command import main as run_table

        return run_table(args[1:])
    if args and args[0] in COMMANDS:
        from .cli import main as run_command

        return run_command(args)
    ours, qt_args = split_qt_args(args)
    options = parse_app_args(ours)
    problem = display_problem(qt_args, os.environ, sys.platform)
    if problem:
        print(problem, file=sys.stderr)
        return 1
    return run_window(options.file, qt_args)


def run_window(file: str | None = None, qt_args: Sequence[str] = ()) -> int:
    """Show the main window with ``file``, the autosaved game or a sample; run until closed.
    ``qt_args``: Qt's own command-line options (``-style fusion``, ``-platform offscreen``).
    The first frame is painted before the main window's modules (and the engine) are imported;
    Python's cyclic garbage collector is held from here until the main window is usable
    (``first_frame.settle_garbage``)."""
    import gc

    gc.disable()  # before Qt's modules are imported: the start's objects all stay
    from .widgets.window.first_frame import start

    def build(frame: QMainWindow) -> QMainWindow:
        from .widgets.window.launch import open_window

        return open_window(file, frame)

    return start(build, qt_args)


if __name__ == "__main__":
    sys.exit(main())
