"""Gift of Strands: flash; enchant creature (303.4); when it enters, scry 2; enchanted creature gets +3/+3."""

from __future__ import annotations

from tests.drivers import BOB, C, cast, game, names, oid, options, pt, resolve, resolve_all

GIFT = "Gift of Strands"


def test_flash_aura_pumps_enchanted_creature_and_scries_two() -> None:
    g = game({"battlefield": [C("Plains")]},
             {"battlefield": [C("Forest")] * 4 + [{"card": C("Westfold Rider"), "as": "r"}], "hand": [C(GIFT)],
              "library": [C("Island"), C("Swamp"), C("Forest")]})
    g.apply("Pass priority")  # bob, during alice's turn
    assert f"Cast {GIFT}" in options(g)
    cast(g, GIFT, "Westfold Rider")
    resolve(g)
    g.apply("Bottom")
    g.apply("Bottom")
    g.apply("Island")
    resolve_all(g)
    gift = next(o for o in g.state.battlefield if g.state.objects[o].name == GIFT)
    assert g.state.objects[gift].attached_to == oid(g, "r")
    assert pt(g, "r") == (6, 4)
    assert names(g, g.state.players[BOB].library) == ["Forest", "Island", "Swamp"]
