"""Grey Havens Navigator: flash (702.8a); when it enters, scry 1 (701.22a)."""

from __future__ import annotations

from tests.drivers import BOB, C, cast, game, names, on_battlefield, options, resolve

NAV = "Grey Havens Navigator"


def test_flash_then_enters_trigger_scries_one() -> None:
    g = game({"battlefield": [C("Plains")]},
             {"battlefield": [C("Island")] * 3, "hand": [C(NAV)], "library": [C("Forest"), C("Island")]})
    g.apply("Pass priority")  # bob, in alice's main phase: only flash makes this castable
    assert f"Cast {NAV}" in options(g)
    cast(g, NAV)
    resolve(g)  # the creature spell; its enters trigger goes on the stack
    resolve(g)
    g.apply("Bottom")
    assert NAV in on_battlefield(g, BOB)
    assert names(g, g.state.players[BOB].library) == ["Island", "Forest"]
