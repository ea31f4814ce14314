"""Renegade Freighter: a 4/3 Vehicle with "Whenever this Vehicle attacks, it gets +1/+1 and gains
trample until end of turn" and Crew 2 (CR 702.122a, 301.7)."""

from __future__ import annotations

from manastack.actions import DecisionKind
from manastack.model.types import CardType, Keyword, Step
from manastack.rules.layers import chars
from tests.drivers import BOB, C, activate, at_step, attack, block, game, kind, life, oid, pass_until, pt, resolve_all


def _board() -> dict[str, object]:
    return {"battlefield": [{"card": C("Renegade Freighter"), "as": "freighter"}, {"card": C("Grizzly Bears"), "as": "bears"}]}


def test_crewed_it_attacks_as_a_5_4_trampler() -> None:
    g = game(_board(), {"battlefield": [{"card": C("Llanowar Elves"), "as": "elves"}]})
    assert pt(g, "freighter") == (None, None)  # 208.3: no creature, no power or toughness
    activate(g, "Activate Renegade Freighter: Crew 2")
    assert g.state.objects[oid(g, "bears")].tapped
    resolve_all(g)
    assert pt(g, "freighter") == (4, 3)
    attack(g, "freighter")
    resolve_all(g)  # the attack trigger
    c = chars(g.state, oid(g, "freighter"))
    assert (c.power, c.toughness) == (5, 4) and Keyword.TRAMPLE in c.keywords
    block(g, ("elves", "freighter"))
    pass_until(g, lambda g: kind(g) is DecisionKind.ASSIGN_DAMAGE)
    g.apply("Renegade Freighter assigns 1 to Llanowar Elves, 4 to bob")
    pass_until(g, at_step(Step.END_OF_COMBAT))
    assert life(g)[BOB] == 20 - 4  # trample: 1 to the Elves, 4 to bob


def test_uncrewed_it_cant_attack() -> None:
    g = game(_board())
    pass_until(g, at_step(Step.BEGINNING_OF_COMBAT))
    assert CardType.CREATURE not in chars(g.state, oid(g, "freighter")).types
    g.apply("Pass priority")
    # Only the Bears can attack: the declaration is offered for them alone.
    assert [a for a in g.legal_actions() if getattr(a, "attacker", None) == oid(g, "freighter")] == []
