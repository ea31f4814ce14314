"""Static abilities with a condition ("as long as …", CR 611.3a) and P/T changes counted per object
("gets +1/+1 for each …", 613.4c), including the source's own ("this creature gets …")."""

from __future__ import annotations

from manastack.model.abilities import GrantKeywordsStatic, ModifyPTStatic, StaticAbility
from manastack.model.conditions import ControlsAtLeast, IsA, YourTurn
from manastack.model.filters import CardTypes, IsAttacking, OwnerIsYou, This
from manastack.model.types import CardType, Keyword, Zone
from tests.oracle.helpers import compiled, ok


def _static(text: str) -> StaticAbility:
    c = ok("Test Creature", "Creature — Ape", text, "{1}{G}", "1/1")
    (ab,) = (a for a in c.abilities if isinstance(a, StaticAbility))
    return ab


def test_self_gets_as_long_as_you_control_a_forest() -> None:
    ab = _static("This creature gets +1/+2 as long as you control a Forest.")
    assert ab.effect == ModifyPTStatic(This(), 1, 2)
    assert isinstance(ab.condition, ControlsAtLeast) and ab.condition.count == 1


def test_condition_first_then_the_static() -> None:
    ab = _static("As long as it's your turn, this creature has first strike.")
    assert ab.effect == GrantKeywordsStatic(This(), (Keyword.FIRST_STRIKE,)) and ab.condition == YourTurn()


def test_the_sources_own_state() -> None:
    ab = _static("This creature has first strike as long as it's attacking.")
    assert isinstance(ab.condition, IsA) and ab.condition.what == This() and ab.condition.filter.get(IsAttacking) == IsAttacking()


def test_n_or_more() -> None:
    ab = _static("This creature gets +2/+2 as long as you control three or more artifacts.")
    assert isinstance(ab.condition, ControlsAtLeast) and ab.condition.count == 3
    assert ab.condition.filter.get(CardTypes) == CardTypes(frozenset({CardType.ARTIFACT}))


def test_gets_for_each_counts_cards_in_your_graveyard() -> None:
    ab = _static("This creature gets +1/+1 for each land card in your graveyard.")
    assert isinstance(ab.effect, ModifyPTStatic) and ab.effect.per is not None
    assert ab.effect.per.zone is Zone.GRAVEYARD and ab.effect.per.get(OwnerIsYou) is not None


def test_a_condition_on_a_replacement_effect_is_not_accepted() -> None:
    # Only the layer system checks a static ability's condition: anything else stays unsupported.
    c = compiled("Test Lands", "Creature — Ape", "This creature enters tapped as long as you control a Forest.", "{1}", "1/1")
    assert c.card is None
