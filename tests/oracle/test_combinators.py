"""The parser combinators: ``memo`` remembers a rule's results for the tokens it ran on; an
ordered choice dispatches on the first token."""

from __future__ import annotations

from manastack.oracle.combinators import Parser, alt, kind, memo, opt, phrase, seq, word
from manastack.oracle.lexer import Kind, tokenize


def test_memo_parses_a_position_once_per_token_sequence_and_gives_the_same_results() -> None:
    calls: list[int] = []

    def counted(toks, pos):  # type: ignore[no-untyped-def]
        calls.append(pos)
        return word("draw")(toks, pos)

    p = memo(Parser(counted))
    a = tokenize("draw a card")
    assert p(a, 0) == word("draw")(a, 0) and p(a, 0) == p(a, 0)
    assert p(a, 1) is None
    assert calls == [0, 1]  # each position of these tokens parsed once
    b = tokenize("draw two cards")  # other tokens: parsed again, not taken from the cache
    assert p(b, 0) == word("draw")(b, 0)
    assert calls == [0, 1, 0]


def test_memo_keeps_no_result_of_a_parse_during_which_other_tokens_took_the_cache_over() -> None:
    """A rule that parses other tokens inside itself (a quoted ability) must not leave the outer
    tokens' result in the cache under the inner tokens."""
    inner = tokenize("gain 1 life")

    def nested(toks, pos):  # type: ignore[no-untyped-def]
        if toks is not inner:
            p(inner, 0)  # takes the cache over for the inner tokens
        return word("draw", "gain")(toks, pos)

    p = memo(Parser(nested))
    outer = tokenize("draw a card")
    assert p(outer, 0) == ("draw", 1)
    assert p(inner, 0) == ("gain", 1)  # not the outer tokens' result


def test_an_ordered_choice_tries_only_alternatives_that_can_start_with_the_token_at_hand() -> None:
    tried: list[str] = []

    def spy(name: str, p: Parser[str]) -> Parser[str]:
        def run(toks, pos):  # type: ignore[no-untyped-def]
            tried.append(name)
            return p(toks, pos)

        return Parser(run, p.first, p.nullable)

    choice = alt(spy("draw", phrase("draw a card")), spy("gain", phrase("gain life")), spy("number", kind(Kind.NUM).map(lambda t: t.text)))
    assert choice(tokenize("gain life"), 0) == ("gain life", 2)
    assert tried == ["gain"]
    tried.clear()
    assert choice(tokenize("3"), 0) == ("3", 1)  # a number is looked up by its kind
    assert tried == ["number"]


def test_a_sequence_beginning_with_an_optional_word_starts_with_it_or_with_what_follows() -> None:
    then_if = seq(opt(word("then")), word("if")).map(lambda v: v[1])
    assert then_if.first == frozenset({"then", "if"}) and not then_if.nullable
    choice = alt(word("draw"), then_if)
    assert choice(tokenize("then if"), 0) == ("if", 2)
    assert choice(tokenize("if"), 0) == ("if", 1)
    assert opt(word("then")).nullable and alt(word("draw"), opt(word("then"))).nullable
    # a nullable alternative is tried whatever the token
    assert alt(word("draw"), opt(word("then")))(tokenize("gain"), 0) == (None, 0)


def test_phrase_gives_one_parser_per_text() -> None:
    assert phrase("until end of turn") is phrase("until end of turn")
