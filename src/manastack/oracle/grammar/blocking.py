"""How many creatures block, and which must (CR 509.1a–c), as static abilities:

- "CARDNAME can't be blocked by more than one creature", "Each creature you control with power 4
  or greater can't be blocked by more than one creature" (509.1b);
- "CARDNAME must be blocked if able", "All creatures able to block CARDNAME do so" (509.1c);
- "CARDNAME can block an additional creature each combat", "Enchanted creature can block any
  number of creatures" (509.1a).

The affected creatures are read by the caller's parser (the source, "enchanted creature", a
filter); "can block an additional creature each combat for each Equipment attached to it", "must
be blocked by exactly one creature if able" and "All Walls able to block CARDNAME do so" (a
requirement on some creatures only) aren't read.
"""

from __future__ import annotations

from typing import Any

from manastack.model.abilities import AssignAsThoughUnblocked, AssignsNoCombatDamage, BlockerLimit, BlocksAdditional, MustBeBlocked
from manastack.model.effects import Duration
from manastack.model.filters import AttachedTo, This
from manastack.oracle.combinators import Parser, alt, opt, phrase, phrases, seq, word
from manastack.oracle.grammar.nouns import number, self_noun

#: "one creature", "two creatures"
_creatures = seq(number, word("creature", "creatures")).map(lambda v: v[0])


def blocking_statics(affected: Parser[Any]) -> Parser[BlockerLimit | MustBeBlocked | BlocksAdditional | AssignAsThoughUnblocked]:
    """The static blocking rules of creatures ``affected`` reads (This, AttachedTo or a filter)."""
    # "Each creature you control [with a +1/+1 counter on it] can't be blocked by more than one creature"
    affected = alt(seq(word("each"), affected).map(lambda v: v[1]), affected)
    limit = seq(affected, phrase("can't be blocked by more than"), _creatures, opt(phrase("each combat"))).map(lambda v: BlockerLimit(v[0], v[2]))
    must = seq(affected, phrases("must be blocked if able", "must be blocked each combat if able")).map(lambda v: MustBeBlocked(v[0]))
    own = alt(self_noun.value(This()), seq(word("enchanted", "equipped"), word("creature")).value(AttachedTo()))
    lure = seq(phrase("all creatures able to block"), own, phrase("do so")).map(lambda v: MustBeBlocked(v[1], by_all=True))
    additional = alt(
        phrase("an additional creature").value(1),
        seq(phrase("an additional"), number, word("creatures")).map(lambda v: v[1]),
        phrase("any number of creatures").value(None),
    )
    more = seq(affected, phrase("can block"), additional, opt(phrase("each combat"))).where(
        lambda v: v[2] is None or v[3] is not None  # "an additional creature" needs "each combat"
    ).map(lambda v: BlocksAdditional(v[0], v[2]))
    # 510.1c
    unblocked = alt(
        seq(phrase("you may have"), self_noun).value(This()),
        seq(phrase("enchanted creature's controller may have it")).value(AttachedTo()),
        seq(phrase("equipped creature's controller may have it")).value(AttachedTo()),
    )
    as_though = seq(unblocked, phrase("assign its combat damage as though it weren't blocked")).map(lambda v: AssignAsThoughUnblocked(v[0]))
    return alt(limit, must, lure, more, as_though)


def blocking_effects(subject: Parser[Any]) -> Parser[Any]:
    """The same rules from a resolving spell or ability, for a time (611.2a): "target creature must
    be blocked this turn if able", "it must be blocked this combat if able", "All creatures able to
    block target creature this turn do so", "target creature can block any number of creatures this
    turn", "CARDNAME can't be blocked by more than one creature each combat this turn"; after "and"
    the subject may be left out ("… gets +3/+3 until end of turn and must be blocked this turn if
    able": the object the clause before named)."""
    from manastack.oracle.ir import CombatRuleIR, ItNoun

    placeholder = This()
    turn = alt(phrases("this turn", "each combat this turn").value(Duration.END_OF_TURN), phrase("this combat").value(Duration.END_OF_COMBAT))
    must = seq(phrase("must be blocked"), turn, phrase("if able")).map(lambda v: (MustBeBlocked(placeholder), v[1]))
    more = seq(phrase("can block"), alt(phrase("an additional creature").value(1), phrase("any number of creatures").value(None)), turn).map(
        lambda v: (BlocksAdditional(placeholder, v[1]), v[2])
    )
    limit = seq(phrase("can't be blocked by more than"), _creatures, turn).map(lambda v: (BlockerLimit(placeholder, v[1]), v[2]))
    predicate = alt(must, more, limit)
    lure = seq(phrase("all creatures able to block"), subject, turn, phrase("do so")).map(
        lambda v: CombatRuleIR(v[1], MustBeBlocked(placeholder, by_all=True), v[2])
    )
    # 510.1a: "If you do, CARDNAME assigns no combat damage this turn"
    no_damage = seq(subject, phrase("assigns no combat damage"), turn).map(lambda v: CombatRuleIR(v[0], AssignsNoCombatDamage(placeholder), v[2]))
    return alt(
        no_damage,
        seq(subject, predicate).map(lambda v: CombatRuleIR(v[0], v[1][0], v[1][1])),
        predicate.map(lambda v: CombatRuleIR(ItNoun(), v[0], v[1])),
        lure,
    )
