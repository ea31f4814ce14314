"""Static abilities granting quoted abilities (layer 6, CR 613.1f): 'Enchanted land has "{T}: Add
one mana of any color."', 'Other permanents you control have "…"'."""

from __future__ import annotations

from manastack.model.abilities import ActivatedAbility, GrantAbilitiesStatic, StaticAbility
from manastack.model.costs import PayLife, TapSelf
from manastack.model.effects import AddMana
from manastack.model.filters import AttachedTo, ControllerIs, Other
from tests.oracle.helpers import compiled, ok


def _grant(card: object) -> GrantAbilitiesStatic:
    (e,) = [a.effect for a in card.abilities if isinstance(a, StaticAbility) and isinstance(a.effect, GrantAbilitiesStatic)]  # type: ignore[attr-defined]
    return e


def test_enchanted_land_has_a_mana_ability() -> None:
    c = ok("Unbridled Growth", "Enchantment — Aura", 'Enchant land\nEnchanted land has "{T}: Add one mana of any color."\nSacrifice this Aura: Draw a card.', "{G}")
    g = _grant(c)
    assert g.affected == AttachedTo()
    (ab,) = g.abilities
    assert isinstance(ab, ActivatedAbility) and ab.is_mana_ability and isinstance(ab.effects[0], AddMana)


def test_cost_with_life() -> None:
    c = ok("Underworld Connections", "Enchantment — Aura", 'Enchant land\nEnchanted land has "{T}, Pay 1 life: Draw a card."', "{1}{B}{B}")
    (ab,) = _grant(c).abilities
    assert isinstance(ab, ActivatedAbility) and ab.cost.parts == (TapSelf(), PayLife(1))


def test_other_permanents_you_control() -> None:
    c = ok("A Realm Reborn", "Enchantment", 'Other permanents you control have "{T}: Add one mana of any color."', "{4}{G}{G}")
    f = _grant(c).affected
    assert f.get(Other) is not None and f.get(ControllerIs) is not None  # type: ignore[union-attr]


def test_granted_static_of_another_layer_stays_unsupported() -> None:
    # the layers apply the effects of granted static abilities in layer 7 only
    assert compiled("Test", "Enchantment — Aura", 'Enchant creature\nEnchanted creature has "Creatures you control have flying."', "{1}").card is None
