"""Combat keywords and clauses read from real cards' text: annihilator (CR 702.86a) and mobilize
(702.181a) as their triggered abilities, "During your turn, CARDNAME has first strike" (a static
ability with the condition "it's your turn", 611.3a), "They gain haste until end of turn", "CARDNAME
assigns no combat damage this turn" (510.1a), "… as though it weren't blocked" (510.1c), umbra
armor (702.89a); variants the grammar doesn't read stay unsupported with the clause named."""

from __future__ import annotations

from manastack.model.abilities import AssignAsThoughUnblocked, GrantKeywordsStatic, StaticAbility, TriggeredAbility, UmbraArmor
from manastack.model.conditions import YourTurn
from manastack.model.filters import AttachedTo, This
from manastack.model.triggers import TriggerEvent
from manastack.model.types import Keyword
from tests.oracle.helpers import compiled, ok


def test_annihilator_is_an_attack_trigger() -> None:
    c = ok("Eldrazi Ravager", "Creature — Eldrazi", "Annihilator 1 (Whenever this creature attacks, defending player sacrifices a permanent of their choice.)", "{5}{C}", "6/6")
    (trig,) = [a for a in c.abilities if isinstance(a, TriggeredAbility)]
    assert trig.trigger.event is TriggerEvent.ATTACKS


def test_mobilize_creates_attacking_warriors() -> None:
    c = ok("Bone-Cairn Butcher", "Creature — Demon", "Mobilize 2 (Whenever this creature attacks, create two tapped and attacking 1/1 red Warrior creature tokens. Sacrifice them at the beginning of the next end step.)", "{1}{R}{W}{B}", "4/4")
    (trig,) = [a for a in c.abilities if isinstance(a, TriggeredAbility)]
    assert trig.trigger.event is TriggerEvent.ATTACKS and len(trig.effects) >= 2


def test_during_your_turn_is_a_conditional_static() -> None:
    c = ok("Ahn-Crop Invader", "Creature — Zombie Minotaur Warrior", "During your turn, this creature has first strike.", "{2}{R}", "2/2")
    (st,) = [a for a in c.abilities if isinstance(a, StaticAbility)]
    assert st.condition == YourTurn() and st.effect == GrantKeywordsStatic(This(), (Keyword.FIRST_STRIKE,))


def test_they_gain_haste_after_gaining_control() -> None:
    from manastack.model.effects import Duration, GainControl, GrantAbilities

    c = ok("Insurrection", "Sorcery", "Untap all creatures and gain control of them until end of turn. They gain haste until end of turn.", "{5}{R}{R}{R}")
    assert c.spell_ability is not None
    *_, control, haste = c.spell_ability.effects
    assert isinstance(control, GainControl) and isinstance(haste, GrantAbilities)
    assert haste.what == control.what and haste.keywords == (Keyword.HASTE,) and haste.duration is Duration.END_OF_TURN


def test_assigns_no_combat_damage_and_as_though_unblocked() -> None:
    c = ok("Ophidian", "Creature — Snake", "Whenever this creature attacks and isn't blocked, you may draw a card. If you do, this creature assigns no combat damage this turn.", "{2}{U}", "1/3")
    (trig,) = [a for a in c.abilities if isinstance(a, TriggeredAbility)]
    assert "CombatRule(what=This(), rule=AssignsNoCombatDamage(" in repr(trig.effects)
    c = ok("Lone Wolf", "Creature — Wolf", "You may have this creature assign its combat damage as though it weren't blocked.", "{2}{G}", "2/2")
    assert [a.effect for a in c.abilities if isinstance(a, StaticAbility)] == [AssignAsThoughUnblocked(This())]
    c = ok("Indomitable Might", "Enchantment — Aura", "Flash\nEnchant creature\nEnchanted creature gets +3/+3.\nEnchanted creature's controller may have it assign its combat damage as though it weren't blocked.", "{2}{G}")
    assert AssignAsThoughUnblocked(AttachedTo()) in [a.effect for a in c.abilities if isinstance(a, StaticAbility)]


def test_umbra_armor_is_the_auras_replacement() -> None:
    c = ok("Crab Umbra", "Enchantment — Aura", "Enchant creature\n{2}{U}: Untap enchanted creature.\nUmbra armor (If enchanted creature would be destroyed, instead remove all damage from it and destroy this Aura.)", "{U}")
    assert UmbraArmor() in [a.effect for a in c.abilities if isinstance(a, StaticAbility)]


