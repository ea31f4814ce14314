"""Snowslope Hunter — {2}{R} Creature — Goblin Ranger 2/3.
"Sacrifice another creature or artifact: Exile the top card of your library. You may play it until
the end of your next turn. Activate only during your turn and only once each turn." (A permission to
play a card from exile with a duration; the card is a new object in exile, CR 400.7.)"""

from __future__ import annotations

from manastack.actions import Activate, Choose, DecisionKind
from manastack.model.types import Step
from manastack.position import advance_to
from manastack.rules.casting import castable, playable_lands
from manastack.rules.turn import priority_options
from tests.drivers import ALICE, BOB, C, cast, exiled, game, graveyard, kind, life, oid, resolve_top


def setup(top: str) -> object:
    return game({
        "battlefield": [{"card": C("Snowslope Hunter"), "as": "hunter"}, {"card": C("Grizzly Bears"), "as": "bears"},
                        {"card": C("Llanowar Elves"), "as": "elves"}, C("Mountain")],
        "library": [C(top)] + [C("Plains")] * 8,
    }, {"library": [C("Island")] * 8})


def activate_hunter(g: object, sacrifice: str) -> None:
    acts = [a for a in g.legal_actions() if isinstance(a, Activate) and a.source == oid(g, "hunter")]  # type: ignore[attr-defined]
    assert acts
    g.apply(acts[0])  # type: ignore[attr-defined]
    assert kind(g) is DecisionKind.PAY_COST  # which permanent to sacrifice (not the Hunter itself)
    assert {g.describe(a) for a in g.legal_actions()} == {"Grizzly Bears", "Llanowar Elves"}  # type: ignore[attr-defined]
    g.apply(Choose(oid(g, sacrifice)))  # type: ignore[attr-defined]
    resolve_top(g)


def test_sacrifice_exiles_the_top_card_which_can_be_cast() -> None:
    g = setup("Lightning Bolt")
    activate_hunter(g, "bears")
    assert "Grizzly Bears" in graveyard(g, ALICE) and exiled(g) == ["Lightning Bolt"]
    cast(g, "Lightning Bolt", BOB)
    resolve_top(g)
    assert life(g)[BOB] == 17 and exiled(g) == []


def test_an_exiled_land_can_be_played() -> None:
    g = setup("Mountain")
    activate_hunter(g, "bears")
    assert exiled(g) == ["Mountain"]
    g.apply("Play Mountain")
    assert exiled(g) == [] and sum(1 for o in g.state.battlefield if g.state.objects[o].name == "Mountain") == 2


def test_only_once_each_turn_and_only_during_your_turn() -> None:
    g = setup("Lightning Bolt")
    activate_hunter(g, "bears")
    hunter = oid(g, "hunter")
    assert not any(isinstance(a, Activate) and a.source == hunter for a in priority_options(g.state, ALICE))
    advance_to(g, Step.UPKEEP, turn=4)  # bob's turn
    assert not any(isinstance(a, Activate) and a.source == hunter for a in priority_options(g.state, ALICE))


def test_the_permission_lasts_until_the_end_of_your_next_turn() -> None:
    g = setup("Lightning Bolt")
    activate_hunter(g, "bears")
    bolt = g.state.exile[0]
    assert any(c.card == bolt for c in castable(g.state, ALICE))
    advance_to(g, Step.UPKEEP, turn=4)
    assert any(c.card == bolt for c in castable(g.state, ALICE))  # an instant, on bob's turn
    advance_to(g, Step.END, turn=5)  # alice's next turn, still
    assert any(c.card == bolt for c in castable(g.state, ALICE))
    advance_to(g, Step.UPKEEP, turn=6)
    assert bolt in g.state.exile and not any(c.card == bolt for c in castable(g.state, ALICE))


def test_land_permission_expires_too() -> None:
    g = setup("Mountain")
    activate_hunter(g, "bears")
    land = g.state.exile[0]
    advance_to(g, Step.PRECOMBAT_MAIN, turn=7)
    assert land in g.state.exile and all(p.card != land for p in playable_lands(g.state, ALICE))
