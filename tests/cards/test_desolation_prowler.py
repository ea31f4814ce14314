"""Desolation Prowler: Pay 2 life: +2/+2 until end of turn, activate only once each turn (602.5b, 119.4)."""

from __future__ import annotations

from tests.drivers import C, activate, game, life, options, pt, resolve_all


def test_pay_two_life_pumps_once_per_turn() -> None:
    g = game({"battlefield": [{"card": C("Desolation Prowler"), "as": "p"}]})
    activate(g, "Activate Desolation Prowler")
    assert life(g)[0] == 18  # the cost is paid on activation
    resolve_all(g)
    assert pt(g, "p") == (4, 4)
    assert not any(o.startswith("Activate Desolation Prowler") for o in options(g))
