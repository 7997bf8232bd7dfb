"""Entry point: ``alhambra-gui`` / ``python -m alhambra_gui``.

The subcommands run headless (no Qt imported); anything else starts the desktop app.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    from .cli import COMMANDS

    if args and args[0] in COMMANDS:
        from .cli import main as run_command

        return run_command(args)
    from .widgets.launch import run_app

    return run_app(args)


if __name__ == "__main__":
    sys.exit(main())
