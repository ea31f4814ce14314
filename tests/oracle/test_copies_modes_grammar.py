"""Copies of spells and modes: "Choose three. You may choose the same mode more than once." (CR
700.2d), "Choose one or more —" (700.2), spree (702.172a), escalate (702.120a), replicate
(702.56a), casualty (702.153a), conspire (702.78a) and "copy that spell" (707.10) — real cards
compile, and variants the grammar doesn't read stay unsupported with their clause named."""

from __future__ import annotations

from manastack.model.abilities import AdditionalCost, SpellAbility, TriggeredAbility
from manastack.model.costs import SacrificePermanents, TapUntapped
from manastack.model.effects import CopySpell, May
from manastack.model.filters import EventObject, PowerAtLeast, SharesColorWithSource, This, TimesPaid
from manastack.model.triggers import AboutThis, TriggerCondition, TriggerEvent
from tests.oracle.helpers import compiled, ok

FIERY_CONFLUENCE = (
    "Choose three. You may choose the same mode more than once.\n"
    "• Fiery Confluence deals 1 damage to each creature.\n"
    "• Fiery Confluence deals 2 damage to each opponent.\n"
    "• Destroy target artifact."
)


def _spell(text: str, name: str = "Test Spell", type_line: str = "Sorcery", cost: str = "{2}{R}{R}") -> SpellAbility:
    c = ok(name, type_line, text, cost)
    (sa,) = [a for a in c.abilities if isinstance(a, SpellAbility)]
    return sa


def test_choose_three_same_mode_more_than_once() -> None:
    sa = _spell(FIERY_CONFLUENCE, "Fiery Confluence")
    assert (len(sa.modes), sa.choose, sa.repeat_modes, sa.at_least) == (3, 3, True, None)
    assert sa.modes[2].targets  # "Destroy target artifact": its own target each time it is chosen


def test_choose_five_same_mode() -> None:
    text = ("Choose five. You may choose the same mode more than once.\n• Draw a card.\n• You gain 2 life.")
    sa = _spell(text)
    assert (sa.choose, sa.repeat_modes) == (5, True)


def test_choose_three_without_repeat_sentence() -> None:
    sa = _spell("Choose three —\n• Draw a card.\n• You gain 2 life.\n• Target player mills two cards.")
    assert (sa.choose, sa.repeat_modes) == (3, False)


def test_choose_one_or_more() -> None:
    sa = _spell("Choose one or more —\n• Exile all artifacts.\n• Exile all creatures.\n• Exile all enchantments.", "Farewell")
    assert (sa.choose, sa.at_least, sa.repeat_modes) == (3, 1, False)


def test_choose_x_stays_unsupported() -> None:
    c = compiled("Test Spell", "Sorcery", "Choose X. You may choose the same mode more than once.\n• Draw a card.\n• You gain 2 life.", "{X}{B}")
    assert not c.ok
    assert any("choose x" in u.text.lower() for u in c.unsupported)


def test_escalate() -> None:
    text = ("Escalate {1} (Pay this cost for each mode chosen beyond the first.)\nChoose one or more —\n"
            "• Target player gains 4 life.\n• Untap up to two target creatures.")
    c = ok("Test Alliance", "Instant", text, "{1}{W}")
    (cost,) = [a for a in c.abilities if isinstance(a, AdditionalCost)]
    assert (cost.name, cost.optional) == ("escalate", False)
    (sa,) = [a for a in c.abilities if isinstance(a, SpellAbility)]
    assert (sa.choose, sa.at_least) == (2, 1)


def test_escalate_with_an_unread_mode_stays_unsupported() -> None:
    text = ("Escalate {1}\nChoose one or more —\n• Target player discards all the cards in their hand, then draws that many cards.\n"
            "• Collective Defiance deals 4 damage to target creature.")
    c = compiled("Collective Defiance", "Sorcery", text, "{1}{R}{R}")
    assert not c.ok
    assert any("draws that many cards" in u.text for u in c.unsupported)


def test_replicate() -> None:
    text = ("Replicate {1}{R} (When you cast this spell, copy it for each time you paid its replicate cost. "
            "You may choose new targets for the copies.)\nPyromatics deals 1 damage to any target.")
    c = ok("Pyromatics", "Instant", text, "{1}{R}")
    (cost,) = [a for a in c.abilities if isinstance(a, AdditionalCost)]
    assert (cost.name, cost.optional, cost.multi) == ("replicate", True, True)
    (trig,) = [a for a in c.abilities if isinstance(a, TriggeredAbility)]
    assert trig.trigger == TriggerCondition(TriggerEvent.CAST, (AboutThis(),))
    assert trig.effects == (CopySpell(This(), times=TimesPaid("replicate")),)


def test_replicate_with_a_cost_other_than_mana() -> None:
    c = ok("Exterminate!", "Sorcery", "Replicate—Tap an untapped Dalek you control.\nDestroy target creature.", "{1}{B}")
    (cost,) = [a for a in c.abilities if isinstance(a, AdditionalCost)]
    assert cost.cost.mana is None and cost.cost.parts


def test_casualty() -> None:
    text = ("Casualty 2 (As you cast this spell, you may sacrifice a creature with power 2 or greater. When you do, "
            "copy this spell and you may choose a new target for the copy.)\nLight 'Em Up deals 2 damage to target creature or planeswalker.")
    c = ok("Light 'Em Up", "Sorcery", text, "{1}{R}")
    (cost,) = [a for a in c.abilities if isinstance(a, AdditionalCost)]
    assert (cost.name, cost.optional, cost.multi) == ("casualty", True, False)
    (part,) = cost.cost.parts
    assert isinstance(part, SacrificePermanents) and part.filter.get(PowerAtLeast) == PowerAtLeast(2)
    (trig,) = [a for a in c.abilities if isinstance(a, TriggeredAbility)]
    assert trig.effects == (CopySpell(This(), times=TimesPaid("casualty")),)


