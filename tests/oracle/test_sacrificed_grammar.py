""""You may sacrifice another creature. If you do, …" (an optional cost paid on resolution, CR
118.12) and "the sacrificed creature's power/toughness" (the permanent sacrificed to pay a cost, as it
last existed, 608.2h)."""

from __future__ import annotations

from manastack.model.abilities import ActivatedAbility, TriggeredAbility
from manastack.model.costs import SacrificePermanents
from manastack.model.effects import DealDamage, GainLife, PayCost
from manastack.model.filters import Other, PowerOf, Sacrificed, ToughnessOf
from tests.oracle.helpers import compiled, ok


def test_you_may_sacrifice_another_creature_if_you_do() -> None:
    c = ok("Brawl-Bash Ogre", "Creature — Ogre", "Menace\nWhenever this creature attacks, you may sacrifice another creature. If you do, this creature gets +2/+2 until end of turn.", "{2}{B}{R}", "3/3")
    trig = c.abilities[-1]
    assert isinstance(trig, TriggeredAbility)
    (pay,) = trig.effects
    assert isinstance(pay, PayCost)
    (sac,) = pay.cost.parts
    assert isinstance(sac, SacrificePermanents) and Other() in sac.filter.predicates and pay.then


def test_the_sacrificed_creatures_power_and_toughness() -> None:
    c = ok("Fling", "Instant", "As an additional cost to cast this spell, sacrifice a creature.\nFling deals damage equal to the sacrificed creature's power to any target.", "{1}{R}")
    dmg = [e for a in c.abilities for e in getattr(a, "effects", ()) if isinstance(e, DealDamage)]
    assert dmg and dmg[0].amount == PowerOf(Sacrificed())
    c = ok("Bushmeat Poacher", "Creature — Human Rogue", "{1}, {T}, Sacrifice another creature: You gain life equal to the sacrificed creature's toughness. Draw a card.", "{2}{B}", "2/3")
    act = c.abilities[0]
    assert isinstance(act, ActivatedAbility) and GainLife(ToughnessOf(Sacrificed())) in act.effects


def test_draw_cards_equal_to_the_sacrificed_creatures_power_stays_unsupported() -> None:
    r = compiled("Life's Legacy", "Sorcery", "As an additional cost to cast this spell, sacrifice a creature.\nDraw cards equal to the sacrificed creature's power.", "{1}{G}")
    assert r.card is None and any("Draw cards equal to" in u.text for u in r.unsupported)
