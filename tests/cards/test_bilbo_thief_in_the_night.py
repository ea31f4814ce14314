"""Bilbo, Thief in the Night: "Spells you cast from anywhere other than your hand cost {1} less to
cast." and "Whenever Bilbo attacks, you may cast an artifact, instant, or sorcery spell from your
graveyard. If an instant or sorcery spell cast this way would be put into your graveyard, exile it
instead." (CR 601.2f, 608.2g, 614.1a)."""

from __future__ import annotations

from manastack.actions import DecisionKind
from tests.drivers import ALICE, C, answer, attack, events, game, graveyard, kind, life, names, on_battlefield, options, resolve_all

BILBO = "Bilbo, Thief in the Night"


def _attack(gy: list[str], lands: list[str]) -> object:
    g = game({"battlefield": [{"card": C(BILBO), "as": "bilbo"}] + [C(x) for x in lands], "graveyard": [C(x) for x in gy]})
    attack(g, "bilbo")
    resolve_all(g)
    return g


def test_attacking_offers_the_castable_artifacts_instants_and_sorceries_in_the_graveyard():
    g = _attack(["Lightning Bolt", "Grizzly Bears", "Divination"], ["Mountain"])
    assert kind(g) is DecisionKind.CAST
    # Divination {2}{U} would cost {1}{U}: not payable with a Mountain (and the spare Plains);
    # Grizzly Bears is a creature card.
    assert options(g) == ["Cast Lightning Bolt", "Don't cast"]


def test_the_instant_cast_this_way_is_exiled_instead_of_going_to_the_graveyard():
    g = _attack(["Lightning Bolt"], ["Mountain"])
    answer(g, "Cast Lightning Bolt", "bob")  # {R}: the {1} reduction reduces only generic mana
    resolve_all(g)
    assert [dict(e.data)["target"] for e in events(g, "damage_dealt")][:1] == ["bob"]
    assert graveyard(g, ALICE) == []
    assert names(g, g.state.exile) == ["Lightning Bolt"]


def test_an_artifact_cast_this_way_costs_one_less_and_enters_the_battlefield():
    g = _attack(["Well-Worn Spatula"], [])
    answer(g, "Cast Well-Worn Spatula")  # {1} reduced to {0}
    resolve_all(g)
    assert "Well-Worn Spatula" in on_battlefield(g, ALICE)
    assert life(g)[ALICE] == 22  # its own enters trigger
    assert [dict(e.data)["from"] for e in events(g, "spell_cast")] == ["graveyard"]


def test_declining_leaves_the_graveyard_unchanged():
    g = _attack(["Lightning Bolt"], ["Mountain"])
    answer(g, "Don't cast")
    assert graveyard(g, ALICE) == ["Lightning Bolt"]
