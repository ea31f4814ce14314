"""Wild Growth: Enchant land; "Whenever enchanted land is tapped for mana, its controller adds an
additional {G}" — a triggered mana ability (CR 605.1b, 106.12a) whose mana goes to the land's
controller, not necessarily the Aura's."""

from __future__ import annotations

from tests.drivers import ALICE, BOB, C, activate, cast, events, game, oid, pool, resolve_all


def test_cast_on_a_land_then_tapping_it_adds_an_additional_green() -> None:
    g = game({"battlefield": [C("Forest"), {"card": C("Forest"), "as": "forest"}], "hand": [C("Wild Growth")]})
    cast(g, "Wild Growth", oid(g, "forest"))
    resolve_all(g)
    wg = next(o for o in g.state.battlefield if g.state.objects[o].name == "Wild Growth")
    assert g.state.objects[wg].attached_to == oid(g, "forest")
    activate(g, "Activate Forest")
    assert pool(g) == "{G}{G}"
    assert not g.state.stack  # 605.4a: the triggered mana ability resolved at once
    assert [e.get("source") for e in events(g, "mana_added")][-2:] == ["Forest", "Wild Growth"]


def test_the_extra_mana_goes_to_the_enchanted_lands_controller() -> None:
    """Alice's Wild Growth on Bob's Forest: when Bob taps the Forest, Bob gets {G}{G}, Alice none."""
    g = game({"battlefield": [{"card": C("Wild Growth"), "attached_to": "bobs-forest"}]},
             {"battlefield": [{"card": C("Forest"), "as": "bobs-forest"}]}, active="bob")
    activate(g, "Activate Forest")
    assert pool(g, BOB) == "{G}{G}"
    assert pool(g, ALICE) == ""


def test_tapping_another_land_does_not_trigger_it() -> None:
    g = game({"battlefield": [{"card": C("Forest"), "as": "forest"}, {"card": C("Wild Growth"), "attached_to": "forest"}, C("Mountain")]})
    activate(g, "Activate Mountain")
    assert pool(g) == "{R}"
    assert not events(g, "ability_triggered")
