"""Cards put onto the battlefield from a hand by an effect:

- "You may put a land card from your hand onto the battlefield [tapped]." (Growth Spiral)
- "You may put a green creature card from your hand onto the battlefield." (Elvish Piper)

The card is chosen as the effect happens (not a target, 115.1); it isn't played or cast (305.4,
601.1) — it simply enters (:class:`manastack.model.effects.MoveChosen` from the hand).
"""

from __future__ import annotations

from dataclasses import replace

from manastack.model.filters import OwnerIsYou
from manastack.model.types import Zone
from manastack.oracle.combinators import Parser, alt, opt, phrase, seq, word
from manastack.oracle.grammar.nouns import object_filter
from manastack.oracle.ir import EffectIR, MoveChosen


def _from_your_hand() -> Parser[EffectIR]:
    # object_filter reads "land card" as a card in a library (the zone of a bare "card"): the hand
    # is said after it. "… attached to …" and "… from your hand or graveyard" aren't read.
    card = object_filter.where(lambda f: f.zone is Zone.LIBRARY and f.get(OwnerIsYou) is None)
    onto = alt(phrase("onto the battlefield tapped").value(True), phrase("onto the battlefield").value(False))
    return seq(opt(word("you")), word("put"), word("a", "an"), card, phrase("from your hand"), onto).map(
        lambda v: MoveChosen(replace(v[3], zone=Zone.HAND, predicates=(*v[3].predicates, OwnerIsYou())), Zone.BATTLEFIELD, v[5])
    )


from_hand_clause: Parser[EffectIR] = _from_your_hand()
