"""Vehicles and crew (CR 301.7, 702.122): crewing taps other untapped creatures with enough total
power (summoning-sick ones too), uses the stack, and makes the Vehicle an artifact creature with
its printed power and toughness until end of turn (208.3); a Vehicle that came under its
controller's control this turn still can't attack (302.6)."""

from __future__ import annotations

from typing import Any

import pytest

from manastack.actions import Activate, DecisionKind, Done
from manastack.errors import IllegalActionError
from manastack.game import Game
from manastack.model.abilities import ActivatedAbility
from manastack.model.costs import Crew
from manastack.model.types import CardType
from manastack.position import position
from manastack.rules.layers import chars
from tests.drivers import one, options, resolve_top

LIB = ["Forest"] * 6
FREIGHTER = "Renegade Freighter"  # 4/3, Crew 2
CARAVAN = "Cultivator's Caravan"  # 5/5, Crew 3, "{T}: Add one mana of any color."


def game(*battlefield: Any, hand: tuple[str, ...] = (), bob: tuple[Any, ...] = ()) -> Game:
    return position({
        "alice": {"battlefield": list(battlefield), "hand": list(hand), "library": LIB},
        "bob": {"battlefield": list(bob), "hand": ["Lightning Bolt"] if bob else [], "library": LIB},
    })


def crew(g: Game, vehicle: str, n: int) -> None:
    g.apply(f"Activate {vehicle}: Crew {n}")


def is_creature(g: Game, name: str) -> bool:
    return CardType.CREATURE in chars(g.state, one(g, name)).types


def test_an_uncrewed_vehicle_is_no_creature_and_has_no_power_or_toughness() -> None:
    g = game(FREIGHTER, "Grizzly Bears", hand=("Forest",))
    c = chars(g.state, one(g, FREIGHTER))
    assert CardType.CREATURE not in c.types
    assert (c.power, c.toughness) == (None, None)  # 208.3, 301.7a


def test_crewing_uses_the_stack_then_the_vehicle_is_an_artifact_creature_with_printed_pt() -> None:
    g = game(FREIGHTER, "Grizzly Bears", hand=("Forest",), bob=("Mountain",))
    crew(g, FREIGHTER, 2)
    # One creature with enough power: the only way to pay, chosen without asking.
    assert g.state.objects[one(g, "Grizzly Bears")].tapped
    assert [g.state.objects[s].name for s in g.state.stack] == [FREIGHTER]
    assert not is_creature(g, FREIGHTER)  # 602.2: not until the ability resolves
    resolve_top(g)
    c = chars(g.state, one(g, FREIGHTER))
    assert {CardType.ARTIFACT, CardType.CREATURE} <= c.types and "Vehicle" in c.subtypes
    assert (c.power, c.toughness) == (4, 3)  # 301.7b


def test_total_power_from_several_creatures_and_the_choice_is_asked() -> None:
    g = game(CARAVAN, "Grizzly Bears", "Llanowar Elves", "Savannah Lions", hand=("Forest",))
    crew(g, CARAVAN, 3)
    assert g.decision is not None and g.decision.kind is DecisionKind.PAY_COST
    assert sorted(options(g)) == ["Grizzly Bears", "Llanowar Elves", "Savannah Lions"]
    assert Done() not in g.legal_actions()  # not before the total reaches 3
    g.apply("Grizzly Bears")
    assert Done() not in g.legal_actions()
    g.apply("Savannah Lions")
    assert Done() in g.legal_actions()  # 2 + 1 >= 3; tapping more is allowed too
    assert "Llanowar Elves" in options(g)
    g.apply(Done())
    resolve_top(g)
    tapped = {n: g.state.objects[one(g, n)].tapped for n in ("Grizzly Bears", "Llanowar Elves", "Savannah Lions")}
    assert tapped == {"Grizzly Bears": True, "Llanowar Elves": False, "Savannah Lions": True}
    assert is_creature(g, CARAVAN)


def test_summoning_sick_creatures_can_crew() -> None:
    g = game(FREIGHTER, {"card": "Grizzly Bears", "sick": True}, hand=("Forest",))
    crew(g, FREIGHTER, 2)  # 702.122a: no {T} in the cost, so 302.6 doesn't stop it
    resolve_top(g)
    assert is_creature(g, FREIGHTER)


