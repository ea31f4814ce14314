"""Scavenge (CR 702.97a) and eternalize (702.129a): activated abilities of a card in a graveyard,
exiling it as the cost, at sorcery speed."""

from __future__ import annotations

from manastack.model.abilities import ActivatedAbility
from manastack.model.costs import ExileSelf
from manastack.model.effects import ETERNALIZE_EXCEPTIONS, CreateTokenCopy, PutCounters
from manastack.model.filters import PowerOf, This
from manastack.model.types import Zone
from tests.oracle.helpers import compiled, ok

SCAVENGE = "Scavenge {3}{B}{G} ({3}{B}{G}, Exile this card from your graveyard: Put a number of +1/+1 counters equal to this card's power on target creature. Scavenge only as a sorcery.)"
ETERNALIZE = "Eternalize {4}{U}{U} ({4}{U}{U}, Exile this card from your graveyard: Create a token that's a copy of it, except it's a 4/4 black Zombie Human Warrior with no mana cost. Eternalize only as a sorcery.)"


def test_scavenge_puts_counters_equal_to_the_cards_power() -> None:
    # Dreg Mangler
    c = ok("Dreg Mangler", "Creature — Plant Zombie", f"Haste\n{SCAVENGE}", "{1}{B}{G}", "3/3")
    (ab,) = (a for a in c.abilities if isinstance(a, ActivatedAbility))
    assert ab.zone is Zone.GRAVEYARD and ab.sorcery_speed and ExileSelf() in ab.cost.parts
    assert ab.cost.mana is not None and ab.cost.mana.text() == "{3}{B}{G}"
    (put,) = ab.effects
    assert isinstance(put, PutCounters) and put.kind == "+1/+1" and put.count == PowerOf(This())


def test_eternalize_creates_a_4_4_black_zombie_copy() -> None:
    # Proven Combatant
    c = ok("Proven Combatant", "Creature — Human Warrior", ETERNALIZE, "{U}", "1/1")
    (ab,) = (a for a in c.abilities if isinstance(a, ActivatedAbility))
    assert ab.zone is Zone.GRAVEYARD and ab.sorcery_speed and ab.cost.parts == (ExileSelf(),)
    assert ab.effects == (CreateTokenCopy(This(), exceptions=ETERNALIZE_EXCEPTIONS),)


def test_scavenge_with_a_number_is_not_read() -> None:
    c = compiled("Test Ooze", "Creature — Ooze", "Scavenge 3", "{2}{G}", "2/2")
    assert c.card is None
    assert any("Scavenge" in u.text for u in c.unsupported)
