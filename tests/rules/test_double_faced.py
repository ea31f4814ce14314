"""Double-faced cards (CR 712) and transforming (701.27) where a scenario can't reach: cards that
can't enter or turn over the way an effect says."""

from __future__ import annotations

from manastack.model.types import Zone
from manastack.position import position
from manastack.rules.context import Ctx
from manastack.rules.layers import chars
from manastack.rules.transform import transform
from manastack.rules.zones import move
from tests.drivers import ALICE, event_data, oid


def test_712_14a_a_card_without_a_back_face_put_onto_the_battlefield_transformed_stays_where_it_is() -> None:
    g = position({"alice": {"exile": [{"card": "Grizzly Bears", "as": "bears"}]}, "bob": {}})
    bears = oid(g, "bears")
    assert move(Ctx(g.state), bears, Zone.BATTLEFIELD, transformed=True) is None
    assert g.state.objects[bears].zone is Zone.EXILE and not g.state.battlefield


def test_712_14b_a_modal_card_whose_front_face_is_not_a_permanent_stays_where_it_is() -> None:
    # Bala Ged Recovery (a sorcery) // Bala Ged Sanctuary (a land): put onto the battlefield from a
    # graveyard it would have its front face up, which can't be a permanent.
    g = position({"alice": {"graveyard": [{"card": "Bala Ged Recovery // Bala Ged Sanctuary", "as": "mdfc"}]}, "bob": {}})
    card = oid(g, "mdfc")
    assert move(Ctx(g.state), card, Zone.BATTLEFIELD) is None
    assert g.state.objects[card].zone is Zone.GRAVEYARD


def test_712_14a_a_card_put_onto_the_battlefield_transformed_has_its_back_face_up() -> None:
    g = position({"alice": {"exile": [{"card": "Gatstaf Arsonists", "as": "wolf"}]}, "bob": {}})
    new = move(Ctx(g.state), oid(g, "wolf"), Zone.BATTLEFIELD, transformed=True)
    assert new is not None and chars(g.state, new).name == "Gatstaf Ravagers"


def test_701_27c_a_permanent_that_is_not_double_faced_does_not_transform() -> None:
    g = position({"alice": {"battlefield": [{"card": "Grizzly Bears", "as": "bears"}]}, "bob": {}})
    bears = oid(g, "bears")
    transform(Ctx(g.state), bears)
    assert chars(g.state, bears).name == "Grizzly Bears" and not event_data(g, "transformed")


def test_a_transformed_permanent_leaving_the_battlefield_has_its_front_face_up() -> None:
    """CR 712.8a: in a graveyard a double-faced card has only its front face's characteristics."""
    g = position({"alice": {"battlefield": [{"card": "Gatstaf Arsonists", "as": "wolf", "back_up": True}]}, "bob": {}})
    wolf = oid(g, "wolf")
    assert chars(g.state, wolf).name == "Gatstaf Ravagers"
    new = move(Ctx(g.state), wolf, Zone.GRAVEYARD)
    assert new is not None and g.state.objects[new].name == "Gatstaf Arsonists"
    assert g.state.players[ALICE].graveyard == [new]


def test_702_145b_a_daybound_permanent_transforms_only_by_day_and_night() -> None:
    g = position({"alice": {"battlefield": [{"card": "Tavern Ruffian", "as": "ruffian"}]}, "bob": {}})
    ruffian = oid(g, "ruffian")
    transform(Ctx(g.state), ruffian)
    assert chars(g.state, ruffian).name == "Tavern Ruffian" and not event_data(g, "transformed")
