"""Forsaken Monument: "Colorless creatures you control get +2/+2. Whenever you tap a permanent for
{C}, add an additional {C}. Whenever you cast a colorless spell, you gain 2 life." — a trigger on
tapping for mana of a specified type (CR 106.12a)."""

from __future__ import annotations

from manastack.model.abilities import TriggeredAbility
from manastack.model.triggers import ProducesMana, TriggerEvent
from tests.drivers import C, activate, events, game


def test_compiles_the_typed_tapped_for_mana_trigger() -> None:
    trig = [a for a in C("Forsaken Monument").abilities if isinstance(a, TriggeredAbility)][0]
    assert trig.trigger.event is TriggerEvent.TAPPED_FOR_MANA and trig.trigger.constraint(ProducesMana) == ProducesMana("C")


def test_sol_ring_gives_three_and_a_plains_gives_one() -> None:
    g = game({"battlefield": [C("Forsaken Monument"), C("Sol Ring"), C("Plains")]})
    activate(g, "Activate Sol Ring")
    activate(g, "Activate Plains")
    added = [(dict(e.data)["source"], dict(e.data)["mana"]) for e in events(g, "mana_added")]
    assert added == [("Sol Ring", "{C}{C}"), ("Forsaken Monument", "{C}"), ("Plains", "{W}")]


def test_an_opponents_colorless_mana_doesnt_trigger_it() -> None:
    g = game({"battlefield": [C("Forsaken Monument")]}, {"battlefield": [C("Sol Ring")]}, active="bob")
    activate(g, "Activate Sol Ring")
    assert [dict(e.data)["source"] for e in events(g, "mana_added")] == ["Sol Ring"]
