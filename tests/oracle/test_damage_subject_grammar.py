""""CARDNAME gets +1/+0 until end of turn and deals 1 damage to you": a damage clause without a
subject after "and" has the subject of the clause before as its source (CR 120.2b); with no
object before it names nothing and stays unsupported."""

from __future__ import annotations

from manastack.model.abilities import ActivatedAbility, TriggeredAbility
from manastack.model.effects import DealDamage, Duration, ModifyPT
from manastack.model.filters import AttachedTo, OwnerOf, This, You
from tests.oracle.helpers import compiled, ok


def test_firedrinker_satyr_pump_and_damage() -> None:
    c = ok("Firedrinker Satyr", "Creature — Satyr Shaman", "Whenever Firedrinker Satyr is dealt damage, it deals that much damage to you.\n{1}{R}: Firedrinker Satyr gets +1/+0 until end of turn and deals 1 damage to you.", "{R}", "2/1")
    (ab,) = (a for a in c.abilities if isinstance(a, ActivatedAbility))
    assert ab.effects == (ModifyPT(This(), 1, 0, Duration.END_OF_TURN), DealDamage(1, You(), This()))


def test_no_subject_to_take_stays_unsupported() -> None:
    assert compiled("Test Spell", "Sorcery", "Draw a card and deals 1 damage to you.", "{R}").card is None


def test_enchanted_creature_deals_damage_to_its_owner() -> None:
    # Enslave: the Aura's host is the source; "its owner" is the host's.
    c = ok("Enslave", "Enchantment — Aura", "Enchant creature\nYou control enchanted creature.\nAt the beginning of your upkeep, enchanted creature deals 1 damage to its owner.", "{4}{B}{B}")
    (trig,) = [a for a in c.abilities if isinstance(a, TriggeredAbility)]
    assert trig.effects == (DealDamage(1, OwnerOf(AttachedTo()), AttachedTo()),)
