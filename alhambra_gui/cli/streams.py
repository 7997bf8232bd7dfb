"""What the commands share of their input and output: an argument as the user typed it, the
output made in full before it is written (an error means no output at all), tables and JSON,
written in whatever the stream's encoding can hold."""

from __future__ import annotations

import io
import json
import sys
from typing import Any, TextIO

from ..engine.names import column_width, pad


class CommandError(Exception):
    """A problem with the arguments, reported on standard error with exit code 2."""


def as_typed(text: str) -> str:
    """A text argument as the user typed it. Where the system's locale is ASCII (``LC_ALL=C``
    without Python's UTF-8 mode) Python keeps the bytes of "安娜" as lone surrogates; a
    terminal sends UTF-8, so they are read as UTF-8 (bytes that are not stay as they came)."""
    try:
        return text.encode(sys.getfilesystemencoding(), "surrogateescape").decode("utf-8")
    except (UnicodeEncodeError, UnicodeDecodeError):
        return text


def write(stream: TextIO, text: str) -> None:
    """Write text any stream can take: what its encoding cannot hold (Windows' redirected
    output is cp1252) is escaped; JSON escapes such characters itself (see ``dump``)."""
    encoding = getattr(stream, "encoding", None) or "utf-8"
    stream.write(text.encode(encoding, errors="backslashreplace").decode(encoding, errors="replace"))
    stream.flush()


def plain_output(stream: TextIO) -> bool:
    """Whether the stream takes UTF-8 (else JSON is written with ASCII escapes)."""
    encoding = (getattr(stream, "encoding", None) or "utf-8").lower().replace("-", "").replace("_", "")
    return encoding in ("utf8", "utf8sig")


def table(header: list[str], rows: list[list[str]], out: TextIO) -> None:
    widths = [max(column_width(r[i]) for r in [header, *rows]) for i in range(len(header))]
    for row in [header, *rows]:
        cells = [pad(row[0], widths[0])] + [pad(c, w, right=True) for c, w in zip(row[1:], widths[1:],
                                                                                   strict=True)]
        print("  ".join(cells).rstrip(), file=out)


class Output(io.StringIO):
    """The command's output, made in full before it is written."""

    def __init__(self, *, ascii_json: bool) -> None:
        super().__init__()
        self.ascii_json = ascii_json


def dump(data: Any, out: TextIO) -> None:
    json.dump(data, out, ensure_ascii=getattr(out, "ascii_json", False))
    out.write("\n")
