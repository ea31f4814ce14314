"""Arco-Flagellant: Squad {2} (CR 702.157a: an additional cost paid any number of times, and "When
this creature enters, if its squad cost was paid, create a token that's a copy of it for each time
its squad cost was paid"); "This creature can't block"; Endurant — Pay 3 life."""

from __future__ import annotations

from tests.drivers import ALICE, C, cast, game, ids_named, options, resolve_all


def test_squad_paid_twice_makes_two_token_copies() -> None:
    g = game({"battlefield": [C("Swamp")] * 7, "hand": [C("Arco-Flagellant")]})
    cast(g, "Arco-Flagellant", "Pay Squad {2}", "Pay Squad {2}", "Don't pay squad")
    resolve_all(g)
    flagellants = ids_named(g, "Arco-Flagellant")
    assert len(flagellants) == 3
    assert sum(g.state.objects[o].is_token for o in flagellants) == 2
    assert all(g.state.objects[o].controller == ALICE for o in flagellants)


def test_squad_offered_only_as_often_as_it_can_be_paid() -> None:
    g = game({"battlefield": [C("Swamp")] * 5, "hand": [C("Arco-Flagellant")]})
    cast(g, "Arco-Flagellant", "Pay Squad {2}")
    assert "Pay Squad {2}" not in options(g)  # {2}{B} + {2} + {2} is more than five Swamps and the spare Plains
    resolve_all(g)
    assert len(ids_named(g, "Arco-Flagellant")) == 2
