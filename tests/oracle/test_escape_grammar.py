"""Escape (CR 702.138a, c) and exiling cards from your graveyard as a cost (118.3)."""

from __future__ import annotations

from manastack.model.abilities import ActivatedAbility, AlternativeCost, EntersWithCounters, StaticAbility
from manastack.model.conditions import CostPaid
from manastack.model.costs import ExileFromGraveyard
from manastack.model.filters import Other
from manastack.model.types import Zone
from tests.oracle.helpers import compiled, ok


def test_escape_is_an_alternative_cost_from_the_graveyard() -> None:
    c = ok("Test Hound", "Creature — Elemental Dog", "Escape—{3}{R}, Exile three other cards from your graveyard.\nThis creature escapes with a +1/+1 counter on it.", "{1}{R}", "3/1")
    (alt,) = (a for a in c.abilities if isinstance(a, AlternativeCost))
    assert alt.name == "escape" and alt.zone is Zone.GRAVEYARD and not alt.exile_on_leaving_stack
    (part,) = alt.cost.parts
    assert isinstance(part, ExileFromGraveyard) and part.count == 3 and part.filter.get(Other) is not None
    (st,) = (a for a in c.abilities if isinstance(a, StaticAbility))
    assert st.effect == EntersWithCounters("+1/+1", 1) and st.condition == CostPaid("escape")


def test_exile_cards_from_your_graveyard_as_an_activation_cost() -> None:
    c = ok("Test Creature", "Creature — Human", "{R}, {T}, Exile two cards from your graveyard: This creature deals 2 damage to any target.", "{R}", "1/1")
    (ab,) = (a for a in c.abilities if isinstance(a, ActivatedAbility))
    assert any(isinstance(p, ExileFromGraveyard) and p.count == 2 for p in ab.cost.parts)


def test_exiling_from_an_opponents_graveyard_is_not_this_cost() -> None:
    c = compiled("Test Creature", "Creature — Human", "{T}, Exile a card from an opponent's graveyard: You gain 1 life.", "{R}", "1/1")
    assert c.card is None
