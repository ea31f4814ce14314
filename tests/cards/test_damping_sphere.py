"""Damping Sphere: "If a land is tapped for two or more mana, it produces {C} instead of any other
type and amount. Each spell a player casts costs {1} more to cast for each other spell that player
has cast this turn." (CR 106.12b, 614.1a; 601.2f)."""

from __future__ import annotations

from manastack.model.abilities import CostModifier, ManaTypeReplacement, StaticAbility
from manastack.model.filters import Controller
from manastack.rules.mana import could_produce
from tests.drivers import ALICE, BOB, C, activate, cast, events, game, life, oid, resolve_all


def test_compiles_to_an_amount_conditioned_mana_replacement_and_a_per_spell_cost_increase() -> None:
    effects = [ab.effect for ab in C("Damping Sphere").abilities if isinstance(ab, StaticAbility)]
    rep, inc = effects
    assert isinstance(rep, ManaTypeReplacement) and (rep.type, rep.amount, rep.at_least) == ("C", 1, 2)
    assert isinstance(inc, CostModifier) and (inc.amount, inc.caster, inc.per_other_spell) == (1, Controller.ANY, True)


def test_a_land_tapped_for_two_or_more_mana_produces_one_colorless() -> None:
    g = game({"battlefield": [C("Damping Sphere"), {"card": C("Gaea's Cradle"), "as": "cradle"}, C("Grizzly Bears"), C("Grizzly Bears"),
                              {"card": C("Forest"), "as": "forest"}]})
    assert could_produce(g.state, oid(g, "cradle")) == {"C"}  # 106.7: taking the replacement into account
    assert could_produce(g.state, oid(g, "forest")) == {"G"}
    activate(g, "Activate Gaea's Cradle")
    assert [e.get("mana") for e in events(g, "mana_added")] == ["{C}"]
    activate(g, "Activate Forest")
    assert [e.get("mana") for e in events(g, "mana_added")] == ["{C}", "{G}"]


def test_each_other_spell_cast_this_turn_adds_one() -> None:
    g = game({"battlefield": [C("Damping Sphere")] + [C("Mountain")] * 6, "hand": [C("Lightning Bolt")] * 3}, spare=False)
    for n in range(3):
        assert g.state.players[ALICE].spells_cast_this_turn == n
        cast(g, "Lightning Bolt [1]" if n < 2 else "Lightning Bolt", "bob")
        resolve_all(g)
    # {R}, then {1}{R}, then {2}{R}: six Mountains for three Bolts.
    assert [e.get("mana") for e in events(g, "mana_spent")] == ["{R}", "{R}{R}", "{R}{R}{R}"]
    assert life(g)[BOB] == 11
