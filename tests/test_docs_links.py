"""The documentation's links hold: every link and picture of the README, the players' pages,
CONTRIBUTING.md and packaging/README.md points at a file that exists and, with an anchor, at a
heading of that file; every file the pages name in code (``widgets/window/actions.py``) exists.
A moved file or a renamed heading fails here, not in a reader's browser."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PAGES = [ROOT / "README.md", ROOT / "CONTRIBUTING.md", ROOT / "packaging" / "README.md",
         *sorted((ROOT / "docs").glob("*.md"))]
#: Where a path written in code may start: the repository, the package, the widgets' wings.
BASES = [ROOT, ROOT / "alhambra_gui", ROOT / "alhambra_gui" / "widgets"]

LINK = re.compile(r"!?\[(?:[^\]\[]|\[[^\]]*\])*\]\(([^)\s]+)\)")
CODE = re.compile(r"`([^`\n]+)`")
FENCE = re.compile(r"^```.*?^```", re.S | re.M)
HEADING = re.compile(r"^#{1,6}\s+(.+?)\s*#*\s*$", re.M)
FILE_NAME = re.compile(r"^[\w.-]+(/[\w.-]+)+\.(py|json|md|ts|svg|png|toml|spec|xml|desktop|sqlite)$")


def prose(text: str) -> str:
    """The page without its fenced code blocks (a shell line is no link)."""
    return FENCE.sub("", text)


def slug(heading: str) -> str:
    """A heading's anchor as GitHub makes it: lower case, the markup's marks and punctuation
    dropped (letters of any script kept), spaces as hyphens."""
    text = re.sub(r"[`*_]|\[([^\]]*)\]\([^)]*\)", r"\1", heading).strip().lower()
    kept = "".join(c for c in text if c in " -_" or unicodedata.category(c)[0] in "LN")
    return kept.replace(" ", "-")


def anchors(page: Path) -> set[str]:
    found: set[str] = set()
    for heading in HEADING.findall(prose(page.read_text(encoding="utf-8"))):
        name, number = slug(heading), 1
        while name in found:  # GitHub numbers a repeated heading's anchor
            name, number = f"{slug(heading)}-{number}", number + 1
        found.add(name)
    return found


def broken_links(page: Path, text: str) -> Iterator[str]:
    for target in LINK.findall(prose(text)):
        if re.match(r"[a-z]+:", target):
            if not target.startswith("https://"):
                yield f"{target}: not an https address"
            continue
        path, _, anchor = target.partition("#")
        file = (page.parent / path).resolve() if path else page
        if not file.exists():
            yield f"{target}: no such file"
        elif anchor and file.suffix == ".md" and anchor not in anchors(file):
            yield f"{target}: no heading #{anchor} in {file.relative_to(ROOT)}"


def missing_files(page: Path, text: str) -> Iterator[str]:
    for span in CODE.findall(text):
        placeholder = span.split("/")[0].isupper()  # PREFIX/share/…: where it is installed
        bases = [*BASES, page.parent]
        if FILE_NAME.match(span) and not placeholder and not any((b / span).exists() for b in bases):
            yield f"`{span}`: no such file"


@pytest.mark.parametrize("page", PAGES, ids=lambda p: str(p.relative_to(ROOT)))
def test_every_link_leads_somewhere(page):
    assert list(broken_links(page, page.read_text(encoding="utf-8"))) == []


@pytest.mark.parametrize("page", PAGES, ids=lambda p: str(p.relative_to(ROOT)))
def test_every_file_named_in_code_exists(page):
    assert list(missing_files(page, page.read_text(encoding="utf-8"))) == []


def test_the_readme_links_every_page_and_stays_short():
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    linked = {target.partition("#")[0] for target in LINK.findall(text)}
    assert {"docs/players-guide.md", "docs/modules.md", "docs/benchmarks.md", "CONTRIBUTING.md"} <= linked
    # Short: the players' part, the two commands, the measured figures and what each
    # dependency adds; everything else is linked.
    assert len(text.splitlines()) <= 185


@pytest.mark.parametrize(("planted", "why"), [
    ("[the guide](docs/players-guid.md)", "docs/players-guid.md: no such file"),
    ("[keys](docs/players-guide.md#the-keys)", "docs/players-guide.md#the-keys: no heading #the-keys "
                                               "in docs/players-guide.md"),
    ("![a picture](packaging/screenshots/nothing.png)", "packaging/screenshots/nothing.png: no such file"),
    ("[here](#nowhere)", "#nowhere: no heading #nowhere in README.md"),
    ("[old](http://example.org)", "http://example.org: not an https address"),
])
def test_a_planted_broken_link_is_found(planted, why):
    text = (ROOT / "README.md").read_text(encoding="utf-8") + f"\nSee {planted}.\n"
    assert list(broken_links(ROOT / "README.md", text)) == [why]


def test_a_file_named_that_moved_is_found():
    text = "The menus are declared in `widgets/window/menus_table.py`; see `tests/test_docs_links.py`."
    assert list(missing_files(ROOT / "CONTRIBUTING.md", text)) == [
        "`widgets/window/menus_table.py`: no such file"]


def test_anchors_are_made_as_github_makes_them():
    assert slug("The photo reader's accuracy") == "the-photo-readers-accuracy"
    assert slug("Counts only: what each module needs typed") == "counts-only-what-each-module-needs-typed"
    assert slug("A worked example, `Handymen`") == "a-worked-example-handymen"
