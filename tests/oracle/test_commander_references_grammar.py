"""Cards that refer to commanders (CR 903.3: the designation is the card's, in every zone; 903.3d:
controlling a commander is a permanent that is one, casting one a spell that is one): filters,
conditions, triggers, the count of casts from the command zone (903.8), free casts and "choose
both instead"."""

from __future__ import annotations

from manastack.model.abilities import AlternativeCost, EntersWithCounters, ModifyPTStatic, SpellAbility, StaticAbility, TriggeredAbility
from manastack.model.conditions import ControlsAtLeast
from manastack.model.filters import CommanderCasts, ControllerIs, IsCommander, OwnerIsYou
from manastack.model.triggers import Matches, TriggerEvent
from manastack.model.types import Zone
from tests.oracle.helpers import compiled, ok, plain


def test_commander_creatures_you_control_is_a_filter_on_the_designation() -> None:
    (ab,) = ok("Test Protector", "Creature — Human", "Commander creatures you control get +2/+2.", "{2}{W}", "2/2").abilities
    assert isinstance(ab, StaticAbility) and isinstance(ab.effect, ModifyPTStatic)
    f = ab.effect.affected
    assert IsCommander() in f.predicates and not any(isinstance(p, OwnerIsYou) for p in f.predicates)  # type: ignore[union-attr]


def test_commander_creatures_you_own_and_noncommander() -> None:
    (ab,) = ok("Test Owner", "Creature — Human", "Commander creatures you own get +1/+1.", "{2}{W}", "2/2").abilities
    assert isinstance(ab, StaticAbility) and isinstance(ab.effect, ModifyPTStatic)
    assert {IsCommander(), OwnerIsYou()} <= set(ab.effect.affected.predicates)  # type: ignore[union-attr]
    (spell,) = ok("Test Exile", "Instant", "Exile target noncommander creature.", "{2}{W}").abilities
    assert isinstance(spell, SpellAbility) and IsCommander(False) in spell.targets[0].filter.predicates


def test_as_long_as_you_control_your_commander() -> None:
    c = ok("Test Lieutenant", "Creature — Human", "As long as you control your commander, this creature gets +2/+2.", "{2}{W}", "2/2")
    (ab,) = c.abilities
    assert isinstance(ab, StaticAbility) and isinstance(ab.condition, ControlsAtLeast)
    assert {IsCommander(), OwnerIsYou()} <= set(ab.condition.filter.predicates) and ab.condition.filter.get(ControllerIs) is not None


def test_whenever_you_cast_your_commander_and_whenever_it_enters_or_attacks() -> None:
    (cast,) = [a for a in ok("Test Phoenix", "Creature — Phoenix", "When you cast your commander, draw a card.", "{2}{R}", "2/2").abilities]
    assert isinstance(cast, TriggeredAbility) and cast.trigger.event is TriggerEvent.CAST
    m = cast.trigger.constraint(Matches)
    assert m is not None and m.filter.zone is Zone.STACK and {IsCommander(), OwnerIsYou()} <= set(m.filter.predicates)
    tome = ok("Test Tome", "Artifact", "Whenever your commander enters or attacks, you gain 1 life.", "{2}").abilities
    assert [a.trigger.event for a in tome if isinstance(a, TriggeredAbility)] == [TriggerEvent.ENTERS, TriggerEvent.ATTACKS]


def test_times_cast_from_the_command_zone() -> None:
    (ab,) = ok("Test Insignia", "Enchantment", "Creatures you control get +1/+1 for each time you've cast your commander from the command zone this game.", "{2}").abilities
    assert isinstance(ab, StaticAbility) and isinstance(ab.effect, ModifyPTStatic) and ab.effect.per == CommanderCasts(yours=True)
    lord = ok("Test Swarm", "Creature — Insect", "This creature enters with two +1/+1 counters on it for each time you've cast a commander from the command zone this game.", "{4}", "0/0")
    (enters,) = [a.effect for a in lord.abilities if isinstance(a, StaticAbility) and isinstance(a.effect, EntersWithCounters)]
    assert enters.amount == CommanderCasts(yours=False, times=2)


def test_free_while_you_control_a_commander() -> None:
    c = ok("Test Rollick", "Instant", "If you control a commander, you may cast this spell without paying its mana cost.\nExile target creature.", "{3}{B}")
    (alt,) = [a for a in plain(c.abilities) if isinstance(a, AlternativeCost)]
    assert alt.cost.mana is None and not alt.cost.parts and isinstance(alt.condition, ControlsAtLeast)
    assert IsCommander() in alt.condition.filter.predicates


def test_choose_both_instead_while_you_control_a_commander() -> None:
    c = ok("Test Will", "Sorcery", "Choose one. If you control a commander as you cast this spell, you may choose both instead.\n• You gain 3 life.\n• Draw a card.", "{2}{G}")
    (sa,) = c.abilities
    assert isinstance(sa, SpellAbility) and sa.choose == 1 and len(sa.modes) == 2
    assert isinstance(sa.choose_all_if, ControlsAtLeast) and IsCommander() in sa.choose_all_if.filter.predicates


def test_commander_references_the_engine_doesnt_read_stay_unsupported() -> None:
    for text in ("Whenever your commander is put into the command zone from anywhere, draw a card.",
                 "Put your commander into your hand from the command zone.",
                 "Commanders you control have ward {2} as long as you control a commander that's a creature or planeswalker."):
        assert compiled("Test Unread", "Sorcery", text).card is None, text
