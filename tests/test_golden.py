"""Golden playthroughs and fingerprints (see :mod:`manastack.testing.golden`): the engine plays
the stored games exactly as recorded — every decision, every event, the final state. A meant change
of behaviour is made by running ``python tools/golden.py`` and reading ``git diff tests/golden``."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from manastack.app.gamelog import state_digest
from manastack.testing.golden import PLAYTHROUGHS, Playthrough, fingerprint, fingerprint_specs, golden_dir, playthrough_lines, replay_playthrough

ROOT = Path(__file__).resolve().parents[1]
GOLDEN = golden_dir(ROOT)
REGENERATE = "after a meant change of behaviour, run `python tools/golden.py` and read `git diff tests/golden`"


@pytest.mark.parametrize("p", PLAYTHROUGHS, ids=lambda p: p.name)
def test_playthrough_plays_exactly_as_recorded(p: Playthrough) -> None:
    stored = (GOLDEN / f"{p.name}.jsonl").read_text(encoding="utf-8").splitlines()
    now = playthrough_lines(p)
    for i, (old, new) in enumerate(zip(stored, now)):
        assert old == new, f"{p.name}.jsonl line {i + 1} differs:\n stored: {old}\n    now: {new}\n({REGENERATE})"
    assert len(stored) == len(now), f"{p.name}.jsonl: {len(stored)} lines stored, {len(now)} now ({REGENERATE})"


@pytest.mark.parametrize("p", PLAYTHROUGHS, ids=lambda p: p.name)
def test_recorded_choices_replay_to_the_recorded_final_state(p: Playthrough) -> None:
    last = json.loads((GOLDEN / f"{p.name}.jsonl").read_text(encoding="utf-8").splitlines()[-1])
    game = replay_playthrough(p, last["choices"])
    assert game.is_over
    assert state_digest(game) == last["digest"]


def _pairings() -> list[str]:
    return sorted({key.rsplit(" seed ", 1)[0] for key, _ in fingerprint_specs()})


@pytest.mark.parametrize("pairing", _pairings())
def test_fingerprints_of_every_welcome_deck_pairing_are_unchanged(pairing: str) -> None:
    stored = json.loads((GOLDEN / "fingerprints.json").read_text(encoding="utf-8"))
    specs = [(key, spec) for key, spec in fingerprint_specs() if key.rsplit(" seed ", 1)[0] == pairing]
    assert len(specs) == 20
    changed = [key for key, spec in specs if stored.get(key) != fingerprint(spec)]
    assert not changed, f"games that play differently: {changed} ({REGENERATE})"
