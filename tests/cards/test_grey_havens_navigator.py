"""Grey Havens Navigator: flash (702.8a); when it enters, scry 1 (701.22a)."""

from __future__ import annotations

from tests.cards.welcome import resolve_top, BOB, C, cast, game, named, on_battlefield, options

NAV = "Grey Havens Navigator"


def test_flash_then_enters_trigger_scries_one() -> None:
    g = game({"battlefield": [C("Plains")]},
             {"battlefield": [C("Island")] * 3, "hand": [C(NAV)], "library": [C("Forest"), C("Island")]})
    g.apply("Pass priority")  # bob, in alice's main phase: only flash makes this castable
    assert f"Cast {NAV}" in options(g)
    cast(g, NAV)
    resolve_top(g)  # the creature spell; its enters trigger goes on the stack
    resolve_top(g)
    g.apply("Bottom")
    assert NAV in on_battlefield(g, BOB)
    assert named(g, g.state.players[BOB].library) == ["Island", "Forest"]
