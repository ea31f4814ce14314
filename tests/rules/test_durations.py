"""Durations of continuous effects from resolving spells and abilities (CR 611.2, 514.2), played
through real games: "until end of turn", "until end of combat", "for as long as [source] remains
on the battlefield", and the locked-in set of affected objects (611.2c).
"""

from __future__ import annotations

from manastack.actions import Choose, DecisionKind
from manastack.model.types import CardType, Step
from manastack.position import advance_to, position
from manastack.rules.layers import chars
from tests.drivers import ALICE, BOB, cast, event_data, ids_named, pt, resolve_top

# A land in alice's hand keeps the game stopping at her main-phase priority with an empty stack
# (a decision with only "Pass priority" is answered automatically).
SPARE = "Plains"


# ---- 514.2: "until end of turn" ------------------------------------------------------------------


def test_514_2_until_end_of_turn_lasts_through_the_end_step_and_ends_in_cleanup() -> None:
    """CR 611.2a, 514.2: Giant Growth's +3/+3 lasts the rest of the turn — still there in the end
    step — and ends in the cleanup step, together with the damage marked on the creature."""
    g = position(
        # The spare Mountain and Bolt let alice act (so the game stops) in the end step and upkeep.
        {"alice": {"battlefield": ["Forest", "Mountain", "Mountain", "Grizzly Bears"], "hand": [SPARE, "Giant Growth", "Shock", "Lightning Bolt"]}, "bob": {}}
    )
    bears = ids_named(g, "Grizzly Bears")[0]
    cast(g, "Giant Growth", Choose(bears))
    resolve_top(g)
    cast(g, "Shock", Choose(bears))
    resolve_top(g)
    assert pt(g, bears) == (5, 5) and g.state.objects[bears].damage == 2
    advance_to(g, Step.END)
    assert pt(g, bears) == (5, 5)
    advance_to(g, Step.UPKEEP, turn=4)
    assert pt(g, bears) == (2, 2)
    assert g.state.objects[bears].damage == 0
    assert g.state.effects == []
    assert event_data(g, "cleanup")[-1]["effects_ended"] == 1


# ---- 611.2c: the affected set is locked in ---------------------------------------------------------


def test_611_2c_creatures_entering_later_are_not_affected_by_a_resolved_pump() -> None:
    """CR 611.2c: Inspired Charge gives +2/+1 to the creatures alice controls as it resolves; the
    Soldier tokens Raise the Alarm creates afterwards stay 1/1 (unlike a static ability, 611.3a)."""
    g = position(
        {
            "alice": {"battlefield": ["Plains"] * 6 + ["Grizzly Bears"], "hand": [SPARE, "Inspired Charge", "Raise the Alarm"]},
            "bob": {"battlefield": ["Hill Giant"]},
        }
    )
    cast(g, "Inspired Charge")
    resolve_top(g)
    bears = ids_named(g, "Grizzly Bears")[0]
    assert pt(g, bears) == (4, 3)
    assert pt(g, ids_named(g, "Hill Giant")[0]) == (3, 3)  # "creatures you control" only
    cast(g, "Raise the Alarm")
    resolve_top(g)
    soldiers = ids_named(g, "Soldier")
    assert len(soldiers) == 2
    assert [pt(g, s) for s in soldiers] == [(1, 1), (1, 1)]
    assert pt(g, bears) == (4, 3)


# ---- 611.2b: "for as long as [source] remains on the battlefield" -------------------------------


