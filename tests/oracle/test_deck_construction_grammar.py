"""CR 113.6n, 702.124, 903.3a, 903.5b: abilities that modify deck construction compile as
:class:`DeckConstruction` statics (the deck check gives them their meaning); "partner with [name]",
whose enters trigger isn't read, stays unsupported with its clause named."""

from __future__ import annotations

from manastack.model.abilities import DeckConstruction, StaticAbility
from tests.oracle.helpers import compiled, ok

LEGEND = "Legendary Creature \u2014 Human"


def rules(text: str, type_line: str = LEGEND, name: str = "Test Legend") -> list[str]:
    c = ok(name, type_line, text, "{1}", None if "Planeswalker" in type_line else "1/1")
    return [a.effect.rule for a in c.abilities if isinstance(a, StaticAbility) and isinstance(a.effect, DeckConstruction)]


def test_partner_and_its_reminder_text() -> None:
    assert rules("Partner (You can have two commanders if both have partner.)\nFlying") == ["partner"]


def test_partner_text_variants_and_friends_forever() -> None:
    assert rules("Friends forever (You can have two commanders if both have friends forever.)") == ["partner\u2014friends forever"]
    assert rules("Partner\u2014Survivors (You can have two commanders if both have this ability.)") == ["partner\u2014survivors"]
    assert rules("Partner\u2014Father & son") == ["partner\u2014father & son"]


def test_choose_a_background() -> None:
    assert rules("Choose a Background (You can have a Background as a second commander.)") == ["choose a background"]


def test_can_be_your_commander() -> None:
    assert rules("Test Walker can be your commander.", "Legendary Planeswalker \u2014 Teferi", "Test Walker") == ["can be your commander"]


def test_any_number_of_cards_named_this() -> None:
    assert rules("A deck can have any number of cards named Test Rats.", "Creature \u2014 Rat", "Test Rats") == ["any number of cards named this"]


def test_partner_with_a_name_stays_unsupported_with_the_clause_named() -> None:
    c = compiled("Pir", LEGEND, "Partner with Toothy, Imaginary Friend (When this creature enters, target player may put Toothy into their hand from their library, then shuffle.)", "{1}", "1/1")
    assert c.card is None and [u.text for u in c.unsupported] == ["Partner with Toothy, Imaginary Friend"]
    other = compiled("Q", LEGEND, "Partner\u2014Best pals", "{1}", "1/1")
    assert other.card is None
