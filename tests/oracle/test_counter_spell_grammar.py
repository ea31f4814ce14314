"""Where a countered spell goes instead of its owner's graveyard (CR 701.6a, 614.1a, 614.15)."""

from __future__ import annotations

import pytest

from manastack.model.effects import CounterSpell, PayCost
from manastack.model.filters import CardTypes
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


def test_your_choice_of_top_or_bottom() -> None:
    # Hinder: the countering spell's controller chooses as it resolves
    c = ok("Test Spell", "Instant", "Counter target spell. If that spell is countered this way, put that card on your choice of the top or bottom of its owner's library instead of into that player's graveyard.", "{1}{U}{U}")
    (e,) = c.spell_ability.effects  # type: ignore[union-attr]
    assert isinstance(e, CounterSpell) and (e.instead, e.position) == (Zone.LIBRARY, "your choice")


def test_countered_this_way_after_unless_its_controller_pays() -> None:
    # Syncopate: the counter is what happens if the cost isn't paid (118.12)
    c = ok("Test Spell", "Instant", "Counter target spell unless its controller pays {X}. If that spell is countered this way, exile it instead of putting it into its owner's graveyard.", "{X}{U}")
    (e,) = c.spell_ability.effects  # type: ignore[union-attr]
    assert isinstance(e, PayCost) and e.then == ()
    (counter,) = e.otherwise
    assert isinstance(counter, CounterSpell) and counter.exile_if is not None and counter.exile_if.get(CardTypes) is None


def test_another_library_position_stays_unsupported() -> None:
    c = compiled("Test Spell", "Instant", "Counter target spell. If that spell is countered this way, put it into its owner's library third from the top instead of into that player's graveyard.", "{1}{U}{U}")
    assert c.card is None
