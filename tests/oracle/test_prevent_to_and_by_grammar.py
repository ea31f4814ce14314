""""Prevent all combat damage that would be dealt to and dealt by [it] this turn" (CR 615.1)."""

from __future__ import annotations

from manastack.model.abilities import ActivatedAbility
from manastack.model.effects import PreventDamage
from manastack.model.filters import This
from tests.oracle.helpers import compiled, ok


def test_prevent_combat_damage_to_and_by_this_creature() -> None:
    # Moonlight Geist
    text = "Flying\n{3}{W}: Prevent all combat damage that would be dealt to and dealt by Moonlight Geist this turn."
    c = ok("Moonlight Geist", "Creature — Spirit", text, "{2}{W}", "2/1")
    (ab,) = (a for a in c.abilities if isinstance(a, ActivatedAbility))
    assert ab.effects == (PreventDamage(This(), combat_only=True, by=This()),)


def test_the_static_prevention_without_a_duration_is_not_read() -> None:
    # Fog Bank's static ability stays unsupported, its clause named
    c = compiled("Test Bank", "Creature — Wall", "Prevent all combat damage that would be dealt to and dealt by Test Bank.", "{1}{U}", "0/2")
    assert c.card is None
    assert any("Prevent all combat damage" in u.text for u in c.unsupported)
