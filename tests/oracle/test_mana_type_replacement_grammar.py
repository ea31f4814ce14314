"""The clause family of replacement effects on "tapped for mana" events (CR 106.12b, 614.1a) —
static ("If a land is tapped for mana, it produces {B} instead of any other type") and created by a
resolving ability ("Until end of turn, if you tap a land you control for mana, …", 611.2) — and
life gained "for each" / "equal to the number of" something (one amount, CR 119.3)."""

from __future__ import annotations

from manastack.model.abilities import ManaTypeReplacement
from manastack.model.filters import CardTypes, Controller, ControllerIs, NotSupertypes
from manastack.model.types import CardType, Supertype
from manastack.oracle import ir
from manastack.oracle.grammar.abilities import parse_line
from manastack.oracle.lexer import tokenize

LAND = frozenset({CardType.LAND})


def _static(text: str) -> ManaTypeReplacement:
    (line,) = parse_line(tokenize(text), False)
    assert isinstance(line, ir.StaticLine), line
    assert isinstance(line.effect, ManaTypeReplacement), line.effect
    return line.effect


def test_static_forms() -> None:
    e = _static("If a land is tapped for mana, it produces {B} instead of any other type.")
    assert (e.type, e.tapper, e.amount, e.affected.predicates) == ("B", Controller.ANY, None, (CardTypes(LAND),))
    e = _static("If a land is tapped for mana, it produces colorless mana instead of any other type.")
    assert e.type == "C" and e.amount is None
    e = _static("If a land is tapped for mana, it produces {B} instead of any other type and amount.")
    assert e.type == "B" and e.amount == 1


def test_until_end_of_turn_forms() -> None:
    (line,) = parse_line(tokenize("{U}: Until end of turn, if you tap a land you control for mana, it produces {U} instead of any other type."), False)
    assert isinstance(line, ir.ActivatedLine)
    (eff,) = line.body.effects
    assert isinstance(eff, ir.CreateReplacementIR)
    rep = eff.effect
    assert isinstance(rep, ManaTypeReplacement)
    assert (rep.type, rep.tapper, rep.affected.get(ControllerIs)) == ("U", Controller.YOU, ControllerIs(Controller.YOU))
    (line,) = parse_line(tokenize("Until end of turn, if a player taps a nonbasic land for mana, it produces colorless mana instead of any other type."), True)
    assert isinstance(line, ir.SpellLine)
    (eff,) = line.body.effects
    assert isinstance(eff, ir.CreateReplacementIR) and isinstance(eff.effect, ManaTypeReplacement)
    assert eff.effect.type == "C" and eff.effect.tapper is Controller.ANY
    assert eff.effect.affected.predicates == (CardTypes(LAND), NotSupertypes(frozenset({Supertype.BASIC})))


def test_life_for_each_and_equal_to_the_number_of() -> None:
    (line,) = parse_line(tokenize("You gain 2 life for each creature you control."), True)
    assert isinstance(line, ir.SpellLine)
    (eff,) = line.body.effects
    assert isinstance(eff, ir.PlayerAmount) and eff.verb == "gain life"
    assert isinstance(eff.amount, ir.CountAmount) and eff.amount.times == 2 and eff.amount.filter.get(CardTypes) == CardTypes(frozenset({CardType.CREATURE}))
    (line,) = parse_line(tokenize("You gain life equal to the number of creature cards in your graveyard."), True)
    assert isinstance(line, ir.SpellLine)
    (eff,) = line.body.effects
    assert isinstance(eff, ir.PlayerAmount) and isinstance(eff.amount, ir.CountAmount) and eff.amount.times == 1


def test_an_amount_condition() -> None:
    """"If a land is tapped for two or more mana" (Damping Sphere, 106.12b: mana of a specific amount)."""
    e = _static("If a land is tapped for two or more mana, it produces {C} instead of any other type and amount.")
    assert (e.type, e.amount, e.at_least, e.affected.get(CardTypes)) == ("C", 1, 2, CardTypes(LAND))
    assert _static("If a land is tapped for mana, it produces {B} instead of any other type.").at_least == 1
