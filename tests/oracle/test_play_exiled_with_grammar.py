""""That player exiles the top card of their library" in a trigger about a player, and "You may play
lands and cast spells from among cards exiled with CARDNAME" (CR 607.2a); variants with spending
permissions or other players' cards stay unsupported."""

from __future__ import annotations

from manastack.model.abilities import PlayExiledWithThis, StaticAbility, TriggeredAbility
from manastack.model.effects import MoveTo
from manastack.model.filters import TopOfLibrary
from manastack.model.types import Zone
from tests.oracle.helpers import compiled, ok

_TRIGGER = "Whenever Test Specter deals combat damage to a player, that player exiles the top card of their library."
_PLAY = "You may play lands and cast spells from among cards exiled with Test Specter."


def test_the_damaged_players_top_card_and_the_permission() -> None:
    trig, play = ok("Test Specter", "Creature — Specter", f"{_TRIGGER}\n{_PLAY}", "{2}{B}", "2/3").abilities
    assert isinstance(trig, TriggeredAbility) and trig.effects == (MoveTo(TopOfLibrary(1, of_event_player=True), Zone.EXILE),)
    assert isinstance(play, StaticAbility) and play.effect == PlayExiledWithThis()


def test_unread_variants_stay_unsupported() -> None:
    spend = "You may cast spells from among cards exiled with Test Specter, and mana of any type can be spent to cast those spells."
    outside = "{T}: That player exiles the top card of their library."
    for text in (spend, outside):
        assert compiled("Test Specter", "Creature — Specter", text, "{2}{B}", "2/3").card is None
