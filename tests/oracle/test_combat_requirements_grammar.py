"""Combat requirements (CR 508.1d, 509.1c): "target creature blocks this turn if able",
"creatures your opponents control attack this turn if able", "enchanted creature attacks each
combat if able", "CARDNAME attacks or blocks each combat if able"."""

from __future__ import annotations

from manastack.model.abilities import ActivatedAbility, CombatRequirement, StaticAbility
from manastack.model.effects import Duration, Restrict
from manastack.model.filters import AllMatching, AttachedTo, ControlledBy, Controller, ControllerIs, Target, This
from tests.oracle.helpers import compiled, ok


def test_target_creature_blocks_this_turn_if_able() -> None:
    """Nacatl Hunt-Pride."""
    card = ok("Test Creature", "Creature — Cat", "{G}, {T}: Target creature blocks this turn if able.", "{2}", "2/2")
    (ab,) = card.activated_abilities
    assert ab.effects == (Restrict(Target(0), attack=False, block=True, duration=Duration.END_OF_TURN, requirement=True),)


def test_creatures_your_opponents_control_attack_this_turn_if_able() -> None:
    """Bident of Thassa: the set isn't locked in (611.2c)."""
    card = ok("Test Artifact", "Artifact", "{1}{U}, {T}: Creatures your opponents control attack this turn if able.")
    ((effect,),) = [a.effects for a in card.activated_abilities]
    assert isinstance(effect, Restrict) and effect.requirement and (effect.attack, effect.block) == (True, False)
    assert isinstance(effect.what, AllMatching) and effect.what.filter.get(ControllerIs) == ControllerIs(Controller.OPPONENT)


def _requirement(type_line: str, text: str) -> CombatRequirement:
    (ab,) = [a for a in ok("Test", type_line, text, "{2}", "2/2" if "Creature" in type_line else None).abilities if isinstance(a, StaticAbility)]
    assert isinstance(ab.effect, CombatRequirement)
    return ab.effect


def test_enchanted_creature_attacks_each_combat_if_able() -> None:
    """Bloodshed Fever."""
    assert _requirement("Enchantment — Aura", "Enchant creature\nEnchanted creature attacks each combat if able.") == CombatRequirement(AttachedTo(), attack=True)


def test_attacks_or_blocks_each_combat_if_able() -> None:
    """Iron Golem."""
    assert _requirement("Artifact Creature — Golem", "This creature attacks or blocks each combat if able.") == CombatRequirement(This(), attack=True, block=True)


def test_a_chosen_defender_and_must_be_blocked_by_some_stay_unsupported() -> None:
    """"attacks you" names the defender, and "must be blocked by an Eldrazi if able" a requirement
    on some blockers only (509.1c): neither is read ("must be blocked if able" is, see
    test_blocking_grammar.py)."""
    for text in ("Target creature an opponent controls attacks you this turn if able.", "Target creature must be blocked by a Wall this turn if able."):
        assert compiled("Test Spell", "Instant", text).card is None, text


def test_gideon_jura_requirement_to_attack_it_during_the_targets_next_turn() -> None:
    card = ok("Gideon Jura", "Legendary Planeswalker — Gideon",
              "+2: During target opponent's next turn, creatures that player controls attack Gideon Jura if able.", "{3}{W}{W}")
    (plus,) = [a for a in card.abilities if isinstance(a, ActivatedAbility)]
    (r,) = plus.effects
    assert isinstance(r, Restrict) and r.requirement and r.attack and r.attack_source and r.next_turn_of == Target(0)
    assert isinstance(r.what, ControlledBy) and r.what.player == Target(0)


def test_a_requirement_to_block_the_source_during_a_next_turn_stays_unsupported() -> None:
    c = compiled("Test Taunt", "Legendary Planeswalker — Test",
                 "+2: During target opponent's next turn, creatures that player controls block Test Taunt if able.", "{3}{W}{W}")
    assert c.card is None and "block CARDNAME if able" in c.explain()
