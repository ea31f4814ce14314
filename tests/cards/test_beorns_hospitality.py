"""Beorn's Hospitality — {1}{G} Enchantment: "Landfall — Whenever a land you control enters, put a
+1/+1 counter on target creature you control. {5}{G}{G}: This enchantment becomes a Bear creature
in addition to its other types and gains 'This creature's power and toughness are each equal to the
number of lands you control.' (This effect doesn't end.)"

The type change is layer 4 (CR 205.1b, 613.1d), the ability is granted in layer 6 (613.1f) and,
being granted by another effect, is no characteristic-defining ability (604.3a): it sets power and
toughness in layer 7b (613.4b) with the timestamp of the granting effect (613.7a). Without a stated
duration the effect lasts until the game ends (611.2a, rulings)."""

from __future__ import annotations

from manastack.model.types import CardType, Step
from manastack.rules.layers import chars
from tests.drivers import C, activate, answer, at_step, attack, game, oid, pass_until, pt, resolve_all

BEORN = "Beorn's Hospitality"
ACTIVATE = "Activate Beorn's Hospitality"


def test_landfall_puts_a_counter_on_target_creature_you_control() -> None:
    g = game({"battlefield": [{"card": C(BEORN), "as": "beorn"}, {"card": C("Grizzly Bears"), "as": "bears"}], "hand": [C("Forest")]})
    g.apply("Play Forest")
    resolve_all(g)
    assert g.state.objects[oid(g, "bears")].counters == {"+1/+1": 1}
    assert pt(g, "bears") == (3, 3)


def test_it_becomes_a_bear_creature_with_pt_equal_to_your_lands() -> None:
    g = game({"battlefield": [{"card": C(BEORN), "as": "beorn"}] + [C("Forest")] * 7})
    assert not chars(g.state, oid(g, "beorn")).is_creature
    activate(g, ACTIVATE)
    resolve_all(g)
    c = chars(g.state, oid(g, "beorn"))
    assert {CardType.ENCHANTMENT, CardType.CREATURE} <= c.types
    assert c.subtypes == ("Bear",)
    assert (c.power, c.toughness) == (8, 8)  # seven Forests and the spare Plains


def test_its_pt_follows_the_number_of_lands_and_the_effect_doesnt_end() -> None:
    g = game({"battlefield": [{"card": C(BEORN), "as": "beorn"}] + [C("Forest")] * 7, "hand": [C("Forest")]})
    activate(g, ACTIVATE)
    resolve_all(g)
    pass_until(g, lambda g: g.state.turn == 5 and at_step(Step.PRECOMBAT_MAIN)(g))
    assert chars(g.state, oid(g, "beorn")).is_creature
    g.apply("Play Forest")  # landfall: the only creature alice controls is the Bear itself
    resolve_all(g)
    assert g.state.objects[oid(g, "beorn")].counters == {"+1/+1": 1}
    assert pt(g, "beorn") == (10, 10)  # nine lands, and the counter applies after 7b (613.4c)
    attack(g, "beorn")
    assert [e.get("attacker") for e in g.log if e.event == "attack_declared"] == [BEORN]


def test_the_granted_ability_applies_in_7b_in_timestamp_order() -> None:
    """A set-base-P/T effect (Galion's, 7b) applied after the first grant overrides it; a second
    activation grants the ability again with a later timestamp, which then wins. A CDA (7a) would
    always lose to the 7b effect."""
    g = game({"battlefield": [{"card": C(BEORN), "as": "beorn"}, {"card": C("Galion, Elvenking's Butler"), "as": "galion"}]
              + [C("Forest")] * 14})
    activate(g, ACTIVATE)
    resolve_all(g)
    assert pt(g, "beorn") == (15, 15)
    attack(g, "galion")
    answer(g, oid(g, "beorn"))
    resolve_all(g)
    assert pt(g, "beorn") == (4, 4)  # Galion's later 7b effect
    activate(g, ACTIVATE)
    resolve_all(g)
    assert pt(g, "beorn") == (15, 15)
