"""Discard costs (CR 701.9, 602.2b): "Discard a creature card", "Discard a card at random",
"Discard your hand"; a discard cost the grammar can't describe stays unsupported."""

from __future__ import annotations

from manastack.model.abilities import ActivatedAbility
from manastack.model.costs import DiscardCards, DiscardHand
from manastack.model.filters import CardTypes, Subtypes
from manastack.model.types import CardType, Zone
from tests.oracle.helpers import compiled, ok


def _cost_parts(text: str, type_line: str = "Enchantment") -> tuple[object, ...]:
    c = ok("Test", type_line, text)
    (ab,) = [a for a in c.abilities if isinstance(a, ActivatedAbility)]
    return ab.cost.parts


def test_discard_a_creature_card_survival_of_the_fittest() -> None:
    (part,) = _cost_parts("{G}, Discard a creature card: Search your library for a creature card, reveal that card, put it into your hand, then shuffle.")
    assert isinstance(part, DiscardCards) and part.count == 1 and not part.random
    assert part.filter is not None and part.filter.zone is Zone.HAND
    assert part.filter.get(CardTypes) == CardTypes(frozenset({CardType.CREATURE}))


def test_discard_a_subtype_card_lys_alana_scarblade() -> None:
    parts = _cost_parts("{T}, Discard an Elf card: Draw a card.", "Creature — Elf Assassin")
    (part,) = [p for p in parts if isinstance(p, DiscardCards)]
    assert part.filter is not None and part.filter.get(Subtypes) == Subtypes(frozenset({"Elf"}))


def test_discard_cards_at_random_meteor_storm() -> None:
    (part,) = _cost_parts("{2}{R}{G}, Discard two cards at random: This enchantment deals 4 damage to any target.")
    assert part == DiscardCards(2, None, True)


def test_discard_your_hand_null_brooch() -> None:
    parts = _cost_parts("{2}, {T}, Discard your hand: Counter target noncreature spell.", "Artifact")
    assert DiscardHand() in parts


def test_plain_discard_a_card_is_unchanged() -> None:
    assert _cost_parts("{1}, Discard a card: Draw a card.") == (DiscardCards(1),)


def test_discard_a_card_by_name_stays_unsupported() -> None:
    # Grandeur (Baru, Fist of Krosa): "another card named …" is not a filter of the grammar
    c = compiled("Baru", "Legendary Creature — Human Druid", "Grandeur — Discard another card named Baru: Draw a card.")
    assert c.card is None and "Discard another card named CARDNAME" in c.explain()


def test_reveal_a_card_from_your_hand_as_one_of_two_additional_costs() -> None:
    from manastack.model.costs import RevealFromHand

    c = compiled("Wren's Run Vanquisher", "Creature — Elf Warrior",
                 "As an additional cost to cast this spell, reveal an Elf card from your hand or pay {3}.\nDeathtouch", "{1}{G}", "3/3")
    assert c.card is not None
    (reveal, pay) = getattr(c.card.abilities[0], "choices")
    assert len(reveal.parts) == 1 and isinstance(reveal.parts[0], RevealFromHand) and reveal.parts[0].filter.zone is Zone.HAND
    assert pay.mana is not None and pay.mana.generic == 3
    unread = compiled("Test Vanquisher", "Creature — Elf Warrior",
                      "As an additional cost to cast this spell, reveal an Elf card from your hand at random or pay {3}.", "{1}{G}", "3/3")
    assert unread.card is None and "reveal an Elf card from your hand at random" in unread.explain()
