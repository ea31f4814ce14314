"""Dúnedain Blade: equipped creature gets +2/+1; Equip Human {1} (702.6c: an equip ability with a
quality targets only such a creature); Equip {3} (702.6a, 702.6d: either may be activated)."""

from __future__ import annotations

from tests.drivers import C, activate, game, oid, options, pt, resolve_all

BLADE = "Dúnedain Blade"


def test_equip_human_for_one_gives_plus_two_plus_one() -> None:
    g = game({"battlefield": [{"card": C(BLADE), "as": "blade"}, {"card": C("Westfold Rider"), "as": "rider"}, C("Plains")]})
    equips = [o for o in options(g) if o.startswith("Activate Dúnedain Blade")]
    assert len(equips) == 1 and "Equip Human {1}" in equips[0]  # only one Plains: Equip {3} isn't affordable
    activate(g, "Activate Dúnedain Blade: Equip Human", "Westfold Rider")
    resolve_all(g)
    assert g.state.objects[oid(g, "blade")].attached_to == oid(g, "rider")
    assert pt(g, "rider") == (5, 2)


def test_equip_human_cannot_target_a_non_human() -> None:
    g = game({"battlefield": [{"card": C(BLADE), "as": "blade"}, {"card": C("Elvish Mystic"), "as": "mystic"}, C("Plains")]})
    assert not any(o.startswith("Activate Dúnedain Blade: Equip Human") for o in options(g))


def test_equip_three_attaches_to_any_creature_you_control() -> None:
    g = game({"battlefield": [{"card": C(BLADE), "as": "blade"}, {"card": C("Elvish Mystic"), "as": "mystic"}] + [C("Plains")] * 3})
    activate(g, "Activate Dúnedain Blade: Equip {3}", "Elvish Mystic")
    resolve_all(g)
    assert g.state.objects[oid(g, "blade")].attached_to == oid(g, "mystic")
    assert pt(g, "mystic") == (3, 2)
