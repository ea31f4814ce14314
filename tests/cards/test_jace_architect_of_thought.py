"""Jace, Architect of Thought: "−8: For each player, search that player's library for a nonland card
and exile it, then that player shuffles. You may cast those cards without paying their mana costs."
(CR 701.23a: Jace's controller searches every library; 608.2g: the cards are cast while the ability
resolves, in the order chosen; 118.9: without paying their mana costs; 108.4: the caster controls a
spell cast from another player's card.)"""

from __future__ import annotations

from manastack.model.types import Zone
from tests.drivers import ALICE, BOB, C, activate, answer, game, hand, ids_named, library, life, on_battlefield, resolve_all, tapped

JACE = "Jace, Architect of Thought"
ULTIMATE = f"Activate {JACE}: -8"


def _game() -> object:
    return game({"battlefield": [{"card": C(JACE), "counters": {"loyalty": 8}}], "library": [C("Plains"), C("Lightning Bolt"), C("Hill Giant")]},
                {"battlefield": [C("Grizzly Bears")], "library": [C("Island"), C("Serra Angel"), C("Divination")]})


def test_ultimate_exiles_from_each_library_and_casts_both_for_free() -> None:
    g = _game()
    activate(g, ULTIMATE)
    resolve_all(g)
    # alice searches her library, then bob's (lands aren't offered), then casts both cards free
    answer(g, "Lightning Bolt", "Serra Angel", "Cast Serra Angel without paying its mana cost",
           "Cast Lightning Bolt without paying its mana cost", "Grizzly Bears")
    resolve_all(g)
    assert sorted(library(g, ALICE)) == ["Hill Giant", "Plains"] and sorted(library(g, BOB)) == ["Divination", "Island"]
    angel = ids_named(g, "Serra Angel")
    assert len(angel) == 1 and g.state.objects[angel[0]].controller == ALICE and g.state.objects[angel[0]].owner == BOB
    assert "Grizzly Bears" not in on_battlefield(g, BOB)  # the free Bolt resolved
    assert tapped(g) == 0  # no mana was spent
    assert life(g) == [20, 20]


def test_a_card_not_cast_stays_exiled() -> None:
    g = _game()
    activate(g, ULTIMATE)
    resolve_all(g)
    answer(g, "Hill Giant", "Divination", "Cast Divination without paying its mana cost", "Don't cast")
    resolve_all(g)
    assert ids_named(g, "Hill Giant", Zone.EXILE) and not ids_named(g, "Divination", Zone.EXILE)
    assert sorted(library(g, BOB)) == ["Island", "Serra Angel"]
    assert len(hand(g, ALICE)) == 2  # bob's Divination, cast by alice, drew her two cards