def test_casualty_x_stays_unsupported() -> None:
    c = compiled("Test Adversary", "Legendary Planeswalker — Ob Nixilis", "Casualty X. The copy isn't legendary and has starting loyalty X.\n+1: Draw a card.", "{1}{B}{R}")
    assert not c.ok
    assert any("Casualty X" in u.text for u in c.unsupported)


def test_granted_replicate_stays_unsupported() -> None:
    c = compiled("Test Sliver", "Creature — Sliver", "Each Sliver spell you cast has replicate. The replicate cost is equal to its mana cost.", "{3}{G}{G}")
    assert not c.ok
    assert any("replicate" in u.text for u in c.unsupported)


def test_spree_modes_with_costs() -> None:
    text = ("Spree (Choose one or more additional costs.)\n+ {2} — Explosive Derailment deals 4 damage to target creature.\n"
            "+ {2} — Destroy target artifact.")
    sa = _spell(text, "Explosive Derailment", "Instant", "{R}")
    assert (sa.choose, sa.at_least) == (2, 1)
    assert [m.cost.mana.text() if m.cost and m.cost.mana else None for m in sa.modes] == ["{2}", "{2}"]


def test_spree_coloured_mode_cost() -> None:
    text = ("Spree (Choose one or more additional costs.)\n+ {1}{U} — Counter target spell.\n+ {2} — Draw two cards, then discard a card.")
    sa = _spell(text, "Test Steps", "Instant", "{U}")
    assert sa.modes[0].cost is not None and sa.modes[0].cost.mana is not None and sa.modes[0].cost.mana.mana_value == 2


def test_spree_with_an_unread_mode_stays_unsupported() -> None:
    text = ("Spree (Choose one or more additional costs.)\n+ {1} — Target creature gains double strike until end of turn.\n"
            "+ {1} — Target opponent loses half their life, rounded up.")
    c = compiled("Test Spree", "Instant", text, "{W}")
    assert not c.ok
    assert any("half their life" in u.text for u in c.unsupported)


def _trigger(text: str) -> TriggeredAbility:
    c = ok("Test Enchantment", "Enchantment", text, "{3}{U}{R}")
    (t,) = [a for a in c.abilities if isinstance(a, TriggeredAbility)]
    return t


def test_copy_that_spell_in_a_cast_trigger() -> None:
    t = _trigger("Whenever you cast an instant or sorcery spell, copy that spell. You may choose new targets for the copy.")
    assert t.trigger.event is TriggerEvent.CAST
    assert t.effects == (CopySpell(EventObject(), may_choose_new_targets=True),)


def test_you_may_copy_it() -> None:
    t = _trigger("Whenever you cast an instant or sorcery spell, you may copy that spell. You may choose new targets for the copy.")
    (may,) = t.effects
    assert isinstance(may, May) and may.effects == (CopySpell(EventObject(), may_choose_new_targets=True),)


def test_pay_then_copy_with_new_targets() -> None:
    t = _trigger("Whenever you cast an instant or sorcery spell, you may pay {3}. If you do, copy that spell. You may choose new targets for the copy.")
    assert "CopySpell(what=EventObject(), may_choose_new_targets=True" in repr(t.effects)


def test_copy_without_new_targets_keeps_them() -> None:
    t = _trigger("Whenever you cast an instant or sorcery spell, copy that spell.")
    assert t.effects == (CopySpell(EventObject(), may_choose_new_targets=False),)


def test_copy_target_spell_twice() -> None:
    sa = _spell("Copy target instant or sorcery spell twice. You may choose new targets for the copies.", "Test Echo", "Instant", "{2}{U}{U}")
    assert sa.effects == (CopySpell(sa.effects[0].what, may_choose_new_targets=True, times=2),)  # type: ignore[attr-defined]


def test_copy_of_a_permanent_stays_unsupported() -> None:
    c = compiled("Test Spell", "Instant", "Exile target creature. Copy it.", "{2}{U}")
    assert not c.ok
    assert any("isn't a spell" in u.reason for u in c.unsupported)


def test_conspire() -> None:
    text = ("Conspire (As you cast this spell, you may tap two untapped creatures you control that share a color with it. "
            "When you do, copy it and you may choose a new target for the copy.)\nBurn Trail deals 3 damage to any target.")
    c = ok("Burn Trail", "Sorcery", text, "{3}{R}")
    (cost,) = [a for a in c.abilities if isinstance(a, AdditionalCost)]
    assert (cost.name, cost.optional, cost.multi) == ("conspire", True, False)
    (part,) = cost.cost.parts
    assert isinstance(part, TapUntapped) and part.count == 2 and part.filter.get(SharesColorWithSource) is not None
    (trig,) = [a for a in c.abilities if isinstance(a, TriggeredAbility)]
    assert trig.effects == (CopySpell(This(), times=TimesPaid("conspire")),)


def test_granted_conspire_stays_unsupported() -> None:
    c = compiled("Test Raidmother", "Legendary Creature — Elemental", "Each red or green instant or sorcery spell you cast has conspire.", "{4}{R/G}{R/G}", "3/3")
    assert not c.ok
    assert any("conspire" in u.text for u in c.unsupported)
