"""Cultivator's Caravan: "{T}: Add one mana of any color." and Crew 3 on a 5/5 Vehicle (CR
702.122a, 301.7). As a noncreature artifact its mana ability ignores summoning sickness; once
crewed it is a creature, so 302.6 applies to its {T} ability and its attack."""

from __future__ import annotations

from manastack.actions import DecisionKind, Done
from manastack.model.types import CardType
from manastack.rules.layers import chars
from tests.drivers import C, activate, game, kind, oid, options, pt, resolve_all


def test_mana_the_turn_it_enters_but_not_once_crewed() -> None:
    g = game({"battlefield": [
        {"card": C("Cultivator's Caravan"), "as": "caravan", "sick": True},
        {"card": C("Grizzly Bears"), "as": "bears"},
        {"card": C("Llanowar Elves"), "as": "elves", "sick": True},
    ]})
    assert any(o.startswith("Activate Cultivator's Caravan: {T}") for o in options(g))
    # Neither creature alone has power 3: after the first, the other is the only answer (the sick
    # Elves may crew: the cost has no {T}).
    activate(g, "Activate Cultivator's Caravan: Crew 3", "Llanowar Elves")
    assert kind(g) is DecisionKind.PRIORITY
    assert g.state.objects[oid(g, "bears")].tapped and g.state.objects[oid(g, "elves")].tapped
    resolve_all(g)
    assert CardType.CREATURE in chars(g.state, oid(g, "caravan")).types
    assert pt(g, "caravan") == (5, 5)
    assert not any(o.startswith("Activate Cultivator's Caravan: {T}") for o in options(g))  # 302.6


def test_tapped_for_mana_it_can_still_be_crewed_but_stays_tapped() -> None:
    g = game({"battlefield": [
        {"card": C("Cultivator's Caravan"), "as": "caravan"},
        {"card": C("Grizzly Bears"), "as": "bears"},
        {"card": C("Savannah Lions"), "as": "lions"},
        {"card": C("Llanowar Elves"), "as": "elves"},
    ]})
    activate(g, "Activate Cultivator's Caravan: {T}", "{G}")
    activate(g, "Activate Cultivator's Caravan: Crew 3")
    assert kind(g) is DecisionKind.PAY_COST
    g.apply("Grizzly Bears")
    g.apply("Llanowar Elves")
    g.apply(Done())
    resolve_all(g)
    assert CardType.CREATURE in chars(g.state, oid(g, "caravan")).types
    assert g.state.objects[oid(g, "caravan")].tapped
    assert not g.state.objects[oid(g, "lions")].tapped
