"""Permanents that don't untap during untap steps (CR 502.3): "those creatures don't untap during
their controller's next untap step" (every target of a multi-target noun), "lands you control
don't untap during your next untap step", "Islands don't untap during their controllers' untap
steps"."""

from __future__ import annotations

from manastack.model.abilities import DoesntUntap, StaticAbility
from manastack.model.effects import Duration, KeepTapped, SkipNextUntap, Tap
from manastack.model.filters import AllMatching, Subtypes, Target, Together
from tests.oracle.helpers import compiled, ok


def test_those_creatures_are_every_target() -> None:
    """Frost Breath: both targets skip their next untap step, not only the first."""
    card = ok("Frost Breath", "Instant", "Tap up to two target creatures. Those creatures don't untap during their controller's next untap step.")
    assert card.spell_ability is not None
    assert card.spell_ability.effects == (Tap(Target(0)), Tap(Target(1)), SkipNextUntap(Together((Target(0), Target(1)))))


def test_lands_you_control_dont_untap_during_your_next_untap_step() -> None:
    card = ok("Test Spell", "Sorcery", "Untap all lands you control. Lands you control don't untap during your next untap step.")
    assert card.spell_ability is not None
    (_, skip) = card.spell_ability.effects
    assert isinstance(skip, SkipNextUntap) and isinstance(skip.what, AllMatching)


def test_islands_dont_untap_during_their_controllers_untap_steps() -> None:
    """Choke: a static ability."""
    (ab,) = ok("Choke", "Enchantment", "Islands don't untap during their controllers' untap steps.").abilities
    assert isinstance(ab, StaticAbility) and isinstance(ab.effect, DoesntUntap)
    assert ab.effect.affected.predicates == (Subtypes(frozenset({"Island"})),)  # type: ignore[union-attr]


def test_for_as_long_as_you_control_it() -> None:
    """"… for as long as you control CARDNAME" (611.2b): it lasts while the source stays under its
    controller's control ("… for as long as CARDNAME remains tapped":
    tests/oracle/test_remains_tapped_grammar.py)."""
    text = "{T}: Tap target creature. It doesn't untap during its controller's untap step for as long as you control this artifact."
    (ab,) = ok("Test Artifact", "Artifact", text).abilities
    assert ab.effects == (Tap(Target(0)), KeepTapped(Target(0), Duration.WHILE_YOU_CONTROL_SOURCE))  # type: ignore[union-attr]


def test_other_for_as_long_as_durations_stay_unsupported() -> None:
    text = "{T}: Tap target creature. It doesn't untap during its controller's untap step for as long as you control a Wizard."
    assert compiled("Test Artifact", "Artifact", text).card is None
