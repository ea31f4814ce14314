""""You may draw a card. If you do, [effects]" (CR 608.2c, 121.3): the effects follow the choice
to draw."""

from __future__ import annotations

from manastack.model.abilities import TriggeredAbility
from manastack.model.effects import Discard, DrawCards, May
from tests.oracle.helpers import compiled, ok


def _effects(text: str) -> tuple[object, ...]:
    c = ok("Test", "Creature — Bird", text, pt="1/1")
    (ab,) = [a for a in c.abilities if isinstance(a, TriggeredAbility)]
    return ab.effects


def test_may_draw_then_discard_murder_of_crows() -> None:
    (may,) = _effects("Whenever another creature dies, you may draw a card. If you do, discard a card.")
    assert isinstance(may, May) and not may.otherwise
    draw, disc = may.effects
    assert isinstance(draw, DrawCards) and draw.amount == 1
    assert isinstance(disc, Discard) and disc.amount == 1 and not disc.random


def test_may_draw_two_then_discard_mask_of_memory() -> None:
    (may,) = _effects("Whenever this creature deals combat damage to a player, you may draw two cards. If you do, discard a card.")
    assert isinstance(may, May)
    draw, disc = may.effects
    assert isinstance(draw, DrawCards) and draw.amount == 2 and isinstance(disc, Discard)


def test_another_player_drawing_stays_unsupported() -> None:
    c = compiled("Test", "Creature — Bird", "Whenever this creature attacks, defending player may draw a card. If they do, you gain 2 life.", pt="1/1")
    assert c.card is None
