"""Shared test configuration: the ``shared`` marker skips tests whose reference data is absent."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from manastack.game import Game

SHARED = Path(__file__).resolve().parents[1].parent / "shared"


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if SHARED.is_dir():
        return
    skip = pytest.mark.skip(reason=f"needs the shared reference data at {SHARED} (present in CI)")
    for item in items:
        if "shared" in item.keywords:
            item.add_marker(skip)


@pytest.fixture(autouse=True, scope="session")
def private_cache_dir(tmp_path_factory: pytest.TempPathFactory) -> Iterator[None]:
    """The on-disk cache (:mod:`manastack.carddata.disk_cache`) of the test run is its own."""
    from manastack.carddata.disk_cache import CACHE_DIR_ENV

    mp = pytest.MonkeyPatch()
    mp.setenv(CACHE_DIR_ENV, str(tmp_path_factory.mktemp("cache")))
    yield
    mp.undo()


@pytest.fixture(autouse=True, scope="session")
def check_replayed_answers() -> Iterator[None]:
    """In the tests, every answer a game replays is checked against the options recomputed for its
    decision (:attr:`manastack.game.Game.check_replays`)."""
    Game.check_replays = True
    yield
    Game.check_replays = False
