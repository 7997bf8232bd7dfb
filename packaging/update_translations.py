"""Bring the translation catalogues up to date with the sources, then compile them.

    .venv/bin/python packaging/update_translations.py

For each language the app speaks besides English: ``pyside6-lupdate`` reads every module of
``alhambra_gui`` (sorted, so that the catalogue does not depend on the file system's order)
and updates ``resources/i18n/alhambra_gui_<language>.ts``: new source texts are added as
unfinished, texts gone from the sources are dropped (``-no-obsolete``), no source locations
are written (``-locations none``: an edit elsewhere in a file does not churn the catalogue).
lupdate takes a ``#:`` comment right before a ``tr()`` call for a note to the translator; in
this code ``#:`` documents an attribute, so such notes are dropped from the catalogues (a
note for the translators belongs in ``i18n/glossary.md`` or in the text's disambiguation).
Then ``pyside6-lrelease`` compiles each catalogue into the ``.qm`` beside it, which the app
loads (``alhambra_gui.app.language``) and the wheel and the bundle ship. Both tools come with
PySide6-Essentials, next to this Python. tests/test_translations_complete.py runs the same
commands to tell whether the catalogues are complete and the ``.qm`` files current.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

from alhambra_gui.app import settings

REPO = Path(__file__).resolve().parents[1]
I18N = REPO / "resources" / "i18n"
#: The target languages: every language the app speaks but the source language, English,
#: which has no catalogue (alhambra_gui.app.settings.LANGUAGE_NAMES, the one list of them).
LANGUAGES = tuple(language for language in settings.LANGUAGES if language != settings.SOURCE_LANGUAGE)


def tool(name: str) -> str:
    """A Qt tool of the PySide6 installed beside this Python: the program in the PySide6
    package that ``name`` (``pyside6-lupdate``) runs. That command is a Python script which
    starts an interpreter and PySide6 only to run the program (a tenth of a second each time;
    the tests run the tools some two hundred times); it is the fallback."""
    import PySide6

    program = Path(PySide6.__file__).resolve().parent / name.removeprefix("pyside6-")
    for candidate in (program, program.with_suffix(".exe")):
        if candidate.is_file() and os.access(candidate, os.X_OK):
            return str(candidate)
    found = shutil.which(name, path=str(Path(sys.executable).parent))
    if not found:
        raise SystemExit(f"{name} not found beside {sys.executable}: install PySide6-Essentials there")
    return found


def sources(repo: Path = REPO) -> list[Path]:
    """The modules lupdate reads, in a fixed order."""
    return sorted((repo / "alhambra_gui").rglob("*.py"), key=lambda p: p.relative_to(repo).as_posix())


def catalogue(language: str, folder: Path = I18N) -> Path:
    return folder / f"alhambra_gui_{language}.ts"


def lupdate(files: list[Path], ts: Path, language: str) -> str:
    """Update (or create) the catalogue ``ts`` for ``language`` from ``files``; lupdate's report."""
    command = [tool("pyside6-lupdate"), *map(str, files), "-locations", "none", "-no-obsolete",
               "-target-language", language, "-ts", str(ts)]
    report = subprocess.run(command, check=True, capture_output=True, text=True).stdout
    ts.write_text(_NOTES.sub("", ts.read_text(encoding="utf-8")), encoding="utf-8")
    return report


#: A note lupdate took from a ``#:`` comment (an attribute's documentation), with its line.
_NOTES = re.compile(r"\n[ \t]*<extracomment>.*?</extracomment>", re.DOTALL)


def lrelease(ts: Path, qm: Path | None = None) -> str:
    """Compile ``ts`` into ``qm`` (by default the .qm beside it); lrelease's report."""
    command = [tool("pyside6-lrelease"), str(ts), "-qm", str(qm or ts.with_suffix(".qm"))]
    return subprocess.run(command, check=True, capture_output=True, text=True).stdout


def main() -> int:
    files = sources()
    for language in LANGUAGES:
        ts = catalogue(language)
        print(lupdate(files, ts, language).strip())
        print(lrelease(ts).strip())
    return 0


if __name__ == "__main__":
    sys.exit(main())
