"""Captain of Umbar: {1}, {T}: Draw a card, then discard a card (701.9, 602.5a summoning sickness)."""

from __future__ import annotations

from manastack.actions import DecisionKind
from tests.drivers import ALICE, C, activate, game, graveyard, hand, kind, options, resolve, resolve_all


def test_loot_draws_then_discards_chosen_card() -> None:
    g = game({"battlefield": [C("Captain of Umbar"), C("Island")], "hand": [C("Languish")],
              "library": [C("Forest"), C("Island")]})
    activate(g, "Activate Captain of Umbar")
    resolve(g)
    assert kind(g) is DecisionKind.DISCARD
    g.apply("Languish")
    resolve_all(g)
    assert hand(g, ALICE) == ["Forest"] and graveyard(g, ALICE) == ["Languish"]


def test_tap_ability_needs_the_captain_untapped_and_not_sick() -> None:
    g = game({"battlefield": [{"card": C("Captain of Umbar"), "sick": True}, C("Island")]})
    assert not any(o.startswith("Activate Captain of Umbar") for o in options(g))
