"""Mother of Runes: "{T}: Target creature you control gains protection from the color of your
choice until end of turn." (CR 702.16a: the quality is chosen as the effect begins; 702.16b)."""

from __future__ import annotations

from manastack.actions import ChooseValue, DecisionKind, Purpose
from manastack.game import Game
from manastack.model.types import Step
from tests.drivers import ALICE, C, activate, at_step, cast, game, graveyard, oid, pass_until, priority_to, resolve_all, resolve_top


def _protect_bears(color: str) -> Game:
    g = game({"battlefield": [{"card": C("Mother of Runes"), "as": "mother"}, {"card": C("Grizzly Bears"), "as": "bears"}, C("Mountain")],
              "hand": [C("Shock")]})
    activate(g, "Activate Mother of Runes", oid(g, "bears"))
    resolve_top(g)
    d = g.decision
    assert d is not None and d.kind is DecisionKind.CHOOSE_VALUE and d.purpose is Purpose.PROTECTION_QUALITY and d.player == ALICE
    assert sorted(a.value for a in d.options if isinstance(a, ChooseValue)) == ["black", "blue", "green", "red", "white"]
    g.apply(ChooseValue(color))
    return g


def test_a_red_spell_cant_target_the_creature_protected_from_red() -> None:
    g = _protect_bears("red")
    assert oid(g, "bears") not in _shock_targets(g)
    cast(g, "Shock", oid(g, "mother"))
    resolve_all(g)
    assert graveyard(g, ALICE) == ["Shock", "Mother of Runes"]
    assert oid(g, "bears") in g.state.battlefield


def _shock_targets(g: Game) -> list[int]:
    g2 = g.copy()
    g2.apply(next(a for a in g2.legal_actions() if g2.describe(a).startswith("Cast Shock")))
    d = g2.decision
    assert d is not None and d.kind is DecisionKind.TARGET
    return [getattr(a, "id", -1) for a in d.options]


def test_protection_from_another_color_doesnt_stop_a_red_spell() -> None:
    g = _protect_bears("green")
    assert oid(g, "bears") in _shock_targets(g)


def test_the_protection_ends_at_cleanup() -> None:
    g = _protect_bears("red")
    turn = g.state.turn
    pass_until(g, at_step(Step.UPKEEP, turn + 1))
    priority_to(g, ALICE)
    assert oid(g, "bears") in _shock_targets(g)
