"""Saga chapter lines (CR 714.2): "I — [effect]" is a triggered ability about lore counters put on
the Saga (714.2b), "II, III — [effect]" one such ability per chapter number (714.2c); an ability
word after the chapter symbols is dropped (207.2c); a Saga has the intrinsic "enters with a lore
counter" (714.3a); a chapter whose effect doesn't parse makes the card unsupported, naming it."""

from __future__ import annotations

from manastack.cards.tokens import predefined_token
from manastack.model.abilities import EntersWithCounters, StaticAbility, TriggeredAbility
from manastack.model.effects import CreateToken, DrawCards, GainLife
from manastack.model.triggers import AboutThis, ChapterReached, TriggerEvent
from manastack.oracle import Card, Face, compile_card, ir
from manastack.oracle.grammar.abilities import parse_line
from manastack.oracle.lexer import lines, tokenize
from tests.oracle.helpers import compiled, ok

REMINDER = "(As this Saga enters and after your draw step, add a lore counter. Sacrifice after III.)\n"


def chapters(c: object) -> list[tuple[int, TriggeredAbility]]:
    abilities = getattr(c, "abilities")
    return [(ch.chapter, a) for a in abilities if isinstance(a, TriggeredAbility) and (ch := a.trigger.constraint(ChapterReached)) is not None]


def test_chapter_prefix_is_kept_and_an_ability_word_after_it_dropped() -> None:
    text = "I — Wark — Draw a card.\nII, III — You gain 2 life."
    assert lines(text) == ["I — Draw a card.", "II, III — You gain 2 life."]


def test_a_shared_chapter_line_is_one_triggered_ability_per_chapter() -> None:
    parsed = parse_line(tokenize("II, III — You gain 2 life."), False)
    assert [type(p) for p in parsed] == [ir.TriggeredLine, ir.TriggeredLine]
    assert [p.trigger.constraint(ChapterReached) for p in parsed if isinstance(p, ir.TriggeredLine)] == [ChapterReached(2), ChapterReached(3)]
    assert all(isinstance(p, ir.TriggeredLine) and p.trigger.event is TriggerEvent.COUNTERS_PUT and AboutThis() in p.trigger.constraints for p in parsed)


def test_a_saga_compiles_to_chapter_abilities_and_its_lore_counter() -> None:
    c = ok("Test Tale", "Enchantment — Saga", REMINDER + "I, II — Draw a card.\nIII — You gain 2 life.")
    assert [n for n, _ in chapters(c)] == [1, 2, 3]
    by_number = dict(chapters(c))
    assert isinstance(by_number[1].effects[0], DrawCards) and isinstance(by_number[2].effects[0], DrawCards)
    assert isinstance(by_number[3].effects[0], GainLife)
    statics = [a.effect for a in c.abilities if isinstance(a, StaticAbility)]
    assert statics == [EntersWithCounters("lore", 1)]


def test_a_chapter_that_doesnt_parse_makes_the_card_unsupported_naming_it_once() -> None:
    r = compiled("Test Tale", "Enchantment — Saga", REMINDER + "I, II — Frobnicate the widget.\nIII — Draw a card.")
    assert r.card is None
    assert [u.text for u in r.unsupported] == ["Frobnicate the widget"]


def test_read_ahead_is_unsupported_not_dropped() -> None:
    r = compiled("Test Tale", "Enchantment — Saga", "Read ahead (Choose a chapter and start with that many lore counters.)\nI — Draw a card.")
    assert r.card is None and "Read ahead" in r.explain()


def test_the_saga_layout_compiles() -> None:
    face = Face("History of Benalia", "Legendary Enchantment — Saga", "{1}{W}{W}", REMINDER + "I, II — Create a 2/2 white Knight creature token with vigilance.\nIII — Knights you control get +2/+1 until end of turn.")
    r = compile_card(Card("History of Benalia", "saga", (face,)), predefined_token)
    assert r.card is not None, r.explain()
    one = dict(chapters(r.card))[1]
    assert isinstance(one.effects[0], CreateToken)
