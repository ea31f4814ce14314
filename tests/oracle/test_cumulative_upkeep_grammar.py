"""Cumulative upkeep lines (CR 702.24a) and the cost increase "for each other spell that player has
cast this turn" (CR 601.2f)."""

from __future__ import annotations

from manastack.cards.tokens import predefined_token
from manastack.mana import ManaCost
from manastack.model.abilities import CostModifier, TriggeredAbility
from manastack.model.conditions import SourceInZone
from manastack.model.costs import Cost, PayLife
from manastack.model.effects import PayCost, PutCounters, SacrificeObject
from manastack.model.filters import Controller, CountersOn, ObjectFilter
from manastack.model.triggers import ByPlayer
from manastack.model.types import Zone
from manastack.oracle import ir
from manastack.oracle.grammar.abilities import parse_line
from manastack.oracle.lexer import tokenize
from manastack.oracle.lower import lower_ability
from tests.oracle.helpers import plain


def _upkeep(text: str) -> Cost:
    (line,) = parse_line(tokenize(text), False)
    assert isinstance(line, ir.CumulativeUpkeepLine), line
    return line.cost


def test_mana_life_and_both() -> None:
    assert _upkeep("Cumulative upkeep {2}") == Cost(mana=ManaCost.parse("{2}"))
    assert _upkeep("Cumulative upkeep {U}{R}") == Cost(mana=ManaCost.parse("{U}{R}"))
    assert _upkeep("Cumulative upkeep—Pay 1 life.") == Cost(parts=(PayLife(1),))
    assert _upkeep("Cumulative upkeep—Pay {B} and 1 life.") == Cost(ManaCost.parse("{B}"), (PayLife(1),))


def test_costs_that_cant_be_repeated_are_not_parsed() -> None:
    for text in ("Cumulative upkeep {G} or {W}", "Cumulative upkeep—Sacrifice a creature.", "Cumulative upkeep—Flip a coin."):
        (line,) = parse_line(tokenize(text), False)
        assert not isinstance(line, ir.CumulativeUpkeepLine), text


def test_lowers_to_the_702_24a_trigger() -> None:
    ab = lower_ability(ir.CumulativeUpkeepLine(Cost(parts=(PayLife(1),))), "Cumulative upkeep—Pay 1 life.", predefined_token)
    assert isinstance(ab, TriggeredAbility) and ab.trigger.constraint(ByPlayer) == ByPlayer(Controller.YOU)
    assert ab.intervening_if == SourceInZone(Zone.BATTLEFIELD)
    assert ab.effects == (PutCounters("age", 1), PayCost(Cost(parts=(PayLife(1),)), otherwise=(SacrificeObject(),), times=CountersOn("age")))


def test_cost_increase_for_each_other_spell() -> None:
    (line,) = parse_line(tokenize("Each spell a player casts costs {1} more to cast for each other spell that player has cast this turn."), False)
    assert isinstance(line, ir.StaticLine) and line.effect == CostModifier(1, ObjectFilter(zone=Zone.STACK), caster=Controller.ANY, per_other_spell=True)
    (line,) = parse_line(tokenize("Spells cost {1} more to cast."), False)
    assert isinstance(line, ir.StaticLine) and plain(line.effect) == CostModifier(1, ObjectFilter(zone=Zone.STACK), caster=Controller.ANY)
