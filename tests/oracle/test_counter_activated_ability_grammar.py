""""Counter target activated ability" (CR 113.1b, 701.6b); narrower words ("… from an artifact
source", "target triggered ability") stay unsupported."""

from __future__ import annotations

from manastack.model.abilities import SpellAbility
from manastack.model.filters import TargetKind
from tests.oracle.helpers import compiled, ok


def test_counter_target_activated_ability() -> None:
    (ab,) = ok("Bind", "Instant", "Counter target activated ability. Draw a card.", "{1}{G}").abilities
    assert isinstance(ab, SpellAbility) and [t.kind for t in ab.targets] == [TargetKind.ACTIVATED_ABILITY]


def test_narrower_abilities_stay_unsupported() -> None:
    assert compiled("Ouphe", "Instant", "Counter target activated ability from an artifact source.", "{G}").card is None
    assert compiled("Hush", "Instant", "Counter target triggered ability.", "{U}").card is None
