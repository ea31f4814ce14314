"""Players shuffling (CR 701.24a): "Target player shuffles their graveyard into their library",
"Shuffle your graveyard into your library", "Each player shuffles their graveyard into their
library"; "Target player shuffles their library", "Shuffle your library"."""

from __future__ import annotations

from manastack.oracle.combinators import Parser, alt, opt, phrases, seq, word
from manastack.oracle.grammar.nouns import player_subject
from manastack.oracle.ir import EffectIR, PlayerNoun, PlayerVerb

_their = phrases("their", "your")
#: "shuffles their graveyard into their library" → the verb of :class:`PlayerVerb`.
_what: Parser[str] = alt(
    seq(_their, word("graveyard"), word("into"), _their, word("library")).value("shuffle graveyard into library"),
    seq(_their, word("library")).value("shuffle library"),
)

shuffles: Parser[EffectIR] = alt(
    seq(player_subject.where(lambda n: n != PlayerNoun("you")), word("shuffles"), _what).map(lambda v: PlayerVerb(v[2], v[0])),
    seq(opt(word("then")), word("shuffle"), _what).map(lambda v: PlayerVerb(v[2], PlayerNoun("you"))),
)

__all__ = ["shuffles"]
