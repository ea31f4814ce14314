"""Flanking (CR 702.25a): the keyword line as its triggered ability, with the keyword kept for
"a creature without flanking"; "blocks this creature" and "the blocking creature"."""

from __future__ import annotations

from manastack.model.abilities import KeywordAbility, TriggeredAbility
from manastack.model.effects import Duration, ModifyPT
from manastack.model.filters import EventObject, LacksKeyword
from manastack.model.triggers import BlocksThis, Matches, TriggerEvent
from manastack.model.types import Keyword
from tests.oracle.helpers import compiled, ok


def test_flanking_keeps_the_keyword_and_triggers_on_blockers_without_it() -> None:
    c = ok("Suq'Ata Lancer", "Creature — Human Knight", "Haste\nFlanking (Whenever a creature without flanking blocks this creature, the blocking creature gets -1/-1 until end of turn.)", "{2}{R}", "2/2")
    assert KeywordAbility(Keyword.FLANKING) in c.abilities
    (trig,) = [a for a in c.abilities if isinstance(a, TriggeredAbility)]
    assert trig.trigger.event is TriggerEvent.BLOCKS and BlocksThis() in trig.trigger.constraints
    matches = trig.trigger.constraint(Matches)
    assert matches is not None and matches.filter.get(LacksKeyword) == LacksKeyword(Keyword.FLANKING)
    assert trig.effects == (ModifyPT(EventObject(), -1, -1, Duration.END_OF_TURN),)


def test_granting_flanking_stays_unsupported() -> None:
    # The keyword granted by name would lack its triggered ability.
    assert compiled("Test Lord", "Creature — Human", "Other creatures you control with flanking have flanking.", "{2}", "2/2").card is None
    assert compiled("Test Aura", "Enchantment — Aura", "Enchant creature\nEnchanted creature has flanking.", "{W}").card is None


def test_the_blocking_creature_outside_a_blocks_trigger_stays_unsupported() -> None:
    assert compiled("Test Wall", "Creature — Wall", "Whenever this creature becomes blocked, the blocking creature gets -1/-1 until end of turn.", "{2}", "2/2").card is None
