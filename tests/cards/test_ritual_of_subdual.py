"""Ritual of Subdual: "Cumulative upkeep {2}. If a land is tapped for mana, it produces colorless
mana instead of any other type." (CR 702.24a; 106.12b, 614.1a)."""

from __future__ import annotations

from manastack.actions import DecisionKind
from manastack.game import Game
from manastack.model.abilities import ManaTypeReplacement, StaticAbility, TriggeredAbility
from manastack.model.conditions import SourceInZone
from manastack.model.effects import PayCost, PutCounters
from manastack.model.triggers import AtStep
from manastack.model.types import Step, Zone
from manastack.rules.mana import could_produce
from tests.drivers import ALICE, C, activate, answer, at_step, events, game, graveyard, kind, oid, on_battlefield, pass_until, resolve


def _to_next_upkeep(g: Game) -> None:
    """Pass to its controller's next upkeep and let the cumulative upkeep trigger resolve."""
    turn = g.state.turn
    pass_until(g, lambda g: g.state.turn == turn + 2 and at_step(Step.UPKEEP)(g))
    resolve(g)


def test_compiles_to_cumulative_upkeep_and_a_colorless_mana_replacement() -> None:
    upkeep, static = C("Ritual of Subdual").abilities
    assert isinstance(upkeep, TriggeredAbility) and upkeep.trigger.constraint(AtStep) == AtStep(Step.UPKEEP)
    assert upkeep.intervening_if == SourceInZone(Zone.BATTLEFIELD)
    put, pay = upkeep.effects
    assert isinstance(put, PutCounters) and put.kind == "age"
    assert isinstance(pay, PayCost) and pay.cost.text() == "{2}"
    assert isinstance(static, StaticAbility) and isinstance(static.effect, ManaTypeReplacement) and static.effect.type == "C"


def test_lands_could_produce_and_produce_only_colorless() -> None:
    g = game({"battlefield": [C("Ritual of Subdual"), {"card": C("Forest"), "as": "forest"}]}, {"battlefield": [{"card": C("Island"), "as": "island"}]})
    assert could_produce(g.state, oid(g, "forest")) == {"C"}
    assert could_produce(g.state, oid(g, "island")) == {"C"}
    activate(g, "Activate Forest")
    assert [e.get("mana") for e in events(g, "mana_added")] == ["{C}"]


def test_the_cost_grows_with_the_age_counters_and_declining_sacrifices_it() -> None:
    g = game({"battlefield": [{"card": C("Ritual of Subdual"), "as": "ritual"}] + [C("Wastes")] * 4}, spare=False)
    ritual = oid(g, "ritual")
    _to_next_upkeep(g)
    assert g.state.objects[ritual].counters == {"age": 1}
    assert kind(g) is DecisionKind.YES_NO
    answer(g, "Pay {2}")
    assert [e.get("mana") for e in events(g, "mana_spent")] == ["{C}{C}"]
    _to_next_upkeep(g)
    assert g.state.objects[ritual].counters == {"age": 2}
    answer(g, "Don't pay")
    assert "Ritual of Subdual" not in on_battlefield(g, ALICE)
    assert graveyard(g, ALICE) == ["Ritual of Subdual"]
