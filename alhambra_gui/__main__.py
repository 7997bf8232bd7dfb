"""Entry point: ``alhambra-gui`` / ``python -m alhambra_gui``.

The subcommands run headless (no Qt imported); anything else starts the desktop app.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from . import __version__


def parse_app_args(argv: Sequence[str]) -> argparse.Namespace:
    """The desktop app's arguments, read before Qt is imported (so --help is instant)."""
    parser = argparse.ArgumentParser(
        prog="alhambra-gui",
        description="Table companion for Alhambra and Granada. Without a file it reopens the "
                    "last game (or a sample game).",
        epilog="Headless commands: alhambra-gui check|score|moves FILE ... "
               "(see 'alhambra-gui check -h').")
    parser.add_argument("file", nargs="?", help="a game file (.json) to open")
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    return parser.parse_args(list(argv))


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    from .cli import COMMANDS

    if args and args[0] in COMMANDS:
        from .cli import main as run_command

        return run_command(args)
    options = parse_app_args(args)
    from .widgets.launch import run_app

    return run_app(options.file)


if __name__ == "__main__":
    sys.exit(main())
