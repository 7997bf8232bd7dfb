"""Text the app draws by hand (the score sheet, the chart, the counts' caption) measured as it
is drawn: ``recording(monkeypatch, module, ...)`` puts a QPainter that notes every
``drawText(rect, flags, text)`` with the rect the text takes (``boundingRect`` with the same
font, on the same device), and a QFontMetrics that notes every ``elidedText``, in those
modules; ``Painted.misfit`` says when a text is wider or taller than its rect (Qt clips it
there) or came back elided.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from types import ModuleType
from typing import Any

from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtGui import QFontMetrics, QPainter

#: Less than a pixel of the sheet's units: rounding, not a cut.
SLACK = 0.5


@dataclass(frozen=True)
class Drawn:
    text: str
    room: QRectF
    need: QRectF
    clipped: bool

    def misfit(self) -> str | None:
        wide = self.need.width() > self.room.width() + SLACK
        tall = self.need.height() > self.room.height() + SLACK
        if self.clipped and (wide or tall):
            return (f"{self.text!r}: needs {self.need.width():.1f}×{self.need.height():.1f}, "
                    f"has {self.room.width():.1f}×{self.room.height():.1f}")
        return None


@dataclass
class Record:
    drawn: list[Drawn] = field(default_factory=list)
    elided: list[tuple[str, str]] = field(default_factory=list)

    def misfits(self) -> list[str]:
        found = [m for d in self.drawn if (m := d.misfit())]
        found += [f"{text!r} elided to {shown!r}" for text, shown in self.elided if shown != text]
        return found

    def texts(self) -> list[str]:
        return [d.text for d in self.drawn]


def recording(monkeypatch: Any, *modules: ModuleType) -> Record:
    """Note what ``modules`` draw from now on (until the test ends)."""
    record = Record()

    class RecordingPainter(QPainter):
        def drawText(self, *args: Any) -> None:
            if len(args) >= 3 and isinstance(args[0], QRect | QRectF) and isinstance(args[2], str):
                room, flags, text = QRectF(args[0]), int(args[1]), args[2]
                need = self.boundingRect(room, flags, text)
                record.drawn.append(Drawn(text, room, need, not flags & Qt.TextFlag.TextDontClip))
            super().drawText(*args)

    class RecordingMetrics(QFontMetrics):
        def elidedText(self, text: str, *args: Any) -> str:
            shown = super().elidedText(text, *args)
            record.elided.append((text, shown))
            return shown

    for module in modules:
        if hasattr(module, "QPainter"):
            monkeypatch.setattr(module, "QPainter", RecordingPainter)
        if hasattr(module, "QFontMetrics"):
            monkeypatch.setattr(module, "QFontMetrics", RecordingMetrics)
    return record
