"""Objects that become creatures (CR 205.1a–b, 613.1d–f, 613.4b): "It's still a land", "that's still
a planeswalker", "[creature types] artifact creature", "becomes a Kithkin Spirit with base power and
toughness 2/2", a quoted ability granted with the new characteristics, and "if CARDNAME is a Spirit"."""

from __future__ import annotations

from manastack.mana import Color
from manastack.model.abilities import ActivatedAbility, TriggeredAbility
from manastack.model.conditions import IsA
from manastack.model.effects import Becomes, Conditional, Duration, GrantAbilities, May, ModifyPT, PreventDamage
from manastack.model.filters import AttachedTo, This
from manastack.model.types import Keyword
from tests.oracle.helpers import compiled, ok


def _effects(card: object) -> tuple[object, ...]:
    ab = card.abilities[-1]  # type: ignore[attr-defined]
    assert isinstance(ab, (ActivatedAbility, TriggeredAbility))
    return ab.effects


def test_enchanted_land_becomes_a_creature_that_is_still_a_land() -> None:
    # Genju of the Cedars' first ability (its graveyard trigger is another matter)
    c = ok("Genju Test", "Enchantment — Aura", "Enchant Forest\n{2}: Enchanted Forest becomes a 4/4 green Spirit creature until end of turn. It's still a land.", "{G}")
    (b,) = _effects(c)
    assert b == Becomes(AttachedTo(), ("Creature",), ("Spirit",), 4, 4, Duration.END_OF_TURN, frozenset({Color.GREEN}))


def test_quoted_ability_granted_with_the_creature_after_which_the_sentence_ends() -> None:
    c = ok("Lavaclaw Reaches", "Land", '{1}{B}{R}: Until end of turn, this land becomes a 2/2 black and red Elemental creature with "{X}: This creature gets +X/+0 until end of turn." It\'s still a land.')
    becomes, grant = _effects(c)
    assert isinstance(becomes, Becomes) and becomes.colors == frozenset({Color.BLACK, Color.RED}) and not becomes.replaces_creature_types
    assert isinstance(grant, GrantAbilities) and grant.duration is Duration.END_OF_TURN
    (granted,) = grant.abilities
    assert isinstance(granted, ActivatedAbility) and isinstance(granted.effects[0], ModifyPT)


def test_creature_type_artifact_creature_replaces_creature_types_and_keeps_the_rest() -> None:
    c = ok("Glint Hawk Idol", "Artifact", "Whenever another artifact you control enters, you may have this artifact become a 2/2 Bird artifact creature with flying until end of turn.", "{2}")
    (may,) = _effects(c)
    assert isinstance(may, May)
    (b,) = may.effects
    assert b == Becomes(This(), ("Artifact", "Creature"), ("Bird",), 2, 2, Duration.END_OF_TURN, None, (Keyword.FLYING,), replaces_creature_types=True)


def test_creature_types_with_base_power_and_toughness_and_a_condition_on_the_source() -> None:
    c = ok("Figure of Destiny", "Creature — Kithkin",
           "{R/W}: This creature becomes a Kithkin Spirit with base power and toughness 2/2.\n"
           "{R/W}{R/W}{R/W}{R/W}{R/W}{R/W}: If this creature is a Warrior, it becomes a Kithkin Spirit Warrior Avatar with base power and toughness 8/8, flying, and first strike.",
           "{R/W}", "1/1")
    first = c.abilities[0]
    assert isinstance(first, ActivatedAbility)
    assert first.effects == (Becomes(This(), (), ("Kithkin", "Spirit"), 2, 2, Duration.PERMANENT, replaces_creature_types=True),)
    (cond,) = _effects(c)
    assert isinstance(cond, Conditional) and isinstance(cond.condition, IsA) and cond.condition.what == This()
    (b,) = cond.effects
    assert isinstance(b, Becomes) and b.power == 8 and b.keywords == (Keyword.FLYING, Keyword.FIRST_STRIKE)


def test_planeswalker_that_is_still_a_planeswalker_and_prevent_damage_to_him() -> None:
    c = ok("Gideon, Martial Paragon", "Legendary Planeswalker — Gideon",
           "0: Until end of turn, Gideon becomes a 5/5 Human Soldier creature with indestructible that's still a planeswalker. Prevent all damage that would be dealt to him this turn.", "{4}{W}")
    b, prevent = _effects(c)
    assert b == Becomes(This(), ("Creature",), ("Human", "Soldier"), 5, 5, Duration.END_OF_TURN, None, (Keyword.INDESTRUCTIBLE,))
    assert prevent == PreventDamage(This())


def test_artifact_creature_without_creature_types_keeps_its_types() -> None:
    c = ok("Alloy Animist", "Creature — Elf Druid", "{2}{G}: Until end of turn, target noncreature artifact you control becomes a 4/4 artifact creature.", "{1}{G}{G}", "4/4")
    (b,) = _effects(c)
    assert isinstance(b, Becomes) and b.types == ("Artifact", "Creature") and not b.replaces_creature_types


def test_becoming_a_creature_without_keeping_its_types_stays_unsupported() -> None:
    # 205.1a: the new card type would replace the land's, which the engine doesn't model
    assert compiled("Test Land", "Land", "{1}: This land becomes a 2/2 Elemental creature until end of turn.").card is None


def test_those_lands_after_a_search_stay_unsupported() -> None:
    # the lands found aren't a reference the lowering has: "those lands" must not fall back to the source
    c = compiled("Nissa, Worldwaker", "Legendary Planeswalker — Nissa",
                 "−7: Search your library for any number of basic land cards, put them onto the battlefield, then shuffle. Those lands become 4/4 Elemental creatures with trample. They're still lands.", "{3}{G}{G}")
    assert c.card is None
