"""Rolling a die (CR 706): "Roll a d20." followed by a results table (706.3a)."""

from __future__ import annotations

from manastack.model.abilities import SpellAbility
from manastack.model.effects import DrawCards, LoseLife, RollDie
from manastack.oracle.lexer import lines
from tests.oracle.helpers import compiled, ok


def roll(text: str) -> RollDie:
    spell = ok("Test", "Sorcery", text).abilities[0]
    assert isinstance(spell, SpellAbility)
    (r,) = spell.effects
    assert isinstance(r, RollDie)
    return r


def test_706_3a_table_rows_are_part_of_the_ability() -> None:
    text = "Roll a d20.\n1 | Trapped! — You lose 3 life.\n2—9 | Draw a card.\n10+ | Draw two cards."
    # each row joins the line above; a row's flavour name ("Trapped!") has no rules meaning
    assert lines(text) == ["Roll a d20. 1 | You lose 3 life. 2—9 | Draw a card. 10+ | Draw two cards."]
    r = roll(text)
    assert r.sides == 20
    assert [(row.low, row.high) for row in r.table] == [(1, 1), (2, 9), (10, None)]
    assert r.table[0].effects == (LoseLife(3),) and r.table[2].effects == (DrawCards(2),)


def test_706_1a_n_sided_dice() -> None:
    assert roll("Roll a six-sided die.\n1—3 | Draw a card.\n4—6 | Draw two cards.").sides == 6
    assert roll("Roll a d4.\n1—4 | Draw a card.").sides == 4


def test_a_row_that_doesnt_parse_leaves_the_card_unsupported() -> None:
    c = compiled("Test", "Sorcery", "Roll a d20.\n1—9 | Frobnicate a widget.\n10—20 | Draw a card.")
    assert c.card is None and "Frobnicate a widget" in c.explain()


def test_a_table_after_a_roll_with_a_modifier_stays_unsupported() -> None:
    """706.2 modifiers ("and add the number of cards in your hand") aren't read."""
    assert compiled("Test", "Sorcery", "Roll a d20 and add the number of cards in your hand.\n1—14 | Draw a card.\n15+ | Draw two cards.").card is None
