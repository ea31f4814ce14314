"""Apex Hawks: Multikicker {1}{W}; flying; it enters with a +1/+1 counter on it for each time it
was kicked (CR 702.33c–d, 614.1c)."""

from __future__ import annotations

from manastack.actions import DecisionKind
from manastack.game import Game
from tests.drivers import C, cast, events, game, kind, options, pt, resolve_all


def _hawks(g: Game) -> int:
    return next(o for o in g.state.battlefield if g.state.objects[o].name == "Apex Hawks")


def test_kicked_twice_enters_with_two_counters() -> None:
    g = game({"battlefield": [C("Plains")] * 7, "hand": [C("Apex Hawks")]}, spare=False)
    g.apply("Cast Apex Hawks")
    assert options(g) == ["Pay Multikicker {1}{W}", "Don't pay kicker"]
    g.apply("Pay Multikicker {1}{W}")
    assert kind(g) is DecisionKind.YES_NO  # 702.33c: offered again while it can still be paid
    g.apply("Pay Multikicker {1}{W}")
    # {2}{W} + 2 × {1}{W} uses all seven Plains: a third payment isn't offered.
    assert kind(g) is DecisionKind.PAY_MANA
    g.apply("Pay automatically")
    assert events(g, "spell_cast")[-1].get("costs_paid") == ["kicker", "kicker"]
    resolve_all(g)
    hawks = _hawks(g)
    assert g.state.objects[hawks].counters == {"+1/+1": 2}
    assert pt(g, hawks) == (4, 4)


def test_kicked_once_then_stop() -> None:
    g = game({"battlefield": [C("Plains")] * 7, "hand": [C("Apex Hawks")]}, spare=False)
    cast(g, "Apex Hawks", "Pay Multikicker {1}{W}", "Don't pay kicker")
    resolve_all(g)
    hawks = _hawks(g)
    assert g.state.objects[hawks].counters == {"+1/+1": 1}
    assert sum(1 for o in g.state.battlefield if g.state.objects[o].tapped) == 5


def test_not_kicked_enters_without_counters() -> None:
    g = game({"battlefield": [C("Plains")] * 7, "hand": [C("Apex Hawks")]}, spare=False)
    cast(g, "Apex Hawks", "Don't pay kicker")
    resolve_all(g)
    hawks = _hawks(g)
    assert g.state.objects[hawks].counters == {}
    assert pt(g, hawks) == (2, 2)
