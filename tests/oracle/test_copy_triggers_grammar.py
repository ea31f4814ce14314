"""Triggers that copy spells (CR 707.10, 707.10c): "When you next cast an instant or sorcery spell
this turn, copy that spell" (a delayed triggered ability, 603.7b), "your first instant or sorcery
spell each turn", "an Adventure spell" (715.3b), "when you cast this spell, copy this spell twice";
and activation triggers that copy the ability (602.2b, 605.3a) — real cards compile, and variants
the grammar doesn't read stay unsupported with their clause named."""

from __future__ import annotations

from manastack.model.abilities import SpellAbility, TriggeredAbility
from manastack.model.effects import CopySpell, DelayedTrigger, Duration
from manastack.model.filters import EventObject, EventSpell, ManaValueAtMost, Subtypes, This
from manastack.model.triggers import AboutAttached, AboutThis, Matches, NotManaAbility, NthThisTurn, TriggerCondition, TriggerEvent
from manastack.model.types import CardType
from tests.oracle.helpers import compiled, ok

DOUBLECAST = "When you next cast an instant or sorcery spell this turn, copy that spell. You may choose new targets for the copy."


def _delayed(text: str, type_line: str = "Sorcery") -> DelayedTrigger:
    c = ok("Test Spell", type_line, text, "{R}{R}")
    (sa,) = [a for a in c.abilities if isinstance(a, SpellAbility)]
    (d,) = sa.effects
    assert isinstance(d, DelayedTrigger)
    return d


def test_doublecast_is_a_delayed_trigger_for_the_next_spell_this_turn() -> None:
    d = _delayed(DOUBLECAST)
    assert (d.trigger.event, d.lasts, d.next_only) == (TriggerEvent.CAST, Duration.END_OF_TURN, True)
    assert d.effects == (CopySpell(EventObject(), may_choose_new_targets=True),)


def test_dual_strike_mana_value_filter_and_twice() -> None:
    d = _delayed("When you next cast an instant or sorcery spell with mana value 4 or less this turn, copy that spell twice. You may choose new targets for the copies.")
    (m,) = [c for c in d.trigger.constraints if isinstance(c, Matches)]
    assert ManaValueAtMost(4) in m.filter.predicates
    assert d.effects == (CopySpell(EventObject(), may_choose_new_targets=True, times=2),)


def test_next_cast_in_an_activated_ability() -> None:
    c = compiled("Ether", "Artifact", "{T}, Exile this artifact: Add {U}. " + DOUBLECAST)
    assert c.ok, c.explain()


def test_next_cast_copy_an_additional_time_stays_unsupported() -> None:
    c = compiled("Test Spell", "Sorcery", "When you next cast an instant or sorcery spell this turn, copy that spell an additional time.")
    assert not c.ok
    assert any("copy that spell an additional time" in u.text.lower() for u in c.unsupported)


def test_next_activate_stays_unsupported() -> None:
    c = compiled("Test Spell", "Sorcery", "When you next activate an ability this turn, copy that ability.")
    assert not c.ok


def test_first_instant_or_sorcery_spell_each_turn() -> None:
    c = ok("Double Vision", "Enchantment", "Whenever you cast your first instant or sorcery spell each turn, copy that spell. You may choose new targets for the copy.")
    (t,) = [a for a in c.abilities if isinstance(a, TriggeredAbility)]
    assert NthThisTurn(1, frozenset({CardType.INSTANT, CardType.SORCERY})) in t.trigger.constraints
    assert t.effects == (CopySpell(EventObject(), may_choose_new_targets=True),)


def test_first_spell_of_a_color_each_turn_stays_unsupported() -> None:
    c = compiled("Test", "Enchantment", "Whenever you cast your second red spell each turn, draw a card.")
    assert not c.ok


def test_adventure_spell_is_a_subtype_filter() -> None:
    c = ok("Lucky Clover", "Artifact", "Whenever you cast an Adventure instant or sorcery spell, copy it. You may choose new targets for the copy.")
    (t,) = [a for a in c.abilities if isinstance(a, TriggeredAbility)]
    (m,) = [k for k in t.trigger.constraints if isinstance(k, Matches)]
    assert Subtypes(frozenset({"Adventure"})) in m.filter.predicates


def test_illusionists_bracers_copies_the_ability_activated() -> None:
    c = ok("Illusionist's Bracers", "Artifact — Equipment", "Whenever an ability of equipped creature is activated, if it isn't a mana ability, copy that ability. You may choose new targets for the copy.\nEquip {3}")
    (t,) = [a for a in c.abilities if isinstance(a, TriggeredAbility)]
    assert t.trigger == TriggerCondition(TriggerEvent.ACTIVATES, (AboutAttached(), NotManaAbility()))
    assert t.effects == (CopySpell(EventSpell(), may_choose_new_targets=True),)


def test_activate_an_ability_of_an_artifact() -> None:
    c = ok("Kurkesh", "Creature — Ogre Spirit", "Whenever you activate an ability of an artifact, if it isn't a mana ability, you may pay {R}. If you do, copy that ability. You may choose new targets for the copy.")
    (t,) = [a for a in c.abilities if isinstance(a, TriggeredAbility)]
    assert t.trigger.event is TriggerEvent.ACTIVATES
    assert NotManaAbility() in t.trigger.constraints and any(isinstance(k, Matches) for k in t.trigger.constraints)


def test_activated_ability_that_targets_stays_unsupported() -> None:
    c = compiled("Ertha Jo", "Creature — Kor", "Whenever you activate an ability that targets a creature or player, copy that ability.")
    assert not c.ok


def test_copy_that_ability_of_a_triggered_ability_stays_unsupported() -> None:
    c = compiled("Test", "Creature — Elf", "Whenever a creature enters, you may copy that ability.")
    assert not c.ok


def test_when_you_cast_this_spell_copy_this_spell_twice() -> None:
    text = ("Descend 8 — When you cast this spell, if there are eight or more permanent cards in your graveyard, copy this spell twice. "
            "You may choose new targets for the copies.\nReturn target permanent card from your graveyard to your hand. Exile Bygone Marvels.")
    c = ok("Bygone Marvels", "Sorcery", text, "{G}{G}")
    (t,) = [a for a in c.abilities if isinstance(a, TriggeredAbility)]
    assert t.trigger == TriggerCondition(TriggerEvent.CAST, (AboutThis(),)) and t.intervening_if is not None
    assert t.effects == (CopySpell(This(), may_choose_new_targets=True, times=2),)


def test_when_you_cast_this_spell_from_your_hand_stays_unsupported() -> None:
    c = compiled("Banish into Fable", "Instant", "When you cast this spell from your hand, copy it if you control an artifact.\nDraw a card.")
    assert not c.ok
