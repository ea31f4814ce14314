"""Target requirements "with mana value X or less" (CR 107.3, 601.2b–c): X is the one announced for
the spell, or for an activated ability with X in its cost, before targets are chosen. Other X —
a triggered ability's, one defined by "where X is …", one in a filter that isn't a target — stays
unsupported."""

from __future__ import annotations

from manastack.model.abilities import SpellAbility
from manastack.model.filters import ManaValueAtMost, ManaValueAtMostX
from manastack.model.types import Zone
from tests.oracle.helpers import compiled, ok

_RETURN = "Return target creature card with mana value X or less from your graveyard to the battlefield."


def test_spell_target_with_mana_value_x_is_counted_for_the_announced_x() -> None:
    c = ok("Test Raise", "Sorcery", _RETURN, "{X}{B}")
    sa = c.spell_ability
    assert isinstance(sa, SpellAbility)
    spec = sa.targets[0]
    assert spec.filter.zone is Zone.GRAVEYARD and spec.filter.get(ManaValueAtMostX) is not None
    counted = spec.counted(3).filter
    assert counted.get(ManaValueAtMostX) is None and counted.get(ManaValueAtMost) == ManaValueAtMost(3)


def test_activated_ability_with_x_in_its_cost_reads_it() -> None:
    ok("Test Altar", "Artifact", "{X}, {T}: " + _RETURN + " Activate only as a sorcery.", "{3}")


def test_other_x_stays_unsupported() -> None:
    for name, type_line, text, reason in (
        ("Test Altar", "Artifact", "{T}: " + _RETURN, "where no X is announced"),  # 602.2b: no X in its cost
        ("Test Trigger", "Creature — Zombie", "When this creature enters, " + _RETURN[0].lower() + _RETURN[1:], "where no X is announced"),  # 603.3d
        ("Test Where", "Sorcery", _RETURN[:-1] + ", where X is the number of creatures you control.", "'where X is'"),  # 107.3c: not the announced X
        ("Test Wrath", "Sorcery", "Destroy each creature with mana value X or less.", "outside a target requirement"),
    ):
        c = compiled(name, type_line, text, "{X}{B}{B}")
        assert c.card is None and reason in c.explain(), name
