"""The app as a desktop sees it: one app id everywhere, what the wheel installs, the validators.

``alhambra_gui.APP_ID`` is the one source of the id; every file named by it or naming it is
checked against it here. ``desktop-file-validate`` and ``appstreamcli`` (Debian packages
``desktop-file-utils`` and ``appstream``) run on the files as the wheel installs them, wherever
those tools are installed; everything else is checked in pure Python everywhere.
"""

from __future__ import annotations

import configparser
import importlib.util
import os
import re
import shutil
import struct
import subprocess
import sys
import tomllib
import types
import xml.etree.ElementTree as ET
import zipfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from alhambra_gui import APP_ID, __version__

REPO = Path(__file__).resolve().parents[1]
PACKAGING = REPO / "packaging"
DESKTOP = PACKAGING / f"{APP_ID}.desktop"
METAINFO = PACKAGING / f"{APP_ID}.metainfo.xml"
ICON = REPO / "resources" / "icons" / "alhambra-gui.svg"
#: Where the metainfo's screenshots are published: the repository's files on its main branch.
RAW = "https://raw.githubusercontent.com/alhambra-gui/alhambra-gui/main/"
(SCRIPT,) = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["project"]["scripts"]


def desktop_entry(path: Path) -> dict[str, str]:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # type: ignore[assignment,method-assign]  # keys are case-sensitive
    parser.read(path, encoding="utf-8")
    return dict(parser["Desktop Entry"])


def metainfo() -> ET.Element:
    return ET.parse(METAINFO).getroot()


def png_size(path: Path) -> tuple[int, int]:
    header = path.read_bytes()[:24]
    assert header[:8] == b"\x89PNG\r\n\x1a\n" and header[12:16] == b"IHDR", f"{path} is not a PNG"
    return struct.unpack(">II", header[16:24])


def test_app_id_is_lowercase_reverse_dns_without_hyphens():
    # AppStream's pedantic check rejects capitals and flags hyphens; D-Bus names need letters first.
    assert re.fullmatch(r"[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*){2,}", APP_ID)


def test_packaging_files_are_named_by_the_app_id():
    named = sorted(p.name for p in PACKAGING.iterdir()
                   if p.name.endswith((".desktop", ".metainfo.xml", ".appdata.xml")))
    assert named == [f"{APP_ID}.desktop", f"{APP_ID}.metainfo.xml"]


def test_desktop_entry_names_the_app_id_icon_and_the_installed_command():
    entry = desktop_entry(DESKTOP)
    assert entry["Type"] == "Application"
    assert entry["Icon"] == APP_ID
    assert entry["Exec"].split()[0] == SCRIPT


def test_metainfo_names_the_app_id_its_desktop_file_and_command():
    root = metainfo()
    assert root.get("type") == "desktop-application"
    assert root.findtext("id") == APP_ID
    assert [(item.get("type"), item.text) for item in root.iter("launchable")] == [
        ("desktop-id", DESKTOP.name)]
    assert [item.text for item in root.iter("binary")] == [SCRIPT]


def test_metainfo_latest_release_is_this_version():
    releases = metainfo().findall("releases/release")
    assert releases, "the metainfo needs a <releases> entry"
    latest = releases[0]
    assert latest.get("version") == __version__
    assert re.fullmatch(r"\d{4}-\d\d-\d\d", latest.get("date", ""))
    assert "".join(latest.find("description").itertext()).strip()


def test_metainfo_screenshots_are_the_repositorys_pngs_at_their_size():
    shots = metainfo().findall("screenshots/screenshot")
    assert [shot.get("type") for shot in shots].count("default") == 1
    for shot in shots:
        assert (shot.findtext("caption") or "").strip()
        (image,) = shot.findall("image")
        url = image.text or ""
        assert url.startswith(RAW), url
        file = REPO / url.removeprefix(RAW)
        assert file.is_file(), f"{url} names no file of the repository"
        assert png_size(file) == (int(image.get("width", 0)), int(image.get("height", 0)))


#: The languages the app speaks besides English: the desktop file's locale, AppStream's xml:lang.
TRANSLATED = {"de": "de", "zh_TW": "zh-TW"}
XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"


