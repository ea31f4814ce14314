"""Ascend (CR 702.131a-c): the keyword on permanents and spells, and "if you have the city's
blessing" / "as long as you have the city's blessing"."""

from __future__ import annotations

from manastack.model.abilities import ActivatedAbility, Ascend, StaticAbility, TriggeredAbility
from manastack.model.conditions import HasCitysBlessing
from tests.oracle.helpers import compiled, ok

_REMINDER = "(If you control ten or more permanents, you get the city's blessing for the rest of the game.)"


def test_ascend_on_a_permanent_and_an_as_long_as() -> None:
    c = ok("Snubhorn Sentry", "Creature — Dinosaur", f"Ascend {_REMINDER}\nThis creature gets +3/+0 as long as you have the city's blessing.", "{W}", "0/3")
    asc, pump = c.abilities
    assert isinstance(asc, StaticAbility) and asc.effect == Ascend()
    assert isinstance(pump, StaticAbility) and pump.condition == HasCitysBlessing()


def test_ascend_on_a_spell_and_if_you_have_the_blessing() -> None:
    c = ok("Secrets of the Golden City", "Sorcery", f"Ascend {_REMINDER}\nDraw two cards. If you have the city's blessing, draw three cards instead.", "{1}{U}{U}")
    assert any(isinstance(a, StaticAbility) and a.effect == Ascend() for a in c.abilities)


def test_blessing_conditions_of_triggers_and_activations() -> None:
    c = ok("Mausoleum Harpy", "Creature — Harpy", f"Flying\nAscend {_REMINDER}\nWhenever another creature you control dies, if you have the city's blessing, put a +1/+1 counter on this creature.", "{4}{B}", "3/3")
    trig = c.abilities[-1]
    assert isinstance(trig, TriggeredAbility) and trig.intervening_if == HasCitysBlessing()
    c = ok("Arch of Orazca", "Land", f"Ascend {_REMINDER}\n{{T}}: Add {{C}}.\n{{5}}, {{T}}: Draw a card. Activate only if you have the city's blessing.", "")
    act = c.abilities[-1]
    assert isinstance(act, ActivatedAbility) and act.condition == HasCitysBlessing()


def test_an_unread_blessing_clause_stays_unsupported() -> None:
    r = compiled("Slippery Scoundrel", "Creature — Human Pirate", f"Ascend {_REMINDER}\nAs long as you have the city's blessing, this creature has hexproof and can't be blocked.", "{2}{U}", "2/2")
    assert r.card is None and any("hexproof and can't be blocked" in u.text for u in r.unsupported)
