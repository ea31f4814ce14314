""""Exile CARDNAME with three time counters on it" (Arc Blade; CR 702.62a)."""

from __future__ import annotations

from manastack.model.effects import MoveTo
from manastack.model.filters import This
from manastack.model.types import Zone
from tests.oracle.helpers import compiled, ok


def test_exile_self_with_time_counters() -> None:
    text = "Arc Blade deals 2 damage to any target. Exile Arc Blade with three time counters on it.\nSuspend 3—{2}{R}"
    c = ok("Arc Blade", "Sorcery", text, "{3}{R}{R}")
    move = c.abilities[0].effects[-1]  # type: ignore[attr-defined]
    assert move == MoveTo(This(), Zone.EXILE, counters=(("time", 3),))


def test_exiling_a_target_with_counters_stays_unsupported() -> None:
    c = compiled("Test", "Sorcery", "Exile target creature with three time counters on it.", "{1}")
    assert c.card is None and "time counters" in c.explain()
