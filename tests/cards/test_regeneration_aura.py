"""Regeneration (the Aura): "{G}: Regenerate enchanted creature." — the shield is on the enchanted
creature (CR 701.19a), which then survives lethal damage, tapped and with its damage removed."""

from __future__ import annotations

from manastack.state.effects import RegenerationShield
from tests.drivers import C, activate, cast, game, oid, resolve_all


def test_shields_the_enchanted_creature() -> None:
    g = game({
        "battlefield": [
            {"card": C("Grizzly Bears"), "as": "bears"}, {"card": C("Regeneration"), "attached_to": "bears"},
            C("Forest"), C("Mountain"),
        ],
        "hand": [C("Lightning Bolt")],
    })
    bears = oid(g, "bears")
    activate(g, "Activate Regeneration")
    resolve_all(g)
    assert [e.affected for e in g.state.effects if isinstance(e.effect, RegenerationShield)] == [frozenset({bears})]
    cast(g, "Lightning Bolt", bears)
    resolve_all(g)
    assert bears in g.state.battlefield
    assert g.state.objects[bears].tapped and g.state.objects[bears].damage == 0
