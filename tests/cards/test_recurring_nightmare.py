"""Recurring Nightmare: "Sacrifice a creature, Return this enchantment to its owner's hand: Return
target creature card from your graveyard to the battlefield. Activate only as a sorcery." (CR 118.3,
602.2b: returning the source is a cost; 602.5d: sorcery timing)."""

from __future__ import annotations

from tests.drivers import ALICE, BOB, C, activate, game, graveyard, hand, on_battlefield, options, priority_to, resolve_all

NIGHTMARE = "Recurring Nightmare"


def test_sacrifice_and_return_it_to_reanimate() -> None:
    g = game({"battlefield": [C(NIGHTMARE), C("Grizzly Bears")], "graveyard": [C("Serra Angel")]})
    activate(g, f"Activate {NIGHTMARE}")
    # the costs are paid before the ability resolves: the enchantment is back in the hand at once
    assert hand(g, ALICE) == [NIGHTMARE] and graveyard(g, ALICE) == ["Serra Angel", "Grizzly Bears"]
    resolve_all(g)
    assert "Serra Angel" in on_battlefield(g, ALICE) and graveyard(g, ALICE) == ["Grizzly Bears"]


def test_no_creature_to_sacrifice_no_activation() -> None:
    g = game({"battlefield": [C(NIGHTMARE)], "graveyard": [C("Serra Angel")]})
    assert not any(o.startswith(f"Activate {NIGHTMARE}") for o in options(g))


def test_only_as_a_sorcery() -> None:
    g = game({"battlefield": [C("Grizzly Bears")]}, {"battlefield": [C(NIGHTMARE), C("Hill Giant")], "graveyard": [C("Serra Angel")]})
    priority_to(g, BOB)  # in Alice's main phase, with an empty stack: not Bob's own turn
    assert options(g)[0] == "Pass priority" and not any(o.startswith(f"Activate {NIGHTMARE}") for o in options(g))
