"""Modular (CR 702.43a) written out as its two abilities, and the pieces it needs: "put a +1/+1
counter on [X] for each +1/+1 counter on [Y]", and "artifact creature" (a card type before the
head's: the object has both, 205.2a)."""

from __future__ import annotations

from manastack.model.abilities import EntersWithCounters, StaticAbility, TriggeredAbility
from manastack.model.effects import May, PutCounters
from manastack.model.filters import AllCardTypes, CardTypes, CountersOn, Target, This
from manastack.model.triggers import TriggerEvent
from manastack.model.types import CardType
from manastack.oracle.grammar.nouns import object_filter
from manastack.oracle.lexer import tokenize
from tests.oracle.helpers import compiled, ok

REMINDER = "(This creature enters with a +1/+1 counter on it. When it dies, you may put its +1/+1 counters on target artifact creature.)"


def test_modular_1() -> None:
    c = ok("Arcbound Worker", "Artifact Creature — Construct", f"Modular 1 {REMINDER}", "{1}", "0/0")
    enters, dies = c.abilities
    assert isinstance(enters, StaticAbility) and enters.effect == EntersWithCounters("+1/+1", 1)
    assert isinstance(dies, TriggeredAbility) and dies.trigger.event is TriggerEvent.PUT_INTO_GRAVEYARD
    assert dies.effects == (May((PutCounters("+1/+1", CountersOn("+1/+1", This()), Target(0)),)),)
    (spec,) = dies.targets
    assert set(spec.filter.predicates) == {CardTypes(frozenset({CardType.CREATURE})), AllCardTypes(frozenset({CardType.ARTIFACT}))}


def test_modular_sunburst_stays_unsupported() -> None:
    c = compiled("Arcbound Wanderer", "Artifact Creature — Golem", "Modular—Sunburst", "{6}", "0/0")
    assert c.card is None


def test_artifact_creature_is_both_types_but_not_before_a_list() -> None:
    f = object_filter(tokenize("artifact creatures you control"), 0)
    assert f is not None and AllCardTypes(frozenset({CardType.ARTIFACT})) in f[0].predicates
    # "artifact creature or enchantment": which words "artifact" governs is ambiguous; not read as one type.
    g = object_filter(tokenize("artifact creature or enchantment"), 0)
    assert g is not None and g[1] == 1
