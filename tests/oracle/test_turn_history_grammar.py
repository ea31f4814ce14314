"""Conditions on this turn's history and a player's cards, in intervening "if" clauses (CR 603.4),
"if" sentences (608.2c), "as long as" (611.3a) and "activate only if" (602.5b); and the beginning
of step trigger heads (603.2, 503.1, 507.1, 513.1a)."""

from __future__ import annotations

import pytest

from manastack.model.abilities import ActivatedAbility, StaticAbility, TriggeredAbility
from manastack.model.conditions import (
    CardTypesInGraveyard,
    Condition,
    ControlsAtLeast,
    CreatureDiedThisTurn,
    DidThisTurn,
    HandSizeAtMost,
    LifeAtLeast,
    Not,
    TurnRecord,
    WasCast,
)
from manastack.model.filters import Controller, OwnerIsYou
from manastack.model.triggers import AtStep, ByPlayer, TriggerEvent
from manastack.model.types import Step, Zone
from tests.oracle.helpers import compiled, ok


def _intervening(condition_text: str) -> Condition | None:
    c = ok("Test Creature", "Creature — Ape", f"When this creature enters, if {condition_text}, draw a card.", "{1}{G}", "1/1")
    (ab,) = (a for a in c.abilities if isinstance(a, TriggeredAbility))
    return ab.intervening_if


@pytest.mark.parametrize(
    ("text", "condition"),
    [
        ("you attacked this turn", DidThisTurn(TurnRecord.ATTACKED)),
        ("a creature died this turn", CreatureDiedThisTurn()),
        ("you gained life this turn", DidThisTurn(TurnRecord.LIFE_GAINED)),
        ("you gained 3 or more life this turn", DidThisTurn(TurnRecord.LIFE_GAINED, at_least=3)),
        ("an opponent lost life this turn", DidThisTurn(TurnRecord.LIFE_LOST, Controller.OPPONENT)),
        ("you didn't lose life this turn", Not(DidThisTurn(TurnRecord.LIFE_LOST))),
        ("a permanent left the battlefield under your control this turn", DidThisTurn(TurnRecord.PERMANENT_LEFT)),
        ("a permanent you controlled left the battlefield this turn", DidThisTurn(TurnRecord.PERMANENT_LEFT)),
        ("there are four or more card types among cards in your graveyard", CardTypesInGraveyard(4)),
        ("you have no cards in hand", HandSizeAtMost(0)),
        ("you have 5 or less life", Not(LifeAtLeast(6))),
        ("you cast it", WasCast()),
        ("you cast it from your hand", WasCast(Zone.HAND)),
    ],
)
def test_intervening_if_conditions(text: str, condition: Condition) -> None:
    assert _intervening(text) == condition


def test_threshold_counts_the_cards_in_your_graveyard() -> None:
    c = ok("Test Land", "Land", "{T}, Sacrifice this land: It deals 2 damage to any target. Activate only if seven or more cards are in your graveyard.")
    (ab,) = (a for a in c.abilities if isinstance(a, ActivatedAbility))
    assert isinstance(ab.condition, ControlsAtLeast) and ab.condition.count == 7
    assert ab.condition.filter.zone is Zone.GRAVEYARD and ab.condition.filter.get(OwnerIsYou) is not None


def test_activate_only_if_a_creature_died_this_turn() -> None:
    c = ok("Test Creature", "Creature — Ape", "{T}: Draw a card. Activate only if a creature died this turn.", "{1}", "1/1")
    (ab,) = (a for a in c.abilities if isinstance(a, ActivatedAbility))
    assert ab.condition == CreatureDiedThisTurn()


def test_if_sentence_in_a_spell() -> None:
    from manastack.model.effects import Conditional, DrawCards

    c = ok("Test Spell", "Sorcery", "Draw a card. If you attacked this turn, draw a card.", "{1}{U}")
    draw, cond = c.spell_ability.effects  # type: ignore[union-attr]
    assert isinstance(draw, DrawCards) and isinstance(cond, Conditional) and cond.condition == DidThisTurn(TurnRecord.ATTACKED)


