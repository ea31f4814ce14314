"""Lowering: each supported sentence shape becomes exactly the model objects a hand-built card
uses (display text aside)."""

from __future__ import annotations

import pytest

from manastack.cards.tokens import predefined_token
from manastack.mana import Color, ManaCost
from manastack.model.abilities import (
    ActivatedAbility,
    CostModifier,
    EntersTapped,
    GrantKeywordsStatic,
    KeywordAbility,
    ModifyPTStatic,
    SpellAbility,
    StaticAbility,
    TriggeredAbility,
)
from manastack.model.costs import Cost, SacrificePermanents
from manastack.model.effects import (
    CounterSpell,
    CreateToken,
    DealDamage,
    Destroy,
    Discard,
    DrawCards,
    Duration,
    GrantAbilities,
    LoseLife,
    May,
    ModifyPT,
    MoveTo,
    PutCounters,
    Sacrifice,
    Scry,
)
from manastack.model.filters import (
    AllMatching,
    AttachedTo,
    CardTypes,
    Controller,
    ControllerIs,
    EachOpponent,
    EventObject,
    ObjectFilter,
    Other,
    Subtypes,
    Target,
    TargetKind,
    TargetSpec,
    This,
    You,
)
from manastack.model.triggers import AboutThis, TriggerCondition, TriggerEvent
from manastack.model.types import CardType, Keyword, Supertype, Zone
from manastack.oracle import Card, Face, compile_card
from tests.cardlib import CARDS, FOOD, SOLDIER
from tests.oracle.helpers import card, ok, plain

CREATURE = frozenset({CardType.CREATURE})
TARGET_CREATURE = TargetSpec(TargetKind.OBJECT, ObjectFilter((CardTypes(CREATURE),)))


