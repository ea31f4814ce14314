"""Honesty: a card with any clause the compiler can't express is unsupported as a whole, and the
clause is named — in the result, the error, and the coverage counts."""

from __future__ import annotations

import pytest

from manastack.cards.tokens import predefined_token
from manastack.oracle import UnsupportedCardError, compile_or_raise
from manastack.oracle.coverage import measure
from tests.oracle.helpers import card, compiled


def test_one_unhandled_clause_makes_the_card_unsupported() -> None:
    c = compiled("Half Bear", "Creature — Bear", "Flying\nWhenever this creature attacks, frobnicate target creature.", pt="2/2")
    assert c.card is None
    assert any("frobnicate target creature" in u.text for u in c.unsupported)


def test_an_unhandled_sentence_inside_a_supported_ability_is_named() -> None:
    c = compiled("Bad Bolt", "Instant", "Bad Bolt deals 3 damage to any target. Then it frobnicates.", "{R}")
    assert c.card is None
    assert [u.text for u in c.unsupported] == ["Then it frobnicates"]


def test_unknown_keyword_and_layout() -> None:
    assert compiled("Cycler", "Creature — Bird", "Flying\nFrobcycling {2}", pt="1/1").card is None
    from manastack.oracle import Card, Face, compile_card

    meld = Card("Graf Rats // Chittering Host", "meld", (Face("Graf Rats", "Creature — Rat", "{1}{B}", "Haste"), Face("Chittering Host", "Legendary Creature — Eldrazi Horror", "", "")))
    assert "meld" in compile_card(meld, predefined_token).unsupported[0].reason
    # A split card whose halves both compile but share a permanent type line (a Room) stays unsupported.
    room = Card("Door // Hall", "split", (Face("Door", "Enchantment — Room", "{1}{W}", "Creatures you control get +1/+1."), Face("Hall", "Enchantment — Room", "{2}", "")))
    assert "Rooms" in compile_card(room, predefined_token).unsupported[0].reason


def test_error_names_the_clause() -> None:
    with pytest.raises(UnsupportedCardError, match="(?i)frobnicate"):
        compile_or_raise(card("Weird", "Sorcery", "Draw a card. Frobnicate each opponent."), predefined_token)


def test_coverage_counts_it_unsupported() -> None:
    cov = measure([card("Good", "Instant", "Draw a card."), card("Weird", "Sorcery", "Draw a card. Frobnicate each opponent.")], predefined_token)
    assert (cov.compiled, cov.total) == (1, 2)
    assert cov.shapes["frobnicate each opponent"] == 1
    assert "Weird" in cov.unsupported_cards


def test_power_of_a_creature_that_died_is_its_last_known_power() -> None:
    """CR 608.2h: "its power" in its own dies trigger is the power it last had on the battlefield,
    which the trigger carries (rules.amounts.last_known; exercised by tests/cards/test_goblin_fireleaper.py)."""
    from manastack.model.abilities import TriggeredAbility
    from manastack.model.effects import DealDamage
    from manastack.model.filters import PowerOf, This

    c = compiled("Fireleaper", "Creature — Goblin", "When this creature dies, it deals damage equal to its power to target creature an opponent controls.", pt="1/1")
    assert c.card is not None
    trig = next(a for a in c.card.abilities if isinstance(a, TriggeredAbility))
    assert trig.effects == (DealDamage(PowerOf(This()), trig.effects[0].to, This()),)  # type: ignore[union-attr]


def test_a_counter_kind_whose_rule_the_engine_lacks_makes_the_card_unsupported() -> None:
    """CR 122.1b, 122.1h: keyword counters and finality counters mean something by the rules; a
    card that puts one whose meaning the engine lacks (an exalted counter: exalted is no keyword
    the engine gives objects; finality counters) must not compile into one that puts meaningless
    counters. A kind with no meaning of its own (122.1: a "charge" counter) compiles."""
    exalted = compiled("Exalting", "Instant", "Put an exalted counter on target creature.", "{1}{W}")
    assert exalted.card is None
    assert [(u.text, u.reason) for u in exalted.unsupported] == [("exalted counter", "exalted counters (CR 122.1b keyword counters)")]
    finality = compiled("Final", "Instant", "Put a finality counter on target creature.", "{B}")
    assert finality.card is None and "CR 122.1h" in finality.unsupported[0].reason
    assert compiled("Battery", "Artifact", "{T}: Put a charge counter on this artifact.").card is not None


def test_a_counter_kind_defined_only_by_reminder_text_needs_its_rule() -> None:
    """Reminder text is dropped (CR 207.2a), but a kind newer than the rules file has its meaning
    only there: the card compiles only if the engine gives the kind that meaning (hone counters do,
    rules.layers; an unknown kind does not)."""
    hone = "Whenever this creature attacks, put a hone counter on each Equipment you control. (Each hone counter on an Equipment grants +1/+0 to equipped creature.)"
    assert compiled("Smith", "Creature — Dwarf", hone, pt="2/1").card is not None
    glint = "Whenever this creature attacks, put a glint counter on each Equipment you control. (Each glint counter on an Equipment grants flying to equipped creature.)"
    c = compiled("Shiner", "Creature — Dwarf", glint, pt="2/1")
    assert c.card is None
    assert c.unsupported[-1].reason == "glint counters (their meaning is in reminder text only)"
