"""Mirkwood Pathmaker: power and toughness each equal the number of lands you control (604.3,
613.4a characteristic-defining ability)."""

from __future__ import annotations

from tests.drivers import C, cast, game, pt, resolve_all


def test_pt_tracks_lands_you_control() -> None:
    g = game({"battlefield": [{"card": C("Mirkwood Pathmaker"), "as": "mp"}, C("Forest"), C("Forest")], "hand": [C("Forest")]},
             {"battlefield": [C("Island")] * 3}, spare=False)
    assert pt(g, "mp") == (2, 2)  # bob's lands don't count
    g.apply("Play Forest")
    resolve_all(g)
    assert pt(g, "mp") == (3, 3)


def test_ruling_cda_works_in_every_zone() -> None:
    """Ruling / 604.3: in the hand, in the graveyard and on the stack it is as big as your land count."""
    g = game({"battlefield": [C("Forest")] * 4, "hand": [{"card": C("Mirkwood Pathmaker"), "as": "hand"}],
              "graveyard": [{"card": C("Mirkwood Pathmaker"), "as": "gy"}]})
    assert pt(g, "hand") == (5, 5) and pt(g, "gy") == (5, 5)  # four Forests and the spare Plains
    cast(g, "Mirkwood Pathmaker")
    spell = g.state.stack[-1]
    assert pt(g, spell) == (5, 5)

