"""Geist of Saint Traft — {1}{W}{U} Legendary Creature — Spirit Cleric 2/2. Hexproof.
"Whenever Geist of Saint Traft attacks, create a 4/4 white Angel creature token with flying that's
tapped and attacking. Exile that token at end of combat." (CR 508.4: the token is attacking but
never "attacked"; 603.7: the exile is a delayed triggered ability about that token, 603.7c.)"""

from __future__ import annotations

from manastack.actions import Choose, DecisionKind, Pass
from manastack.mana import Color
from manastack.model.types import Keyword, Step
from manastack.rules.layers import chars
from tests.drivers import ALICE, BOB, C, at_step, attack, events, game, kind, oid, pass_until


def setup() -> object:
    return game({"battlefield": [{"card": C("Geist of Saint Traft"), "as": "geist"}]}, {"battlefield": [C("Mountain")], "hand": [C("Shock")]})


def angel(g: object) -> int | None:
    return next((o for o in g.state.battlefield if g.state.objects[o].name == "Angel"), None)  # type: ignore[attr-defined]


def test_hexproof_opponent_cannot_target_it() -> None:
    g = setup()
    geist = oid(g, "geist")
    assert Keyword.HEXPROOF in chars(g.state, geist).keywords
    g.apply(Pass())  # alice passes in her main phase: bob gets priority
    assert g.decision.player == BOB  # type: ignore[union-attr]
    g.apply("Cast Shock")
    assert kind(g) is DecisionKind.TARGET
    assert geist not in {a.id for a in g.legal_actions() if isinstance(a, Choose)}


def test_attacking_creates_a_tapped_attacking_4_4_flying_angel() -> None:
    g = setup()
    attack(g, "geist")
    pass_until(g, at_step(Step.DECLARE_ATTACKERS))
    for _ in range(5):
        if angel(g) is not None:
            break
        g.apply(Pass())
    a = angel(g)
    assert a is not None
    c = chars(g.state, a)
    assert (c.power, c.toughness) == (4, 4) and Keyword.FLYING in c.keywords and c.colors == frozenset({Color.WHITE})
    assert "Angel" in c.subtypes and g.state.objects[a].is_token and g.state.objects[a].tapped
    assert g.state.combat is not None and g.state.combat.attackers.get(a) == BOB
    assert g.state.objects[a].controller == ALICE


def test_the_angel_deals_combat_damage_and_is_exiled_at_end_of_combat() -> None:
    g = setup()
    attack(g, "geist")
    pass_until(g, at_step(Step.END_OF_COMBAT))
    assert g.state.teams[BOB].life == 20 - 2 - 4  # Geist and the Angel, both unblocked
    for _ in range(5):  # the delayed trigger resolves at end of combat
        if angel(g) is None:
            break
        g.apply(Pass())
    assert angel(g) is None
    assert any(e.get("card") == "Angel" and e.get("to") == "exile" for e in events(g, "zone_change"))
    assert oid(g, "geist") in g.state.battlefield
