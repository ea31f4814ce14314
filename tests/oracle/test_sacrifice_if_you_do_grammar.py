""""Sacrifice it. If you do, [effects]" (CR 608.2c, 701.21a): the effects follow only if it was
sacrificed; "it deals 4 damage to each creature blocking it" — it and its blockers as it last
existed (608.2h)."""

from __future__ import annotations

from manastack.model.effects import DealDamage, IfDone, SacrificeObject
from manastack.model.filters import BlockersOf, EventObject
from tests.oracle.helpers import compiled, ok

_IB = ("Whenever another Goblin you control becomes blocked, sacrifice it. If you do, it deals 4 damage to each creature blocking it.\n"
       "Sacrifice two Mountains: Create two 1/1 red Goblin creature tokens.")


def test_ib_halfheart() -> None:
    c = ok("Ib Halfheart, Goblin Tactician", "Legendary Creature — Goblin Advisor", _IB, "{3}{R}", "3/2")
    assert c.abilities[0].effects == (  # type: ignore[union-attr]
        IfDone((SacrificeObject(EventObject()),), (DealDamage(4, BlockersOf(EventObject()), EventObject()),)),
    )


def test_an_unread_consequence_stays_unsupported() -> None:
    c = compiled("Test Tactician", "Creature — Goblin", "Whenever another Goblin you control becomes blocked, sacrifice it. If you do, "
                 "it deals 4 damage divided as you choose among any number of creatures blocking it.", "{3}{R}", "3/2")
    assert c.card is None and "If you do, it deals 4 damage divided as you choose" in c.explain()
