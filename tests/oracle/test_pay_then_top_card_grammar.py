""""You may pay {2}{R}. If you do, reveal the top card of your library. If it's a Goblin permanent
card, put it onto the battlefield. Otherwise, put it into your graveyard." (CR 118.12, 701.20a): the
top card revealed as what the payment does, the sentences after it saying what becomes of it."""

from __future__ import annotations

from manastack.model.effects import LookAtTopCard, PayCost
from manastack.model.types import Zone
from tests.oracle.helpers import compiled, ok

_SERGEANT = ("Whenever this creature or another Goblin dies, you may pay {2}{R}. If you do, reveal the top card of your library. If it's a Goblin "
             "permanent card, put it onto the battlefield. Otherwise, put it into your graveyard.")


def test_skirk_drill_sergeant() -> None:
    c = ok("Skirk Drill Sergeant", "Creature — Goblin", _SERGEANT, "{1}{R}", "2/1")
    (pay,) = c.abilities[0].effects  # type: ignore[union-attr]
    assert isinstance(pay, PayCost)
    (look,) = pay.then
    assert isinstance(look, LookAtTopCard) and look.reveal and look.take_zone is Zone.BATTLEFIELD and look.else_zone is Zone.GRAVEYARD
    assert look.else_unmatched_only and not look.optional


def test_an_unread_sentence_about_the_revealed_card_stays_unsupported() -> None:
    text = ("Whenever this creature attacks, you may pay {1}. If you do, reveal the top card of your library. If it's a creature card, "
            "this creature gets +2/+2 until end of turn.")
    c = compiled("Test Scout", "Creature — Goblin", text, "{1}{R}", "2/1")
    assert c.card is None and "a sentence about the top card of a library the grammar doesn't read" in c.explain()
