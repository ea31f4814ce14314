"""Disturb lines (CR 702.146a): an alternative cost from the graveyard that casts the card
transformed (712.8c), and the back face's own "If CARDNAME would be put into a graveyard from
anywhere, exile it instead" (614.1a)."""

from __future__ import annotations

from manastack.cards.tokens import predefined_token
from manastack.mana import ManaCost
from manastack.model.abilities import AlternativeCost, GraveyardToExile, StaticAbility
from manastack.model.costs import Cost
from manastack.model.types import Zone
from manastack.oracle import Card, Face, compile_card
from tests.oracle.helpers import plain

_REMINDER = " (You may cast this card from your graveyard transformed for its disturb cost.)"


def _lunarch(back_text: str) -> Card:
    front = Face("Lunarch Veteran", "Creature — Human Cleric", "{W}", "Whenever another creature you control enters, you gain 1 life.\n"
                 "Disturb {1}{W}" + _REMINDER, "1", "1")
    back = Face("Luminous Phantom", "Creature — Spirit Cleric", "", back_text, "1", "1", color_indicator=("W",))
    return Card("Lunarch Veteran // Luminous Phantom", "transform", (front, back))


def test_lunarch_veteran_casts_transformed_from_the_graveyard_and_its_back_face_exiles_itself() -> None:
    c = compile_card(_lunarch("Flying\nIf Luminous Phantom would be put into a graveyard from anywhere, exile it instead."), predefined_token)
    assert c.card is not None and c.card.back_face is not None, c.explain()
    (disturb,) = [a for a in c.card.abilities if isinstance(a, AlternativeCost)]
    assert plain(disturb) == AlternativeCost(Cost(mana=ManaCost.parse("{1}{W}")), "disturb", Zone.GRAVEYARD, transformed=True)
    assert [plain(a) for a in c.card.back_face.abilities if isinstance(a, StaticAbility)] == [StaticAbility(GraveyardToExile(only_this=True))]


def test_another_self_replacement_from_anywhere_stays_unsupported() -> None:
    c = compile_card(_lunarch("If Luminous Phantom would be put into a graveyard from anywhere, shuffle it into its owner's library instead."), predefined_token)
    assert c.card is None and "shuffle it into its owner's library instead" in c.explain()

