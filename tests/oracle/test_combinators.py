"""The parser combinators: ``memo`` remembers a rule's results for the tokens it ran on."""

from __future__ import annotations

from manastack.oracle.combinators import Parser, memo, word
from manastack.oracle.lexer import tokenize


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
