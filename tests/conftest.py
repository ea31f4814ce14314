"""Shared test configuration: the ``shared`` marker skips tests whose reference data is absent."""

from __future__ import annotations

from pathlib import Path

import pytest

SHARED = Path(__file__).resolve().parents[1].parent / "shared"


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if SHARED.is_dir():
        return
    skip = pytest.mark.skip(reason=f"needs the shared reference data at {SHARED} (present in CI)")
    for item in items:
        if "shared" in item.keywords:
            item.add_marker(skip)
