"""A legendary planeswalker's text names it by its planeswalker type (CR 201.5c: "Ajani deals 3
damage …" on Ajani Vengeant is the card itself), but not where that word begins another card's name
("a card named Nissa's Chosen"); a quotation inside a quoted ability is in single quotes (an emblem
granting "'{T}: …'", CR 114)."""

from __future__ import annotations

from manastack.model.abilities import ActivatedAbility
from manastack.model.effects import CreateEmblem, DealDamage
from manastack.model.filters import This
from manastack.oracle.lexer import self_names, substitute_self
from tests.oracle.helpers import ok


def test_the_planeswalker_type_names_the_card() -> None:
    c = ok("Ajani Vengeant", "Legendary Planeswalker — Ajani", "−2: Ajani deals 3 damage to any target and you gain 3 life.", "{2}{R}{W}")
    (ab,) = [a for a in c.abilities if isinstance(a, ActivatedAbility)]
    dmg = ab.effects[0]
    assert isinstance(dmg, DealDamage) and dmg.source == This()


def test_only_a_legendary_cards_own_subtype_and_not_another_cards_name() -> None:
    assert self_names("Ajani Vengeant", True, ("Ajani",)) == ["Ajani Vengeant", "Ajani"]
    assert self_names("Ajani Vengeant", False, ("Ajani",)) == ["Ajani Vengeant"]
    assert substitute_self("Search for a card named Nissa's Chosen.", ["Nissa"]) == "Search for a card named Nissa's Chosen."


def test_an_emblem_granting_an_ability_in_single_quotes() -> None:
    c = ok(
        "Koth of the Hammer", "Legendary Planeswalker — Koth",
        "−5: You get an emblem with \"Mountains you control have '{T}: This land deals 1 damage to any target.'\"", "{2}{R}{R}",
    )
    (ab,) = [a for a in c.abilities if isinstance(a, ActivatedAbility)]
    (e,) = ab.effects
    assert isinstance(e, CreateEmblem) and e.emblem.abilities
