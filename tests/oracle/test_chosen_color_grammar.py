"""Choices as a permanent enters (CR 614.12a) and what refers to them (607.2d): "choose a color
[other than red]", mana of the chosen color, "of the chosen color/type" filters; "add two mana in
any combination of colors" (106.1a)."""

from __future__ import annotations

from manastack.model.abilities import ActivatedAbility, EntersTapped, EntersWithChoice, ModifyPTStatic, SpellAbility, StaticAbility
from manastack.model.effects import AddMana, ChosenColor, OneOf
from manastack.model.filters import OfChosen
from manastack.model.types import ChoiceKind
from tests.oracle.helpers import compiled, ok


def test_thriving_land_enters_tapped_choosing_another_color() -> None:
    # Thriving Bluff
    c = ok("Thriving Bluff", "Land", "This land enters tapped. As it enters, choose a color other than red.\n{T}: Add {R} or one mana of the chosen color.", "")
    statics = [a.effect for a in c.abilities if isinstance(a, StaticAbility)]
    assert statics == [EntersTapped(), EntersWithChoice(ChoiceKind.COLOR, ("red",))]
    (mana,) = (a for a in c.abilities if isinstance(a, ActivatedAbility))
    (add,) = mana.effects
    assert isinstance(add, AddMana) and add.produce == ChosenColor(("R",))


def test_one_mana_of_the_chosen_color_and_a_filter() -> None:
    # Heraldic Banner
    text = "As this artifact enters, choose a color.\nCreatures you control of the chosen color get +1/+0.\n{T}: Add one mana of the chosen color."
    c = ok("Heraldic Banner", "Artifact", text, "{3}")
    (pump,) = (a.effect for a in c.abilities if isinstance(a, StaticAbility) and isinstance(a.effect, ModifyPTStatic))
    assert pump.affected.get(OfChosen) == OfChosen(frozenset({ChoiceKind.COLOR}))
    (mana,) = (a for a in c.abilities if isinstance(a, ActivatedAbility))
    (add,) = mana.effects
    assert isinstance(add, AddMana) and add.produce == ChosenColor() and add.amount == 1


def test_two_mana_in_any_combination_of_colors() -> None:
    c = ok("Manamorphose", "Instant", "Add two mana in any combination of colors.\nDraw a card.", "{1}{R/G}")
    sa = next(a for a in c.abilities if isinstance(a, SpellAbility))
    add = sa.effects[0]
    assert isinstance(add, AddMana) and add.produce == OneOf(tuple("WUBRG")) and add.amount == 2 and not add.same_type


def test_two_colors_chosen_are_not_read() -> None:
    c = compiled("Test Seal", "Enchantment", "As this enchantment enters, choose two colors.\nEach spell you cast costs {1} less to cast for each of the chosen colors it is.", "{2}")
    assert c.card is None
    assert any("choose two colors" in u.text for u in c.unsupported)
