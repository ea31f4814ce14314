"""Kicker and the clauses that refer to it (CR 702.33): the keyword line ("Kicker {2}{G}",
"Kicker—Sacrifice two lands", "Multikicker {1}{W}"), "if this spell was kicked, [effects]",
"if this spell was kicked, [effects] instead" (the kicked version of the effect before it, sharing
its targets), "When this creature enters, if it was kicked, …" (an intervening "if", 603.4), and
"If this creature was kicked, it enters with N +1/+1 counters on it" / "… a +1/+1 counter on it for
each time it was kicked" (614.1c)."""

from __future__ import annotations

from manastack.mana import ManaCost
from manastack.model.abilities import AdditionalCost, EntersWithCounters, SpellAbility, StaticAbility, TriggeredAbility
from manastack.model.conditions import CostPaid
from manastack.model.costs import SacrificePermanents
from manastack.model.effects import Conditional, CreateToken, DealDamage, DrawCards, GainLife, ModifyPT
from manastack.model.filters import Target, This, TimesPaid
from manastack.oracle import ir
from manastack.oracle.grammar.abilities import parse_line
from manastack.oracle.lexer import tokenize
from tests.oracle.helpers import compiled, ok

KICKED = CostPaid("kicker")


def _kicker(text: str) -> ir.KickerLine:
    (line,) = parse_line(tokenize(text), True)
    assert isinstance(line, ir.KickerLine), line
    return line


def test_keyword_lines() -> None:
    k = _kicker("Kicker {2}{G}")
    assert k.cost.mana == ManaCost.parse("{2}{G}") and not k.multi
    k = _kicker("Kicker—Sacrifice two lands.")
    assert k.cost.mana is None and (sac := k.cost.part(SacrificePermanents)) is not None and sac.count == 2
    k = _kicker("Multikicker {1}{W}")
    assert k.cost.mana == ManaCost.parse("{1}{W}") and k.multi


def test_kicker_lowers_to_an_optional_additional_cost() -> None:
    c = ok("Kicked Thing", "Creature — Bear", "Kicker {4}\nMultikicker {1}", "{1}{G}", "2/2")
    kick, multi = (a for a in c.abilities if isinstance(a, AdditionalCost))
    assert (kick.name, kick.optional, kick.multi, kick.cost.mana) == ("kicker", True, False, ManaCost.parse("{4}"))
    assert (multi.optional, multi.multi, multi.text) == (True, True, "Multikicker {1}")


def test_a_kicker_whose_cost_the_grammar_cannot_read_is_unsupported() -> None:
    c = compiled("Odd Kicker", "Instant", "Kicker—Put a creature card from your hand on top of your library.\nDraw a card.")
    assert c.card is None and "kicker" in c.explain().lower()


def test_if_this_spell_was_kicked_adds_effects() -> None:
    c = ok("Kicked Draw", "Sorcery", "Kicker {1}{U}\nTarget creature gets +2/+0 until end of turn. If this spell was kicked, draw a card.")
    sa = c.spell_ability
    assert sa is not None
    pump, cond = sa.effects
    assert isinstance(pump, ModifyPT)
    assert isinstance(cond, Conditional) and cond.condition == KICKED and cond.otherwise == ()
    assert isinstance(cond.effects[0], DrawCards)


def test_it_deals_after_if_this_spell_was_kicked_is_the_spell() -> None:
    c = ok("Kicked Shock", "Sorcery", "Kicker {R}\nTarget player discards a card. If this spell was kicked, it deals 3 damage to that player.")
    sa = c.spell_ability
    assert sa is not None
    cond = sa.effects[-1]
    assert isinstance(cond, Conditional)
    (dmg,) = cond.effects
    assert isinstance(dmg, DealDamage) and dmg.amount == 3 and dmg.to == Target(0) and dmg.source == This()


def test_instead_replaces_the_sentence_before_and_keeps_its_target() -> None:
    c = ok("Burst Thing", "Instant", "Kicker {4}\nBurst Thing deals 2 damage to any target. If this spell was kicked, it deals 4 damage instead.")
    sa = c.spell_ability
    assert sa is not None and len(sa.targets) == 1
    (cond,) = sa.effects
    assert isinstance(cond, Conditional) and cond.condition == KICKED
    assert [(e.amount, e.to) for e in cond.effects if isinstance(e, DealDamage)] == [(4, Target(0))]
    assert [(e.amount, e.to) for e in cond.otherwise if isinstance(e, DealDamage)] == [(2, Target(0))]


