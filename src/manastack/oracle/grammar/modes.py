"""Modal headers beyond "choose one / one or both / two —" (CR 700.2): "Choose three." with "You
may choose the same mode more than once." (700.2d), "Choose one or more —"."""

from __future__ import annotations

from manastack.oracle.combinators import phrase, phrases
from manastack.oracle.lexer import Line

_COUNTS = {"two": 2, "three": 3, "four": 4, "five": 5}


def modal_head(toks: Line) -> tuple[int | None, bool, int] | None:
    """The header of a modal spell's text: (how many modes — None for "one or more" —, whether a
    mode may be chosen more than once, the index after the header), or None. The bulleted modes
    must follow it."""
    head = phrases("choose one or more —", *(f"choose {w} ." for w in _COUNTS), *(f"choose {w} —" for w in _COUNTS))(toks, 0)
    if head is None:
        return None
    text, i = head
    repeat = phrase("you may choose the same mode more than once .")(toks, i)
    if repeat is not None:
        i = repeat[1]
    if i >= len(toks) or toks[i].text != "•":
        return None
    if text == "choose one or more —":
        return None, False, i
    return _COUNTS[text.split()[1]], repeat is not None, i


__all__ = ["modal_head"]
