"""Clone: "You may have this creature enter as a copy of any creature on the battlefield"
(CR 614.1c, 707.5, 707.2); declining leaves a 0/0 that dies (704.5f)."""

from __future__ import annotations

from manastack.actions import Choose, DecisionKind
from tests.drivers import ALICE, C, cast, game, graveyard, kind, oid, pt, resolve_all


def test_enters_as_a_copy_of_a_chosen_creature() -> None:
    g = game({"battlefield": [C("Island")] * 4, "hand": [C("Clone")]}, {"battlefield": [{"card": C("Serra Angel"), "as": "angel"}]})
    cast(g, "Clone")
    resolve_all(g)
    assert kind(g) is DecisionKind.CHOOSE_OBJECT
    g.apply(Choose(oid(g, "angel")))
    clone = next(o for o in g.state.battlefield if g.state.objects[o].card.name == "Clone")
    assert g.state.objects[clone].controller == ALICE
    from manastack.rules.layers import chars

    c = chars(g.state, clone)
    assert c.name == "Serra Angel" and (c.power, c.toughness) == (4, 4)
    assert pt(g, "angel") == (4, 4)


def test_with_no_creature_to_copy_it_dies_as_a_0_0() -> None:
    g = game({"battlefield": [C("Island")] * 4, "hand": [C("Clone")]})
    cast(g, "Clone")
    resolve_all(g)  # nothing to copy: no choice is offered
    assert graveyard(g, ALICE) == ["Clone"]