def test_unread_variants_stay_unsupported_with_the_clause_named() -> None:
    for type_line, text, clause in (
        ("Enchantment", "Auras attached to permanents you control have umbra armor.", "umbra armor"),
        ("Creature — Beast", "During turns other than yours, this creature has hexproof.", "During turns other than yours"),
        ("Creature — Beast", "Other Eldrazi you control have annihilator 1.", "annihilator 1"),
    ):
        c = compiled("Test Card", type_line, text, pt="2/2" if "Creature" in type_line else None)
        assert c.card is None, text
        assert clause in c.explain(), c.explain()


def test_dethrone_is_an_attack_trigger_on_the_player_with_the_most_life() -> None:
    from manastack.model.triggers import AttacksMostLife

    c = ok("Grenzo's Cutthroat", "Creature — Goblin Rogue", "First strike\nDethrone (Whenever this creature attacks the player with the most life or tied for most life, put a +1/+1 counter on it.)", "{1}{R}", "1/1")
    (trig,) = [a for a in c.abilities if isinstance(a, TriggeredAbility)]
    assert trig.trigger.event is TriggerEvent.ATTACKS and trig.trigger.constraint(AttacksMostLife) is not None
    # granted by name, the keyword would lack its triggered ability
    assert compiled("Marchesa", "Creature — Human", "Other creatures you control have dethrone.", pt="3/3").card is None


def test_rampage_counts_the_blockers_beyond_the_first_and_keyword_lists_expand() -> None:
    from manastack.model.effects import ModifyPT
    from manastack.model.filters import BlockersBeyondFirst

    c = ok("Craw Giant", "Creature — Giant", "Trample\nRampage 2 (Whenever this creature becomes blocked, it gets +2/+2 until end of turn for each creature blocking it beyond the first.)", "{3}{G}{G}{G}{G}", "6/4")
    (trig,) = [a for a in c.abilities if isinstance(a, TriggeredAbility)]
    assert trig.trigger.event is TriggerEvent.BECOMES_BLOCKED
    (pump,) = trig.effects
    assert isinstance(pump, ModifyPT) and pump.power == pump.toughness == BlockersBeyondFirst(times=2)
    # a keyword list with a written-out keyword: each item read on its own
    c = ok("Teeka's Dragon", "Artifact Creature — Dragon", "Flying; trample; rampage 4", "{9}", "5/5")
    assert len([a for a in c.abilities if isinstance(a, TriggeredAbility)]) == 1
    # an item that isn't a keyword keeps the whole line unsupported
    assert compiled("Test Card", "Creature — Beast", "Flying, rampage 2, sometimes roars", pt="2/2").card is None


def test_training_is_an_attack_trigger_with_a_greater_power_attacker() -> None:
    from manastack.model.triggers import AttacksWithGreaterPower

    c = ok("Gryff Rider", "Creature — Human Knight", "Flying\nTraining (Whenever this creature attacks with another creature with greater power, put a +1/+1 counter on this creature.)", "{2}{W}", "2/1")
    (trig,) = [a for a in c.abilities if isinstance(a, TriggeredAbility)]
    assert trig.trigger.event is TriggerEvent.ATTACK_WITH and trig.trigger.constraint(AttacksWithGreaterPower) is not None
    assert compiled("Elder", "Creature — Human", "Creature tokens you control have training.", pt="2/2").card is None


def test_melee_counts_the_opponents_attacked() -> None:
    from manastack.model.effects import ModifyPT
    from manastack.model.filters import OpponentsAttacked

    c = ok("Wings of the Guard", "Creature — Bird", "Flying\nMelee (Whenever this creature attacks, it gets +1/+1 until end of turn for each opponent you attacked this combat.)", "{1}{W}", "1/1")
    (trig,) = [a for a in c.abilities if isinstance(a, TriggeredAbility)]
    (pump,) = trig.effects
    assert isinstance(pump, ModifyPT) and pump.power == pump.toughness == OpponentsAttacked()
    assert compiled("Adriana", "Creature — Human", "Other creatures you control have melee.", pt="4/4").card is None