@pytest.mark.parametrize(
    ("name", "type_line", "cost", "pt", "text"),
    [
        ("Lightning Bolt", "Instant", "{R}", None, "Lightning Bolt deals 3 damage to any target."),
        ("Shock", "Instant", "{R}", None, "Shock deals 2 damage to any target."),
        ("Giant Growth", "Instant", "{G}", None, "Target creature gets +3/+3 until end of turn."),
        ("Divination", "Sorcery", "{2}{U}", None, "Draw two cards."),
        ("Raise the Alarm", "Instant", "{1}{W}", None, "Create two 1/1 white Soldier creature tokens."),
        ("Fog", "Instant", "{G}", None, "Prevent all combat damage that would be dealt this turn."),
        ("Blaze", "Sorcery", "{X}{R}", None, "Blaze deals X damage to any target."),
        ("Pyroclasm", "Sorcery", "{1}{R}", None, "Pyroclasm deals 2 damage to each creature."),
        ("Serra Angel", "Creature — Angel", "{3}{W}{W}", "4/4", "Flying\nVigilance (Attacking doesn't cause this creature to tap.)"),
        ("Vampire Nighthawk", "Creature — Vampire Shaman", "{1}{B}{B}", "2/3", "Flying\nDeathtouch\nLifelink"),
        ("Llanowar Elves", "Creature — Elf Druid", "{G}", "1/1", "{T}: Add {G}."),
        ("Goblin Piker", "Creature — Goblin Warrior", "{1}{R}", "2/1", "This creature can't block."),
        ("Soul Warden", "Creature — Human Cleric", "{W}", "1/1", "Whenever another creature enters, you gain 1 life."),
        ("Ajani's Pridemate", "Creature — Cat Soldier", "{1}{W}", "2/2", "Whenever you gain life, put a +1/+1 counter on this creature."),
        ("Glorious Anthem", "Enchantment", "{1}{W}{W}", None, "Creatures you control get +1/+1."),
        ("Walking Ballista", "Artifact Creature — Construct", "{X}{X}", "0/0",
         "This creature enters with X +1/+1 counters on it.\n{4}: Put a +1/+1 counter on this creature.\nRemove a +1/+1 counter from this creature: It deals 1 damage to any target."),
        ("Ravenous Chupacabra", "Creature — Horror", "{2}{B}{B}", "2/2", "When this creature enters, destroy target creature an opponent controls."),
        ("Gilded Goose", "Creature — Bird", "{G}", "0/2", "Flying\nWhen this creature enters, create a Food token. (It's an artifact with \"{2}, {T}, Sacrifice this token: You gain 3 life.\")"),
        ("Order of Whiteclay", "Creature — Kithkin Cleric", "{1}{W}{W}", "1/4",
         "{1}{W}{W}, {Q}: Return target creature card with mana value 3 or less from your graveyard to the battlefield. ({Q} is the untap symbol.)"),
        ("Bilbo, Birthday Celebrant", "Legendary Creature — Halfling Rogue", "{W}{B}{G}", "2/3",
         "If you would gain life, you gain that much life plus 1 instead.\n{2}{W}{B}{G}, {T}, Exile Bilbo: Search your library for any number of creature cards, put them onto the battlefield, then shuffle. Activate only if you have 111 or more life."),
        ("Rootwalla", "Creature — Lizard", "{2}{G}", "2/2", "{1}{G}: This creature gets +2/+2 until end of turn. Activate only once each turn."),
        ("Viscera Seer", "Creature — Vampire Wizard", "{B}", "1/1", "Sacrifice a creature: Scry 1."),
        ("Rummaging Goblin", "Creature — Goblin Rogue", "{2}{R}", "1/1", "{T}, Discard a card: Draw a card."),
        ("Greed", "Enchantment", "{3}{B}", None, "{B}, Pay 2 life: Draw a card."),
        ("Fervor", "Enchantment", "{2}{R}", None, "Creatures you control have haste."),
        ("Rest in Peace", "Enchantment", "{1}{W}", None, "When this enchantment enters, exile all graveyards.\nIf a card or token would be put into a graveyard from anywhere, exile it instead."),
        ("Holy Strength", "Enchantment — Aura", "{W}", None, "Enchant creature\nEnchanted creature gets +1/+2."),
        ("Bonesplitter", "Artifact — Equipment", "{1}", None, "Equipped creature gets +2/+0.\nEquip {1}"),
        ("Fellwar Stone", "Artifact", "{2}", None, "{T}: Add one mana of any color that a land an opponent controls could produce."),
        ("Rhox Faithmender", "Creature — Rhino Monk", "{3}{W}", "1/5", "Lifelink\nIf you would gain life, you gain twice that much life instead."),
        ("Bog Wraith", "Creature — Wraith", "{3}{B}", "3/3", "Swampwalk"),
        ("Jhessian Infiltrator", "Creature — Human Rogue", "{G}{U}", "2/2", "This creature can't be blocked."),
        ("Clone", "Creature — Shapeshifter", "{3}{U}", "0/0", "You may have this creature enter as a copy of any creature on the battlefield."),
        ("Nightmare", "Creature — Nightmare Horse", "{5}{B}", "*/*", "Flying\nNightmare's power and toughness are each equal to the number of Swamps you control."),
    ],
)
def test_compiled_matches_builtin(name: str, type_line: str, cost: str, pt: str | None, text: str) -> None:
    got = ok(name, type_line, text, cost, pt)
    want = CARDS[name]
    assert plain(got.abilities) == plain(want.abilities)
    assert (got.types, got.subtypes, got.supertypes, got.mana_cost) == (want.types, want.subtypes, want.supertypes, want.mana_cost)
    if pt and "*" not in pt:
        assert (got.power, got.toughness) == (want.power, want.toughness)


def test_basic_land_has_its_intrinsic_mana_ability() -> None:
    forest = ok("Forest", "Basic Land — Forest", "({T}: Add {G}.)", "")
    assert plain(forest.abilities) == plain(CARDS["Forest"].abilities)
    assert forest.supertypes == {Supertype.BASIC}


def test_trigger_targets_and_anaphora() -> None:
    c = ok("Sentries", "Creature — Goblin Soldier", "When this creature dies, target creature an opponent controls gets -1/-1 until end of turn.", pt="2/2")
    [t] = c.abilities
    assert isinstance(t, TriggeredAbility) and t.trigger == TriggerCondition(TriggerEvent.DIES, (AboutThis(),))
    assert t.effects == (ModifyPT(Target(0), -1, -1),)
    c = ok("Landfall Guy", "Creature — Spider", "Landfall — Whenever a land you control enters, it gets +1/+1 until end of turn.", pt="2/1")
    [t] = c.abilities
    assert isinstance(t, TriggeredAbility) and t.effects == (ModifyPT(EventObject(), 1, 1),)


