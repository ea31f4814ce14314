"""Piles (CR 700.3), sentence by sentence:

- "Reveal the top five cards of your library. An opponent separates those cards into two piles.
  Put one pile into your hand and the other into your graveyard." (Fact or Fiction)
- "Reveal the top five cards of your library and separate them into two piles. An opponent chooses
  one of those piles. Put that pile into your hand and the other into your graveyard." (Steam Augury)
- "… and the other on the bottom of your library in any order" (Jace, Architect of Thought)

The first sentence gives an incomplete :class:`PilesIR` (or an incomplete "reveal the top N cards"
that the next sentence turns into one); the later sentences complete it. Text that leaves it
incomplete doesn't lower (the card is unsupported)."""

from __future__ import annotations

from dataclasses import replace

from manastack.model.filters import Controller
from manastack.model.types import Zone
from manastack.oracle.combinators import Parser, alt, parse_all, phrase, phrases, seq
from manastack.oracle.grammar.nouns import amount_literal
from manastack.oracle.ir import EffectIR, LookTopIR, PilesIR
from manastack.oracle.lexer import Line

#: "Reveal the top five cards of your library and separate them into two piles" (you separate).
_reveal_and_separate = seq(phrase("reveal the top"), amount_literal, phrase("cards of your library and separate them into two piles")).map(
    lambda v: PilesIR(v[1], Controller.YOU)
)
_opponent_separates = phrase("an opponent separates those cards into two piles")
_opponent_chooses = phrase("an opponent chooses one of those piles")

#: Where the other pile goes.
_other_to: Parser[Zone] = alt(
    phrase("into your graveyard").value(Zone.GRAVEYARD),
    phrase("on the bottom of your library in any order").value(Zone.LIBRARY),
)
#: "Put one pile into your hand and the other into your graveyard" (you choose the pile), "Put that
#: pile into your hand and …" (the pile chosen before): (the pile phrase, the other pile's zone).
_put_piles = seq(phrases("put one pile", "put that pile"), phrase("into your hand and the other"), _other_to).map(lambda v: (v[0], v[2]))


def piles_start(sentence: Line) -> PilesIR | None:
    """A sentence that starts a piles effect with a separation by its controller."""
    return parse_all(_reveal_and_separate, sentence)


def piles_more(sentence: Line, prev: EffectIR | None) -> PilesIR | None:
    """``prev`` continued by the sentence: an opponent separates the revealed cards, an opponent
    chooses a pile, where the piles go. None if the sentence doesn't continue it."""
    if isinstance(prev, LookTopIR) and prev.reveal_all and prev.rest_zone is None and prev.take == 0:
        if parse_all(_opponent_separates, sentence) is not None:
            return PilesIR(prev.count, Controller.OPPONENT)
        return None
    if not isinstance(prev, PilesIR) or prev.chosen_zone is not None:
        return None
    if prev.chooser is None and prev.separator is Controller.YOU and parse_all(_opponent_chooses, sentence) is not None:
        return replace(prev, chooser=Controller.OPPONENT)
    put = parse_all(_put_piles, sentence)
    if put is None:
        return None
    which, other = put
    if which == "put one pile" and prev.chooser is None and prev.separator is Controller.OPPONENT:
        return replace(prev, chooser=Controller.YOU, chosen_zone=Zone.HAND, other_zone=other)
    if which == "put that pile" and prev.chooser is not None:
        return replace(prev, chosen_zone=Zone.HAND, other_zone=other)
    return None


__all__ = ["piles_more", "piles_start"]
