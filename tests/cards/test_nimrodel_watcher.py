"""Nimrodel Watcher: "Whenever you scry, this creature gets +1/+0 until end of turn and can't be
blocked this turn. This ability triggers only once each turn." """

from __future__ import annotations

from manastack.actions import DecisionKind
from manastack.model.types import Keyword
from manastack.rules.layers import chars
from tests.drivers import BOB, C, activate, attack, events, game, kind, lib, life, oid, pass_until, pt, resolve_all


def _knots(g: object) -> None:
    activate(g, "Cast Hithlain Knots", "Elvish Mystic")  # type: ignore[arg-type]
    resolve_all(g)  # type: ignore[arg-type]
    g.apply("Top")  # type: ignore[attr-defined]
    resolve_all(g)  # type: ignore[arg-type]


def test_scrying_makes_it_bigger_and_unblockable_once_each_turn() -> None:
    g = game({"battlefield": [{"card": C("Nimrodel Watcher"), "as": "watcher"}] + [C("Island")] * 4,
              "hand": [C("Hithlain Knots")] * 2, "library": lib("Island", 10)},
             {"battlefield": [{"card": C("Elvish Mystic"), "as": "m"}, {"card": C("Ordinary Bear"), "as": "bear"}]})
    _knots(g)
    assert pt(g, "watcher") == (3, 1)
    assert Keyword.CANT_BE_BLOCKED in chars(g.state, oid(g, "watcher")).keywords
    _knots(g)
    assert pt(g, "watcher") == (3, 1)  # triggers only once each turn
    assert len([e for e in events(g, "ability_triggered") if e.get("source") == "Nimrodel Watcher"]) == 1
    attack(g, "watcher")
    pass_until(g, lambda g: kind(g) is DecisionKind.DECLARE_BLOCKERS or g.state.step.value == "combat_damage")
    if kind(g) is DecisionKind.DECLARE_BLOCKERS:
        assert all(g.describe(a) == "Done" or "Nimrodel" not in g.describe(a) for a in g.legal_actions())
    pass_until(g, lambda g: g.state.step.value == "postcombat_main" and kind(g) is DecisionKind.PRIORITY)
    assert life(g)[BOB] == 17
