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