def test_two_targets_are_numbered_across_sentences() -> None:
    c = ok("Meal", "Sorcery", "Put a +1/+1 counter on up to one target creature. Target player gains 2 life.")
    sa = c.spell_ability
    assert sa is not None
    assert sa.effects[0] == PutCounters("+1/+1", 1, Target(0))
    assert [s.min_count for s in sa.targets] == [0, None]
    assert sa.effects[1].player == Target(1)  # type: ignore[union-attr]


def test_subject_carries_to_the_next_verb() -> None:
    c = ok("Howl", "Instant", "Target player draws two cards and loses 2 life.")
    sa = c.spell_ability
    assert sa is not None and sa.effects == (DrawCards(2, Target(0)), LoseLife(2, Target(0)))


def test_gets_and_gains_until_end_of_turn() -> None:
    c = ok("Eagles", "Creature — Bird", "When this creature enters, creatures you control get +1/+0 and gain first strike until end of turn.", pt="3/3")
    yours = AllMatching(ObjectFilter((CardTypes(CREATURE), ControllerIs(Controller.YOU))))
    assert plain(c.triggered_abilities[0].effects) == plain((ModifyPT(yours, 1, 0), GrantAbilities(yours, keywords=(Keyword.FIRST_STRIKE,))))


def test_sacrifice_discard_and_each_opponent() -> None:
    c = ok("Blade", "Artifact — Equipment", "When this Equipment enters, target opponent sacrifices a creature of their choice.")
    t = c.triggered_abilities[0]
    assert plain(t.effects) == plain((Sacrifice(ObjectFilter((CardTypes(CREATURE),)), 1, Target(0)),))
    assert t.targets[0].player_controller is Controller.OPPONENT
    c = ok("Goblins", "Creature — Goblin", "When this creature enters, each opponent discards a card.", pt="1/1")
    assert c.triggered_abilities[0].effects == (Discard(1, EachOpponent()),)


def test_you_may() -> None:
    c = ok("Hunter", "Creature — Human", "When this creature enters, you may exile another target creature.", pt="1/3")
    t = c.triggered_abilities[0]
    assert t.effects == (May((MoveTo(Target(0), Zone.EXILE),)),)
    assert t.targets[0].filter.get(Other) is not None


def test_enters_tapped_and_cost_reduction() -> None:
    c = ok("Tapland", "Land", "This land enters tapped.\n{T}: Add {W}.", "")
    assert isinstance(c.abilities[0], StaticAbility) and c.abilities[0].effect == EntersTapped()
    c = ok("Sphere", "Artifact", "Spells cost {1} more to cast.", "{2}")
    assert plain(c.abilities) == plain((StaticAbility(CostModifier(1, ObjectFilter(zone=Zone.STACK), caster=Controller.ANY)),))


def test_equip_variant_targets_only_that_subtype() -> None:
    c = ok("Blade", "Artifact — Equipment", "Equipped creature gets +2/+1.\nEquip Human {1}\nEquip {3}")
    first, second = c.activated_abilities
    assert first.targets[0].filter.get(Subtypes) == Subtypes(frozenset({"Human"})) and first.sorcery_speed and first.cost == Cost(mana=ManaCost.parse("{1}"))
    assert second.targets[0].filter.get(Subtypes) is None
    assert c.static_abilities[0].effect == ModifyPTStatic(AttachedTo(), 2, 1)


def test_adventure_faces() -> None:
    from manastack.oracle import Face, compile_card

    adv = Face("Spew Flame", "Sorcery — Adventure", "{4}{R}", "Spew Flame deals 5 damage to target creature. (Then exile this card.)")
    result = compile_card(card("Smaug, the Great Calamity", "Legendary Creature — Dragon", "Flying", "{5}{R}{R}", "5/5", adventure=adv), predefined_token)
    assert result.card is not None and result.card.adventure is not None
    sa = result.card.adventure.spell_ability
    assert sa is not None and sa.effects == (DealDamage(5, Target(0), This()),) and plain(sa.targets) == plain((TARGET_CREATURE,))


