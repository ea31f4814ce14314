""""Until end of turn, you don't lose this mana as steps and phases end" (CR 500.4, 106.4): the
mana of the "add" effect before it stays in the pool until the turn ends."""

from __future__ import annotations

from manastack.model.abilities import TriggeredAbility
from manastack.model.effects import AddMana, GainLife
from tests.oracle.helpers import compiled, ok

KEEP = "Until end of turn, you don't lose this mana as steps and phases end."


def test_savage_ventmaw_keeps_its_mana() -> None:
    c = ok("Savage Ventmaw", "Creature — Dragon", f"Flying\nWhenever this creature attacks, add {{R}}{{R}}{{R}}{{G}}{{G}}{{G}}. {KEEP}", "{4}{R}{G}", "4/4")
    (t,) = (a for a in c.abilities if isinstance(a, TriggeredAbility))
    (add,) = t.effects
    assert isinstance(add, AddMana) and add.until_end_of_turn


def test_the_mana_of_a_sentence_with_two_effects() -> None:
    c = ok("Colossal Plow", "Artifact — Vehicle", f"Whenever this Vehicle attacks, add {{W}}{{W}}{{W}} and you gain 3 life. {KEEP}\nCrew 6", "{2}", "6/3")
    (t,) = (a for a in c.abilities if isinstance(a, TriggeredAbility))
    add, gain = t.effects
    assert isinstance(add, AddMana) and add.until_end_of_turn and isinstance(gain, GainLife)


def test_until_end_of_combat_is_not_read() -> None:
    c = compiled("Test Dragon", "Creature — Dragon", "Whenever this creature attacks, add {R}{R}. Until end of combat, you don't lose this mana as steps end.", "{3}{R}", "3/3")
    assert c.card is None
    assert any("end of combat" in u.text for u in c.unsupported)
