"""Mentor of the Meek: "Whenever another creature you control with power 2 or less enters, you may
pay {1}. If you do, draw a card." (CR 118.12: a cost paid on resolution)."""

from __future__ import annotations

from manastack.actions import DecisionKind
from tests.drivers import ALICE, C, answer, cast, events, game, hand, kind, resolve_all

MENTOR = "Mentor of the Meek"


def _board(creature: str, lands: int) -> dict[str, object]:
    return {"hand": [C(creature)], "battlefield": [C(MENTOR)] + [C("Forest")] * lands + [C("Mountain")] * lands,
            "library": [C("Swamp"), C("Island")]}


def test_paying_one_draws_a_card():
    g = game(_board("Grizzly Bears", 2))
    cast(g, "Grizzly Bears")
    resolve_all(g)  # the creature enters; the trigger resolves and asks
    answer(g, "Pay {1}")
    assert hand(g, ALICE) == ["Swamp"]
    assert [dict(e.data)["cost"] for e in events(g, "cost_paid")] == ["{1}"]
    assert sum(1 for o in g.state.battlefield if g.state.objects[o].tapped) == 3  # {1}{G} and {1}


def test_declining_to_pay_draws_nothing():
    g = game(_board("Grizzly Bears", 2))
    cast(g, "Grizzly Bears")
    resolve_all(g)
    answer(g, "Don't pay")
    assert hand(g, ALICE) == []
    assert not events(g, "cost_paid")


def test_without_mana_to_pay_the_player_is_not_asked():
    g = game(_board("Grizzly Bears", 1), spare=False)
    cast(g, "Grizzly Bears")
    resolve_all(g)
    assert kind(g) is not DecisionKind.YES_NO
    assert hand(g, ALICE) == [] and not events(g, "cost_paid")


def test_a_creature_with_power_three_does_not_trigger_it():
    g = game(_board("Hill Giant", 2))
    cast(g, "Hill Giant")
    resolve_all(g)
    assert not events(g, "ability_triggered")
