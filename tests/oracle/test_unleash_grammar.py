"""Unleash (CR 702.98a): an optional "enters with" (614.12) and "can't block as long as it has a
+1/+1 counter on it"; riot (702.136a): an optional counter, or haste; the "as long as it has [N or
more] [kind] counters" condition."""

from __future__ import annotations

from manastack.model.abilities import EntersWithCounters, GrantKeywordsStatic, StaticAbility
from manastack.model.conditions import SourceHasCounters
from manastack.model.types import Keyword
from tests.oracle.helpers import compiled, ok

CACKLER = "Unleash (You may have this creature enter with a +1/+1 counter on it. It can't block as long as it has a +1/+1 counter on it.)"


def test_unleash_is_an_optional_counter_and_a_conditional_cant_block() -> None:
    c = ok("Rakdos Cackler", "Creature — Devil", CACKLER, "{B/R}", "1/1")
    statics = [a for a in c.abilities if isinstance(a, StaticAbility)]
    assert statics[0].effect == EntersWithCounters("+1/+1", 1, optional=True)
    assert isinstance(statics[1].effect, GrantKeywordsStatic) and statics[1].effect.keywords == (Keyword.CANT_BLOCK,)
    assert statics[1].condition == SourceHasCounters("+1/+1")


def test_as_long_as_it_has_n_or_more_counters() -> None:
    c = ok("Test", "Creature — Bird", "This creature has flying as long as it has two or more +1/+1 counters on it.", "{1}", "1/1")
    (st,) = c.abilities
    assert isinstance(st, StaticAbility) and st.condition == SourceHasCounters("+1/+1", 2)


def test_an_exact_number_of_counters_stays_unsupported() -> None:
    c = compiled("Test", "Creature — Bird", "This creature has flying as long as it has two +1/+1 counters on it.", "{1}", "1/1")
    assert c.card is None and "two +1/+1 counters" in c.explain()


def test_riot_is_an_optional_counter_or_haste() -> None:
    text = "Riot (This creature enters with your choice of a +1/+1 counter or haste.)"
    c = ok("Zhur-Taa Goblin", "Creature — Goblin Berserker", text, "{R}{G}", "2/2")
    (riot,) = c.abilities
    assert isinstance(riot, StaticAbility) and riot.effect == EntersWithCounters("+1/+1", 1, optional=True, otherwise=(Keyword.HASTE,))
