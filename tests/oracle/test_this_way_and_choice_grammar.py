"""Amounts and subjects read for the real-deck cards of Garruk vs Liliana: "each other player"
(CR 102.1), "activate no more than twice each turn" (602.5b), "the damage dealt this way" (120.3),
"becomes the color of your choice" (105.3), "is a black Zombie in addition to its other colors and
types" (105.3, 205.1b, 400.7j), "is a Treefolk with base power and toughness 0/4 and loses all
abilities" (613.1d, 613.4b, 613.1f), "when enchanted Forest is put into a graveyard" (700.4,
603.10a), entwine (702.42a) and "lands you control become 2/2 creatures that are still lands"
(205.1b)."""

from __future__ import annotations

from manastack.mana import Color, ManaCost
from manastack.model.abilities import (
    ENTWINE,
    ActivatedAbility,
    AdditionalCost,
    RemoveAllAbilitiesStatic,
    SetCreatureTypesStatic,
    SetPTStatic,
    SpellAbility,
    StaticAbility,
    TriggeredAbility,
)
from manastack.model.costs import Cost
from manastack.model.effects import BecomeColorOfChoice, Becomes, DealDamage, Duration, GainLife, LoseLife, ModifyPT, MoveTo
from manastack.model.filters import AttachedTo, CreatedObjects, DamageDealtThisWay, EachPlayer, LifeLostThisWay, This
from manastack.model.triggers import AboutAttached, TriggerCondition, TriggerEvent
from tests.oracle.helpers import compiled, ok


def test_each_other_player_is_every_player_but_you() -> None:
    c = ok("Syphon Test", "Creature — Human", "{T}: Each other player loses 2 life. You gain life equal to the life lost this way.", "{1}", "1/1")
    ab = c.abilities[0]
    assert isinstance(ab, ActivatedAbility)
    assert ab.effects[0] == LoseLife(2, EachPlayer(other=True))
    assert isinstance(ab.effects[1], GainLife) and ab.effects[1].amount == LifeLostThisWay()


def test_activate_no_more_than_twice_or_three_times_each_turn() -> None:
    for words, n in (("twice", 2), ("three times", 3)):
        c = ok("Bats Test", "Creature — Bat", f"{{B}}: This creature gets +1/+0 until end of turn. Activate no more than {words} each turn.", "{B}", "0/1")
        ab = c.abilities[0]
        assert isinstance(ab, ActivatedAbility) and ab.max_per_turn == n and isinstance(ab.effects[0], ModifyPT)


def test_life_gained_equal_to_the_damage_dealt_this_way() -> None:
    c = ok("Corrupt Test", "Sorcery", "This spell deals 3 damage to any target. You gain life equal to the damage dealt this way.", "{2}{B}")
    spell = c.abilities[0]
    assert isinstance(spell, SpellAbility) and isinstance(spell.effects[0], DealDamage)
    assert isinstance(spell.effects[1], GainLife) and spell.effects[1].amount == DamageDealtThisWay()


def test_gets_and_becomes_the_color_of_your_choice() -> None:
    c = ok("Mongrel Test", "Creature — Dog", "Discard a card: This creature gets +1/+1 and becomes the color of your choice until end of turn.", "{1}{G}", "2/2")
    ab = c.abilities[0]
    assert isinstance(ab, ActivatedAbility)
    assert isinstance(ab.effects[0], ModifyPT) and ab.effects[1] == BecomeColorOfChoice(This())


def test_a_spell_becoming_a_color_stays_unsupported() -> None:
    result = compiled("Mystic Test", "Creature — Merfolk", "{T}: Target instant or sorcery spell becomes the color of your choice.", "{U}", "1/1")
    assert result.card is None and "spell's characteristics" in result.explain()


def test_a_returned_creature_is_a_black_zombie_in_addition() -> None:
    c = ok("Rise Test", "Sorcery", "Put target creature card from a graveyard onto the battlefield under your control. That creature is a black Zombie in addition to its other colors and types.", "{4}{B}")
    spell = c.abilities[0]
    assert isinstance(spell, SpellAbility) and isinstance(spell.effects[0], MoveTo)
    # 400.7j: the creature the first effect put onto the battlefield (the object it moved)
    assert spell.effects[1] == Becomes(CreatedObjects(), subtypes=("Zombie",), duration=Duration.PERMANENT, added_colors=frozenset({Color.BLACK}))


def test_a_zombie_moved_off_the_battlefield_stays_unsupported() -> None:
    result = compiled("Bounce Test", "Sorcery", "Return target creature to its owner's hand. That creature is a black Zombie in addition to its other colors and types.", "{B}")
    assert result.card is None and "moved to another zone" in result.explain()


def test_enchanted_creature_is_a_treefolk_with_base_pt_and_loses_all_abilities() -> None:
    c = ok("Lignify Test", "Kindred Enchantment — Treefolk Aura", "Enchant creature\nEnchanted creature is a Treefolk with base power and toughness 0/4 and loses all abilities.", "{1}{G}")
    effects = [ab.effect for ab in c.abilities if isinstance(ab, StaticAbility)]
    assert effects == [SetCreatureTypesStatic(AttachedTo(), ("Treefolk",)), SetPTStatic(AttachedTo(), 0, 4), RemoveAllAbilitiesStatic(AttachedTo())]


def test_losing_all_abilities_under_a_condition_stays_unsupported() -> None:
    result = compiled("Red Test", "Enchantment — Aura", "Enchant creature\nAs long as enchanted creature is red, it loses all abilities.", "{1}{U}")
    assert result.card is None


def test_when_enchanted_forest_is_put_into_a_graveyard() -> None:
    c = ok("Genju Test", "Enchantment — Aura", "Enchant Forest\nWhen enchanted Forest is put into a graveyard, you may return this card from your graveyard to your hand.", "{G}")
    trig = next(ab for ab in c.abilities if isinstance(ab, TriggeredAbility))
    assert trig.trigger == TriggerCondition(TriggerEvent.PUT_INTO_GRAVEYARD, (AboutAttached(),))


def test_enchanted_forest_put_into_an_opponents_graveyard_stays_unsupported() -> None:
    result = compiled("Genju Test", "Enchantment — Aura", "Enchant Forest\nWhen enchanted Forest is put into an opponent's graveyard, draw a card.", "{G}")
    assert result.card is None and "trigger" in result.explain()


def test_entwine_is_an_optional_additional_cost_of_a_modal_spell() -> None:
    c = ok("Entwine Test", "Sorcery", "Choose one —\n• Untap all lands you control.\n• Until end of turn, lands you control become 2/2 creatures that are still lands.\nEntwine {2}{G}", "{4}{G}")
    spell = c.abilities[0]
    assert isinstance(spell, SpellAbility) and len(spell.modes) == 2
    becomes = spell.modes[1].effects[0]
    assert isinstance(becomes, Becomes) and becomes.types == ("Creature",) and (becomes.power, becomes.toughness) == (2, 2)
    assert AdditionalCost(Cost(mana=ManaCost.parse("{2}{G}")), ENTWINE, optional=True, text="Entwine {2}{G}") in c.abilities


def test_plural_lands_becoming_creatures_without_staying_lands_stay_unsupported() -> None:
    result = compiled("Replace Test", "Sorcery", "Until end of turn, lands you control become 2/2 Elemental creatures.", "{G}")
    assert result.card is None and "205.1a" in result.explain()
