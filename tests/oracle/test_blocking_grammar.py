"""Blocking rules (CR 509.1a–c) read from real cards' text: "can't be blocked by more than N
creatures", "must be blocked if able", "All creatures able to block CARDNAME do so", "can block an
additional creature each combat" / "any number of creatures", as static abilities and from
resolving spells; variants the grammar doesn't read stay unsupported with the clause named."""

from __future__ import annotations

from manastack.model.abilities import BlockerLimit, BlocksAdditional, MustBeBlocked, StaticAbility
from manastack.model.effects import CombatRule, Duration, ModifyPT
from manastack.model.filters import AttachedTo, CardTypes, ControllerIs, PowerAtLeast, Target, This
from tests.oracle.helpers import compiled, ok


def _static(type_line: str, text: str, pt: str | None = "2/2") -> object:
    c = ok("Test Card", type_line, text, pt=pt)
    (st,) = [a for a in c.abilities if isinstance(a, StaticAbility)]
    return st.effect


def test_charging_rhino_cant_be_blocked_by_more_than_one_creature() -> None:
    assert _static("Creature — Rhino", "This creature can't be blocked by more than one creature.", "4/4") == BlockerLimit(This(), 1)


def test_challenger_troll_limits_each_creature_a_filter_admits() -> None:
    e = _static("Creature — Troll", "Each creature you control with power 4 or greater can't be blocked by more than one creature.", "6/5")
    assert isinstance(e, BlockerLimit) and e.count == 1 and not isinstance(e.affected, (This, AttachedTo))
    assert e.affected.get(ControllerIs) is not None and e.affected.get(PowerAtLeast) is not None
    assert e.affected.get(CardTypes) is not None


def test_gaeas_protector_must_be_blocked_and_breaker_of_armies_lures() -> None:
    assert _static("Creature — Elemental Warrior", "This creature must be blocked if able.", "4/2") == MustBeBlocked(This())
    assert _static("Creature — Eldrazi", "All creatures able to block this creature do so.", "10/8") == MustBeBlocked(This(), by_all=True)
    assert _static("Enchantment — Aura", "Enchant creature\nAll creatures able to block enchanted creature do so.", None) == MustBeBlocked(AttachedTo(), by_all=True)


def test_foriysian_brigade_and_entangler_block_more() -> None:
    assert _static("Creature — Human Soldier", "This creature can block an additional creature each combat.", "2/4") == BlocksAdditional(This(), 1)
    assert _static("Enchantment — Aura", "Enchant creature\nEnchanted creature can block any number of creatures.", None) == BlocksAdditional(AttachedTo(), None)


def test_emergent_growth_pump_and_must_be_blocked_name_the_same_target() -> None:
    c = ok("Emergent Growth", "Instant", "Target creature gets +5/+5 until end of turn and must be blocked this turn if able.")
    assert c.spell_ability is not None
    pump, rule = c.spell_ability.effects
    assert isinstance(pump, ModifyPT) and pump.what == Target(0)
    assert rule == CombatRule(Target(0), MustBeBlocked(This()), Duration.END_OF_TURN)


def test_alluring_scent_and_give_no_ground() -> None:
    c = ok("Alluring Scent", "Sorcery", "All creatures able to block target creature this turn do so.")
    assert c.spell_ability is not None and c.spell_ability.effects == (CombatRule(Target(0), MustBeBlocked(This(), by_all=True), Duration.END_OF_TURN),)
    c = ok("Give No Ground", "Instant", "Target creature gets +2/+6 until end of turn and can block any number of creatures this turn.")
    assert c.spell_ability is not None and c.spell_ability.effects[1] == CombatRule(Target(0), BlocksAdditional(This(), None), Duration.END_OF_TURN)


def test_unread_variants_stay_unsupported_with_the_clause_named() -> None:
    for text, clause in (
        ("This creature must be blocked by exactly one creature if able.", "must be blocked by exactly one creature"),
        ("All Walls able to block this creature do so.", "All Walls able to block"),
        ("This creature can block an additional creature each combat for each Equipment attached to this creature.", "for each Equipment"),
    ):
        c = compiled("Test Card", "Creature — Beast", text, pt="2/2")
        assert c.card is None, text
        assert clause in c.explain(), c.explain()
