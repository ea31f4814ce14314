"""Goblin Cratermaker: "{1}, Sacrifice this creature: Choose one — • This creature deals 2 damage to
target creature. • Destroy target colorless nonland permanent." A modal activated ability (CR
700.2a): the mode is chosen as it is activated (602.2b, 601.2b), before targets, and a mode with no
legal target can't be chosen. The creature is sacrificed as a cost, so the damage is dealt by it
as it last existed on the battlefield (113.7a, 608.2h)."""

from __future__ import annotations

from manastack.actions import DecisionKind
from tests.drivers import ALICE, BOB, C, activate, answer, cast, events, game, graveyard, kind, oid, on_battlefield, options, resolve_all

MODE_DAMAGE = "This creature deals 2 damage to target creature."
MODE_DESTROY = "Destroy target colorless nonland permanent."


def test_first_mode_sacrifices_it_and_deals_2_damage_to_target_creature() -> None:
    g = game({"battlefield": [{"card": C("Goblin Cratermaker"), "as": "gob"}, C("Mountain")]},
             {"battlefield": [{"card": C("Grizzly Bears"), "as": "bears"}]})
    activate(g, "Activate Goblin Cratermaker", oid(g, "bears"))
    # Sacrificed as a cost: it is in the graveyard while the ability is still on the stack.
    assert graveyard(g, ALICE) == ["Goblin Cratermaker"]
    assert g.state.stack
    resolve_all(g)
    dmg = [e for e in events(g, "damage_dealt") if e.get("target") == "Grizzly Bears"]
    assert [(e.get("source"), e.get("amount")) for e in dmg] == [("Goblin Cratermaker", 2)]
    assert graveyard(g, BOB) == ["Grizzly Bears"]


def test_the_damage_uses_the_sacrificed_creatures_last_known_information() -> None:
    # Shelob's Ambush gives it deathtouch until end of turn; sacrificed, it still has deathtouch
    # as it last existed, so its 2 damage destroys a 4/5.
    g = game({"battlefield": [{"card": C("Goblin Cratermaker"), "as": "gob"}, C("Mountain"), C("Swamp")], "hand": [C("Shelob's Ambush")]},
             {"battlefield": [{"card": C("Ordinary Bear"), "as": "bear"}]})
    cast(g, "Shelob's Ambush", oid(g, "gob"))
    resolve_all(g)
    activate(g, "Activate Goblin Cratermaker", MODE_DAMAGE, oid(g, "bear"))
    resolve_all(g)
    assert graveyard(g, BOB) == ["Ordinary Bear"]


def test_second_mode_destroys_a_colorless_nonland_permanent() -> None:
    g = game({"battlefield": [{"card": C("Goblin Cratermaker"), "as": "gob"}, C("Mountain")]},
             {"battlefield": [{"card": C("Fellwar Stone"), "as": "stone"}, C("Well-Worn Spatula"), C("Dúnedain Blade"),
                              {"card": C("Grizzly Bears"), "as": "bears"}]})
    activate(g, "Activate Goblin Cratermaker")
    assert kind(g) is DecisionKind.MODE
    assert sorted(options(g)) == sorted([MODE_DAMAGE, MODE_DESTROY])
    g.apply(MODE_DESTROY)
    # "colorless nonland": not the green Bears, the white Dúnedain Blade or the (colorless) lands.
    assert sorted(options(g)) == ["Fellwar Stone", "Well-Worn Spatula"]
    answer(g, oid(g, "stone"))
    resolve_all(g)
    assert graveyard(g, BOB) == ["Fellwar Stone"]
    assert sorted(on_battlefield(g, BOB)) == ["Dúnedain Blade", "Grizzly Bears", "Island", "Well-Worn Spatula"]


def test_a_mode_without_a_legal_target_cant_be_chosen() -> None:
    # No colorless nonland permanent: only the damage mode can be chosen (CR 700.2a), so the
    # activation goes straight to that mode's target.
    g = game({"battlefield": [{"card": C("Goblin Cratermaker"), "as": "gob"}, C("Mountain")]},
             {"battlefield": [{"card": C("Grizzly Bears"), "as": "bears"}]})
    activate(g, "Activate Goblin Cratermaker")
    assert kind(g) is DecisionKind.TARGET
    assert "Grizzly Bears" in options(g)