def test_tapped_creatures_cant_crew_and_too_little_power_is_illegal() -> None:
    g = game(CARAVAN, "Llanowar Elves", "Llanowar Elves", {"card": "Grizzly Bears", "tapped": True}, hand=("Forest",))
    assert not any("Crew" in o for o in options(g))
    oid = one(g, CARAVAN)
    index = next(i for i, ab in enumerate(chars(g.state, oid).abilities) if isinstance(ab, ActivatedAbility) and ab.cost.part(Crew) == Crew(3))
    with pytest.raises(IllegalActionError):
        g.apply(Activate(oid, index))


def test_a_vehicle_cant_crew_itself_but_a_crewed_vehicle_can_crew_another() -> None:
    g = game(FREIGHTER, CARAVAN, "Grizzly Bears", hand=("Forest",))
    crew(g, FREIGHTER, 2)
    resolve_top(g)
    # The Freighter is now an untapped 4-power creature, but crew taps *other* creatures (702.122a).
    assert f"Activate {FREIGHTER}: Crew 2" not in options(g)
    crew(g, CARAVAN, 3)
    assert g.state.objects[one(g, FREIGHTER)].tapped
    resolve_top(g)
    assert is_creature(g, CARAVAN)


def test_a_crewed_vehicle_attacks_if_controlled_since_the_turn_began() -> None:
    g = game(FREIGHTER, "Grizzly Bears", hand=("Forest",))
    crew(g, FREIGHTER, 2)
    resolve_top(g)
    while g.decision is not None and g.decision.kind is not DecisionKind.DECLARE_ATTACKERS:
        g.apply("Pass priority")
    assert f"Attack bob with {FREIGHTER}" in options(g)


def test_a_vehicle_that_came_under_control_this_turn_cant_attack_even_when_crewed() -> None:
    g = game({"card": FREIGHTER, "sick": True}, "Grizzly Bears", "Savannah Lions", hand=("Forest",))
    crew(g, FREIGHTER, 2)
    g.apply("Grizzly Bears")
    g.apply(Done())
    resolve_top(g)
    assert is_creature(g, FREIGHTER)
    while g.decision is not None and g.decision.kind is not DecisionKind.DECLARE_ATTACKERS:
        g.apply("Pass priority")
    assert options(g) == ["Attack bob with Savannah Lions", "Done"]  # 302.6


def test_a_crewed_vehicle_is_summoning_sick_for_its_tap_abilities() -> None:
    """302.6: once it is a creature, a Vehicle that came under its controller's control this turn
    can't pay {T} costs (the Caravan's mana ability)."""
    g = game({"card": CARAVAN, "sick": True}, "Grizzly Bears", "Savannah Lions", hand=("Forest",))
    assert any(o.startswith(f"Activate {CARAVAN}: {{T}}") for o in options(g))  # not a creature: no sickness
    crew(g, CARAVAN, 3)
    resolve_top(g)
    assert not any(o.startswith(f"Activate {CARAVAN}: {{T}}") for o in options(g))


def test_the_vehicle_stops_being_a_creature_at_cleanup() -> None:
    g = game(FREIGHTER, "Grizzly Bears", hand=("Forest",))
    crew(g, FREIGHTER, 2)
    resolve_top(g)
    while g.state.turn == 3:
        g.apply(g.legal_actions()[0] if g.decision is not None and g.decision.kind is not DecisionKind.PRIORITY else "Pass priority")
    assert not is_creature(g, FREIGHTER)  # 514.2: "until end of turn" effects end
    assert chars(g.state, one(g, FREIGHTER)).power is None


def test_becomes_crewed_triggers_when_the_crew_ability_resolves() -> None:
    """702.122d: "Whenever this Vehicle becomes crewed" means "whenever a crew ability of this
    Vehicle resolves": not as the cost is paid, and once per resolution."""
    from tests.oracle.helpers import ok

    wagon = ok("Test Wagon", "Artifact — Vehicle", "Whenever this Vehicle becomes crewed, you gain 2 life.\nCrew 1", "{2}", "3/3")
    g = position({"alice": {"battlefield": [wagon, "Grizzly Bears", "Savannah Lions"], "hand": ["Forest"], "library": LIB},
                  "bob": {"library": LIB}})
    crew(g, "Test Wagon", 1)
    g.apply("Grizzly Bears")
    g.apply(Done())
    assert g.state.teams[0].life == 20
    resolve_top(g)  # the crew ability resolves; the trigger goes on the stack
    assert [g.state.objects[s].name for s in g.state.stack] == ["Test Wagon"]
    resolve_top(g)
    assert g.state.teams[0].life == 22
    crew(g, "Test Wagon", 1)  # crewing again (Savannah Lions) triggers again
    resolve_top(g, 2)
    assert g.state.teams[0].life == 24
