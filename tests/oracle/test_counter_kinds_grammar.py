"""Counter kinds with a meaning of their own (CR 122.1b keyword counters, 122.1c shield counters)
and lands that use counters: "enters tapped with two charge counters on it" (614.1c, 122.6),
"doesn't untap during your untap step if it has a depletion counter on it" (502.3)."""

from __future__ import annotations

from manastack.model.abilities import DoesntUntap, EntersTapped, EntersWithCounters, StaticAbility
from manastack.model.conditions import SourceHasCounters
from manastack.model.filters import This
from tests.oracle.helpers import compiled, ok


def test_enters_tapped_with_counters_is_two_replacement_effects() -> None:
    c = ok("Test Land", "Land", "This land enters tapped with two charge counters on it.\n{T}: Add {R}.")
    effects = [a.effect for a in c.abilities if isinstance(a, StaticAbility)]
    assert effects == [EntersTapped(), EntersWithCounters("charge", 2)]


def test_doesnt_untap_if_it_has_a_counter() -> None:
    c = ok("Test Land", "Land", "This land doesn't untap during your untap step if it has a depletion counter on it.\n{T}: Add {R}.")
    (ab,) = (a for a in c.abilities if isinstance(a, StaticAbility))
    assert ab.effect == DoesntUntap(This()) and ab.condition == SourceHasCounters("depletion", 1)


def test_keyword_and_shield_counters_compile() -> None:
    ok("Test Spell", "Instant", "Put a flying counter on target creature.")
    ok("Test Spell", "Instant", "Put an indestructible counter on target creature.")
    ok("Test Spell", "Instant", "Put a shield counter on target creature.")


def test_keyword_counters_of_keywords_the_engine_lacks_stay_unsupported() -> None:
    for kind in ("exalted", "decayed"):
        c = compiled("Test Spell", "Instant", f"Put an {kind} counter on target creature.")
        assert c.card is None and f"{kind} counter" in c.explain()


def test_enters_with_counters_for_each_color_spent() -> None:
    from manastack.model.filters import ColorsSpent

    c = ok("Test Creature", "Creature — Elf", "This creature enters with two +1/+1 counters on it for each color of mana spent to cast it.", "{2}{G}", "1/1")
    (ab,) = (a for a in c.abilities if isinstance(a, StaticAbility))
    assert ab.effect == EntersWithCounters("+1/+1", ColorsSpent(2))


def test_put_its_counters_on_target_creature() -> None:
    from manastack.model.abilities import TriggeredAbility
    from manastack.model.effects import PutCountersOf

    c = ok("Test Creature", "Creature — Robot", "When this creature dies, put its counters on target creature you control.", "{1}", "1/1")
    (ab,) = (a for a in c.abilities if isinstance(a, TriggeredAbility))
    assert [type(e) for e in ab.effects] == [PutCountersOf]


def test_each_creature_with_a_counter_has_a_keyword() -> None:
    from manastack.model.abilities import GrantKeywordsStatic
    from manastack.model.filters import HasCounters

    c = ok("Test Creature", "Creature — Beast", "Each creature you control with a +1/+1 counter on it has trample.", "{1}", "1/1")
    (ab,) = (a for a in c.abilities if isinstance(a, StaticAbility))
    assert isinstance(ab.effect, GrantKeywordsStatic) and HasCounters("+1/+1", 1) in ab.effect.affected.predicates
