"""Energy counters (CR 107.14): "you get {E}{E}" (counters put on the player), "Pay {E}{E}" as a
cost of an activated ability, "you may pay {E}. If you do, …" (118.12)."""

from __future__ import annotations

from manastack.model.abilities import ActivatedAbility, TriggeredAbility
from manastack.model.costs import PayEnergy, TapSelf
from manastack.model.effects import PutCounters
from manastack.model.filters import You
from tests.oracle.helpers import compiled, ok


def test_you_get_energy() -> None:
    c = ok("Glimmer Test", "Instant", "Draw two cards. You get {E}{E}.")
    assert c.abilities[0].effects[-1] == PutCounters("energy", 2, You())  # type: ignore[union-attr]


def test_pay_energy_cost() -> None:
    c = ok("Aether Hub", "Land", "When Aether Hub enters, you get {E}.\n{T}: Add {C}.\n{T}, Pay {E}: Add one mana of any color.")
    ab = c.abilities[-1]
    assert isinstance(ab, ActivatedAbility) and ab.cost.parts == (TapSelf(), PayEnergy(1))
    assert ab.cost.text() == "{T}, Pay {E}"


def test_may_pay_energy_if_you_do() -> None:
    c = ok("Thriving Rhino", "Creature — Rhino", "Whenever Thriving Rhino attacks, you may pay {E}{E}. If you do, put a +1/+1 counter on it.", "{2}{G}", "2/3")
    (ab,) = c.abilities
    assert isinstance(ab, TriggeredAbility)
    assert "PayEnergy(amount=2)" in repr(ab.effects)


def test_any_amount_of_energy_stays_unsupported() -> None:
    c = compiled("Harnessed Test", "Instant", "Choose target creature. You get {E}{E}{E}, then you may pay any amount of {E}. That creature deals that much damage to itself.")
    assert c.card is None