def test_hellbent_as_long_as() -> None:
    c = ok("Test Creature", "Creature — Ape", "This creature gets +2/+0 as long as you have no cards in hand.", "{1}", "1/1")
    (ab,) = (a for a in c.abilities if isinstance(a, StaticAbility))
    assert ab.condition == HandSizeAtMost(0)


def test_an_unknown_turn_condition_stays_unsupported() -> None:
    c = compiled("Test Creature", "Creature — Ape", "When this creature enters, if you descended this turn, draw a card.", "{1}", "1/1")
    assert c.card is None and "intervening if" in c.explain()


def _step_trigger(head: str) -> TriggeredAbility:
    c = ok("Test Enchantment", "Enchantment", f"At the beginning of {head}, you gain 1 life.", "{1}")
    (ab,) = (a for a in c.abilities if isinstance(a, TriggeredAbility))
    assert ab.trigger.event is TriggerEvent.BEGINNING_OF_STEP
    return ab


@pytest.mark.parametrize(
    ("head", "step", "who"),
    [
        ("combat on your turn", Step.BEGINNING_OF_COMBAT, Controller.YOU),
        ("combat on each opponent's turn", Step.BEGINNING_OF_COMBAT, Controller.OPPONENT),
        ("each combat", Step.BEGINNING_OF_COMBAT, None),
        ("each player's upkeep", Step.UPKEEP, None),
        ("each opponent's upkeep", Step.UPKEEP, Controller.OPPONENT),
        ("the end step", Step.END, None),
        ("each player's end step", Step.END, None),
        ("your second main phase", Step.POSTCOMBAT_MAIN, Controller.YOU),
        ("each of your postcombat main phases", Step.POSTCOMBAT_MAIN, Controller.YOU),
        ("each player's draw step", Step.DRAW, None),
    ],
)
def test_beginning_of_step_heads(head: str, step: Step, who: Controller | None) -> None:
    constraints = _step_trigger(head).trigger.constraints
    assert AtStep(step) in constraints
    players = [c for c in constraints if isinstance(c, ByPlayer)]
    assert players == ([ByPlayer(who)] if who is not None else [])


def test_you_control_no_artifacts() -> None:
    cond = _intervening("you control no artifacts")
    assert isinstance(cond, Not) and isinstance(cond.condition, ControlsAtLeast) and cond.condition.count == 1


def test_you_may_have_another_player_act() -> None:
    c = ok("Test Creature", "Creature — Human", "Whenever an artifact is put into a graveyard from the battlefield, you may have target opponent lose 1 life.", "{B}", "1/1")
    (ab,) = (a for a in c.abilities if isinstance(a, TriggeredAbility))
    assert type(ab.effects[0]).__name__ == "May" and len(ab.targets) == 1


def test_other_creatures_attack_each_combat_if_able() -> None:
    from manastack.model.abilities import GrantKeywordsStatic
    from manastack.model.types import Keyword

    c = ok("Test Creature", "Creature — Goblin", "Other Goblin creatures you control attack each combat if able.", "{1}{R}", "2/2")
    (ab,) = (a for a in c.abilities if isinstance(a, StaticAbility))
    assert isinstance(ab.effect, GrantKeywordsStatic) and ab.effect.keywords == (Keyword.ATTACKS_EACH_COMBAT,)


def test_comparisons_with_an_opponent() -> None:
    from manastack.model.conditions import AnOpponentControlsAtLeast, FewerThanAnOpponent

    assert _intervening("you have less life than an opponent") == FewerThanAnOpponent()
    cond = _intervening("you control fewer creatures than an opponent")
    assert isinstance(cond, FewerThanAnOpponent) and cond.filter is not None
    cond = _intervening("an opponent controls four or more lands")
    assert isinstance(cond, AnOpponentControlsAtLeast) and cond.count == 4


def test_whenever_an_opponent_draws_a_card() -> None:
    c = ok("Test Creature", "Creature — Sphinx", "Whenever an opponent draws a card, you may draw two cards.", "{4}{U}{U}", "4/6")
    (ab,) = (a for a in c.abilities if isinstance(a, TriggeredAbility))
    assert ab.trigger.event.name == "DRAW" and ab.trigger.constraints == (ByPlayer(Controller.OPPONENT),)
