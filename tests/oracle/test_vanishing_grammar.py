"""Vanishing N (CR 702.63a), written out as its three abilities."""

from __future__ import annotations


def test_vanishing_is_its_three_abilities() -> None:
    from manastack.model.abilities import StaticAbility, TriggeredAbility
    from tests.oracle.helpers import ok

    c = ok("Test Creature", "Creature — Beast", "Vanishing 3", "{2}{G}", "5/5")
    assert [type(a) for a in c.abilities] == [StaticAbility, TriggeredAbility, TriggeredAbility]
