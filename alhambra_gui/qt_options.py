"""The desktop app's command line before Qt starts: which arguments are Qt's own options
(``-style fusion``, ``-platform offscreen``, ``-reverse``, …; they are handed to
``QApplication``), and whether there is a display to open the window on at all.

No Qt is imported here: ``alhambra-gui --help`` and the answer "no display" stay instant.
"""

from __future__ import annotations

import os
from collections.abc import Mapping, Sequence

#: Qt's options that take the next argument as their value (QApplication, QGuiApplication,
#: and the X11 ones of the xcb plugin). Qt reads them with one dash or two.
VALUE_OPTIONS = frozenset({
    "platform", "platformpluginpath", "platformtheme", "plugin", "qwindowgeometry", "qwindowicon",
    "qwindowtitle", "session", "style", "stylesheet", "display", "geometry",
})
#: Qt's options written ``-name=value``.
EQUALS_OPTIONS = frozenset({"style", "stylesheet", "qmljsdebugger"})
#: Qt's options without a value.
FLAG_OPTIONS = frozenset({"reverse", "widgetcount", "nograb", "dograb", "sync"})

#: Platform plugins that draw on a display server, and what tells them where it is.
X11 = "xcb"
WAYLAND = "wayland"

#: The Debian/Ubuntu packages of the libraries Qt's xcb plugin loads (docs/players-guide.md).
XCB_PACKAGES = ("libxcb-cursor0 libxcb-icccm4 libxcb-image0 libxcb-keysyms1 libxcb-randr0 "
                "libxcb-render-util0 libxcb-shape0 libxcb-xkb1 libxkbcommon-x11-0 libx11-xcb1")
HEADLESS = ("the commands check, score, moves and photo need no display "
            "(e.g. alhambra-gui check game.json), and -platform offscreen runs the window unseen")


def _option(arg: str) -> tuple[str, bool] | None:
    """``("style", True)`` for ``--style=fusion``: the option's name and whether its value is
    attached; None for an argument that is no option."""
    if not arg.startswith("-") or arg in ("-", "--"):
        return None
    name = arg[2:] if arg.startswith("--") else arg[1:]
    return name.split("=", 1)[0], "=" in name


def split_qt_args(args: Sequence[str]) -> tuple[list[str], list[str]]:
    """``(the app's arguments, Qt's options)``, each in the order given. A value option takes
    the argument after it (``-style fusion``), so its value is never taken for a file."""
    ours: list[str] = []
    qt: list[str] = []
    i = 0
    while i < len(args):
        arg = args[i]
        if arg == "--":  # what follows is the app's (a file called "-reverse")
            ours += args[i:]
            break
        found = _option(arg)
        name, attached = found if found else ("", False)
        if (name in FLAG_OPTIONS and not attached) or (name in EQUALS_OPTIONS and attached):
            qt.append(arg)
        elif name in VALUE_OPTIONS and not attached:
            qt += args[i:i + 2]
            i += 1
        else:
            ours.append(arg)
        i += 1
    return ours, qt


def requested_platform(qt_args: Sequence[str], env: Mapping[str, str]) -> str:
    """The platform plugins asked for (``-platform`` wins over ``QT_QPA_PLATFORM``), "" for
    Qt's default; ``;`` separates fallbacks, as in the variable."""
    for i, arg in enumerate(qt_args):
        if _option(arg) == ("platform", False) and i + 1 < len(qt_args):
            return qt_args[i + 1]
    return env.get("QT_QPA_PLATFORM", "")


def _has_wayland(env: Mapping[str, str]) -> bool:
    if env.get("WAYLAND_DISPLAY"):
        return True
    runtime = env.get("XDG_RUNTIME_DIR", "")
    return bool(runtime) and os.path.exists(os.path.join(runtime, "wayland-0"))


def _reachable(plugin: str, qt_args: Sequence[str], env: Mapping[str, str]) -> bool:
    """Whether a platform plugin has what it needs to find its display (plugins that need
    no display server, offscreen, eglfs, vnc, …, always do)."""
    if plugin == X11:
        return bool(env.get("DISPLAY")) or any(_option(a) == ("display", False) for a in qt_args)
    if plugin.startswith(WAYLAND):
        return _has_wayland(env)
    return True


def display_problem(qt_args: Sequence[str], env: Mapping[str, str], system: str) -> str | None:
    """One sentence when the window cannot be shown for want of a display, else None.

    Only on the systems whose default platform is X11 or Wayland (not Windows or macOS):
    without ``DISPLAY``, ``WAYLAND_DISPLAY`` or a ``-platform`` that needs neither, Qt would
    abort with a dump of its plugin messages."""
    if system.startswith(("win", "darwin", "cygwin")):
        return None
    asked = [name.split(":", 1)[0].strip() for name in requested_platform(qt_args, env).split(";")]
    asked = [name for name in asked if name]
    if asked and any(_reachable(name, qt_args, env) for name in asked):
        return None
    if not asked and (_reachable(X11, qt_args, env) or _has_wayland(env)):
        return None
    return ("alhambra-gui: there is no display to open the window on (neither DISPLAY nor "
            f"WAYLAND_DISPLAY is set); {HEADLESS}.")


def platform_failure(qt_messages: Sequence[str]) -> str:
    """The sentence for Qt's failure to start its platform plugin (its messages kept short)."""
    said = [m.strip().splitlines()[0] for m in qt_messages if m.strip()]
    xcb = any("xcb" in m for m in said)
    reason = said[0] if said else "no platform plugin could be started"
    needs = f"; on Debian/Ubuntu the X11 plugin needs: apt install {XCB_PACKAGES}" if xcb else ""
    return (f"alhambra-gui: Qt could not open a window on this display ({reason[:200]}){needs}; "
            f"{HEADLESS}.")
