""""Destroy X target lands", "up to X target creatures": a target requirement whose number is X
(CR 601.2c, 107.3); X target players, or X targets of a triggered ability (no X is announced for
it), stay unsupported."""

from __future__ import annotations

from manastack.model.abilities import ActivatedAbility
from manastack.model.effects import Destroy
from manastack.model.filters import TargetSpec, XTargets, counted_specs
from tests.oracle.helpers import compiled, ok


def test_destroy_x_target_lands_orcish_settlers() -> None:
    c = ok("Orcish Settlers", "Creature — Orc", "{X}{X}{R}, {T}, Sacrifice this creature: Destroy X target lands.", "{1}{R}", "1/1")
    (ab,) = [a for a in c.abilities if isinstance(a, ActivatedAbility)]
    (spec,) = ab.targets
    assert spec.x_count and spec.count == 0 and spec.min_count is None
    assert ab.effects == (Destroy(XTargets(0)),)
    (three,) = counted_specs(ab.targets, 3)
    assert isinstance(three, TargetSpec) and three.count == 3 and three.minimum == 3 and not three.x_count


def test_up_to_x_target_creatures() -> None:
    c = ok("Test", "Sorcery", "Up to X target creatures gain flying until end of turn.", "{X}{U}")
    assert c.spell_ability is not None
    (spec,) = c.spell_ability.targets
    assert spec.x_count and spec.counted(2).count == 2 and spec.counted(2).minimum == 0


def test_x_target_players_stay_unsupported() -> None:
    c = compiled("Test", "Sorcery", "X target players each draw a card.", "{X}{U}")
    assert c.card is None


def test_x_targets_of_a_triggered_ability_stay_unsupported() -> None:
    c = compiled("Test", "Creature — Orc", "When this creature enters, destroy X target lands.", "{X}{R}", "1/1")
    assert c.card is None and "X targets of a triggered ability" in c.explain()


def test_a_target_after_x_targets_stays_unsupported() -> None:
    c = compiled("Test", "Sorcery", "Destroy X target lands. Tap target creature.", "{X}{R}")
    assert c.card is None and "a target after X targets" in c.explain()
