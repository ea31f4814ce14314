"""Replacement effects that change the type of mana a permanent is tapped for (CR 106.12b,
614.1a), and "could produce" taking them into account in any possible order (CR 106.7)."""

from __future__ import annotations

from manastack.events import ManaAdded
from manastack.game import Game
from manastack.model.abilities import ManaTypeReplacement
from manastack.model.effects import Duration
from manastack.model.filters import CardTypes, ControllerIs, ObjectFilter
from manastack.model.types import CardType
from manastack.rules.mana import could_produce, possible_productions
from manastack.state.effects import ActiveEffect
from tests.drivers import ALICE, C, game, oid

LAND = ObjectFilter((CardTypes(frozenset({CardType.LAND})),))


def _effect(g: Game, rep: ManaTypeReplacement, controller: int) -> None:
    """A replacement effect as a resolved ability creates it (611.2c: nothing locked in)."""
    state = g.state
    state.effects.append(ActiveEffect(rep, -1, controller, state.new_timestamp(), Duration.END_OF_TURN, source_name="test"))


def test_type_and_amount_replacement_and_both_orders() -> None:
    g = game({"battlefield": [{"card": C("Forest"), "as": "forest"}, {"card": C("Exotic Orchard"), "as": "orchard"}]})
    forest = oid(g, "forest")
    assert possible_productions(g.state, ManaAdded(ALICE, ("G",), forest, tapped_for_mana=True)) == [("G",)]
    _effect(g, ManaTypeReplacement("B", LAND, amount=2), ALICE)
    assert possible_productions(g.state, ManaAdded(ALICE, ("G",), forest, tapped_for_mana=True)) == [("B", "B",)]
    # Not "tapped for mana" (no {T} in the ability's cost): 106.12b doesn't apply.
    assert possible_productions(g.state, ManaAdded(ALICE, ("G",), forest, tapped_for_mana=False)) == [("G",)]
    _effect(g, ManaTypeReplacement("C", LAND), ALICE)
    # B,B then C → C,C; C then B,B → B,B: both orders count (106.7).
    assert sorted(possible_productions(g.state, ManaAdded(ALICE, ("G",), forest, tapped_for_mana=True))) == [("B", "B"), ("C", "C")]
    assert could_produce(g.state, forest) == {"B", "C"}


def test_tapper_you_applies_only_to_its_controllers_lands() -> None:
    from manastack.model.filters import Controller

    g = game({"battlefield": [{"card": C("Forest"), "as": "forest"}]}, {"battlefield": [{"card": C("Mountain"), "as": "mountain"}]})
    _effect(g, ManaTypeReplacement("U", ObjectFilter((CardTypes(frozenset({CardType.LAND})), ControllerIs(Controller.YOU))), Controller.YOU), ALICE)
    assert could_produce(g.state, oid(g, "forest")) == {"U"}
    assert could_produce(g.state, oid(g, "mountain")) == {"R"}  # bob's land: not "a land you control"


def test_an_amount_condition_is_checked_on_the_event_as_it_is_when_the_effect_would_apply() -> None:
    """106.12b, 616.1: "if a land is tapped for two or more mana" doesn't apply to one {G}; once
    another effect has doubled it, it does (616.1e: check again after each effect applies)."""
    g = game({"battlefield": [{"card": C("Forest"), "as": "forest"}]})
    forest = oid(g, "forest")
    _effect(g, ManaTypeReplacement("C", LAND, amount=1, at_least=2), ALICE)
    assert possible_productions(g.state, ManaAdded(ALICE, ("G",), forest, tapped_for_mana=True)) == [("G",)]
    assert possible_productions(g.state, ManaAdded(ALICE, ("G", "G", "G",), forest, tapped_for_mana=True)) == [("C",)]
    g = game({"battlefield": [{"card": C("Forest"), "as": "forest"}, C("Mana Reflection")]})
    forest = oid(g, "forest")
    _effect(g, ManaTypeReplacement("C", LAND, amount=1, at_least=2), ALICE)
    # One {G}: only the doubling applies first, then the amount condition holds → {C}.
    assert possible_productions(g.state, ManaAdded(ALICE, ("G",), forest, tapped_for_mana=True)) == [("C",)]
    # {G}{G}: {C} then doubled → {C}{C}; doubled then {C} → {C}.
    assert sorted(possible_productions(g.state, ManaAdded(ALICE, ("G", "G",), forest, tapped_for_mana=True))) == [("C",), ("C", "C")]
