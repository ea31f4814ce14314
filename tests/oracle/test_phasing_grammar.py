"""Phasing (CR 702.26): the keyword, and "… phases out" as an effect."""

from __future__ import annotations

from manastack.model.abilities import KeywordAbility
from manastack.model.effects import PhaseOut
from manastack.model.filters import Target, This
from manastack.model.types import Keyword
from tests.oracle.helpers import compiled, ok


def test_the_phasing_keyword() -> None:
    card = ok("Breezekeeper", "Creature — Djinn", "Flying\nPhasing", "{3}{U}", "4/4")
    assert KeywordAbility(Keyword.PHASING) in card.abilities


def test_this_creature_phases_out() -> None:
    card = ok("Rainbow Efreet", "Creature — Efreet", "Flying\n{U}{U}: Rainbow Efreet phases out.", "{3}{U}", "3/1")
    (ab,) = card.activated_abilities
    assert ab.effects == (PhaseOut(This()),)


def test_target_creature_phases_out() -> None:
    card = ok("Test Blink", "Instant", "Target creature phases out.", "{U}")
    assert card.spell_ability is not None and card.spell_ability.effects == (PhaseOut(Target(0)),)


def test_phasing_out_until_a_stated_time_stays_unsupported() -> None:
    c = compiled("Test Fade", "Instant", "Target creature phases out until your next turn.", "{U}")
    assert c.card is None and "phases out until your next turn" in c.explain()
