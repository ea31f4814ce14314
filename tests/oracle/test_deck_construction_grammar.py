"""CR 113.6n, 702.124, 903.3a, 903.5b: abilities that modify deck construction compile as
:class:`DeckConstruction` statics (the deck check gives them their meaning); "partner with [name]"
compiles as the enters trigger it stands for (702.124j)."""

from __future__ import annotations

from manastack.model.abilities import DeckConstruction, StaticAbility, TriggeredAbility
from manastack.model.effects import May, SearchLibrary
from manastack.model.filters import Named, Target
from manastack.model.triggers import TriggerEvent
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


def test_partner_with_a_name_compiles_as_its_search_trigger_with_one_target_player() -> None:
    """CR 702.124j: "When this permanent enters, target player may search their library for a card
    named [name], reveal it, put it into their hand, then shuffle." — the player targeted once."""
    c = ok("Pir", LEGEND, "Partner with Toothy, Imaginary Friend (When this creature enters, target player may put Toothy into their hand from their library, then shuffle.)", "{1}", "1/1")
    (ab,) = c.abilities
    assert isinstance(ab, TriggeredAbility) and ab.trigger.event is TriggerEvent.ENTERS and len(ab.targets) == 1
    (may,) = ab.effects
    assert isinstance(may, May) and may.player == Target(0)
    (search,) = may.effects
    assert isinstance(search, SearchLibrary) and search.player == Target(0) and search.filter.get(Named) == Named("Toothy, Imaginary Friend")


def test_a_partner_ability_the_rules_dont_list_stays_unsupported() -> None:
    c = compiled("Q", LEGEND, "Partner\u2014Best pals", "{1}", "1/1")
    assert c.card is None and [u.text for u in c.unsupported] == ["Partner \u2014 Best pals"]
