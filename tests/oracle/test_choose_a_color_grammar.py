""""Choose a color." as a sentence of its own, used by the sentence after it: "Add an amount of mana
of that color equal to your devotion to that color" (CR 700.5, 106.1a); a choice no later sentence
reads stays unsupported."""

from __future__ import annotations

from manastack.model.abilities import ActivatedAbility
from manastack.model.effects import AddMana, DevotionToChosenColor
from tests.oracle.helpers import compiled, ok

_NYKTHOS = "{2}, {T}: Choose a color. Add an amount of mana of that color equal to your devotion to that color."


def test_mana_equal_to_devotion_to_the_chosen_color() -> None:
    (ab,) = ok("Test Shrine", "Legendary Land", _NYKTHOS, "").abilities
    assert isinstance(ab, ActivatedAbility) and ab.is_mana_ability
    assert ab.effects == (AddMana(DevotionToChosenColor()),)


def test_a_choice_nothing_reads_stays_unsupported() -> None:
    assert compiled("Test Shrine", "Legendary Land", "{T}: Choose a color. Draw a card.", "").card is None
    assert compiled("Test Shrine", "Legendary Land", "{T}: Choose a color.", "").card is None