def test_desktop_entry_speaks_german_and_traditional_chinese():
    entry = desktop_entry(DESKTOP)
    for locale in TRANSLATED:
        for key in ("Name", "GenericName", "Comment", "Keywords"):
            text = entry.get(f"{key}[{locale}]", "")
            assert text.strip() and text != entry[key], f"{key}[{locale}]"
        assert entry[f"Keywords[{locale}]"].endswith(";")
    assert entry["Name[de]"] == "Alhambra-Begleiter"  # the glossary's word for a companion
    assert entry["Name[zh_TW]"].startswith("阿爾罕布拉")  # the game's name in Traditional Chinese
    assert "Brettspiel" in entry["Keywords[de]"] and "桌遊" in entry["Keywords[zh_TW]"]


def translations(parent: ET.Element, tag: str) -> dict[str | None, list[str]]:
    """The texts of ``parent``'s ``tag`` children by their xml:lang (None: the English)."""
    found: dict[str | None, list[str]] = {}
    for child in parent.findall(tag):
        found.setdefault(child.get(XML_LANG), []).append("".join(child.itertext()).strip())
    return found


def test_metainfo_speaks_german_and_traditional_chinese_wherever_it_speaks():
    """The name and summary (the same names as the desktop file), every paragraph of every
    description, every screenshot's caption: once in English, once in each language."""
    root = metainfo()
    entry = desktop_entry(DESKTOP)
    texts = [(root, "name"), (root, "summary"), *((d, "p") for d in root.iter("description")),
             *((shot, "caption") for shot in root.iter("screenshot"))]
    for parent, tag in texts:
        found = translations(parent, tag)
        assert set(found) == {None, *TRANSLATED.values()}, (tag, found)
        assert all(len(found[lang]) == len(found[None]) and all(found[lang]) for lang in found), found
    for locale, lang in TRANSLATED.items():
        assert translations(root, "name")[lang] == [entry[f"Name[{locale}]"]]


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Iterator[zipfile.ZipFile]:
    """The project's wheel, built by pip with the project's own build backend (hatchling):
    the one the test extra installs, checked against the project's build requirements,
    rather than one fetched from the index into a fresh environment on every run (most of
    the fixture's 8.6 s in a fresh clone); where it is not installed, fetched as by default."""
    out = tmp_path_factory.mktemp("wheel")
    installed = importlib.util.find_spec("hatchling") is not None
    isolation = ["--no-build-isolation", "--check-build-dependencies"] if installed else []
    result = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--quiet", *isolation,
                             "--wheel-dir", str(out), str(REPO)],
                            capture_output=True, text=True, timeout=600, check=False)
    assert result.returncode == 0, result.stderr
    (built,) = out.glob("*.whl")
    with zipfile.ZipFile(built) as archive:
        yield archive


@pytest.fixture(scope="module")
def installed_share(wheel, tmp_path_factory) -> Path:
    """The wheel's data files as pip lays them out under a prefix: ``PREFIX/share/...``."""
    data = f"alhambra_gui-{__version__}.data/data/"
    prefix = tmp_path_factory.mktemp("prefix")
    for name in wheel.namelist():
        if name.startswith(data):
            target = prefix / name.removeprefix(data)
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(wheel.read(name))
    return prefix / "share"


def test_wheel_installs_desktop_file_metainfo_and_the_icon_the_desktop_file_names(wheel):
    data = f"alhambra_gui-{__version__}.data/data/share/"
    record = {line.split(",")[0] for line in
              wheel.read(f"alhambra_gui-{__version__}.dist-info/RECORD").decode().splitlines()}
    icon = desktop_entry(DESKTOP)["Icon"]
    installs = {
        f"applications/{APP_ID}.desktop": DESKTOP,
        f"metainfo/{APP_ID}.metainfo.xml": METAINFO,
        f"icons/hicolor/scalable/apps/{icon}.svg": ICON,
    }
    for path, source in installs.items():
        assert data + path in record
        assert wheel.read(data + path) == source.read_bytes(), path
    assert sorted(name for name in record if name.startswith(data)) == sorted(data + p for p in installs)


def test_wheel_ships_the_catalogues_where_the_app_loads_them(wheel):
    """resources/i18n (the .ts, and the compiled .qm once they are there) inside the package,
    where alhambra_gui.app.language.catalogue_folder finds them."""
    shipped = {name.removeprefix("alhambra_gui/resources/i18n/") for name in wheel.namelist()
               if name.startswith("alhambra_gui/resources/i18n/")}
    assert shipped == {p.name for p in (REPO / "resources" / "i18n").iterdir()}
    assert {"alhambra_gui_de.ts", "alhambra_gui_zh_TW.ts"} <= shipped


