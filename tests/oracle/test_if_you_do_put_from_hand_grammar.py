""""You may put a card from your hand on the bottom of your library. If you do, [effects]" (CR
608.2c): the effects only if the card was put there."""

from __future__ import annotations

from manastack.model.effects import IfDone, May, PutFromHand
from tests.oracle.helpers import compiled, ok


def test_put_from_hand_then_draw() -> None:
    text = "Fire Prophecy deals 3 damage to target creature. You may put a card from your hand on the bottom of your library. If you do, draw a card."
    c = ok("Fire Prophecy", "Instant", text, "{1}{R}")
    may = c.abilities[0].effects[-1]  # type: ignore[attr-defined]
    assert isinstance(may, May)
    (done,) = may.effects
    assert isinstance(done, IfDone) and isinstance(done.effects[0], PutFromHand)


def test_mandatory_discard_then_if_you_do_stays_unsupported() -> None:
    c = compiled("Test", "Creature — Human", "{T}: Discard a card. If you do, draw a card.", "{1}", "1/1")
    assert c.card is None and "If you do" in c.explain()
