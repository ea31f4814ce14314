"""The combinators and the grammar: which IR each sentence shape parses to."""

from __future__ import annotations

from manastack.model.filters import (
    CardTypes,
    Controller,
    ControllerIs,
    HasKeyword,
    ManaValueAtMost,
    NotCardTypes,
    ObjectFilter,
    Other,
    OwnerIsYou,
    Subtypes,
    TargetKind,
)
from manastack.model.types import CardType, Keyword, Zone
from manastack.oracle import ir
from manastack.oracle.combinators import alt, list_of, opt, parse_all, phrase, seq, word
from manastack.oracle.grammar.abilities import parse_line
from manastack.oracle.grammar.nouns import object_filter, target_noun
from manastack.oracle.lexer import tokenize

CREATURE = frozenset({CardType.CREATURE})


def test_combinators_backtrack_and_sequence() -> None:
    p = alt(seq(word("a"), word("b")), seq(word("a"), word("c")))
    assert parse_all(p, tokenize("a c")) == ("a", "c")
    assert parse_all(seq(opt(word("x")), phrase("until end of turn")), tokenize("until end of turn")) == (None, "until end of turn")
    assert parse_all(list_of(word("a", "b", "c")), tokenize("a, b, and c")) == ["a", "b", "c"]
    assert parse_all(word("a"), tokenize("a b")) is None  # parse_all needs every token


def test_object_filters() -> None:
    f = parse_all(object_filter, tokenize("nonland permanent an opponent controls"))
    assert f is not None and f.predicates == (NotCardTypes(frozenset({CardType.LAND})), ControllerIs(Controller.OPPONENT))
    f = parse_all(object_filter, tokenize("other Elf creatures you control"))
    assert f is not None and f.predicates == (CardTypes(CREATURE), Subtypes(frozenset({"Elf"})), ControllerIs(Controller.YOU), Other())
    f = parse_all(object_filter, tokenize("creature card with mana value 3 or less from your graveyard"))
    assert f is not None and f.get(ManaValueAtMost) == ManaValueAtMost(3) and f.zone is Zone.GRAVEYARD and f.get(OwnerIsYou) is not None
    f = parse_all(object_filter, tokenize("Orcs and Goblins you control"))
    assert f is not None and f.get(Subtypes) == Subtypes(frozenset({"Orc", "Goblin"}))


def test_target_nouns() -> None:
    t = parse_all(target_noun, tokenize("up to one target creature"))
    assert t is not None and t.count == 1 and t.min_count == 0
    t = parse_all(target_noun, tokenize("one or two target creatures"))
    assert t is not None and (t.count, t.min_count) == (2, 1)
    t = parse_all(target_noun, tokenize("target opponent"))
    assert t is not None and t.kind is TargetKind.PLAYER and t.player_controller is Controller.OPPONENT
    t = parse_all(target_noun, tokenize("target creature spell you control"))
    assert t is not None and t.kind is TargetKind.SPELL


def test_keyword_line() -> None:
    assert parse_line(tokenize("Flying, deathtouch"), False) == [ir.KeywordLine(Keyword.FLYING), ir.KeywordLine(Keyword.DEATHTOUCH)]
    [equip] = parse_line(tokenize("Equip Human {1}"), False)
    assert isinstance(equip, ir.EquipLine) and equip.filter.get(Subtypes) == Subtypes(frozenset({"Human"}))


def test_trigger_enters_or_attacks_is_two_abilities() -> None:
    abilities = parse_line(tokenize("Whenever ~ enters or attacks, scry 1."), False)
    assert [type(a) for a in abilities] == [ir.TriggeredLine, ir.TriggeredLine]


def test_unparsed_sentence_is_an_unsupported_node_naming_the_clause() -> None:
    [spell] = parse_line(tokenize("Draw a card. Frobnicate target creature."), True)
    assert isinstance(spell, ir.SpellLine)
    bad = [e for e in spell.body.effects if isinstance(e, ir.Unsupported)]
    assert [b.text for b in bad] == ["Frobnicate target creature"]


def test_modal_spell() -> None:
    [spell] = parse_line(tokenize("Choose one — • Draw a card. • Scry 2."), True)
    assert isinstance(spell, ir.SpellLine) and len(spell.body.modes) == 2


def test_filter_suffix_targets() -> None:
    t = parse_all(target_noun, tokenize("target creature with flying"))
    assert t is not None and t.filter == ObjectFilter((CardTypes(CREATURE), HasKeyword(Keyword.FLYING)), description="creature with flying")


def test_draw_replacements_yours_and_an_opponents_redirected() -> None:
    """CR 121.6, 614.1a: "If you would draw a card [except the first …], draw N cards instead"
    replaces its controller's draws; "If an opponent would draw a card except the first one they
    draw in each of their draw steps, instead that player skips that draw and you draw a card"
    replaces an opponent's draws with a draw by the effect's controller (``redirect``)."""
    from manastack.model.abilities import DrawReplacement

    def effect(text: str) -> object:
        [line] = parse_line(tokenize(text), False)
        assert isinstance(line, ir.StaticLine), line
        return line.effect

    assert effect("If you would draw a card except the first one you draw in each of your draw steps, draw two cards instead.") == DrawReplacement(2, True)
    assert effect("If you would draw a card, draw two cards instead.") == DrawReplacement(2, False)
    assert effect(
        "If an opponent would draw a card except the first one they draw in each of their draw steps, instead that player skips that draw and you draw a card."
    ) == DrawReplacement(1, True, Controller.OPPONENT, redirect=True)
