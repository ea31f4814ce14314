"""Minas Tirith Garrison — {3}{U} Creature — Human Soldier */5: "Minas Tirith Garrison's power is
equal to the number of cards in your hand. Whenever this creature attacks, you may tap any number
of untapped Humans you control. Draw a card for each Human tapped this way."

The power is a characteristic-defining ability (CR 604.3, layer 7a) that works in every zone
(113.6a); the choice of Humans is made while the ability resolves (rulings)."""

from __future__ import annotations

from manastack.actions import Choose, DecisionKind, Done
from manastack.game import Game
from manastack.rules.layers import chars
from tests.drivers import ALICE, C, attack, game, hand, kind, oid, options, pt, resolve, resolve_all

GARRISON = "Minas Tirith Garrison"


def _attacking_garrison(hand_size: int = 2) -> Game:
    g = game({"battlefield": [{"card": C(GARRISON), "as": "garrison"}, {"card": C("Westfold Rider"), "as": "r1"},
                              {"card": C("Westfold Rider"), "as": "r2"}, C("Grizzly Bears")],
              "hand": [C("Forest")] * hand_size, "library": [C("Island")] * 8})
    attack(g, "garrison")
    resolve(g)
    return g


def test_power_is_the_number_of_cards_in_your_hand() -> None:
    g = game({"battlefield": [{"card": C(GARRISON), "as": "garrison"}], "hand": [C("Forest"), C("Island"), C("Swamp")]})
    assert pt(g, "garrison") == (3, 5)
    g.apply("Play Forest")
    assert pt(g, "garrison") == (2, 5)


def test_the_power_is_defined_in_the_hand_too() -> None:
    g = game({"hand": [{"card": C(GARRISON), "as": "garrison"}, C("Forest")]})
    c = chars(g.state, oid(g, "garrison"))
    assert (c.power, c.toughness) == (2, 5)


def test_only_untapped_humans_you_control_are_offered() -> None:
    g = _attacking_garrison()
    assert kind(g) is DecisionKind.CHOOSE_OBJECT
    assert options(g) == ["Westfold Rider [1]", "Westfold Rider [2]", "Done"]  # the attacking Garrison is tapped; the Bears aren't Humans


def test_draws_a_card_for_each_human_tapped() -> None:
    g = _attacking_garrison()
    g.apply(Choose(oid(g, "r1")))
    g.apply(Choose(oid(g, "r2")))
    assert kind(g) is not DecisionKind.CHOOSE_OBJECT  # none left to choose
    resolve_all(g)
    assert g.state.objects[oid(g, "r1")].tapped and g.state.objects[oid(g, "r2")].tapped
    assert hand(g, ALICE) == ["Forest", "Forest", "Island", "Island"]
    assert pt(g, "garrison") == (4, 5)


def test_tapping_one_draws_one_and_tapping_none_draws_none() -> None:
    g = _attacking_garrison()
    g.apply(Choose(oid(g, "r2")))
    g.apply(Done())
    resolve_all(g)
    assert not g.state.objects[oid(g, "r1")].tapped
    assert hand(g, ALICE) == ["Forest", "Forest", "Island"]
    g = _attacking_garrison()
    g.apply(Done())
    resolve_all(g)
    assert hand(g, ALICE) == ["Forest", "Forest"]
