""""Any opponent may sacrifice a creature of their choice. If a player does, …" (CR 118.12, 101.4):
a cost each opponent in turn order may pay as the ability resolves, until one does. Without the
sentence saying what paying does, and for other costs, it stays unsupported."""

from __future__ import annotations

from manastack.model.costs import SacrificePermanents
from manastack.model.effects import PayCost, PutCounters, Tap
from manastack.model.filters import EachOpponent, This
from tests.oracle.helpers import compiled, ok

_TRIGGER = "At the beginning of each combat, "


def test_a_player_does() -> None:
    text = _TRIGGER + "any opponent may sacrifice a creature of their choice. If a player does, tap Test Demon and put a +1/+1 counter on it."
    (ab,) = ok("Test Demon", "Creature — Demon", text, "{2}{B}{B}", "6/6").abilities
    (pay,) = ab.effects  # type: ignore[union-attr]
    assert isinstance(pay, PayCost) and pay.any_player and pay.player == EachOpponent()
    assert isinstance(pay.cost.parts[0], SacrificePermanents)
    assert pay.then == (Tap(This()), PutCounters("+1/+1", 1, This()))


def test_unread_variants_stay_unsupported() -> None:
    alone = _TRIGGER + "any opponent may sacrifice a creature of their choice."
    other_cost = _TRIGGER + "any opponent may pay {3}. If a player does, tap Test Demon."
    for text in (alone, other_cost):
        assert compiled("Test Demon", "Creature — Demon", text, "{2}{B}{B}", "6/6").card is None
