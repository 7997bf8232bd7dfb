"""The language the app speaks: the choice of View ▸ Language made real.

A choice ("system", "en", "de", "zh_TW"; ``settings.language``) is resolved to one of the
languages the app has: "system" follows the system's locale (German → de, Traditional
Chinese in any territory → zh_TW, anything else → English, the source language). Applying
it installs two translators on the application, Qt's own catalogue (``qtbase_*``: the
buttons of message boxes and file dialogs, where the Qt installation ships it) and the
app's (``resources/i18n/alhambra_gui_*.qm``), and makes the language's locale the default,
which ``QLocale()`` then answers everywhere. The engine, its files and the command line do
not change with the language.
"""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QObject, QTranslator

from ..engine.assets import resource_path
from . import settings
from .catalogue_check import CatalogueError, check
from .labels import arg, tr
from .plurals import install_source_plurals
from .settings import LANGUAGES, SOURCE_LANGUAGE

log = logging.getLogger(__name__)

ENGLISH = SOURCE_LANGUAGE
CATALOGUE = "alhambra_gui"
#: Territories whose Chinese is written in Traditional characters (when the locale does not
#: name its script).
TRADITIONAL_TERRITORIES = (QLocale.Country.Taiwan, QLocale.Country.HongKong, QLocale.Country.Macao)


def system_locale() -> QLocale:
    """The system's locale (a function, so that tests can stand in another system)."""
    return QLocale.system()


def spoken(locale: QLocale) -> str:
    """The app's language for a locale: "de", "zh_TW" or, for any other, "en"."""
    if locale.language() == QLocale.Language.German:
        return "de"
    if locale.language() == QLocale.Language.Chinese and (
            locale.script() == QLocale.Script.TraditionalChineseScript
            or locale.territory() in TRADITIONAL_TERRITORIES):
        return "zh_TW"
    return ENGLISH


def resolve(choice: str) -> str:
    """The language a choice speaks ("system" and unknown choices: the system's)."""
    return choice if choice in LANGUAGES else spoken(system_locale())


def locale_for(choice: str) -> QLocale:
    """The default locale for a choice: the system's own when the app speaks its language
    (Austrian German keeps Austria's), else the language's; a system language the app does
    not have falls back to English in the system's territory, so that type names, numbers
    and words stay in one language; no locale at all (C) is English's."""
    if choice in LANGUAGES:
        return QLocale(choice)
    system = system_locale()
    if spoken(system) != ENGLISH or system.language() == QLocale.Language.English:
        return system
    if system.language() == QLocale.Language.C:  # no locale set: English, not C's bare numbers
        return QLocale(QLocale.Language.English)
    return QLocale(QLocale.Language.English, system.territory())


def catalogue_folder() -> Path:
    """Where the compiled catalogues are: ``resources/i18n`` (a function for the tests)."""
    return resource_path("i18n")


def qt_catalogue_folder() -> str:
    return QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)


class Translators(QObject):
    """The translators of the language in force, owned by the application (one set per app:
    ``Translators.of(app)``). ``language`` is the language applied; ``missing`` names the
    app's catalogue when the language has none installed, ``damaged`` when the one installed
    is damaged (``catalogue_check``: it never reaches Qt): the app then speaks English.
    English plural forms (``plurals``) are installed with them, first, so that every catalogue
    is asked before them: the window and ``alhambra-gui table`` alike."""

    def __init__(self, app: QCoreApplication) -> None:
        super().__init__(app)
        install_source_plurals(app)
        self.setObjectName("translators")
        self.language = ENGLISH
        self.missing = ""
        self.damaged = ""
        self._installed: list[QTranslator] = []

    @staticmethod
    def of(app: QCoreApplication) -> Translators:
        found = app.findChild(Translators, "translators")
        return found if isinstance(found, Translators) else Translators(app)

    def apply(self, choice: str) -> str:
        """Speak the choice's language from now on (widgets built afterwards are in it);
        returns that language."""
        for translator in self._installed:
            QCoreApplication.removeTranslator(translator)
            translator.deleteLater()
        self._installed = []
        self.language, self.missing, self.damaged = resolve(choice), "", ""
        QLocale.setDefault(locale_for(choice))
        if self.language != ENGLISH:
            self._install(f"qtbase_{self.language}", qt_catalogue_folder())  # absent: Qt's stay English
            path = catalogue_folder() / f"{CATALOGUE}_{self.language}.qm"
            data = sound(path) if path.is_file() else None
            if not path.is_file():
                self.missing = path.name
            elif data is None:
                self.damaged = path.name
            elif (catalogue := loaded(data)) is None:
                self.missing = path.name
            else:
                QCoreApplication.installTranslator(catalogue)
                self._installed.append(catalogue)
        return self.language

    def _install(self, name: str, folder: str) -> bool:
        translator = QTranslator(self)
        if not translator.load(name, folder):
            translator.deleteLater()
            return False
        QCoreApplication.installTranslator(translator)
        self._installed.append(translator)
        return True


def loaded(data: bytes) -> QTranslator | None:
    """A translator of the catalogue ``data`` (None: Qt would not have it). Qt reads the bytes
    checked, kept with the translator, not the file mapped into memory: a catalogue rewritten
    on disk while the app runs (an upgrade) cannot crash it or change its words."""
    translator = QTranslator()
    if not translator.load(data):
        return None
    translator.catalogue = data  # type: ignore[attr-defined]  # Qt does not copy: the bytes live with it
    return translator


def sound(path: Path) -> bytes | None:
    """The app's catalogue at ``path`` if it may be given to Qt (``catalogue_check``), else
    None. A catalogue found sound is remembered by its SHA-256 (``settings.sound_catalogues``),
    so that a start checks it again only once it has changed."""
    try:
        data = path.read_bytes()
    except OSError as error:
        log.warning("catalogue %s cannot be read (%s): the app speaks English", path, error.strerror)
        return None
    import hashlib  # here: it loads OpenSSL (11 M instructions), and a start in English checks nothing

    digest = hashlib.sha256(data).hexdigest()
    known = settings.sound_catalogues.get()
    if digest in known:
        return data
    try:
        check(data)
    except CatalogueError as error:
        log.warning("catalogue %s is damaged (%s): the app speaks English", path, error)
        return None
    settings.sound_catalogues.set([digest, *known][:len(LANGUAGES) * 2])
    return data


def catalogue_notice(translators: Translators, *, damaged_only: bool = False) -> str:
    """Why the app speaks English instead of the language chosen, in a sentence ("" when it
    speaks it): its catalogue is not installed, or is damaged (it never reached Qt)."""
    name = settings.LANGUAGE_NAMES.get(translators.language, translators.language)
    if translators.damaged:
        return arg(tr("The catalogue for %1 (%2) is damaged, so the app speaks English: install the "
                      "app again to have %1 back."), name, translators.damaged)
    if translators.missing and not damaged_only:
        return arg(tr("This installation has no catalogue for %1 (%2): the app speaks English."), name,
                   translators.missing)
    return ""
