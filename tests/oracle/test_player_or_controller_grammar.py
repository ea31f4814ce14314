""""That player or that planeswalker's controller discards seven cards, then sacrifices seven
permanents of their choice" (Nicol Bolas, Planeswalker): after "target player or planeswalker", the
target player or the target permanent's controller; a third-person verb without a subject has the
subject of the clause before (CR 608.2c)."""

from __future__ import annotations

from manastack.model.abilities import ActivatedAbility
from manastack.model.effects import Discard, Sacrifice
from manastack.model.filters import ControllerOf, Target, You
from tests.oracle.helpers import compiled, ok

ULTIMATE = ("−9: CARDNAME deals 7 damage to target player or planeswalker. That player or that planeswalker's controller discards seven cards, "
            "then sacrifices seven permanents of their choice.")


def test_that_player_or_that_planeswalkers_controller() -> None:
    c = ok("Nicol Bolas, Planeswalker", "Legendary Planeswalker — Bolas", ULTIMATE.replace("CARDNAME", "Nicol Bolas"), "{4}{U}{B}{B}{R}")
    (ab,) = [a for a in c.abilities if isinstance(a, ActivatedAbility)]
    _, discard, sacrifice = ab.effects
    assert discard == Discard(7, ControllerOf(Target(0)))
    assert isinstance(sacrifice, Sacrifice) and sacrifice.count == 7 and sacrifice.player == ControllerOf(Target(0))


def test_an_imperative_sacrifice_is_yours() -> None:
    c = ok("Test", "Sorcery", "Draw two cards, then sacrifice a creature.")
    assert c.spell_ability is not None
    sacrifice = c.spell_ability.effects[-1]
    assert isinstance(sacrifice, Sacrifice) and sacrifice.player == You()


def test_that_player_or_controller_without_such_a_target_stays_unsupported() -> None:
    c = compiled("Test", "Sorcery", "Destroy target artifact. That player or that artifact's controller discards a card.")
    assert c.card is None
