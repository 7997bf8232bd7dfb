"""Shared fixtures. Qt runs offscreen so that the GUI tests need no display."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

SHARED = Path(__file__).resolve().parents[1].parent / "shared"
EXAMPLES = SHARED / "examples"


@pytest.fixture
def example_path():
    """Path of a shared example game from ../shared/examples."""

    def find(name: str) -> Path:
        path = EXAMPLES / f"{name}.json"
        assert path.exists(), f"missing shared example {path}"
        return path

    return find


@pytest.fixture
def expected():
    def load(name: str) -> dict:
        return json.loads((EXAMPLES / f"{name}.expected.json").read_text(encoding="utf-8"))

    return load
