"""Modal headers beyond "choose one / one or both / two —" (CR 700.2): "Choose three." with "You
may choose the same mode more than once." (700.2d), "Choose one or more —"; spree's modes with
their costs (702.172a, 700.2h)."""

from __future__ import annotations

from manastack.mana import ManaCost
from manastack.model.costs import Cost
from manastack.oracle.combinators import phrase, phrases
from manastack.oracle.lexer import Kind, Line

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




def spree_modes(toks: Line) -> tuple[tuple[Cost | None, ...], list[Line]] | None:
    """CR 702.172a: "Spree" then "+ [cost] — [effect]" modes: "Choose one or more modes. As an
    additional cost to cast this spell, pay the costs associated with those modes" (700.2h). Each
    mode's mana cost and its text; None if a mode's cost isn't mana."""
    if len(toks) < 2 or toks[0].text != "spree" or toks[1].text != "+":
        return None
    costs: list[Cost | None] = []
    texts: list[Line] = []
    starts = [i for i, t in enumerate(toks) if t.kind is Kind.PUNCT and t.text == "+" and i + 1 < len(toks) and toks[i + 1].kind is Kind.MANA]
    if not starts or starts[0] != 1:
        return None
    for k, i in enumerate(starts):
        end = starts[k + 1] if k + 1 < len(starts) else len(toks)
        j = i + 1
        while j < end and toks[j].kind is Kind.MANA:
            j += 1
        if j >= end or toks[j].text != "—":
            return None
        try:
            mana = ManaCost.parse("".join(t.text for t in toks[i + 1:j]))
        except ValueError:
            return None
        costs.append(Cost(mana=mana))
        texts.append(toks[j + 1:end])
    return tuple(costs), texts


__all__ = ["modal_head", "spree_modes"]
