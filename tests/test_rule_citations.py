"""Every rule number cited in the engine's docstrings and log events exists in the Comprehensive Rules."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.conftest import SHARED

SRC = Path(__file__).resolve().parents[1] / "src" / "manastack"
CITATION = re.compile(r"(?:CR |\(|\"|')(\d{3}\.[1-9]\d*[a-z]?)\b")


def _rules_text() -> set[str]:
    text = next((SHARED / "rules").glob("MagicCompRules-*.txt")).read_text(encoding="utf-8-sig")
    return {m.group(1) for m in re.finditer(r"^(\d{3}\.\d+[a-z]?)\.? ", text, re.M)}


@pytest.mark.shared
def test_every_cited_rule_exists_in_the_comprehensive_rules() -> None:
    known = _rules_text()
    cited: dict[str, str] = {}
    for path in SRC.rglob("*.py"):
        for m in CITATION.finditer(path.read_text()):
            cited.setdefault(m.group(1), str(path.relative_to(SRC)))
    assert len(cited) > 50, "the engine should cite the rules it implements"
    missing = {r: f for r, f in cited.items() if r not in known}
    assert not missing, f"cited rules not in the Comprehensive Rules: {missing}"
