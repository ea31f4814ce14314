"""Forecast (CR 702.57a): "Forecast — [cost], Reveal this card from your hand: [effect]" — an
ability of the card in hand, activated only during its owner's upkeep and only once each turn."""

from __future__ import annotations

from manastack.mana import ManaCost
from manastack.model.abilities import FORECAST, ActivatedAbility
from manastack.model.conditions import DuringYourSteps
from manastack.model.costs import RevealSelf
from manastack.model.types import Step, Zone
from tests.oracle.helpers import compiled, ok

_TEXT = "Forecast — {W}, Reveal this card from your hand: Target creature gets +1/+1 until end of turn."


def test_forecast_ability_from_hand() -> None:
    c = ok("Steeling Stance", "Instant", "Creatures you control get +1/+1 until end of turn.\n" + _TEXT, "{1}{W}{W}")
    (ab,) = [a for a in c.abilities if isinstance(a, ActivatedAbility)]
    assert ab.keyword == FORECAST and ab.zone is Zone.HAND
    assert ab.cost.mana == ManaCost.parse("{W}") and ab.cost.parts == (RevealSelf(),)
    assert ab.max_per_turn == 1 and ab.condition == DuringYourSteps(frozenset({Step.UPKEEP}))


def test_forecast_with_another_restriction_or_without_the_reveal_stays_unsupported() -> None:
    c = compiled("Stance", "Instant", "Draw a card.\nForecast — {W}, Reveal this card from your hand: Draw a card. Activate only as a sorcery.", "{W}")
    assert c.card is None and "forecast ability with another activation restriction" in c.explain()
    c = compiled("Stance", "Instant", "Draw a card.\nForecast — {W}: Draw a card.", "{W}")
    assert c.card is None and "doesn't reveal the card" in c.explain()
