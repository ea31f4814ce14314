"""Madness lines (CR 702.35a): an alternative cost paid only by madness's own triggered ability, cast
from exile; the discard-into-exile replacement and the trigger are the rules of rules.cards."""

from __future__ import annotations

from manastack.mana import ManaCost
from manastack.model.abilities import MADNESS, AlternativeCost
from manastack.model.costs import Cost, PayLife
from manastack.model.types import Zone
from tests.oracle.helpers import compiled, ok, plain

_REMINDER = " (If you discard this card, discard it into exile. When you do, cast it for its madness cost or put it into your graveyard.)"


def test_fiery_temper_has_a_madness_cost_cast_from_exile() -> None:
    c = ok("Fiery Temper", "Instant", "Fiery Temper deals 3 damage to any target.\nMadness {R}" + _REMINDER, "{1}{R}{R}")
    assert plain(c.abilities[-1]) == AlternativeCost(Cost(mana=ManaCost.parse("{R}")), MADNESS, Zone.EXILE)


def test_madness_with_mana_and_life() -> None:
    c = compiled("Shadowgrange Archfiend", "Creature — Demon", "Madness—{2}{B}, Pay 8 life." + _REMINDER, "{6}{B}", "8/4")
    assert c.card is not None, c.explain()
    assert plain(c.card.abilities[-1]) == AlternativeCost(Cost(ManaCost.parse("{2}{B}"), (PayLife(8),)), MADNESS, Zone.EXILE)


def test_madness_for_colorless_mana_words_stays_unsupported() -> None:
    c = compiled("Emrakul, the World Anew", "Legendary Creature — Eldrazi", "Flying\nMadness—Pay six {C}.", "{12}", "12/12")
    assert c.card is None and "Madness" in c.explain()