def test_611_2b_control_returns_as_soon_as_sower_of_temptation_leaves() -> None:
    """CR 611.2b: Sower of Temptation's control effect lasts only while Sower remains on the
    battlefield. When Sower dies, the effect ends at once — bob controls his Bears again right
    after the Bolt resolves, in the same main phase, with no step having begun."""
    g = position(
        {
            "alice": {"battlefield": ["Island"] * 4 + ["Mountain"], "hand": [SPARE, "Sower of Temptation", "Lightning Bolt"]},
            "bob": {"battlefield": ["Grizzly Bears"]},
        }
    )
    bears = ids_named(g, "Grizzly Bears")[0]
    cast(g, "Sower of Temptation")
    resolve_top(g)  # Sower enters; its trigger goes on the stack
    g.apply(Choose(bears))
    resolve_top(g)  # the trigger
    assert chars(g.state, bears).controller == ALICE
    sower = ids_named(g, "Sower of Temptation")[0]
    cast(g, "Lightning Bolt", Choose(sower))
    resolve_top(g)
    assert ids_named(g, "Sower of Temptation") == []
    assert g.state.step is Step.PRECOMBAT_MAIN
    assert chars(g.state, bears).controller == BOB
    assert g.state.effects == []
    assert [e["count"] for e in event_data(g, "effect_ended")] == [1]


def test_611_2b_for_as_long_as_duration_that_never_starts_does_nothing() -> None:
    """CR 611.2b: if Sower of Temptation has left the battlefield before its trigger resolves, the
    "for as long as" duration never starts, so the control effect does nothing — it doesn't even
    apply briefly: bob keeps his Bears and no effect is left in the game."""
    g = position(
        {
            "alice": {"battlefield": ["Island"] * 4 + ["Mountain"], "hand": [SPARE, "Sower of Temptation", "Lightning Bolt"]},
            "bob": {"battlefield": ["Grizzly Bears"]},
        }
    )
    bears = ids_named(g, "Grizzly Bears")[0]
    cast(g, "Sower of Temptation")
    resolve_top(g)  # Sower enters; its trigger goes on the stack
    g.apply(Choose(bears))
    assert len(g.state.stack) == 1
    sower = ids_named(g, "Sower of Temptation")[0]
    cast(g, "Lightning Bolt", Choose(sower))  # in response
    resolve_top(g)  # the Bolt
    resolve_top(g)  # the trigger
    assert g.state.stack == []
    assert chars(g.state, bears).controller == BOB
    assert g.state.effects == []
    assert len(event_data(g, "effect_does_nothing")) == 1
    assert not [e for e in event_data(g, "zone_change") if e.get("card_id") == bears]


# ---- 511.3-ish: "until end of combat" -----------------------------------------------------------


def test_611_2a_until_end_of_combat_ends_as_the_end_of_combat_step_ends() -> None:
    """CR 611.2a, 506.1: Jade Statue ("Activate only during combat") becomes a 3/6 Golem artifact
    creature until end of combat: it can't be activated in a main phase; activated in the beginning
    of combat step it is a creature through the end of combat step and an artifact again in the
    postcombat main phase."""
    g = position(
        # Four Plains: after one activation alice can still activate it (so the game stops) in combat.
        {"alice": {"battlefield": ["Plains"] * 4 + ["Jade Statue"], "hand": [SPARE]}, "bob": {}}
    )
    statue = ids_named(g, "Jade Statue")[0]
    assert not [a for a in g.legal_actions() if g.describe(a).startswith("Activate Jade Statue")]
    advance_to(g, Step.BEGINNING_OF_COMBAT)
    g.apply("Activate Jade Statue: {2}: This artifact becomes a 3/6 Golem artifact creature until end of combat. Activate only during combat.")
    while g.decision is not None and g.decision.kind is DecisionKind.PAY_MANA:
        g.apply("Pay automatically")
    resolve_top(g)
    c = chars(g.state, statue)
    assert (c.power, c.toughness) == (3, 6)
    assert {CardType.ARTIFACT, CardType.CREATURE} <= c.types and "Golem" in c.subtypes
    advance_to(g, Step.END_OF_COMBAT)
    assert chars(g.state, statue).is_creature
    advance_to(g, Step.POSTCOMBAT_MAIN)
    c = chars(g.state, statue)
    assert not c.is_creature and c.types == frozenset({CardType.ARTIFACT}) and c.power is None
    assert g.state.effects == []
