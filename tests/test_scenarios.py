"""The project's own scenario suite (tests/scenarios/*.yaml): one pytest case per scenario, so
that a failure names the scenario; and every rule a scenario cites exists in the Comprehensive
Rules."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from manastack.scenario import load_paths, run
from manastack.scenario.report import failure_details
from tests.conftest import SHARED

SCENARIOS = Path(__file__).parent / "scenarios"
LOADED = load_paths([SCENARIOS])


def _id(i: int) -> str:
    x = LOADED[i]
    return f"{Path(x.file).stem}::{x.name}"


@pytest.mark.parametrize("i", range(len(LOADED)), ids=[_id(i) for i in range(len(LOADED))])
def test_scenario(i: int) -> None:
    loaded = LOADED[i]
    assert loaded.error is None, str(loaded.error)
    assert loaded.scenario is not None
    result = run(loaded.scenario)
    assert result.passed, "\n".join([f"FAIL {result.name}", *failure_details(result)])


def test_the_suite_is_large_enough_and_cites_rules() -> None:
    assert len(LOADED) >= 40
    assert all(x.scenario is not None and x.scenario.cite for x in LOADED), [x.name for x in LOADED if not (x.scenario and x.scenario.cite)]
    names = [x.name for x in LOADED]
    assert len(names) == len(set(names)), "scenario names are unique"


@pytest.mark.shared
def test_cited_rules_exist() -> None:
    text = next((SHARED / "rules").glob("MagicCompRules-*.txt")).read_text(encoding="utf-8-sig")
    known = {m.group(1) for m in re.finditer(r"^(\d{3}\.\d+[a-z]?)\.? ", text, re.M)}
    cited = {c: x.name for x in LOADED if x.scenario for c in x.scenario.cite}
    missing = {c: n for c, n in cited.items() if c not in known}
    assert not missing, f"cited rules not in the Comprehensive Rules: {missing}"
