"""Bofur, Reliable Guardian // Concerted Care: lifelink (702.15b) on the creature face; the
Adventure (715) grants hexproof (702.11) and indestructible (702.12) until end of turn, then the
card is exiled and Bofur can be cast from exile (715.3d)."""

from __future__ import annotations

from tests.drivers import ALICE, BOB, C, attack, cast, finish_combat, game, graveyard, life, oid, on_battlefield, options, resolve_all

BOFUR = "Bofur, Reliable Guardian"
CARE = f"Concerted Care (Adventure of {BOFUR})"


def test_bofur_lifelink_gains_life_for_combat_damage() -> None:
    g = game({"battlefield": [{"card": C(BOFUR), "as": "bofur"}, C("Plains")]}, {"battlefield": [C("Island")]})
    attack(g, "bofur")
    finish_combat(g)
    assert life(g) == [21, 19]


def test_concerted_care_hexproof_stops_opponents_targeting() -> None:
    """702.11b: hexproof — bob's Bilbo's Deadly Slice has no legal target."""
    g = game({"battlefield": [C("Plains")] * 2 + [{"card": C("Westfold Rider"), "as": "rider"}], "hand": [C(BOFUR)]},
             {"battlefield": [C("Swamp")] * 3, "hand": [C("Bilbo's Deadly Slice")]})
    cast(g, CARE, "Westfold Rider")
    resolve_all(g)
    g.apply("Pass priority")  # bob gets priority with the creature still untargetable
    assert g.state.priority == BOB
    assert "Cast Bilbo's Deadly Slice" not in options(g)


def test_concerted_care_indestructible_survives_destroy() -> None:
    """702.12b: the creature gains indestructible, so "destroy" doesn't destroy it (own Slice may target it)."""
    g = game({"battlefield": [C("Plains")] * 2 + [C("Swamp")] * 4 + [{"card": C("Westfold Rider"), "as": "rider"}],
              "hand": [C(BOFUR), C("Bilbo's Deadly Slice")]})
    cast(g, CARE, "Westfold Rider")
    resolve_all(g)
    cast(g, "Bilbo's Deadly Slice", "Westfold Rider")
    resolve_all(g)
    assert oid(g, "rider") in g.state.battlefield
    assert graveyard(g, ALICE) == ["Bilbo's Deadly Slice"]


def test_concerted_care_can_target_own_artifact() -> None:
    g = game({"battlefield": [C("Plains")] * 2 + [{"card": C("Dúnedain Blade"), "as": "blade"}], "hand": [C(BOFUR)]})
    cast(g, CARE, "Dúnedain Blade")
    resolve_all(g)
    from manastack.model.types import Keyword
    from manastack.rules.layers import chars
    assert {Keyword.HEXPROOF, Keyword.INDESTRUCTIBLE} <= chars(g.state, oid(g, "blade")).keywords


def test_adventure_exiles_then_bofur_is_cast_from_exile() -> None:
    """715.3d: the Adventure is exiled as it resolves; its owner may later cast the creature from exile."""
    g = game({"battlefield": [C("Plains")] * 3 + [C("Westfold Rider")], "hand": [C(BOFUR)]})
    cast(g, CARE, "Westfold Rider")
    resolve_all(g)
    assert [g.state.objects[o].name for o in g.state.exile] == [BOFUR]
    cast(g, BOFUR)
    resolve_all(g)
    assert BOFUR in on_battlefield(g, ALICE)
    assert g.state.exile == []
