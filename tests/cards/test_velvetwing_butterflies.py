"""Velvetwing Butterflies // Gaze in Wonder: flying; the Adventure taps one or two target creatures
(601.2c, 115.1), then exiles itself and the creature may be cast from exile (715.3d)."""

from __future__ import annotations

from manastack.actions import DecisionKind
from manastack.model.types import Keyword
from manastack.rules.layers import chars
from tests.drivers import (
    ALICE,
    C,
    at_step,
    attack,
    cast,
    events,
    finish_combat,
    game,
    kind,
    life,
    oid,
    on_battlefield,
    options,
    pass_until,
    resolve_all,
)

BUTTERFLIES = "Velvetwing Butterflies"
GAZE = f"Gaze in Wonder (Adventure of {BUTTERFLIES})"


def test_gaze_in_wonder_taps_two_targets_then_butterflies_cast_from_exile() -> None:
    g = game({"battlefield": [C("Plains")] * 5, "hand": [C(BUTTERFLIES)]},
             {"battlefield": [{"card": C("Westfold Rider"), "as": "a"}, {"card": C("Elvish Mystic"), "as": "b"}]})
    g.apply(f"Cast {GAZE}")
    seen = 0
    while kind(g) in (DecisionKind.TARGET, DecisionKind.X, DecisionKind.CHOOSE_OBJECT):
        opts = options(g)
        pick = next((o for o in ("Westfold Rider", "Elvish Mystic") if o in opts and seen < 2), None)
        if pick is None:
            g.apply(next(o for o in opts if o.lower().startswith(("done", "no more", "2"))))
        else:
            g.apply(pick)
            seen += 1
    while kind(g) is DecisionKind.PAY_MANA:
        g.apply("Pay automatically")
    resolve_all(g)
    assert g.state.objects[oid(g, "a")].tapped and g.state.objects[oid(g, "b")].tapped
    assert [g.state.objects[o].name for o in g.state.exile] == [BUTTERFLIES]
    cast(g, BUTTERFLIES)
    resolve_all(g)
    assert BUTTERFLIES in on_battlefield(g, ALICE)


def test_gaze_in_wonder_taps_a_single_target() -> None:
    g = game({"battlefield": [C("Plains")] * 2, "hand": [C(BUTTERFLIES)]},
             {"battlefield": [{"card": C("Westfold Rider"), "as": "a"}]})
    cast(g, GAZE, "Westfold Rider")
    resolve_all(g)
    assert g.state.objects[oid(g, "a")].tapped


def test_butterflies_fly() -> None:
    g = game({"battlefield": [{"card": C(BUTTERFLIES), "as": "bf"}, C("Plains")]},
             {"battlefield": [C("Westfold Rider"), C("Island")]})
    assert Keyword.FLYING in chars(g.state, oid(g, "bf")).keywords
    attack(g, "bf")
    # 702.9b: the only potential blocker lacks flying and reach, so no block can be declared
    # (the declare blockers decision has only "Done" and answers itself) and the damage goes through.
    finish_combat(g)
    assert events(g, "block_declared") == [] and life(g)[1] < 20


def test_ruling_creature_from_exile_keeps_its_sorcery_timing() -> None:
    """Ruling / 715.3d, 307.1: the permission to cast Velvetwing Butterflies from exile doesn't give
    it flash — not castable in the beginning of combat step."""
    from manastack.model.types import Step
    g = game({"battlefield": [C("Plains")] * 5, "hand": [C(BUTTERFLIES)]},
             {"battlefield": [{"card": C("Westfold Rider"), "as": "a"}]})
    cast(g, GAZE, "Westfold Rider")
    resolve_all(g)
    assert f"Cast {BUTTERFLIES}" in options(g)
    pass_until(g, at_step(Step.BEGINNING_OF_COMBAT))
    assert f"Cast {BUTTERFLIES}" not in options(g)
