"""Imprint: a card exiled from the hand by a permanent's ability, and mana of its colors (CR 607.2a)."""

from __future__ import annotations

from manastack.model.abilities import ActivatedAbility, TriggeredAbility
from manastack.model.effects import AddMana, ColorOfExiled, May, MoveChosen
from manastack.model.types import Zone
from tests.oracle.helpers import compiled, ok

MOX = ("Imprint — When this artifact enters, you may exile a nonartifact, nonland card from your hand.\n"
       "{T}: Add one mana of any of the exiled card's colors.")


def test_chrome_mox_exiles_a_chosen_card_from_hand_and_makes_mana_of_its_colors() -> None:
    card = ok("Chrome Mox", "Artifact", MOX, "{0}")
    trig = next(a for a in card.abilities if isinstance(a, TriggeredAbility))
    may = trig.effects[0]
    assert isinstance(may, May)
    move = may.effects[0]
    assert isinstance(move, MoveChosen) and move.zone is Zone.EXILE and move.filter.zone is Zone.HAND
    mana = next(a for a in card.abilities if isinstance(a, ActivatedAbility))
    assert mana.is_mana_ability and mana.effects == (AddMana(ColorOfExiled()),)


def test_more_than_one_mana_of_the_exiled_cards_colors_stays_unsupported() -> None:
    c = compiled("Big Mox", "Artifact", MOX.replace("Add one mana", "Add two mana"), "{0}")
    assert c.card is None and "exiled card's colors" in c.explain()
