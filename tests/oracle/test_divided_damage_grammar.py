""""deals N damage divided as you choose among any number of targets / target creatures" (CR
601.2d): one requirement of one to N targets. X damage among any number stays unsupported (the
number of targets would depend on X), and so does a target after the division (the division is
among all the spell's targets)."""

from __future__ import annotations

from manastack.model.abilities import SpellAbility
from manastack.model.effects import DealDividedDamage
from manastack.model.filters import CardTypes, TargetKind
from manastack.model.types import CardType
from tests.oracle.helpers import compiled, ok


def _spell(name: str, text: str) -> SpellAbility:
    c = ok(name, "Sorcery", text, "{4}{R}")
    (ab,) = (a for a in c.abilities if isinstance(a, SpellAbility))
    return ab


def test_any_number_of_targets_is_one_to_n() -> None:
    ab = _spell("Pyrotechnics", "Pyrotechnics deals 4 damage divided as you choose among any number of targets.")
    assert ab.effects == (DealDividedDamage(4),)
    (spec,) = ab.targets
    assert spec.kind is TargetKind.ANY and spec.count == 4 and spec.minimum == 1


def test_any_number_of_target_creatures() -> None:
    ab = _spell("Spreading Flames", "Spreading Flames deals 6 damage divided as you choose among any number of target creatures.")
    (spec,) = ab.targets
    assert spec.kind is TargetKind.OBJECT and spec.count == 6 and spec.filter.get(CardTypes) == CardTypes(frozenset({CardType.CREATURE}))


def test_x_damage_among_any_number_stays_unsupported() -> None:
    assert compiled("Rolling Thunder", "Sorcery", "Rolling Thunder deals X damage divided as you choose among any number of targets.", "{X}{R}{R}").card is None


def test_a_target_after_the_division_stays_unsupported() -> None:
    c = compiled("Fiery Justice", "Sorcery", "Fiery Justice deals 5 damage divided as you choose among any number of targets. Target opponent gains 5 life.", "{R}{G}{W}")
    assert c.card is None and "a target after damage divided" in c.unsupported[0].reason
