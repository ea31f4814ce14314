"""Where a countered spell goes instead of its owner's graveyard (CR 701.6a, 614.1a, 614.15)."""

from __future__ import annotations

import pytest

from manastack.model.effects import CounterSpell
from manastack.model.types import Zone
from tests.oracle.helpers import compiled, ok


@pytest.mark.parametrize(
    ("sentence", "zone", "position"),
    [
        ("put it on top of its owner's library instead of into that player's graveyard", Zone.LIBRARY, "top"),
        ("put it on the bottom of its owner's library instead of into that player's graveyard", Zone.LIBRARY, "bottom"),
        ("put it into its owner's hand instead of into that player's graveyard", Zone.HAND, "top"),
    ],
)
def test_countered_this_way_put_it(sentence: str, zone: Zone, position: str) -> None:
    c = ok("Test Spell", "Instant", f"Counter target spell. If that spell is countered this way, {sentence}.", "{1}{U}")
    (e,) = c.spell_ability.effects  # type: ignore[union-attr]
    assert isinstance(e, CounterSpell) and (e.instead, e.position, e.exile_if) == (zone, position, None)


def test_a_choice_of_top_or_bottom_stays_unsupported() -> None:
    c = compiled("Test Spell", "Instant", "Counter target spell. If that spell is countered this way, put that card on your choice of the top or bottom of its owner's library instead of into that player's graveyard.", "{1}{U}{U}")
    assert c.card is None