VALIDATORS = {
    "desktop-file-validate": lambda share: [
        "desktop-file-validate", str(share / "applications" / f"{APP_ID}.desktop")],
    "appstreamcli validate": lambda share: [
        "appstreamcli", "validate", "--pedantic", "--no-net",
        str(share / "metainfo" / f"{APP_ID}.metainfo.xml")],
    # The installed tree as a whole: the metainfo's launchable is the installed desktop file.
    "appstreamcli validate-tree": lambda share: [
        "appstreamcli", "validate-tree", "--pedantic", "--no-net", str(share.parent)],
}
FOUND = [name for name in VALIDATORS if shutil.which(name.split()[0])]


@pytest.mark.parametrize("validator", FOUND)
def test_validator_finds_nothing_in_the_installed_files(validator, installed_share):
    result = subprocess.run(VALIDATORS[validator](installed_share), capture_output=True, text=True,
                            timeout=120, check=False)
    output = result.stdout + result.stderr
    assert result.returncode == 0, output
    # Not even a pedantic hint (P:) or an info (I:); desktop-file-validate prints nothing when clean.
    if validator == "desktop-file-validate":
        assert output == ""
    else:
        assert not re.search(r"^\s*[EWIP]: ", output, re.MULTILINE), output


def installed_app() -> list[str]:
    """The installed ``alhambra-gui`` script; ``python -m alhambra_gui`` only if it is missing."""
    script = shutil.which(SCRIPT, path=os.path.dirname(sys.executable))
    return [script] if script else [sys.executable, "-m", "alhambra_gui"]


@pytest.mark.gui
def test_app_tells_qt_the_app_id_as_its_desktop_file_name(tmp_path):
    probe = ("from PySide6.QtWidgets import QApplication\n"
             "from alhambra_gui.widgets.window.launch import configure\n"
             "app = QApplication([])\nconfigure(app)\nprint(app.desktopFileName())")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    result = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, env=env,
                            cwd=tmp_path, timeout=120, check=False)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == APP_ID


@pytest.mark.gui
def test_smoke_test_passes_on_the_installed_app():
    """packaging/smoke_test.py, written for the bundle, against the installed app."""
    result = subprocess.run([sys.executable, str(PACKAGING / "smoke_test.py"), *installed_app()],
                            capture_output=True, text=True, timeout=600, check=False)
    assert result.returncode == 0, result.stdout + result.stderr
    lines = result.stdout.splitlines()
    assert [line.split()[0] for line in lines[:-1]] == ["ok"] * 6
    assert lines[-1] == "smoke: 6 passed, 0 failed"


def test_the_smoke_tests_finished_sample_is_scored_as_the_app_scores_it():
    import importlib.util

    from alhambra_gui.engine import load_game

    spec = importlib.util.spec_from_file_location("smoke_test", PACKAGING / "smoke_test.py")
    smoke = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(smoke)
    game = load_game(smoke.SAMPLE)
    assert [(r, game.score(r).points()) for r in (1, 2, 3)] == [(r, p) for r, p in smoke.SAMPLE_SCORINGS]


def test_the_bundle_names_every_module_the_registry_imports_by_its_id(tmp_path):
    """PyInstaller follows imports; a module's code and its window part are imported by its id
    from the registry's list, so the spec names each (its hidden imports), read from that same list."""
    from alhambra_gui.engine.modules.registry import module_ids, window_parts

    given: dict[str, object] = {}

    def analysis(*_scripts, **options):
        given.update(options)
        return types.SimpleNamespace(binaries=[], datas=[], pure=[], scripts=[])

    spec = (PACKAGING / "alhambra-gui.spec").read_text(encoding="utf-8")
    stubs = {"SPECPATH": str(PACKAGING), "DISTPATH": str(tmp_path), "Analysis": analysis,
             "PYZ": lambda *a, **k: None, "EXE": lambda *a, **k: None, "COLLECT": lambda *a, **k: None}
    exec(compile(spec, "alhambra-gui.spec", "exec"), stubs)  # the project's own spec, its builders stubbed
    assert given["hiddenimports"] == [*(f"alhambra_gui.engine.modules.{i}" for i in module_ids()),
                                      *(f"alhambra_gui.widgets.modules.{i}" for i in window_parts())]
