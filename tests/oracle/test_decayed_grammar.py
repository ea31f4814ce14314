"""Decayed (CR 702.147a): "This creature can't block" and "When this creature attacks, sacrifice it
at end of combat", as a keyword line and on a token created "with decayed" (111.4)."""

from __future__ import annotations

from manastack.model.abilities import TriggeredAbility
from manastack.model.effects import CreateToken
from manastack.model.triggers import TriggerEvent
from manastack.model.types import Keyword
from tests.oracle.helpers import compiled, ok


def test_a_token_with_decayed_has_both_abilities() -> None:
    text = "When this creature dies, create a 2/2 black Zombie creature token with decayed. (It can't block. When it attacks, sacrifice it at end of combat.)"
    c = ok("Hobbling Zombie", "Creature — Zombie", text, "{2}{B}", "2/2")
    (dies,) = c.abilities
    assert isinstance(dies, TriggeredAbility)
    (create,) = dies.effects
    assert isinstance(create, CreateToken)
    abilities = create.token.abilities
    assert any(getattr(a, "keyword", None) is Keyword.CANT_BLOCK for a in abilities)
    assert any(isinstance(a, TriggeredAbility) and a.trigger.event is TriggerEvent.ATTACKS for a in abilities)


def test_decayed_keyword_line() -> None:
    c = ok("Test Zombie", "Creature — Zombie", "Decayed", "{B}", "2/2")
    assert any(isinstance(a, TriggeredAbility) and a.trigger.event is TriggerEvent.ATTACKS for a in c.abilities)


def test_granting_decayed_stays_unsupported() -> None:
    c = compiled("Test", "Sorcery", "Target creature gains decayed.", "{B}")
    assert c.card is None
