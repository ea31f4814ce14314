"""Spells and abilities on the stack as targets (CR 115.1), and changing targets (CR 115.7)."""

from __future__ import annotations

import pytest

from manastack.model.abilities import ActivatedAbility
from manastack.model.effects import ChangeTargets, CounterSpell
from manastack.model.filters import TargetKind
from tests.oracle.helpers import compiled, ok


@pytest.mark.parametrize(
    ("noun", "kind"),
    [
        ("activated or triggered ability", TargetKind.ABILITY),
        ("spell or ability", TargetKind.SPELL_OR_ABILITY),
        ("spell, activated ability, or triggered ability", TargetKind.SPELL_OR_ABILITY),
    ],
)
def test_counter_target_on_the_stack(noun: str, kind: TargetKind) -> None:
    c = ok("Test Spell", "Instant", f"Counter target {noun}.", "{U}")
    sa = c.spell_ability
    assert sa is not None and [t.kind for t in sa.targets] == [kind]
    assert isinstance(sa.effects[0], CounterSpell)


def test_change_a_target_to_this_creature() -> None:
    c = ok("Test Skite", "Artifact Creature — Horror", "{U/P}: Change a target of target spell or ability to this creature.", "{2}", "0/4")
    (ab,) = [a for a in c.abilities if isinstance(a, ActivatedAbility)]
    assert [t.kind for t in ab.targets] == [TargetKind.SPELL_OR_ABILITY]
    (e,) = ab.effects
    assert isinstance(e, ChangeTargets) and e.to is not None


def test_choose_new_targets_for_target_spell() -> None:
    c = ok("Test Spell", "Instant", "You may choose new targets for target spell or ability.", "{R}")
    assert c.spell_ability is not None and c.spell_ability.targets[0].kind is TargetKind.SPELL_OR_ABILITY


@pytest.mark.parametrize(
    "text",
    [
        "Counter target activated or triggered ability you don't control.",
        "Change the target of target spell with a single target.",  # 115.7a with a restriction: unread
    ],
)
def test_unread_variants_stay_unsupported(text: str) -> None:
    assert compiled("Test Spell", "Instant", text, "{U}").card is None
