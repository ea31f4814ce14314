"""Who may activate an activated ability (CR 602.2, 602.1b): "Any player may activate this
ability", "Only your opponents may activate this ability"."""

from __future__ import annotations

from manastack.model.abilities import ActivatedAbility
from manastack.model.filters import Controller
from tests.oracle.helpers import compiled, ok


def _activated(text: str) -> ActivatedAbility:
    c = ok("Test Wall", "Creature — Wall", text, "{3}{U}", "3/6")
    (ab,) = [a for a in c.abilities if isinstance(a, ActivatedAbility)]
    return ab


def test_any_player_may_activate() -> None:
    ab = _activated("Defender\n{4}: Return this creature to its owner's hand. Any player may activate this ability.")  # Quicksilver Wall
    assert ab.activators is Controller.ANY and not ab.sorcery_speed


def test_only_your_opponents_may_activate() -> None:
    ab = _activated("{1}: This creature gets -1/-1 until end of turn. Only your opponents may activate this ability.")
    assert ab.activators is Controller.OPPONENT


def test_an_ability_without_the_instruction_is_its_controllers() -> None:
    assert _activated("{1}: This creature gets +1/+1 until end of turn.").activators is Controller.YOU


def test_any_player_but_only_as_a_sorcery_stays_unsupported() -> None:
    c = compiled("Test Wall", "Creature — Wall", "{1}: Draw a card. Any player may activate this ability but only as a sorcery.", "{3}{U}", "3/6")
    assert c.card is None
