"""Blocking and attacking restrictions (CR 509.1b, 508.1c): "can't be blocked by [filter]",
"can't be blocked except by [filter]", "can block only [filter]", "can't block [filter]", "can't
attack unless defending player controls [a filter]", and the state trigger "When you control no
Islands, sacrifice CARDNAME" (603.8)."""

from __future__ import annotations

from manastack.mana import Color
from manastack.model.abilities import AttackUnlessDefenderControls, BlockRestriction, StaticAbility, TriggeredAbility
from manastack.model.conditions import ControlsAtLeast, Not
from manastack.model.effects import SacrificeObject
from manastack.model.filters import CardTypes, Colors, Controller, ControllerIs, HasKeyword, PowerAtLeast, PowerAtMost, PowerThanSource, Subtypes
from manastack.model.triggers import StateHolds, TriggerEvent
from manastack.model.types import CardType, Keyword
from tests.oracle.helpers import compiled, ok, plain

CREATURE = CardTypes(frozenset({CardType.CREATURE}))


def _restriction(text: str) -> BlockRestriction:
    (ab,) = ok("Test Creature", "Creature — Test", text, "{2}", "2/2").abilities
    assert isinstance(ab, StaticAbility) and isinstance(ab.effect, BlockRestriction)
    return ab.effect


def test_can_block_only_creatures_with_flying() -> None:
    """Cloud Sprite: the restriction is on the blocker, the attacker must match."""
    r = _restriction("This creature can block only creatures with flying.")
    assert (r.on_blocker, r.only) == (True, True)
    assert r.filter.predicates == (CREATURE, HasKeyword(Keyword.FLYING))


def test_cant_be_blocked_by_power_or_less() -> None:
    """Steel Leaf Champion: the restriction is on the attacker, the blocker must not match."""
    r = _restriction("This creature can't be blocked by creatures with power 2 or less.")
    assert (r.on_blocker, r.only) == (False, False)
    assert r.filter.predicates == (CREATURE, PowerAtMost(2))


def test_cant_be_blocked_by_walls_and_except_by_black_creatures() -> None:
    assert plain(_restriction("This creature can't be blocked by Walls.")).filter.predicates == (Subtypes(frozenset({"Wall"})),)
    r = _restriction("This creature can't be blocked except by black creatures.")
    assert (r.on_blocker, r.only) == (False, True)
    assert r.filter.predicates == (CREATURE, Colors(frozenset({Color.BLACK})))


def test_cant_block_creatures_with_power_or_greater() -> None:
    r = _restriction("This creature can't block creatures with power 2 or greater.")
    assert (r.on_blocker, r.only) == (True, False)
    assert r.filter.predicates == (CREATURE, PowerAtLeast(2))


def test_except_by_n_or_more_creatures_stays_the_blocker_count() -> None:
    from manastack.model.abilities import BlockedOnlyByAtLeast

    (ab,) = ok("Test Brute", "Creature — Test", "This creature can't be blocked except by three or more creatures.", "{2}", "2/2").abilities
    assert ab == BlockedOnlyByAtLeast(3)


def test_island_serpent() -> None:
    """Dandân: the attack restriction reads the filter for the defending player; the state trigger
    sacrifices it when its controller controls no Islands."""
    c = ok("Dandân", "Creature — Fish", "This creature can't attack unless defending player controls an Island.\nWhen you control no Islands, sacrifice this creature.", "{U}{U}", "4/1")
    static, trig = c.abilities
    assert isinstance(static, StaticAbility) and isinstance(static.effect, AttackUnlessDefenderControls)
    assert static.effect.filter.predicates == (Subtypes(frozenset({"Island"})), ControllerIs(Controller.YOU))
    assert isinstance(trig, TriggeredAbility) and trig.trigger.event is TriggerEvent.STATE
    holds = trig.trigger.constraint(StateHolds)
    assert holds is not None and isinstance(holds.condition, Not) and isinstance(holds.condition.condition, ControlsAtLeast)
    assert holds.condition.condition.filter.predicates == (Subtypes(frozenset({"Island"})), ControllerIs(Controller.YOU))
    assert trig.effects == (SacrificeObject(),)


def test_variants_that_stay_unsupported() -> None:
    """A restriction with a cost ("unless you pay {1}", 509.1d) and a comparison "or equal to"
    this creature's power aren't read: such cards don't compile."""
    for text in (
        "This creature can't block creatures with power 3 or greater unless you pay {1}.",
        "This creature can't block creatures with power greater than or equal to this creature's power.",
    ):
        assert compiled("Test Creature", "Creature — Test", text, "{2}", "2/2").card is None, text


def test_creatures_with_power_less_than_this_cant_block_it_howlgeist() -> None:
    c = ok("Test", "Creature — Spirit Wolf", "Creatures with power less than Test's power can't block it.", "{5}{G}", "4/2")
    (st,) = [a for a in c.abilities if isinstance(a, StaticAbility)]
    assert isinstance(st.effect, BlockRestriction) and not st.effect.on_blocker and not st.effect.only
    assert st.effect.filter.get(PowerThanSource) == PowerThanSource(False)
    c = ok("Test", "Creature — Test", "Test can't block creatures with power greater than Test's power.", "{2}", "2/2")
    (st,) = [a for a in c.abilities if isinstance(a, StaticAbility)]
    assert isinstance(st.effect, BlockRestriction) and st.effect.on_blocker and st.effect.filter.get(PowerThanSource) == PowerThanSource(True)


def test_power_less_than_cant_block_other_creatures_stays_unsupported() -> None:
    c = compiled("Test", "Creature — Human", "Creatures with power less than Test's power can't block creatures you control.", "{1}{G}", "1/1")
    assert c.card is None and "can't block creatures you control" in c.explain()
