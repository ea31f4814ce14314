"""Front Porch Sentries: when it dies, target creature an opponent controls gets -1/-1 until end
of turn (603.10a; 704.5f)."""

from __future__ import annotations

from manastack.actions import DecisionKind
from tests.drivers import ALICE, BOB, C, cast, game, graveyard, kind, pt, resolve_all


def test_dies_trigger_shrinks_opponents_creature() -> None:
    g = game({"battlefield": [C("Swamp")] * 3 + [{"card": C("Front Porch Sentries"), "as": "fps"}], "hand": [C("Bilbo's Deadly Slice")]},
             {"battlefield": [{"card": C("Elvish Mystic"), "as": "m"}, {"card": C("Westfold Rider"), "as": "r"}]})
    cast(g, "Bilbo's Deadly Slice", "Front Porch Sentries")
    resolve_all(g)
    if kind(g) is DecisionKind.TARGET:
        assert set(o for o in [g.describe(a) for a in g.legal_actions()]) == {"Elvish Mystic", "Westfold Rider"}
        g.apply("Westfold Rider")
    resolve_all(g)
    assert graveyard(g, ALICE) == ["Bilbo's Deadly Slice", "Front Porch Sentries"] or sorted(graveyard(g, ALICE)) == ["Bilbo's Deadly Slice", "Front Porch Sentries"]
    assert graveyard(g, BOB) == ["Westfold Rider"]  # 3/1 with -1/-1 dies (704.5f)
    assert pt(g, "m") == (1, 1)
