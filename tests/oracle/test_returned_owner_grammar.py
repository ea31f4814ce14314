""""Return target permanent to its owner's hand. Then that player discards a card" (Recoil, Dinrova
Horror): "its owner's hand" names the owner, whom "that player" then refers to; a sentence may
begin with "Then" (CR 608.2c: in the order written)."""

from __future__ import annotations

from manastack.model.effects import Discard, MoveTo
from manastack.model.filters import OwnerOf, Target
from tests.oracle.helpers import compiled, ok


def test_then_that_player_discards_recoil() -> None:
    c = ok("Recoil", "Instant", "Return target permanent to its owner's hand. Then that player discards a card.", "{1}{U}{B}")
    spell = c.spell_ability
    assert spell is not None
    move, discard = spell.effects
    assert isinstance(move, MoveTo) and move.what == Target(0)
    assert discard == Discard(1, OwnerOf(Target(0)))


def test_in_a_triggered_ability_it_is_the_owner_too_dinrova_horror() -> None:
    c = ok("Dinrova Horror", "Creature — Horror", "When this creature enters, return target permanent to its owner's hand, then that player discards a card.",
           "{4}{U}{B}", "4/4")
    assert Discard(1, OwnerOf(Target(0))) in c.abilities[0].effects  # type: ignore[union-attr]


def test_a_condition_after_it_stays_unsupported() -> None:
    c = compiled("Compelling Deterrence", "Instant", "Return target nonland permanent to its owner's hand. Then that player discards a card if you control a Zombie.")
    assert c.card is None and "Then that player discards a card if you control a Zombie" in c.explain()
