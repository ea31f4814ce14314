"""The snow mana symbol {S} (CR 107.4h) in mana costs and activation costs; sentences about the
amount of {S} spent stay unsupported."""

from __future__ import annotations

import pytest

from manastack.errors import ManaSyntaxError
from manastack.mana import SNOW, ManaCost, ManaSymbol
from manastack.model.abilities import ActivatedAbility
from tests.oracle.helpers import compiled, ok


def test_s_is_a_symbol_of_one_generic_mana_paid_with_snow_mana() -> None:
    cost = ManaCost.parse("{1}{S}{S}")
    assert cost == ManaCost(1, (ManaSymbol((SNOW,)), ManaSymbol((SNOW,))))
    assert cost.mana_value == 3 and not cost.colors and cost.text() == "{1}{S}{S}"
    for text in ("{S/P}", "{S/G}"):
        with pytest.raises(ManaSyntaxError):
            ManaCost.parse(text)


def test_snow_costs_compile() -> None:
    c = ok("Boreal Centaur", "Snow Creature — Centaur Warrior", "{S}: This creature gets +1/+1 until end of turn. Activate only once each turn.", "{1}{G}", "2/2")
    (ab,) = [a for a in c.abilities if isinstance(a, ActivatedAbility)]
    assert ab.cost.mana == ManaCost.parse("{S}")
    assert ok("Arcum's Astrolabe", "Snow Artifact", "When this artifact enters, draw a card.", "{S}").mana_cost == ManaCost.parse("{S}")


def test_amount_of_snow_mana_spent_stays_unsupported() -> None:
    c = compiled("Graven Lore", "Snow Instant", "Scry X, where X is the amount of {S} spent to cast this spell, then draw three cards.", "{3}{U}{U}")
    assert c.card is None and "{S} spent" in c.explain()
