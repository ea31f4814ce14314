"""Skipping steps and turns (CR 614.10, 614.10a, 500.11):

- static abilities: "Skip your draw step.", "Players skip their untap steps.", "Each player skips
  their upkeep step." (every occurrence);
- effects: "Target player skips their next draw step.", "You skip your next turn.", "… your next
  two turns." (the next occurrences, used up by them).

Skipping a phase ("skips their next combat phase") isn't read.
"""

from __future__ import annotations

from manastack.model.abilities import SkipStep, StaticEffect
from manastack.model.filters import Controller
from manastack.model.types import Step
from manastack.oracle.combinators import Parser, alt, opt, phrase, phrases, seq, word
from manastack.oracle.grammar.nouns import number, player_subject
from manastack.oracle.ir import EffectIR, PlayerNoun, SkipIR

_STEPS = {"untap": Step.UNTAP, "upkeep": Step.UPKEEP, "draw": Step.DRAW}
_step: Parser[Step] = word(*_STEPS).map(lambda w: _STEPS[w])


def _skip_static() -> Parser[StaticEffect]:
    whose = alt(
        phrase("skip your").value(Controller.YOU),
        phrases("players skip their", "each player skips their").value(Controller.ANY),
        phrases("your opponents skip their", "each opponent skips their").value(Controller.OPPONENT),
    )
    return seq(whose, _step, word("step", "steps")).map(lambda v: SkipStep(v[1], v[0]))


def _skip_next() -> Parser[EffectIR]:
    what = alt(
        seq(_step, word("step")).map(lambda v: (v[0], 1)),
        word("turn").value((None, 1)),
        seq(number, word("turns")).map(lambda v: (None, v[0])),
    )
    return seq(opt(player_subject), word("skip", "skips"), word("your", "their"), word("next"), what).map(
        lambda v: SkipIR(v[0] or PlayerNoun("you"), v[4][0], v[4][1])
    )


skip_static: Parser[StaticEffect] = _skip_static()
skip_clause: Parser[EffectIR] = _skip_next()
