"""Smite the Deathless — {1}{R} Instant: "Smite the Deathless deals 3 damage to target creature.
That creature loses indestructible until end of turn. If that creature would die this turn, exile it
instead." Ability removal in layer 6 (CR 613.1f) and a replacement effect created by the resolving
spell for the rest of the turn (614.1a, 611.2a; "dies" is 700.4) — whatever makes it die (rulings)."""

from __future__ import annotations

from manastack.actions import DecisionKind
from manastack.model.abilities import ExileInsteadOfDying
from manastack.model.types import Keyword
from manastack.rules.layers import chars
from tests.drivers import ALICE, BOB, C, cast, events, exiled, game, graveyard, kind, oid, pass_until, resolve_all

SMITE = "Smite the Deathless"


def test_a_creature_dealt_lethal_damage_is_exiled_instead_of_dying() -> None:
    g = game({"hand": [C(SMITE)], "battlefield": [C("Mountain")] * 2}, {"battlefield": [{"card": C("Hill Giant"), "as": "giant"}]})
    cast(g, SMITE, oid(g, "giant"))
    resolve_all(g)
    assert [e.get("amount") for e in events(g, "damage_dealt")] == [3]
    assert "Hill Giant" in exiled(g)
    assert graveyard(g, BOB) == []
    assert graveyard(g, ALICE) == [SMITE]


def test_an_indestructible_creature_loses_indestructible_and_is_exiled() -> None:
    g = game({"hand": [C(SMITE)], "battlefield": [C("Mountain")] * 2}, {"battlefield": [{"card": C("Darksteel Myr"), "as": "myr"}]})
    assert Keyword.INDESTRUCTIBLE in chars(g.state, oid(g, "myr")).keywords
    cast(g, SMITE, oid(g, "myr"))
    resolve_all(g)
    assert "Darksteel Myr" in exiled(g)
    assert graveyard(g, BOB) == []


def test_a_survivor_is_exiled_if_it_would_die_later_this_turn() -> None:
    g = game({"hand": [C(SMITE), C("Shock")], "battlefield": [C("Mountain")] * 3},
             {"battlefield": [{"card": C("Serra Angel"), "as": "angel"}]})
    cast(g, SMITE, oid(g, "angel"))
    resolve_all(g)
    assert oid(g, "angel") in g.state.battlefield  # 3 damage on a 4/4
    cast(g, "Shock", oid(g, "angel"))
    resolve_all(g)
    assert "Serra Angel" in exiled(g)
    assert graveyard(g, BOB) == []


def test_the_replacement_effect_ends_with_the_turn() -> None:
    g = game({"hand": [C(SMITE)], "battlefield": [C("Mountain")] * 2}, {"battlefield": [{"card": C("Serra Angel"), "as": "angel"}]})
    cast(g, SMITE, oid(g, "angel"))
    resolve_all(g)
    assert any(isinstance(e.effect, ExileInsteadOfDying) for e in g.state.effects)
    pass_until(g, lambda g: g.state.turn == 4 and kind(g) is DecisionKind.PRIORITY)
    assert not any(isinstance(e.effect, ExileInsteadOfDying) for e in g.state.effects)
    assert oid(g, "angel") in g.state.battlefield and g.state.objects[oid(g, "angel")].damage == 0
