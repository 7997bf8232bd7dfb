"""Entry point: ``alhambra-gui`` / ``python -m alhambra_gui``.

The subcommands run headless (no Qt imported); anything else starts the desktop app.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence

from . import __version__
from .qt_options import display_problem, split_qt_args


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

    if args and args[0] in COMMANDS:
        from .cli import main as run_command

        return run_command(args)
    ours, qt_args = split_qt_args(args)
    options = parse_app_args(ours)
    problem = display_problem(qt_args, os.environ, sys.platform)
    if problem:
        print(problem, file=sys.stderr)
        return 1
    from .widgets.window.first_frame import run_app  # painted before the engine is imported

    return run_app(options.file, qt_args)


if __name__ == "__main__":
    sys.exit(main())
