"""Targets "from a single graveyard" (CR 115.1, 601.2c): every target of the requirement is a card of
one graveyard."""

from __future__ import annotations

from manastack.model.abilities import SpellAbility
from manastack.model.types import Zone
from tests.oracle.helpers import compiled, ok


def test_up_to_three_target_cards_from_a_single_graveyard() -> None:
    c = ok("Rapid Decay", "Instant", "Exile up to three target cards from a single graveyard.\nCycling {2}", "{1}{B}")
    spell = c.abilities[0]
    assert isinstance(spell, SpellAbility)
    (spec,) = spell.targets
    assert spec.same_graveyard and spec.count == 3 and spec.min_count == 0 and spec.filter.zone is Zone.GRAVEYARD
    assert len(spell.effects) == 3


def test_from_graveyards_has_no_single_graveyard_requirement() -> None:
    c = ok("Test Graveyards", "Instant", "Exile up to two target cards from graveyards.")
    (spec,) = c.abilities[0].targets  # type: ignore[attr-defined]
    assert not spec.same_graveyard


def test_x_target_cards_from_a_single_graveyard() -> None:
    # Rats' Feast: X targets (CR 601.2c, 107.3), all of one graveyard
    c = ok("Rats' Feast", "Sorcery", "Exile X target cards from a single graveyard.", "{X}{B}")
    spell = c.abilities[0]
    assert isinstance(spell, SpellAbility)
    (spec,) = spell.targets
    assert spec.same_graveyard and spec.x_count and spec.counted(2).minimum == 2


def test_x_target_players_stay_unsupported() -> None:
    assert compiled("Test", "Sorcery", "X target players each mill a card.", "{X}{B}").card is None