def test_instant_paragraphs_are_one_spell_ability() -> None:
    c = ok("Knots", "Instant", "Tap target creature. Scry 1.\nDraw a card.")
    assert len([a for a in c.abilities if isinstance(a, SpellAbility)]) == 1
    sa = c.spell_ability
    assert sa is not None and sa.effects[1:] == (Scry(1), DrawCards(1, You()))


def test_token_with_keywords() -> None:
    c = ok("Maker", "Sorcery", "Create a 1/1 colorless Thopter artifact creature token with flying.")
    sa = c.spell_ability
    assert sa is not None
    [effect] = sa.effects
    assert isinstance(effect, CreateToken)
    t = effect.token
    assert t.types == {CardType.ARTIFACT, CardType.CREATURE} and t.subtypes == ("Thopter",) and t.colors == frozenset()
    assert t.abilities == (KeywordAbility(Keyword.FLYING),) and (t.power, t.toughness) == (1, 1)
    assert plain(ok("Alarm", "Instant", "Create a 1/1 white Soldier creature token.").spell_ability.effects[0]) == plain(CreateToken(SOLDIER))  # type: ignore[union-attr]
    assert plain(ok("Pie", "Instant", "Destroy target creature. Create a Food token.").spell_ability.effects) == plain((Destroy(Target(0)), CreateToken(FOOD)))  # type: ignore[union-attr]


def test_static_grant_to_other_subtypes() -> None:
    c = ok("Siegemaster", "Creature — Orc", "Other Orcs and Goblins you control have trample.", pt="0/5")
    [s] = c.static_abilities
    assert s.effect == GrantKeywordsStatic(ObjectFilter((Subtypes(frozenset({"Orc", "Goblin"})), ControllerIs(Controller.YOU), Other()), description=s.effect.affected.description), (Keyword.TRAMPLE,))  # type: ignore[union-attr]


def test_cost_modifier_shape() -> None:
    c = ok("Thief", "Legendary Creature — Halfling", "Spells you cast from anywhere other than your hand cost {1} less to cast.", pt="2/2")
    assert plain(c.static_abilities[0].effect) == CostModifier(-1, ObjectFilter(zone=Zone.STACK), Controller.YOU, not_from_hand=True)


def test_activated_from_graveyard() -> None:
    c = ok("Gollum the Abandoned", "Legendary Creature — Halfling Horror", "{2}, Sacrifice an artifact or creature: Return this card from your graveyard to your hand. Activate only as a sorcery.", "{1}{B}", "2/2")
    [a] = c.activated_abilities
    assert isinstance(a, ActivatedAbility) and a.zone is Zone.GRAVEYARD and a.sorcery_speed
    assert a.effects == (MoveTo(This(), Zone.HAND),)
    assert (sac := a.cost.part(SacrificePermanents)) is not None and sac.filter.get(CardTypes) == CardTypes(frozenset({CardType.ARTIFACT, CardType.CREATURE}))


def test_counter_target_spell() -> None:
    sa = ok("Counterspell", "Instant", "Counter target spell.", "{U}{U}").spell_ability
    assert sa is not None and sa.effects == (CounterSpell(Target(0)),)
    assert sa.targets[0].kind is TargetKind.SPELL and sa.targets[0].filter.zone is Zone.STACK


def test_duration_default_is_end_of_turn() -> None:
    c = ok("Passage", "Land", "{4}, {T}: Target creature can't be blocked this turn.", "")
    assert c.activated_abilities[0].effects == (GrantAbilities(Target(0), keywords=(Keyword.CANT_BE_BLOCKED,), duration=Duration.END_OF_TURN),)