def test_instead_with_that_creature_refers_to_the_same_target() -> None:
    c = ok("Kicked Growth", "Instant", "Kicker {R}\nTarget creature gets +2/+2 until end of turn. If this spell was kicked, that creature gets +4/+4 until end of turn instead.")
    sa = c.spell_ability
    assert sa is not None and len(sa.targets) == 1
    (cond,) = sa.effects
    assert isinstance(cond, Conditional)
    (big,), (small,) = cond.effects, cond.otherwise
    assert isinstance(big, ModifyPT) and isinstance(small, ModifyPT)
    assert (big.what, big.power, small.what, small.power) == (Target(0), 4, Target(0), 2)


def test_create_more_of_those_tokens_instead() -> None:
    c = ok("Kicked Migration", "Sorcery", "Kicker {4}\nCreate two 1/1 green Saproling creature tokens. If this spell was kicked, create four of those tokens instead.")
    sa = c.spell_ability
    assert sa is not None
    (cond,) = sa.effects
    assert isinstance(cond, Conditional)
    (more,), (fewer,) = cond.effects, cond.otherwise
    assert isinstance(more, CreateToken) and isinstance(fewer, CreateToken)
    assert (more.count, fewer.count, more.token) == (4, 2, fewer.token)


def test_an_instead_effect_with_targets_of_its_own_is_unsupported() -> None:
    # CR 601.2c: the spell's targets are chosen once; the kicked version can't ask for other ones here.
    c = compiled(
        "Kicked Thirst", "Sorcery",
        "Kicker {2}{B}\nDestroy target creature with mana value 2 or less. If this spell was kicked, instead destroy target creature.",
    )
    assert c.card is None and "targets of its own" in c.explain()


def test_enters_trigger_with_intervening_if_it_was_kicked() -> None:
    c = ok("Kicked Reader", "Creature — Human", "Kicker {2}{G}\nWhen this creature enters, if it was kicked, draw two cards.", "{2}{G}", "1/4")
    (trig,) = (a for a in c.abilities if isinstance(a, TriggeredAbility))
    assert trig.intervening_if == KICKED and trig.effects == (DrawCards(2),)


def test_enters_with_counters_if_kicked_and_for_each_kick() -> None:
    c = ok("Kicked Drake", "Creature — Drake", "Kicker {4}\nIf this creature was kicked, it enters with two +1/+1 counters on it.", "{2}{U}", "2/2")
    (st,) = (a for a in c.abilities if isinstance(a, StaticAbility))
    assert st.effect == EntersWithCounters("+1/+1", 2) and st.condition == KICKED
    c = ok("Kicked Hawks", "Creature — Bird", "Multikicker {1}{W}\nThis creature enters with a +1/+1 counter on it for each time it was kicked.", "{W}", "2/2")
    (st,) = (a for a in c.abilities if isinstance(a, StaticAbility))
    assert st.effect == EntersWithCounters("+1/+1", TimesPaid("kicker")) and st.condition is None


def test_spell_ability_of_a_kicker_card_is_not_partial() -> None:
    # Every clause compiles or the card is unsupported: a kicked clause the grammar can't read
    # leaves the card unsupported, never a card without it.
    c = compiled("Kicked Oddity", "Sorcery", "Kicker {1}\nDraw a card. If this spell was kicked, each player antes the top card of their library.")
    assert c.card is None
    assert isinstance(ok("Plain Draw", "Sorcery", "Kicker {1}\nDraw a card.").spell_ability, SpellAbility)


def test_targets_chosen_only_if_kicked_are_unsupported() -> None:
    # CR 702.33g: the target of "if this spell was kicked, it deals 3 damage to another target" is
    # chosen only if the spell was kicked; the model's targets are always chosen, so no card.
    c = compiled("Kicked Burst", "Instant", "Kicker {1}\nThis spell deals 2 damage to target creature. If this spell was kicked, destroy target artifact.")
    assert c.card is None and "only if the spell was kicked" in c.explain()


def test_life_for_each_time_it_was_kicked() -> None:
    c = ok("Kicked Keeper", "Creature — Angel", "Multikicker {W}\nWhen this creature enters, you gain 2 life for each time it was kicked.", "{3}{W}", "2/4")
    (trig,) = (a for a in c.abilities if isinstance(a, TriggeredAbility))
    (gain,) = trig.effects
    assert isinstance(gain, GainLife) and gain.amount == TimesPaid("kicker", 2)
