"""Academy Drake: Kicker {4}; flying; "If this creature was kicked, it enters with two +1/+1
counters on it." (CR 702.33d, 614.1c: the permanent knows the spell it was had been kicked,
400.7d)."""

from __future__ import annotations

from manastack.game import Game
from tests.drivers import C, cast, game, pt, resolve_all


def _drake(g: Game) -> int:
    return next(o for o in g.state.battlefield if g.state.objects[o].name == "Academy Drake")


def test_kicked_enters_with_two_counters() -> None:
    g = game({"battlefield": [C("Island")] * 7, "hand": [C("Academy Drake")]})
    cast(g, "Academy Drake", "Pay Kicker {4}")
    resolve_all(g)
    d = _drake(g)
    assert g.state.objects[d].counters == {"+1/+1": 2}
    assert pt(g, d) == (4, 4)


def test_unkicked_enters_without_counters() -> None:
    g = game({"battlefield": [C("Island")] * 7, "hand": [C("Academy Drake")]})
    cast(g, "Academy Drake", "Don't pay kicker")
    resolve_all(g)
    d = _drake(g)
    assert g.state.objects[d].counters == {}
    assert pt(g, d) == (2, 2)
