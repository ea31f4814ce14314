"""Retrace (CR 702.81a) and jump-start (702.133a): casting the card from its graveyard by
discarding a card in addition to paying its other costs."""

from __future__ import annotations

from manastack.model.abilities import AlternativeCost
from manastack.model.costs import DiscardCards
from manastack.model.filters import CardTypes
from manastack.model.types import CardType, Zone
from tests.oracle.helpers import compiled, ok

RETRACE = "Retrace (You may cast this card from your graveyard by discarding a land card in addition to paying its other costs.)"
JUMP_START = "Jump-start (You may cast this card from your graveyard by discarding a card in addition to paying its other costs. Then exile this card.)"


def test_retrace_discards_a_land_card_on_top_of_the_mana_cost() -> None:
    # Raven's Crime
    c = ok("Raven's Crime", "Sorcery", f"Target player discards a card.\n{RETRACE}", "{B}")
    (alt,) = (a for a in c.abilities if isinstance(a, AlternativeCost))
    assert alt.name == "retrace" and alt.zone is Zone.GRAVEYARD and alt.plus_mana_cost and not alt.exile_on_leaving_stack
    (part,) = alt.cost.parts
    assert isinstance(part, DiscardCards) and part.filter is not None
    types = part.filter.get(CardTypes)
    assert types is not None and types.types == frozenset({CardType.LAND})


def test_jump_start_discards_any_card_and_exiles_the_spell() -> None:
    # Direct Current
    c = ok("Direct Current", "Sorcery", f"This spell deals 2 damage to any target.\n{JUMP_START}", "{1}{R}{R}")
    (alt,) = (a for a in c.abilities if isinstance(a, AlternativeCost))
    assert alt.name == "jump-start" and alt.zone is Zone.GRAVEYARD and alt.plus_mana_cost and alt.exile_on_leaving_stack
    assert alt.cost.parts == (DiscardCards(1),) and alt.cost.mana is None


def test_a_retrace_with_a_cost_is_not_read() -> None:
    c = compiled("Test Spell", "Sorcery", "Draw a card.\nRetrace {2}", "{U}")
    assert c.card is None
    assert any("Retrace {2}" in u.text for u in c.unsupported)