def test_a_double_faced_card_compiles_both_faces() -> None:
    """CR 712.8: each face has its own characteristics; a modal one (712.3) is marked as such."""
    front = Face("Test Wolf", "Creature — Human Werewolf", "{1}{R}", "At the beginning of each upkeep, if no spells were cast last turn, transform this creature.", "2", "2")
    back = Face("Test Beast", "Creature — Werewolf", "", "Trample", "4", "4", color_indicator=("R",))
    c = compile_card(Card("Test Wolf // Test Beast", "transform", (front, back)), predefined_token)
    assert c.card is not None and c.card.back_face is not None and not c.card.modal_dfc
    assert c.card.back_face.name == "Test Beast" and c.card.back_face.mana_cost is None and c.card.back_face.color == frozenset({Color.RED})
    m = compile_card(Card("Test Spell // Test Land", "modal_dfc", (Face("Test Spell", "Sorcery", "{1}{G}", "Draw a card."), Face("Test Land", "Land", "", "{T}: Add {G}."))), predefined_token)
    assert m.card is not None and m.card.modal_dfc and m.card.other_face is m.card.back_face


def test_a_double_faced_card_with_an_unsupported_face_is_unsupported() -> None:
    front = Face("Test Wolf", "Creature — Human Werewolf", "{1}{R}", "Daybound", "2", "2")
    back = Face("Test Beast", "Creature — Werewolf", "", "Nightbound\nFrobnicate each opponent.", "4", "4")
    c = compile_card(Card("Test Wolf // Test Beast", "transform", (front, back)), predefined_token)
    assert c.card is None and any("Frobnicate" in u.text for u in c.unsupported)


def test_battles_are_unsupported() -> None:
    c = compile_card(Card("Test Siege", "normal", (Face("Test Siege", "Battle — Siege", "{2}{W}", "When this Siege enters, draw a card."),)), predefined_token)
    assert c.card is None and "battles" in c.unsupported[0].reason


def test_it_doesnt_untap_during_its_controllers_next_untap_step() -> None:
    from manastack.model.effects import SkipNextUntap, Tap
    from tests.oracle.helpers import ok

    c = ok("Test Sorcery", "Sorcery", "Tap target creature. It doesn't untap during its controller's next untap step.", "{U}")
    tap, skip = c.spell_ability.effects  # type: ignore[union-attr]
    assert isinstance(tap, Tap) and isinstance(skip, SkipNextUntap) and skip.what == tap.what


def test_a_creature_dealt_damage_this_way_would_die() -> None:
    from manastack.model.effects import DealDamage, ExileIfDies
    from manastack.model.filters import DamagedThisWay
    from tests.oracle.helpers import ok

    c = ok("Test Sorcery", "Sorcery", "This spell deals 2 damage to any target. If a creature dealt damage this way would die this turn, exile it instead.", "{R}")
    damage, exile = c.spell_ability.effects  # type: ignore[union-attr]
    assert isinstance(damage, DealDamage) and isinstance(exile, ExileIfDies) and isinstance(exile.what, DamagedThisWay)


def test_cards_named_cardname() -> None:
    from tests.oracle.helpers import ok

    c = ok("Test Hawk", "Creature — Bird", "When Test Hawk enters, you may search your library for up to three cards named Test Hawk, reveal them, put them into your hand, then shuffle.", "{1}{W}", "1/1")
    assert "SearchLibrary(" in repr(c.abilities[0]) and "NamedAsSource(value=True)" in repr(c.abilities[0])


def test_defending_player_in_an_attacking_creatures_trigger() -> None:
    from manastack.model.filters import DefendingPlayer, This
    from tests.oracle.helpers import compiled, ok

    c = ok("Test Creature", "Creature — Nightstalker", "Whenever this creature attacks and isn't blocked, defending player discards a card.", "{1}{B}", "2/2")
    assert DefendingPlayer(This()) in [getattr(e, "player", None) for e in c.abilities[0].effects]  # type: ignore[union-attr]
    # outside an ability about an attacking creature it means nothing the engine can name
    assert compiled("Test Sorcery", "Sorcery", "Defending player discards a card.", "{B}").card is None


def test_discards_at_random() -> None:
    from manastack.model.effects import Discard
    from tests.oracle.helpers import ok

    c = ok("Test Sorcery", "Sorcery", "Target player discards two cards at random.", "{B}{B}")
    (d,) = c.spell_ability.effects  # type: ignore[union-attr]
    assert isinstance(d, Discard) and d.random and d.amount == 2
