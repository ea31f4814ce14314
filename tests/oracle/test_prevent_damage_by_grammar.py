"""Prevention of the combat damage particular creatures would deal (CR 615.1): "Prevent all combat
damage a creature of your choice would deal this turn" (chosen as the effect happens, 608.2d),
"… target creature would deal this turn"."""

from __future__ import annotations

from manastack.model.abilities import ActivatedAbility
from manastack.model.effects import ChooseObject, PreventDamage
from manastack.model.filters import CardTypes, CreatedObjects, ObjectFilter, Target
from manastack.model.types import CardType
from tests.oracle.helpers import compiled, ok, plain


def test_ajanis_aid_prevents_the_combat_damage_of_a_chosen_creature() -> None:
    c = ok("Ajani's Aid", "Enchantment", "Sacrifice this enchantment: Prevent all combat damage a creature of your choice would deal this turn.", "{2}{G}{W}")
    ab = c.abilities[0]
    assert isinstance(ab, ActivatedAbility) and not ab.targets
    assert plain(ab.effects) == (ChooseObject(ObjectFilter((CardTypes(frozenset({CardType.CREATURE})),))), PreventDamage(combat_only=True, by=CreatedObjects()))


def test_the_combat_damage_of_a_target_creature() -> None:
    c = ok("Test Pacifier", "Instant", "Prevent all combat damage target creature would deal this turn.", "{W}")
    assert c.abilities[0].effects == (PreventDamage(combat_only=True, by=Target(0)),)  # type: ignore[union-attr]


def test_all_damage_a_chosen_creature_would_deal_stays_unsupported() -> None:
    c = compiled("Test Muzzle", "Instant", "Prevent all damage a creature of your choice would deal this turn.", "{W}")
    assert c.card is None and "Prevent all damage a creature of your choice would deal this turn" in c.explain()
