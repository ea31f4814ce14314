"""The seed rulings (docs/seed-rulings.md): each of the 24 statements of the three seed documents
is proven by at least two scenarios of tests/scenarios/seeds, the table names only scenarios that
exist and every seed scenario appears in it, and (with the shared reference data) the table's
statements are exactly the seed documents' statements. The scenarios themselves run in
tests/test_scenarios.py."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from manastack.scenario import load_paths
from tests.conftest import SHARED

ROOT = Path(__file__).resolve().parents[1]
SEEDS = ROOT / "tests" / "scenarios" / "seeds"
TABLE = ROOT / "docs" / "seed-rulings.md"

#: One table row: ``| ID | "Statement begins…" | `scenario` <br> `scenario` |``. G, C, T and K rows
#: are the seed statements; R rows are further official rulings, by their id in
#: ``../shared/rulings/hob-hoc-msh-rulings.json``.
ROW = re.compile(r'^\| ([GCTK]\d|R\d+) \| "(.+?)…" \| (.+) \|$', re.MULTILINE)


def _rows() -> dict[str, tuple[str, list[str]]]:
    rows: dict[str, tuple[str, list[str]]] = {}
    for m in ROW.finditer(TABLE.read_text(encoding="utf-8")):
        assert m.group(1) not in rows, f"statement {m.group(1)} is listed twice"
        rows[m.group(1)] = (m.group(2), re.findall(r"`([^`]+)`", m.group(3)))
    return rows


def _normal(text: str) -> str:
    return text.replace("’", "'").replace("“", '"').replace("”", '"')


def test_the_seed_suite_has_at_least_48_scenarios_and_each_loads() -> None:
    loaded = load_paths([SEEDS])
    assert len(loaded) >= 48
    assert [x.name for x in loaded if x.error is not None] == []
    assert sorted(p.name for p in SEEDS.glob("*.yaml")) == [
        "bard_king_of_dale.yaml",
        "bilbo_birthday_celebrant.yaml",
        "bilbo_thief_in_the_night.yaml",
    ]


def test_every_statement_is_proven_by_two_listed_scenarios_that_exist() -> None:
    rows = _rows()
    ids = {f"G{i}" for i in range(1, 9)} | {f"C{i}" for i in range(1, 5)}
    ids |= {f"T{i}" for i in range(1, 4)} | {f"K{i}" for i in range(1, 10)}
    assert {sid for sid in rows if not sid.startswith("R")} == ids
    existing = {x.name for x in load_paths([SEEDS])}
    for sid, (_, names) in rows.items():
        assert len(set(names)) >= (1 if sid.startswith("R") else 2), f"{sid} needs at least two scenarios"
        assert set(names) <= existing, f"{sid} lists scenarios that don't exist: {set(names) - existing}"
    listed = {n for _, names in rows.values() for n in names}
    assert existing - listed == set(), "every seed scenario is listed under the statement it proves"


def test_the_scenarios_of_a_card_statement_live_in_that_card_file() -> None:
    files = {x.name: Path(x.file).stem for x in load_paths([SEEDS])}
    home = {"C": "bilbo_birthday_celebrant", "T": "bilbo_thief_in_the_night", "K": "bard_king_of_dale"}
    for sid, (_, names) in _rows().items():
        if sid[0] in home:
            assert {files[n] for n in names} == {home[sid[0]]}, sid


@pytest.mark.shared
def test_the_table_lists_exactly_the_statements_of_the_seed_documents() -> None:
    statements: list[str] = []
    for f in sorted((SHARED / "seeds").glob("*.txt")):
        for para in re.split(r"\n\s*\n", f.read_text(encoding="utf-8-sig")):
            para = _normal(para.strip())
            if para and para != "Search" and para not in statements:
                statements.append(para)
    assert len(statements) == 24
    rows = _rows()
    starts = [_normal(start) for sid, (start, _) in rows.items() if not sid.startswith("R")]
    for s in statements:
        assert sum(s.startswith(start) for start in starts) == 1, f"no single table row quotes: {s[:60]}"
    assert len(starts) == len(statements)


@pytest.mark.shared
def test_the_further_rulings_are_quoted_from_the_rulings_file() -> None:
    rulings = {r["id"]: r["text"] for r in json.loads((SHARED / "rulings" / "hob-hoc-msh-rulings.json").read_text(encoding="utf-8"))}
    further = {sid: start for sid, (start, _) in _rows().items() if sid.startswith("R")}
    assert further, "the table lists the further official rulings"
    for sid, start in further.items():
        assert _normal(rulings[int(sid[1:])]).startswith(_normal(start)), sid
