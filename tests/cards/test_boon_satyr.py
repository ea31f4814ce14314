"""Boon Satyr: flash; bestow {3}{G}{G}; "Enchanted creature gets +4/+2." Cast bestowed it is an
Aura enchantment, not a creature (CR 702.103b), and grants its bonus (unattached, it is a creature
again: tests/scenarios/bestow.yaml)."""

from __future__ import annotations

from manastack.model.types import CardType
from manastack.rules.layers import chars
from tests.drivers import C, cast, game, one, pt, resolve_all


def test_bestowed_it_is_an_aura_not_a_creature_granting_plus_four_plus_two() -> None:
    g = game({"battlefield": [C("Forest")] * 5 + [{"card": C("Grizzly Bears"), "as": "bears"}], "hand": [C("Boon Satyr")]})
    cast(g, "Boon Satyr with bestow", "bears")
    resolve_all(g)
    satyr, bears = one(g, "Boon Satyr"), one(g, "Grizzly Bears")
    c = chars(g.state, satyr)
    assert c.types == frozenset({CardType.ENCHANTMENT}) and c.subtypes == ("Aura",) and c.power is None
    assert g.state.objects[satyr].attached_to == bears
    assert pt(g, bears) == (6, 4)
