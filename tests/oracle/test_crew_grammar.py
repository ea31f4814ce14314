"""The crew keyword line (CR 702.122a): "Crew N", its reminder text, and what it lowers to — an
activated ability whose cost taps other creatures with total power N or greater and whose effect
makes the Vehicle an artifact creature until end of turn; "[this / target] Vehicle becomes an
artifact creature" (205.1b, 301.7b); and exhaust (702.177a) kept as a keyword, not an ability word."""

from __future__ import annotations

from manastack.model.abilities import ActivatedAbility, TriggeredAbility
from manastack.model.costs import Cost, Crew
from manastack.model.effects import Becomes, Duration
from manastack.model.filters import Subtypes, Target, This
from manastack.oracle import ir
from manastack.oracle.grammar.abilities import parse_line
from manastack.oracle.lexer import lines, tokenize
from tests.oracle.helpers import compiled, ok


def test_crew_line() -> None:
    (line,) = parse_line(tokenize("Crew 3"), True)
    assert line == ir.CrewLine(3)


def test_crew_lowers_to_an_activated_ability_without_tap_symbol() -> None:
    c = ok(
        "Test Wagon", "Artifact — Vehicle",
        "Trample\nCrew 2 (Tap any number of creatures you control with total power 2 or more: This Vehicle becomes an artifact creature until end of turn.)",
        "{3}", "4/3",
    )
    (ab,) = (a for a in c.abilities if isinstance(a, ActivatedAbility))
    assert ab.cost == Cost(parts=(Crew(2),))  # no {T}: summoning-sick creatures can crew (302.6)
    assert ab.effects == (Becomes(This(), types=("Artifact", "Creature"), duration=Duration.END_OF_TURN),)
    assert not ab.sorcery_speed and not ab.is_mana_ability
    assert ab.text.startswith("Crew 2")


def test_crew_without_a_number_is_not_understood() -> None:
    c = compiled("Broken Wagon", "Artifact — Vehicle", "Crew", "{3}", "4/3")
    assert c.card is None


def test_this_vehicle_becomes_an_artifact_creature() -> None:
    """205.1b: "becomes an artifact creature" keeps the prior types; the Vehicle has its printed
    power and toughness (301.7b)."""
    c = ok("Test Cruiser", "Artifact — Vehicle", "Haste\nWhen this Vehicle enters, it becomes an artifact creature until end of turn.\nCrew 1", "{4}", "5/3")
    (trig,) = (a for a in c.abilities if isinstance(a, TriggeredAbility))
    assert trig.effects == (Becomes(This(), types=("Artifact", "Creature"), duration=Duration.END_OF_TURN),)


def test_another_target_vehicle_becomes_an_artifact_creature_but_not_any_artifact() -> None:
    c = ok("Test Colossus", "Artifact — Vehicle", "{1}{W}: Another target Vehicle you control becomes an artifact creature until end of turn.", "{2}", "6/6")
    (ab,) = (a for a in c.abilities if isinstance(a, ActivatedAbility))
    assert ab.effects == (Becomes(Target(0), types=("Artifact", "Creature"), duration=Duration.END_OF_TURN),)
    assert ab.targets[0].filter.get(Subtypes) == Subtypes(frozenset({"Vehicle"}))
    # Any artifact has no power and toughness the engine can know (it may have none printed).
    assert compiled("Test Animator", "Artifact", "{1}: Target artifact becomes an artifact creature until end of turn.").card is None


def test_an_artifact_without_printed_pt_cant_become_a_creature_by_itself() -> None:
    c = compiled("Test Idol", "Artifact", "{1}: This artifact becomes an artifact creature until end of turn.")
    assert c.card is None and "208.3" in c.explain()


def test_exhaust_is_a_keyword_not_an_ability_word() -> None:
    """702.177a: "Exhaust — [Cost]: [Effect]" means "… Activate only once."; dropping the word as
    if it were an ability word (207.2c) would lose that restriction."""
    assert lines("Exhaust — {3}: Draw a card.") == ["Exhaust — {3}: Draw a card."]
    assert lines("Landfall — Whenever a land you control enters, draw a card.") == ["Whenever a land you control enters, draw a card."]
    buggy = compiled("Test Buggy", "Artifact — Vehicle", "Exhaust — {3}: Draw a card.\nCrew 1", "{2}", "3/3").card
    assert buggy is not None and any(getattr(a, "keyword", "") == "exhaust" for a in buggy.abilities)  # the restriction is kept
