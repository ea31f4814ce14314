"""Fog on the Barrow-Downs — {2}{W} Enchantment — Aura: "Enchant creature. Enchanted creature is a
Spirit and can't attack or block. (It loses all other creature types.)" Setting a creature type
replaces the old ones (CR 205.1a, layer 4, 613.1d); the restrictions are checked as attackers and
blockers are declared (508.1c, 509.1b)."""

from __future__ import annotations

from manastack.actions import DecisionKind, DeclareAttacker
from manastack.rules.layers import chars
from tests.drivers import ALICE, C, activate, attack, blockers_offered, cast, events, game, graveyard, kind, oid, pass_until, resolve_all

FOG = "Fog on the Barrow-Downs"


def test_enchanted_creature_is_a_spirit_and_only_a_spirit() -> None:
    g = game({"hand": [C(FOG)], "battlefield": [C("Plains")] * 3}, {"battlefield": [{"card": C("Elvish Mystic"), "as": "mystic"}]})
    assert chars(g.state, oid(g, "mystic")).subtypes == ("Elf", "Druid")
    cast(g, FOG, oid(g, "mystic"))
    resolve_all(g)
    c = chars(g.state, oid(g, "mystic"))
    assert c.subtypes == ("Spirit",)
    assert c.is_creature


def test_enchanted_creature_cant_block() -> None:
    g = game({"hand": [C(FOG)], "battlefield": [C("Plains")] * 3 + [{"card": C("Hill Giant"), "as": "giant"}]},
             {"battlefield": [{"card": C("Grizzly Bears"), "as": "bears"}, {"card": C("Savannah Lions"), "as": "lions"}]})
    cast(g, FOG, oid(g, "bears"))
    resolve_all(g)
    attack(g, "giant")
    assert blockers_offered(g) == {"Savannah Lions"}


def test_enchanted_creature_cant_attack() -> None:
    g = game({"battlefield": [{"card": C("Hill Giant"), "as": "giant"}, {"card": C(FOG), "attached_to": "giant"},
                              {"card": C("Savannah Lions"), "as": "lions"}]})
    pass_until(g, lambda g: kind(g) is DecisionKind.DECLARE_ATTACKERS)
    attackers = {g.state.objects[a.attacker].name for a in g.legal_actions() if isinstance(a, DeclareAttacker)}
    assert attackers == {"Savannah Lions"}


def test_the_creature_is_free_again_when_the_aura_leaves() -> None:
    g = game({"battlefield": [{"card": C("Hill Giant"), "as": "giant"}, {"card": C(FOG), "as": "fog", "attached_to": "giant"},
                              C("Westfold Rider")]})
    assert chars(g.state, oid(g, "giant")).subtypes == ("Spirit",)
    activate(g, "Activate Westfold Rider", oid(g, "fog"))  # "Sacrifice this creature: Destroy target artifact or enchantment."
    resolve_all(g)
    assert graveyard(g, ALICE) == ["Westfold Rider", FOG]
    assert chars(g.state, oid(g, "giant")).subtypes == ("Giant",)
    attack(g, "giant")
    assert events(g, "attack_declared")[0].get("attacker") == "Hill Giant"
