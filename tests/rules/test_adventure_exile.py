"""CR 715.3d as a replacement effect: an Adventure that resolves is exiled instead of being put into
its owner's graveyard, and only that exile puts the card "on an adventure". When another effect
would also exile the spell instead (Bilbo, Thief in the Night's "exile it instead", Rest in
Peace), its controller chooses which applies first (616.1e); an Adventure that doesn't resolve
isn't exiled on an adventure (608.2b)."""

from __future__ import annotations

from manastack.actions import DecisionKind
from manastack.game import Game
from manastack.model.types import Zone
from manastack.position import position
from tests.drivers import cast, event_data, ids_named, options, resolve_top

GOLLUM = "Gollum, Silent Slinker"
MEAL = f"Meager Meal (Adventure of {GOLLUM})"


def _meal_resolving(extra: list[str]) -> Game:
    g = position({"alice": {"battlefield": ["Swamp"] * 5 + extra, "hand": [GOLLUM]}, "bob": {}})
    cast(g, MEAL, "alice")
    resolve_top(g)
    return g


def _can_cast_gollum_from_exile(g: Game) -> bool:
    return f"Cast {GOLLUM}" in options(g) or f"Cast {GOLLUM} [1]" in options(g)


def test_715_3d_alone_exiles_on_an_adventure_without_a_choice() -> None:
    g = _meal_resolving([])
    assert g.decision is not None and g.decision.kind is DecisionKind.PRIORITY
    assert len(ids_named(g, GOLLUM, Zone.EXILE)) == 1
    assert [e["effect"] for e in event_data(g, "replacement_applied")] == ["Meager Meal"]
    assert _can_cast_gollum_from_exile(g)


def test_616_1e_rest_in_peace_and_the_adventure_rule_are_ordered_by_the_controller() -> None:
    g = _meal_resolving(["Rest in Peace"])
    assert g.decision is not None and g.decision.kind is DecisionKind.REPLACEMENT_ORDER
    opts = options(g)
    assert len(opts) == 2
    g.apply(next(o for o in opts if "Meager Meal" in o))
    assert len(ids_named(g, GOLLUM, Zone.EXILE)) == 1
    assert _can_cast_gollum_from_exile(g)


def test_616_1e_rest_in_peace_first_exiles_the_card_without_permission() -> None:
    g = _meal_resolving(["Rest in Peace"])
    g.apply(next(o for o in options(g) if "Rest in Peace" in o))
    assert len(ids_named(g, GOLLUM, Zone.EXILE)) == 1
    assert [e["effect"] for e in event_data(g, "replacement_applied")] == ["Rest in Peace"]
    assert not _can_cast_gollum_from_exile(g)


def test_608_2b_a_fizzled_adventure_goes_to_the_graveyard() -> None:
    """An Adventure whose only target became illegal doesn't resolve: no 715.3d exile."""
    g = position({"alice": {"battlefield": ["Plains", "Plains", "Grizzly Bears"], "hand": ["Bofur, Reliable Guardian"]},
                  "bob": {"battlefield": ["Mountain"], "hand": ["Lightning Bolt"]}})
    cast(g, "Concerted Care (Adventure of Bofur, Reliable Guardian)")  # its only legal target: the Bears
    if g.decision is not None and g.decision.player == 0:
        g.apply("Pass priority")
    cast(g, "Lightning Bolt", "Grizzly Bears")
    resolve_top(g, 2)
    assert len(ids_named(g, "Bofur, Reliable Guardian", Zone.GRAVEYARD)) == 1
    assert event_data(g, "replacement_applied") == []
