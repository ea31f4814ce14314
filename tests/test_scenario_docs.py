"""docs/scenarios.md documents the scenario format as the engine implements it: every key the
validator accepts (:mod:`manastack.scenario.catalog`) and every event kind is named on the page,
so a key added to the engine without its documentation fails here."""

from __future__ import annotations

from pathlib import Path

import pytest

from manastack.scenario import catalog

DOC = Path(__file__).resolve().parents[1] / "docs" / "scenarios.md"
KEYS = sorted({
    *catalog.TOP_LEVEL_KEYS, *catalog.TURN_KEYS, *catalog.PLAYER_KEYS, *catalog.ENTRY_KEYS, *catalog.INLINE_TOKEN_KEYS,
    *catalog.FORMATS, *catalog.STEP_NAMES, *catalog.STEP_KINDS, *(o for opts in catalog.STEP_OPTIONS.values() for o in opts),
    *catalog.EFFECTS, *catalog.PLAYER_ASSERTIONS, *catalog.OBJECT_ASSERTIONS, *catalog.GAME_ASSERTIONS,
})


@pytest.mark.parametrize("key", KEYS)
def test_the_scenario_docs_name_every_key_the_format_accepts(key: str) -> None:
    assert f"`{key}" in DOC.read_text() or f"{key}:" in DOC.read_text(), key


def test_the_scenario_docs_list_every_event_kind_with_its_fields() -> None:
    text = DOC.read_text()
    missing = [k for k, fields in catalog.EVENT_FIELDS.items() if f"| `{k}` | {', '.join(f'`{f}`' for f in fields) or '(none)'} |" not in text]
    assert missing == []


def test_the_readme_links_the_scenario_docs_that_ship() -> None:
    readme = (DOC.parents[1] / "README.md").read_text()
    assert "docs/scenarios.md" in readme and "SCENARIOS.md" not in readme
